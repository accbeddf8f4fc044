import Foundation
import LayoutGenCore
import LayoutSpec
import XCTest

/// The file name every snippet in this suite is loaded as.
let coreSnippetFile = "spec.yaml"

/// A snippet run through the stages: what was built, what was proven, and every diagnostic
/// as the command prints it.
struct CoreSnippetRun {
    var scene: BuiltScene?
    var proof: Proof?
    var diagnostics: Diagnostics

    /// Every diagnostic with its notes, one per line, sorted by place, as on standard error.
    var printed: String { diagnostics.description }
}

/// Loads `yaml` as `spec.yaml` and resolves it. A snippet here tests the later stages, so a
/// loader error fails the test that wrote the snippet.
func resolveCoreSnippet(
    _ yaml: String, file: String = coreSnippetFile, testFile: StaticString = #filePath, line: UInt = #line
) -> CoreSnippetRun {
    var loaderDiagnostics = Diagnostics()
    guard let spec = SpecLoader.load(yaml: yaml, file: file, diagnostics: &loaderDiagnostics),
        !loaderDiagnostics.hasErrors
    else {
        XCTFail("The snippet does not load:\n\(loaderDiagnostics)", file: testFile, line: line)
        return CoreSnippetRun(scene: nil, proof: nil, diagnostics: loaderDiagnostics)
    }
    var diagnostics = loaderDiagnostics
    let scene = GeneratorPipeline().resolver.run(spec, diagnostics: &diagnostics)
    return CoreSnippetRun(scene: scene, proof: nil, diagnostics: diagnostics)
}

/// Loads, resolves and proves `yaml` at every size it declares. The snippet must resolve.
func proveCoreSnippet(_ yaml: String, testFile: StaticString = #filePath, line: UInt = #line)
    -> CoreSnippetRun
{
    var run = resolveCoreSnippet(yaml, testFile: testFile, line: line)
    guard let scene = run.scene else {
        XCTFail("The snippet does not resolve:\n\(run.printed)", file: testFile, line: line)
        return run
    }
    run.proof = SceneProver.prove(scene, diagnostics: &run.diagnostics)
    return run
}

/// Asserts that resolving `yaml` prints exactly `expected` and builds no scene when it is an error.
func assertResolveDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    let run = resolveCoreSnippet(yaml, testFile: file, line: line)
    XCTAssertEqual(run.printed, expected, file: file, line: line)
    if run.diagnostics.hasErrors {
        XCTAssertNil(run.scene, "a spec with errors builds no scene", file: file, line: line)
    }
}

/// Asserts that proving `yaml` prints exactly `expected`, and that the proof holds exactly
/// when nothing printed is an error.
func assertProveDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    let run = proveCoreSnippet(yaml, testFile: file, line: line)
    XCTAssertEqual(run.printed, expected, file: file, line: line)
    if let proof = run.proof {
        XCTAssertEqual(proof.holds, !run.diagnostics.hasErrors, "holds iff no error", file: file, line: line)
    }
}

/// Where the build put its products: the folder holding the test bundle, the `layoutgen`
/// executable and the `Modules` folder.
///
/// `swift test` builds every target of the package, executables included, into one products
/// folder, and runs the tests from a bundle in that same folder (on Linux, an executable
/// `layoutgenPackageTests.xctest`; on macOS, a `.xctest` bundle). So the folder is found from
/// the running bundle, never from a fixed `.build` path, and works with any `--scratch-path`.
/// `LAYOUTGEN_PRODUCTS` overrides it.
enum BuildProducts {
    static let folder: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["LAYOUTGEN_PRODUCTS"] {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        let bundle = Bundle(for: BundleToken.self).bundleURL
        candidates.append(bundle)
        candidates.append(bundle.deletingLastPathComponent())
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        return candidates.first {
            fileManager.isExecutableFile(atPath: $0.appendingPathComponent("layoutgen").path)
        }
    }()

    /// The built `layoutgen` command.
    /// - Throws: When it is not there: a failure, not a skip, so that a build without it
    ///   cannot pass the command-line tests by running none of them.
    static func layoutgen() throws -> URL {
        guard let folder else { throw MissingProduct(name: "layoutgen") }
        return folder.appendingPathComponent("layoutgen")
    }

    /// The folder of built Swift modules (`LayoutRuntime.swiftmodule` and its dependencies).
    static func modules() throws -> URL {
        guard let folder else { throw MissingProduct(name: "Modules") }
        return folder.appendingPathComponent("Modules")
    }

    struct MissingProduct: Error, CustomStringConvertible {
        var name: String
        var description: String {
            "Cannot find the built '\(name)' next to the test bundle. Run the tests with 'swift test', "
                + "or set LAYOUTGEN_PRODUCTS to the build's products folder (such as .build/debug)."
        }
    }

    private final class BundleToken {}
}

/// The result of running a program to its end.
struct ProcessResult {
    var status: Int32
    var stdoutData: Data
    var stderr: String

    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
}

/// Runs `executable` with `arguments` in `directory` and waits for it. Its output goes to
/// files in the temporary folder (not in `directory`, which tests list), so no pipe can fill
/// and block it.
func runProcess(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessResult {
    let token = UUID().uuidString
    let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-stdout-\(token)")
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-stderr-\(token)")
    guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ProcessResult(
        status: process.terminationStatus, stdoutData: try Data(contentsOf: outURL),
        stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// A fresh folder under the system's temporary folder; the caller removes it.
func makeScratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutgen-coretests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
