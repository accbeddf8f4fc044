/// How diagnostics put words and numbers in a sentence, one way for every stage's messages.
package enum Wording {
    /// `'a', 'b' and 'c'`.
    package static func quotedList(_ words: [String], _ conjunction: String) -> String {
        list(words.map { "'\($0)'" }, conjunction)
    }

    /// `a, b and c`.
    package static func list(_ words: [String], _ conjunction: String) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }

    /// `100000` as `100,000`.
    package static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
