import Foundation
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// The device table that `device:` sizes resolve through, and docs/Devices.md, which shows it.
final class DeviceTableTests: XCTestCase {
    /// The iPhones' table, then the iPads'.
    func testDocsTablesListEveryDeviceInOrder() throws {
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/Devices.md"), encoding: .utf8)
        let header =
            "| name | model | points | scale | portrait safe area (t/l/b/r) "
            + "| landscape safe area (t/l/b/r) | landscape size classes | source |"
        let tables = text.ranges(of: header).map { start in
            text[start.upperBound...].split(separator: "\n").dropFirst()
                .prefix { $0.hasPrefix("|") }
                .map(String.init)
        }
        XCTAssertEqual(tables.count, 2, "docs/Devices.md has no table of iPhones and of iPads")
        let expected = [Device.phones, Device.pads].map { $0.map(row) }
        XCTAssertEqual(tables, expected)
    }

    /// `device` as a row of docs/Devices.md.
    private func row(_ device: Device) -> String {
        let cells = [
            "`\(device.name)`", device.modelName,
            "\(formatNumber(device.width))×\(formatNumber(device.height))",
            "@\(formatNumber(device.scale))x",
            slashed(device.portraitSafeArea), slashed(device.landscapeSafeArea),
            device.sizeClasses(.landscape).description, device.source,
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    func testAllIsThePhonesThenThePads() {
        XCTAssertEqual(Device.all, Device.phones + Device.pads)
        XCTAssertTrue(Device.phones.allSatisfy { $0.idiom == .phone })
        XCTAssertTrue(Device.pads.allSatisfy { $0.idiom == .pad })
        XCTAssertEqual(Device.phones.count, 40)
        XCTAssertEqual(Device.pads.count, 12)
    }

    func testNamesAreUniqueAndHaveNoSpacesOrParentheses() {
        let names = Device.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "a name is listed twice")
        for name in Device.phones.map(\.name) {
            XCTAssertNotNil(name.wholeMatch(of: /iPhone[0-9A-Za-z]+/), name)
        }
        for name in Device.pads.map(\.name) {
            XCTAssertNotNil(name.wholeMatch(of: /iPad[0-9A-Za-z_]+/), name)
        }
    }

    func testDevicesAreOrderedByWidthThenHeightThenName() {
        for devices in [Device.phones, Device.pads] {
            for (first, second) in zip(devices, devices.dropFirst()) {
                XCTAssertTrue(
                    (first.width, first.height, first.name) < (second.width, second.height, second.name),
                    "\(first.name) is listed before \(second.name)")
            }
        }
    }

    func testSizesRunFrom320x568To440x956InPortrait() {
        let sizes = Device.phones.map { Dimensions(width: $0.width, height: $0.height) }
        XCTAssertTrue(sizes.contains(Dimensions(width: 320, height: 568)))
        XCTAssertTrue(sizes.contains(Dimensions(width: 440, height: 956)))
        for device in Device.phones {
            XCTAssertLessThanOrEqual(device.width, device.height, device.name)
            XCTAssertTrue((320...440).contains(device.width), device.name)
        }
    }

    func testLandscapeTurnsTheScreenAndMirrorsItsInsets() {
        for device in Device.phones {
            XCTAssertEqual(device.size(.landscape).width, device.height, device.name)
            XCTAssertEqual(device.size(.landscape).height, device.width, device.name)
            XCTAssertEqual(device.safeArea(.landscape), device.landscapeSafeArea, device.name)
            XCTAssertEqual(device.landscapeSafeArea.top, 0, device.name)
            XCTAssertEqual(device.landscapeSafeArea.left, device.landscapeSafeArea.right, device.name)
        }
    }

    func testHandCheckedDevicesHaveTheirKnownSizesAndInsets() throws {
        let se = try XCTUnwrap(Device.named("iPhoneSE3"))
        XCTAssertEqual(se.modelName, "iPhone SE (3rd generation)")
        XCTAssertEqual(se.size(.portrait).width, 375)
        XCTAssertEqual(se.size(.portrait).height, 667)
        XCTAssertEqual(se.safeArea(.portrait), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(se.safeArea(.landscape), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))

        let mini = try XCTUnwrap(Device.named("iPhone13mini"))
        XCTAssertEqual(mini.safeArea(.portrait), EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(mini.safeArea(.landscape), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))

        let proMax = try XCTUnwrap(Device.named("iPhone16ProMax"))
        XCTAssertEqual(proMax.size(.portrait).width, 440)
        XCTAssertEqual(proMax.size(.portrait).height, 956)
        XCTAssertEqual(proMax.safeArea(.portrait), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }

    /// An iPad keeps its status bar in landscape: the same insets in both orientations, 20 at the
    /// top with a home button, 24 and 20 at the bottom without.
    func testAnIPadHasTheSameInsetsInBothOrientations() throws {
        for device in Device.pads {
            XCTAssertEqual(device.size(.landscape).width, device.height, device.name)
            XCTAssertEqual(device.safeArea(.landscape), device.safeArea(.portrait), device.name)
            XCTAssertEqual(device.scale, 2, device.name)
            XCTAssertNil(device.keyboardHeight(.portrait), device.name)
        }
        let nine = try XCTUnwrap(Device.named("iPad9"))
        XCTAssertEqual(nine.size(.portrait).width, 810)
        XCTAssertEqual(nine.size(.portrait).height, 1080)
        XCTAssertEqual(nine.safeArea(.landscape), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pro = try XCTUnwrap(Device.named("iPadPro13inchM4"))
        XCTAssertEqual(pro.size(.landscape).width, 1376)
        XCTAssertEqual(pro.size(.landscape).height, 1032)
        XCTAssertEqual(pro.safeArea(.landscape), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(Device.named("iPadmini6")?.modelName, "iPad mini (6th generation)")
    }

    /// Apple's classes per model: the large phones are regular wide in landscape, whatever
    /// their width (the 736-wide 8 Plus), the others compact (the 852-wide 15); every iPad is
    /// regular × regular.
    func testEachDeviceHasItsSizeClassesInEachOrientation() throws {
        let regularInLandscape = Device.phones.filter { $0.sizeClasses(.landscape).horizontal == .regular }
        XCTAssertEqual(
            regularInLandscape.map(\.name),
            [
                "iPhone6Plus", "iPhone6sPlus", "iPhone7Plus", "iPhone8Plus", "iPhone11", "iPhone11ProMax",
                "iPhoneXR", "iPhoneXSMax", "iPhone12ProMax", "iPhone13ProMax", "iPhone14Plus",
                "iPhone14ProMax", "iPhone15Plus", "iPhone15ProMax", "iPhone16Plus", "iPhone16ProMax",
            ])
        for phone in Device.phones {
            XCTAssertEqual(
                phone.sizeClasses(.portrait), SizeClasses(horizontal: .compact, vertical: .regular))
            XCTAssertEqual(phone.sizeClasses(.landscape).vertical, .compact)
        }
        for pad in Device.pads {
            for orientation in Device.Orientation.allCases {
                XCTAssertEqual(
                    pad.sizeClasses(orientation), SizeClasses(horizontal: .regular, vertical: .regular))
            }
        }
        XCTAssertEqual(Device.named("iPhone15")?.sizeClasses(.landscape).horizontal, .compact)
    }

    /// @2x: the home-button phones of 4 and 4.7 inches, the XR and the 11; @3x: every other.
    func testEachDeviceHasItsDisplayScale() {
        let twoX = Device.phones.filter { $0.scale == 2 }.map(\.name)
        XCTAssertEqual(
            twoX,
            [
                "iPhone5s", "iPhoneSE1", "iPhone6", "iPhone6s", "iPhone7", "iPhone8", "iPhoneSE2",
                "iPhoneSE3",
                "iPhone11", "iPhoneXR",
            ])
        XCTAssertTrue(Device.all.allSatisfy { $0.scale == 2 || $0.scale == 3 })
        XCTAssertEqual(Device.named("iPhone8Plus")?.scale, 3)
        XCTAssertEqual(Device.named("iPhone13mini")?.scale, 3)
    }

    func testANameWithSpacesFindsNoDevice() {
        XCTAssertNil(Device.named("iPhone 16"))
        XCTAssertEqual(Device.named("iPhone16")?.modelName, "iPhone 16")
    }
}

/// `insets` as docs/Devices.md writes them: `top/left/bottom/right`.
private func slashed(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map { formatNumber($0) }
        .joined(separator: "/")
}
