#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The load stage: spec file bytes in, a located ``Spec`` and diagnostics out.
///
/// Every problem is reported to `diagnostics` with a 1-based line and column, and one call
/// reports all of them, not the first. The result is nil only when no model can be built (an
/// unreadable, oversized, non-UTF-8, malformed or empty file, a root that is not a mapping,
/// no valid `scene`, no valid size); otherwise it holds every valid part, and the caller
/// decides from `diagnostics.hasErrors` whether to go on.
public struct SpecLoader: GeneratorStage {
    public init() {}

    /// The load stage: the spec, or nil when it has an error (every error is reported).
    public func run(_ input: SpecInput, diagnostics: inout Diagnostics) -> Spec? {
        let errorsBefore = diagnostics.errors.count
        let spec: Spec?
        switch input.contents {
        case .fileContents: spec = Self.load(contentsOf: input.file, diagnostics: &diagnostics)
        case .bytes(let bytes): spec = Self.load(yaml: bytes, file: input.file, diagnostics: &diagnostics)
        }
        return diagnostics.errors.count == errorsBefore ? spec : nil
    }

    /// Loads the spec at `path`, which is also the file name its locations carry.
    ///
    /// Refuses a file larger than ``SpecLimits/fileBytes`` before reading it.
    public static func load(contentsOf path: String, diagnostics: inout Diagnostics) -> Spec? {
        guard let bytes = readFile(path, diagnostics: &diagnostics) else { return nil }
        return load(yaml: bytes, file: path, diagnostics: &diagnostics)
    }

    /// Loads a spec from text, as if read from `file`.
    public static func load(yaml: String, file: String, diagnostics: inout Diagnostics) -> Spec? {
        load(yaml: Array(yaml.utf8), file: file, diagnostics: &diagnostics)
    }

    /// Loads a spec from bytes, as if read from `file`.
    public static func load(yaml bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> Spec? {
        guard bytes.count <= SpecLimits.fileBytes else {
            diagnostics.emit(tooLarge(bytes.count, file: file))
            return nil
        }
        guard let source = SourceText.decoding(bytes, file: file, diagnostics: &diagnostics) else {
            return nil
        }
        guard let document = parseYAML(source, diagnostics: &diagnostics) else { return nil }
        var decoder = SpecDecoder(document: document, file: file)
        let spec = decoder.decodeSpec()
        for diagnostic in decoder.diagnostics.all { diagnostics.emit(diagnostic) }
        return spec
    }

    private static func tooLarge(_ count: Int, file: String) -> Diagnostic {
        .specTooLarge(bytes: count, at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// The file's bytes; reports (without a location) a file that cannot be opened or read.
    private static func readFile(_ path: String, diagnostics: inout Diagnostics) -> [UInt8]? {
        guard let handle = fopen(path, "rb") else {
            let reason = String(cString: strerror(errno))
            diagnostics.emit(.cannotOpenSpec(path, reason: reason))
            return nil
        }
        defer { fclose(handle) }
        var status = stat()
        let isStatted = fstat(fileno(handle), &status) == 0
        if isStatted, status.st_mode & S_IFMT == S_IFDIR {
            diagnostics.emit(.specIsAFolder(path))
            return nil
        }
        // A stream, device or FIFO has no size of its own: it is read up to the limit.
        let isRegularFile = isStatted && status.st_mode & S_IFMT == S_IFREG
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > SpecLimits.fileBytes {
                if isRegularFile, let size = fileSize(handle) {
                    diagnostics.emit(tooLarge(size, file: path))
                } else {
                    diagnostics.emit(.specStreamTooLarge(at: SourceLocation(file: path, line: 1, column: 1)))
                }
                return nil
            }
            if count < chunk.count { break }
        }
        if ferror(handle) != 0 {
            let reason = String(cString: strerror(errno))
            diagnostics.emit(.cannotReadSpec(path, reason: reason))
            return nil
        }
        return bytes
    }

    private static func fileSize(_ handle: UnsafeMutablePointer<FILE>) -> Int? {
        guard fseek(handle, 0, SEEK_END) == 0 else { return nil }
        let size = ftell(handle)
        return size >= 0 ? size : nil
    }
}
