import LayoutRuntime
import LayoutSpec

/// A range of sizes as proven: the pieces it was cut into where its layout changes, each
/// proven at a size in it, together covering the range without overlap, and the breakpoints.
public struct RangeProof: Sendable {
    /// Sizes over which the layout is one affine regime (one size, an open stretch, an open
    /// cell of a box), or a part proven at its sample only.
    public struct Piece: Sendable {
        public var widths: SizeInterval
        public var heights: SizeInterval
        /// The size the piece was proven at, its sample.
        public var sample: (width: Double, height: Double)
        /// Whether the piece was proven at its sample only: a band between the first
        /// conflicts met from each end of a line, a cell whose middle conflicts, or a cell the
        /// sweep could not prove affine. Any other piece finds the same at every size in it.
        public var isProvenAtSampleOnly: Bool
        /// What was found on the piece, by identity.
        public var findings: [FindingID]
        /// Whether no error was found on the piece.
        public var holds: Bool

        public func contains(width: Double, height: Double) -> Bool {
            widths.contains(width) && heights.contains(height)
        }
    }

    /// A width or height at which the layout changes regime, and what changes there.
    public struct Breakpoint: Sendable {
        public var inWidth: Bool
        public var value: Double
        /// `'box.leading >= view.leading + 20' (spec.yaml:9:5) becomes tight or exactly met, or
        /// stops being so`, `how the text of 'title' wraps`.
        public var reason: String

        /// The value as messages print it (`300` for a lint breakpoint at `299.999998`).
        public var displayedValue: String { RangeSweep.displayed(value) }
    }

    /// The range.
    public var size: SizeSpec
    public var pieces: [Piece]
    /// In increasing order, the widths first.
    public var breakpoints: [Breakpoint]
}

/// A range's grid, on which findings are merged and phrased: its lines (the ends and the
/// breakpoints, in each dimension; one line in a dimension the range does not range over)
/// and the grid's pieces each tile covers. Grid index `2k` is line `k`; `2k + 1` the open gap
/// after it.
struct RangeGrid {
    var range: SizeSpec
    var widthLines: [Double]
    var heightLines: [Double]
    /// Per tile: the grid pieces it covers, as `row * columns + column`.
    var covers: [[Int]]
    /// Per tile: where it was proven, and whether it is a single size.
    var samples: [(width: Double, height: Double)]
    var isPoint: [Bool]

    var columns: Int { 2 * widthLines.count - 1 }
    var rows: Int { 2 * heightLines.count - 1 }

    /// The same grid on `range`, a size of the same dimensions: its parts named as `range`.
    func named(_ range: SizeSpec) -> RangeGrid {
        var grid = self
        grid.range = range
        return grid
    }

    /// The interval of a grid index: a line's value, or the open gap after it.
    static func interval(_ index: Int, in lines: [Double]) -> SizeInterval {
        index % 2 == 0
            ? .point(lines[index / 2])
            : SizeInterval(
                lower: lines[index / 2], upper: lines[index / 2 + 1], lowerIsOpen: true, upperIsOpen: true)
    }

    /// The grid indices inside `interval`.
    static func indices(inside interval: SizeInterval, of lines: [Double]) -> [Int] {
        (0..<(2 * lines.count - 1)).filter { index in
            let part = Self.interval(index, in: lines)
            return index % 2 == 0
                ? interval.contains(part.lower)
                : interval.lower <= part.lower && part.upper <= interval.upper
        }
    }

    /// The parts of the range where the tiles `held` lie, as messages name them and as sets of
    /// sizes, and the tile whose numbers a message should show (the first part's example);
    /// `everywhere` when they cover the whole range.
    func describe(tiles held: Set<Int>) -> (
        parts: [String], sets: [SizeSet], everywhere: Bool, example: Int?
    ) {
        var marked = Array(repeating: false, count: rows * columns)
        for tile in held { for cell in covers[tile] { marked[cell] = true } }
        if marked.allSatisfy({ $0 }) {
            let whole = set(columns: 0...(columns - 1), rows: 0...(rows - 1))
            return (["every size of \(range.phrase)"], [whole], true, example(held, in: nil))
        }
        // Rectangles, greedily: from each unmarked-so-far start, as wide as the row allows,
        // then as far down as every row of that width is marked.
        var parts: [String] = []
        var sets: [SizeSet] = []
        var firstExample: Int?
        var used = Array(repeating: false, count: rows * columns)
        for row in 0..<rows {
            for column in 0..<columns where marked[row * columns + column] && !used[row * columns + column] {
                var right = column
                while right + 1 < columns && marked[row * columns + right + 1]
                    && !used[row * columns + right + 1]
                {
                    right += 1
                }
                var bottom = row
                while bottom + 1 < rows
                    && (column...right).allSatisfy({
                        marked[(bottom + 1) * columns + $0] && !used[(bottom + 1) * columns + $0]
                    })
                {
                    bottom += 1
                }
                for r in row...bottom { for c in column...right { used[r * columns + c] = true } }
                let cells = Set((row...bottom).flatMap { r in (column...right).map { r * columns + $0 } })
                let example = example(held, in: cells)
                if firstExample == nil { firstExample = example }
                parts.append(phrase(columns: column...right, rows: row...bottom, example: example))
                sets.append(set(columns: column...right, rows: row...bottom))
            }
        }
        return (parts, sets, false, firstExample)
    }

