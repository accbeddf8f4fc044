import Foundation
import LayoutGenCore
import LayoutProof
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
