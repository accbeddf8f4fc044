import XCTest

/// Every number a spec holds obeys the limit on lengths, inside equations and Visual Format
/// strings too, with an error at the number.
final class NumberLimitTests: XCTestCase {
    private func spec(_ constraint: String) -> String {
        "scene: Scene\nsizes: {portrait: 390x844}\nviews: {a: {}, b: {}}\nconstraints:\n  - \(constraint)\n"
    }

    func testConstantPastTheLimitInAnEquationIsReportedAtTheNumber() {
        // Catalogue: numberBeyondLengthLimit
        assertResolveDiagnostics(
            spec("a.width == 1e308"),
            "spec.yaml:5:16: error: Number '1e308' is out of range. Use a value between -100,000 and 100,000."
        )
    }

    func testMultiplierPastTheLimitIsReported() {
        assertResolveDiagnostics(
            spec("a.width == b.width * 200000"),
            "spec.yaml:5:26: error: Number '200000' is out of range. Use a value between -100,000 and 100,000."
        )
    }

    func testNegativeConstantPastTheLimitIsReported() {
        assertResolveDiagnostics(
            spec("a.leading == b.leading - 100001"),
            "spec.yaml:5:30: error: Number '100001' is out of range. Use a value between -100,000 and 100,000."
        )
    }

    func testVisualFormatConstantPastTheLimitIsReported() {
        assertResolveDiagnostics(
            spec("H:|-1e9-[a]"),
            "spec.yaml:5:9: error: Number '1e9' is out of range. Use a value between -100,000 and 100,000.")
    }

    func testConstantAtTheLimitIsAccepted() {
        let run = resolveCoreSnippet(spec("a.width == 100000"))
        XCTAssertFalse(run.diagnostics.hasErrors, run.printed)
    }
}
