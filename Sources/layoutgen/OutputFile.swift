import Foundation

/// Writes generated files so that a reader never sees half a file and a build never sees a
/// change that is not one.
enum OutputFile {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, and
    /// not at all when the file already holds exactly these bytes.
    static func write(_ text: String, to path: String) throws {
        let bytes = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == bytes { return }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: bytes) else {
            throw WriteError(description: "Could not write '\(temporary.path)'.")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "Could not replace '\(path)': \(reason).")
        }
    }
}
