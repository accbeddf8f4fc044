/// The lines of a fuzz input, counted as the spec loader counts them, to check that a reported
/// location lies inside the input.
///
/// The rules are the loader's (docs/SpecLanguage.md, "Diagnostics"): a leading byte order mark is
/// skipped; lines break at LF, CR LF, CR, NEL, LS and PS, as libyaml breaks them; columns count
/// Unicode scalars. The text is decoded as strict UTF-8 up to the first byte that is not, where
/// the loader stops and reports; that place is still inside the input.
public struct InputLines {
    /// How many scalars each line holds, its line break included.
    public private(set) var lengths: [Int] = [0]

    public init(_ bytes: [UInt8]) {
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        var iterator = bytes.dropFirst(hasByteOrderMark ? 3 : 0).makeIterator()
        var decoder = UTF8()
        var previous: Unicode.Scalar?
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n", previous == "\r" {
                    // CR LF is one break: the LF belongs to the line the CR ended.
                    lengths[lengths.count - 2] += 1
                } else {
                    lengths[lengths.count - 1] += 1
                    if Self.isBreak(scalar) { lengths.append(0) }
                }
                previous = scalar
            case .emptyInput, .error:
                break decoding
            }
        }
    }

    /// Lines the input has; text after the last line break counts as a line, even when empty.
    public var count: Int { lengths.count }

    /// Whether `line` and `column` (1-based) name a character of the input, a line's break,
    /// or the place just after the last character of a line.
    public func contains(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lengths.count else { return false }
        return column >= 1 && column <= lengths[line - 1] + 1
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}
