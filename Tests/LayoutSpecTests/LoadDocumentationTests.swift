import Foundation
import LayoutSpec
import XCTest

/// docs/SpecLanguage.md promises that each of its `yaml` examples is a spec that loads cleanly.
final class LoadDocumentationTests: XCTestCase {
    func testEveryYAMLExampleInTheLanguageReferenceLoadsWithoutErrors() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/SpecLanguage.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var examples: [(line: Int, yaml: String)] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let open = current {
                if line == "```" {
                    examples.append((open.line, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.lines.append(String(line))
                }
            } else if line == "```yaml" {
                current = (number + 1, [])
            }
        }
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        for example in examples {
            let result = loadSnippet(example.yaml)
            XCTAssertNotNil(result.spec, "example at SpecLanguage.md:\(example.line)")
            XCTAssertEqual(result.diagnostics, "", "example at SpecLanguage.md:\(example.line)")
        }
    }
}
