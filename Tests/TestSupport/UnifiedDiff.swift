import Foundation

/// A unified diff of two texts (longest common subsequence, three lines of context), as
/// `diff -u` prints it.
public enum UnifiedDiff {
    private enum Operation: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    public static func make(old: String, new: String, name: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                operations.append(.keep(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                operations.append(.delete(a[i]))
                i += 1
            } else {
                operations.append(.insert(b[j]))
                j += 1
            }
        }
        var lines = ["--- a/\(name)", "+++ b/\(name)"]
        let changed = operations.indices.filter { if case .keep = operations[$0] { false } else { true } }
        var index = 0
        while index < changed.count {
            // A hunk: changes closer than 7 lines apart, with 3 lines of context around.
            var last = index
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 7 { last += 1 }
            let start = max(0, changed[index] - 3)
            let end = min(operations.count, changed[last] + 4)
            let oldStart = operations[..<start].filter { if case .insert = $0 { false } else { true } }.count
            let newStart = operations[..<start].filter { if case .delete = $0 { false } else { true } }.count
            let body = operations[start..<end]
            let oldCount = body.filter { if case .insert = $0 { false } else { true } }.count
            let newCount = body.filter { if case .delete = $0 { false } else { true } }.count
            lines.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            for operation in body {
                switch operation {
                case .keep(let line): lines.append(" " + line)
                case .delete(let line): lines.append("-" + line)
                case .insert(let line): lines.append("+" + line)
                }
            }
            index = last + 1
        }
        return lines.joined(separator: "\n")
    }
}
