import LayoutProof
import LayoutRuntime
import LayoutSpec

/// Draws laid-out scenes: ``SceneDrawing``s side by side as one SVG picture, or as an HTML page
/// with one picture per drawing.
///
/// One point is one SVG user unit, and each drawing is in its root's coordinates, moved right
/// and down to its place on the canvas (`<g class="drawing" transform="translate(X,Y)">`). The
/// same drawings always give the same bytes. docs/Render.md says what is drawn and how.
public enum SceneRenderer {
    /// Lays `scene` out at each of `sizes` (a range of sizes at its two corners) and captures
    /// each layout, in order, with an empty overlay.
    ///
    /// Each size's environment is applied to the root before layout, as the proof applies it.
    /// - Parameter contentOffsets: Content offsets to draw the scroll views at, by id; each
    ///   scroll view gets its own offset back afterwards. An id that names no scroll view of the
    ///   scene is ignored.
    public static func drawings(
        of scene: BuiltScene, at sizes: [SizeSpec], contentOffsets: [String: CGPoint] = [:]
    ) -> [SceneDrawing] {
        var scrolled: [(ScrollView, CGPoint)] = []
        for (id, offset) in contentOffsets {
            guard let scrollView = scene.view(id) as? ScrollView else { continue }
            scrolled.append((scrollView, scrollView.contentOffset))
            scrollView.contentOffset = offset
        }
        defer {
            for (scrollView, offset) in scrolled { scrollView.contentOffset = offset }
        }
        return sizes.flatMap(\.corners).map { size in
            size.environment.apply(to: scene.root)
            scene.root.layoutIfNeeded()
            return SceneDrawing.capture(root: scene.root, sceneName: scene.name, sizeName: size.name)
        }
    }

    /// An SVG 1.1 document: a legend of the marks it shows, then the drawings left to right,
    /// each under a caption (its scene, then its size and dimensions). The canvas grows to hold
    /// what lies beyond a screen, such as a scroll view's content.
    public static func svg(_ drawings: [SceneDrawing]) -> String {
        let painted = drawings.map(paintScene)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + canvas(
                zip(drawings, painted).map { $0 }, legend: legend(of: painted), captions: true,
                title: title(of: drawings))
    }

