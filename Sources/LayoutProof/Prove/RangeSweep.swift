import LayoutRuntime
import LayoutSpec

/// A part of a range of sizes over which one proof holds: a single size (a breakpoint or an
/// end), the open stretch between two breakpoints, or a band of conflicts.
struct SizeTile {
    enum Kind: Equatable {
        /// One size, proven there.
        case point
        /// Sizes strictly between two breakpoints, where every pass of the layout keeps its
        /// basis and takes the same decisions: proven at its middle, it holds or fails alike
        /// everywhere in it.
        case stretch
        /// Sizes between the first conflict met from each end of the range, reported as one
        /// failure, proven at the first conflicting size met.
        case conflicts
    }

    var kind: Kind
    /// The widths or heights the tile covers, in the dimension swept: one for a point; a
    /// stretch between breakpoints holds neither end.
    var interval: SizeInterval
    /// The size the tile is proven at.
    var sample: Double
    /// For a breakpoint, what changes there; for a band of conflicts, what changes at the
    /// closed end it is proven at, when a breakpoint bounds it there.
    var reason: Reason?

    /// What changes at a breakpoint.
    enum Reason {
        /// The constraint becomes tight or exactly met there, or stops being so; its constant
        /// where it was found, which a constraint the runtime makes (a label's intrinsic width)
        /// changes from layout to layout.
        case constraint(LayoutConstraint, constant: CGFloat)
        /// A decision the runtime or lint takes from the frames: what it is about.
        case decision(String)
    }

    static func point(_ value: Double, reason: Reason? = nil) -> SizeTile {
        SizeTile(
            kind: .point, interval: .point(value), sample: value, reason: reason)
    }

    static func stretch(_ a: Double, _ b: Double) -> SizeTile {
        SizeTile(
            kind: .stretch,
            interval: SizeInterval(lower: min(a, b), upper: max(a, b), lowerIsOpen: true, upperIsOpen: true),
            sample: SizeTile.middle(a, b))
    }

    /// A short number between `a` and `b` near their middle, so that samples read well.
    static func middle(_ a: Double, _ b: Double) -> Double {
        let middle = (a + b) / 2
        let width = abs(b - a)
        var scale = 1.0
        while scale < 1e9 {
            let rounded = (middle * scale).rounded() / scale
            if abs(rounded - middle) < width / 4 { return rounded }
            scale *= 10
        }
        return middle
    }
}

/// Why a range could not be swept.
enum RangeSweepFailure: Error, Equatable {
    /// A measurement the layout holds fixed (a guide's insets) changes continuously with the
    /// size, which the sweep does not follow: the view's id, at a size where it does.
    case measurementVaries(String?, at: Double)
    /// Two breakpoints lie closer than the sweep's tolerance, at this size.
    case breakpointsTooClose(at: Double)
    /// A pass of the layout at this size did not hold the root's size by a constraint whose
    /// constant the solver moves, so it cannot say how far its basis holds.
    case sizeNotHeld(at: Double)
    /// In a box, the breakpoints found along the lines of its grid did not run out before
    /// ``BoxSweep/maximumLines``: a regime boundary runs aslant.
    case breakpointsAslant
    /// A self-sizing cell's fitted height changes with its width between these widths, and
    /// without a scale no pixel cuts them into heights held one at a time (``CellHeightSteps``).
    case cellHeightSlanted(from: Double, to: Double)
}

/// Cuts a range of root sizes in one dimension into tiles over which the layout is one affine
/// regime (see ``LayoutRegime``): the exact breakpoints where a pass pivots or a measurement
/// decides otherwise (a label wraps, a guide's inset starts to clamp, another arranged view is
/// tallest), and the stretches between them.
///
/// The sweep walks up from the range's smaller end. From each size it reads how far every
/// pass's basis holds, lays out there, and compares the decisions: where they differ it moves
/// to the size at which the first differing decision changes and lays out again, until both
/// ends of a stretch decide alike. Between the ends every frame is then affine and every
/// decision the same, so one size inside proves the stretch. When the walk meets a conflict, a
/// second walk comes down from the larger end, and the sizes between the two conflicts met are
/// one band of conflicts.
struct RangeSweep {
    let lower: Double
    let upper: Double
    let inWidth: Bool
    /// A layout at one size: its regime, and the decisions lint takes on its frames.
    struct Probe {
        var regime: LayoutRegime
        var lint: LintProbe

