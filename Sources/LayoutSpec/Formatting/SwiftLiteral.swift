import LayoutRuntime

/// Spelling values as Swift source: string literals that hold exactly their text, identifiers
/// that cannot be read as keywords, numbers without noise, and LayoutRuntime's values.
///
/// It lives with the first stage so that every stage spells values the same way: the view
/// property table writes its Swift with it, the resolver checks names against its keywords,
/// and the prover quotes numbers with it.
public enum SwiftLiteral {
    /// A string literal whose value is exactly `text`, whatever it holds.
    ///
    /// Every character that could end the literal, start an escape or an interpolation,
    /// or change how the source reads (line breaks, NUL, other control characters, bidi
    /// controls) is written as an escape, so the literal is inert data.
    public static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a string literal for `text`: its scalars, escaped where they must be.
    /// Built scalar by scalar, so a combining mark never merges with a quote around it.
    /// A combining mark at the very start would sit on the opening quote, so it is escaped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == 0, isCombiningMark(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result += escaped(scalar)
            }
        }
        return result
    }

    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default:
            if needsEscape(scalar) { return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
            return String(scalar)
        }
    }

    /// String literals, each at most `width` characters, that concatenated hold exactly
    /// `text`. Pieces break between characters (grapheme clusters, so a combining mark stays
    /// with its base), after a space where one is near, and never inside an escape.
    public static func stringPieces(_ text: String, width: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        var lastSpaceBreak: (piece: String, rest: String)?
        for character in text {
            let spelled = escaped(String(character))
            if !current.isEmpty, current.count + spelled.count + 2 > width {
                if let (piece, rest) = lastSpaceBreak, !piece.isEmpty {
                    pieces.append("\"" + piece + "\"")
                    current = rest
                } else {
                    pieces.append("\"" + current + "\"")
                    current = ""
                }
                lastSpaceBreak = nil
            }
            current += spelled
            if character == " " {
                lastSpaceBreak = (current, "")
            } else if lastSpaceBreak != nil {
                lastSpaceBreak!.rest += spelled
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
    public static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A number as a person writes it: `15`, `0.5`, `-8`.
    public static func number(_ value: Double) -> String {
        formatNumber(value)
    }

    /// A font as `type` (`Font`, or `UIFont` in UIKit code) makes it, where `type` is the
    /// context's: `.systemFont(ofSize: 17)`, `.systemFont(ofSize: 17, weight: .semibold)`,
    /// `.preferredFont(forTextStyle: .body)`, or `Font(name: "Avenir-Book", size: 15) ??
    /// .systemFont(ofSize: 15)` (the system font where the app registered no font of that name);
    /// a scaled font is `UIFontMetrics(forTextStyle: .body).scaledFont(for: ...)` in UIKit code,
    /// `(...).scaled(forTextStyle: .body)` on LayoutRuntime.
    public static func font(_ font: FontSpec, type: String = "Font") -> String {
        switch font {
        case .scaled(let base, let style):
            let made = self.font(base, type: type)
            if type == "UIFont" {
                return "UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledFont(for: \(made))"
            }
            return
                "\(made.hasPrefix(".") ? type + made : "(\(made))").scaled(forTextStyle: .\(style.rawValue))"
        case .system(let size, .regular):
            return ".systemFont(ofSize: \(number(size.value)))"
        case .system(let size, let weight):
            return ".systemFont(ofSize: \(number(size.value)), weight: .\(weight.rawValue))"
        case .textStyle(let style):
            return ".preferredFont(forTextStyle: .\(style.rawValue))"
        case .named(let name, let size, _):
            let size = number(size.value)
            return "\(type)(name: \(string(name)), size: \(size)) ?? .systemFont(ofSize: \(size))"
        }
    }

    /// `CGSize(width: 100, height: 50)`.
    public static func size(_ size: CGSize) -> String {
        "CGSize(width: \(number(Double(size.width))), height: \(number(Double(size.height))))"
    }

    /// `CGRect(x: 0, y: 0, width: 390, height: 844)`.
    public static func rect(_ rect: CGRect) -> String {
        "CGRect(x: \(number(Double(rect.minX))), y: \(number(Double(rect.minY))), "
            + "width: \(number(Double(rect.width))), height: \(number(Double(rect.height))))"
    }

    /// `EdgeInsets(top: 47, bottom: 34)`: the sides that are not 0, in UIKit's order.
    public static func edgeInsets(_ insets: EdgeInsets) -> String {
        let sides = [
            ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
        ]
        return "EdgeInsets(" + arguments(sides) + ")"
    }

    /// `DirectionalEdgeInsets(top: 8, leading: 20)`: the sides that are not 0.
    public static func directionalEdgeInsets(_ insets: DirectionalEdgeInsets) -> String {
        let sides = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing),
        ]
        return "DirectionalEdgeInsets(" + arguments(sides) + ")"
    }

    private static func arguments(_ sides: [(String, CGFloat)]) -> String {
        sides.filter { $0.1 != 0 }.map { "\($0.0): \(number(Double($0.1)))" }.joined(separator: ", ")
    }

    /// A named color (`.red`) when the value is one, else its components.
    public static func color(_ color: Color) -> String {
        if let name = Color.name(of: color) { return ".\(name)" }
        return "Color(red: \(number(color.red)), green: \(number(color.green)), "
            + "blue: \(number(color.blue)), alpha: \(number(color.alpha)))"
    }

    /// UIKit's name for a priority that has one (`.defaultHigh`), else `LayoutPriority(251)`.
    public static func priority(_ priority: LayoutPriority) -> String {
        priorityName(priority) ?? "LayoutPriority(\(number(Double(priority.rawValue))))"
    }

    /// UIKit's name for a priority, `.required`, `.defaultHigh`, `.defaultLow` or
    /// `.fittingSizeLevel`, the same in both flavours; nil for any other.
    public static func priorityName(_ priority: LayoutPriority) -> String? {
        switch priority.rawValue {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: nil
        }
    }

    /// Reserved words that cannot be used as identifiers without backticks, in any position
    /// the generated code uses them (declarations and member access).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]
}
