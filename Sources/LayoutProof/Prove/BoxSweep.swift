import LayoutRuntime
import LayoutSpec

/// Cuts a box of root sizes (a range of widths by a range of heights) into a grid over which
/// the layout is one affine regime piece by piece, the two-dimensional ``RangeSweep``.
///
/// The grid's lines are the box's edges and every breakpoint found along them: each vertical
/// line (one width) is swept over the heights and each horizontal line over the widths, and
/// the breakpoints each sweep finds become lines of their own, until no sweep finds a new one.
/// A piece of the grid is a crossing of two lines (one size), an open stretch of a line
/// between two crossings, or an open cell between four lines. Stretches are proven by their
/// line's sweep. A cell is proven affine at its middle: every pass's basis holds at its four
/// corners (the solver's stable region in both constants, which is convex) and every decision's
/// quantity, affine in the size and measured a little wider and a little higher, stays on its
/// side of its boundary at the four corners, so everywhere inside; where the middle conflicts,
/// UIKit also breaks the same constraints just inside each of its sides. A cell that fails this
/// is cut in two by a new line through its middle. A regime boundary that runs aslant (an
/// aspect ratio, the margins that change where the width passes the height, a conflict that
/// starts along a slanted line) would need lines without end: past ``maximumCuts`` cuts per
/// dimension, or ``maximumLines`` lines, the box is not proven.
struct BoxSweep {
    /// A piece of the grid: `column` and `row` index the grid's lines and the gaps between
    /// them, even for a line (`widths[column / 2]`), odd for the gap after it.
    struct Piece {
        enum Kind: Equatable {
            /// Proven affine, or a single size.
            case proven
            /// A stretch inside a band of conflicts along its line, or a cell whose middle
            /// conflicts where a pass cannot say over which sizes its basis holds: proven at its
            /// sample only.
            case conflicts
        }

        var column: Int
        var row: Int
        var kind: Kind
        var sample: (width: Double, height: Double)
    }

    /// The most lines in one dimension, and the most of them that cutting unproven cells may
    /// add.
    static let maximumLines = 48
    static let maximumCuts = 8

    let widths: ClosedRange<Double>
    let heights: ClosedRange<Double>
    /// Lays the scene out at a width and a height.
    let layOut: (Double, Double) -> RangeSweep.Probe

    /// The grid's lines, in increasing order, and each line's sweep.
    private(set) var widthLines: [Double] = []
    private(set) var heightLines: [Double] = []
    /// The sweep of each vertical line (one width, over the heights) and horizontal line.
    private(set) var verticalTiles: [Double: [SizeTile]] = [:]
    private(set) var horizontalTiles: [Double: [SizeTile]] = [:]

    init(
        widths: ClosedRange<Double>, heights: ClosedRange<Double>,
        layOut: @escaping (Double, Double) -> RangeSweep.Probe
    ) {
        self.widths = widths
        self.heights = heights
        self.layOut = layOut
    }

    /// The pieces of the grid, row by row from the smallest height, each row from the smallest
    /// width.
    mutating func pieces() throws(RangeSweepFailure) -> [Piece] {
        widthLines = [widths.lowerBound, widths.upperBound]
        heightLines = [heights.lowerBound, heights.upperBound]
        var cellKinds: [Int: Piece.Kind] = [:]
        var cuts = 0
        while true {
            try sweepLines()
            // Every cell, proven or cut in two.
            var cut = false
            cellKinds = [:]
            for row in stride(from: 1, to: 2 * heightLines.count - 1, by: 2) {
                for column in stride(from: 1, to: 2 * widthLines.count - 1, by: 2) {
                    switch try prove(column: column, row: row) {
                    case .some(let kind):
                        cellKinds[row * 10_000 + column] = kind
                    case .none:
                        // A cell that is not one regime is cut through its middle along its
                        // longer side, and the new line swept; a boundary that runs aslant
                        // would need cuts without end.
                        cuts += 1
                        guard cuts <= 2 * Self.maximumCuts else { throw .breakpointsAslant }
                        let (a, b) = (widthLines[column / 2], widthLines[column / 2 + 1])
                        let (c, d) = (heightLines[row / 2], heightLines[row / 2 + 1])
                        if b - a >= d - c {
                            Self.insert(SizeTile.middle(a, b), into: &widthLines)
                        } else {
                            Self.insert(SizeTile.middle(c, d), into: &heightLines)
                        }
                        cut = true
                    }
                    if cut { break }
                }
                if cut { break }
            }
            if !cut { break }
        }
        var pieces: [Piece] = []
        for row in 0..<(2 * heightLines.count - 1) {
            for column in 0..<(2 * widthLines.count - 1) {
                let sample = (width: value(column, in: widthLines), height: value(row, in: heightLines))
                var kind = Piece.Kind.proven
                if column % 2 == 1 && row % 2 == 1 {
                    kind = cellKinds[row * 10_000 + column]!
                } else if column % 2 == 0 && row % 2 == 1 {
                    kind = lineKind(verticalTiles[widthLines[column / 2]]!, at: sample.height)
                } else if column % 2 == 1 && row % 2 == 0 {
                    kind = lineKind(horizontalTiles[heightLines[row / 2]]!, at: sample.width)
                }
                pieces.append(Piece(column: column, row: row, kind: kind, sample: sample))
            }
        }
        return pieces
    }

