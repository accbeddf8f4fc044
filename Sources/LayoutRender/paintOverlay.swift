import LayoutProof
import LayoutRuntime

extension ScenePainter {
    /// The overlay, over everything else: the other layout of an ambiguity, then the conflict,
    /// then the lint marks. Marks that name a view the drawing does not show are left out.
    mutating func paintOverlay() {
        let overlay = drawing.overlay
        guard !overlay.isEmpty else { return }
        viewsByID = Dictionary(drawing.views.map { ($0.id, $0) }) { first, _ in first }
        if let alternative = overlay.alternative { paintAlternative(alternative) }
        if !overlay.conflict.isEmpty { paintConflict(overlay.conflict) }
        if !overlay.marks.isEmpty { paintLint(overlay.marks) }
    }

    /// The drawing's view with this id, the first if several share it.
    private func view(_ id: String) -> SceneDrawing.DrawnView? { viewsByID[id] }

    // MARK: Alternative

    /// Each view whose rectangle the alternative layout puts elsewhere, dashed, with its id;
    /// and each scroll view's content area that it sizes otherwise, dashed, with the scroll
    /// view's id and 'content' (a content size left free by a missing pin moves no view).
    private mutating func paintAlternative(_ alternative: SceneDrawing) {
        var moved: [(rect: CGRect, label: String)] = []
        var contents: [(rect: CGRect, label: String)] = []
        // A view of negative size is not drawn, in either layout.
        for other in alternative.views where other.rect.size.width >= 0 && other.rect.size.height >= 0 {
            let own = view(other.id)
            if own == nil || !Self.sameRect(own!.rect, other.rect) { moved.append((other.rect, other.id)) }
            if let content = other.scroll?.content, content.size.width >= 0, content.size.height >= 0,
                let ownContent = own?.scroll?.content, !Self.sameRect(ownContent, content)
            {
                contents.append((content, "\(other.id) content"))
            }
        }
        // A content area that a moved view fills exactly is drawn once, as that view.
        moved += contents.filter { content in !moved.contains { Self.sameRect($0.rect, content.rect) } }
        guard !moved.isEmpty else { return }
        legend.insert(.alternative)
        var group = writer.openGroup([
            ("fill", "none"), ("stroke", Style.alternative), ("stroke-width", "1.5"),
            ("stroke-dasharray", Style.alternativeDash),
        ])
        for (rect, _) in moved {
            writer.rect(rect)
            bounds = bounds.union(rect)
        }
        writer.closeGroup(group)
        group = writer.openGroup([("font-size", SVGWriter.number(Style.idSize)), ("fill", Style.alternative)])
        for (rect, label) in moved {
            let rect = rect.standardized
            let at = placeCaption(label, at: CGPoint(x: rect.minX + 2, y: rect.maxY - 3), anchor: "start")
            writer.element(
                "text", [("x", SVGWriter.number(at.x)), ("y", SVGWriter.number(at.y))], content: label)
        }
        writer.closeGroup(group)
    }

