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

    /// Every end of every part of a range that a finding is reported on, and the sizes just
    /// around it, proven as the single size the spec would list: the findings there are
    /// exactly those whose reported sizes (`where`, ``Proof/found``) hold it. The specs settle
    /// in several passes: a label whose width is reduced by its own height, so each pass
    /// measures it at a width the pass before set (and some do not settle at all).
    func testEveryEndOfEveryReportedPartAgreesWithTheSingleSizeProof() throws {
        let base = SeededRandom.baseSeed(fallback: 0x16_1718)
        var compared = 0
        var (unsettled, conflicts, inBoxes) = (0, 0, 0)
        var disagreements: [String] = []
        for index in 0..<9 {
            var random = SeededRandom(seed: base, part: [index])
            let box = index >= 7
            let yaml = Self.multiPassSpec(&random, box: box)
            let run = proveCoreSnippet(yaml)
            guard let scene = run.scene, let proof = run.proof, !proof.ranges.isEmpty else {
                XCTFail("case \(index) (seed \(base)) was not swept:\n\(yaml)\n\(run.printed)")
                continue
            }
            var sizes = Self.endsOfReportedParts(proof.found, in: scene.sizes[0])
            // And every breakpoint, where a part that holds ends.
            let range = scene.sizes[0]
            for point in proof.ranges[0].breakpoints {
                for value in [point.value - 1e-3, point.value, point.value + 1e-3] {
                    let others = point.inWidth ? [range.height, range.upperBound!.height] : [range.width]
                    sizes += others.map { point.inWidth ? (value, $0) : ($0, value) }
                }
            }
            for size in sizes {
                let claimed = Set(
                    proof.found.filter { found in
                        found.sizes.contains {
                            $0.contains(scene.sizes[0].name, width: size.0, height: size.1)
                        }
                    }.map(\.id))
                let single = Set(try Self.singleSize(scene, width: size.0, height: size.1).map(\.id))
                compared += 1
                if single.contains(where: { $0.kind == .layoutDoesNotSettle }) { unsettled += 1 }
                if single.contains(where: { $0.kind == .unsatisfiableConstraints }) { conflicts += 1 }
                if box { inBoxes += 1 }
                if claimed != single {
                    if !disagreements.contains(where: { $0.hasPrefix("case \(index):") }) {
                        disagreements.append("case \(index):\n\(yaml)")
                    }
                    disagreements.append(
                        "case \(index) at \(size.0)x\(size.1): the range only: "
                            + "\(claimed.subtracting(single).sorted()), the single size only: "
                            + "\(single.subtracting(claimed).sorted())")
                }
            }
        }
        XCTAssertEqual(disagreements, [], disagreements.joined(separator: "\n"))
        // The cases exercise what they are meant to: sizes that do not settle, conflicts, and
        // the lines of boxes.
        XCTAssertGreaterThan(compared, 300)
        XCTAssertGreaterThan(unsettled, 20)
        XCTAssertGreaterThan(conflicts, 20)
        XCTAssertGreaterThan(inBoxes, 50)
    }

    /// The sizes at and just around each end of each part of a range that `found` reports,
    /// within the range; in a box, each corner of a part and the middle of each of its sides.
    static func endsOfReportedParts(_ found: [Proof.Found], in range: SizeSpec) -> [(Double, Double)] {
        let upper = range.upperBound!
        func around(_ interval: SizeInterval, _ lower: Double, _ upper: Double) -> [Double] {
            var values = [interval.lower, interval.upper]
            values += values.flatMap { [$0 - 1e-3, $0 + 1e-3] }
            if interval.lower < interval.upper { values.append((interval.lower + interval.upper) / 2) }
            return values.filter { $0 >= lower && $0 <= upper }
        }
        var sizes: [(Double, Double)] = []
        for case .range(_, let widths, let heights) in found.flatMap(\.sizes) {
            for width in around(widths, range.width, upper.width) {
                for height in around(heights, range.height, upper.height) {
                    if !sizes.contains(where: { $0 == (width, height) }) { sizes.append((width, height)) }
                }
            }
        }
        return sizes
    }

    /// What proving `scene` at the single size `width` x `height` finds, the size named as its
    /// range is.
    static func singleSize(_ scene: BuiltScene, width: Double, height: Double) throws -> [Proof.Found] {
        var diagnostics = Diagnostics()
        let range = scene.sizes[0]
        let size = SizeSpec(name: range.name, width: width, height: height, location: range.location)
        return SceneProver.prove(scene, at: [size], diagnostics: &diagnostics).found
    }

    /// A label whose width is reduced by its own height: 'side' beside it is as wide as the
    /// label is high, so each pass of a layout wraps the text at the width the previous pass's
    /// lines left it. Over a range of widths, or with `box` a box of widths by heights where a
    /// view below it must fit above the bottom.
    static func multiPassSpec(_ random: inout SeededRandom, box: Bool) -> String {
        let lower = 300 + 10 * random.below(6)
        let upper = lower + 40 + 20 * random.below(5)
        let words = ["a", "label", "whose", "width", "is", "reduced", "by", "its", "own", "height", "wraps"]
        let text = (0..<(8 + random.below(14))).map { _ in words[random.below(words.count)] }.joined(
            separator: " ")
        let font = [15, 17, 20][random.below(3)]
        let inset = 8 * random.below(3)
        let ratio = ["", " * 0.5", " * 2"][random.below(3)]
        var constraints = [
            "body.leading == view.leading + \(inset)",
            "body.trailing == side.leading - \(4 * random.below(3))",
            "side.trailing == view.trailing - \(inset)",
            "side.width == body.height\(ratio)",
            "body.top == view.top + 100",
            "side.top == body.top",
            "side.height == 10",
        ]
        if random.below(2) == 0 { constraints.append("side.width <= \(60 + 20 * random.below(4)) @750") }
        var sizes = "phones: \(lower)...\(upper)x844"
        if box {
            sizes = "phones: {width: \(lower)...\(lower + 40), height: 380...480}"
            constraints += [
                "foot.top == body.bottom + 8", "H:|-20-[foot]-20-|",
                "foot.bottom <= view.bottom - 20", "foot.height >= \(60 + 20 * random.below(6))",
                "foot.height == 200 @500",
            ]
        }
        return """
            scene: Scene
            sizes:
              \(sizes)
            views:
              body:
                type: Label
                text: "\(text)"
                numberOfLines: 0
                font: {size: \(font)}
                hugging: {vertical: 1000}
                compressionResistance: {vertical: 1000, horizontal: 250}
              side: {color: red}
              foot: {color: blue}
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """
    }
}
