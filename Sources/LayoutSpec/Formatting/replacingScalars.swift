import Foundation

/// `text` rewritten scalar by scalar: each scalar `replacement` returns a spelling for is spelled
/// so, every other is kept. The one loop under each format's escaping (JSON strings, XML text).
package func replacingScalars(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        if let spelled = replacement(scalar) {
            result += spelled
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// `text` in double quotes with backslash escapes, as a JSON string and a YAML double-quoted
/// scalar write it: `"`, `\`, line feed, carriage return and tab by their letters, every other
/// control character as `\uXXXX`, and with `c1Controls` also U+007F to U+009F, which YAML does
/// not allow raw.
package func doubleQuoted(_ text: String, escapingC1Controls c1Controls: Bool = false) -> String {
    let escaped = replacingScalars(in: text) { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default:
            scalar.value < 0x20 || (c1Controls && (0x7F...0x9F).contains(scalar.value))
                ? String(format: "\\u%04X", scalar.value) : nil
        }
    }
    return "\"" + escaped + "\""
}
