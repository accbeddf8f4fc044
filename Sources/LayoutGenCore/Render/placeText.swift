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

/// Places the text of `view`, whose alignment rectangle is `rect` in root coordinates, by the
/// rules of ``TextMetrics`` and of each view's baselines in LayoutRuntime:
/// - a label wraps at its width unless it has one line, and centres its block of lines
///   vertically; a button and a text field show one line centred vertically;
/// - a text view wraps at its width from its top; while it scrolls, only the lines that start
///   inside it show;
/// - lines align to the leading side (UIKit's natural alignment), a text field's 7 points in;
///   a button's title and a segment's title are centred;
/// - a segmented control shows each title at 13 points, centred in its equal share of the
///   width, the first segment on the leading side.
///
/// A text that does not fit runs past its view: the picture does not truncate (lint's
/// truncation check says where UIKit would).
func placeText(of view: View, in rect: CGRect, direction: UserInterfaceLayoutDirection) -> PlacedText {
    let leading = direction == .leftToRight
    // UIKit's natural alignment: lines start on the leading side.
    let natural: (CGFloat) -> CGFloat = { width in leading ? rect.minX : rect.maxX - width }
    switch view {
    case let label as Label:
        let size = label.font.pointSize
        let lines = TextMetrics.lines(
            of: label.text ?? "", fontSize: size, maxWidth: label.numberOfLines == 1 ? nil : rect.width,
            maxLines: label.numberOfLines)
        return centred(lines, fontSize: size, role: .text, in: rect, x: natural)
    case let textView as TextView:
        let size = textView.font.pointSize
        let lines = TextMetrics.lines(of: textView.text, fontSize: size, maxWidth: rect.width)
        var placed = place(lines, fontSize: size, top: rect.minY, x: natural)
        if textView.isScrollEnabled { placed = placed.filter { $0.frame.minY < rect.maxY } }
        let first = rect.minY + TextMetrics.ascender(fontSize: size)
        let last = first + CGFloat(max(lines.count, 1) - 1) * TextMetrics.lineHeight(fontSize: size)
        let text = placed.isEmpty ? nil : SceneDrawing.DrawnText(role: .text, fontSize: size, lines: placed)
        return PlacedText(text: text, baselines: (first, last))
    case let button as Button:
        let size = button.font.pointSize
        let lines = TextMetrics.lines(of: button.currentTitle ?? "", fontSize: size, maxLines: 1)
        return centred(lines, fontSize: size, role: .title, in: rect) { width in rect.midX - width / 2 }
    case let field as TextField:
        let size = field.font.pointSize
        let showsText = !(field.text ?? "").isEmpty
        let lines = TextMetrics.lines(
            of: (showsText ? field.text : field.placeholder) ?? "", fontSize: size, maxLines: 1)
        return centred(lines, fontSize: size, role: showsText ? .text : .placeholder, in: rect) { width in
            leading ? rect.minX + 7 : rect.maxX - 7 - width
        }
    case let control as SegmentedControl:
        let count = control.numberOfSegments
        guard count > 0 else { return PlacedText() }
        let size: CGFloat = 13
        let share = rect.width / CGFloat(count)
        var lines: [SceneDrawing.Line] = []
        for segment in 0..<count {
            let title = TextMetrics.lines(
                of: control.titleForSegment(at: segment) ?? "", fontSize: size, maxLines: 1)
            let start =
                leading ? rect.minX + CGFloat(segment) * share : rect.maxX - CGFloat(segment + 1) * share
            let block = centredBlockTop(lineCount: 1, fontSize: size, in: rect)
            lines += place(title, fontSize: size, top: block) { width in start + (share - width) / 2 }
        }
        return PlacedText(text: lines.isEmpty ? nil : .init(role: .title, fontSize: size, lines: lines))
    default:
        return PlacedText()
    }
}

/// `lines` as one block centred vertically in `rect` (UILabel's rule, which buttons and text
/// fields follow), each line starting at `x(width)`; the baselines are the block's, that of one
/// line when there is none.
private func centred(
    _ lines: [String], fontSize: CGFloat, role: SceneDrawing.DrawnText.Role, in rect: CGRect,
    x: (CGFloat) -> CGFloat
) -> PlacedText {
    let top = centredBlockTop(lineCount: lines.count, fontSize: fontSize, in: rect)
    let placed = place(lines, fontSize: fontSize, top: top, x: x)
    let first = top + TextMetrics.ascender(fontSize: fontSize)
    let last = first + CGFloat(max(lines.count, 1) - 1) * TextMetrics.lineHeight(fontSize: fontSize)
    let text = placed.isEmpty ? nil : SceneDrawing.DrawnText(role: role, fontSize: fontSize, lines: placed)
    return PlacedText(text: text, baselines: (first, last))
}

/// The top of a block of `lineCount` lines (at least one) centred vertically in `rect`.
private func centredBlockTop(lineCount: Int, fontSize: CGFloat, in rect: CGRect) -> CGFloat {
    rect.midY - TextMetrics.height(ofLines: max(lineCount, 1), fontSize: fontSize) / 2
}

/// Each of `lines` one line height below the one before, the first at `top`, starting at
/// `x(width)`; empty lines take their place but are not kept.
private func place(
    _ lines: [String], fontSize: CGFloat, top: CGFloat, x: (CGFloat) -> CGFloat
) -> [SceneDrawing.Line] {
    let lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
    let ascender = TextMetrics.ascender(fontSize: fontSize)
    var placed: [SceneDrawing.Line] = []
    for (index, line) in lines.enumerated() where !line.isEmpty {
        let lineTop = top + CGFloat(index) * lineHeight
        let width = TextMetrics.size(of: line, fontSize: fontSize).width
        placed.append(
            SceneDrawing.Line(
                text: line, frame: CGRect(x: x(width), y: lineTop, width: width, height: lineHeight),
                baseline: lineTop + ascender))
    }
    return placed
}