    /// The sizes of the grid's pieces from column to column and row to row.
    private func set(columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> SizeSet {
        func side(_ indices: ClosedRange<Int>, _ lines: [Double]) -> SizeInterval {
            let first = Self.interval(indices.lowerBound, in: lines)
            let last = Self.interval(indices.upperBound, in: lines)
            return SizeInterval(
                lower: first.lower, upper: last.upper, lowerIsOpen: first.lowerIsOpen,
                upperIsOpen: last.upperIsOpen)
        }
        return .range(range.name, widths: side(columns, widthLines), heights: side(rows, heightLines))
    }

    /// The tile among `held` to show as an example of the cells `cells` (all when nil): the
    /// first that covers one of them and is not a single size, else the first that covers one.
    private func example(_ held: Set<Int>, in cells: Set<Int>?) -> Int? {
        let candidates = held.sorted().filter { tile in
            cells.map { !$0.isDisjoint(with: covers[tile]) } ?? true
        }
        return candidates.first { !isPoint[$0] } ?? candidates.first
    }

    /// `widths 320 to under 340 of 'phones' (height 844; for example 330x844)`, `width 340 of
    /// 'phones' (340x844)`, `widths 320 to 400 and heights over 568 to 956 of 'box' (for
    /// example 360x700)`.
    private func phrase(columns: ClosedRange<Int>, rows: ClosedRange<Int>, example: Int?) -> String {
        let number = RangeSweep.displayed
        func side(_ indices: ClosedRange<Int>, _ lines: [Double], _ one: String, _ many: String) -> String? {
            let first = Self.interval(indices.lowerBound, in: lines)
            let last = Self.interval(indices.upperBound, in: lines)
            if lines.count == 1 { return nil }
            if !first.lowerIsOpen && !last.upperIsOpen && first.lower == lines.first
                && last.upper == lines.last
            {
                return nil
            }
            if number(first.lower) == number(last.upper) { return "\(one) \(number(first.lower))" }
            // An end is worded by the number it prints as, "over" or "under" it when that number
            // is not in the part: a breakpoint where text wraps (with TextMetrics' 1e-7 slack) at
            // 353.9999999 prints as 354, and a part that ends there holds no size at 354.
            let whole = SizeInterval(
                lower: first.lower, upper: last.upper, lowerIsOpen: first.lowerIsOpen,
                upperIsOpen: last.upperIsOpen)
            let lower =
                (whole.contains(RangeSweep.displayedValue(first.lower)) ? "" : "over ") + number(first.lower)
            let upper =
                (whole.contains(RangeSweep.displayedValue(last.upper)) ? "" : "under ") + number(last.upper)
            return "\(many) \(lower) to \(upper)"
        }
        let widths = side(columns, widthLines, "width", "widths")
        let heights = side(rows, heightLines, "height", "heights")
        let sample = example.map { samples[$0] } ?? (width: widthLines[0], height: heightLines[0])
        // A cell's size is its width, its height fitted (``SizeSpec/dimensionsText``).
        let size =
            range.fitsHeight
            ? "\(number(sample.width)) wide" : "\(number(sample.width))x\(number(sample.height))"
        var details: [String] = []
        if widthLines.count == 1 { details.append("width \(formatNumber(widthLines[0]))") }
        if heightLines.count == 1 && !range.fitsHeight {
            details.append("height \(formatNumber(heightLines[0]))")
        }
        if widthLines.count > 1 && heightLines.count > 1 {
            if widths == nil { details.append("any width") }
            if heights == nil { details.append("any height") }
        }
        let subject = [widths, heights].compactMap { $0 }.joined(separator: " and ")
        let single =
            Self.interval(columns.lowerBound, in: widthLines).lower
            == Self.interval(columns.upperBound, in: widthLines).upper
            && Self.interval(rows.lowerBound, in: heightLines).lower
                == Self.interval(rows.upperBound, in: heightLines).upper
        if single { return "\(subject) of '\(range.name)' (\(size)\(range.environmentSuffix))" }
        details.append("for example \(size)")
        return "\(subject) of '\(range.name)' (\(details.joined(separator: "; "))\(range.environmentSuffix))"
    }
}

/// A range cut into tiles where its layout changes: each tile's sizes, the size it is proven at
/// and whether it is proven there only; the grid findings are merged on; the breakpoints.
struct SweptRange {
    typealias Tile = (widths: SizeInterval, heights: SizeInterval, sample: (Double, Double), sampleOnly: Bool)
    var tiles: [Tile] = []
    var grid: RangeGrid
    var breakpoints: [RangeProof.Breakpoint] = []

