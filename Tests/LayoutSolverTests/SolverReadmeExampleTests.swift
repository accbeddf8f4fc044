import Foundation
import XCTest

/// The README's LayoutSolver example is Examples/SolverExample/main.swift, as it is, and prints
/// what the README shows. The example is an executable that depends on LayoutSolver alone, so
/// building it also proves that LayoutSolver links on its own (libm on Linux).
final class SolverReadmeExampleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block of `language` that follows `heading` in the README, without its fences.
    private func readmeBlock(_ language: String, after heading: String) throws -> String {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "\n\(heading)\n"), "README has no '\(heading)'")
        let opening = try XCTUnwrap(
            readme.range(of: "\n```\(language)\n", range: section.upperBound..<readme.endIndex))
        let closing = try XCTUnwrap(readme.range(of: "\n```\n", range: opening.upperBound..<readme.endIndex))
        return String(readme[opening.upperBound..<closing.lowerBound]) + "\n"
    }

    func testReadmeExampleIsTheCompiledExample() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/SolverExample/main.swift"), encoding: .utf8
        )
        XCTAssertEqual(try readmeBlock("swift", after: "## LayoutSolver on its own"), example)
    }

    func testReadmeExamplePrintsWhatTheReadmeShows() throws {
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
        let shown = try readmeBlock("text", after: "## LayoutSolver on its own")
        XCTAssertEqual("$ swift run solver-example\n" + String(decoding: data, as: UTF8.self), shown)
    }
}