    /// The width or height of a grid index: a line's value, or the middle of a gap.
    func value(_ index: Int, in lines: [Double]) -> Double {
        index % 2 == 0 ? lines[index / 2] : SizeTile.middle(lines[index / 2], lines[index / 2 + 1])
    }

    /// Whether the stretch of a line at `value` is proven by its sweep or lies in a band.
    private func lineKind(_ tiles: [SizeTile], at value: Double) -> Piece.Kind {
        let tile = tiles.first { $0.interval.lower <= value && value <= $0.interval.upper }
        return tile?.kind == .conflicts ? .conflicts : .proven
    }

    /// Sweeps every line not yet swept and adds the breakpoints found as lines, until none is
    /// new.
    private mutating func sweepLines() throws(RangeSweepFailure) {
        while true {
            var added = false
            for width in widthLines where verticalTiles[width] == nil {
                let layOut = self.layOut
                let sweep = RangeSweep(lower: heights.lowerBound, upper: heights.upperBound, inWidth: false) {
                    layOut(width, $0)
                }
                let tiles = try sweep.tiles()
                verticalTiles[width] = tiles
                for tile in tiles { added = Self.insert(tile.interval.lower, into: &heightLines) || added }
            }
            for height in heightLines where horizontalTiles[height] == nil {
                let layOut = self.layOut
                let sweep = RangeSweep(lower: widths.lowerBound, upper: widths.upperBound, inWidth: true) {
                    layOut($0, height)
                }
                let tiles = try sweep.tiles()
                horizontalTiles[height] = tiles
                for tile in tiles { added = Self.insert(tile.interval.lower, into: &widthLines) || added }
            }
            if !added { return }
            guard widthLines.count <= Self.maximumLines, heightLines.count <= Self.maximumLines else {
                throw .breakpointsAslant
            }
        }
    }

    /// How far apart two lines of the grid, or a decision's length and its boundary, must be to
    /// count as different: the sweep's tolerance, but never less than twice the millionth of a
    /// point frames are snapped to (`LayoutEngine.snapped`), since a lint decision on frames is
    /// that coarse: one breakpoint found at 403.499999 from one height and 403.5 from another
    /// is one line, not a cell a millionth wide whose corners decide differently.
    static func tolerance(at value: Double) -> Double {
        max(RangeSweep.tolerance(at: value), 2e-6)
    }

    /// Adds `value` to the sorted `lines` unless one lies within the tolerance of it.
    @discardableResult
    private static func insert(_ value: Double, into lines: inout [Double]) -> Bool {
        guard !lines.contains(where: { abs($0 - value) <= tolerance(at: value) }) else {
            return false
        }
        lines.append(value)
        lines.sort()
        return true
    }

