/// Where a view's first and last baselines lie, each as `top + heightFactor * height +
/// offset` of its alignment rectangle, so that layout keeps them linear in the view's frame.
struct Baselines: Hashable {
    struct Line: Hashable {
        var heightFactor: CGFloat
        var offset: CGFloat
    }

    var first: Line
    var last: Line

    /// A view without text: the top edge and the bottom edge.
    static let edges = Baselines(
        first: Line(heightFactor: 0, offset: 0), last: Line(heightFactor: 1, offset: 0))

    /// `lineCount` lines of text (at least one) centred vertically in the view, as a label, a
    /// button's title and a text field show them; `lineHeightMultiple` as ``TextMetrics`` reads it.
    static func centredText(lineCount: Int, font: Font, lineHeightMultiple: CGFloat = 0) -> Baselines {
        let lineHeight = TextMetrics.lineHeight(of: font, multiple: lineHeightMultiple)
        let blockHeight = CGFloat(max(lineCount, 1)) * lineHeight
        return .text(
            lineCount: lineCount, font: font, heightFactor: 0.5, blockTop: -blockHeight / 2,
            lineHeightMultiple: lineHeightMultiple)
    }

    /// Text of `lineCount` lines (at least one) in `font`, its block's top at
    /// `heightFactor * height + blockTop` from the view's top: the first baseline is one ascender
    /// below the block's top, each further line one line height lower (see ``TextMetrics``).
    /// A line `lineHeightMultiple` times the font's is taller (or shorter) above its text: its
    /// baseline keeps its distance from the line's bottom, as TextKit lays out such lines.
    static func text(
        lineCount: Int, font: Font, heightFactor: CGFloat, blockTop: CGFloat, lineHeightMultiple: CGFloat = 0
    ) -> Baselines {
        let lineHeight = TextMetrics.lineHeight(of: font, multiple: lineHeightMultiple)
        let first = blockTop + font.ascender + (lineHeight - font.lineHeight)
        let last = first + CGFloat(max(lineCount, 1) - 1) * lineHeight
        return Baselines(
            first: Line(heightFactor: heightFactor, offset: first),
            last: Line(heightFactor: heightFactor, offset: last))
    }
}
