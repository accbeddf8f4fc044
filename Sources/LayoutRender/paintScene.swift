import LayoutProof
import LayoutRuntime
import LayoutSpec

/// One drawing's picture in root coordinates, and the rectangle it covers: the screen, and
/// whatever lies beyond it.
package struct PaintedDrawing {
    var markup: String
    var bounds: CGRect
    /// The legend's entries for what was painted.
    var legend: Set<RenderStyle.LegendEntry>
    /// Every piece of text painted, where it lies.
    package var labels: [PaintedLabel]
    /// The ids left out or shortened, each kept whole as its view's tooltip (an SVG `<title>`),
    /// in view order.
    package var tooltips: [String]
}

/// One piece of text in a picture and the box it covers, in root coordinates.
package struct PaintedLabel: Equatable, Sendable {
    package enum Kind: Sendable {
        /// A view's text: a label's, a title, a placeholder.
        case text
        /// A guide's name.
        case guide
        /// A view's id.
        case id
        /// An overlay's caption: a constraint's label, a lint finding's, a moved view's id.
        case caption
    }

    package var kind: Kind
    package var text: String
    package var box: CGRect
}

/// Paints `drawing` back to front: the screen, the views in hierarchy order (each scroll view's
/// content beyond its viewport veiled when its subtree is done), the safe area and margins, the
/// guides, the ids, then the overlay. What is written is placed first, so that no two pieces
/// of text cover each other: the views' text and the guides' names where they lie, then the
/// overlay's captions, then the ids in what room is left, so that a view whose id is left out
/// carries it as a tooltip. Linear in the number of views.
package func paintScene(_ drawing: SceneDrawing) -> PaintedDrawing {
    var painter = ScenePainter(drawing: drawing)
    painter.takeText()
    // The overlay is drawn last, but its captions take their places before the ids.
    let views = painter.writer
    painter.writer = SVGWriter()
    painter.paintOverlay()
    let overlay = painter.writer.text
    painter.writer = views
    painter.placeIDs()
    painter.paintViews()
    painter.paintInsets()
    painter.paintGuides()
    painter.paintIDs()
    painter.writer.raw(overlay)
    return PaintedDrawing(
        markup: painter.writer.text, bounds: painter.bounds, legend: painter.legend, labels: painter.labels,
        tooltips: painter.idPlaces.indices.filter { !painter.writesWholeID($0) && painter.isDrawn($0) }.map {
            drawing.views[$0].id
        })
}

/// The state of painting one drawing.
struct ScenePainter {
    typealias Style = RenderStyle

    let drawing: SceneDrawing
    var writer = SVGWriter()
    /// Everything painted so far.
    var bounds: CGRect
    /// What the legend must explain of what was painted so far.
    var legend: Set<RenderStyle.LegendEntry> = []
    /// The lines of the conflict drawn so far, by their ends.
    var conflictLines: Set<String> = []
    /// The views by id, for the overlay, which names them (made when there is an overlay).
    var viewsByID: [String: SceneDrawing.DrawnView] = [:]
    /// The boxes of all text painted or placed so far, which a caption or an id must not cover.
    var written = LabelIndex()
    /// All text painted or placed so far.
    var labels: [PaintedLabel] = []
    /// Each view's id and where it is written (its box), by the view's index; nil for an id
    /// left out.
    var idPlaces: [(label: String, box: CGRect)?] = []

    init(drawing: SceneDrawing) {
        self.drawing = drawing
        bounds = CGRect(origin: .zero, size: drawing.size)
    }

    // MARK: Views

    mutating func paintViews() {
        writer.rect(CGRect(origin: .zero, size: drawing.size), [("fill", Style.screen)])
        let group = writer.openGroup([
            ("stroke", Style.outline), ("stroke-opacity", Style.outlineOpacity),
            ("stroke-width", Style.outlineWidth),
        ])
        let views = drawing.views
        var opacities: [CGFloat] = []
        opacities.reserveCapacity(views.count)
        // The scroll views whose subtree is being painted, innermost last, each with the
        // rectangle its content covers so far.
        var scrolls: [(index: Int, extent: CGRect)] = []
        for (index, view) in views.enumerated() {
            while let open = scrolls.last, views[open.index].depth >= view.depth {
                closeScroll(&scrolls)
            }
            let opacity = view.alpha * (view.parent.map { opacities[$0] } ?? 1)
            opacities.append(opacity)
            bounds = bounds.union(view.rect)
            if !scrolls.isEmpty {
                scrolls[scrolls.count - 1].extent = scrolls[scrolls.count - 1].extent.union(view.rect)
            }
            paint(view, opacity: opacity, tooltip: writesWholeID(index) ? nil : view.id)
            if let scroll = view.scroll {
                scrolls.append((opacities.count - 1, scroll.content.union(scroll.viewport)))
            }
        }
        while !scrolls.isEmpty { closeScroll(&scrolls) }
        writer.closeGroup(group)
    }

