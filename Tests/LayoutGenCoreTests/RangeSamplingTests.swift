import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// The range proof against dense sampling: random specs whose boxes and labels depend on the
/// root's width in the ways layouts do (pins to both sides, centring, shares of the width,
/// optional sizes that give way, minimum widths that conflict, text that wraps), each proven
/// over a range of widths and then at every quarter point of it and just around each
/// breakpoint, one size at a time.
///
/// Every sampled failure must lie in a piece the range proof reports as failing; every piece
/// but a band of conflicts (proven at its witness only) must find at each sampled size exactly
/// what it reports, lint included; and every failing piece's witness must fail. Boxes of widths
/// by heights are sampled on a grid every 3 points and on both sides of each breakpoint line.
final class RangeSamplingTests: XCTestCase {
    func testEverySampledFindingLiesInAPieceThatReportsIt() throws {
        let base = SeededRandom.baseSeed(fallback: 0x5A4D_7E11)
        var checked = 0
        var failingPieces = 0
        var breakpoints = 0
        for index in 0..<12 {
            var random = SeededRandom(seed: base, part: [index])
            let (yaml, lower, upper) = Self.randomSpec(&random)
            let run = proveCoreSnippet(yaml)
            guard let scene = run.scene, let range = run.proof?.ranges.first else {
                XCTFail("case \(index) (seed \(base)) was not swept:\n\(yaml)\n\(run.printed)")
                continue
            }
            XCTAssertEqual(range.pieces.first?.widths.lower, lower)
            XCTAssertEqual(range.pieces.last?.widths.upper, upper)
            breakpoints += range.breakpoints.count
            var samples = stride(from: lower, through: upper, by: 0.25).map { $0 }
            for point in range.breakpoints { samples += [point.value - 1e-3, point.value + 1e-3] }
            for piece in range.pieces where !piece.holds { samples.append(piece.sample.width) }
            for width in samples where width >= lower && width <= upper {
                let found = try Self.findings(of: scene, at: width)
                guard let piece = range.pieces.first(where: { $0.contains(width: width, height: 844) }) else {
                    XCTFail("case \(index): no piece holds \(width)")
                    continue
                }
                checked += 1
                let context = "case \(index) (seed \(base)) at width \(width):\n\(yaml)"
                assertSample(found, agreesWith: piece, context)
                if piece.isProvenAtSampleOnly && width == piece.sample.width {
                    XCTAssertFalse(found.holds, "the band's witness holds, \(context)")
                }
            }
            failingPieces += range.pieces.filter { !$0.holds }.count
        }
        // The cases exercise what they are meant to.
        XCTAssertGreaterThan(checked, 1500)
        XCTAssertGreaterThan(failingPieces, 3)
        XCTAssertGreaterThan(breakpoints, 12)
    }

    func testEverySampledFindingInABoxLiesInAPieceThatReportsIt() throws {
        let base = SeededRandom.baseSeed(fallback: 0x2D_B0C5)
        var checked = 0
        var failingPieces = 0
        for index in 0..<4 {
            var random = SeededRandom(seed: base, part: [index])
            var (yaml, lower, upper) = Self.randomSpec(&random)
            // Boxes whose height follows the root's, or conflicts below some height.
            let bottom = 20 + 10 * random.below(5)
            let vertical = [
                "  - d.bottom == view.bottom - \(bottom)",
                "  - d.height >= \(300 + 10 * random.below(20))",
                "  - e.height == view.height * 0.5 - \(bottom)",
                "  - e.bottom <= view.bottom - \(bottom) @750",
            ]
            yaml = yaml.replacingOccurrences(of: "x844", with: "x500...530")
            yaml = yaml.replacingOccurrences(
                of: "views:\n", with: "views:\n  d: {color: gray}\n  e: {color: yellow}\n")
            yaml +=
                "\n  - H:|-10-[d(40)]\n  - d.top == view.top + 150\n  - H:[e(30)]-10-|\n  - e.top == view.top + 150\n"
            yaml += random.shuffled(vertical).prefix(1 + random.below(3)).joined(separator: "\n")
            let run = proveCoreSnippet(yaml)
            guard let scene = run.scene, let range = run.proof?.ranges.first else {
                XCTFail("case \(index) (seed \(base)) was not swept:\n\(yaml)\n\(run.printed)")
                continue
            }
            var widths = stride(from: lower, through: upper, by: 3).map { $0 }
            var heights = stride(from: 500.0, through: 530, by: 3).map { $0 }
            for point in range.breakpoints {
                if point.inWidth {
                    widths += [point.value - 1e-3, point.value + 1e-3]
                } else {
                    heights += [point.value - 1e-3, point.value + 1e-3]
                }
            }
            for width in widths where width >= lower && width <= upper {
                for height in heights where height >= 500 && height <= 530 {
                    let found = try Self.findings(of: scene, at: width, height: height)
                    guard let piece = range.pieces.first(where: { $0.contains(width: width, height: height) })
                    else {
                        XCTFail("case \(index): no piece holds \(width)x\(height)")
                        continue
                    }
                    checked += 1
                    let context = "case \(index) (seed \(base)) at \(width)x\(height):\n\(yaml)"
                    assertSample(found, agreesWith: piece, context)
                }
            }
            for piece in range.pieces where !piece.holds {
                failingPieces += 1
                let found = try Self.findings(
                    of: scene, at: piece.sample.width, height: piece.sample.height)
                XCTAssertFalse(found.holds, "a failing piece whose witness holds, case \(index):\n\(yaml)")
            }
        }
        XCTAssertGreaterThan(checked, 500)
        XCTAssertGreaterThan(failingPieces, 3)
    }

