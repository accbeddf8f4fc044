/// The bytes of a spec, checked to be UTF-8, with the line table that turns offsets into locations.
///
/// Lines break where libyaml breaks them (LF, CR LF, CR, NEL, LS, PS) and columns count Unicode
/// scalars, so a location computed here agrees with one converted from a libyaml mark.
struct SourceText {
    /// Where the first byte that is not UTF-8 sits, and what it is.
    struct EncodingError: Error {
        var location: SourceLocation
        var byte: UInt8
    }

    let file: String
    let bytes: [UInt8]
    /// The byte offset of the first character of each line; line 0 starts after any byte order mark.
    private(set) var lineStarts: [Int] = []

    /// Checks the bytes as strict UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
    ///
    /// - Throws: ``EncodingError`` at the first byte that does not start or continue a character.
    init(file: String, bytes: [UInt8]) throws(EncodingError) {
        self.file = file
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStarts = [start]
        var offset = start
        var column = 0
        while offset < bytes.count {
            guard let (scalar, width) = Self.decode(bytes, at: offset) else {
                let location = SourceLocation(file: file, line: lineStarts.count, column: column + 1)
                throw EncodingError(location: location, byte: bytes[offset])
            }
            offset += width
            column += 1
            switch scalar {
            case "\r":
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
                fallthrough
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                lineStarts.append(offset)
                column = 0
            default:
                break
            }
        }
    }

    /// The 1-based location of a 0-based line and column, as libyaml marks count them.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: column + 1)
    }

    /// The location of the character that starts at `offset` bytes into the file.
    func location(ofByte offset: Int) -> SourceLocation {
        var line = 0
        var upper = lineStarts.count
        while upper - line > 1 {
            let middle = (line + upper) / 2
            if lineStarts[middle] <= offset { line = middle } else { upper = middle }
        }
        var column = 0
        var position = lineStarts[line]
        while position < min(offset, bytes.count), let (_, width) = Self.decode(bytes, at: position) {
            position += width
            column += 1
        }
        return location(line: line, column: column)
    }

    /// The Unicode scalars of a 0-based line, without its line break; empty past the end.
    func scalars(ofLine line: Int) -> [Unicode.Scalar] {
        guard line < lineStarts.count else { return [] }
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        var result: [Unicode.Scalar] = []
        var offset = lineStarts[line]
        while offset < end, let (scalar, width) = Self.decode(bytes, at: offset) {
            if "\r\n\u{85}\u{2028}\u{2029}".unicodeScalars.contains(scalar) { break }
            result.append(scalar)
            offset += width
        }
        return result
    }

    var lineCount: Int { lineStarts.count }

    /// One strict UTF-8 character at `offset`: its scalar and its width in bytes, or nil.
    private static func decode(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let width: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (width, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (width, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (width, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard offset + width <= bytes.count else { return nil }
        for index in 1..<width {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = width == 2 ? 0x80 : width == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, width)
    }
}
