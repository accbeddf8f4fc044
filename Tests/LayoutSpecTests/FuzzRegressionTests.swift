import LayoutSpec
import XCTest

/// Inputs the fuzzers in Fuzz/ found, minimized, with the behaviour the loader owes them
/// (docs/Fuzzing.md). Every diagnostic must point at a place that exists in the file.
final class FuzzRegressionTests: XCTestCase {
    /// libyaml marks the end of a file that lacks a final line break at the start of a line
    /// after the last one; an editor cannot show that line.
    func testErrorAtEndOfFileWithoutFinalLineBreakPointsAtTheLastLine() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: [1",
            """
            spec.yaml:2:10: error: Malformed YAML: did not find expected ',' or ']'.
            spec.yaml:2:8: note: This is where libyaml started parsing a flow sequence.
            """)
    }

    /// The finding's counterpart: with the final line break the line after the last one exists,
    /// empty, and the error is on it.
    func testErrorAtEndOfFileAfterAFinalLineBreakIsOnTheEmptyLastLine() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: [1\n",
            """
            spec.yaml:3:1: error: Malformed YAML: did not find expected ',' or ']'.
            spec.yaml:2:8: note: This is where libyaml started parsing a flow sequence.
            """)
    }
}