    /// The view's rectangle, filled with its color (or only outlined), then its control's
    /// shape and its text. A `tooltip` (the id of a view that has no room for all of it) is the
    /// rectangle's `<title>`, which a browser shows when the pointer rests on the view.
    /// A view of negative width or height is not drawn, as UIKit draws nothing for it (the
    /// proof warns about it); its subviews are.
    private mutating func paint(_ view: SceneDrawing.DrawnView, opacity: CGFloat, tooltip: String?) {
        guard view.rect.size.width >= 0, view.rect.size.height >= 0 else { return }
        var fill: [SVGWriter.Attribute] = [("fill", "none")]
        if let color = view.backgroundColor {
            fill = [("fill", SVGWriter.hex(color))]
            let alpha = CGFloat(color.alpha) * opacity
            if alpha < 1 { fill.append(("fill-opacity", SVGWriter.number(alpha))) }
        }
        if let tooltip {
            // Unfilled, the rectangle still answers the pointer inside it.
            if view.backgroundColor == nil { fill.append(("pointer-events", "all")) }
            writer.open("rect", SVGWriter.rectAttributes(view.rect) + fill)
            writer.raw("<title>\(SVGWriter.escape(tooltip))</title>")
            writer.close("rect")
        } else {
            writer.rect(view.rect, fill)
        }
        paintShape(of: view)
        guard let text = view.text else { return }
        var attributes: [SVGWriter.Attribute] = [
            ("font-family", Style.fontFamily(of: text.font)), ("font-size", SVGWriter.number(text.fontSize)),
            ("fill", Self.color(of: text.role)), ("stroke", "none"), ("xml:space", "preserve"),
        ]
        if text.font.fontName == nil, text.font.weight != .regular {
            attributes.append(("font-weight", String(Style.cssWeight(of: text.font.weight))))
        }
        if opacity < 1 { attributes.append(("opacity", SVGWriter.number(opacity))) }
        let group = writer.openGroup(attributes)
        for line in text.lines {
            // The measured width is the line's: whatever font the viewer has is fitted to it.
            writer.element(
                "text",
                [
                    ("x", SVGWriter.number(line.frame.minX)), ("y", SVGWriter.number(line.baseline)),
                    ("textLength", SVGWriter.number(line.frame.width)), ("lengthAdjust", "spacingAndGlyphs"),
                ], content: line.text)
        }
        writer.closeGroup(group)
    }

    private static func color(of role: SceneDrawing.DrawnText.Role) -> String {
        switch role {
        case .text: Style.textColor
        case .placeholder: Style.placeholderColor
        case .title: Style.titleColor
        }
    }

