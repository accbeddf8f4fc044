/// Finds the known word a mistyped one was probably meant to be, for "Did you mean …?".
enum SpellingSuggestion {
    /// The known word closest to `word` by edit distance, ignoring case, if it is close enough:
    /// at most a third of the word's length (at least 1, at most 3) away. Ties go to the
    /// earlier known word.
    static func closest(to word: String, among known: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = min(3, max(1, target.count / 3))
        var best: (word: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from a to b.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
