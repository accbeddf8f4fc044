import LayoutRuntime
import LayoutSpec
import XCTest

/// Sizes with a safe area, a reading direction, or a device.
final class LoadSizeEnvironmentTests: XCTestCase {
    private func sizes(_ yaml: String) -> [SizeSpec]? {
        loadSnippet("scene: Scene\nsizes:\n" + yaml).spec?.sizes
    }

    func testAPlainSizeHasNoSafeAreaAndReadsLeftToRight() throws {
        let size = try XCTUnwrap(sizes("  portrait: 390x844\n")?.first)
        XCTAssertEqual(size.dimensions, Dimensions(width: 390, height: 844))
        XCTAssertEqual(size.safeArea, .zero)
        XCTAssertEqual(size.layoutDirection, .leftToRight)
    }

    func testASizeMayCarryASafeAreaAndADirection() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  portrait: {size: 390x844, safeArea: {top: 47, bottom: 34}}
                  arabic: {size: 390x844, safeArea: {top: 47, bottom: 34}, layoutDirection: rightToLeft}

                """))
        XCTAssertEqual(
            loaded.map(\.safeArea), [EdgeInsets(top: 47, bottom: 34), EdgeInsets(top: 47, bottom: 34)])
        XCTAssertEqual(loaded.map(\.layoutDirection), [.leftToRight, .rightToLeft])
    }

    func testADeviceGivesItsSizeAndSafeAreaInEachOrientation() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  se: {device: iPhoneSE3}
                  mini: {device: iPhone13mini, orientation: landscape, layoutDirection: rightToLeft}

                """))
        XCTAssertEqual(loaded[0].dimensions, Dimensions(width: 375, height: 667))
        XCTAssertEqual(loaded[0].safeArea, EdgeInsets(top: 20))
        XCTAssertEqual(loaded[1].dimensions, Dimensions(width: 812, height: 375))
        XCTAssertEqual(loaded[1].safeArea, EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        XCTAssertEqual(loaded[1].layoutDirection, .rightToLeft)
    }

    func testAKeyboardIsHiddenShownOnADeviceOrGivenItsHeight() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  reading: {device: iPhone16}
                  typing: {device: iPhone16, keyboard: shown}
                  se: {device: iPhoneSE3, keyboard: shown}
                  hidden: {device: iPhone16, keyboard: hidden}
                  plain: {size: 390x844, safeArea: {bottom: 34}, keyboard: 291}
                  range: {width: 320...440, height: 568...956, keyboard: 300}

                """))
        XCTAssertEqual(loaded.map(\.keyboardHeight), [nil, 336, 260, nil, 291, 300])
        XCTAssertEqual(loaded[1].phrase, "'typing' (393x852 @3x, keyboard 336)")
        XCTAssertEqual(loaded[4].environment.keyboardHeight, 291)
    }

    func testAKeyboardShownWithoutAKnownHeightAsksForOne() {
        // Catalogue: keyboardHeightUnknown
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, keyboard: shown}\n",
            "spec.yaml:3:32: error: The size 'a' shows the keyboard, but layoutgen knows no keyboard height for "
                + "a size without a device (docs/Devices.md). Write the keyboard's height in points, such as "
                + "'keyboard: 336'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: iPhone16, orientation: landscape, keyboard: shown}\n",
            "spec.yaml:3:59: error: The size 'a' shows the keyboard, but layoutgen knows no keyboard height for "
                + "an iPhone16 in landscape (docs/Devices.md). Write the keyboard's height in points, such as "
                + "'keyboard: 336'.")
    }

    func testAKeyboardIsHiddenShownOrAHeight() {
        // Catalogue: expectedKeyboard
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, keyboard: up}\n",
            "spec.yaml:3:32: error: The keyboard of the size 'a' must be hidden, shown or its height in points; "
                + "found 'up'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, keyboard: -20}\n",
            "spec.yaml:3:32: error: The keyboard of the size 'a' must be between 0 and 100,000; found '-20'.")
    }

    func testASetOfDevicesIsASizePerDeviceAndOrientation() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  phones: {devices: [iPhoneSE3, iPhone16], orientation: [portrait, landscape], keyboard: hidden}
                  every: {devices: allPhones}

                """))
        XCTAssertEqual(
            loaded.prefix(4).map(\.name),
            [
                "phones.iPhoneSE3", "phones.iPhoneSE3.landscape", "phones.iPhone16",
                "phones.iPhone16.landscape",
            ])
        XCTAssertEqual(loaded[1].dimensions, Dimensions(width: 667, height: 375))
        XCTAssertEqual(loaded[3].safeArea, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(
            loaded[3].member, SizeMember(entry: "phones", device: "iPhone16", orientation: .landscape))
        XCTAssertEqual(loaded.count, 4 + Device.phones.count)
        XCTAssertEqual(loaded.last?.name, "every.iPhone16ProMax")
    }

    func testAllPadsIsASizePerIPadEachWithItsScreenAndInsets() throws {
        let loaded = try XCTUnwrap(sizes("  pads: {devices: allPads, orientation: [portrait, landscape]}\n"))
        XCTAssertEqual(loaded.count, 2 * Device.pads.count)
        XCTAssertEqual(loaded.first?.name, "pads.iPadmini6")
        XCTAssertEqual(loaded.first?.dimensions, Dimensions(width: 744, height: 1133))
        XCTAssertEqual(loaded.first?.safeArea, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(loaded.first?.displayScale, 2)
        let last = try XCTUnwrap(loaded.last)
        XCTAssertEqual(last.name, "pads.iPadPro13inchM4.landscape")
        XCTAssertEqual(last.dimensions, Dimensions(width: 1376, height: 1032))
        XCTAssertEqual(last.safeArea, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        // A list may mix iPhones and iPads.
        let mixed = try XCTUnwrap(sizes("  both: {devices: [iPhoneSE3, iPad9], orientation: landscape}\n"))
        XCTAssertEqual(mixed.map(\.name), ["both.iPhoneSE3.landscape", "both.iPad9.landscape"])
        XCTAssertEqual(mixed[1].safeArea, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    func testAnIPadHasNoKeyboardHeightToShow() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: iPadAir5, keyboard: shown}\n",
            "spec.yaml:3:35: error: The size 'a' shows the keyboard, but layoutgen knows no keyboard height for "
                + "an iPadAir5 in portrait (docs/Devices.md). Write the keyboard's height in points, such as "
                + "'keyboard: 336'.")
    }

    func testASetOfDevicesTakesNoSizeAndNamesItsDevices() {
        // Catalogue: sizeKeyWithDeviceSet, expectedDeviceList
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {devices: allPhones, safeArea: {top: 20}}\n",
            "spec.yaml:3:27: error: The size 'a' is a set of devices, each with its own size, safe area and "
                + "scale; remove 'safeArea', or name the device in 'devices'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {devices: phones}\n",
            "spec.yaml:3:16: error: The devices of the size 'a' must be allPhones, allPads or a list of devices, "
                + "such as [iPhoneSE3, iPadAir5]; found 'phones'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {devices: [iPhoneSE3, iPhone16Pr]}\n",
            "spec.yaml:3:28: error: Unknown device 'iPhone16Pr'. Did you mean 'iPhone16Pro'?")
    }

    func testExpectationsNameOneDeviceOfASet() {
        // Catalogue: expectationAtDeviceSet
        assertExpectationsNameOneMember(
            entry: "phones", sizes: "{devices: [iPhoneSE3, iPhone16]}", member: "phones.iPhoneSE3",
            "spec.yaml:5:3: error: 'phones' is a set of devices, whose frames differ from device to device; give "
                + "'expect:' one device's size, such as 'phones.iPhoneSE3'.")
    }

    func testAnUnknownDeviceSuggestsTheClosest() {
        // Catalogue: unknownDevice
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: iPhone16Pr}\n",
            "spec.yaml:3:15: error: Unknown device 'iPhone16Pr'. Did you mean 'iPhone16Pro'?")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: Pixel}\n",
            "spec.yaml:3:15: error: Unknown device 'Pixel'. docs/Devices.md lists the devices, such as "
                + "'iPhoneSE3' and 'iPhone16Pro'.")
    }

    func testADeviceTakesNoSizeOrSafeArea() {
        // Catalogue: sizeKeyWithDevice
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: iPhone16, size: 390x844}\n",
            "spec.yaml:3:25: error: The size 'a' names a device, which gives its size, safe area and scale; "
                + "remove 'size' or 'device'.")
    }

    func testAnOrientationNeedsADevice() {
        // Catalogue: orientationWithoutDevice
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, orientation: landscape}\n",
            "spec.yaml:3:22: error: The size 'a' has an 'orientation' but no 'device'; name a device, or write "
                + "the size turned (844x390).")
    }

    func testASizeMappingNeedsASizeOrADevice() {
        // Catalogue: sizeNeedsSizeOrDevice
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {safeArea: {top: 20}}\n",
            "spec.yaml:3:6: error: The size 'a' needs a 'size' such as '390x844' or a 'device' such as "
                + "'iPhone16'.")
    }

    func testUnknownKeysAndValuesAreNamed() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, safeArea: {top: 47, botom: 34}}\n",
            "spec.yaml:3:42: error: Unknown 'safeArea' key 'botom'. Did you mean 'bottom'?")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, layoutDirection: rtl}\n",
            "spec.yaml:3:39: error: Unknown 'layoutDirection' value 'rtl'. Use one of 'leftToRight' or "
                + "'rightToLeft'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, safeArea: {top: -1}}\n",
            "spec.yaml:3:38: error: 'top' of 'safeArea' must be between 0 and 100,000; found '-1'.")
    }

    func testBadMarginAndDirectionValuesAreReportedWhereTheyAreWritten() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: {portrait: 390x844}\nviews:\n  a: {layoutMargins: {lef: 3}}\n"
                + "  b: {semanticContentAttribute: rtl}\n",
            """
            spec.yaml:4:23: error: Unknown 'layoutMargins' key 'lef'. Did you mean 'left'?
            spec.yaml:5:33: error: Unknown 'semanticContentAttribute' value 'rtl'. Use one of 'unspecified', \
            'forceLeftToRight' or 'forceRightToLeft'.
            """)
    }
}
