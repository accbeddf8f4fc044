import LayoutSolver

/// One decision a layout took from its frames or its root's size: a comparison of two lengths
/// (a guide's inset against its limit, the tallest arranged view) or where a wrapping text
/// breaks its lines.
///
/// Each is recorded with the quantity it looked at, so that two layouts of the same hierarchy
/// at two root sizes show where between them the decision changes: between two sizes where
/// every pass keeps its basis, the quantity is an affine function of the size.
package struct RegimeStep: Equatable, Sendable {
    /// The quantity: a difference that is compared with 0, or a length that lies in a band.
    package var value: Double
    /// What was decided: 1 or 0 for a comparison; for a band, a number that tells it apart
    /// from the other bands of the same quantity.
    package var outcome: Int
    /// For a band, the values of ``value`` (from `lower`, included, to `upper`) over which the
    /// decision holds; nil for a comparison with 0.
    package var lower: Double?
    package var upper: Double?
    /// What the decision is about, as a breakpoint names it: "how many characters of 'title'
    /// fit on a line".
    package var subject: String?

    /// `difference >= 0` (or whatever the caller decided from `difference`, `decided`).
    package static func comparison(_ difference: CGFloat, _ decided: Bool) -> RegimeStep {
        RegimeStep(value: Double(difference), outcome: decided ? 1 : 0, lower: nil, upper: nil, subject: nil)
    }

    /// How `text` wraps at `width`: the same while the width stays in the band of widths at
    /// which it lays out in the same lines (``TextMetrics/sameLinesBand(of:font:maxWidth:maxLines:)``).
    package static func wrapping(
        _ text: String, font: Font, maxLines: Int, width: CGFloat, subject: String
    ) -> RegimeStep {
        let band = TextMetrics.sameLinesBand(of: text, font: font, maxWidth: width, maxLines: maxLines)
        return RegimeStep(
            value: Double(width), outcome: band.name, lower: band.lower, upper: band.upper,
            subject: subject)
    }

    /// Where between `x` and `y` the first decision of `a` (taken at `x`) that `b` (taken at
    /// `y`) does not take alike changes, when every quantity is affine between them: nil when
    /// they decide alike. Decisions after the first that differs may have been taken on other
    /// grounds and are not read; a list that ends first changes at `y`.
    package static func firstChange(
        from a: [RegimeStep], at x: Double, to b: [RegimeStep], at y: Double
    ) -> (at: Double, subject: String?)? {
        for (step, other) in zip(a, b) where step.outcome != other.outcome {
            let boundary = step.boundary(toward: other)
            // A quantity on its boundary at both sizes is one decision taken either way by
            // rounding: it has not changed.
            if abs(step.value - boundary) <= 1e-9, abs(other.value - boundary) <= 1e-9 { continue }
            let run = other.value - step.value
            guard abs(run) > 1e-12 else { return (x, step.subject) }
            let fraction = min(max((boundary - step.value) / run, 0), 1)
            return (x + fraction * (y - x), step.subject)
        }
        return a.count == b.count ? nil : (y, nil)
    }

    /// Whether the decisions `center` (taken at a size), `alongWidth` and `alongHeight` (taken
    /// `dw` wider and `dh` higher, every quantity affine in the size between them) are taken
    /// alike everywhere strictly inside the rectangle whose corners lie at `corners` (offsets
    /// of width and height from the center): each quantity, extrapolated to the corners, stays
    /// on its side of its boundary, so by convexity it does inside. A corner may lie `slack`
    /// points past a boundary: a caller that tells sizes apart to within `slack` draws its
    /// rectangles' sides at breakpoints to that precision.
    package static func alike(
        center: [RegimeStep], alongWidth: [RegimeStep], alongHeight: [RegimeStep], dw: Double, dh: Double,
        corners: [(Double, Double)], slack: Double
    ) -> Bool {
        guard center.count == alongWidth.count, center.count == alongHeight.count else { return false }
        for ((step, wider), higher) in zip(zip(center, alongWidth), alongHeight) {
            guard step.outcome == wider.outcome, step.outcome == higher.outcome else { return false }
            let slopes = ((wider.value - step.value) / dw, (higher.value - step.value) / dh)
            let tolerance = 1e-9 + slack * (abs(slopes.0) + abs(slopes.1))
            let values = corners.map { step.value + slopes.0 * $0.0 + slopes.1 * $0.1 }
            if let lower = step.lower, let upper = step.upper {
                let constant = abs(slopes.0) <= 1e-9 && abs(slopes.1) <= 1e-9
                guard constant || (step.value > lower + tolerance && step.value < upper - tolerance) else {
                    return false
                }
                guard values.allSatisfy({ $0 >= lower - tolerance && $0 <= upper + tolerance }) else {
                    return false
                }
            } else if step.value > tolerance {
                guard values.allSatisfy({ $0 >= -tolerance }) else { return false }
            } else if step.value < -tolerance {
                guard values.allSatisfy({ $0 <= tolerance }) else { return false }
            } else {
                guard values.allSatisfy({ abs($0) <= tolerance }) else { return false }
            }
        }
        return true
    }

    /// The value of ``value`` at which the decision turns from this step's outcome toward
    /// `other`'s: for a band, its end on `other`'s side.
    func boundary(toward other: RegimeStep) -> Double {
        guard let lower, let upper else { return 0 }
        return other.value > value ? upper : lower
    }
}