        /// How this probe's layout, at `x`, continues to `other`'s, at `y`: where the regime
        /// changes, or else where a lint check starts or stops firing. Overlap is decided for
        /// the pairs of siblings whose boxes, swept from one size to the other (every box
        /// between lies within the two), meet.
        func change(to other: Probe, from x: Double, to y: Double) -> LayoutRegime.Change {
            let change = regime.change(to: other.regime, from: x, to: y)
            guard change == .none else { return change }
            if let crossing = RegimeStep.firstChange(from: lint.steps, at: x, to: other.lint.steps, at: y) {
                return .at(crossing.at, crossing.subject)
            }
            guard lint.siblings.map({ $0.map(\.id) }) == other.lint.siblings.map({ $0.map(\.id) }) else {
                return .at(y, nil)
            }
            var earliest: (at: Double, subject: String?)?
            for (group, otherGroup) in zip(lint.siblings, other.lint.siblings) {
                let swept = zip(group, otherGroup).map { $0.placed.union($1.placed) }
                let pairs = LayoutLint.pairsMeeting(swept)
                let steps = LayoutLint.overlapSteps(group, pairs: pairs)
                let otherSteps = LayoutLint.overlapSteps(otherGroup, pairs: pairs)
                if let crossing = RegimeStep.firstChange(from: steps, at: x, to: otherSteps, at: y),
                    earliest.map({ abs(crossing.at - x) < abs($0.at - x) }) ?? true
                {
                    earliest = crossing
                }
            }
            return earliest.map { .at($0.at, $0.subject) } ?? .none
        }
    }

    /// Lays the scene out at a size in the swept dimension.
    let layOut: (Double) -> Probe

    init(lower: Double, upper: Double, inWidth: Bool, layOut: @escaping (Double) -> Probe) {
        self.lower = lower
        self.upper = upper
        self.inWidth = inWidth
        self.layOut = layOut
    }

    /// The step the sweep takes past a breakpoint to reach the next basis, and the distance
    /// within which two sizes count as one.
    static func step(at value: Double) -> Double { 1e-7 * max(1, abs(value)) }
    static func tolerance(at value: Double) -> Double { 1e-9 * max(1, abs(value)) }

    /// A size as messages print it: to three decimals, as breakpoints that lint's 1e-6
    /// tolerance moves (`300` for `299.999998`) and those where measured text wraps
    /// (`226.678` for `226.677796775`) are read. JSON keeps the exact values.
    static func displayed(_ value: Double) -> String { Diagnostic.measuredNumber(value) }

    /// The number ``displayed(_:)`` prints.
    static func displayedValue(_ value: Double) -> Double { Diagnostic.measured(value) }

    /// The tiles of the range, in increasing order, covering it without gaps.
    func tiles() throws(RangeSweepFailure) -> [SizeTile] {
        let up = try walk(from: lower, toward: upper)
        guard let conflict = up.conflict else { return up.tiles }
        let down = try walk(from: upper, toward: conflict.value)
        guard let end = down.conflict else {
            // The walk down met no conflict: the one found going up lies within the tolerance
            // of where it ended, a band of one size proven at that conflict.
            let band = SizeTile(
                kind: .conflicts, interval: .point(conflict.value), sample: conflict.sample,
                reason: conflict.reason)
            return up.tiles + [band] + down.tiles.reversed().dropFirst()
        }
        return try up.tiles + band(from: conflict, to: end, depth: 4) + down.tiles.reversed()
    }

