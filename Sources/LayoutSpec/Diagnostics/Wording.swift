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

    /// The sentences given, one space apart: a message and the way out it may have.
    package static func sentences(_ sentences: String?...) -> String {
        sentences.compactMap { $0 }.joined(separator: " ")
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

extension Diagnostic {
    /// "Unknown `noun` 'name'.", then "Did you mean 'x'?" for the known word closest to `name`
    /// or, when none is close, `orElse`, then `then`: the one sentence, in every stage, for a
    /// name the spec language or the spec does not have.
    static func unknown(
        _ noun: String, _ name: String, among known: [String], orElse wayOut: String? = nil,
        then more: String? = nil, at location: SourceLocation?
    ) -> Diagnostic {
        let suggestion = SpellingSuggestion.closest(to: name, among: known).map { "Did you mean '\($0)'?" }
        return .error(
            Wording.sentences("Unknown \(noun) '\(name)'.", suggestion ?? wayOut, more), at: location)
    }

    /// "Use 'a'." or "Use one of 'a', 'b' or 'c'.": the way out to a name among `known`.
    static func useOneOf(_ known: [String]) -> String {
        known.count == 1 ? "Use '\(known[0])'." : "Use one of \(Wording.quotedList(known, "or"))."
    }
}
