import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// The pieces of a box of sizes that conflict, against single-size proofs inside them: random
/// boxes of widths by heights whose layout conflicts in part of the box (a required height
/// against the root's height, a required width against the root's width, a minimum that is
/// ambiguous where it is slack, a conflict that starts along a slanted line, two conflicts
/// that overlap, a required constraint on the root's own size).
///
/// Every piece that reports a conflict, or is proven at its sample only, is proven again as
/// single sizes at its sample, at its corners nudged inside it, at the middles of its sides
/// and at its closed ends: each must find exactly what the piece reports.
/// The pieces of a box of sizes that conflict, against single-size proofs inside them: random
/// boxes of widths by heights whose layout conflicts in part of the box (a required height
/// against the root's height, a required width against the root's width, a minimum that is
/// ambiguous where it is slack and conflicts where it is not, two bounds on one height, a
/// required constraint on the root's own size), two or three of them overlapping; in a few
/// cases one conflict starts along a slanted line instead.
///
/// Every piece that reports a conflict, or is proven at its sample only, is proven again as
/// single sizes at its sample, at its corners nudged inside it, at the middles of its sides and
/// at its closed ends: each must find exactly what the piece reports. A box whose conflict
/// starts along a slanted line is either proven so, or not proven as a box, with the error that
/// says why.
final class BoxConflictSamplingTests: XCTestCase {
    func testEverySizeOfAConflictingPieceOfABoxFindsWhatThePieceReports() throws {
        let base = SeededRandom.baseSeed(fallback: 0xB0C5_C0F1)
        var (compared, conflictingPieces, swept) = (0, 0, 0)
        var disagreements: [String] = []
        for index in 0..<12 {
            var random = SeededRandom(seed: base, part: [index])
            let yaml = Self.conflictingBoxSpec(&random, slanted: index >= 9)
            let scene = try XCTUnwrap(resolveCoreSnippet(yaml).scene, yaml)
            var diagnostics = Diagnostics()
            guard let range = SceneProver.prove(scene, diagnostics: &diagnostics).ranges.first else {
                // Only a conflict along a slanted line can stop a box from being cut into
                // pieces, and the error says so.
                XCTAssertTrue(
                    index >= 9
                        && "\(diagnostics)".contains("as a box: its layout changes along a slanted line"),
                    "case \(index) (seed \(base)) was not swept:\n\(yaml)\n\(diagnostics)")
                continue
            }
            swept += 1
            for piece in range.pieces
            where piece.isProvenAtSampleOnly
                || piece.findings.contains(where: { $0.kind == .unsatisfiableConstraints })
            {
                conflictingPieces += 1
                for size in Self.sizes(in: piece) {
                    let single = Set(
                        try RangeSamplingTests.singleSize(scene, width: size.0, height: size.1).map(\.id))
                    compared += 1
                    guard single != Set(piece.findings) else { continue }
                    disagreements.append(
                        "case \(index) at \(size.0)x\(size.1), in the piece \(piece.widths) x \(piece.heights) "
                            + "proven at \(piece.sample): the piece only: "
                            + "\(Set(piece.findings).subtracting(single).sorted()), the single size only: "
                            + "\(single.subtracting(piece.findings).sorted())\n\(yaml)")
                }
            }
        }
        XCTAssertEqual(
            disagreements.count, 0,
            "seed \(base): \(disagreements.count) of \(compared)\n" + disagreements.joined(separator: "\n"))
        // The cases exercise what they are meant to.
        XCTAssertGreaterThan(conflictingPieces, 40)
        XCTAssertGreaterThan(compared, 200)
        XCTAssertGreaterThan(swept, 8)
    }

