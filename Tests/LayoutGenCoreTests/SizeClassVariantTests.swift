import Foundation
import LayoutGenCore
import LayoutProof
import TestSupport
import XCTest

/// Constraints that vary with the size classes (`when:`): each size is proven with the
/// constraints of its classes, and findings name the sizes and lines as usual.
final class SizeClassVariantTests: XCTestCase {
    private let phoneAndPad = ["phone: 390x844", "pad: {device: iPadAir5}"]

    /// The list 20 points inside the sides in compact width, 600 wide and centred in regular
    /// width, 40 points inside the top and bottom everywhere.
    func testEachSizeIsLaidOutWithTheConstraintsOfItsClasses() throws {
        let run = proveCoreSnippet(
            listSpec(
                sizes: phoneAndPad + ["phoneLandscape: {device: iPhone15ProMax, orientation: landscape}"]))
        XCTAssertEqual(run.printed, "")
        let proof = try XCTUnwrap(run.proof)
        XCTAssertEqual(
            proof.layouts.map {
                "\($0.sizeName) \($0.sizeClasses.description) \(numbers($0.frame(of: "list")))"
            },
            [
                // 390 - 2 × 20 wide, 844 - 2 × 40 high.
                "phone compact × regular (20.0, 40.0, 350.0, 764.0)",
                // The iPad Air is 820 × 1180: (820 - 600) / 2 from the left.
                "pad regular × regular (110.0, 40.0, 600.0, 1100.0)",
                // The 15 Pro Max is regular wide in landscape, 932 × 430: (932 - 600) / 2.
                "phoneLandscape regular × compact (166.0, 40.0, 600.0, 350.0)",
            ])
    }

    func testAConflictOnlyInOneClassIsReportedAtItsSizesWithItsLines() {
        assertProveDiagnostics(
            listSpec(
                sizes: phoneAndPad,
                constraints: [
                    "- list.leading == view.leading + 20",
                    "- {when: {horizontalSizeClass: compact}, constraints: [list.trailing == view.trailing - 20]}",
                    "- when: {horizontalSizeClass: regular}",
                    "  constraints: [list.width == 600, list.centerX == view.centerX]",
                ]),
            // The compact sizes never see the regular constraints. Where something varies with the
            // classes, a size's are named.
            """
            spec.yaml:9:5: error: These 4 required constraints cannot all hold at 'pad' (820x1180 @2x, regular \
            width, regular height). Remove one or lower its priority.
            spec.yaml:9:5: note: 'list.leading == view.leading + 20'
            spec.yaml:12:19: note: 'list.width == 600', when horizontalSizeClass: regular
            spec.yaml:12:38: note: 'list.centerX == view.centerX', when horizontalSizeClass: regular
            spec.yaml:4:3: note: 'view.width == 820', the root view's size 'pad'
            """)
    }

    func testAViewThatOnlyOneClassPlacesIsAmbiguousInTheOther() {
        assertProveDiagnostics(
            listSpec(sizes: phoneAndPad, constraints: Array(listVariants.suffix(2))),
            """
            spec.yaml:6:3: error: The horizontal position and width of 'list' are ambiguous at 'phone' \
            (390x844, compact width, regular height): nothing constrains it horizontally.
            spec.yaml:6:3: note: At 'phone' (390x844, compact width, regular height), 'list.width' can be 0 or 100: \
            both layouts satisfy every constraint.
            """)
    }