    /// What a control looks like, in outline, inside its alignment rectangle: an image's
    /// cross, a switch's track and thumb, a slider's track and thumb, a progress bar's track,
    /// an activity indicator's wheel, a stepper's two halves, a segmented control's border,
    /// a text field's rounded border, a bar's hairline on the side that faces the screen's
    /// content (a toolbar's top, a navigation bar's bottom). Other views have none.
    private mutating func paintShape(of view: SceneDrawing.DrawnView) {
        let box = view.alignmentRect.standardized
        let line: [SVGWriter.Attribute] = [
            ("fill", "none"), ("stroke", Style.glyph), ("stroke-opacity", "1"), ("stroke-width", "1"),
        ]
        func number(_ value: CGFloat) -> String { SVGWriter.number(value) }
        func rounded(_ radius: CGFloat) -> [SVGWriter.Attribute] { [("rx", number(radius))] + line }
        switch view.kind {
        case .imageView:
            let path =
                "M\(number(box.minX)) \(number(box.minY))L\(number(box.maxX)) \(number(box.maxY))"
                + "M\(number(box.maxX)) \(number(box.minY))L\(number(box.minX)) \(number(box.maxY))"
            writer.element("path", [("d", path)] + line)
        case .switch, .progressView:
            writer.rect(box, rounded(box.height / 2))
            if view.kind == .switch {
                let radius = max(box.height / 2 - 2, 0)
                writer.element(
                    "circle",
                    [
                        ("cx", number(box.minX + box.height / 2)), ("cy", number(box.midY)),
                        ("r", number(radius)),
                    ] + line)
            }
        case .slider:
            writer.element(
                "line",
                [
                    ("x1", number(box.minX)), ("y1", number(box.midY)), ("x2", number(box.maxX)),
                    ("y2", number(box.midY)),
                ] + line)
            writer.element(
                "circle",
                [("cx", number(box.midX)), ("cy", number(box.midY)), ("r", number(min(box.height / 2, 14)))]
                    + line)
        case .activityIndicator:
            writer.element(
                "circle",
                [
                    ("cx", number(box.midX)), ("cy", number(box.midY)),
                    ("r", number(max(min(box.width, box.height) / 2 - 2, 0))), ("stroke-dasharray", "3 2"),
                ] + line)
        case .stepper:
            writer.rect(box, rounded(min(8, box.height / 2)))
            writer.element(
                "line",
                [
                    ("x1", number(box.midX)), ("y1", number(box.minY)), ("x2", number(box.midX)),
                    ("y2", number(box.maxY)),
                ] + line)
        case .segmentedControl:
            writer.rect(box, rounded(min(8, box.height / 2)))
        case .textField:
            writer.rect(box, rounded(min(5, box.height / 2)))
        case .toolbar, .navigationBar:
            let edge = view.kind == .toolbar ? box.minY : box.maxY
            writer.element(
                "line",
                [
                    ("x1", number(box.minX)), ("y1", number(edge)), ("x2", number(box.maxX)),
                    ("y2", number(edge)),
                ]
                    + line)
        case .view, .scrollView, .label, .textView, .button, .stackView:
            break
        }
    }

    /// Ends the subtree of the innermost open scroll view: veils what lies beyond its viewport,
    /// outlines its content area (dashed) and its viewport.
    private mutating func closeScroll(_ scrolls: inout [(index: Int, extent: CGRect)]) {
        let (index, extent) = scrolls.removeLast()
        guard let scroll = drawing.views[index].scroll else { return }
        bounds = bounds.union(extent)
        legend.insert(.contentArea)
        if extent != scroll.viewport.standardized {
            legend.insert(.beyondViewport)
            writer.element(
                "path",
                [
                    ("d", SVGWriter.bandPath(outer: extent, inner: scroll.viewport.standardized)),
                    ("fill", Style.veil), ("fill-opacity", Style.veilOpacity), ("fill-rule", "evenodd"),
                    ("stroke", "none"),
                ])
        }
        writer.rect(
            scroll.content,
            [
                ("fill", "none"), ("stroke", Style.scrollOutline), ("stroke-opacity", "1"),
                ("stroke-width", "1"), ("stroke-dasharray", Style.contentDash),
            ])
        writer.rect(
            scroll.viewport,
            [
                ("fill", "none"), ("stroke", Style.scrollOutline), ("stroke-opacity", "1"),
                ("stroke-width", "1"),
            ])
        if !scrolls.isEmpty {
            scrolls[scrolls.count - 1].extent = scrolls[scrolls.count - 1].extent.union(extent)
        }
    }

    // MARK: Insets and guides

    /// The safe area of the root and of every view whose safe-area guide exists, then the
    /// margins of every view whose margins guide exists: each a band inside the view's edges.
    /// Margins measured from the safe area start where it ends, so the two bands do not overlap.
    mutating func paintInsets() {
        let group = writer.openGroup([("stroke", "none"), ("fill-rule", "evenodd")])
        for (index, view) in drawing.views.enumerated() {
            let rect = view.rect.standardized
            let safeGuide = view.guide("safeAreaLayoutGuide")
            if (index == 0 || safeGuide != nil) && view.safeAreaInsets != .zero {
                let inner = safeGuide?.rect ?? view.safeAreaInsets.inset(rect)
                band(outer: rect, inner: inner, fill: Style.safeArea, opacity: Style.safeAreaOpacity)
                legend.insert(.safeArea)
            }
            if let margins = view.guide("layoutMarginsGuide"), view.layoutMargins != .zero {
                let safe = view.safeAreaInsets
                let edge = view.layoutMargins
                let outer = EdgeInsets(
                    top: min(safe.top, edge.top), left: min(safe.left, edge.left),
                    bottom: min(safe.bottom, edge.bottom), right: min(safe.right, edge.right)
                ).inset(rect)
                band(outer: outer, inner: margins.rect, fill: Style.margins, opacity: Style.marginsOpacity)
                legend.insert(.margins)
            }
        }
        writer.closeGroup(group)
    }

