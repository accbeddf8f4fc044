import LayoutSpec
import XCTest

/// Diagnostics inside folded, escaped, quoted and block text, as the resolver prints them: the
/// loader's own, then each constraint parsed through its ``ConstraintEntry/origin``.
final class ScalarLocationDiagnosticTests: XCTestCase {
    // MARK: Equations

    func testErrorInAFoldedPlainEquationIsOnTheLineItWasWritten() {
        assertConstraintDiagnostics(
            constraintHeader + "  - a.width ==\n    80 80\n",
            "spec.yaml:7:8: error: Unexpected '80' after the end of the constraint.")
    }

    func testColumnAfterAnEscapeCountsTheCharactersAsWritten() {
        assertConstraintDiagnostics(
            constraintHeader + #"  - "a.width\t== 80 80""# + "\n",
            "spec.yaml:6:21: error: Unexpected '80' after the end of the constraint.")
    }

    func testErrorAfterAnEscapedLineBreakIsOnTheNextLine() {
        assertConstraintDiagnostics(
            constraintHeader + "  - \"a.width == \\\n      80 80\"\n",
            "spec.yaml:7:10: error: Unexpected '80' after the end of the constraint.")
    }

    func testErrorInAFoldedSingleQuotedEquationIsOnTheLineItWasWritten() {
        assertConstraintDiagnostics(
            constraintHeader + "  - {constraint: 'a.width ==\n      80 80'}\n",
            "spec.yaml:7:10: error: Unexpected '80' after the end of the constraint.")
    }

    func testErrorInALiteralBlockEquationIsOnItsContentLine() {
        assertConstraintDiagnostics(
            constraintHeader + "  - |\n    a.width ==\n      80 80\n",
            "spec.yaml:8:10: error: Unexpected '80' after the end of the constraint.")
    }

    func testErrorInAFoldedBlockEquationIsOnItsContentLine() {
        assertConstraintDiagnostics(
            constraintHeader + "  - >\n    a.width ==\n    80 80\n",
            "spec.yaml:8:8: error: Unexpected '80' after the end of the constraint.")
    }

    func testMissingValueAtTheEndOfABlockIsReportedAtTheEndOfItsLastLine() {
        assertConstraintDiagnostics(
            constraintHeader + "  - |\n    a.width ==\n",
            "spec.yaml:7:15: error: Expected an attribute or a constant after '==', found the end.")
    }

    func testUnknownMetricInAFoldedEquationIsOnTheLineItWasWritten() {
        assertConstraintDiagnostics(
            constraintHeader + "  - a.width ==\n    gap\n",
            "spec.yaml:7:5: error: Unknown metric 'gap'. To relate to a view, name its attribute, as in 'id.width'."
        )
    }

    // MARK: Visual format

    func testUnknownMetricInEscapedVisualFormatCountsTheCharactersAsWritten() {
        assertConstraintDiagnostics(
            constraintHeader + #"  - vfl: "H:|-\tpad-[a]-|""# + "\n",
            "spec.yaml:6:17: error: Unknown metric 'pad'. A spacing is a number or a metric; add it to the spec's "
                + "metrics, or write a number.")
    }

    func testErrorInFoldedVisualFormatIsOnTheLineItWasWritten() {
        assertConstraintDiagnostics(
            constraintHeader + "  - vfl: H:|-[a]\n      -[a]-?\n",
            "spec.yaml:7:12: error: Expected a spacing, a view or '|' after '-', found '?'.")
    }
}

/// Loads `yaml` and parses every constraint as the resolver does, each through its origin;
/// asserts the diagnostics, one per line in file order.
private func assertConstraintDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    var diagnostics = Diagnostics()
    if let spec = SpecLoader.load(yaml: yaml, file: snippetFile, diagnostics: &diagnostics) {
        for entry in spec.constraints {
            switch entry.kind {
            case .equation:
                _ = EquationParser.parse(
                    entry.text.value, origin: entry.origin, metrics: [:], diagnostics: &diagnostics)
            case .vfl:
                _ = VisualFormatParser.parse(
                    entry.text.value, origin: entry.origin, options: entry.options, metrics: [:],
                    diagnostics: &diagnostics)
            }
        }
    }
    XCTAssertEqual(diagnostics.description, expected, file: file, line: line)
}