    /// `check --format json` gives each size of `where` its classes where something varies with
    /// them; a spec without variants is left as it was (every other test of `where`).
    func testCheckJSONGivesTheClassesOfEachSizeWhereTheyMatter() throws {
        let run = proveCoreSnippet(
            listSpec(
                sizes: phoneAndPad + ["phones: {size: 320...375x600, sizeClass: {horizontal: compact}}"],
                constraints: Array(listVariants.suffix(2))))
        let report = CheckReport.SpecReport(
            path: "spec.yaml", scene: "Scene", holds: false, diagnostics: run.diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(XCTUnwrap(report.diagnostics.first?.where))
        XCTAssertEqual(
            String(decoding: data, as: UTF8.self),
            #"[{"size":"phone","sizeClass":{"horizontal":"compact","vertical":"regular"}},"#
                + #"{"height":{"from":600,"includesFrom":true,"includesTo":true,"to":600},"range":"phones","#
                + #""sizeClass":{"horizontal":"compact","vertical":"regular"},"#
                + #""width":{"from":320,"includesFrom":true,"includesTo":true,"to":375}}]"#)
    }

    /// `sizeClass:` decides which constraints a size takes, whatever its dimensions.
    func testAnOverriddenClassChoosesTheConstraints() throws {
        let run = proveCoreSnippet(
            listSpec(sizes: ["phone: {size: 390x844, sizeClass: {horizontal: regular}}"]))
        // 600 wide and centred: 105 of it on each side outside the 390-wide root.
        XCTAssertEqual(
            try XCTUnwrap(run.proof).layouts[0].frame(of: "list"),
            CGRect(x: -105, y: 40, width: 600, height: 764))
    }

    /// docs/SpecLanguage.md's example: the list fills a compact-width iPhone and is the readable
    /// width, 672, centred at regular width.
    func testTheLanguageReferencesExampleHoldsWithTheFramesItDescribes() throws {
        let proof = try provenExample("scene: Readable")
        XCTAssertEqual(
            proof.layouts.map { numbers($0.frame(of: "list")) },
            [
                "(0.0, 0.0, 393.0, 852.0)",
                // (956 - 672) / 2 and (1180 - 672) / 2.
                "(142.0, 0.0, 672.0, 440.0)", "(254.0, 0.0, 672.0, 820.0)",
            ])
    }
}

extension SizeClassVariantTests {
    /// docs/SpecLanguage.md's `vary:` example: the row stacks its views in a compact width and
    /// lines them up, further apart, in a regular one; the caption under it is a headline, then
    /// a large title.
    func testAViewsVaryingPropertiesTakeEachSizesValues() throws {
        let proof = try provenExample("scene: Adaptive")
        XCTAssertEqual(
            proof.layouts.map { layout in
                ["row", "photo", "bio", "caption"].map { numbers(layout.frame(of: $0)) }
            },
            [
                // The iPhone 16's margins are 16 and its safe area's top 59; the caption 8 under
                // the row, a 17-point line, 20.287109375, rounded up to the third of a point
                // (61 / 3, less the rounding of a frame's bottom less its top).
                [
                    "(16.0, 59.0, 361.0, 208.0)", "(0.0, 0.0, 361.0, 100.0)", "(0.0, 108.0, 361.0, 100.0)",
                    "(16.0, 275.0, 361.0, 20.333333333333314)",
                ],
                // The iPad Air's are 20 and 24: 780 wide, each view (780 - 20) / 2; the caption a
                // 34-point line, 40.57421875, rounded up to the half point.
                [
                    "(20.0, 24.0, 780.0, 100.0)", "(0.0, 0.0, 380.0, 100.0)", "(400.0, 0.0, 380.0, 100.0)",
                    "(20.0, 132.0, 780.0, 41.0)",
                ],
            ])
    }
}

extension SizeClassVariantTests {
    /// A title of 17 points in a compact width and 28 in a regular one, a rule under it.
    private func titleSpec(sizes: [String], regularFont: String) -> String {
        """
        scene: Title
        sizes:
        \(sizes.map { "  \($0)\n" }.joined())views:
          title:
            type: Label
            text: Hello
            font: {size: 17}
            vary: [{when: {horizontalSizeClass: regular}, font: \(regularFont)}]
          rule: {color: gray}
        constraints:
          - H:|-20-[title]-20-|
          - H:|[rule]|
          - V:|-40-[title]-8-[rule(1)]

        """
    }

    /// The title's line, and so its height and the rule under it, is the font of each size's
    /// classes: a 17-point line is 17 × 2,444 / 2,048 = 20.287109375 high, a 28-point one
    /// 33.4140625 (docs/Text.md), at sizes without a scale, which keep exact sizes.
    func testAVaryingFontMeasuresTheLabelInEachSizesFont() throws {
        let run = proveCoreSnippet(
            titleSpec(sizes: ["phone: 390x844", "pad: 1024x1366"], regularFont: "{size: 28}"))
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(
            try XCTUnwrap(run.proof).layouts.map { layout in
                "\(layout.sizeName) "
                    + ["title", "rule"].map { numbers(layout.frame(of: $0)) }.joined(separator: " ")
            },
            [
                // 390 - 2 × 20 wide; the rule 40 + 20.287109375 + 8 down.
                "phone (20.0, 40.0, 350.0, 20.287109375) (0.0, 68.287109375, 390.0, 1.0)",
                // 1024 - 2 × 20 wide; 40 + 33.4140625 + 8.
                "pad (20.0, 40.0, 984.0, 33.4140625) (0.0, 81.4140625, 1024.0, 1.0)",
            ])
    }

    /// A text style that only a regular width takes still follows the text size there: the
    /// size at another category is not taken for the same layout as the first (body is 17
    /// points at `large`, 33 at `accessibilityLarge`: 39.380859375 a line).
    func testAVaryingTextStyleFollowsTheTextSizeAtItsClasses() throws {
        let run = proveCoreSnippet(
            titleSpec(
                sizes: [
                    "phone: 390x844",
                    "pad: {size: 1024x1366, contentSizeCategories: [large, accessibilityLarge]}",
                ],
                regularFont: "{style: body}"))
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(
            try XCTUnwrap(run.proof).layouts.map { "\($0.sizeName) \(numbers($0.frame(of: "title")))" },
            [
                "phone (20.0, 40.0, 350.0, 20.287109375)", "pad.large (20.0, 40.0, 984.0, 20.287109375)",
                "pad.accessibilityLarge (20.0, 40.0, 984.0, 39.380859375)",
            ])
    }
}

extension SizeClassVariantTests {
    /// A sidebar installed in a regular width only, and the content beside it or alone.
    private func sidebarSpec(_ extra: String = "") -> String {
        """
        scene: Sidebar
        sizes: {phone: 390x844, pad: 1024x1366}
        views:
          sidebar: {color: gray, when: {horizontalSizeClass: regular}\(extra)}
          content: {color: white}
        constraints:
          - V:|[sidebar]|
          - V:|[content]|
          - sidebar.width == 320
          - sidebar.leading == view.leading
          - content.leading == sidebar.trailing
          - content.trailing == view.trailing
          - when: {horizontalSizeClass: compact}
            constraints: [content.leading == view.leading]

        """
    }

    /// Each size is proven with the views installed at its classes: the sidebar's constraints
    /// are inactive where it is not, as UIKit deactivates those of a view it removes, and the
    /// content fills the phone alone.
    func testAViewIsInstalledOnlyAtItsClassesWithTheConstraintsThatNameIt() throws {
        // A handle in the sidebar, 8 before the content: out with the sidebar, its constraints too.
        let handle = "  - H:[handle(20)]-8-[content]\n  - V:|-8-[handle(20)]\n"
        let run = proveCoreSnippet(sidebarSpec(", subviews: {handle: {color: red}}") + handle)
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(
            try XCTUnwrap(run.proof).layouts.map { layout in
                "\(layout.sizeName): "
                    + layout.views.map { "\($0.id) \(numbers($0.frame))" }.joined(separator: ", ")
            },
            [
                "phone: view (0.0, 0.0, 390.0, 844.0), content (0.0, 0.0, 390.0, 844.0)",
                // 1024 - 320 beside the sidebar.
                "pad: view (0.0, 0.0, 1024.0, 1366.0), sidebar (0.0, 0.0, 320.0, 1366.0), "
                    + "handle (292.0, 8.0, 20.0, 20.0), content (320.0, 0.0, 704.0, 1366.0)",
            ])
        // A constraint that names the sidebar, or a view in it, takes its classes, which its
        // note says; the content's own do not.
        XCTAssertEqual(
            try XCTUnwrap(run.scene).constraints.map {
                "\($0.source): \($0.condition?.description ?? "any")"
            },
            [
                "|[sidebar]: horizontalSizeClass: regular", "[sidebar]|: horizontalSizeClass: regular",
                "|[content]: any", "[content]|: any", "sidebar.width == 320: horizontalSizeClass: regular",
                "sidebar.leading == view.leading: horizontalSizeClass: regular",
                "content.leading == sidebar.trailing: horizontalSizeClass: regular",
                "content.trailing == view.trailing: any",
                "content.leading == view.leading: horizontalSizeClass: compact",
                "20: horizontalSizeClass: regular", "[handle(20)]-8-[content]: horizontalSizeClass: regular",
                "|-8-[handle(20)]: horizontalSizeClass: regular", "20: horizontalSizeClass: regular",
            ])
    }

    /// docs/SpecLanguage.md's example of a view installed at some classes: the content alone on
    /// the iPhone, beside the sidebar on the iPad.
    func testTheLanguageReferencesInstalledViewExampleHoldsWithTheFramesItDescribes() throws {
        XCTAssertEqual(
            try provenExample("scene: Sidebar").layouts.map { layout in
                ["sidebar", "content"].map { numbers(layout.frame(of: $0)) }
            },
            [
                ["none", "(0.0, 0.0, 393.0, 852.0)"],
                ["(0.0, 0.0, 320.0, 1180.0)", "(320.0, 0.0, 500.0, 1180.0)"],
            ])
    }

    /// Without its compact constraint, the content is pinned only against the sidebar where the
    /// sidebar is: on the phone it is free, and the sidebar, out of the hierarchy, is not said.
    func testAViewPlacedOnlyAgainstAViewItsSizeLeavesOutIsAmbiguousThere() {
        assertProveDiagnostics(
            sidebarSpec().replacingOccurrences(
                of:
                    "  - when: {horizontalSizeClass: compact}\n    constraints: [content.leading == view.leading]\n",
                with: ""),
            """
            spec.yaml:5:3: error: The horizontal position and width of 'content' are ambiguous at 'phone' (390x844, \
            compact width, regular height): its constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:12:5: note: 'content.trailing == view.trailing'
            spec.yaml:5:3: note: At 'phone' (390x844, compact width, regular height), 'content.width' can be 0 or \
            100: both layouts satisfy every constraint.
            """)
    }

    /// An expectation of a view at a size whose classes leave it out cannot be met.
    func testAnExpectationOfAViewNotInstalledAtItsSizeIsAnError() {
        assertProveDiagnostics(
            sidebarSpec()
                + "expect:\n  phone: {sidebar.frame: [0, 0, 320, 844]}\n  pad: {sidebar.frame: [0, 0, 320, 1366]}\n",
            """
            spec.yaml:16:26: error: Expected 'sidebar.frame' to be [0, 0, 320, 844] at 'phone' (390x844, compact \
            width, regular height), but it is not installed there, as a 'when:' leaves it out.
            """)
    }

    func testAViewOrAConstraintWhoseClassesNeverMeetIsAnError() {
        // Catalogue: neverInstalled
        assertResolveDiagnostics(
            sidebarSpec(", subviews: {handle: {when: {horizontalSizeClass: compact}}}"),
            """
            spec.yaml:4:90: error: The view 'handle' is installed only where 'horizontalSizeClass: compact', and \
            'sidebar' only where 'horizontalSizeClass: regular': they never meet, so it never is. Change or remove \
            one of the 'when:'s.
            """)
        assertResolveDiagnostics(
            sidebarSpec().replacingOccurrences(
                of: "constraints: [content.leading == view.leading]",
                with: "constraints: [content.leading == view.leading, sidebar.width <= 400]"),
            """
            spec.yaml:14:52: error: The constraint 'sidebar.width <= 400' is installed only where \
            'horizontalSizeClass: compact', and 'sidebar' only where 'horizontalSizeClass: regular': they never meet, \
            so it never is. Change or remove one of the 'when:'s.
            """)
    }
}

/// `(x, y, width, height)`, as the test writes a frame.
private func numbers(_ frame: CGRect?) -> String {
    guard let frame else { return "none" }
    return "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
}

extension SizeClassVariantTests {
    /// The proof of docs/SpecLanguage.md's YAML example that contains `text`, which holds.
    fileprivate func provenExample(_ text: String, line: UInt = #line) throws -> Proof {
        let example = try XCTUnwrap(
            try CodeBlock.all("yaml", in: "docs/SpecLanguage.md").first { $0.text.contains(text) })
        let run = proveCoreSnippet(example.text, line: line)
        XCTAssertEqual(run.printed, "", line: line)
        return try XCTUnwrap(run.proof, line: line)
    }
}
