import Foundation
import TestSupport
import XCTest

/// The README's `$ swift run layoutgen check ...` examples print what the command prints.
final class ReadmeExampleTests: XCTestCase {
    func testEveryCheckExampleInTheReadmeIsTheCommandsOutput() throws {
        let layoutgen = try BuildProducts.layoutgen()
        let examples = try CodeBlock.all("text", in: "README.md").filter {
            $0.text.hasPrefix("$ swift run layoutgen check ")
        }
        XCTAssertGreaterThanOrEqual(examples.count, 3)
        for example in examples {
            var lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let command = lines.removeFirst().dropFirst("$ swift run layoutgen ".count)
            let arguments = command.split(separator: " ").map(String.init)
            let result = try runProcess(layoutgen, arguments, in: Repository.root)
            XCTAssertEqual(
                result.stderr, lines.joined(separator: "\n"), "README.md:\(example.line): \(command)")
            XCTAssertEqual(result.status, 1, "README.md:\(example.line): \(command)")
        }
    }

    /// The README's test of a scene at every size is a test that runs, word for word.
    func testTheReadmesSceneTestIsOneThatRuns() throws {
        let example = try XCTUnwrap(
            CodeBlock.all("swift", in: "README.md").first { $0.text.hasPrefix("func test") })
        let file = "Tests/SceneTests/LoginFormSceneTests.swift"
        let source = try String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
        let indented = example.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        XCTAssertTrue(source.contains(indented), "README.md:\(example.line) is not in \(file)")
    }
}
