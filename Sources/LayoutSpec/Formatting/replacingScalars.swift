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
