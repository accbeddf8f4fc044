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
    let products = try BuildProducts.modules().deletingLastPathComponent()
    var objects: [String] = []
    for target in ["LayoutRuntime", "LayoutSolver"] {
        let build = products.appendingPathComponent("\(target).build")
        let names = try FileManager.default.contentsOfDirectory(atPath: build.path)
        objects += names.filter { $0.hasSuffix(".o") }.sorted().map {
            build.appendingPathComponent($0).path
        }
    }
    let compile = try runProcess(
        try swiftCompiler(),
        ["-swift-version", "6", "-I", try BuildProducts.modules().path, "-o", "program"]
            + files.keys.sorted() + objects,
        in: folder)
    XCTAssertEqual(compile.status, 0, compile.stderr, file: file, line: line)
    guard compile.status == 0 else { return "" }
    let run = try runProcess(folder.appendingPathComponent("program"), [], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    return run.stdout
}

/// `swiftc` from the toolchain on PATH (the one running `swift test`), or SWIFTC.
func swiftCompiler() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw BuildProducts.MissingProduct(name: "swiftc")
}
