import LayoutGenCore
import LayoutSpec
import TestSupport
import XCTest

/// One missing constraint is one error, at the view that lacks it; the views only it leaves
/// free (those a stack view arranges, a view placed from the ambiguous one: any that holding
/// it where the layout put it would settle) are notes under
/// that error, not errors of their own whose fix would pin them.
final class SnippetFollowOnTests: XCTestCase {
    /// The login form of Fixtures/LoginStackWithoutCentring.yaml, as `check` prints it.
    func testArrangedViewsOfAStackWithoutItsVerticalPinAreNotesUnderTheStacksError() throws {
        // Catalogue: followsAmbiguity
        let yaml = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Tests/LayoutGenCoreTests/Fixtures/LoginStackWithoutCentring.yaml"),
            encoding: .utf8)
        assertCheckDiagnostics(
            yaml,
            """
            spec.yaml:9:3: error: The vertical position of 'form' is ambiguous at 'portrait' (393x852): \
            nothing constrains it vertically.
            spec.yaml:14:7: note: The vertical position of 'email' is ambiguous too, since the stack view \
            'form' arranges it; that goes away with this error.
            spec.yaml:15:7: note: The vertical position of 'password' is ambiguous too, since the stack \
            view 'form' arranges it; that goes away with this error.
            spec.yaml:16:7: note: The vertical position of 'signIn' is ambiguous too, since the stack view \
            'form' arranges it; that goes away with this error.
            spec.yaml:9:3: note: At 'portrait' (393x852), 'form.top' can be 0 or 100 (in its superview): \
            both layouts satisfy every constraint.
            """)
    }

    func testAViewPlacedFromAnAmbiguousViewIsANoteUnderItsError() {
        assertProveDiagnostics(
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
              - V:[a]-8-[b(40)]

            """,
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
    /// add, so 'b' keeps its error.
    func testAViewThatAlsoLacksAConstraintOfItsOwnKeepsItsError() {
        let run = proveCoreSnippet(
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
              - V:[a]-8-[b]

            """)
        XCTAssertEqual(
            run.diagnostics.errors.map(\.message),
            [
                "The vertical position of 'a' is ambiguous at 'portrait' (390x844): its constraints leave it "
                    + "free to move. Add a pin or a size on this axis.",
                "The vertical position and height of 'b' are ambiguous at 'portrait' (390x844): its "
                    + "constraints leave it free to move. Add a pin or a size on this axis.",
            ], run.printed)
        XCTAssertFalse(run.printed.contains("ambiguous too"), run.printed)
    }

    /// A view placed from one that only a conflict left free follows the conflict: its note is
    /// under the conflict's error, as the view it is placed from is.
    func testAViewPlacedFromOneAConflictLeftFreeIsANoteUnderTheConflict() {
        assertProveDiagnostics(
            """
            scene: Squeezed
            sizes: {narrow: 300x600}
            views:
              a: {}
              b: {}
            constraints:
              - a.width == 300
              - a.leading >= view.leading + 20
              - a.trailing <= view.trailing - 20
              - a.top == view.top
              - a.height == 50
              - b.leading == a.trailing
              - b.width == 10
              - V:[a][b(10)]

            """,
            """
            spec.yaml:7:5: error: These 4 required constraints cannot all hold at 'narrow' (300x600). \
            Remove one or lower its priority.
            spec.yaml:7:5: note: 'a.width == 300'
            spec.yaml:8:5: note: 'a.leading >= view.leading + 20'
            spec.yaml:9:5: note: 'a.trailing <= view.trailing - 20'
            spec.yaml:2:9: note: 'view.width == 300', the root view's size 'narrow'
            spec.yaml:4:3: note: With one of these constraints set aside, the horizontal position and width \
            of 'a' are ambiguous too; that goes away with the conflict.
            spec.yaml:5:3: note: With one of these constraints set aside, the horizontal position of 'b' is \
            ambiguous too; that goes away with the conflict.
            """)
    }

    /// Views in a scroll view's content, placed from a content view whose height only follows
    /// the ambiguous content height: notes under the content view's error.
    func testViewsPlacedFromAContentViewWhoseHeightFollowsTheContentAreNotesUnderIt() {
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
            spec.yaml:7:7: error: The height of 'content' is ambiguous at 'portrait' (390x844): it follows \
            the scrollable content height of 'scroll', which is ambiguous.
            spec.yaml:4:3: note: 'scroll' is declared here.
            spec.yaml:9:11: note: The height of 'top' is ambiguous too, since it follows 'content'; that goes \
            away with this error.
            spec.yaml:10:11: note: The vertical position of 'bottom' is ambiguous too, since it follows \
            'content'; that goes away with this error.
            """)
    }

    /// Asserts that `check` (prove, then fixes proven on copies) prints exactly `expected`.
    private func assertCheckDiagnostics(
        _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var diagnostics = Diagnostics()
        _ = GeneratorPipeline().check(.text(yaml, file: coreSnippetFile), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.description, expected, file: file, line: line)
    }
}
