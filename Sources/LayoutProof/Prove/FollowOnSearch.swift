import LayoutRuntime

/// What an ambiguous item only follows from: a tie (by its index in the snapshot's ties), or
/// an ambiguous frame on one axis, another view's or its own across (a height that is a tenth
/// of a free width).
enum AmbiguityCause: Hashable {
    case tie(Int)
    case view(AmbiguousItem)

    var isTie: Bool {
        if case .tie = self { return true }
        return false
    }
}

/// Which ambiguity follows from which, in one layout (``FollowOnSearch``).
struct FollowOns {
    /// The ambiguous views that their cause alone leaves free: settled once it is.
    var causes: [AmbiguousItem: AmbiguityCause] = [:]
    /// The ambiguous views a cause settles only in part: the attributes on the item's axis
    /// that stay ambiguous, which are the view's own error.
    var remaining: [AmbiguousItem: [LayoutAttribute]] = [:]
}

/// Which ambiguous views only follow from another ambiguity: one missing constraint is one
/// error, at the view that lacks it, and what it alone leaves free (the views a stack view
/// arranges, a view placed from the ambiguous one, a view placed from what a tie leaves free) is
/// a note under that error.
///
/// A view follows from a cause when holding the cause where the layout put it leaves the view
/// determined on its axis (``View/ambiguousAttributes(of:holding:)``: exact, on a copy of the
/// solver, without laying out again). A tie is held by holding everything it explains, which
/// is what settling it does. Ties are tried first, then the ambiguous views: those missing only a
/// size innermost first (a container is sized by what it holds), then those whose position is
/// free outermost first (a stack view places what it arranges). An item already following a
/// cause is not tried, and a view is only said to follow one tried before it.
struct FollowOnSearch {
    let context: ProofContext

    /// What follows from what among `items` (views' frames; content sizes are left to their
    /// own rule) that `ties` do not explain.
    func search(among items: Set<AmbiguousItem>, ties: [Tie]) -> FollowOns {
        let unexplained = ties.reduce(items) { $0.subtracting($1.explains) }
        let ordered = unexplained.filter { !$0.isContent && context.views[$0.view] != nil }
            .sorted(by: causeOrder)
        // Holding an item settles only what its ambiguous variables reach through ambiguous
        // ones: the items that share one of its sets of constraints.
        var groups: [AmbiguousItem: Set<Int>] = [:]
        for item in ordered + ties.flatMap(\.explains) where !item.isContent {
            groups[item] = Set(context.views[item.view]?.ambiguityGroups(for: item.axis) ?? [])
        }
        func reached(from held: Set<Int>, _ items: some Sequence<AmbiguousItem>) -> [AmbiguousItem] {
            items.filter { !(groups[$0] ?? []).isDisjoint(with: held) }
        }
        var found = FollowOns()
        var trials = 0
        for (index, tie) in ties.enumerated() where trials < Self.trialsPerSize {
            let explained = tie.explains.filter { !$0.isContent }
            let targets = reached(
                from: explained.reduce(into: Set<Int>()) { $0.formUnion(groups[$1] ?? []) },
                ordered.filter { found.causes[$0] == nil })
            guard !targets.isEmpty else { continue }
            trials += 1
            settle(targets, holding: explained.compactMap(holding), by: .tie(index), into: &found)
        }
        for (index, candidate) in ordered.enumerated() where found.causes[candidate] == nil {
            let later = reached(
                from: groups[candidate] ?? [],
                ordered[(index + 1)...].filter { found.causes[$0] == nil })
            guard !later.isEmpty, trials < Self.trialsPerSize, let held = holding(candidate) else { continue }
            trials += 1
            settle(later, holding: [held], by: .view(candidate), into: &found)
        }
        return found
    }

    /// Records which of `items` holding `held` settles, wholly or in part.
    private func settle(
        _ items: [AmbiguousItem], holding held: [(view: View, attributes: [LayoutAttribute])],
        by cause: AmbiguityCause, into found: inout FollowOns
    ) {
        let views = items.compactMap { context.views[$0.view] }
        let left = context.scene.root.ambiguousAttributes(of: views, holding: held)
        for ((item, view), attributes) in zip(zip(items, views), left) {
            let onAxis = attributes.filter(item.axis.contains)
            let before = found.remaining[item] ?? view.ambiguousAttributes.filter(item.axis.contains)
            if onAxis.isEmpty {
                found.causes[item] = cause
                found.remaining[item] = nil
            } else if onAxis.count < before.count {
                found.remaining[item] = onAxis
            }
        }
    }

    /// A view's position and size along the item's axis, to hold.
    private func holding(_ item: AmbiguousItem) -> (view: View, attributes: [LayoutAttribute])? {
        context.views[item.view].map { ($0, [item.axis.positionAttribute, item.axis.sizeAttribute]) }
    }

    /// Views whose position on the axis is determined and whose size is not first, innermost
    /// first: a container takes its size from what it holds, so the innermost lacks it. Then
    /// views whose position is free, outermost first: a view is placed from its superview. Each
    /// group in spec order.
    private func causeOrder(_ lhs: AmbiguousItem, _ rhs: AmbiguousItem) -> Bool {
        let (left, right) = (orderKey(lhs), orderKey(rhs))
        return left != right ? left < right : context.explainedOrder(lhs, rhs)
    }

    private func orderKey(_ item: AmbiguousItem) -> (Int, Int) {
        guard let view = context.views[item.view] else { return (2, 0) }
        var depth = 0
        var superview = view.superview
        while let next = superview {
            depth += 1
            superview = next.superview
        }
        let positionIsFree = view.ambiguousAttributes.contains(item.axis.positionAttribute)
        return positionIsFree ? (1, depth) : (0, -depth)
    }

    /// The most causes one size tries: each asks a copy of the solver which variables stay
    /// ambiguous.
    static let trialsPerSize = 20
}
