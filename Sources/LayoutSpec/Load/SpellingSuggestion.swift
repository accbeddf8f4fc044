/// Finds the known word a mistyped one was probably meant to be, for "Did you mean …?".
enum SpellingSuggestion {
    /// The known word closest to `word` by ``editDistance(_:_:)``, ignoring case, if it is close enough:
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

    /// The optimal string alignment distance: the fewest insertions, deletions, substitutions
    /// and swaps of two adjacent characters from a to b ("Lable" is one swap from "Label").
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        // d[i][j] is the distance from a's first i characters to b's first j.
        var d = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : j == 0 ? i : 0 } }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
