import LayoutRuntime
import LayoutSpec
import XCTest

/// How findings name the members of an entry where they hold: the devices of a set, the text
/// sizes of a size proven at several, or both.
final class SizeMemberPhraseTests: XCTestCase {
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

    // MARK: Text sizes

    private let all = ContentSizeCategory.allCases

    private func atCategories(_ categories: [ContentSizeCategory], device: String? = nil) -> [SizeMember] {
        categories.map { SizeMember(entry: "row", device: device, contentSizeCategory: $0) }
    }

    /// The categories where a finding holds among all twelve, as a finding about 'row' says them.
    private func categories(_ held: [ContentSizeCategory], among: [ContentSizeCategory]? = nil) -> String {
        SizeMember.phrase(
            held: atCategories(held), among: atCategories(among ?? all), title: "'row' (390x844)")
    }

    func testTheLargestCategoriesAreSaidFromTheFirst() {
        XCTAssertEqual(
            categories(Array(all[8...])), "'row' (390x844) at accessibilityLarge and above")
        XCTAssertEqual(categories(Array(all[..<3])), "'row' (390x844) at medium and below")
    }

    func testEveryCategoryAndEveryCategoryButAFew() {
        XCTAssertEqual(categories(all), "'row' (390x844) at every category")
        XCTAssertEqual(categories(Array(all.dropFirst())), "'row' (390x844) at every category but extraSmall")
        XCTAssertEqual(
            categories(all.filter { $0 != .small && $0 != .accessibilityMedium }),
            "'row' (390x844) at every category but small and accessibilityMedium")
    }

    func testARunInTheMiddleAndAFewCategoriesAreListed() {
        XCTAssertEqual(
            categories([.medium, .large, .extraLarge]), "'row' (390x844) from medium to extraLarge")
        XCTAssertEqual(
            categories([.small, .accessibilityLarge]), "'row' (390x844) at small and accessibilityLarge")
        XCTAssertEqual(
            categories([.accessibilityExtraExtraExtraLarge]),
            "'row' (390x844) at accessibilityExtraExtraExtraLarge")
        // Among a range of categories, its largest are "and above".
        XCTAssertEqual(
            categories([.accessibilityMedium, .accessibilityLarge], among: Array(all[3...8])),
            "'row' (390x844) at accessibilityMedium and above")
    }

    func testDevicesHoldingAtTheSameCategoriesAreNamedTogether() {
        let members = ["iPhoneSE3", "iPhone16", "iPhone16ProMax"].flatMap { atCategories(all, device: $0) }
        let held =
            atCategories(Array(all[8...]), device: "iPhoneSE3")
            + atCategories(Array(all[10...]), device: "iPhone16")
            + atCategories(Array(all[10...]), device: "iPhone16ProMax")
        XCTAssertEqual(
            SizeMember.phrase(held: held, among: members, title: "'phones'"),
            "'phones' on iPhoneSE3 at accessibilityLarge and above and on every device but iPhoneSE3 at "
                + "accessibilityExtraExtraLarge and above")
        XCTAssertEqual(
            SizeMember.phrase(held: members, among: members, title: "'phones'"),
            "'phones' on every device at every category")
    }
}
