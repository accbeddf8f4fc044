import Foundation
import TestSupport
import XCTest

/// Compiles Swift files with the LayoutRuntime and LayoutSolver this build made into one
/// program, runs it and returns what it printed.
func compileAndRun(
    _ files: [String: String], file: StaticString = #filePath, line: UInt = #line
) throws -> String {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let objects = try BuildProducts.objectFiles(of: ["LayoutRuntime", "LayoutSolver"]).map(\.path)
    let compile = try runProcess(
        try swiftCompiler(),
        ["-swift-version", "6", "-o", "program"] + (try BuildProducts.importArguments())
            + files.keys.sorted() + objects + BuildProducts.linkArguments,
        in: folder)
    XCTAssertEqual(compile.status, 0, compile.stderr, file: file, line: line)
    guard compile.status == 0 else { return "" }
    let run = try runProcess(folder.appendingPathComponent("program"), [], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    return run.stdout
}
