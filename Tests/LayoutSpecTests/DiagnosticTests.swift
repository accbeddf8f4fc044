import LayoutSpec
import XCTest

final class DiagnosticTests: XCTestCase {
    func testDiagnosticPrintsAsACompilerDoes() {
        let location = SourceLocation(file: "Specs/a.yaml", line: 3, column: 5)
        let diagnostic = Diagnostic.error(
            "Unknown property 'colr'. Did you mean 'color'?", at: location,
            notes: [.init("'color' is a view property.", at: location.advanced(by: 2))])
        XCTAssertEqual(
            diagnostic.description,
            """
            Specs/a.yaml:3:5: error: Unknown property 'colr'. Did you mean 'color'?
            Specs/a.yaml:3:7: note: 'color' is a view property.
            """)
    }
}
