import LayoutSpec
import TestSupport
import XCTest

/// docs/SpecLanguage.md promises that each of its `yaml` examples is a spec that loads cleanly.
final class LoadDocumentationTests: XCTestCase {
    func testEveryYAMLExampleInTheLanguageReferenceLoadsWithoutErrors() throws {
        let examples = try CodeBlock.all("yaml", in: "docs/SpecLanguage.md")
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        for example in examples {
            let result = loadSnippet(example.text)
            XCTAssertNotNil(result.spec, "example at SpecLanguage.md:\(example.line)")
            XCTAssertEqual(result.diagnostics, "", "example at SpecLanguage.md:\(example.line)")
        }
    }
}