    /// Checks what proving one sampled size `found` against the `piece` of the range that holds
    /// that size: a failure lies in a failing piece, and a piece proven all through (not a band
    /// of conflicts proven at its witness only) finds there exactly what it reports.
    private func assertSample(
        _ found: RangeProof.Piece, agreesWith piece: RangeProof.Piece, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if !found.holds {
            XCTAssertFalse(
                piece.holds, "a failure outside every failing piece, \(context)", file: file, line: line)
        }
        guard !piece.isProvenAtSampleOnly else { return }
        XCTAssertEqual(found.findings, piece.findings, context, file: file, line: line)
        XCTAssertEqual(found.holds, piece.holds, context, file: file, line: line)
    }

    /// What proving `scene` at one size finds: the first piece of a range of widths that starts
    /// there is that one size, proven alone, its findings written as a range's are.
    private static func findings(of scene: BuiltScene, at width: Double, height: Double? = nil) throws
        -> RangeProof.Piece
    {
        var diagnostics = Diagnostics()
        let template = scene.sizes[0]
        let height = height ?? template.height
        let size = SizeSpec(
            name: template.name, width: width, height: height,
            upperBound: Dimensions(width: width + 1e-6, height: height), location: template.location)
        let proof = SceneProver.prove(scene, at: [size], diagnostics: &diagnostics)
        let piece = try XCTUnwrap(proof.ranges.first?.pieces.first, "\(width): \(diagnostics)")
        // One size, or a band of conflicts that starts there, proven there.
        XCTAssertEqual(piece.widths.lower, width)
        XCTAssertEqual(piece.sample.width, width)
        return piece
    }

    /// A spec of three boxes and a label whose horizontal layout depends on the root's width,
    /// with the range of widths it is proven over.
    static func randomSpec(_ random: inout SeededRandom) -> (yaml: String, lower: Double, upper: Double) {
        let lower = Double(200 + random.below(100))
        let upper = lower + Double(20 + random.below(40))
        var constraints: [String] = []
        let boxes = ["a", "b", "c"]
        for (index, box) in boxes.enumerated() {
            let inset = 5 * random.below(12)
            let width = 40 + 10 * random.below(20)
            let other = index > 0 ? boxes[index - 1] : nil
            switch random.below(8) {
            case 0:
                constraints += ["\(box).leading == view.leading + \(inset)", "\(box).width == \(width)"]
            case 1:
                constraints += [
                    "\(box).leading == view.leading + \(inset)",
                    "\(box).trailing == view.trailing - \(inset)",
                ]
            case 2:
                let offset = inset - 30
                constraints += [
                    "\(box).centerX == view.centerX \(offset < 0 ? "-" : "+") \(abs(offset))",
                    "\(box).width == \(width)",
                ]
            case 3:
                constraints += [
                    "\(box).leading >= view.leading + \(inset)",
                    "\(box).trailing <= view.trailing - \(inset)",
                    "\(box).width == \(width) @750", "\(box).leading == view.leading + \(inset + 20) @500",
                ]
            case 4:
                let leading =
                    other.map { "\(box).leading == \($0).trailing + 8" } ?? "\(box).leading == view.leading"
                constraints += [leading, "\(box).width == view.width * 0.5 - \(inset)"]
            case 5:
                constraints += [
                    "\(box).leading == view.leading + \(inset)",
                    "\(box).width <= view.width - \(2 * inset + 100)",
                    "\(box).width == \(width + 150) @750",
                ]
            case 6:
                // A minimum width that stops fitting below some root width.
                constraints += [
                    "\(box).leading == view.leading + \(inset)",
                    "\(box).trailing == view.trailing - \(inset)",
                    "\(box).width >= \(max(Int(lower) - 2 * inset + random.below(40) - 20, 10))",
                ]
            default:
                // Nothing fixes the width: ambiguous everywhere, or where an inequality is slack.
                constraints += [
                    "\(box).leading == view.leading + \(inset)",
                    "\(box).trailing <= view.trailing - \(inset)",
                ]
            }
            constraints += ["\(box).top == view.top + \(10 + 60 * index)", "\(box).height == 40"]
        }
        let words = ["a", "layout", "to", "wrap", "over", "several", "widths", "of", "the", "screen"]
        let text = (0..<(4 + random.below(10))).map { _ in words[random.below(words.count)] }.joined(
            separator: " ")
        let lines = [0, 1, 2][random.below(3)]
        let labelInset = 10 * random.below(6)
        constraints += [
            "title.leading == view.leading + \(labelInset)",
            "title.trailing <= view.trailing - \(labelInset)",
            "title.top == view.top + 200",
        ]
        let yaml = """
            scene: Scene
            sizes:
              phones: \(formatNumber(lower))...\(formatNumber(upper))x844
            views:
              a: {color: red}
              b: {color: green}
              c: {color: blue}
              title: {type: Label, text: "\(text)", numberOfLines: \(lines)}
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """
        return (yaml, lower, upper)
    }
}