    /// Fills `outer` less `inner`; all of `outer` when `inner` leaves nothing of it.
    private mutating func band(outer: CGRect, inner: CGRect, fill: String, opacity: String) {
        let outer = outer.standardized
        guard outer.width > 0, outer.height > 0 else { return }
        let inside = inner.standardized.intersection(outer)
        let path =
            inside.isNull || inside.width <= 0 || inside.height <= 0
            ? SVGWriter.squarePath(outer)
            : SVGWriter.bandPath(outer: outer, inner: inside)
        writer.element("path", [("d", path), ("fill", fill), ("fill-opacity", opacity)])
    }

    /// Each readable-content guide and each guide a program added, dashed, with its identifier.
    mutating func paintGuides() {
        let group = writer.openGroup([("font-size", SVGWriter.number(Style.idSize)), ("fill", Style.guide)])
        for view in drawing.views {
            for guide in view.guides where Self.namedGuide(guide) {
                writer.rect(
                    guide.rect,
                    [
                        ("fill", "none"), ("stroke", Style.guide), ("stroke-width", "1"),
                        ("stroke-dasharray", Style.guideDash),
                    ])
                let rect = guide.rect.standardized
                writer.element(
                    "text", [("x", SVGWriter.number(rect.minX + 2)), ("y", SVGWriter.number(rect.maxY - 3))],
                    content: "\(view.id).\(guide.identifier)")
                bounds = bounds.union(rect)
            }
        }
        writer.closeGroup(group)
    }

    // MARK: Ids

    /// Whether a guide is outlined with its name: not those the insets shade.
    static func namedGuide(_ guide: SceneDrawing.DrawnGuide) -> Bool {
        !["safeAreaLayoutGuide", "layoutMarginsGuide", "contentLayoutGuide", "frameLayoutGuide"].contains(
            guide.identifier)
    }

    /// Whether the id of the view at `index` is written as it is: not left out, nor shortened.
    func writesWholeID(_ index: Int) -> Bool {
        idPlaces[index]?.label == drawing.views[index].id
    }

    /// Whether the view at `index` is drawn: a view of negative size is not.
    func isDrawn(_ index: Int) -> Bool {
        let size = drawing.views[index].rect.size
        return size.width >= 0 && size.height >= 0
    }

    /// Takes the boxes of every view's text and every guide's name, where they are painted.
    mutating func takeText() {
        for (index, view) in drawing.views.enumerated() where isDrawn(index) {
            for line in view.text?.lines ?? [] { take(line.frame, .text, line.text) }
        }
        for view in drawing.views {
            for guide in view.guides where Self.namedGuide(guide) {
                let name = "\(view.id).\(guide.identifier)"
                let rect = guide.rect.standardized
                let baseline = rect.maxY - 3
                take(
                    CGRect(
                        x: rect.minX + 2, y: baseline - Style.idSize * 0.9,
                        width: SVGWriter.approximateWidth(of: name, fontSize: Style.idSize),
                        height: Style.idLineHeight), .guide, name)
            }
        }
    }

    /// Decides where each view's id goes: at one size whatever the view's, shortened with `…`
    /// to what its width holds, left out of a view too small for one line of it. An id goes at
    /// its view's top left corner and moves down a line while it would cover text, a caption
    /// or an id placed before, at most `RenderStyle.idMoves` times and never out of its view;
    /// then it tries the same places along the view's right edge. Where none is free, the id
    /// is left out.
    mutating func placeIDs() {
        idPlaces = drawing.views.indices.map { placeID(of: $0) }
    }

    /// Where the id of the view at `index` goes, its box taken; nil when it is left out.
    private mutating func placeID(of index: Int) -> (label: String, box: CGRect)? {
        let rect = drawing.views[index].rect.standardized
        guard isDrawn(index), rect.width >= Style.idMinimumSize.width,
            rect.height >= Style.idMinimumSize.height,
            let label = Self.shortened(drawing.views[index].id, toFit: rect.width - 4)
        else { return nil }
        let width = SVGWriter.approximateWidth(of: label, fontSize: Style.idSize)
        for x in Set([rect.minX + 2, max(rect.minX + 2, rect.maxX - 2 - width)]).sorted() {
            for line in 0...Style.idMoves {
                let top = rect.minY + CGFloat(line) * Style.idLineHeight
                guard top + Style.idLineHeight <= rect.maxY else { break }
                let box = CGRect(x: x, y: top, width: width, height: Style.idLineHeight)
                guard written.insertIfFree(box) else { continue }
                labels.append(PaintedLabel(kind: .id, text: label, box: box))
                return (label, box)
            }
        }
        return nil
    }

