/// The candidate that `word` most likely misspells, for "Did you mean ...?", or nil.
///
/// Distance is Damerau-Levenshtein (swapping two neighbours counts as one edit, so 'hieght'
/// is one edit from 'height'); a candidate qualifies when its distance is at most a third of
/// the longer word's length. Ties go to the earlier candidate, so pass a stable order.
func closestMatch(to word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        let distance = editDistance(Array(word), Array(candidate))
        guard distance * 3 <= max(word.count, candidate.count) else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}

/// " Did you mean 'x'?" for the closest candidate, or "" when none is close.
func didYouMean(_ word: String, among candidates: [String]) -> String {
    closestMatch(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
}

/// Edits (insert, delete, substitute, swap neighbours) that turn `a` into `b`.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
}
