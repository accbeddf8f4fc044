import Foundation
import LayoutRuntime
import LayoutSpec

/// Prints a solved layout for people (an indented tree) or for tools (JSON of a fixed shape).
public enum LayoutPrinter {
    /// `{"scene": S, "size": [w, h], "sizeClass": {"horizontal": "compact", "vertical":
    /// "regular"}, "views": {ID: {"frame": [x, y, w, h]}}, "scrollViews":
    /// {ID: {"contentSize": [w, h], "contentOffset": [x, y], "scrollsHorizontally": b,
    /// "scrollsVertically": b}}}`, keys in tree order, one view per line. With `insets`, each
    /// view captured with its insets also has `"safeAreaInsets"` and `"effectiveLayoutMargins"`,
    /// `[top, left, bottom, right]`. A cell's layout has `"cell": {"fittedHeight": h,
    /// "contentViewHeight": h}` after its size, and `"rowHeight": h` in it for a table cell at a
    /// scale.
    /// - Parameter interfaceBuilderIDs: for a scene imported from a storyboard or xib, each
    ///   view's id in the document, printed as its `"interfaceBuilderID"`.
    public static func json(_ layout: SceneLayout, interfaceBuilderIDs: [String: String] = [:]) -> String {
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"scene\": \(jsonString(layout.sceneName)),")
        lines.append("  \"size\": \(numbers([layout.size.width, layout.size.height])),")
        lines.append(
            "  \"sizeClass\": {\"horizontal\": \"\(layout.sizeClasses.horizontal.rawValue)\", "
                + "\"vertical\": \"\(layout.sizeClasses.vertical.rawValue)\"},")
        if let cell = layout.cellHeights {
            let row = cell.row.map { ", \"rowHeight\": \(number(CGFloat($0)))" } ?? ""
            lines.append(
                "  \"cell\": {\"fittedHeight\": \(number(CGFloat(cell.fitted))), "
                    + "\"contentViewHeight\": \(number(CGFloat(cell.contentView)))\(row)},")
        }
        lines.append("  \"views\": {")
        for (index, view) in layout.views.enumerated() {
            let comma = index == layout.views.count - 1 ? "" : ","
            var fields = "\"frame\": \(numbers(rect(view.frame)))"
            if let document = interfaceBuilderIDs[view.id] {
                fields += ", \"interfaceBuilderID\": \(jsonString(document))"
            }
            if let safeArea = view.safeAreaInsets, let margins = view.effectiveLayoutMargins {
                fields += ", \"safeAreaInsets\": \(numbers(sides(safeArea)))"
                fields += ", \"effectiveLayoutMargins\": \(numbers(sides(margins)))"
            }
            lines.append("    \(jsonString(view.id)): {\(fields)}\(comma)")
        }
        lines.append("  },")
        lines.append("  \"scrollViews\": {")
        for (index, scroll) in layout.scrollViews.enumerated() {
            let comma = index == layout.scrollViews.count - 1 ? "" : ","
            lines.append(
                "    \(jsonString(scroll.id)): {\"contentSize\": "
                    + "\(numbers([scroll.contentSize.width, scroll.contentSize.height])), "
                    + "\"contentOffset\": \(numbers([scroll.contentOffset.x, scroll.contentOffset.y])), "
                    + "\"scrollsHorizontally\": \(scroll.scrollsHorizontally), "
                    + "\"scrollsVertically\": \(scroll.scrollsVertically)}\(comma)")
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An indented tree: `id (x, y, w, h)`, and for a scroll view its content. For a view
    /// captured with its insets, its safe-area insets and margins follow, `(top, left, bottom,
    /// right)`, where they are not zero. A cell's heights follow the title: `cell: fitted 26.25,
    /// content view 26.5, row 27` (the row for a table cell at a scale).
    public static func text(_ layout: SceneLayout) -> String {
        var text = "\(layout.sceneName) at \(layout.sizeTitle)\n"
        if let cell = layout.cellHeights {
            let row = cell.row.map { ", row \(number(CGFloat($0)))" } ?? ""
            text +=
                "cell: fitted \(number(CGFloat(cell.fitted))), content view \(number(CGFloat(cell.contentView)))"
            text += "\(row)\n"
        }
        for view in layout.views {
            let indent = String(repeating: "  ", count: view.depth)
            text += "\(indent)\(view.id) (\(rect(view.frame).map(number).joined(separator: ", ")))"
            if let scroll = layout.scrollContent(of: view.id) {
                var axes: [String] = []
                if scroll.scrollsHorizontally { axes.append("horizontally") }
                if scroll.scrollsVertically { axes.append("vertically") }
                text += " content \(number(scroll.contentSize.width))x\(number(scroll.contentSize.height))"
                text += " offset (\(number(scroll.contentOffset.x)), \(number(scroll.contentOffset.y)))"
                text += axes.isEmpty ? " no scrolling" : " scrolls \(axes.joined(separator: " and "))"
            }
            for (name, value) in [
                ("safe area", view.safeAreaInsets), ("margins", view.effectiveLayoutMargins),
            ] {
                if let value, value != .zero {
                    text += " \(name) (\(sides(value).map(number).joined(separator: ", ")))"
                }
            }
            text += "\n"
        }
        return text
    }

    private static func sides(_ insets: EdgeInsets) -> [CGFloat] {
        [insets.top, insets.left, insets.bottom, insets.right]
    }

    private static func rect(_ frame: CGRect) -> [CGFloat] {
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    }

    private static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// Rounded to 1e-9 so solver noise never shows; integers without a fraction.
    static func number(_ value: CGFloat) -> String {
        var rounded = (Double(value) * 1e9).rounded() / 1e9
        if rounded == 0 { rounded = 0 }  // no "-0"
        return SwiftLiteral.number(rounded)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        doubleQuoted(text)
    }
}
