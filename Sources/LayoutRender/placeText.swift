import LayoutProof
import LayoutRuntime

/// The text a view shows, placed in its alignment rectangle as the runtime measures it, and the
/// baselines constraints give it.
struct PlacedText {
    /// The lines to draw; nil for a view that shows no text.
    var text: SceneDrawing.DrawnText?
    /// The first and last baselines in root coordinates, for the views whose baselines are their
    /// text's; nil for the others (their baselines are their top and bottom edges).
    var baselines: (first: CGFloat, last: CGFloat)?
}

/// Places the text of `view`, whose alignment rectangle is `rect` in root coordinates: the
/// lines ``TextMetrics`` breaks it into at the view's width, the first on the view's first
/// baseline as the runtime places it for constraints (``View/baselineOffsets(in:)``: a label,
/// a button and a text field centre their block of lines vertically, a text view starts at its
/// top), each further line one line height lower:
/// - while a text view scrolls, only the lines that start inside it show;
/// - lines align to the leading side (UIKit's natural alignment), a text field's
///   ``TextField/horizontalPadding`` in; a button's title and a segment's title are centred;
/// - a segmented control shows each title in its ``SegmentedControl/font``, centred
///   vertically and in its equal share of the width, the first segment on the leading side.
///
/// A text that does not fit runs past its view: the picture does not truncate (lint's
/// truncation check says where UIKit would).
func placeText(of view: View, in rect: CGRect, direction: UserInterfaceLayoutDirection) -> PlacedText {
    let leading = direction == .leftToRight
    // UIKit's natural alignment: lines start on the leading side.
    let natural: (CGFloat) -> CGFloat = { width in leading ? rect.minX : rect.maxX - width }
    let baselines = view.baselineOffsets(in: rect.size)
    func placed(
        _ lines: [String], font: Font, role: SceneDrawing.DrawnText.Role, lineHeightMultiple: CGFloat = 0,
        x: (CGFloat) -> CGFloat
    )
        -> PlacedText
    {
        let first = rect.minY + baselines.first
        let kept = place(
            lines, font: font, lineHeight: TextMetrics.lineHeight(of: font, multiple: lineHeightMultiple),
            firstBaseline: first, x: x)
        return PlacedText(
            text: kept.isEmpty ? nil : SceneDrawing.DrawnText(role: role, font: font, lines: kept),
            baselines: (first, rect.minY + baselines.last))
    }
    switch view {
    case let label as Label:
        let font = label.shown(label.font)
        let lines = TextMetrics.lines(
            of: label.text ?? "", font: font, maxWidth: label.numberOfLines == 1 ? nil : rect.width,
            maxLines: label.numberOfLines)
        return placed(
            lines, font: font, role: .text, lineHeightMultiple: label.lineHeightMultiple, x: natural)
    case let textView as TextView:
        let font = textView.shown(textView.font)
        // Lines start inside the text container's inset and line fragment padding.
        let (inset, padding) = (textView.textContainerInset, TextView.lineFragmentPadding)
        var result = placed(textView.lines(width: rect.width), font: font, role: .text) { width in
            leading ? rect.minX + inset.left + padding : rect.maxX - inset.right - padding - width
        }
        if textView.isScrollEnabled, let text = result.text {
            let inside = text.lines.filter { $0.frame.minY < rect.maxY }
            result.text =
                inside.isEmpty ? nil : SceneDrawing.DrawnText(role: .text, font: font, lines: inside)
        }
        return result
    case let button as Button:
        let font = button.shown(button.font)
        let lines = TextMetrics.lines(of: button.currentTitle ?? "", font: font, maxLines: 1)
        return placed(lines, font: font, role: .title) { width in rect.midX - width / 2 }
    case let field as TextField:
        let font = field.shown(field.font)
        let showsText = !(field.text ?? "").isEmpty
        let lines = TextMetrics.lines(
            of: (showsText ? field.text : field.placeholder) ?? "", font: font, maxLines: 1)
        let padding = TextField.horizontalPadding
        return placed(lines, font: font, role: showsText ? .text : .placeholder) { width in
            leading ? rect.minX + padding : rect.maxX - padding - width
        }
    case let control as SegmentedControl:
        let count = control.numberOfSegments
        guard count > 0 else { return PlacedText() }
        let font = control.shown(control.font)
        let share = rect.width / CGFloat(count)
        // One line centred vertically, as a label's.
        let baseline = rect.midY - font.lineHeight / 2 + font.ascender
        var lines: [SceneDrawing.Line] = []
        for segment in 0..<count {
            let title = TextMetrics.lines(
                of: control.titleForSegment(at: segment) ?? "", font: font, maxLines: 1)
            let start =
                leading ? rect.minX + CGFloat(segment) * share : rect.maxX - CGFloat(segment + 1) * share
            lines += place(title, font: font, firstBaseline: baseline) { width in
                start + (share - width) / 2
            }
        }
        return PlacedText(text: lines.isEmpty ? nil : .init(role: .title, font: font, lines: lines))
    default:
        return PlacedText()
    }
}

/// Each of `lines` `lineHeight` (the font's unless given) below the one before, the first on
/// `firstBaseline`, starting at `x(width)`; empty lines take their place but are not kept. A
/// line's frame is the font's line around its text.
private func place(
    _ lines: [String], font: Font, lineHeight: CGFloat? = nil, firstBaseline: CGFloat, x: (CGFloat) -> CGFloat
) -> [SceneDrawing.Line] {
    let ascender = font.ascender
    let spacing = lineHeight ?? font.lineHeight
    var placed: [SceneDrawing.Line] = []
    for (index, line) in lines.enumerated() where !line.isEmpty {
        let baseline = firstBaseline + CGFloat(index) * spacing
        let width = TextMetrics.width(of: line, font: font)
        placed.append(
            SceneDrawing.Line(
                text: line,
                frame: CGRect(x: x(width), y: baseline - ascender, width: width, height: font.lineHeight),
                baseline: baseline))
    }
    return placed
}
