import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import TestSupport
import XCTest

/// The prove stage, one finding at a time: a few lines of YAML in, the exact messages,
/// places and notes out.
final class SnippetProveTests: XCTestCase {
    // MARK: Conflicts

    func testConflictNamesOnlyItsMinimalSetWithNotesInSpecOrder() {
        // Catalogue: writtenConstraint
        // 'other.width == 10' and box's position hold; only the two widths cannot.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                  other: {}
                constraints:
                  - other.width == 10
                  - box.width == 100
                  - H:|[box]
                  - box.width == 200
                  - V:|[box(50)]
                  - H:|[other]
                  - V:|[other(20)]
                """,
            """
            spec.yaml:8:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:8:5: note: 'box.width == 100'
            spec.yaml:10:5: note: 'box.width == 200'
            """)
    }

    func testConflictWithViewPropertiesNotesTheViewDeclaration() {
        // Catalogue: autoresizingConstraint, contentSizeConstraint
        assertProveDiagnostics(
            portraitScene + """
                views:
                  badge:
                    intrinsicSize: 44x44
                    hugging: {horizontal: 1000}
                    compressionResistance: {horizontal: 1000}
                  pinned: {translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, 100, 100]}
                constraints:
                  - H:|[badge]
                  - V:|[badge]
                  - badge.width == 50
                  - pinned.width == 120
                """,
            """
            spec.yaml:12:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:12:5: note: 'badge.width == 50'
            spec.yaml:4:3: note: 'badge.width <= 44', from the intrinsic content size of 'badge' and its \
            hugging or compression resistance priority
            spec.yaml:13:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:13:5: note: 'pinned.width == 120'
            spec.yaml:8:3: note: 'pinned.width == 100', because 'pinned' keeps its frame \
            (translatesAutoresizingMaskIntoConstraints is true)
            """)
    }

    func testConflictAtOnlyOneSizeSaysWhichSizeAndNotesTheSize() {
        // Catalogue: unsatisfiableConstraints, rootSizeConstraint
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views:
              box: {}
            constraints:
              - H:|[box]|
              - V:|[box]|
              - box.width <= 400
            """,
            """
            spec.yaml:6:7: error: These 4 required constraints cannot all hold at 'landscape' (844x390). \
            Remove one or lower its priority.
            spec.yaml:6:7: note: 'box.leading == view.leading', from '|[box]'
            spec.yaml:6:8: note: 'box.trailing == view.trailing', from '[box]|'
            spec.yaml:8:5: note: 'box.width <= 400'
            spec.yaml:2:28: note: 'view.width == 844', the root view's size 'landscape'
            """)
    }

    // MARK: Ambiguity

    func testAViewPlacedByItsOwnSafeAreaThatDoesNotSettleIsAnError() {
        // Catalogue: layoutDoesNotSettle
        // band.top + inset == 47.5 with inset = max(0, 47 - band.top): each pass moves the band
        // half a point, so the fixed point, 47.5, is too far for layout's passes.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              portrait: {size: 390x844, safeArea: {top: 47}}
            views:
              band: {}
            constraints:
              - H:|[band]|
              - band.height == 100
              - band.safeAreaLayoutGuide.top == view.top + 47.5
            """,
            """
            spec.yaml:5:3: error: The layout of 'band' does not settle at 'portrait' (390x844): its safe area, \
            margins, baselines or wrapped text depend on the frame they place. Pin it to guides of views it \
            does not place, such as 'view.safeAreaLayoutGuide'.
            """)
    }

    func testConflictWithASafeAreaGuideNotesTheGuide() {
        // Catalogue: layoutGuideConstraint
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              portrait: {size: 390x844, safeArea: {top: 47}}
            views:
              box: {}
            constraints:
              - H:|[box]|
              - box.height == 10
              - box.top == view.safeAreaLayoutGuide.top
              - box.top == view.top
            """,
            """
            spec.yaml:9:5: error: These 3 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:9:5: note: 'box.top == view.safeAreaLayoutGuide.top'
            spec.yaml:10:5: note: 'box.top == view.top'
            spec.yaml:3:3: note: 'view.safeAreaLayoutGuide.top == view.top + 47', from the safeAreaLayoutGuide \
            of 'view'
            """)
    }

    func testConflictWithAScrollViewsOwnConstraintNotesTheScrollView() {
        // Catalogue: scrollViewConstraint
        // The scroll view is empty: its content size stays zero, as UIKit keeps it.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  scroll: {type: ScrollView}
                constraints:
                  - H:|[scroll]|
                  - V:|[scroll]|
                  - scroll.frameLayoutGuide.width == 100
                """,
            """
            spec.yaml:6:7: error: These 5 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:6:7: note: 'scroll.leading == view.leading', from '|[scroll]'
            spec.yaml:6:8: note: 'scroll.trailing == view.trailing', from '[scroll]|'
            spec.yaml:8:5: note: 'scroll.frameLayoutGuide.width == 100'
            spec.yaml:2:9: note: 'view.width == 390', the root view's size 'portrait'
            spec.yaml:4:3: note: 'scroll.frameLayoutGuide.width == scroll.width', from the scroll view \
            'scroll'
            """)
    }

    func testAPlaceholderThatWouldPlaceAnAmbiguousViewIsNotedUnderItsError() {
        // Catalogue: placeholderRemovedAtBuildTime
        assertProveDiagnostics(
            portraitScene + """
                views:
                  banner: {}
                constraints:
                  - H:|[banner]|
                  - banner.height == 50
                  - {constraint: "banner.top == view.top + 100", placeholder: true}
                """,
            """
            spec.yaml:4:3: error: The vertical position of 'banner' is ambiguous at 'portrait' (390x844): its \
            constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:7:5: note: 'banner.height == 50'
            spec.yaml:8:19: note: 'banner.top == view.top + 100' is a placeholder, removed at build time \
            (Interface Builder's 'Remove at build time'): it places 'banner' while editing, not in the app, which \
            must add a constraint in its place.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'banner.top' can be 0 or 100 (in its superview): both \
            layouts satisfy every constraint.
            """)
    }

    func testUnconstrainedViewIsAmbiguousOnEachAxisSeparately() {
        assertProveDiagnostics(
            portraitScene + """
                views:
                  free: {}
                """,
            """
            spec.yaml:4:3: error: The horizontal position and width of 'free' are ambiguous at 'portrait' \
            (390x844): nothing constrains it horizontally.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'free.width' can be 0 or 100: both layouts satisfy \
            every constraint.
            spec.yaml:4:3: error: The vertical position and height of 'free' are ambiguous at 'portrait' \
            (390x844): nothing constrains it vertically.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'free.height' can be 0 or 100: both layouts \
            satisfy every constraint.
            """)
    }

    func testMissingPinMakesOnlyThatAxisAmbiguousWithItsConstraintsAsNotes() {
        // Catalogue: freeToMove
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|[box]|
                  - box.height == 50
                """,
            """
            spec.yaml:4:3: error: The vertical position of 'box' is ambiguous at 'portrait' (390x844): its \
            constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:7:5: note: 'box.height == 50'
            spec.yaml:4:3: note: At 'portrait' (390x844), 'box.top' can be 0 or 100 (in its superview): both \
            layouts satisfy every constraint.
            """)
    }

    func testTieBetweenEqualPrioritiesIsReportedAsATie() {
        // Catalogue: constraintsTie, tieLeavesAmbiguous
        assertProveDiagnostics(
            twoWidthsSpec(priorities: 500, 500),
            """
            spec.yaml:8:5: error: These 2 constraints tie at priority 500 at 'portrait' (390x844): the layout \
            can satisfy either at the other's expense, so it is not determined. Raise 'box.width == 200 @500' \
            to 501; that determines it.
            spec.yaml:8:5: note: 'box.width == 100 @500'
            spec.yaml:9:5: note: 'box.width == 200 @500'
            spec.yaml:4:3: note: It leaves the horizontal layout of 'box' ambiguous.
            spec.yaml:8:5: note: At 'portrait' (390x844), 'box.width' can be 100 or 200: both layouts \
            satisfy every constraint.
            """)
    }

    func testUnequalPrioritiesAreNotATie() {
        assertProveDiagnostics(
            twoWidthsSpec(priorities: 501, 500), "")
    }

    func testFindingAtEverySizeSaysSo() {
        // Catalogue: frameAmbiguous, unconstrained
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views:
              box: {}
            constraints:
              - H:|[box]|
            """,
            """
            spec.yaml:4:3: error: The vertical position and height of 'box' are ambiguous at every size: \
            nothing constrains it vertically.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'box.height' can be 0 or 100: both layouts satisfy \
            every constraint.
            """)
    }

    // MARK: Scrollable content size

    /// 'content' in 'scroll', as wide as the root; `vertical` (from line 13) places it vertically.
    private func contentSpec(_ vertical: String) -> String {
        scrollViewSpec(
            subviews: "content: {}",
            constraints: """
                - H:|[content]|
                - content.width == view.width
                \(vertical)
                """)
    }

    func testContentHeightIsAmbiguousWithoutBottomPin() {
        // Catalogue: contentEndUnpinned
        assertProveDiagnostics(
            contentSpec("- V:|[content(1000)]"),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): nothing pins the content to the bottom of its content area, so the vertical chain \
            from top to bottom is broken. Constrain the last view's bottom to the scroll view's bottom.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 0 or \
            100: both layouts satisfy every constraint.
            """)
    }

    func testContentHeightIsAmbiguousWithGreaterThanOrEqualBottomTip() {
        // Catalogue: contentEndBoundedOneSide
        assertProveDiagnostics(
            contentSpec(
                """
                - V:|[content(1000)]
                - content.bottom >= scroll.bottom
                """),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): the constraint 'content.bottom >= scroll.bottom' only bounds it from one side, so \
            nothing fixes it. Make that constraint '==', or give the content a fixed height.
            spec.yaml:14:5: note: 'content.bottom >= scroll.bottom'
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 1,000 or \
            900: both layouts satisfy every constraint.
            """)
    }

    func testContentHeightIsDeterminedWithBottomPin() throws {
        let run = proveCoreSnippet(
            contentSpec("- V:|[content(1000)]|"))
        XCTAssertEqual(run.printed, "")
        let layout = try XCTUnwrap(run.proof?.layouts.first)
        XCTAssertEqual(layout.scrollContent(of: "scroll")?.contentSize, CGSize(width: 390, height: 1000))
        XCTAssertEqual(layout.scrollContent(of: "scroll")?.scrollsVertically, true)
    }

    func testContentViewWithNothingToSizeItIsExplained() {
        // Catalogue: containerWithoutSize
        assertProveDiagnostics(
            contentSpec("- V:|[content]|"),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): 'content' has no height of its own. Give it a height constraint, or content with an \
            intrinsic size.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 0 or \
            100: both layouts satisfy every constraint.
            spec.yaml:7:7: error: The height of 'content' is ambiguous at 'portrait' (390x844): it follows \
            the scrollable content height of 'scroll', which is ambiguous.
            spec.yaml:4:3: note: 'scroll' is declared here.
            """)
    }

    /// 'title' in a scrolling page, placed 40 high from the top; `more` follows from line 18.
    private func chainSpec(_ more: String = "") -> String {
        scrollingPageSpec(
            subviews: "title: {}",
            constraints: """
                - H:|[title]|
                - V:|-[title(40)]
                \(more)
                """)
    }

    func testContentHeightIsAmbiguousWhereTheChainInsideStops() {
        // Catalogue: chainStops, chainReaches, pinEndHere
        assertProveDiagnostics(
            chainSpec(),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): nothing pins 'title.bottom' to the content area, so the vertical chain stops there.
            spec.yaml:17:16: note: The chain reaches 'title' here.
            spec.yaml:9:11: note: 'title' is declared here. Pin its bottom to its superview's bottom with '=='.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 0 or \
            100: both layouts satisfy every constraint.
            spec.yaml:7:7: error: The height of 'content' is ambiguous at 'portrait' (390x844): it follows \
            the scrollable content height of 'scroll', which is ambiguous.
            spec.yaml:4:3: note: 'scroll' is declared here.
            """)
    }

    func testContentHeightIsAmbiguousWhenTheLastViewIsOnlyBounded() {
        // Catalogue: contentSizeAmbiguous, sizeFollowsAmbiguousContent, chainEndBoundedOneSide
        // Catalogue: declaredHere
        assertProveDiagnostics(
            chainSpec("- title.bottom <= content.bottom - 20"),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): the constraint 'title.bottom <= content.bottom - 20' only bounds 'title.bottom' from \
            one side, so nothing fixes the height. Make that constraint '==', or give the content a fixed \
            height.
            spec.yaml:18:5: note: 'title.bottom <= content.bottom - 20'
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 68 or \
            168: both layouts satisfy every constraint.
            spec.yaml:7:7: error: The height of 'content' is ambiguous at 'portrait' (390x844): it follows \
            the scrollable content height of 'scroll', which is ambiguous.
            spec.yaml:4:3: note: 'scroll' is declared here.
            """)
    }

    // MARK: Warnings

    /// Inside a scroll view's content the tie is one error that names it, with notes for the
    /// content width and for 'box': saying that 'box' has no width of its own (it has two), or
    /// only that its width follows the content width, would hide the one thing to fix.
    func testTieInsideScrollContentIsOneErrorThatNamesTheTie() {
        assertProveDiagnostics(
            scrollViewSpec(
                scene: "Tie", subviews: "box: {}",
                constraints: """
                    - H:|[box]|
                    - V:|[box(100)]|
                    - box.width == 100 @500
                    - box.width == 200 @500
                    """),
            """
            spec.yaml:13:5: error: These 2 constraints tie at priority 500 at 'portrait' (390x844): the \
            layout can satisfy either at the other's expense, so it is not determined. Raise \
            'box.width == 200 @500' to 501; that determines it.
            spec.yaml:13:5: note: 'box.width == 100 @500'
            spec.yaml:14:5: note: 'box.width == 200 @500'
            spec.yaml:4:3: note: It leaves the scrollable content width of 'scroll' ambiguous.
            spec.yaml:7:7: note: It leaves the horizontal layout of 'box' ambiguous.
            spec.yaml:13:5: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.width' can be 100 or \
            200: both layouts satisfy every constraint.
            """)
    }

    func testContentHeightOfAViewWhosePositionIsFreeIsExplainedByItsLikelyCauses() {
        // Catalogue: contentFree
        assertProveDiagnostics(
            scrollViewSpec(
                scene: "Free", subviews: "box: {}",
                constraints: """
                    - H:|[box(100)]|
                    - box.height == 100
                    - box.bottom == scroll.bottom
                    """),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): its content's constraints leave the height free. Look for a missing pin, an \
            inequality, or a tie between constraints of equal priority.
            spec.yaml:13:5: note: 'box.bottom == scroll.bottom'
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 100 or \
            200: both layouts satisfy every constraint.
            spec.yaml:7:7: error: The vertical position of 'box' is ambiguous at 'portrait' (390x844): its \
            constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:13:5: note: 'box.bottom == scroll.bottom'
            spec.yaml:12:5: note: 'box.height == 100'
            spec.yaml:7:7: note: At 'portrait' (390x844), 'box.top' can be 0 or 100 (in its superview): both \
            layouts satisfy every constraint.
            """)
    }

    func testConstraintImpliedByEarlierOnesWarnsAndStillHolds() {
        // Catalogue: redundantConstraint
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|[box]|
                  - V:|[box(100)]
                  - box.width == view.width
                """,
            """
            spec.yaml:8:5: warning: The constraint 'box.width == view.width' is implied by the required \
            constraints before it at 'portrait' (390x844), so it adds nothing. Remove it, or lower its \
            priority if it is a fallback.
            """)
    }

    func testScrollViewInsideAScrollViewScrollingTheSameWayWarns() throws {
        // Catalogue: nestedScrollingSameWay
        let run = proveCoreSnippet(
            nestedScrollViews(innerContentSize: "390x3000", innerHeight: 900, footerHeight: 100))
        XCTAssertEqual(
            run.printed,
            """
            spec.yaml:7:7: warning: 'inner' scrolls vertically inside 'outer', which scrolls the same way at \
            'portrait' (390x844), so people must find a place outside it to scroll the page. Turn off its \
            scrolling ('isScrollEnabled: false') or change its axis.
            """)
        XCTAssertEqual(run.proof?.holds, true, "warnings alone do not fail a proof")
    }

    func testScrollViewInsideAScrollViewScrollingAnotherWayDoesNotWarn() {
        assertProveDiagnostics(
            nestedScrollViews(innerContentSize: "3000x100", innerHeight: 100, footerHeight: 1000), "")
    }

    /// A scroll view inside another, above a footer, as wide as the root: 'inner' is declared
    /// at line 7.
    private func nestedScrollViews(
        innerContentSize: String, innerHeight: Int, footerHeight: Int, innerScrolls: Bool = true
    ) -> String {
        """
        scene: Scene
        sizes: {portrait: 390x844}
        views:
          outer:
            type: ScrollView
            subviews:
              inner:
                type: ScrollView
                contentSize: \(innerContentSize)
                isScrollEnabled: \(innerScrolls)
              footer: {}
        constraints:
          - H:|[outer]|
          - V:|[outer]|
          - H:|[inner]|
          - inner.width == view.width
          - H:|[footer]|
          - V:|[inner(\(innerHeight))][footer(\(footerHeight))]|
        """
    }

    func testTurningOffAnInnerScrollViewsScrollingSilencesTheNestedScrollingWarning() {
        // The warning's own way out: 'isScrollEnabled: false' on the inner scroll view.
        assertProveDiagnostics(
            nestedScrollViews(
                innerContentSize: "390x3000", innerHeight: 900, footerHeight: 100, innerScrolls: false),
            "")
    }

    func testScrollingTextViewInsideAScrollViewWarns() {
        // Catalogue: scrollingTextViewInScrollView
        assertProveDiagnostics(
            scrollViewSpec(
                subviews: "notes: {type: TextView, text: Hi}",
                constraints: """
                    - H:|[notes]|
                    - notes.width == view.width
                    - V:|[notes(100)]|
                    """),
            """
            spec.yaml:7:7: warning: 'notes' is a scrolling text view inside the scroll view 'scroll' at \
            'portrait' (390x844), so it has no intrinsic height and scrolls on its own. Set \
            'isScrollEnabled: false' to size it to its text.
            """)
    }

    /// The box is laid out at (400, 0, -10, 844), as `layoutgen layout` prints. Foundation's
    /// CGRect.width is the standardized (absolute) width, so the check must read the size itself.
    func testNegativeSizeWarns() {
        // Catalogue: negativeSize
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|-400-[box]|
                  - V:|[box]|
                """,
            """
            spec.yaml:4:3: warning: 'box' gets a negative size, -10x844, at 'portrait' (390x844), so UIKit \
            draws nothing for it.
            """)
    }

    // MARK: Expectations

    private let expectHeader = """
        scene: Scene
        sizes: {portrait: 390x844, landscape: 844x390}
        views:
          box: {}
          scroll:
            type: ScrollView
            subviews:
              content: {}
        constraints:
          - H:|[box]|
          - V:|[box(100)]
          - H:|[scroll]|
          - V:[box][scroll]|
          - H:|[content]|
          - V:|[content(1000)]|
          - content.width == view.width

        """

    func testExpectationsThatHoldPrintNothing() {
        assertProveDiagnostics(
            expectHeader + """
                expect:
                  portrait:
                    box.frame: [0, 0, 390, 100.0004]
                    scroll.contentSize: [390, 1000]
                    scroll.contentOffset: [0, 0]
                    scroll.scrollsVertically: true
                    scroll.scrollsHorizontally: false
                  landscape:
                    view.frame: [0, 0, 844, 390]
                    scroll.frame: [0, 100, 844, 290]
                """, "")
    }

    func testExpectationMismatchesNameTheSizeAndTheActualValue() {
        // Catalogue: expectationNotMet
        assertProveDiagnostics(
            expectHeader + """
                expect:
                  portrait:
                    box.frame: [0, 0, 390, 99.99]
                    scroll.scrollsHorizontally: true
                  landscape:
                    scroll.contentSize: [390, 1000]
                """,
            """
            spec.yaml:19:16: error: Expected 'box.frame' to be [0, 0, 390, 99.99] at 'portrait' (390x844), \
            but it is [0, 0, 390, 100].
            spec.yaml:20:33: error: Expected 'scroll.scrollsHorizontally' to be true at 'portrait' \
            (390x844), but it is false.
            spec.yaml:22:25: error: Expected 'scroll.contentSize' to be [390, 1000] at 'landscape' \
            (844x390), but it is [844, 1000].
            """)
    }

    /// Expectations compare the frame as laid out, [400, 0, -10, 844], as `layoutgen layout` and
    /// SceneLayout report it, not Foundation's standardized minX and width.
    func testExpectedFrameIsTheFrameAsLaidOut() throws {
        let run = proveCoreSnippet(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|-400-[box]|
                  - V:|[box]|
                expect:
                  portrait:
                    box.frame: [400, 0, -10, 844]
                """)
        XCTAssertEqual(run.proof?.layouts.first?.frame(of: "box")?.origin.x, 400)
        XCTAssertEqual(run.proof?.layouts.first?.frame(of: "box")?.size.width, -10)
        XCTAssertEqual(run.diagnostics.errors.map(\.description), [])
    }
}
