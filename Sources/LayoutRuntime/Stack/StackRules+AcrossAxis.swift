// Across a stack's axis (docs/StackView.md, "Across the axis"): fill ties every view's edges
// to the first view's and the canvas; every other alignment aligns one attribute and spans the
// views with a guide, or, for one visible view, holds it in the canvas as the guide would.

extension StackRules {
    /// A stack's alignment as it lays out: leading is top, trailing is bottom, and a vertical
    /// stack aligns baselines as edges (baselines are for horizontal stacks).
    enum CrossAlignment {
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

    /// Every constraint across the axis, in UIKit's order.
    mutating func addAcrossAxis() {
        let alignment = CrossAlignment(stack.alignment, axis: stack.axis)
        if alignment == .fill {
            addFillAlignment()
        } else if stack.holdsOneVisibleView {
            addOneViewAlignment(alignment)
        } else {
            addSpanningAlignment(alignment)
        }
    }

    /// fill: every view's edges at the first view's, and the first view's at the canvas's.
    private mutating func addFillAlignment() {
        let first = views[0]
        for view in views.dropFirst() {
            add("UISV-alignment", first, across.start, to: view, across.start)
            add("UISV-alignment", first, across.end, to: view, across.end)
        }
        add("UISV-canvas-connection", canvas, across.start, to: first, across.start)
        add("UISV-canvas-connection", canvas, across.end, to: first, across.end)
    }

    /// How the spanning guide's edges hold the views: equal on the aligned edge, else the
    /// guide's start at most and its end at least the view's.
    private static func spanningRelations(_ alignment: CrossAlignment) -> (
        start: LayoutRelation, end: LayoutRelation
    ) {
        (alignment == .start ? .equal : .lessThanOrEqual, alignment == .end ? .equal : .greaterThanOrEqual)
    }

    /// One visible arranged view: no spanning guide; the canvas holds the view with the
    /// guide's relations and fit.
    private mutating func addOneViewAlignment(_ alignment: CrossAlignment) {
        let first = views[0]
        let (start, end) = Self.spanningRelations(alignment)
        add("UISV-canvas-connection", canvas, across.start, start, to: first, across.start)
        add("UISV-canvas-connection", canvas, across.end, end, to: first, across.end)
        if alignment == .center {
            add("UISV-canvas-connection", canvas, across.center, to: first, across.center)
        }
        add("UISV-spanning-fit", canvas, across.length, priority: 51)
        add("UISV-ambiguity-suppression", first, across.length, priority: 25)
    }

    /// Every alignment but fill: the aligned attribute of each view at the first view's, the
    /// canvas at the first view and the spanning guide, the guide around the visible views,
    /// as small as they allow, and each view's length across suppressed at 25.
    private mutating func addSpanningAlignment(_ alignment: CrossAlignment) {
        guard let spanner = stack.stackGuides.spanner else {
            preconditionFailure("A stack view aligned other than by fill spans its views with a guide.")
        }
        let first = views[0]
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
        let (start, end) = Self.spanningRelations(alignment)
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
    }
}
