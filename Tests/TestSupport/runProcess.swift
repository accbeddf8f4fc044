import Foundation

/// The result of running a program to its end.
public struct ProcessResult {
    public var status: Int32
    public var stdoutData: Data
    public var stderr: String

    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
}

/// Runs `executable` with `arguments` in `directory` and waits for it. Its output goes to
/// files in the temporary folder (not in `directory`, which tests list), so no pipe can fill
/// and block it.
public func runProcess(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessResult {
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
public func makeScratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