    /// Whether two rectangles are drawn the same: their numbers print alike.
    private static func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
        SVGWriter.rectAttributes(a).map(\.value) == SVGWriter.rectAttributes(b).map(\.value)
    }

    // MARK: Conflict

    /// The views (or guides) of the constraints outlined, each constraint's edges and the line
    /// between them, then the labels.
    private mutating func paintConflict(_ marks: [ConstraintMark]) {
        legend.insert(.conflict)
        var outlined: [CGRect] = []
        var seen: Set<String> = []
        for mark in marks {
            for edge in [mark.first] + (mark.second.map { [$0] } ?? []) {
                let key = "\(edge.viewID)\u{0}\(edge.guide ?? "")"
                guard seen.insert(key).inserted, let rect = rect(of: edge) else { continue }
                outlined.append(rect)
            }
        }
        var group = writer.openGroup([("fill", "none"), ("stroke", Style.conflict), ("stroke-width", "2")])
        for rect in outlined { writer.rect(rect) }
        writer.closeGroup(group)
        var labels: [(text: String, at: CGPoint, anchor: String)] = []
        group = writer.openGroup([("fill", "none"), ("stroke", Style.conflict), ("stroke-width", "1")])
        for mark in marks {
            guard let label = paintLines(of: mark) else { continue }
            labels.append((mark.label, label.at, label.anchor))
        }
        writer.closeGroup(group)
        group = writer.openGroup([
            ("font-size", SVGWriter.number(Style.overlayTextSize)), ("fill", Style.conflict),
        ])
        for label in labels {
            let at = placeCaption(label.text, at: label.at, anchor: label.anchor)
            writeCaption(label.text, at: at, anchor: label.anchor)
        }
        writer.closeGroup(group)
    }

    /// Where an edge lies: a position along an axis, or a length along one.
    private enum EdgeMark {
        /// A vertical line at x (for an x position) or a horizontal line at y, across `rect`.
        case position(LayoutAxis, CGFloat, rect: CGRect)
        /// `rect`'s width or height.
        case length(LayoutAxis, rect: CGRect)
    }

    /// The alignment rectangle of the edge's view, or its guide's layout frame.
    private func rect(of edge: ConstraintMark.Edge) -> CGRect? {
        guard let drawn = view(edge.viewID) else { return nil }
        guard let guide = edge.guide else { return drawn.alignmentRect.standardized }
        return drawn.guide(guide)?.rect.standardized
    }

    /// The edge's mark, leading and trailing read in `direction`.
    private func mark(of edge: ConstraintMark.Edge, direction: UserInterfaceLayoutDirection) -> EdgeMark? {
        guard let rect = rect(of: edge), let drawn = view(edge.viewID) else { return nil }
        let leftToRight = direction == .leftToRight
        switch edge.attribute {
        case .left: return .position(.horizontal, rect.minX, rect: rect)
        case .right: return .position(.horizontal, rect.maxX, rect: rect)
        case .leading: return .position(.horizontal, leftToRight ? rect.minX : rect.maxX, rect: rect)
        case .trailing: return .position(.horizontal, leftToRight ? rect.maxX : rect.minX, rect: rect)
        case .centerX: return .position(.horizontal, rect.midX, rect: rect)
        case .top: return .position(.vertical, rect.minY, rect: rect)
        case .bottom: return .position(.vertical, rect.maxY, rect: rect)
        case .centerY: return .position(.vertical, rect.midY, rect: rect)
        case .firstBaseline:
            return .position(.vertical, edge.guide == nil ? drawn.firstBaseline : rect.minY, rect: rect)
        case .lastBaseline:
            return .position(.vertical, edge.guide == nil ? drawn.lastBaseline : rect.maxY, rect: rect)
        case .width: return .length(.horizontal, rect: rect)
        case .height: return .length(.vertical, rect: rect)
        case .notAnAttribute: return nil
        }
    }

    /// Draws the mark's edges and, for two positions on one axis, the line between them;
    /// returns where its label goes.
    private mutating func paintLines(of mark: ConstraintMark) -> (at: CGPoint, anchor: String)? {
        // The runtime reads a constraint's leading and trailing in its first item's direction.
        let direction = view(mark.first.viewID)?.layoutDirection ?? drawing.layoutDirection
        guard let first = self.mark(of: mark.first, direction: direction) else { return nil }
        let second = mark.second.flatMap { self.mark(of: $0, direction: direction) }
        if case .position(let axis, let a, let firstRect) = first,
            case .position(axis, let b, let secondRect)? = second
        {
            // The line between the two positions runs where both rectangles are, if they share a
            // stretch across the axis; else across the middle of the first.
            let (firstSpan, secondSpan) =
                axis == .horizontal
                ? ((firstRect.minY, firstRect.maxY), (secondRect.minY, secondRect.maxY))
                : ((firstRect.minX, firstRect.maxX), (secondRect.minX, secondRect.maxX))
            let low = max(firstSpan.0, secondSpan.0)
            let high = min(firstSpan.1, secondSpan.1)
            let level = low <= high ? (low + high) / 2 : (firstSpan.0 + firstSpan.1) / 2
            paintEdge(axis, at: a, across: (min(firstSpan.0, level), max(firstSpan.1, level)))
            paintEdge(axis, at: b, across: (min(secondSpan.0, level), max(secondSpan.1, level)))
            if axis == .horizontal {
                line(from: CGPoint(x: a, y: level), to: CGPoint(x: b, y: level))
                return (CGPoint(x: (a + b) / 2, y: level - 3), "middle")
            }
            line(from: CGPoint(x: level, y: a), to: CGPoint(x: level, y: b))
            return (CGPoint(x: level + 4, y: (a + b) / 2), "start")
        }
        if let second { _ = paint(second) }
        return paint(first)
    }

    /// Draws one edge on its own; returns where a label about it goes.
    private mutating func paint(_ mark: EdgeMark) -> (at: CGPoint, anchor: String) {
        switch mark {
        case .position(let axis, let value, let rect):
            if axis == .horizontal {
                paintEdge(axis, at: value, across: (rect.minY, rect.maxY))
                return (CGPoint(x: value + 4, y: rect.midY), "start")
            }
            paintEdge(axis, at: value, across: (rect.minX, rect.maxX))
            return (CGPoint(x: rect.midX, y: value - 3), "middle")
        case .length(let axis, let rect):
            // A dimension line with a tick at each end.
            if axis == .horizontal {
                line(from: CGPoint(x: rect.minX, y: rect.midY), to: CGPoint(x: rect.maxX, y: rect.midY))
                paintEdge(axis, at: rect.minX, across: (rect.midY - 4, rect.midY + 4))
                paintEdge(axis, at: rect.maxX, across: (rect.midY - 4, rect.midY + 4))
                return (CGPoint(x: rect.midX, y: rect.midY - 3), "middle")
            }
            line(from: CGPoint(x: rect.midX, y: rect.minY), to: CGPoint(x: rect.midX, y: rect.maxY))
            paintEdge(axis, at: rect.minY, across: (rect.midX - 4, rect.midX + 4))
            paintEdge(axis, at: rect.maxY, across: (rect.midX - 4, rect.midX + 4))
            return (CGPoint(x: rect.midX + 4, y: rect.midY), "start")
        }
    }

    /// An x position as a vertical line, a y position as a horizontal one.
    private mutating func paintEdge(_ axis: LayoutAxis, at value: CGFloat, across span: (CGFloat, CGFloat)) {
        if axis == .horizontal {
            line(from: CGPoint(x: value, y: span.0), to: CGPoint(x: value, y: span.1))
        } else {
            line(from: CGPoint(x: span.0, y: value), to: CGPoint(x: span.1, y: value))
        }
    }

    /// A line of the conflict, once: two constraints on one edge draw it once.
    private mutating func line(from start: CGPoint, to end: CGPoint) {
        let ends = [start, end].map { "\(SVGWriter.number($0.x)) \(SVGWriter.number($0.y))" }
        guard conflictLines.insert(ends.sorted().joined(separator: " ")).inserted else { return }
        writer.element(
            "line",
            [
                ("x1", SVGWriter.number(start.x)), ("y1", SVGWriter.number(start.y)),
                ("x2", SVGWriter.number(end.x)), ("y2", SVGWriter.number(end.y)),
            ])
        bounds = bounds.union(CGRect(x: start.x, y: start.y, width: end.x - start.x, height: end.y - start.y))
    }

    // MARK: Lint

    /// Each mark in orange: the rectangle the views share for an overlap, an outline around each
    /// view otherwise; its caption under it.
    private mutating func paintLint(_ marks: [LintMark]) {
        legend.insert(.lint)
        var texts: [(text: String, at: CGPoint)] = []
        var group = writer.openGroup([("fill", "none"), ("stroke", Style.lint), ("stroke-width", "2")])
        for mark in marks {
            let rects = mark.views.compactMap { view($0)?.rect.standardized }
            guard let first = rects.first, rects.count == mark.views.count else { continue }
            var shared = first
            for rect in rects.dropFirst() { shared = shared.intersection(rect) }
            let under: CGRect
            if mark.kind == .overlap, !shared.isNull {
                writer.rect(shared, [("fill", Style.lint), ("fill-opacity", Style.lintOpacity)])
                under = shared
            } else {
                for rect in rects { writer.rect(rect, [("stroke-dasharray", "4 2")]) }
                under = first
            }
            texts.append((mark.caption, CGPoint(x: under.minX, y: under.maxY + Style.overlayTextSize + 1)))
        }
        writer.closeGroup(group)
        group = writer.openGroup([
            ("font-size", SVGWriter.number(Style.overlayTextSize)), ("fill", Style.lintText),
        ])
        for text in texts {
            writeCaption(
                text.text, at: placeCaption(text.text, at: text.at, anchor: "start"), anchor: "start")
        }
        writer.closeGroup(group)
    }

    /// A caption's text at `at` (its baseline), over a white halo (the same text with a wide
    /// white stroke) that keeps it readable over any fill, counted in the bounds.
    private mutating func writeCaption(_ text: String, at point: CGPoint, anchor: String) {
        var attributes: [SVGWriter.Attribute] = [
            ("x", SVGWriter.number(point.x)), ("y", SVGWriter.number(point.y)),
        ]
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        writer.element(
            "text",
            attributes + [
                ("stroke", Style.halo), ("stroke-width", "3"), ("stroke-opacity", Style.haloOpacity),
                ("stroke-linejoin", "round"),
            ], content: text)
        writer.element("text", attributes, content: text)
        let width = SVGWriter.approximateWidth(of: text, fontSize: Style.overlayTextSize)
        let left = anchor == "middle" ? point.x - width / 2 : point.x
        bounds = bounds.union(
            CGRect(
                x: left, y: point.y - Style.overlayTextSize, width: width, height: Style.overlayTextSize + 3))
    }
}
