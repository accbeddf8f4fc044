import TestSupport
import XCTest

/// Runs seeded random cases and fails with what is needed to replay each failing one.
///
/// Case `i` draws from its own generator, seeded from the base seed's stream, so a failing
/// case replays with the same `LAYOUTGEN_SEED` whatever the other cases do. A case whose
/// exact arithmetic overflows `Int64` is skipped; more than 5% skipped fails the run, since
/// the property would then be tested on too few cases.
struct PropertyRun {
    let name: String
    let baseSeed: UInt64
    let caseCount: Int
    /// Failing cases printed in full; the rest are only counted.
    var printedFailureLimit = 5

    init(_ name: String, fallbackSeed: UInt64, caseCount: Int) {
        self.name = name
        self.baseSeed = SeededRandom.baseSeed(fallback: fallbackSeed)
        self.caseCount = caseCount
    }

    /// Runs every case. `body` gets the case's generator and a transcript to append what it
    /// built and did, and returns its findings: sentences about what went wrong, empty when
    /// the case passes.
    func run(
        _ body: (inout SeededRandom, inout [String]) throws(Rational.Overflow) -> [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var seeds = SeededRandom(seed: baseSeed)
        var skipped = 0
        var failed = 0
        for index in 0..<caseCount {
            let caseSeed = seeds.next()
            var rng = SeededRandom(seed: caseSeed)
            var transcript: [String] = []
            let findings: [String]
            do {
                findings = try body(&rng, &transcript)
            } catch {
                skipped += 1
                continue
            }
            if findings.isEmpty { continue }
            failed += 1
            if failed <= printedFailureLimit {
                XCTFail(
                    """
                    \(name): case \(index) of \(caseCount) failed (replay with \
                    LAYOUTGEN_SEED=0x\(String(baseSeed, radix: 16)); \
                    case seed 0x\(String(caseSeed, radix: 16))).
                    \(transcript.joined(separator: "\n"))
                    \(findings.map { "- " + $0 }.joined(separator: "\n"))
                    """, file: file, line: line)
            }
        }
        if failed > printedFailureLimit {
            XCTFail(
                "\(name): \(failed) of \(caseCount) cases failed, \(printedFailureLimit) printed above "
                    + "(LAYOUTGEN_SEED=0x\(String(baseSeed, radix: 16))).", file: file, line: line)
        }
        if skipped * 20 > caseCount {
            XCTFail(
                "\(name): \(skipped) of \(caseCount) cases overflowed Int64 and were skipped, more than 5%.",
                file: file, line: line)
        }
        print("\(name): \(caseCount) cases, \(failed) failed, \(skipped) skipped for overflow.")
    }
}
