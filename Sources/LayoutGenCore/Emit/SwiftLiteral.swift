/// Spelling values as Swift source: string literals that hold exactly their text, identifiers
/// that cannot be read as keywords, numbers without noise.
enum SwiftLiteral {
    /// A string literal whose value is exactly `text`, whatever it holds.
    ///
    /// Every character that could end the literal, start an escape or an interpolation,
    /// or change how the source reads (line breaks, NUL, other control characters, bidi
    /// controls) is written as an escape, so the literal is inert data.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// String literals, each at most `width` characters, that concatenated hold exactly
    /// `text`. Pieces break after a space where one is near, never inside an escape.
    static func stringPieces(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var lastSpaceBreak: (piece: String, rest: String)?
        for scalar in text.unicodeScalars {
            let escaped = String(string(String(scalar)).dropFirst().dropLast())
            if current.count + escaped.count + 2 > width {
                if let (piece, rest) = lastSpaceBreak, !piece.isEmpty {
                    pieces.append("\"" + piece + "\"")
                    current = rest
                } else {
                    pieces.append("\"" + current + "\"")
                    current = ""
                }
                lastSpaceBreak = nil
            }
            current += escaped
            if scalar == " " {
                lastSpaceBreak = (current, "")
            } else if lastSpaceBreak != nil {
                lastSpaceBreak!.rest += escaped
            }
        }
        pieces.append("\"" + current + "\"")
        return pieces
    }

    /// Control characters, bidi controls, line and paragraph separators, and anything
    /// unassigned or private: invisible or misleading in source.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .unassigned, .privateUse, .surrogate, .format, .control, .lineSeparator,
            .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// `name`, in backticks when it is a Swift keyword. The loader has already checked that
    /// it is an identifier.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A number as a person writes it: `15`, `0.5`, `-8`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// Reserved words that cannot be used as identifiers without backticks, in any position
    /// the generated code uses them (declarations and member access).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]
}