    /// Adds a tile, proven at its sample, covering the grid's pieces `covers`.
    mutating func append(_ tile: Tile, covering covers: [Int], isPoint: Bool) {
        tiles.append(tile)
        grid.covers.append(covers)
        grid.samples.append(tile.sample)
        grid.isPoint.append(isPoint)
    }

    /// Sweeps a box of widths and heights (``BoxSweep``).
    init(
        box range: SizeSpec, widths: ClosedRange<Double>, heights: ClosedRange<Double>,
        context: ProofContext,
        probe: @escaping (Double, Double) -> RangeSweep.Probe
    ) throws(RangeSweepFailure) {
        var box = BoxSweep(widths: widths, heights: heights, layOut: probe)
        let pieces = try box.pieces()
        grid = RangeGrid(
            range: range, widthLines: box.widthLines, heightLines: box.heightLines, covers: [], samples: [],
            isPoint: [])
        for piece in pieces {
            append(
                (
                    RangeGrid.interval(piece.column, in: box.widthLines),
                    RangeGrid.interval(piece.row, in: box.heightLines), piece.sample, piece.kind != .proven
                ), covering: [piece.row * grid.columns + piece.column],
                isPoint: piece.column % 2 == 0 && piece.row % 2 == 0)
        }
        for (lines, inWidth) in [(box.horizontalTiles, true), (box.verticalTiles, false)] {
            for tile in lines.keys.sorted().flatMap({ lines[$0]! }) {
                guard let reason = tile.reason,
                    !breakpoints.contains(where: { $0.inWidth == inWidth && $0.value == tile.sample })
                else { continue }
                breakpoints.append(
                    .init(inWidth: inWidth, value: tile.sample, reason: context.describe(reason)))
            }
        }
    }