    /// Proves a cell affine at its middle (see the type's description): its kind, or nil when
    /// a basis or a decision changes inside it. A cell whose middle conflicts is proven alike,
    /// and UIKit must break the same constraints all through it
    /// (``breaksSameConstraintsAlongSides(_:_:_:_:_:)``); one where a pass cannot say over
    /// which sizes its basis holds (UIKit breaks the root's own size) is a band of conflicts,
    /// proven at its middle only, as a line's sweep leaves such a conflict.
    private func prove(column: Int, row: Int) throws(RangeSweepFailure) -> Piece.Kind? {
        let (a, b) = (widthLines[column / 2], widthLines[column / 2 + 1])
        let (c, d) = (heightLines[row / 2], heightLines[row / 2 + 1])
        let middle = (width: SizeTile.middle(a, b), height: SizeTile.middle(c, d))
        let center = layOut(middle.width, middle.height)
        if center.regime.conflicted && !center.regime.isFollowableInBox { return .conflicts }
        let corners = [(a, c), (b, c), (a, d), (b, d)]
        // Lines within the tolerance of a breakpoint stand for it.
        let slack = Self.tolerance(at: max(b, d))
        guard corners.allSatisfy({ center.regime.basisHolds(width: $0.0, height: $0.1, slack: slack) }) else {
            return nil
        }
        let dw = min(middle.width - a, b - middle.width) / 2
        let dh = min(middle.height - c, d - middle.height) / 2
        let wider = layOut(middle.width + dw, middle.height)
        let higher = layOut(middle.width, middle.height + dh)
        let offsets = corners.map { ($0.0 - middle.width, $0.1 - middle.height) }
        switch center.regime.changeInside(
            alongWidth: wider.regime, alongHeight: higher.regime, dw: dw, dh: dh, corners: offsets,
            slack: slack)
        {
        case .none:
            break
        case .measurementVaries(let view):
            throw .measurementVaries(view?.accessibilityIdentifier, at: middle.width)
        case .at, .conflictChanges:
            return nil
        }
        guard !center.regime.conflicted || breaksSameConstraintsAlongSides(center.regime, a, b, c, d) else {
            return nil
        }
        let ids = center.lint.siblings.map { $0.map(\.id) }
        guard
            RegimeStep.alike(
                center: center.lint.steps, alongWidth: wider.lint.steps, alongHeight: higher.lint.steps,
                dw: dw,
                dh: dh, corners: offsets, slack: slack),
            ids == wider.lint.siblings.map({ $0.map(\.id) }),
            ids == higher.lint.siblings.map({ $0.map(\.id) })
        else { return nil }
        // Overlap, for the pairs whose boxes, swept over the cell (each edge is affine in the
        // size, so at its extremes at the corners), meet.
        for (index, group) in center.lint.siblings.enumerated() {
            let widerGroup = wider.lint.siblings[index]
            let higherGroup = higher.lint.siblings[index]
            let swept = group.indices.map { view in
                Self.sweptBox(
                    group[view].placed, wider: widerGroup[view].placed, higher: higherGroup[view].placed,
                    dw: dw,
                    dh: dh, corners: offsets)
            }
            let pairs = LayoutLint.pairsMeeting(swept)
            guard
                RegimeStep.alike(
                    center: LayoutLint.overlapSteps(group, pairs: pairs),
                    alongWidth: LayoutLint.overlapSteps(widerGroup, pairs: pairs),
                    alongHeight: LayoutLint.overlapSteps(higherGroup, pairs: pairs), dw: dw, dh: dh,
                    corners: offsets, slack: slack)
            else { return nil }
        }
        return .proven
    }

    /// Whether UIKit breaks the constraints `regime`, laid out at the middle of the cell from
    /// width `a` to `b` and height `c` to `d`, breaks just inside the middle of each of the
    /// cell's sides (a step in, as a line's sweep starts a stretch a step past its breakpoint).
    /// Each open side is a stretch of its line's sweep, over which UIKit breaks the same
    /// constraints; where it breaks those the middle breaks along all four, a conflict of the
    /// middle that stops somewhere inside the cell (where, with the basis of every pass
    /// holding, a constraint the middle breaks can be met) would have to stop along a boundary
    /// that crosses none of the cell's sides: a region wholly inside the cell, or a wedge from
    /// a corner within a step of a side (the window a line's sweep does not see either).
    private func breaksSameConstraintsAlongSides(
        _ regime: LayoutRegime, _ a: Double, _ b: Double, _ c: Double, _ d: Double
    ) -> Bool {
        let inWidth = min(RangeSweep.step(at: b), (b - a) / 4)
        let inHeight = min(RangeSweep.step(at: d), (d - c) / 4)
        let (width, height) = (SizeTile.middle(a, b), SizeTile.middle(c, d))
        let sides = [
            (a + inWidth, height), (b - inWidth, height), (width, c + inHeight), (width, d - inHeight),
        ]
        return sides.allSatisfy { regime.breaksSameConstraints(as: layOut($0.0, $0.1).regime) }
    }

    /// The box that holds a rectangle at every size of a cell: its edges extrapolated, from the
    /// middle and a layout `dw` wider and `dh` higher, to the cell's corners.
    private static func sweptBox(
        _ rect: CGRect, wider: CGRect, higher: CGRect, dw: Double, dh: Double, corners: [(Double, Double)]
    ) -> CGRect {
        func edge(_ value: (CGRect) -> CGFloat) -> [Double] {
            let here = Double(value(rect))
            let slopes = ((Double(value(wider)) - here) / dw, (Double(value(higher)) - here) / dh)
            return corners.map { here + slopes.0 * $0.0 + slopes.1 * $0.1 }
        }
        let left = edge { $0.minX }.min()!
        let right = edge { $0.maxX }.max()!
        let top = edge { $0.minY }.min()!
        let bottom = edge { $0.maxY }.max()!
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
