/// Finds the known word a mistyped one was probably meant to be, for "Did you mean …?".
public enum SpellingSuggestion {
    /// The known word closest to `word` by ``editDistance(_:_:)``, ignoring case, if it is
    /// close enough: at most a third of the longer word's length (at least 1) away, so
    /// 'contentGuide' still finds 'contentLayoutGuide'. Ties go to the earlier known word.
    public static func closest(to word: String, among known: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (word: String, distance: Int)?
        for candidate in known where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, max(target.count, other.count) / 3)
            // Each edit changes the length by at most one, so this skips hopeless (and long) words.
            guard abs(other.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, other)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// " Did you mean 'x'?" for the closest known word, or "" when none is close: the tail
    /// of a diagnostic's first sentence.
    public static func didYouMean(_ word: String, among known: [String]) -> String {
        closest(to: word, among: known).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// The optimal string alignment distance: the fewest insertions, deletions, substitutions
    /// and swaps of two adjacent characters from a to b ("Lable" is one swap from "Label").
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        // d[i * width + j] is the distance from a's first i characters to b's first j. Plain
        // loops over one flat buffer: this runs once per unknown key, and a file may have many.
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        var i = 0
        while i <= a.count {
            var j = 0
            while j <= b.count {
                if i == 0 || j == 0 {
                    d[i * width + j] = i + j
                } else {
                    let substitution = d[(i - 1) * width + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = min(best, d[(i - 2) * width + j - 2] + 1)
                    }
                    d[i * width + j] = best
                }
                j += 1
            }
            i += 1
        }
        return d[a.count * width + b.count]
    }
}