    /// The tiles between two conflicts met walking in from either side: one band of conflicts,
    /// unless a size between them holds (looked for at the middle, then the quarters, and so
    /// on, 31 sizes in all): then the walks from that size out to each side, and the bands left
    /// on either side of them, looked into alike while `depth` lasts.
    private func band(
        from start: Walk.Conflict, to end: Walk.Conflict,
        depth: Int
    ) throws(RangeSweepFailure) -> [SizeTile] {
        // Proven at a closed end, a conflict met there, when it has one: a round number.
        let sample = !start.isOpen ? start.value : !end.isOpen ? end.value : start.sample
        let whole = SizeTile(
            kind: .conflicts,
            interval: SizeInterval(
                lower: start.value, upper: end.value, lowerIsOpen: start.isOpen, upperIsOpen: end.isOpen),
            sample: sample, reason: !start.isOpen ? start.reason : !end.isOpen ? end.reason : nil)
        guard depth > 0, end.value - start.value > 2 * Self.step(at: end.value) else { return [whole] }
        var holding: Double?
        search: for level in 1...5 {
            let parts = 1 << level
            for index in stride(from: 1, to: parts, by: 2) {
                let value = start.value + (end.value - start.value) * Double(index) / Double(parts)
                if !layOut(value).regime.conflicted {
                    holding = value
                    break search
                }
            }
        }
        guard let middle = holding else { return [whole] }
        let down = try walk(from: middle, toward: start.value)
        let up = try walk(from: middle, toward: end.value)
        var below: [SizeTile] = []
        if let conflict = down.conflict { below = try band(from: start, to: conflict, depth: depth - 1) }
        var above: [SizeTile] = []
        if let conflict = up.conflict { above = try band(from: conflict, to: end, depth: depth - 1) }
        return below + down.tiles.reversed() + up.tiles.dropFirst() + above
    }

    private struct Walk {
        var tiles: [SizeTile] = []
        /// The first conflict met: at `value` itself, or just past it (`isOpen`), proven at
        /// `sample`; `reason` is what changes at `value` when the walk found it a breakpoint.
        typealias Conflict = (value: Double, isOpen: Bool, sample: Double, reason: SizeTile.Reason?)
        var conflict: Conflict?
    }

    /// Walks from `start` toward `end` until it reaches `end` or meets a conflict it cannot
    /// follow (one where a pass cannot say how far its basis holds, such as one that breaks the
    /// root's size). A conflict it can follow is a regime like any other: the stretches across
    /// it are proven all through, and where UIKit starts to break other constraints is a
    /// breakpoint.
    private func walk(from start: Double, toward end: Double) throws(RangeSweepFailure) -> Walk {
        var walk = Walk()
        let direction: Double = end >= start ? 1 : -1
        /// Whether `a` lies at or beyond `b` in the direction of travel, within the tolerance.
        func reaches(_ a: Double, _ b: Double) -> Bool { (a - b) * direction >= -Self.tolerance(at: b) }
        var x = start
        if stops(layOut(x)) {
            walk.conflict = (x, false, x, nil)
            return walk
        }
        walk.tiles.append(.point(x))
        while !reaches(x, end) {
            // The stretch starts just past x, where the basis that holds beyond x is found: a
            // step ahead, or less when another breakpoint lies within the step.
            var stepSize = min(Self.step(at: x), abs(end - x) / 2)
            var base = x
            var baseProbe: Probe
            var baseRange: ClosedRange<Double>
            while true {
                base = x + direction * stepSize
                baseProbe = layOut(base)
                if stops(baseProbe) {
                    walk.conflict = (x, true, base, nil)
                    return walk
                }
                guard let range = baseProbe.regime.stableRange(width: inWidth) else {
                    throw .sizeNotHeld(at: base)
                }
                baseRange = range
                let behind = direction > 0 ? range.lowerBound : range.upperBound
                if reaches(x, behind) { break }
                stepSize = abs(behind - x) / 2
                guard stepSize > Self.tolerance(at: x) else { throw .breakpointsTooClose(at: x) }
            }
            let ahead = direction > 0 ? baseRange.upperBound : baseRange.lowerBound
            var reason: SizeTile.Reason?
            if !reaches(ahead, end), let ends = baseProbe.regime.stableRangeEnds(width: inWidth),
                let constraint = direction > 0 ? ends.upper : ends.lower
            {
                reason = .constraint(constraint, constant: constraint.constant)
            }
            let (y, next, why) = try stretchEnd(
                from: x, base: (base, baseProbe), toward: reaches(ahead, end) ? end : ahead, reason: reason,
                reaches: reaches)
            walk.tiles.append(.stretch(x, y))
            if stops(next) {
                // A breakpoint where the layout stops holding is still one: say what changes.
                walk.conflict = (y, false, y, reaches(y, end) ? nil : why)
                return walk
            }
            walk.tiles.append(.point(y, reason: reaches(y, end) ? nil : why))
            x = y
        }
        return walk
    }

