/// The bytes of a spec, checked to be UTF-8, decoded once into Unicode scalars with a line table.
///
/// Lines break where libyaml breaks them (LF, CR LF, CR, NEL, LS, PS) and columns count Unicode
/// scalars, so a location computed here agrees with one converted from a libyaml mark. Any
/// place can be reached in constant time, so finding where many scalars start stays linear.
struct SourceText {
    /// Where the first byte that is not UTF-8 sits, and what it is.
    struct EncodingError: Error {
        var location: SourceLocation
        var byte: UInt8
    }

    let file: String
    let bytes: [UInt8]
    /// The file's characters, without the byte order mark if there is one.
    private(set) var scalars: [Unicode.Scalar] = []
    /// The index in ``scalars`` of the first character of each line.
    private(set) var lineStarts: [Int] = [0]
    /// Where ``scalars`` starts in ``bytes``: 3 after a byte order mark, else 0.
    private let firstByte: Int

    /// Decodes the bytes as strict UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
    ///
    /// - Throws: ``EncodingError`` at the first byte that does not start or continue a character.
    init(file: String, bytes: [UInt8]) throws(EncodingError) {
        self.file = file
        self.bytes = bytes
        firstByte = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        scalars.reserveCapacity(bytes.count)
        var offset = firstByte
        while offset < bytes.count {
            guard let (scalar, width) = Self.decode(bytes, at: offset) else {
                let column = scalars.count - lineStarts[lineStarts.count - 1]
                let location = SourceLocation(file: file, line: lineStarts.count, column: column + 1)
                throw EncodingError(location: location, byte: bytes[offset])
            }
            offset += width
            scalars.append(scalar)
            let isCRBeforeLF = scalar == "\r" && offset < bytes.count && bytes[offset] == UInt8(ascii: "\n")
            if Self.isBreak(scalar), !isCRBeforeLF { lineStarts.append(scalars.count) }
        }
    }

    var lineCount: Int { lineStarts.count }

    /// Whether libyaml ends a line at this character.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// The 1-based location of a 0-based line and column, as libyaml marks count them.
    ///
    /// A mark past the last line is the end of the input: libyaml moves to a new line before it
    /// reports the end of a file that does not end in a line break. It becomes the end of the
    /// last line, where an editor can show it.
    func location(line: Int, column: Int) -> SourceLocation {
        let last = lineStarts.count - 1
        guard line <= last else {
            return SourceLocation(file: file, line: last + 1, column: scalars.count - lineStarts[last] + 1)
        }
        return SourceLocation(file: file, line: line + 1, column: column + 1)
    }

    /// The index in ``scalars`` of a 0-based line and column.
    func index(line: Int, column: Int) -> Int {
        guard line < lineStarts.count else { return scalars.count }
        return min(lineStarts[line] + column, scalars.count)
    }

    /// The line that holds the character at `index` in ``scalars``.
    func line(ofIndex index: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle }
        }
        return low
    }

    /// The location of the character at `index` in ``scalars``.
    func location(ofIndex index: Int) -> SourceLocation {
        let line = line(ofIndex: index)
        return location(line: line, column: index - lineStarts[line])
    }

    /// The location of the character that starts `offset` bytes into the file.
    func location(ofByte offset: Int) -> SourceLocation {
        var index = 0
        var position = firstByte
        while position < min(offset, bytes.count), let (_, width) = Self.decode(bytes, at: position) {
            position += width
            index += 1
        }
        return location(ofIndex: index)
    }

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

extension SourceText {
    /// The text of `bytes`, read as from `file`; nil after reporting the first byte that is not
    /// UTF-8 at its place.
    static func decoding(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> SourceText? {
        do {
            return try SourceText(file: file, bytes: bytes)
        } catch {
            let byte = String(error.byte, radix: 16, uppercase: true)
            diagnostics.emit(.invalidUTF8(byte: byte, at: error.location))
            return nil
        }
    }
}
