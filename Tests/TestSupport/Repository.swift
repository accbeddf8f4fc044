import Foundation

/// Paths in the repository, found from this file's place in it (Tests/TestSupport/).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The .yaml files of `folder` (a path from the root; Specs/ by default), sorted.
    public static func specs(in folder: String = "Specs") throws -> [URL] {
        let folder = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The names of the .yaml files of `folder` without their extension, sorted.
    public static func specNames(in folder: String = "Specs") throws -> [String] {
        try specs(in: folder).map { $0.deletingPathExtension().lastPathComponent }
    }
}
