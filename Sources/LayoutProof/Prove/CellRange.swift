import LayoutRuntime
import LayoutSpec

/// The heights UIKit imposes on a self-sizing cell's content view over a range of widths
/// (docs/Cells.md, "A range of widths"): the fitted height (``CellHeights``) is affine in the
/// width between the breakpoints of the fitting pass, where a label wraps otherwise or a
/// constraint becomes tight, and the height imposed is that rounded up to the pixel, so it
/// changes again wherever the fitted height crosses a pixel. Between those widths the content
/// view is laid out at one height, and the range of sizes the cell takes is a union of lines of
/// widths at one height each, which ``RangeSweep`` proves as it proves any screen's.
struct CellHeightSteps {
    /// Widths over which the imposed height is one.
    struct Step {
        var widths: SizeInterval
        var height: Double
        /// Whether the widths are a band of conflicts of the fitting pass, whose height is
        /// known at its sample only: the step is proven there only.
        var isSampleOnly = false
        /// The width the height was fitted at.
        var sample: Double
    }

    var steps: [Step] = []
    /// Where the imposed height changes, and why: a breakpoint of the fitting pass, or a pixel
    /// the fitted height crosses.
    var breakpoints: [(value: Double, reason: SizeTile.Reason)] = []

    /// Fits `root`, a cell's content view, over `range`'s widths.
    init(root: View, range: SizeSpec) throws(RangeSweepFailure) {
        let scale = range.displayScale
        func fitted(_ width: Double) -> (height: Double, regime: LayoutRegime) {
            range.sample(width: width, height: 0).environment.apply(to: root)
            let fit = root.cellFittingRegime(CGSize(width: width, height: 0))
            return (Double(fit.size.height), fit.regime)
        }
        func imposed(_ height: Double) -> Double { CellHeights.imposed(height, scale: scale) }
        let sweep = RangeSweep(lower: range.width, upper: range.upperBound!.width, inWidth: true) {
            RangeSweep.Probe(regime: fitted($0).regime, lint: LintProbe())
        }
        for tile in try sweep.tiles() {
            let sample = fitted(tile.sample).height
            switch tile.kind {
            case .point, .conflicts:
                if case .point = tile.kind, let reason = tile.reason {
                    breakpoints.append((tile.sample, reason))
                }
                steps.append(
                    Step(
                        widths: tile.interval, height: imposed(sample), isSampleOnly: tile.kind == .conflicts,
                        sample: tile.sample))
            case .stretch:
                // Affine between the tile's ends: a second width inside gives the slope.
                let other = (tile.sample + tile.interval.upper) / 2
                let slope = (fitted(other).height - sample) / (other - tile.sample)
                let rise = slope * (tile.interval.upper - tile.interval.lower)
                guard abs(rise) > 1e-9 else {
                    steps.append(Step(widths: tile.interval, height: imposed(sample), sample: tile.sample))
                    continue
                }
                guard let scale else {
                    throw .cellHeightSlanted(from: tile.interval.lower, to: tile.interval.upper)
                }
                cutAtPixels(
                    tile.interval, height: { sample + slope * ($0 - tile.sample) }, slope: slope,
                    scale: scale,
                    imposed: imposed)
            }
        }
    }

    /// The steps of a stretch of widths over which the fitted height, `height(width)`, moves by
    /// `slope` a point of width: a step at each width where it is on a pixel, and between them.
    private mutating func cutAtPixels(
        _ widths: SizeInterval, height: (Double) -> Double, slope: Double, scale: Double,
        imposed: (Double) -> Double
    ) {
        let ends = [height(widths.lower), height(widths.upper)].sorted()
        // The pixels strictly inside the heights the stretch takes.
        let first = Int((ends[0] * scale + 1e-9).rounded(.down)) + 1
        let last = Int((ends[1] * scale - 1e-9).rounded(.up)) - 1
        var crossings: [(width: Double, height: Double)] = []
        if first <= last {
            for pixel in first...last {
                let onPixel = Double(pixel) / scale
                crossings.append((widths.lower + (onPixel - height(widths.lower)) / slope, onPixel))
            }
        }
        crossings.sort { $0.width < $1.width }
        var lower = widths.lower
        for crossing in crossings {
            let middle = (lower + crossing.width) / 2
            steps.append(
                Step(
                    widths: SizeInterval(
                        lower: lower, upper: crossing.width, lowerIsOpen: true, upperIsOpen: true),
                    height: imposed(height(middle)), sample: middle))
            steps.append(
                Step(widths: .point(crossing.width), height: crossing.height, sample: crossing.width))
            breakpoints.append(
                (
                    crossing.width,
                    .decision(
                        "the pixel UIKit rounds the content view's height up to (\(CellHeights.text(crossing.height)) here)"
                    )
                ))
            lower = crossing.width
        }
        steps.append(
            Step(
                widths: SizeInterval(lower: lower, upper: widths.upper, lowerIsOpen: true, upperIsOpen: true),
                height: imposed(height((lower + widths.upper) / 2)), sample: (lower + widths.upper) / 2))
    }

