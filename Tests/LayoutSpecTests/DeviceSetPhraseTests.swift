import LayoutSpec
import XCTest

/// How findings name the devices of a set where they hold.
final class DeviceSetPhraseTests: XCTestCase {
    private let devices = ["iPhoneSE3", "iPhone13mini", "iPhone16", "iPhone16ProMax"]

    private func members(_ names: [String], _ orientations: [Device.Orientation]) -> [SizeMember] {
        names.flatMap { name in
            orientations.map { SizeMember(entry: "phones", device: name, orientation: $0) }
        }
    }

    private func phrase(held: [SizeMember], among all: [SizeMember]) -> String {
        SizeMember.phrase(held: held, among: all, title: "'phones'")
    }

    func testEveryDeviceIsNamedAsTheSet() {
        let all = members(devices, [.portrait, .landscape])
        XCTAssertEqual(phrase(held: all, among: all), "'phones' on every device")
    }

    func testAFewDevicesAreListedAndTheRestSaidAsExceptions() {
        let all = members(devices, [.portrait, .landscape])
        XCTAssertEqual(
            phrase(held: members(["iPhoneSE3", "iPhone13mini"], [.landscape]), among: all),
            "'phones' on iPhoneSE3 and iPhone13mini in landscape")
        XCTAssertEqual(
            phrase(
                held: members(["iPhone13mini", "iPhone16", "iPhone16ProMax"], [.portrait])
                    + members(devices, [.landscape]), among: all),
            "'phones' on every device but iPhoneSE3 in portrait and on every device in landscape")
    }

    func testTheSameDevicesInBothOrientationsAreNamedOnce() {
        let all = members(devices, [.portrait, .landscape])
        XCTAssertEqual(
            phrase(
                held: members(["iPhone16", "iPhone16ProMax"], [.portrait, .landscape]), among: all),
            "'phones' on iPhone16 and iPhone16ProMax")
    }

    func testOneOrientationIsNotNamed() {
        let all = members(devices, [.portrait])
        XCTAssertEqual(
            phrase(held: members(["iPhone16"], [.portrait]), among: all),
            "'phones' on iPhone16")
    }
}