    /// A self-contained HTML page: the scenes' names, the legend, then each drawing under a
    /// heading as an inline SVG picture of its own.
    public static func html(_ drawings: [SceneDrawing]) -> String {
        let title = SVGWriter.escape(title(of: drawings))
        let painted = drawings.map(paintScene)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: sans-serif; margin: 16px; color: #1C1C1E; }
            h1 { font-size: 20px; }
            h2 { font-size: 15px; margin: 24px 0 8px; }
            svg { display: block; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>

            """
        let entries = legend(of: painted)
        if !entries.isEmpty { page += canvas([], legend: entries, captions: false, title: "Legend") }
        for (drawing, picture) in zip(drawings, painted) {
            page += "<h2>\(SVGWriter.escape(drawing.title))</h2>\n"
            page += canvas([(drawing, picture)], legend: [], captions: false, title: drawing.title)
        }
        return page + "</body>\n</html>\n"
    }

    /// The scenes' names, each once, in order.
    private static func title(of drawings: [SceneDrawing]) -> String {
        var names: [String] = []
        for drawing in drawings where !names.contains(drawing.sceneName) { names.append(drawing.sceneName) }
        return names.joined(separator: ", ")
    }

    /// The legend's entries for what the pictures show, in the legend's order.
    private static func legend(of painted: [PaintedDrawing]) -> [RenderStyle.LegendEntry] {
        let shown = painted.reduce(into: Set<RenderStyle.LegendEntry>()) { $0.formUnion($1.legend) }
        return RenderStyle.LegendEntry.allCases.filter(shown.contains)
    }

    /// One `<svg>` element: the legend on top, when it has entries; then each drawing in a
    /// column as wide as it or its caption, columns `RenderStyle.gap` apart.
    private static func canvas(
        _ drawings: [(SceneDrawing, PaintedDrawing)], legend entries: [RenderStyle.LegendEntry],
        captions: Bool,
        title: String
    ) -> String {
        typealias Style = RenderStyle
        var columns: [CGFloat] = []
        var x = Style.margin
        var tallest: CGFloat = 0
        for (drawing, picture) in drawings {
            columns.append(x)
            var width = picture.bounds.width
            if captions {
                width = max(
                    width,
                    SVGWriter.approximateWidth(of: drawing.sceneName, fontSize: Style.captionSizes.scene),
                    SVGWriter.approximateWidth(of: drawing.sizeTitle, fontSize: Style.captionSizes.size))
            }
            x += width + Style.gap
            tallest = max(tallest, picture.bounds.height)
        }
        let drawingsWidth = drawings.isEmpty ? 0 : x - Style.gap - Style.margin
        let legend = LegendLayout(entries, width: max(drawingsWidth, Style.legendMinimumWidth))
        var top = Style.margin
        if !entries.isEmpty { top += legend.height + (drawings.isEmpty ? 0 : Style.legendSpacing) }
        let drawingTop = top + (captions ? Style.captionHeight : 0)
        let width = (max(drawingsWidth, legend.width) + 2 * Style.margin).rounded(.up)
        let height = ((drawings.isEmpty ? top : drawingTop + tallest) + Style.margin).rounded(.up)

        var writer = SVGWriter()
        let size = (SVGWriter.number(width), SVGWriter.number(height))
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", size.0),
                ("height", size.1),
                ("viewBox", "0 0 \(size.0) \(size.1)"), ("font-family", "sans-serif"),
            ])
        writer.raw("\n")
        writer.element("title", [], content: title)
        if !drawings.isEmpty {
            writer.rect(CGRect(x: 0, y: 0, width: width, height: height), [("fill", Style.canvas)])
        }
        legend.write(into: &writer, at: CGPoint(x: Style.margin, y: Style.margin))
        for (index, (drawing, picture)) in drawings.enumerated() {
            if captions {
                let group = writer.openGroup([("fill", Style.captionColor)])
                writer.element(
                    "text",
                    [
                        ("x", SVGWriter.number(columns[index])), ("y", SVGWriter.number(top + 14)),
                        ("font-size", SVGWriter.number(Style.captionSizes.scene)), ("font-weight", "bold"),
                    ], content: drawing.sceneName)
                writer.element(
                    "text",
                    [
                        ("x", SVGWriter.number(columns[index])), ("y", SVGWriter.number(top + 30)),
                        ("font-size", SVGWriter.number(Style.captionSizes.size)),
                    ], content: drawing.sizeTitle)
                writer.closeGroup(group)
            }
            let dx = SVGWriter.number(columns[index] - picture.bounds.minX)
            let dy = SVGWriter.number(drawingTop - picture.bounds.minY)
            let group = writer.openGroup([("class", "drawing"), ("transform", "translate(\(dx),\(dy))")])
            writer.raw(picture.markup)
            writer.closeGroup(group)
        }
        writer.close("svg")
        return writer.text
    }
}

/// The legend's entries in rows no wider than a width (one entry a row at least): each a swatch
/// drawn as the mark it explains, then what it means.
private struct LegendLayout {
    typealias Style = RenderStyle

    private var placed: [(entry: Style.LegendEntry, at: CGPoint)] = []
    /// The widest row's width; the height of the rows.
    private(set) var width: CGFloat = 0
    private(set) var height: CGFloat = 0

    init(_ entries: [Style.LegendEntry], width limit: CGFloat) {
        var x: CGFloat = 0
        var y: CGFloat = 0
        for entry in entries {
            let entryWidth = Self.width(of: entry)
            if x > 0 && x + entryWidth > limit {
                x = 0
                y += Style.swatch + Style.legendRowSpacing
            }
            placed.append((entry, CGPoint(x: x, y: y)))
            width = max(width, x + entryWidth)
            height = y + Style.swatch
            x += entryWidth + Style.legendEntrySpacing
        }
    }

    private static func width(of entry: Style.LegendEntry) -> CGFloat {
        Style.swatch + 4 + SVGWriter.approximateWidth(of: entry.caption, fontSize: Style.legendTextSize)
    }

    func write(into writer: inout SVGWriter, at origin: CGPoint) {
        let group = writer.openGroup([
            ("font-size", SVGWriter.number(Style.legendTextSize)), ("fill", Style.captionColor),
        ])
        for (entry, at) in placed {
            let swatch = CGRect(
                x: origin.x + at.x, y: origin.y + at.y, width: Style.swatch, height: Style.swatch)
            switch entry {
            case .safeArea:
                writer.rect(swatch, [("fill", Style.safeArea), ("fill-opacity", Style.safeAreaOpacity)])
            case .margins:
                writer.rect(swatch, [("fill", Style.margins), ("fill-opacity", Style.marginsOpacity)])
            case .beyondViewport:
                writer.rect(swatch, [("fill", Style.scrollOutline)])
                writer.rect(swatch, [("fill", Style.veil), ("fill-opacity", Style.veilOpacity)])
            case .contentArea:
                writer.rect(
                    swatch,
                    [
                        ("fill", "none"), ("stroke", Style.scrollOutline),
                        ("stroke-dasharray", Style.contentDash),
                    ])
            case .conflict:
                writer.rect(swatch, [("fill", "none"), ("stroke", Style.conflict), ("stroke-width", "2")])
            case .alternative:
                writer.rect(
                    swatch,
                    [
                        ("fill", "none"), ("stroke", Style.alternative), ("stroke-width", "1.5"),
                        ("stroke-dasharray", Style.alternativeDash),
                    ])
            case .lint:
                writer.rect(
                    swatch,
                    [("fill", Style.lint), ("fill-opacity", Style.lintOpacity), ("stroke", Style.lint)])
            }
            writer.element(
                "text",
                [
                    ("x", SVGWriter.number(swatch.maxX + 4)),
                    ("y", SVGWriter.number(swatch.minY + Style.swatch - 2)),
                ], content: entry.caption)
        }
        writer.closeGroup(group)
    }
}