    func testConflictsThatStartAlongTheGridsLinesAreReportedOverWholeCells() {
        // 'd' conflicts below height 420, 'g' below width 300 and is ambiguous above it: every
        // cell of the conflicts is proven all through, and each part ends where it does at one
        // size (width 300 holds 'g' exactly, with no conflict and no ambiguity).
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              box: {width: 220...360, height: 340...520}
            views:
              d: {color: gray}
              g: {color: blue}
            constraints:
              - d.top == view.top + 10
              - H:|-10-[d(40)]
              - d.height >= 400
              - d.height <= view.height - 20
              - d.height == 600 @750
              - H:|-60-[g(>=230)]-(>=10)-|
              - V:|-100-[g(20)]
            """,
            """
            spec.yaml:6:3: error: The width of 'g' is ambiguous at widths over 300 to 360 of 'box' (any height; for \
            example 330x340): its constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:13:12: note: 'g.trailing <= view.trailing - 10', from '[g(>=230)]-(>=10)-|'
            spec.yaml:13:15: note: 'g.width >= 230', from '>=230'
            spec.yaml:6:3: note: At 'box' (330x340), 'g.width' can be 260 or 230: both layouts satisfy every constraint.
            spec.yaml:10:5: error: These 3 required constraints cannot all hold at heights 340 to under 420 of 'box' (any \
            width; for example 260x340). Remove one or lower its priority.
            spec.yaml:10:5: note: 'd.height >= 400'
            spec.yaml:11:5: note: 'd.height <= view.height - 20'
            spec.yaml:3:3: note: 'view.height', the root view's height at each size of 'box'
            spec.yaml:13:7: error: These 4 required constraints cannot all hold at widths 220 to under 300 of 'box' (any \
            height; for example 260x340). Remove one or lower its priority.
            spec.yaml:13:7: note: 'g.leading == view.leading + 60', from '|-60-[g(>=230)]'
            spec.yaml:13:12: note: 'g.trailing <= view.trailing - 10', from '[g(>=230)]-(>=10)-|'
            spec.yaml:13:15: note: 'g.width >= 230', from '>=230'
            spec.yaml:3:3: note: 'view.width', the root view's width at each size of 'box'
            spec.yaml:6:3: note: With one of these constraints set aside, the width of 'g' is ambiguous too; that goes \
            away with the conflict.
            """)
    }

    func testAConflictThatStartsAlongASlantedLineLeavesTheBoxUnproven() {
        // 'f' fits where the height is at least 1.2 times the width plus 20: a slanted line.
        // Proven at their middles, the cells it crosses claimed the conflict up to their
        // corners (at 240x500, which holds); cut, they never run out.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              box: {width: 200...440, height: 300...600}
            views:
              f: {color: gray}
            constraints:
              - H:|-10-[f(40)]
              - f.top == view.top + 10
              - f.bottom == view.bottom - 10
              - f.height >= view.width * 1.2
            """,
            """
            spec.yaml:3:3: error: layoutgen cannot prove 'box' (200...440x300...600) as a box: its layout changes along \
            a slanted line (where width and height matter together, such as an aspect ratio, the margins that \
            change where the width passes the height, or a conflict that starts along such a line), which a grid \
            of widths and heights does not cut into proven pieces. Prove ranges of widths at given heights, and of \
            heights at given widths, instead.
            """)
    }

    /// The sizes of a piece to prove alone: its sample, its corners nudged 1e-3 inside (less
    /// in a narrow piece), the middles of its sides and its closed ends.
    static func sizes(in piece: RangeProof.Piece) -> [(Double, Double)] {
        func values(_ interval: SizeInterval) -> [Double] {
            guard interval.lower < interval.upper else { return [interval.lower] }
            let nudge = min(1e-3, (interval.upper - interval.lower) / 4)
            var values = [
                interval.lower + nudge, (interval.lower + interval.upper) / 2, interval.upper - nudge,
            ]
            if !interval.lowerIsOpen { values.append(interval.lower) }
            if !interval.upperIsOpen { values.append(interval.upper) }
            return values
        }
        var sizes = [piece.sample]
        for width in values(piece.widths) {
            for height in values(piece.heights) where !sizes.contains(where: { $0 == (width, height) }) {
                sizes.append((width, height))
            }
        }
        return sizes
    }

    /// A box whose layout conflicts in part of it: two or three of the sources of conflict the
    /// type's description lists, beside a view that holds everywhere; with `slanted`, one of
    /// them is a conflict that starts along a slanted line through the middle of the box.
    static func conflictingBoxSpec(_ random: inout SeededRandom, slanted: Bool) -> String {
        let lowest = (width: 200 + 10 * random.below(10), height: 300 + 20 * random.below(6))
        let widths = (lowest.width, lowest.width + 60 + 20 * random.below(6))
        let heights = (lowest.height, lowest.height + 100 + 20 * random.below(6))
        /// A whole number in the middle half of `range`.
        func inside(_ range: (Int, Int)) -> Int {
            range.0 + (range.1 - range.0) / 4 + random.below((range.1 - range.0) / 2)
        }
        let sources: [(view: String?, constraints: [String])] = [
            // A minimum height that stops fitting below some root height.
            (
                "d",
                [
                    "H:|-10-[d(40)]", "d.top == view.top + 10", "d.bottom == view.bottom - 10",
                    "d.height >= \(inside(heights) - 20)",
                ]
            ),
            // A minimum width that stops fitting below some root width.
            (
                "e",
                [
                    "H:|-20-[e]-10-|", "e.top == view.top + 60", "e.height == 30",
                    "e.width >= \(inside(widths) - 30)",
                ]
            ),
            // A minimum that is slack, so ambiguous, above the width where it conflicts below.
            (
                "g",
                [
                    "g.leading == view.leading + 10", "g.trailing <= view.trailing - 10",
                    "g.width >= \(inside(widths) - 20)", "g.top == view.top + 100", "g.height == 20",
                ]
            ),
            // Two bounds on one height, one of them a share of the root's.
            (
                "h",
                [
                    "h.leading == view.leading + 90", "h.width == 20", "h.top == view.top + 10",
                    "h.height >= \(inside(heights) / 2)", "h.height <= view.height * 0.5",
                ]
            ),
            // A required constraint on the root's own size.
            (nil, ["view.height >= \(inside(heights))"]),
        ]
        var chosen = Array(random.shuffled(sources).prefix(2 + random.below(2)))
        if slanted {
            // A minimum height that grows with the root's width, or a required aspect ratio of
            // the root, whose line passes near the middle of the box.
            let middle = (Double(widths.0 + widths.1) / 2, Double(heights.0 + heights.1) / 2)
            let ratio = [0.5, 1, 1.5][random.below(3)]
            let offset = Int((ratio * middle.0 + 20 - middle.1).rounded())
            let aspect = ((middle.0 / middle.1 + 0.1 * Double(random.below(3) - 1)) * 100).rounded() / 100
            chosen[0] =
                random.below(2) == 0
                ? (nil, ["view.width <= view.height * \(formatNumber(aspect))"])
                : (
                    "f",
                    [
                        "f.leading == view.leading + 60", "f.width == 20", "f.top == view.top + 10",
                        "f.bottom == view.bottom - 10",
                        "f.height >= view.width * \(formatNumber(ratio)) \(offset < 0 ? "+" : "-") \(abs(offset))",
                    ]
                )
        }
        let views = ["z"] + chosen.compactMap(\.view)
        let constraints =
            ["H:|-10-[z]-10-|", "z.bottom == view.bottom - 5", "z.height == 10"]
            + chosen.flatMap(\.constraints)
        return """
            scene: Scene
            sizes:
              box: {width: \(widths.0)...\(widths.1), height: \(heights.0)...\(heights.1)}
            views:
            \(views.map { "  \($0): {color: gray}" }.joined(separator: "\n"))
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """
    }
}