    /// Whether the walk stops at a layout: a conflict it cannot follow.
    private func stops(_ probe: Probe) -> Bool {
        probe.regime.conflicted && !probe.regime.isFollowable(width: inWidth)
    }

    /// What a breakpoint found where UIKit starts to break other required constraints names.
    static let conflictChangeSubject = "which required constraints UIKit breaks"

    /// Where the stretch that starts just past `x` ends, toward `ahead` (where the basis laid
    /// out at `base` stops holding, for `reason`): the first size from which the decisions
    /// taken at the base are not all taken alike, the layout there, and what changes there.
    private func stretchEnd(
        from x: Double, base: (value: Double, probe: Probe), toward ahead: Double, reason: SizeTile.Reason?,
        reaches: (Double, Double) -> Bool
    ) throws(RangeSweepFailure) -> (Double, Probe, SizeTile.Reason?) {
        let direction: Double = ahead >= x ? 1 : -1
        var y = ahead
        var reason = reason
        var next = layOut(y)
        var attempts = 0
        while true {
            guard var (crossing, about) = try firstChange(from: base, to: (y, next), at: x) else {
                return (y, next, reason)
            }
            if abs(crossing - y) <= Self.tolerance(at: y) {
                // A decision changes at y itself; one after it may change before y unseen, so
                // the decisions just before y must be those at the base.
                let before = y - direction * Self.step(at: y)
                let atY = about ?? reason
                if reaches(base.value, before) { return (y, next, atY) }
                guard let earlier = try firstChange(from: base, to: (before, layOut(before)), at: x) else {
                    return (y, next, atY)
                }
                (crossing, about) = earlier
            }
            guard !reaches(base.value, crossing) else { throw .breakpointsTooClose(at: x) }
            attempts += 1
            guard attempts < 1000 else { throw .breakpointsTooClose(at: x) }
            y = crossing
            reason = about
            next = layOut(y)
        }
    }

    /// Where between the base and `other` the base's decisions stop being taken alike, and
    /// what about; nil when they are taken alike. Where UIKit starts to break other
    /// constraints is looked for by halving, to within the tolerance.
    private func firstChange(
        from base: (value: Double, probe: Probe), to other: (value: Double, probe: Probe), at x: Double
    ) throws(RangeSweepFailure) -> (Double, SizeTile.Reason?)? {
        switch base.probe.change(to: other.probe, from: base.value, to: other.value) {
        case .none:
            return nil
        case .measurementVaries(let view):
            throw .measurementVaries(view?.accessibilityIdentifier, at: x)
        case .at(let found, let subject):
            return (found, subject.map { .decision($0) })
        case .conflictChanges:
            var (alike, differs) = (base.value, other.value)
            while abs(differs - alike) > Self.tolerance(at: differs) {
                let middle = (alike + differs) / 2
                let probe = layOut(middle)
                if base.probe.change(to: probe, from: base.value, to: middle) == .none {
                    alike = middle
                } else {
                    differs = middle
                }
            }
            // Where UIKit stops breaking a constraint, the basis of the layout a step past it,
            // which holds that constraint, ends exactly there (where it is exactly met): at the
            // bracket itself, the solver's tolerance still lets its row fall short.
            let upward = differs > alike
            let past = differs + (upward ? 1 : -1) * Self.step(at: differs)
            if let ends = layOut(past).regime.stableRangeEnds(width: inWidth) {
                let end = upward ? ends.range.lowerBound : ends.range.upperBound
                if abs(end - differs) <= 2 * Self.tolerance(at: differs) + 1e-8 {
                    return (
                        end, (upward ? ends.lower : ends.upper).map { .constraint($0, constant: $0.constant) }
                    )
                }
            }
            return (differs, .decision(Self.conflictChangeSubject))
        }
    }
}
