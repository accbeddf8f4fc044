/// What the load stage reads: a spec file by its path, or a spec's bytes with the file name
/// its diagnostics carry.
public struct SpecInput: Hashable, Sendable {
    public enum Contents: Hashable, Sendable {
        /// Read the file at ``SpecInput/file``.
        case fileContents
        /// These bytes, as if read from ``SpecInput/file``.
        case bytes([UInt8])
    }

    /// The path diagnostics name, as the caller gave it.
    public var file: String
    public var contents: Contents

    /// The spec file at `path`.
    public static func file(_ path: String) -> SpecInput {
        SpecInput(file: path, contents: .fileContents)
    }

    /// A spec held in memory, loaded as if read from `file`.
    public static func bytes(_ bytes: [UInt8], file: String) -> SpecInput {
        SpecInput(file: file, contents: .bytes(bytes))
    }

    /// A spec written as text, loaded as if read from `file`.
    public static func text(_ yaml: String, file: String) -> SpecInput {
        SpecInput(file: file, contents: .bytes(Array(yaml.utf8)))
    }
}
