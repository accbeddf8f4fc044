import LayoutSpec
import XCTest

/// A scalar tagged with a type of YAML's core schema must be a value of that type.
final class ScalarTagTests: XCTestCase {
    private func metric(_ value: String) -> String {
        loadSnippet("scene: Scene\nsizes: {a: 390x844}\nmetrics: {m: \(value)}\n").diagnostics
    }

    private func hidden(_ value: String) -> String {
        loadSnippet(snippetHeader + "views: {box: {isHidden: \(value)}}\n").diagnostics
    }

    func testIntTaggedFractionIsRejected() {
        // Catalogue: intTagNotInteger
        XCTAssertEqual(
            metric("!!int 5.5"),
            "spec.yaml:3:20: error: The metric 'm' is tagged '!!int', but '5.5' is not an integer. "
                + "Write a whole number, or remove the tag.")
    }

    func testIntTaggedExponentIsRejected() {
        XCTAssertEqual(
            metric("!!int 1e3"),
            "spec.yaml:3:20: error: The metric 'm' is tagged '!!int', but '1e3' is not an integer. "
                + "Write a whole number, or remove the tag.")
    }

    func testValuesOfTheirTagsTypeAreAccepted() {
        // The core schema's float pattern takes whole numbers too.
        for value in ["!!int -15", "!!int +8", "!!float 5", "!!float 5.5"] {
            XCTAssertEqual(metric(value), "", value)
        }
        XCTAssertEqual(hidden("!!bool false"), "")
    }

    func testIntTaggedBooleanIsNotABoolean() {
        // Catalogue: taggedScalar
        XCTAssertEqual(
            hidden("!!int true"),
            "spec.yaml:3:31: error: 'isHidden' must be true or false; found 'true' tagged '!!int'.")
    }
}
