import LayoutRuntime
import TestSupport
import XCTest

@testable import LayoutGenCore
@testable import LayoutProof

/// A tie is reported as a tie: the constraints that tie, each at its line, their shared
/// priority, and priorities that settle it (tried first); what it leaves ambiguous is a note.
final class TieTests: XCTestCase {
    /// Two labels side by side between the root's margins, 'title' (at 4:3) and 'detail' (at
    /// 5:3), which hug alike unless `detailHugging` raises the detail's horizontal hugging.
    private func labelRow(detailHugging: Int? = nil) -> String {
        let hugging = detailHugging.map { ", hugging: {horizontal: \($0)}" } ?? ""
        return """
            scene: Row
            sizes: {portrait: 390x844}
            views:
              title: {type: Label, text: Name}
              detail: {type: Label, text: Detail\(hugging)}
            constraints:
              - H:|-[title]-[detail]-|
              - V:|-[title]
              - V:|-[detail]
            """
    }

    /// Proves a portrait scene of the plain views `ids`, placed by `constraints`.
    private func prove(views ids: [String], constraints: [String]) -> CoreSnippetRun {
        let views = ids.map { "\($0): {}" }.joined(separator: ", ")
        let lines = constraints.map { "  - \($0)\n" }.joined()
        return proveCoreSnippet(portraitScene + "views: {\(views)}\nconstraints:\n" + lines)
    }

    /// Proves a portrait scene of `count` plain views, 'v0' on, each placed by the constraints
    /// `constraints` gives for its index.
    private func proveViews(_ count: Int, each constraints: (Int) -> [String]) -> CoreSnippetRun {
        prove(views: (0..<count).map { "v\($0)" }, constraints: (0..<count).flatMap(constraints))
    }

    /// Two widths of `id`, 100 and 150, both at 500: a tie.
    private func tiedWidths(_ id: String) -> [String] {
        ["\(id).width == 100 @500", "\(id).width == 150 @500"]
    }

    func testTieThroughScrollContentNamesAllThreeConstraintsAndNotTheMissingPin() {
        // The content view wants the scroll view's height, the box wants 100 points and the
        // label hugs its text, all at 250: any of them can give way.
        assertProveDiagnostics(
            """
            scene: Tie
            sizes: {portrait: 390x844}
            views:
              scrollView:
                type: ScrollView
                subviews:
                  contentView:
                    subviews:
                      box: {}
                      label: {type: Label, text: "Text", numberOfLines: 0}
            constraints:
              - H:|[scrollView]|
              - V:|[scrollView]|
              - H:|[contentView]|
              - V:|[contentView]|
              - contentView.width == scrollView.width
              - contentView.height == scrollView.height @250
              - H:|-20-[box]-20-|
              - H:|-20-[label]-20-|
              - V:|-20-[box]-8-[label]-20-|
              - box.height == 100 @250
            """,
            """
            spec.yaml:10:11: error: These 3 constraints tie at priority 250 at 'portrait' (390x844): the \
            layout can satisfy any of them at the others' expense, so it is not determined. Raise \
            'contentView.height == scrollView.height @250' to 251 and 'box.height == 100 @250' to 252; that \
            determines it.
            spec.yaml:10:11: note: 'label.height <= 20.287109375 @250', from the intrinsic content size of 'label' and \
            its hugging or compression resistance priority
            spec.yaml:17:5: note: 'contentView.height == scrollView.height @250'
            spec.yaml:21:5: note: 'box.height == 100 @250'
            spec.yaml:4:3: note: It leaves the scrollable content height of 'scrollView' ambiguous.
            spec.yaml:7:7: note: It leaves the vertical layout of 'contentView' ambiguous.
            spec.yaml:9:11: note: It leaves the vertical layout of 'box' ambiguous.
            spec.yaml:10:11: note: It leaves the vertical layout of 'label' ambiguous.
            spec.yaml:10:11: note: At 'portrait' (390x844), 'scrollView.contentLayoutGuide.height' can be \
            844 or 744: both layouts satisfy every constraint.
            """)
    }