    /// The steps, neighbours of one height merged: the widths each line of sizes covers.
    var lines: [Step] {
        var merged: [Step] = []
        for step in steps {
            if var last = merged.last, !last.isSampleOnly, !step.isSampleOnly, last.height == step.height {
                last.widths.upper = step.widths.upper
                last.widths.upperIsOpen = step.widths.upperIsOpen
                merged[merged.count - 1] = last
            } else {
                merged.append(step)
            }
        }
        return merged
    }
}

extension SweptRange {
    /// Sweeps a self-sizing cell's range of widths: each line of widths at one imposed height
    /// (``CellHeightSteps``) as a range of widths at that height, its ends where the height
    /// changes left to the neighbouring lines.
    init(
        cell range: SizeSpec, root: View, context: ProofContext,
        probe: @escaping (Double, Double) -> RangeSweep.Probe
    ) throws(RangeSweepFailure) {
        let fitting = try CellHeightSteps(root: root, range: range)
        var lineTiles: [(tile: Tile, isPoint: Bool)] = []
        let lines = fitting.lines
        // What changes the height where one line of widths meets the next; inside a line, the
        // breakpoints of its own sweep.
        var found = fitting.breakpoints.filter { breakpoint in
            lines.dropFirst().contains { $0.widths.lower == breakpoint.value }
        }
        for line in lines {
            let widths = line.widths
            guard !line.isSampleOnly, widths.lower < widths.upper else {
                lineTiles.append(
                    (
                        (widths, .point(line.height), (line.sample, line.height), line.isSampleOnly),
                        !line.isSampleOnly
                    ))
                continue
            }
            let sweep = RangeSweep(lower: widths.lower, upper: widths.upper, inWidth: true) {
                probe($0, line.height)
            }
            for tile in try sweep.tiles() {
                var interval = tile.interval
                if interval.lower == widths.lower, widths.lowerIsOpen { interval.lowerIsOpen = true }
                if interval.upper == widths.upper, widths.upperIsOpen { interval.upperIsOpen = true }
                // An end of the line where the height is another's, as a point or a band of one.
                guard interval.lower < interval.upper || !(interval.lowerIsOpen || interval.upperIsOpen)
                else {
                    continue
                }
                if tile.kind == .point, let reason = tile.reason { found.append((tile.sample, reason)) }
                lineTiles.append(
                    (
                        (interval, .point(line.height), (tile.sample, line.height), tile.kind == .conflicts),
                        tile.kind == .point
                    ))
            }
        }
        let widthLines = Array(Set(lineTiles.flatMap { [$0.tile.widths.lower, $0.tile.widths.upper] }))
            .sorted()
        grid = RangeGrid(
            range: range, widthLines: widthLines, heightLines: [range.height], covers: [], samples: [],
            isPoint: [])
        for (tile, isPoint) in lineTiles {
            append(tile, covering: RangeGrid.indices(inside: tile.widths, of: widthLines), isPoint: isPoint)
        }
        for (value, reason) in found.sorted(by: { $0.value < $1.value }) {
            let breakpoint = RangeProof.Breakpoint(
                inWidth: true, value: value, reason: context.describe(reason))
            // A change the fitting and the line's own sweep both found is one breakpoint.
            guard
                !breakpoints.contains(where: {
                    $0.displayedValue == breakpoint.displayedValue && $0.reason == breakpoint.reason
                })
            else { continue }
            breakpoints.append(breakpoint)
        }
    }
}
