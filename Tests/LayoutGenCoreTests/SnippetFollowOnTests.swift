import LayoutGenCore
import LayoutSpec
import TestSupport
import XCTest

/// One missing constraint is one error, at the view that lacks it; the views only it leaves
/// free (those a stack view arranges, a view placed from the ambiguous one: any that holding
/// it where the layout put it would settle) are notes under
/// that error, not errors of their own whose fix would pin them.
final class SnippetFollowOnTests: XCTestCase {
    /// The login form of Fixtures/LoginFormUncentred.yaml (SnippetFixTests shows it at one
    /// size): over a range of phone sizes the stack's error is one, at every size, with the same
    /// notes: a follow-on keeps its cause's identity from tile to tile.
    func testAStackWithoutItsVerticalPinIsOneErrorOverARangeOfSizes() throws {
        let yaml = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Tests/LayoutGenCoreTests/Fixtures/LoginFormUncentred.yaml"),
            encoding: .utf8
        )
        .replacingOccurrences(
            of: "  portrait: {device: iPhone16}\n",
            with: "  portrait: {device: iPhone16}\n  phones: {width: 320...440, height: 568...956}\n")
        let run = proveCoreSnippet(yaml)
        XCTAssertEqual(
            run.diagnostics.errors.map(\.message),
            ["The vertical position of 'form' is ambiguous at every size: nothing constrains it vertically."],
            run.printed)
        XCTAssertEqual(run.diagnostics.errors.first?.notes.count, 3, run.printed)
    }

    func testAViewPlacedFromAnAmbiguousViewIsANoteUnderItsError() {
        assertProveDiagnostics(
            chained("V:[a]-8-[b(40)]"),
            """
            spec.yaml:4:3: error: The vertical position of 'a' is ambiguous at 'portrait' (390x844): \
            its constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:10:7: note: 'b.top == a.bottom + 8', from '[a]-8-[b(40)]'
            spec.yaml:9:5: note: 'a.height == 40'
            spec.yaml:5:3: note: The vertical position of 'b' is ambiguous too, since it follows 'a'; that goes \
            away with this error.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'a.top' can be -48 or 52 (in its superview): both \
            layouts satisfy every constraint.
            """)
    }

    /// 'b' is placed from 'a', but its height is missing too: that is a constraint of its own to
    /// add, so 'b' keeps an error, for its height alone; its position follows 'a'.
    func testAViewThatAlsoLacksAConstraintOfItsOwnKeepsAnErrorForItAlone() {
        let run = proveCoreSnippet(chained("V:[a]-8-[b]"))
        XCTAssertEqual(run.diagnostics.errors.count, 2, run.printed)
        XCTAssertFalse(run.printed.contains("ambiguous too"), run.printed)
        XCTAssertEqual(
            run.diagnostics.errors.last?.description,
            """
            spec.yaml:5:3: error: The height of 'b' is ambiguous at 'portrait' (390x844): its constraints \
            leave it free to move. Add a pin or a size on this axis.
            spec.yaml:10:7: note: 'b.top == a.bottom + 8', from '[a]-8-[b]'
            spec.yaml:5:3: note: At 'portrait' (390x844), 'b.height' can be 0 or 100: both layouts satisfy \
            every constraint.
            """)
    }

    /// A view in a scroll view's content without a height of its own: the content view it
    /// sizes and the view placed below it follow it, so they are notes under its error (the
    /// scroll view's error names it too). A view missing only a size is the cause before the
    /// container it sizes.
    func testTheViewWithoutAHeightInScrollableContentIsTheErrorAndWhatItSizesAreNotes() {
        assertProveDiagnostics(
            scrollingPageSpec(
                subviews: """
                    top: {}
                    bottom: {}
                    """,
                constraints: """
                    - H:|[top]|
                    - H:|[bottom]|
                    - V:|[top][bottom]
                    - top.height == content.height * 0.5
                    - bottom.height == 20
                    """),
            """
            spec.yaml:4:3: error: The scrollable content height of 'scroll' is ambiguous at 'portrait' \
            (390x844): 'top' has no height of its own. Give it a height constraint, or content with an \
            intrinsic size.
            spec.yaml:4:3: note: At 'portrait' (390x844), 'scroll.contentLayoutGuide.height' can be 0 or 100: \
            both layouts satisfy every constraint.
            spec.yaml:9:11: error: The height of 'top' is ambiguous at 'portrait' (390x844): it follows the \
            scrollable content height of 'scroll', which is ambiguous.
            spec.yaml:4:3: note: 'scroll' is declared here.
            spec.yaml:7:7: note: The height of 'content' is ambiguous too, since it follows 'top'; that goes \
            away with this error.
            spec.yaml:10:11: note: The vertical position of 'bottom' is ambiguous too, since it follows 'top'; \
            that goes away with this error.
            """)
    }

    /// With 'content.height >= 1500' set aside, only 'content.height <= 900' bounds the
    /// content's height, and the two wishes tie inside it: the tie exists only because of the
    /// conflict, so it is a note under the conflict's error, not an error printed before it,
    /// though what it leaves ambiguous is a scrollable content size.
    func testATieOnAContentSizeThatOnlyAConflictLeavesIsANoteUnderTheConflict() {
        assertProveDiagnostics(
            scrollViewSpec(
                subviews: "content: {}",
                constraints: """
                    - H:|[content]|
                    - V:|[content]|
                    - content.width == view.width
                    - content.height == 500 @500
                    - content.height == 700 @500
                    - content.height <= 900
                    - content.height >= 1500
                    """),
            """
            spec.yaml:16:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:16:5: note: 'content.height <= 900'
            spec.yaml:17:5: note: 'content.height >= 1500'
            spec.yaml:14:5: note: With one of these constraints set aside, 'content.height == 500 @500' and \
            'content.height == 700 @500' tie at priority 500 and leave the scrollable content height of \
            'scroll' and the vertical layout of 'content' ambiguous; settle the conflict first.
            """)
    }

    /// 'c' is placed after 'b', which the tie leaves free, and has no width: its error, printed
    /// before the tie's, is about its width alone, which does not follow from the tie; its
    /// position does, and is the tie's to say.
    func testAnAmbiguityErrorBeforeATieSaysOnlyWhatDoesNotFollowFromIt() {
        assertProveDiagnostics(
            """
            scene: TieOrder
            sizes: {portrait: 390x844}
            views:
              b: {}
              a: {}
              c: {}
            constraints:
              - a.leading == view.leading + 20
              - V:|-20-[a(10)]-[b(10)]-[c(10)]
              - a.width <= 200
              - b.leading == a.trailing + 8
              - b.width == 50
              - c.leading == b.trailing
              - a.width == 100 @500
              - a.width == 150 @500

            """,
            """
            spec.yaml:6:3: error: The width of 'c' is ambiguous at 'portrait' (390x844): its constraints \
            leave it free to move. Add a pin or a size on this axis.
            spec.yaml:13:5: note: 'c.leading == b.trailing'
            spec.yaml:6:3: note: At 'portrait' (390x844), 'c.width' can be 0 or 100: both layouts satisfy \
            every constraint.
            spec.yaml:14:5: error: These 2 constraints tie at priority 500 at 'portrait' (390x844): the layout \
            can satisfy either at the other's expense, so it is not determined. Raise 'a.width == 150 @500' to \
            501; that determines it.
            spec.yaml:14:5: note: 'a.width == 100 @500'
            spec.yaml:15:5: note: 'a.width == 150 @500'
            spec.yaml:4:3: note: It leaves the horizontal layout of 'b' ambiguous.
            spec.yaml:5:3: note: It leaves the horizontal layout of 'a' ambiguous.
            spec.yaml:14:5: note: At 'portrait' (390x844), 'b.left' can be 128 or 178 (in its superview): both \
            layouts satisfy every constraint.
            """)
    }

    /// Two views between the root's margins, 'a' 40 high with no vertical pin, and `chain`
    /// placing 'b' below it (line 10).
    private func chained(_ chain: String) -> String {
        """
        scene: Chained
        sizes: {portrait: 390x844}
        views:
          a: {}
          b: {}
        constraints:
          - H:|-[a]-|
          - H:|-[b]-|
          - a.height == 40
          - \(chain)

        """
    }

    /// A height that is a tenth of a free width is ambiguous only because the width is: one
    /// error, at the width, with the height a note under it, across the axes.
    func testAHeightThatFollowsAFreeWidthIsANoteUnderTheWidthsError() {
        assertCheckDiagnostics(
            """
            scene: Cross
            sizes:
              portrait: 390x844
            views:
              box: {color: red}
            constraints:
              - box.leading == view.leading + 20
              - box.width >= 100
              - box.top == view.top + 20
              - box.height == box.width * 0.1
            """,
            """
            spec.yaml:5:3: error: The width of 'box' is ambiguous at 'portrait' (390x844): its constraints leave \
            it free to move. Add a pin or a size on this axis.
            spec.yaml:8:5: note: 'box.width >= 100'
            spec.yaml:10:5: note: 'box.height == box.width * 0.1'
            spec.yaml:5:3: note: The height of 'box' is ambiguous too, since it follows from its horizontal frame; \
            that goes away with this error.
            spec.yaml:5:3: note: At 'portrait' (390x844), 'box.width' can be 100 or 200: both layouts satisfy \
            every constraint.
            spec.yaml:10:5: note: Fix, proven at every size: add 'box.trailing == view.trailing - 20' to \
            'constraints'.
            spec.yaml:10:5: note: Fix, proven at every size: add 'box.width == 100' to 'constraints'.
            """)
    }
}