    func testTwoLabelsThatHugEquallyTieAndTheWayOutIsAHuggingPriority() {
        assertProveDiagnostics(
            labelRow(),
            """
            spec.yaml:4:3: error: These 2 constraints tie at priority 250 at 'portrait' (390x844): the layout \
            can satisfy either at the other's expense, so it is not determined. Raise the horizontal hugging \
            of 'detail' to 251; that determines it.
            spec.yaml:4:3: note: 'title.width <= 45.56936328125 @250', from the intrinsic content size of 'title' and its \
            hugging or compression resistance priority
            spec.yaml:5:3: note: 'detail.width <= 43.6550703125 @250', from the intrinsic content size of 'detail' and its \
            hugging or compression resistance priority
            spec.yaml:4:3: note: It leaves the horizontal layout of 'title' ambiguous.
            spec.yaml:5:3: note: It leaves the horizontal layout of 'detail' ambiguous.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'title.width' can be 45.56936328125 or 145.56936328125: both layouts \
            satisfy every constraint.
            """)
    }

    func testTheSuggestedHuggingPriorityDeterminesTheLayout() {
        let run = proveCoreSnippet(labelRow(detailHugging: 251))
        XCTAssertEqual(run.printed, "")
    }

    func testAmbiguityThatRaisingPrioritiesCannotSettleIsNotCalledATie() {
        // Two widths tie at 500 on one view, but another view has no vertical pin at all: the
        // tie explains the first, and the second keeps its own error.
        let run = prove(
            views: ["box", "loose"],
            constraints: [
                "box.width == 100 @500", "H:|[loose(50)]", "V:|[box]|", "box.width == 200 @500",
                "loose.height == 20 @500", "box.leading == view.leading",
            ])
        let errors = run.diagnostics.errors.map(\.message).sorted()
        XCTAssertEqual(errors.count, 2, run.printed)
        XCTAssertTrue(errors[0].hasPrefix("The vertical position of 'loose' is ambiguous"), run.printed)
        XCTAssertTrue(errors[1].hasPrefix("These 2 constraints tie at priority 500"), run.printed)
    }

    func testTheProvenLayoutIsTheOneBeforeTiesWereTried() throws {
        // Fixtures/TiedWidths.yaml: trying the ties lays out again, and the layout it comes back
        // to need not be the one the runtime made.
        let fixture = Repository.root.appendingPathComponent(
            "Tests/LayoutGenCoreTests/Fixtures/TiedWidths.yaml")
        let yaml = try String(contentsOf: fixture, encoding: .utf8)
        let run = proveCoreSnippet(yaml)
        guard let scene = resolveCoreSnippet(yaml).scene else { return XCTFail("no scene") }
        scene.root.layoutIfNeeded()
        let fresh = SceneLayout.capture(root: scene.root, sceneName: scene.name, sizeName: "portrait")
        XCTAssertEqual(run.proof?.layouts, [fresh])
        XCTAssertTrue(run.printed.contains("These 2 constraints tie at priority 500"), run.printed)
    }

    func testRaisedPrioritiesStayBelowRequired() {
        XCTAssertEqual(TieSearch.raisedPriorities(above: 250, count: 2), [251, 252])
        XCTAssertEqual(TieSearch.raisedPriorities(above: 999, count: 3), [999.25, 999.5, 999.75])
        XCTAssertEqual(TieSearch.raisedPriorities(above: 500, count: 0), [])
    }

    func testSeparateViewsWhoseAmbiguityNoRaiseSettlesReportNoTie() {
        // Each view has two widths at 500 but no horizontal position: raising one width cannot
        // place it, so no tie is reported, and the search tries every group in one layout.
        let run = proveViews(40) {
            ["v\($0).width == 10 @500", "v\($0).width == 20 @500", "V:|[v\($0)(10)]"]
        }
        XCTAssertFalse(run.printed.contains("tie at priority"), run.printed)
        XCTAssertEqual(run.diagnostics.errors.count, 40, run.printed)
    }

