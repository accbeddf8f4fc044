/// A part of a layout item's rectangle that a constraint relates, UIKit's
/// `NSLayoutConstraint.Attribute`.
///
/// `leading` is `left` and `trailing` is `right` in a view that reads left to right, and the
/// other way round right to left (see ``View/effectiveUserInterfaceLayoutDirection``).
/// `firstBaseline` and `lastBaseline` are the baselines of a view's first and last lines of
/// text (see ``View/firstBaselineAnchor``). `notAnAttribute` is the second attribute of a
/// constraint with no second item (`width == 100`).
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case notAnAttribute

    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute measures along; nil for `notAnAttribute`.
    package var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .notAnAttribute: nil
        }
    }

    /// An edge: the attributes a scroll view maps to its content area (see ``ScrollView``).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        case .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline, .notAnAttribute: false
        }
    }

    /// A position on an axis (an edge, a center or a baseline), as opposed to a size.
    var isPosition: Bool {
        isEdge || self == .centerX || self == .centerY || self == .firstBaseline || self == .lastBaseline
    }

    /// Whether the attribute follows the reading direction: leading and trailing.
    var followsLayoutDirection: Bool { self == .leading || self == .trailing }
}
