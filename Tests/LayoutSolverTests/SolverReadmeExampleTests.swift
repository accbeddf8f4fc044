import Foundation
import XCTest

/// The LayoutSolver example (docs/LayoutSolver.md, which the README links) is
/// Examples/SolverExample/main.swift, as it is, and prints what the page shows. The example is
/// an executable that depends on LayoutSolver alone, so building it also proves that
/// LayoutSolver links on its own (libm on Linux).
final class SolverReadmeExampleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block of `language` that follows `heading` in docs/LayoutSolver.md, without
    /// its fences.
    private func pageBlock(_ language: String, after heading: String) throws -> String {
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("docs/LayoutSolver.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            page.range(of: "\n\(heading)\n"), "docs/LayoutSolver.md has no '\(heading)'")
        let opening = try XCTUnwrap(
            page.range(of: "\n```\(language)\n", range: section.upperBound..<page.endIndex))
        let closing = try XCTUnwrap(page.range(of: "\n```\n", range: opening.upperBound..<page.endIndex))
        return String(page[opening.upperBound..<closing.lowerBound]) + "\n"
    }

    func testThePagesExampleIsTheCompiledExample() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/SolverExample/main.swift"), encoding: .utf8
        )
        XCTAssertEqual(try pageBlock("swift", after: "## The example"), example)
    }

    func testThePagesExamplePrintsWhatThePageShows() throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let executable = products.appendingPathComponent("solver-example")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return XCTFail("\(executable.path) is missing: `swift build` builds it.")
        }
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let shown = try pageBlock("text", after: "## The example")
        XCTAssertEqual("$ swift run solver-example\n" + String(decoding: data, as: UTF8.self), shown)
    }
}