    func testTwoViewsPinnedToOneEdgeEachWithTiedWidthsAreTwoTies() {
        // 'a' and 'b' share only the root's leading edge, which is determined: each tie is its
        // own, and neither view is reported as free to move.
        let run = prove(
            views: ["a", "b"],
            constraints: tiedWidths("a") + ["a.leading == view.leading + 20", "V:|-20-[a(10)]"]
                + tiedWidths("b")
                + ["b.leading == view.leading + 20", "V:|-40-[b(10)]"])
        let errors = run.diagnostics.errors
        XCTAssertEqual(errors.count, 2, run.printed)
        XCTAssertTrue(
            errors.allSatisfy { $0.message.hasPrefix("These 2 constraints tie at priority 500") }, run.printed
        )
        XCTAssertTrue(run.printed.contains("Raise 'a.width == 150 @500' to 501"), run.printed)
        XCTAssertTrue(run.printed.contains("Raise 'b.width == 150 @500' to 501"), run.printed)
        XCTAssertFalse(run.printed.contains("free to move"), run.printed)
    }

    func testTwoRowsOfLabelsThatHugEquallyAreATieEach() {
        // Each row is its own tie: raising one label of each row settles it, and a raise in one
        // row settles nothing in the other.
        let run = proveCoreSnippet(
            portraitScene + """
                views:
                  l1: {type: Label, text: First}
                  l2: {type: Label, text: Second}
                  l3: {type: Label, text: Third}
                  l4: {type: Label, text: Fourth}
                constraints:
                  - H:|-[l1]-[l2]-|
                  - H:|-[l3]-[l4]-|
                  - V:|-40-[l1]-20-[l3]
                  - V:|-40-[l2]-20-[l4]
                """)
        let ties = run.diagnostics.errors.filter { $0.message.contains("tie at priority 250") }
        XCTAssertEqual(ties.count, 2, run.printed)
        XCTAssertTrue(ties.allSatisfy { $0.message.hasPrefix("These 2 constraints") }, run.printed)
        XCTAssertTrue(run.printed.contains("Raise the horizontal hugging of 'l2' to 251"), run.printed)
        XCTAssertTrue(run.printed.contains("Raise the horizontal hugging of 'l4' to 251"), run.printed)
        XCTAssertEqual(run.diagnostics.errors.count, 2, run.printed)
    }

    func testSeparateTiesBeyondTheMemberLimitOfOneComponentAreEachReported() {
        // 20 views on the root's leading edge, each with its own two widths at 500: 40 members
        // would be past the limit of one component, but each view is a component of its own.
        let run = proveViews(20) {
            [
                "v\($0).leading == view.leading + 10", "V:|-\($0 * 20)-[v\($0)(10)]",
                "v\($0).width == 10 @500",
                "v\($0).width == 20 @500",
            ]
        }
        let ties = run.diagnostics.errors.filter {
            $0.message.hasPrefix("These 2 constraints tie at priority 500")
        }
        XCTAssertEqual(ties.count, 20, run.printed)
        XCTAssertEqual(run.diagnostics.errors.count, 20, run.printed)
    }

    func testAViewWhosePositionFollowsOneTieAndItsWidthAnotherIsExplainedByBoth() {
        // 'b' starts where 'a' ends, whose width ties; its own width ties too. Both ties are
        // searched: 'b' is not reported as free to move.
        let run = prove(
            views: ["a", "b"],
            constraints: ["a.leading == view.leading"] + tiedWidths("a") + ["b.leading == a.trailing"]
                + tiedWidths("b") + ["V:|[a(10)]", "V:|[b(10)]"])
        XCTAssertFalse(run.printed.contains("free to move"), run.printed)
        XCTAssertTrue(
            run.printed.contains("Raise 'a.width == 150 @500' to 501; that determines it."), run.printed)
        XCTAssertTrue(
            run.printed.contains("Raise 'a.width == 150 @500' to 501 and 'b.width == 100 @500' to 502"),
            run.printed)
    }

