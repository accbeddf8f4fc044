import LayoutRuntime
import LayoutSpec
import XCTest

/// Sizes with a display scale and a text size, and sizes proven at several text sizes.
final class LoadSizeTraitsTests: XCTestCase {
    private func sizes(_ yaml: String) -> [SizeSpec]? {
        loadSnippet("scene: Scene\nsizes:\n" + yaml).spec?.sizes
    }

    func testASizeWithoutScaleOrDeviceStaysExactAndADeviceGivesItsScale() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  plain: 390x844
                  mapping: {size: 390x844, safeArea: {top: 47}}
                  phones: {width: 320...440, height: 844}
                  pro: {device: iPhone16}
                  se: {device: iPhoneSE3, orientation: landscape}
                  xr: {device: iPhoneXR}
                  plus: {device: iPhone8Plus}

                """))
        XCTAssertEqual(loaded.map(\.displayScale), [nil, nil, nil, 3, 2, 2, 3])
        XCTAssertEqual(loaded.map(\.environment.displayScale), [nil, nil, nil, 3, 2, 2, 3])
        XCTAssertEqual(loaded.map(\.contentSizeCategory), Array(repeating: .large, count: 7))
        XCTAssertEqual(
            loaded.map(\.phrase),
            [
                "'plain' (390x844)", "'mapping' (390x844)", "'phones' (320...440x844)", "'pro' (393x852 @3x)",
                "'se' (667x375 @2x)", "'xr' (414x896 @2x)", "'plus' (414x736 @3x)",
            ])
    }

    func testASizeTakesAScaleAndATextSize() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  portrait: {size: 390x844, scale: 3}
                  old: {width: 320, height: 568, scale: 1, layoutDirection: rightToLeft}
                  range: {width: 320...440, height: 844, scale: 2}
                  big: {size: 390x844, contentSizeCategory: accessibilityLarge, keyboard: 300}
                  device: {device: iPhone16, contentSizeCategory: extraSmall}

                """))
        XCTAssertEqual(loaded.map(\.displayScale), [3, 1, 2, nil, 3])
        XCTAssertEqual(
            loaded.map(\.contentSizeCategory), [.large, .large, .large, .accessibilityLarge, .extraSmall])
        XCTAssertEqual(
            loaded.map(\.summary),
            [
                "portrait (390x844 @3x)", "old (320x568 @1x, right to left)", "range (320...440x844 @2x)",
                "big (390x844, keyboard 300, accessibilityLarge)", "device (393x852 @3x, extraSmall)",
            ])
        XCTAssertEqual(loaded[3].environment.contentSizeCategory, .accessibilityLarge)
        XCTAssertTrue(loaded.allSatisfy { $0.member == nil })
    }

    func testASizeAtSeveralTextSizesIsASizePerCategoryNamedAfterIt() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  every: {size: 390x844, scale: 3, contentSizeCategories: all}
                  some: {size: 390x844, contentSizeCategories: [accessibilityLarge, small, large, small]}
                  big: {width: 320...440, height: 844, contentSizeCategories: large...accessibilityMedium}

                """))
        XCTAssertEqual(
            loaded.map(\.name),
            [
                "every.extraSmall", "every.small", "every.medium", "every.large", "every.extraLarge",
                "every.extraExtraLarge", "every.extraExtraExtraLarge", "every.accessibilityMedium",
                "every.accessibilityLarge", "every.accessibilityExtraLarge",
                "every.accessibilityExtraExtraLarge",
                "every.accessibilityExtraExtraExtraLarge", "some.small", "some.large",
                "some.accessibilityLarge",
                "big.large", "big.extraLarge", "big.extraExtraLarge", "big.extraExtraExtraLarge",
                "big.accessibilityMedium",
            ])
        XCTAssertEqual(loaded[8].contentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(loaded[8].displayScale, 3)
        XCTAssertEqual(loaded[8].member, SizeMember(entry: "every", contentSizeCategory: .accessibilityLarge))
        XCTAssertEqual(loaded[8].summary, "every.accessibilityLarge (390x844 @3x, accessibilityLarge)")
        XCTAssertEqual(loaded[8].entryPhrase, "'every' (390x844 @3x)")
        // Each range at a category stays a range, proven whole.
        XCTAssertEqual(loaded[19].phrase, "'big.accessibilityMedium' (320...440x844, accessibilityMedium)")
        XCTAssertEqual(loaded[19].entryPhrase, "'big' (320...440x844)")
        XCTAssertEqual(
            SizeMember.summaries(of: loaded, single: \.summary),
            [
                "every (390x844 @3x) at 12 categories", "some (390x844) at 3 categories",
                "big (320...440x844) at 5 categories",
            ])
    }

    func testASetOfDevicesAtSeveralTextSizesIsASizePerDeviceOrientationAndCategory() throws {
        let loaded = try XCTUnwrap(
            sizes(
                """
                  phones: {devices: [iPhoneSE3, iPhone16], orientation: [portrait, landscape], contentSizeCategories: [large, accessibilityLarge]}

                """))
        XCTAssertEqual(
            loaded.map(\.name),
            [
                "phones.iPhoneSE3.large", "phones.iPhoneSE3.accessibilityLarge",
                "phones.iPhoneSE3.landscape.large",
                "phones.iPhoneSE3.landscape.accessibilityLarge", "phones.iPhone16.large",
                "phones.iPhone16.accessibilityLarge", "phones.iPhone16.landscape.large",
                "phones.iPhone16.landscape.accessibilityLarge",
            ])
        XCTAssertEqual(loaded.map(\.displayScale), [2, 2, 2, 2, 3, 3, 3, 3])
        XCTAssertEqual(
            loaded[3].member,
            SizeMember(
                entry: "phones", device: "iPhoneSE3", orientation: .landscape,
                contentSizeCategory: .accessibilityLarge))
        XCTAssertEqual(
            loaded[3].summary,
            "phones.iPhoneSE3.landscape.accessibilityLarge (667x375 @2x, accessibilityLarge)")
        XCTAssertEqual(loaded[3].entryPhrase, "'phones'")
        XCTAssertEqual(
            SizeMember.summaries(of: loaded, single: \.summary),
            ["phones (2 devices in portrait and landscape, 2 categories)"])
    }

    func testExpectationsNameOneCategoryOfASizeAtSeveral() {
        // Catalogue: expectationAtCategories
        assertExpectationsNameOneMember(
            entry: "row", sizes: "{size: 390x844, contentSizeCategories: [large, accessibilityLarge]}",
            member: "row.accessibilityLarge",
            "spec.yaml:5:3: error: 'row' is proven at several text sizes, whose frames differ from category to "
                + "category; give 'expect:' one category's size, such as 'row.large'.")
    }

    func testAScaleIsOneTwoOrThreeAndNotADevices() {
        // Catalogue: expectedScale
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, scale: 4}\n",
            "spec.yaml:3:29: error: The scale of the size 'a' must be 1, 2 or 3, the pixels per point of an "
                + "iPhone or iPad screen; found '4'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, scale: 2.5}\n",
            "spec.yaml:3:29: error: The scale of the size 'a' must be 1, 2 or 3, the pixels per point of an "
                + "iPhone or iPad screen; found '2.5'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, scale: x3}\n",
            "spec.yaml:3:29: error: The scale of the size 'a' must be a number; found 'x3'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {device: iPhone16, scale: 2}\n",
            "spec.yaml:3:25: error: The size 'a' names a device, which gives its size, safe area and scale; "
                + "remove 'scale' or 'device'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {devices: allPhones, scale: 2}\n",
            "spec.yaml:3:27: error: The size 'a' is a set of devices, each with its own size, safe area and "
                + "scale; remove 'scale', or name the device in 'devices'.")
    }

    func testAnUnknownCategoryIsNamedWithTheTwelve() {
        // Catalogue: unknownContentSizeCategory
        let twelve =
            "UIKit's twelve, smallest first: extraSmall, small, medium, large, extraLarge, extraExtraLarge, "
            + "extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
            + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge."
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategory: huge}\n",
            "spec.yaml:3:43: error: Unknown content size category 'huge'. \(twelve)")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategory: accessibilityLarg}\n",
            "spec.yaml:3:43: error: Unknown content size category 'accessibilityLarg'. Did you mean "
                + "'accessibilityLarge'? \(twelve)")
        // In a range, the end that is wrong; in a list, the item.
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategories: large...xxxl}\n",
            "spec.yaml:3:53: error: Unknown content size category 'xxxl'. \(twelve)")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {devices: [iPhone16], contentSizeCategories: [large, XL]}\n",
            "spec.yaml:3:59: error: Unknown content size category 'XL'. \(twelve)")
    }

    func testCategoriesAreAllAListOrARangeSmallestFirst() {
        // Catalogue: expectedContentSizeCategories, contentSizeCategoriesOutOfOrder
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategories: every}\n",
            "spec.yaml:3:45: error: The text sizes of the size 'a' must be all, a list of categories or a range "
                + "such as large...accessibilityExtraExtraExtraLarge; found 'every'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategories: []}\n",
            "spec.yaml:3:45: error: The text sizes of the size 'a' must be all, a list of categories or a range "
                + "such as large...accessibilityExtraExtraExtraLarge; found an empty list.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategories: accessibilityLarge...large}\n",
            "spec.yaml:3:45: error: The text sizes of the size 'a' go from a larger category to a smaller one in "
                + "'accessibilityLarge...large'; write the smaller first, such as 'large...accessibilityLarge'."
        )
    }

    func testOneSizeHasOneTextSizeOrSeveral() {
        // Catalogue: contentSizeCategoryAndCategories
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, contentSizeCategory: large, contentSizeCategories: all}\n",
            "spec.yaml:3:22: error: The size 'a' has both 'contentSizeCategory' and 'contentSizeCategories'; "
                + "keep 'contentSizeCategory' for one text size, or list it in 'contentSizeCategories'.")
    }
}

/// `expect:` for `entry`, which `sizes` expands into several sizes, is `message`; for one of them,
/// `member`, it is kept.
func assertExpectationsNameOneMember(
    entry: String, sizes: String, member: String, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
) {
    let expectation = "  \(entry): {box.frame: [0, 0, 10, 10]}\n"
    let spec =
        "scene: Scene\nsizes: {\(entry): \(sizes)}\nviews: {box: {}}\nexpect:\n\(expectation)"
        + "  \(member): {box.frame: [0, 0, 10, 10]}\n"
    assertSnippetDiagnostics(spec, message, file: file, line: line)
    XCTAssertEqual(
        loadSnippet(spec.replacingOccurrences(of: expectation, with: "")).spec?.expectations.map(
            \.size.value),
        [member], file: file, line: line)
}