    /// Counts `box` as taken by text painted there, whatever it covers.
    private mutating func take(_ box: CGRect, _ kind: PaintedLabel.Kind, _ text: String) {
        written.insert(box)
        labels.append(PaintedLabel(kind: kind, text: text, box: box))
    }

    /// The ids placed, each in its place.
    mutating func paintIDs() {
        let group = writer.openGroup([("font-size", SVGWriter.number(Style.idSize)), ("fill", Style.idColor)])
        for place in idPlaces {
            guard let (label, box) = place else { continue }
            writer.element(
                "text",
                [("x", SVGWriter.number(box.minX)), ("y", SVGWriter.number(box.minY + Style.idSize * 0.9))],
                content: label)
        }
        writer.closeGroup(group)
    }

    /// Where the overlay caption `text`, anchored at `point` (`start` or `middle`) on its
    /// baseline, goes: there, or a line lower at a time until it covers no text, id or caption
    /// placed before, so that the captions of one conflict stay in their order. Its box is
    /// taken.
    mutating func placeCaption(_ text: String, at point: CGPoint, anchor: String) -> CGPoint {
        let size = RenderStyle.overlayTextSize
        let width = SVGWriter.approximateWidth(of: text, fontSize: size)
        let left = anchor == "middle" ? point.x - width / 2 : point.x
        var baseline = point.y
        // Below everything taken, a place is free: the loop ends there at the latest.
        while true {
            let box = CGRect(x: left, y: baseline - size, width: width, height: size + 2)
            if written.insertIfFree(box) || !box.minY.isFinite {
                labels.append(PaintedLabel(kind: .caption, text: text, box: box))
                return CGPoint(x: point.x, y: baseline)
            }
            baseline += size + 2
        }
    }

    /// `id`, or its start and `…` when it is wider than `width` at the id size; nil when not
    /// even one character and `…` fit.
    static func shortened(_ id: String, toFit width: CGFloat) -> String? {
        let fits = Int((width / (Style.idSize * 0.6)).rounded(.down))
        if id.count <= fits { return id }
        guard fits >= 2 else { return nil }
        return String(id.prefix(fits - 1)) + "…"
    }
}

/// The boxes of the labels written so far, bucketed by a coarse grid so that finding the ones
/// near a new label costs about the same however many there are.
struct LabelIndex {
    private static let cell = CGSize(width: 64, height: 16)
    private var boxes: [CGRect] = []
    private var buckets: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// Adds `box`, whatever it overlaps.
    mutating func insert(_ box: CGRect) {
        let cells = Self.cells(of: box)
        boxes.append(box)
        for cell in cells { buckets[cell, default: []].append(boxes.count - 1) }
    }

    /// Adds `box` and returns true when it overlaps none of the boxes added before; else adds
    /// nothing and returns false.
    mutating func insertIfFree(_ box: CGRect) -> Bool {
        let cells = Self.cells(of: box)
        for cell in cells {
            for index in buckets[cell] ?? [] where boxes[index].intersects(box) {
                // Boxes that only touch do not overlap.
                let shared = boxes[index].intersection(box)
                if shared.width > 0 && shared.height > 0 { return false }
            }
        }
        boxes.append(box)
        for cell in cells { buckets[cell, default: []].append(boxes.count - 1) }
        return true
    }

    private static func cells(of box: CGRect) -> [Cell] {
        func index(_ value: CGFloat, _ size: CGFloat) -> Int {
            let scaled = (value / size).rounded(.down)
            return scaled.isFinite ? Int(max(min(scaled, 1e9), -1e9)) : 0
        }
        let columns =
            index(box.minX, cell.width)...max(index(box.minX, cell.width), index(box.maxX, cell.width))
        let rows =
            index(box.minY, cell.height)...max(index(box.minY, cell.height), index(box.maxY, cell.height))
        return rows.flatMap { row in columns.map { Cell(column: $0, row: row) } }
    }
}
