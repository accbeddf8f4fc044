import XCTest

/// A conflict is reported first, as one error; what only follows from the constraint the
/// runtime set aside is a note under it, not an error of its own.
final class ConflictFollowOnTests: XCTestCase {
    private let squeezed = """
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

        """

    func testAmbiguityLeftBySettingAConflictingConstraintAsideIsANoteUnderTheConflict() {
        // Catalogue: leftAmbiguousBySettingAside
        assertProveDiagnostics(
            squeezed + "  - H:|[b]|\n  - V:[a][b(10)]\n",
            """
            spec.yaml:7:5: error: These 4 required constraints cannot all hold at 'narrow' (300x600). \
            Remove one or lower its priority.
            spec.yaml:7:5: note: 'a.width == 300'
            spec.yaml:8:5: note: 'a.leading >= view.leading + 20'
            spec.yaml:9:5: note: 'a.trailing <= view.trailing - 20'
            spec.yaml:2:9: note: 'view.width == 300', the root view's size 'narrow'
            spec.yaml:4:3: note: With one of these constraints set aside, the horizontal position and width \
            of 'a' are ambiguous too; that goes away with the conflict.
            """)
    }

    /// A view placed from one that only a conflict left free follows the conflict: its note is
    /// under the conflict's error, as the view it is placed from is.
    func testAViewPlacedFromOneAConflictLeftFreeIsANoteUnderTheConflict() {
        // The error and its notes as for 'b' pinned on its own (the test before), then 'b'.
        let pinned = proveCoreSnippet(squeezed + "  - H:|[b]|\n  - V:[a][b(10)]\n").printed
        assertProveDiagnostics(
            squeezed + "  - b.leading == a.trailing\n  - b.width == 10\n  - V:[a][b(10)]\n",
            pinned + "\n"
                + """
                spec.yaml:5:3: note: With one of these constraints set aside, the horizontal position of 'b' is \
                ambiguous too; that goes away with the conflict.
                """)
    }

    func testTieLeftBySettingAConflictingConstraintAsideIsANoteUnderTheConflict() {
        // Catalogue: tieBySettingAside
        // With 'a.width == 300' set aside, only 'a.width <= 200' bounds the width, and the two
        // wishes at 500 tie inside it. The tie comes first in the spec; the conflict is still
        // the one error, and the tie a note under it.
        assertProveDiagnostics(
            """
            scene: TieAfterConflict
            sizes: {portrait: 390x844}
            views:
              a: {}
            constraints:
              - a.width == 100 @500
              - a.width == 150 @500
              - a.top == view.top + 20
              - a.height == 10
              - a.leading == view.leading + 20
              - a.width <= 200
              - a.width == 300

            """,
            """
            spec.yaml:11:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:11:5: note: 'a.width <= 200'
            spec.yaml:12:5: note: 'a.width == 300'
            spec.yaml:6:5: note: With one of these constraints set aside, 'a.width == 100 @500' and \
            'a.width == 150 @500' tie at priority 500 and leave the horizontal layout of 'a' ambiguous; \
            settle the conflict first.
            """)
    }

    /// Asserts that proving `yaml` reports exactly two errors, whose messages begin with `first`
    /// and `second` (in that order, or in the order of their text when `inAnyOrder`), and no note
    /// about a constraint set aside.
    private func assertTwoErrorsOfTheirOwn(
        _ yaml: String, _ first: String, _ second: String, inAnyOrder: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = proveCoreSnippet(yaml, testFile: file, line: line)
        let messages = run.diagnostics.errors.map(\.message)
        let errors = inAnyOrder ? messages.sorted() : messages
        guard errors.count == 2 else { return XCTFail(run.printed, file: file, line: line) }
        XCTAssertTrue(errors[0].hasPrefix(first), run.printed, file: file, line: line)
        XCTAssertTrue(errors[1].hasPrefix(second), run.printed, file: file, line: line)
        XCTAssertFalse(run.printed.contains("set aside"), run.printed, file: file, line: line)
    }

    func testATieOnAnAxisTheConflictDoesNotReachStaysAnError() {
        // The conflict is about the height of 'a'; the tie about its width.
        assertTwoErrorsOfTheirOwn(
            portraitScene + """
                views: {a: {}}
                constraints:
                  - a.width == 100 @500
                  - a.width == 150 @500
                  - a.top == view.top + 20
                  - a.leading == view.leading + 20
                  - a.height == 10
                  - a.height == 20
                """,
            "These 2 constraints tie at priority 500", "These 2 required constraints cannot all hold")
    }

    func testATieTheConflictDoesNotTakePartInStaysAnError() {
        // The conflict determines the width of 'a'; the tie is about where 'a' starts, and
        // stays whichever width is set aside.
        assertTwoErrorsOfTheirOwn(
            portraitScene + """
                views: {a: {}}
                constraints:
                  - a.leading == view.leading @250
                  - a.leading == view.leading + 50 @250
                  - a.width == 100
                  - a.width == 200
                  - V:|[a(20)]
                """,
            "These 2 constraints tie at priority 250", "These 2 required constraints cannot all hold")
    }

    func testAmbiguityOnTheOtherAxisOfAViewInTheConflictStaysAnError() {
        // The conflict is about the width of 'box'; nothing pins it vertically at all.
        assertTwoErrorsOfTheirOwn(
            portraitScene + """
                views: {box: {}}
                constraints:
                  - box.width == 100
                  - box.width == 200
                  - H:|[box]
                  - box.height == 10
                """,
            "The vertical position of 'box' is ambiguous", "These 2 required constraints cannot all hold",
            inAnyOrder: true)
    }

    func testAmbiguityOnTheOtherAxisThatTheConflictReachesIsANote() {
        // The aspect ratio carries the width that the conflict leaves free to the height.
        let run = proveCoreSnippet(
            """
            scene: Squeezed
            sizes: {narrow: 300x600}
            views: {a: {}}
            constraints:
              - a.width == 300
              - a.leading >= view.leading + 20
              - a.trailing <= view.trailing - 20
              - a.top == view.top
              - a.height == a.width
            """)
        XCTAssertEqual(run.diagnostics.errors.count, 1, run.printed)
        XCTAssertTrue(run.printed.contains("the height of 'a' is ambiguous too"), run.printed)
    }

    func testAmbiguityOfAViewOutsideTheConflictStaysAnError() {
        let run = proveCoreSnippet(squeezed + "  - V:[a][b(10)]\n")
        let errors = run.diagnostics.errors.map(\.message).sorted()
        XCTAssertEqual(errors.count, 2, run.printed)
        XCTAssertTrue(
            errors[0].hasPrefix("The horizontal position and width of 'b' are ambiguous"), run.printed)
        XCTAssertTrue(errors[1].hasPrefix("These 4 required constraints cannot all hold"), run.printed)
    }
}
