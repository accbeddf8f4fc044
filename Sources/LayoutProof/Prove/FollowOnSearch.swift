import LayoutRuntime

/// Which ambiguous views only follow from another's ambiguity: one missing constraint is one
/// error, at the view that lacks it, and what it alone leaves free (the views a stack view
/// arranges, a view placed from the ambiguous one) is a note under it.
///
/// A view follows from a cause when holding the cause's frame on that axis where the layout
/// put it leaves the view determined on that axis (``View/ambiguousAttributes(of:holding:)``:
/// exact, on a copy of the solver, without laying out again). Causes are tried outermost first,
/// then in spec order, so a stack view is the cause of what it arranges; an item already
/// following one cause is not tried again, and an item is only ever said to follow one tried
/// before it.
struct FollowOnSearch {
    let context: ProofContext

    /// For each of `items` (views' frames; content sizes are left to their own rule) that
    /// only follows from another of them on its axis: that other, its cause.
    func causes(among items: Set<AmbiguousItem>) -> [AmbiguousItem: AmbiguousItem] {
        let ordered = items.filter { !$0.isContent && context.views[$0.view] != nil }
            .sorted(by: causeOrder)
        var causes: [AmbiguousItem: AmbiguousItem] = [:]
        var trials = 0
        for (index, candidate) in ordered.enumerated() where causes[candidate] == nil {
            let later = ordered[(index + 1)...].filter { $0.axis == candidate.axis && causes[$0] == nil }
            guard !later.isEmpty, trials < Self.trialsPerSize, let view = context.views[candidate.view]
            else { continue }
            trials += 1
            let axis = candidate.axis
            let views = later.compactMap { context.views[$0.view] }
            let left = view.ambiguousAttributes(
                of: views, holding: [axis.positionAttribute, axis.sizeAttribute])
            for (item, attributes) in zip(later, left) where !attributes.contains(where: axis.contains) {
                causes[item] = candidate
            }
        }
        return causes
    }

    /// Outermost first (fewer superviews), then in spec order.
    private func causeOrder(_ lhs: AmbiguousItem, _ rhs: AmbiguousItem) -> Bool {
        let (left, right) = (depth(of: lhs), depth(of: rhs))
        return left != right ? left < right : context.explainedOrder(lhs, rhs)
    }

    private func depth(of item: AmbiguousItem) -> Int {
        var depth = 0
        var view = context.views[item.view]?.superview
        while let next = view {
            depth += 1
            view = next.superview
        }
        return depth
    }

    /// The most causes one size tries: each asks a copy of the solver which variables stay
    /// ambiguous.
    static let trialsPerSize = 20
}
