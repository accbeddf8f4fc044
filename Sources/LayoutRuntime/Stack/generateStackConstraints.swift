// The constraints a stack view gives its arranged subviews, UIStackView's (docs/StackView.md):
// along the axis, the canvas connections, the spacing and the distribution; across it, the
// alignment, with a spanning guide for every alignment but fill; hidden views collapse. The
// identifiers are UIKit's (`UISV-spacing`, …) and so are the priorities.

extension GeneratedConstraints {
    /// The attributes of one axis of a stack: the edges, the length and the center along it.
    private struct AxisAttributes {
        let start: LayoutAttribute
        let end: LayoutAttribute
        let length: LayoutAttribute
        let center: LayoutAttribute

        init(_ axis: LayoutAxis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// A stack's alignment as it lays out: leading is top, trailing is bottom, and a vertical
    /// stack aligns baselines as edges (baselines are for horizontal stacks).
    private enum CrossAlignment {
        case fill, start, end, center, firstBaseline, lastBaseline

        init(_ alignment: StackView.Alignment, axis: LayoutAxis) {
            switch alignment {
            case .fill: self = .fill
            case .leading, .top: self = .start
            case .trailing, .bottom: self = .end
            case .center: self = .center
            case .firstBaseline: self = axis == .horizontal ? .firstBaseline : .start
            case .lastBaseline: self = axis == .horizontal ? .lastBaseline : .end
            }
        }
    }

    /// The priority UIKit hides an arranged view with on current iOS; a required size of the
    /// view's own wins over it (older iOS used 1000 and logged a conflict).
    static let hidingPriority = LayoutPriority(999.999)
    /// The spanning guide's equalities with the views it spans.
    static let spanningBoundaryPriority = LayoutPriority(999.5)

    /// UIStackView's constraints for `stack`, in the order UIKit makes them: along the axis,
    /// then across it.
    /// - Parameter intrinsicSizeOf: The length each arranged view has for fillProportionally: its
    ///   intrinsic size in this pass, a nested stack view's compressed fitting size.
    mutating func stackConstraints(for stack: StackView, intrinsicSizeOf: (View) -> CGSize)
        -> [LayoutConstraint]
    {
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return [] }
        var result: [LayoutConstraint] = []
        func add(
            _ rule: String, _ item: any LayoutItem, _ attribute: LayoutAttribute,
            _ relation: LayoutRelation = .equal,
            to other: (any LayoutItem)? = nil, _ otherAttribute: LayoutAttribute = .notAnAttribute,
            multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
        ) {
            // The shape is part of the key: a constraint's relation and multiplier never change.
            let shape = GeneratedKey.StackShape(
                rule: rule, attribute: attribute, relation: relation, otherAttribute: otherAttribute,
                multiplier: multiplier)
            let key = GeneratedKey(
                item: ObjectIdentifier(item), slot: .stack(shape, other: other.map(ObjectIdentifier.init)))
            let constraint = make(
                key, item, attribute, relation, other, otherAttribute, multiplier: multiplier,
                constant: constant,
                priority: priority, origin: .stackView, identifier: rule)
            constraint.generatingView = stack
            result.append(constraint)
        }

        let along = AxisAttributes(stack.axis)
        let across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        let canvas: any LayoutItem =
            stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let visible = stack.visibleArrangedSubviews
        let index = Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), $0) })
        let distributes = stack.distribution == .equalSpacing || stack.distribution == .equalCentering

        // Along the axis: the first and last visible views at the canvas's edges, and the
        // spacing between neighbours (a minimum when the gaps are distributed).
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

        // Hidden views: no length, and a place that decides nothing of the others.
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

        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                add("UISV-fill-equally", view, along.length, to: visible[0], along.length)
            }
        case .fillProportionally:
            // Each view's share of the canvas is its intrinsic length over the total with the
            // spacing; the earlier views hold theirs first, so the last absorbs the difference.
            let lengths = visible.map { view -> CGFloat in
                let size = intrinsicSizeOf(view)
                return max(0, stack.axis == .horizontal ? size.width : size.height)
            }
            let spacingTotal = stack.spacingInPoints * CGFloat(max(visible.count - 1, 0))
            let total = lengths.reduce(0, +) + spacingTotal
            if total <= max(spacingTotal, 1) {
                for view in visible.dropFirst() {
                    add("UISV-fill-equally", view, along.length, to: visible[0], along.length)
                }
            } else {
                for (view, length) in zip(visible, lengths) {
                    let multiplier = length / total
                    let priority =
                        multiplier == 1
                        ? LayoutPriority.required
                        : LayoutPriority(max(999 - Float(index[ObjectIdentifier(view)]!), 751))
                    add(
                        "UISV-fill-proportionally", view, along.length, to: canvas, along.length,
                        multiplier: multiplier,
                        priority: priority)
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            let guides = stack.stackGuides.gaps
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

        // A multi-line label in a horizontal stack that does not size its views itself is held
        // to at most an equal share of the canvas, above its own priorities and at least 950.
        if stack.axis == .horizontal && (stack.distribution == .fill || distributes) {
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

        // Across the axis.
        let first = views[0]
        let alignment = CrossAlignment(stack.alignment, axis: stack.axis)
        guard alignment != .fill else {
            for view in views.dropFirst() {
                add("UISV-alignment", first, across.start, to: view, across.start)
                add("UISV-alignment", first, across.end, to: view, across.end)
            }
            add("UISV-canvas-connection", canvas, across.start, to: first, across.start)
            add("UISV-canvas-connection", canvas, across.end, to: first, across.end)
            return result
        }
        // The spanning guide's edges hold the views at these relations: equal on the aligned edge.
        let start: LayoutRelation = alignment == .start ? .equal : .lessThanOrEqual
        let end: LayoutRelation = alignment == .end ? .equal : .greaterThanOrEqual
        if stack.holdsOneVisibleView {
            // No spanning guide: the canvas holds the view with the guide's relations and fit.
            add("UISV-canvas-connection", canvas, across.start, start, to: first, across.start)
            add("UISV-canvas-connection", canvas, across.end, end, to: first, across.end)
            if alignment == .center {
                add("UISV-canvas-connection", canvas, across.center, to: first, across.center)
            }
            add("UISV-spanning-fit", canvas, across.length, priority: 51)
            add("UISV-ambiguity-suppression", first, across.length, priority: 25)
            return result
        }
        guard let spanner = stack.stackGuides.spanner else {
            preconditionFailure("A stack view aligned other than by fill spans its views with a guide.")
        }
        let aligned: LayoutAttribute =
            switch alignment {
            case .start: across.start
            case .end: across.end
            case .center: across.center
            case .firstBaseline: .firstBaseline
            case .lastBaseline, .fill: .lastBaseline
            }
        for view in views.dropFirst() {
            add("UISV-alignment", first, aligned, to: view, aligned)
        }
        switch alignment {
        case .start:
            add("UISV-canvas-connection", canvas, across.start, to: first, across.start)
            add("UISV-canvas-connection", canvas, across.end, to: spanner, across.end)
        case .end:
            add("UISV-canvas-connection", canvas, across.start, to: spanner, across.start)
            add("UISV-canvas-connection", canvas, across.end, to: first, across.end)
        case .center:
            add("UISV-canvas-connection", canvas, across.start, to: spanner, across.start)
            add("UISV-canvas-connection", canvas, across.end, to: spanner, across.end)
            add("UISV-canvas-connection", canvas, across.center, to: first, across.center)
        case .firstBaseline:
            add("UISV-canvas-connection", canvas, across.start, .lessThanOrEqual, to: first, across.start)
            add("UISV-canvas-connection", canvas, across.end, to: spanner, across.end)
            add("UISV-canvas-fit", stack, across.length, priority: 49)
        case .lastBaseline, .fill:
            add("UISV-canvas-connection", canvas, across.start, to: spanner, across.start)
            add("UISV-canvas-connection", canvas, across.end, .greaterThanOrEqual, to: first, across.end)
            add("UISV-canvas-fit", stack, across.length, priority: 49)
        }
        for view in visible {
            add(
                "UISV-spanning-boundary", spanner, across.start, start, to: view, across.start,
                priority: start == .equal ? Self.spanningBoundaryPriority : .required)
            add(
                "UISV-spanning-boundary", spanner, across.end, end, to: view, across.end,
                priority: end == .equal ? Self.spanningBoundaryPriority : .required)
        }
        // 0.001 when every view is hidden, as UIKit.
        add("UISV-spanning-fit", spanner, across.length, constant: visible.isEmpty ? 0.001 : 0, priority: 51)
        add("UISV-spanning-fit", spanner, along.length, priority: 999)
        for view in views {
            add("UISV-ambiguity-suppression", view, across.length, priority: 25)
        }
        return result
    }
}
