import LayoutSpec
import XCTest

/// Inputs the fuzzers in Fuzz/ found, minimized, with the behaviour the stages owe them
/// (docs/Fuzzing.md). Every diagnostic must point at the place in the file it is about.
final class FuzzRegressionTests: XCTestCase {
    /// A plain scalar folded over two lines reads as one line of text; a column within it
    /// must still land on the line where that character is written, not past the end of the
    /// first line.
    func testErrorInAnEquationFoldedOverTwoLinesPointsAtTheSecondLine() {
        assertResolveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: 390x844}
            views:
              a: {}
            constraints:
              - a.width ==
                80 80
            """,
            "spec.yaml:7:8: error: Unexpected '80' after the end of the constraint.")
    }

    /// An escape in a double-quoted scalar is longer in the file than in the text it stands
    /// for; a column after it must count the characters as written.
    func testErrorAfterAnEscapeInAQuotedEquationPointsAtTheCharacterAsWritten() {
        assertResolveDiagnostics(
            #"""
            scene: Scene
            sizes: {portrait: 390x844}
            views:
              a: {}
            constraints:
              - "a.width\t== 80 80"
            """#,
            "spec.yaml:6:21: error: Unexpected '80' after the end of the constraint.")
    }
}
