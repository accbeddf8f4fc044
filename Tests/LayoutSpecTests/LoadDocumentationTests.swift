import LayoutSpec
import TestSupport
import XCTest

/// docs/SpecLanguage.md promises that each of its `yaml` examples is a spec that loads cleanly,
/// read from docs/.
final class LoadDocumentationTests: XCTestCase {
    func testEveryYAMLExampleInTheLanguageReferenceLoadsWithoutErrors() throws {
        let examples = try CodeBlock.all("yaml", in: "docs/SpecLanguage.md")
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        // Read as if they were in docs/, from where an example's font files are.
        let file = Repository.root.appendingPathComponent("docs/example.yaml").path
        for example in examples {
            var diagnostics = Diagnostics()
            let spec = SpecLoader.load(yaml: example.text, file: file, diagnostics: &diagnostics)
            XCTAssertNotNil(spec, "example at SpecLanguage.md:\(example.line)")
            XCTAssertEqual(diagnostics.description, "", "example at SpecLanguage.md:\(example.line)")
        }
    }
}
