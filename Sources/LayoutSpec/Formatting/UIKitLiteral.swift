import LayoutRuntime

/// Spelling values as Swift source for UIKit, where UIKit's names differ from LayoutRuntime's:
/// `UILayoutPriority(rawValue: 251)`, `UIEdgeInsets(top:left:bottom:right:)` with all four
/// sides (UIKit's initializer has no defaults), `UIColor(red:green:blue:alpha:)`.
public enum UIKitLiteral {
    /// UIKit's name for a priority that has one (`.defaultHigh`), else
    /// `UILayoutPriority(rawValue: 251)`.
    public static func priority(_ priority: LayoutPriority) -> String {
        SwiftLiteral.priorityName(priority)
            ?? "UILayoutPriority(rawValue: \(SwiftLiteral.number(Double(priority.rawValue))))"
    }

    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)`.
    public static func edgeInsets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), "
            + "bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
    }

    /// `NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)`.
    public static func directionalEdgeInsets(_ insets: DirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
    }

    /// A named color (`.red`, a `UIColor` class property) when the value is one, else its
    /// components.
    public static func color(_ color: Color) -> String {
        if let name = Color.name(of: color) { return ".\(name)" }
        return "UIColor(red: \(SwiftLiteral.number(color.red)), green: \(SwiftLiteral.number(color.green)), "
            + "blue: \(SwiftLiteral.number(color.blue)), alpha: \(SwiftLiteral.number(color.alpha)))"
    }

    /// The UIKit statements that set `font` on each view type that takes one. A text style's
    /// font and a scaled font also set `adjustsFontForContentSizeCategory`, so that the view
    /// follows the user's text size as the proof does; where `statesScaling` (a font that
    /// varies with the size classes, which may replace a text style's), a fixed font sets it
    /// to false. A segmented control, which has no such property, takes its font at the text
    /// size it is made at.
    public static func fontStatements(_ font: FontSpec, statesScaling: Bool = false)
        -> [ViewType: [ViewSetting.Statement]]
    {
        let value = SwiftLiteral.font(font, type: "UIFont")
        func statements(on receiver: String) -> [ViewSetting.Statement] {
            var statements = [ViewSetting.Statement.assignment(member: receiver + "font", value: value)]
            let scales: Bool
            switch font {
            case .textStyle, .scaled: scales = true
            case .system, .named: scales = false
            }
            if scales || statesScaling {
                statements.append(
                    .assignment(member: receiver + "adjustsFontForContentSizeCategory", value: "\(scales)"))
            }
            return statements
        }
        // A title attribute's value is `Any`: the font's type is written out.
        let qualified = value.hasPrefix(".") ? "UIFont" + value : value
        return [
            .label: statements(on: ""), .textView: statements(on: ""), .textField: statements(on: ""),
            // UIButton has no font of its own: its title label has.
            .button: statements(on: "titleLabel?."),
            .segmentedControl: [.call("setTitleTextAttributes([.font: \(qualified)], for: .normal)")],
        ]
    }

    private static func number(_ value: CGFloat) -> String {
        SwiftLiteral.number(Double(value))
    }
}

extension StackSpacing {
    /// The value as UIKit source: a number, or `UIStackView.spacingUseSystem`.
    public var uikitLiteral: String {
        switch self {
        case .points(let points): SwiftLiteral.number(points)
        case .system: "UIStackView.spacingUseSystem"
        }
    }
}