/// What one layout of a hierarchy depended on, recorded pass by pass when the root asks for it
/// (``View/recordsLayoutRegime``): the root sizes over which each pass's solve stays affine, and
/// every decision the runtime took from the solved frames and the root's size.
///
/// Two layouts of the same hierarchy at two root sizes that differ in one dimension, whose
/// passes hold the same measurements and decide alike, lay out every size between them by the
/// same passes, with every frame an affine function of the size: ``change(to:from:to:)`` says
/// whether that is so, and where it stops being so. This is what proving a spec over a range of
/// sizes rests on (docs/SpecLanguage.md, "Ranges of sizes").
package struct LayoutRegime {
    /// One solve and what it measured.
    package struct Pass {
        /// The root widths and heights around the laid-out one over which this solve keeps its
        /// basis: every value is affine in the root's size there, and nothing pivots. Nil when
        /// the root's size is not held by a constraint the solver can move.
        package var widths: ClosedRange<Double>?
        package var heights: ClosedRange<Double>?
        /// The constraints whose rows end ``widths`` and ``heights``, at their smaller and larger
        /// ends: each becomes tight or exactly met there, or stops being so.
        package var widthEnds: (lower: LayoutConstraint?, upper: LayoutConstraint?) = (nil, nil)
        package var heightEnds: (lower: LayoutConstraint?, upper: LayoutConstraint?) = (nil, nil)
        /// The root sizes over which this solve keeps its basis when width and height move
        /// together: sides of the solver's stable region in the two constants, whose
        /// coefficients are per point of width and of height. Nil when the root's size is not
        /// held by constraints the solver can move.
        var region: [RegionBound]?
        /// The decisions of the plan (the first guess of guide insets) and of the measurements
        /// after the solve, in the order taken.
        package var steps: [RegimeStep]
        /// What the pass held fixed.
        var held: LayoutEngine.Measurements
        /// The required constraints the pass broke, each with those it conflicts with (their
        /// identities), in the order refused: between two sizes where these differ, UIKit
        /// breaks other constraints somewhere, which no basis shows.
        var refused: [[ObjectIdentifier]] = []

        init(steps: [RegimeStep], held: LayoutEngine.Measurements) {
            self.steps = steps
            self.held = held
        }
    }

    /// How a layout's regime continues toward another size.
    package enum Change: Equatable {
        /// Every pass decides alike and holds the same measurements at both sizes.
        case none
        /// The first decision that differs changes at this size between the two; what it is
        /// about.
        case at(Double, String?)
        /// A pass holds a measurement (a guide's insets) that changes continuously with the size;
        /// its view.
        case measurementVaries(View?)
        /// A pass breaks other required constraints at the two sizes: where between them that
        /// changes is no quantity's crossing, and has to be looked for.
        case conflictChanges
    }

    /// Whether every pass can say how far its basis holds in the dimension `width` or height:
    /// then the sweep follows the layout there, conflicts and all.
    package func isFollowable(width: Bool) -> Bool { stableRange(width: width) != nil }

    /// Whether every pass can say over which root sizes, the width and the height moving
    /// together, its basis holds: then a box's cell is proven like any other, conflicts and all.
    package var isFollowableInBox: Bool { passes.allSatisfy { $0.region != nil } }

    /// Whether `other`, the same hierarchy laid out at another size, breaks the same required
    /// constraints as this layout, pass by pass.
    package func breaksSameConstraints(as other: LayoutRegime) -> Bool {
        passes.map(\.refused) == other.passes.map(\.refused)
    }

    package var passes: [Pass] = []
    /// The root's size the layout was made at.
    package let size: CGSize
    /// Whether a required constraint was left out of a pass (a conflict).
    package var conflicted = false
    /// Whether the measurements settled.
    package var settled = true
    /// The views of the hierarchy and their guides, in hierarchy order, each with the view it
    /// names: what a varying measurement is reported by.
    var items: [(key: ObjectIdentifier, view: View)] = []

    /// Whether every pass keeps its basis at the root size `width` x `height`, or within
    /// `slack` points of it: then every value is affine in the size on the segment from the
    /// laid-out size to it.
    package func basisHolds(width: Double, height: Double, slack: Double) -> Bool {
        let d = [width - Double(size.width), height - Double(size.height)]
        return passes.allSatisfy { pass in
            pass.region.map { $0.allSatisfy { $0.holds(at: d, slack: slack) } } ?? false
        }
    }

    /// How this regime, of a layout at the middle of a rectangle of root sizes, compares with
    /// `alongWidth` and `alongHeight`, the same hierarchy laid out `dw` wider and `dh` higher:
    /// whether every pass decides alike strictly inside the rectangle whose corners lie at
    /// `corners` (offsets from the middle), holding the same measurements. Nil when they
    /// decide alike; else what varies, or `.at` with no size when a decision changes inside.
    package func changeInside(
        alongWidth: LayoutRegime, alongHeight: LayoutRegime, dw: Double, dh: Double,
        corners: [(Double, Double)],
        slack: Double
    ) -> Change {
        guard passes.count == alongWidth.passes.count, passes.count == alongHeight.passes.count else {
            return .at(.nan, nil)
        }
        for (index, pass) in passes.enumerated() {
            let wider = alongWidth.passes[index]
            let higher = alongHeight.passes[index]
            guard
                RegimeStep.alike(
                    center: pass.steps, alongWidth: wider.steps, alongHeight: higher.steps, dw: dw, dh: dh,
                    corners: corners, slack: slack)
            else { return .at(.nan, nil) }
            guard pass.refused == wider.refused, pass.refused == higher.refused else { return .at(.nan, nil) }
            for other in [wider, higher] {
                if let item = items.first(where: { !pass.held.agree(with: other.held, at: $0.key) }) {
                    return .measurementVaries(item.view)
                }
            }
        }
        return .none
    }

    /// The sizes around the laid-out one, in the dimension `width` or height, over which every
    /// pass keeps its basis; nil when a pass cannot say.
    package func stableRange(width: Bool) -> ClosedRange<Double>? {
        stableRangeEnds(width: width)?.range
    }

    /// ``stableRange(width:)`` with the constraint whose row ends it at each end, from the
    /// pass that ends it first.
    package func stableRangeEnds(width: Bool) -> (
        range: ClosedRange<Double>, lower: LayoutConstraint?, upper: LayoutConstraint?
    )? {
        var lower = -Double.infinity
        var upper = Double.infinity
        var lowerEnd: LayoutConstraint?
        var upperEnd: LayoutConstraint?
        for pass in passes {
            guard let range = width ? pass.widths : pass.heights else { return nil }
            let ends = width ? pass.widthEnds : pass.heightEnds
            if range.lowerBound > lower { (lower, lowerEnd) = (range.lowerBound, ends.lower) }
            if range.upperBound < upper { (upper, upperEnd) = (range.upperBound, ends.upper) }
        }
        return lower <= upper ? (lower...upper, lowerEnd, upperEnd) : nil
    }

    /// How this regime, of a layout at size `x` in one dimension, continues to `other`, the
    /// regime of the same hierarchy at `y` in the same dimension, the other unchanged. The
    /// caller makes sure that `y` lies within this layout's ``stableRange(width:)``.
    ///
    /// Pass by pass, while both hold the same measurements, each solve is affine between `x`
    /// and `y`, so each decision's quantity is too: the first decision that differs gives the
    /// size at which its quantity crosses its boundary. Decisions after it in the same pass may
    /// have been taken on other grounds and are not read.
    package func change(to other: LayoutRegime, from x: Double, to y: Double) -> Change {
        for (index, pass) in passes.enumerated() {
            guard index < other.passes.count else { return .at(y, nil) }
            let next = other.passes[index]
            if let crossing = RegimeStep.firstChange(from: pass.steps, at: x, to: next.steps, at: y) {
                return .at(crossing.at, crossing.subject)
            }
            if pass.steps.count != next.steps.count { return .at(y, nil) }
            if pass.refused != next.refused { return .conflictChanges }
            if let item = items.first(where: { !pass.held.agree(with: next.held, at: $0.key) }) {
                return .measurementVaries(item.view)
            }
        }
        return passes.count == other.passes.count ? .none : .at(y, nil)
    }
}

extension LayoutEngine.Measurements {
    /// Whether `other` holds what these hold for the view or guide `key`, within 1e-9.
    func agree(with other: Self, at key: ObjectIdentifier) -> Bool {
        guard (intrinsicSizes[key] == nil) == (other.intrinsicSizes[key] == nil),
            (guideInsets[key] == nil) == (other.guideInsets[key] == nil)
        else { return false }
        if let size = intrinsicSizes[key] {
            guard let old = other.intrinsicSizes[key], abs(old.width - size.width) <= 1e-9,
                abs(old.height - size.height) <= 1e-9
            else { return false }
        }
        if let insets = guideInsets[key] {
            guard let old = other.guideInsets[key], old.isClose(to: insets) else { return false }
        }
        return other.baselines[key] == baselines[key] && other.tallestArranged[key] == tallestArranged[key]
    }
}