    func testARaiseThatMovesADeterminedViewIsTriedOnItsOwn() {
        // Raising a's wishes moves 'x', which is determined, and 'b' is bounded by 'x': the
        // raise of b's own wishes at 100 settles nothing alone, so it is not called a tie.
        let run = proveCoreSnippet(
            portraitScene + """
                views: {a: {}, x: {}, b: {}}
                constraints:
                  - a.leading == view.leading @250
                  - a.leading == x.leading + 100 @250
                  - a.leading <= view.leading + 50
                  - x.leading == view.leading @250
                  - x.leading >= view.leading @250
                  - b.leading >= view.leading
                  - b.leading <= x.leading + 50
                  - b.leading >= view.leading - 10 @100
                  - b.leading <= view.leading + 100 @100
                  - a.width == 10
                  - x.width == 10
                  - b.width == 10
                  - V:|[a(10)]
                  - V:|[x(10)]
                  - V:|[b(10)]
                """)
        XCTAssertFalse(run.printed.contains("tie at priority 100"), run.printed)
    }

    func testATieThatOnlyMovesWhereTheScrollableContentEndsIsATie() {
        // The box is placed whole; only the content height is free, between two wishes at 300.
        let run = proveCoreSnippet(
            portraitScene + """
                views:
                  scroll:
                    type: ScrollView
                    subviews:
                      box: {}
                constraints:
                  - H:|[scroll]|
                  - V:|[scroll]|
                  - box.leading == scroll.contentLayoutGuide.leading + 20
                  - box.top == scroll.contentLayoutGuide.top + 20
                  - box.width == 100
                  - box.height == 1000
                  - scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width
                  - box.bottom == scroll.contentLayoutGuide.bottom - 20 @300
                  - box.bottom == scroll.contentLayoutGuide.bottom - 60 @300
                """)
        XCTAssertEqual(run.diagnostics.errors.count, 1, run.printed)
        XCTAssertTrue(
            run.printed.contains(
                "These 2 constraints tie at priority 300 at 'portrait' (390x844): the layout can satisfy either at "
                    + "the other's expense, so it is not determined. Raise "
                    + "'box.bottom == scroll.contentLayoutGuide.bottom - 60 @300' to 301; that determines it."
            ),
            run.printed)
        XCTAssertTrue(
            run.printed.contains("It leaves the scrollable content height of 'scroll' ambiguous."),
            run.printed)
    }

    func testATieThatAnAspectRatioCarriesToTheOtherAxisExplainsBoth() {
        // The tied width settles the height through the aspect ratio: one tie error, the
        // height a note under it, not an error that says "free to move".
        let run = prove(
            views: ["avatar"],
            constraints: [
                "avatar.width == 80 @750", "avatar.width == view.width * 0.33 @750",
                "avatar.height == avatar.width", "avatar.centerX == view.centerX",
                "avatar.top == view.top + 40",
            ])
        XCTAssertEqual(run.diagnostics.errors.count, 1, run.printed)
        XCTAssertTrue(
            run.printed.contains("It leaves the horizontal layout of 'avatar' ambiguous."), run.printed)
        XCTAssertTrue(
            run.printed.contains("It leaves the vertical layout of 'avatar' ambiguous."), run.printed)
        XCTAssertFalse(run.printed.contains("free to move"), run.printed)
    }

    func testManySeparateTiesAreSearchedSideBySideAndTrimmedEach() {
        // 20 rows, each two labels that hug equally and a wish at the same priority that always
        // holds: 20 ties of the two huggings, the wish trimmed from each.
        let views = (0..<20).map { "a\($0): {type: Label, text: Word}, b\($0): {type: Label, text: Word}" }
        let constraints = (0..<20).map {
            "  - H:|-[a\($0)]-[b\($0)]-|\n  - V:|-\($0 * 30)-[a\($0)]\n  - V:|-\($0 * 30)-[b\($0)]\n"
                + "  - a\($0).width >= 10 @250\n"
        }.joined()
        let run = proveCoreSnippet(
            portraitScene + "views: {\(views.joined(separator: ", "))}\nconstraints:\n" + constraints)
        let ties = run.diagnostics.errors.filter {
            $0.message.hasPrefix("These 2 constraints tie at priority 250")
        }
        XCTAssertEqual(ties.count, 20, run.printed)
        XCTAssertEqual(run.diagnostics.errors.count, 20, run.printed)
        XCTAssertFalse(run.printed.contains(">= 10 @250'"), run.printed)
    }
}
