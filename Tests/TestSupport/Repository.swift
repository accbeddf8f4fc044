import Foundation

/// Paths in the repository, found from this file's place in it (Tests/TestSupport/).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Specs/*.yaml, sorted.
    public static func specs() throws -> [URL] {
        let folder = root.appendingPathComponent("Specs")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