    /// Sweeps a range of widths at one height, or of heights at one width (``RangeSweep``).
    init(
        line range: SizeSpec, widths: ClosedRange<Double>, heights: ClosedRange<Double>,
        context: ProofContext,
        probe: @escaping (Double, Double) -> RangeSweep.Probe
    ) throws(RangeSweepFailure) {
        let inWidth = widths.lowerBound < widths.upperBound
        let sweep = RangeSweep(
            lower: inWidth ? widths.lowerBound : heights.lowerBound,
            upper: inWidth ? widths.upperBound : heights.upperBound, inWidth: inWidth
        ) { inWidth ? probe($0, range.height) : probe(range.width, $0) }
        let swept = try sweep.tiles()
        let lines = Array(Set(swept.flatMap { [$0.interval.lower, $0.interval.upper] })).sorted()
        grid = RangeGrid(
            range: range, widthLines: inWidth ? lines : [range.width],
            heightLines: inWidth ? [range.height] : lines, covers: [], samples: [], isPoint: [])
        for tile in swept {
            let interval = tile.interval
            let sample = inWidth ? (tile.sample, range.height) : (range.width, tile.sample)
            append(
                (
                    inWidth ? interval : .point(range.width), inWidth ? .point(range.height) : interval,
                    sample,
                    tile.kind == .conflicts
                ), covering: RangeGrid.indices(inside: interval, of: lines), isPoint: tile.kind == .point)
            if let reason = tile.reason {
                breakpoints.append(
                    .init(inWidth: inWidth, value: tile.sample, reason: context.describe(reason)))
            }
        }
    }
}

extension SceneProver {
    /// Proves the scene at every size of a range (see ``RangeSweep`` and ``BoxSweep``): each
    /// tile of the range at its sample size, its findings merged over the tiles where they hold.
    /// Returns its pieces, or nil when it could not be swept (which is reported).
    static func proveRange(
        _ range: SizeSpec, context: inout ProofContext, into findings: inout Findings
    ) -> RangeProof? {
        let scene = context.scene
        let upper = range.upperBound!
        let widths = range.width...upper.width
        let heights = range.height...upper.height
        let root = scene.root
        root.recordsLayoutRegime = true
        var lintContext = context
        let probe = { (width: Double, height: Double) -> RangeSweep.Probe in
            let size = range.sample(width: width, height: height)
            size.environment.apply(to: root)
            root.layoutIfNeeded()
            let regime = root.layoutRegime!
            lintContext.size = size
            return RangeSweep.Probe(
                regime: regime, lint: LayoutLint(context: lintContext).probe(frames: scene.exactFrames()))
        }
        let swept: SweptRange
        do {
            defer { root.recordsLayoutRegime = false }
            if scene.cell != nil {
                swept = try SweptRange(cell: range, root: root, context: context, probe: probe)
            } else if widths.lowerBound < widths.upperBound && heights.lowerBound < heights.upperBound {
                swept = try SweptRange(
                    box: range, widths: widths, heights: heights, context: context, probe: probe)
            } else {
                swept = try SweptRange(
                    line: range, widths: widths, heights: heights, context: context, probe: probe)
            }
        } catch {
            findings.add(size: range, notProven(range, widths: widths, heights: heights, error))
            return nil
        }
        findings.declare(swept.grid)
        for (index, tile) in swept.tiles.enumerated() {
            findings.tile = (range.name, index)
            if let kind = scene.cell {
                context.cellHeights = CellHeights.fit(
                    root, kind: kind, at: range.sample(width: tile.sample.0, height: 0))
            }
            _ = prove(
                at: range.sample(width: tile.sample.0, height: tile.sample.1), context: &context,
                capturingInsets: false, observe: nil, into: &findings)
            // A part proven at its sample only stands for sizes it did not prove when its
            // sample holds: those are not proven.
            if tile.sampleOnly, !(findings.tileFindings(range: range.name)[index]?.hasError ?? false) {
                findings.add(
                    size: range,
                    Finding(.rangePartUnproven, [range.name], isError: true) {
                        .rangePartUnproven(size: range.phrase, where: $0, at: range.location)
                    })
            }
        }
        findings.tile = nil
        let found = findings.tileFindings(range: range.name)
        let pieces = swept.tiles.enumerated().map { index, tile in
            RangeProof.Piece(
                widths: tile.widths, heights: tile.heights, sample: tile.sample,
                isProvenAtSampleOnly: tile.sampleOnly,
                findings: found[index]?.ids.sorted() ?? [], holds: !(found[index]?.hasError ?? false))
        }
        let breakpoints = swept.breakpoints.sorted {
            ($0.inWidth ? 0 : 1, $0.value) < ($1.inWidth ? 0 : 1, $1.value)
        }
        return RangeProof(size: range, pieces: pieces, breakpoints: breakpoints)
    }

    /// The error of a range that could not be swept.
    private static func notProven(
        _ range: SizeSpec, widths: ClosedRange<Double>, heights: ClosedRange<Double>,
        _ error: RangeSweepFailure
    ) -> Finding {
        Finding(.rangeNotProven, [range.name], isError: true) { _ in
            switch error {
            case .measurementVaries(let id, let value):
                .rangeMeasurementVaries(
                    size: range.phrase, view: id ?? "?",
                    change: widths.lowerBound < widths.upperBound && heights.lowerBound < heights.upperBound
                        ? "size near width \(formatNumber(value))"
                        : "\(widths.lowerBound < widths.upperBound ? "width" : "height") from \(formatNumber(value)) on",
                    at: range.location)
            case .breakpointsTooClose(let value), .sizeNotHeld(let value):
                .rangeNotFollowed(size: range.phrase, near: formatNumber(value), at: range.location)
            case .breakpointsAslant:
                .rangeAslant(size: range.phrase, at: range.location)
            case .cellHeightSlanted(let from, let to):
                .cellRangeSlanted(
                    size: range.phrase, from: RangeSweep.displayed(from), to: RangeSweep.displayed(to),
                    at: range.location)
            }
        }
    }
}
