import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import XCTest

/// A size proven at several text sizes: one proof per category, and findings that name the
/// categories where they hold, as a set of devices names its devices.
final class DynamicTypeProofTests: XCTestCase {
    /// A spec of one label, 'title', in the body text style (`font`).
    private func titleSpec(sizes: String, constraints: String, font: String = "{style: body}") -> String {
        """
        scene: Scene
        sizes:
          \(sizes)
        views:
          title: {type: Label, text: Notifications, font: \(font)}
        constraints:
        \(constraints)
        """
    }

    private let pinned = "  - title.leading == view.leading + 20\n  - title.top == view.top + 100\n"

    /// A body line is 33.4 high at accessibilityMedium (28 points), 27.4 at
    /// extraExtraExtraLarge (23): it fits 30 points up to there.
    func testAFindingAtSomeCategoriesNamesThem() {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: "row: {size: 390x844, contentSizeCategories: all}",
                constraints: pinned + "  - title.height == 30\n"))
        XCTAssertEqual(
            run.printed,
            """
            spec.yaml:5:3: warning: The text of 'title' is truncated at 'row' (390x844) at accessibilityMedium and \
            above: it needs a height of 33.414 where it gets 30. Give it room, or write \
            'lint: {truncation: false}' on it.
            """)
        XCTAssertEqual(run.proof?.layouts.count, 12)
        XCTAssertEqual(run.proof?.layouts.map(\.sizeName).last, "row.accessibilityExtraExtraExtraLarge")
    }

    /// At @2x a body line is 17 high at extraSmall (14 points) and 18 at small (15).
    func testAFindingAtEveryCategoryButOneNamesTheOne() {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: "row: {size: 390x844, scale: 2, contentSizeCategories: all}",
                constraints: pinned + "  - title.height == 17.5\n"))
        XCTAssertEqual(
            run.printed,
            """
            spec.yaml:5:3: warning: The text of 'title' is truncated at 'row' (390x844 @2x) at every category but \
            extraSmall: it needs a height of 18 where it gets 17.5. Give it room, or write \
            'lint: {truncation: false}' on it.
            """)
    }

    /// 'Notifications' is 196.3 wide at 40 points (accessibilityLarge), 150 less than the root:
    /// each category's range is proven whole, and where it holds is said per category.
    func testARangeAtEachCategoryIsProvenWhole() throws {
        let run = proveCoreSnippet(
            titleSpec(
                sizes:
                    "phones: {width: 320...440, height: 844, contentSizeCategories: large...accessibilityExtraExtraExtraLarge}",
                constraints: pinned + "  - title.width == view.width - 150\n"))
        XCTAssertEqual(
            run.printed,
            """
            spec.yaml:5:3: warning: The text of 'title' is truncated at widths 320 to under 346.303 of 'phones' \
            (height 844; for example 333x844) at accessibilityLarge, widths 320 to under 386.599 of 'phones' \
            (height 844; for example 353x844) at accessibilityExtraLarge, widths 320 to 426.988 of 'phones' \
            (height 844; for example 373x844) at accessibilityExtraExtraLarge, every size of 'phones' \
            (320...440x844) at accessibilityExtraExtraExtraLarge: it needs a width of 196.303 where it gets 183. \
            Give it room, or write 'lint: {truncation: false}' on it.
            """)
        // large...accessibilityExtraExtraExtraLarge: nine categories, a range proof each.
        XCTAssertEqual(run.proof?.ranges.count, 9)
        XCTAssertEqual(run.proof?.ranges.first?.size.name, "phones.large")
        XCTAssertEqual(run.proof?.ranges.last?.size.contentSizeCategory, .accessibilityExtraExtraExtraLarge)
    }

    /// The same words whatever the order: each device with the categories where it holds.
    func testASetOfDevicesAtEachCategoryNamesBoth() {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: "phones: {devices: [iPhoneSE3, iPhone16, iPhone16ProMax], contentSizeCategories: all}",
                constraints: pinned + "  - title.width == view.width - 150\n"))
        XCTAssertEqual(
            run.printed,
            """
            spec.yaml:5:3: warning: The text of 'title' is truncated at 'phones' on iPhoneSE3 at \
            accessibilityExtraLarge and above, on iPhone16 at accessibilityExtraExtraLarge and above and on \
            iPhone16ProMax at accessibilityExtraExtraExtraLarge: it needs a width of 237 where it gets 225. Give \
            it room, or write 'lint: {truncation: false}' on it.
            """)
    }

    /// `check --format json` lists the sizes where the finding holds by name, one per category.
    func testCheckJSONListsEachCategorysSize() throws {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: "row: {size: 390x844, contentSizeCategories: all}",
                constraints: pinned + "  - title.height == 30\n"))
        let report = CheckReport.SpecReport(
            path: "spec.yaml", scene: "Scene", holds: true, diagnostics: run.diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(XCTUnwrap(report.diagnostics.first))
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            #"{"fixes":[],"location":{"column":3,"file":"spec.yaml","line":5},"message":"The text of 'title' is truncated at 'row' (390x844) at "#
                + #"accessibilityMedium and above: it needs a height of 33.414 where it gets 30. Give it room, "#
                + #"or write 'lint: {truncation: false}' on it.","notes":[],"severity":"warning","where":"#
                + #"[{"size":"row.accessibilityMedium"},{"size":"row.accessibilityLarge"},"#
                + #"{"size":"row.accessibilityExtraLarge"},{"size":"row.accessibilityExtraExtraLarge"},"#
                + #"{"size":"row.accessibilityExtraExtraExtraLarge"}]}"#)
    }

    /// Without a text style, nothing changes from category to category: the spec holds, and
    /// `check` names the entry once.
    func testTheSystemFontHoldsAtEveryCategory() {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: "row: {size: 390x844, scale: 3, contentSizeCategories: all}",
                constraints: pinned + "  - title.height == 30\n", font: "{size: 17}"))
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(
            run.proof?.proven.map { SizeMember.summaries(of: $0.scene.sizes, single: \.summary) },
            ["row (390x844 @3x) at 12 categories"])
    }
}
