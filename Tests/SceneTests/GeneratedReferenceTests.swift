import Foundation
import LayoutGenCore
import LayoutSpec
import TestSupport
import XCTest

/// Generated/ holds, byte for byte, what `layoutgen --output-dir Generated Specs/*.yaml`
/// writes, so people can read the output without building.
///
/// On a mismatch the test prints a unified diff. `LAYOUTGEN_RECORD=1 swift test` rewrites
/// Generated/ and still fails, so that a person reads the diff before committing it.
final class GeneratedReferenceTests: XCTestCase {
    func testGeneratedFolderMatchesTheSpecs() throws {
        let specs = try Repository.specs()
        XCTAssertFalse(specs.isEmpty)
        let recording = ProcessInfo.processInfo.environment["LAYOUTGEN_RECORD"] == "1"
        var expectedFiles: Set<String> = []
        for spec in specs {
            var diagnostics = Diagnostics()
            let source = GeneratorPipeline().generate(.file(spec.path), diagnostics: &diagnostics)?.text
            guard let source else {
                XCTFail("\(spec.lastPathComponent) does not hold:\n\(diagnostics.description)")
                continue
            }
            let name = spec.deletingPathExtension().lastPathComponent + ".swift"
            expectedFiles.insert(name)
            let reference = Repository.root.appendingPathComponent("Generated/\(name)")
            let existing = (try? String(contentsOf: reference, encoding: .utf8)) ?? ""
            if existing == source { continue }
            if recording {
                try source.write(to: reference, atomically: true, encoding: .utf8)
                XCTFail(
                    "Recorded Generated/\(name); read the diff, then run the tests without LAYOUTGEN_RECORD.")
            } else {
                XCTFail(
                    "Generated/\(name) is stale. Run 'LAYOUTGEN_RECORD=1 swift test --filter GeneratedReferenceTests'"
                        + " or 'swift run layoutgen --output-dir Generated Specs/*.yaml'.\n"
                        + UnifiedDiff.make(old: existing, new: source, name: "Generated/\(name)"))
            }
        }
        let present = try FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("Generated").path
        ).filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(present), expectedFiles, "Generated/ has files no spec makes, or lacks some.")
    }
}

/// A unified diff of two texts (longest common subsequence, three lines of context), as
/// `diff -u` prints it.
enum UnifiedDiff {
    private enum Operation: Equatable {
        case keep(String)
        case delete(String)
        case insert(String)
    }

    static func make(old: String, new: String, name: String) -> String {
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
