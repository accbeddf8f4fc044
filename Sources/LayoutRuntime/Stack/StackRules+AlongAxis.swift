// Along a stack's axis (docs/StackView.md, "Along the axis"): the first and last visible views
// at the canvas's edges, the spacing between neighbours, hidden views collapsed, the
// distribution's constraints, and the width a multi-line label may take.

extension StackRules {
    /// Every constraint along the axis, in UIKit's order.
    /// - Parameter intrinsicSizeOf: The length each arranged view has for fillProportionally.
    mutating func addAlongAxis(intrinsicSizeOf: (View) -> CGSize) {
        addCanvasConnectionAndSpacing()
        addHiding()
        switch stack.distribution {
        case .fill: break
        case .fillEqually: addFillEqually()
        case .fillProportionally: addFillProportionally(intrinsicSizeOf: intrinsicSizeOf)
        case .equalSpacing, .equalCentering: addDistributingGuides()
        }
        addTextWidthDisambiguation()
    }

    /// The first and last visible views at the canvas's edges, and the spacing between
    /// neighbours (a minimum when the gaps are distributed).
    private mutating func addCanvasConnectionAndSpacing() {
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", canvas, along.start, to: first, along.start)
            add("UISV-canvas-connection", canvas, along.end, to: last, along.end)
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let relation: LayoutRelation = distributes ? .greaterThanOrEqual : .equal
            if stack.axis == .vertical && stack.isBaselineRelativeArrangement {
                add(
                    "UISV-spacing", next, .firstBaseline, relation, to: previous, .lastBaseline,
                    constant: stack.gap(after: previous))
            } else {
                add(
                    "UISV-spacing", next, along.start, relation, to: previous, along.end,
                    constant: stack.gap(after: previous))
            }
        }
    }

    /// Hidden views: no length, and a place that decides nothing of the others.
    private mutating func addHiding() {
        for (position, view) in views.enumerated() where view.isHidden {
            add("UISV-hiding", view, along.length, priority: Self.hidingPriority)
            if let previous = views[..<position].last(where: { !$0.isHidden }) {
                let followed = views[(position + 1)...].contains { !$0.isHidden }
                add(
                    "UISV-spacing-hidden", view, along.start, to: previous, along.end,
                    constant: followed ? stack.gap(after: previous) / 2 : 0, priority: 50)
            } else {
                add(
                    "UISV-spacing-hidden", view, along.start, to: visible.first ?? canvas, along.start,
                    priority: 50)
            }
        }
    }

    /// fillEqually: every visible view as long as the first.
    private mutating func addFillEqually() {
        for view in visible.dropFirst() {
            add("UISV-fill-equally", view, along.length, to: visible[0], along.length)
        }
    }

    /// fillProportionally: each view's share of the canvas is its intrinsic length over the
    /// total with the spacing; the earlier views hold theirs first, so the last absorbs the
    /// difference. Without a total to share, fillEqually's constraints.
    private mutating func addFillProportionally(intrinsicSizeOf: (View) -> CGSize) {
        let lengths = visible.map { view -> CGFloat in
            let size = intrinsicSizeOf(view)
            return max(0, stack.axis == .horizontal ? size.width : size.height)
        }
        let spacingTotal = stack.spacingInPoints * CGFloat(max(visible.count - 1, 0))
        let total = lengths.reduce(0, +) + spacingTotal
        if total <= max(spacingTotal, 1) {
            addFillEqually()
            return
        }
        let index = arrangedIndices()
        for (view, length) in zip(visible, lengths) {
            let multiplier = length / total
            let priority =
                multiplier == 1
                ? LayoutPriority.required
                : LayoutPriority(max(999 - Float(index[ObjectIdentifier(view)]!), 751))
            add(
                "UISV-fill-proportionally", view, along.length, to: canvas, along.length,
                multiplier: multiplier, priority: priority)
        }
    }

    /// equalSpacing and equalCentering: a guide in each gap, from edge to edge (from center to
    /// center), the guides of equal length, and the stack as short as that allows.
    private mutating func addDistributingGuides() {
        let centering = stack.distribution == .equalCentering
        let guides = stack.stackGuides.gaps
        let index = arrangedIndices()
        for (gapIndex, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = guides[gapIndex]
            add(
                "UISV-distributing-edge", guide, along.start, to: previous,
                centering ? along.center : along.end)
            add(
                "UISV-distributing-edge", guide, along.end, to: next,
                centering ? along.center : along.start)
            guard gapIndex > 0 else { continue }
            let priority =
                centering
                ? LayoutPriority(max(150 - Float(index[ObjectIdentifier(previous)]!), 50)) : .required
            add("UISV-fill-equally", guide, along.length, to: guides[0], along.length, priority: priority)
        }
        add("UISV-canvas-fit", stack, along.length, priority: 49)
    }

    /// A multi-line label in a horizontal stack that does not size its views itself is held to
    /// at most an equal share of the canvas, above its own priorities and at least 950.
    private mutating func addTextWidthDisambiguation() {
        guard stack.axis == .horizontal && (stack.distribution == .fill || distributes) else { return }
        let count = CGFloat(visible.count)
        for case let label as Label in visible where label.numberOfLines != 1 {
            let own = max(
                label.contentHuggingPriority(for: .horizontal).rawValue,
                label.contentCompressionResistancePriority(for: .horizontal).rawValue)
            add(
                "UISV-text-width-disambiguation", label, .width, .lessThanOrEqual, to: canvas, .width,
                multiplier: 1 / count, constant: -stack.spacingInPoints * (count - 1) / count,
                priority: LayoutPriority(max(950, min(own + 10, 999))))
        }
    }
}
