import LayoutProof
import LayoutRuntime
import LayoutSpec

/// Writes SVG elements into a string: numbers in one fixed spelling and every text and
/// attribute value escaped, so the same drawing always gives the same bytes and any id or text
/// makes well-formed XML.
package struct SVGWriter {
    private(set) var text = ""

    /// An attribute's name and its value, unescaped.
    package typealias Attribute = (name: String, value: String)

    /// `<name a="v"...>`.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        text += "<\(name)"
        write(attributes)
        text += ">"
    }

    /// `</name>` and a line break.
    mutating func close(_ name: String) {
        text += "</\(name)>\n"
    }

    /// Where a group opened by ``openGroup(_:)`` starts, to close it with ``closeGroup(_:)``.
    struct GroupStart {
        fileprivate var offset: Int
        fileprivate var tagLength: Int
    }

    /// `<g a="v"...>` and a line break, for a group that may stay empty.
    mutating func openGroup(_ attributes: [Attribute]) -> GroupStart {
        let offset = text.utf8.count
        open("g", attributes)
        text += "\n"
        return GroupStart(offset: offset, tagLength: text.utf8.count - offset)
    }

    /// `</g>`, or nothing at all (its opening tag taken back) when nothing was written in the
    /// group.
    mutating func closeGroup(_ start: GroupStart) {
        if text.utf8.count == start.offset + start.tagLength {
            // The tag is ASCII but for escaped values: take it back by scalars.
            let tag = String(text.utf8.suffix(start.tagLength))!
            text.unicodeScalars.removeLast(tag.unicodeScalars.count)
        } else {
            close("g")
        }
    }

    /// `<name a="v".../>` and a line break.
    mutating func element(_ name: String, _ attributes: [Attribute]) {
        text += "<\(name)"
        write(attributes)
        text += "/>\n"
    }

    /// `<name a="v"...>content</name>` and a line break, `content` escaped.
    mutating func element(_ name: String, _ attributes: [Attribute], content: String) {
        text += "<\(name)"
        write(attributes)
        text += ">\(Self.escape(content))</\(name)>\n"
    }

    /// `<rect x y width height .../>` for `rect`.
    mutating func rect(_ rect: CGRect, _ attributes: [Attribute] = []) {
        element("rect", Self.rectAttributes(rect) + attributes)
    }

    /// Text written as it is: markup this writer made, or a line break.
    mutating func raw(_ markup: String) {
        text += markup
    }

    private mutating func write(_ attributes: [Attribute]) {
        for (name, value) in attributes {
            text += " \(name)=\"\(Self.escape(value))\""
        }
    }

    package static func rectAttributes(_ rect: CGRect) -> [Attribute] {
        [
            ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
            ("height", number(rect.height)),
        ]
    }

    /// A path around `rect`, clockwise.
    static func squarePath(_ rect: CGRect) -> String {
        "M\(number(rect.minX)) \(number(rect.minY))H\(number(rect.maxX))V\(number(rect.maxY))"
            + "H\(number(rect.minX))Z"
    }

    /// A path that fills `outer` less `inner` with the even-odd rule: a band around `inner`.
    static func bandPath(outer: CGRect, inner: CGRect) -> String {
        squarePath(outer) + squarePath(inner)
    }

    /// A coordinate or length: rounded to a thousandth of a point, integers without a
    /// fraction (`15`, `61.2`, `-8`), never `-0`; anything not finite as `0`.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        var rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }
        return formatNumber(rounded)
    }

    /// `#RRGGBB` for a color's components, its alpha left out.
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789ABCDEF")
        var result = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((component * 255).rounded())
            result.append(digits[byte / 16])
            result.append(digits[byte % 16])
        }
        return result
    }

    /// `text` as XML character data or an attribute value: `&`, `<`, `>`, `"` and `'` as
    /// entities, and each character XML 1.0 does not allow (control characters, U+FFFE and
    /// U+FFFF) as U+FFFD. Tab, line feed and carriage return, which XML allows but a picture's
    /// one-line text would lose, are U+FFFD too.
    static func escape(_ text: String) -> String {
        replacingScalars(in: text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            default:
                scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
            }
        }
    }

    /// About how wide `text` is in the sans-serif font of captions and ids at `fontSize`: 0.6
    /// of the size a character. Used to size the canvas and to shorten ids; never exact.
    static func approximateWidth(of text: String, fontSize: CGFloat) -> CGFloat {
        CGFloat(text.count) * fontSize * 0.6
    }
}
