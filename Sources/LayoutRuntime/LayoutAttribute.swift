/// A part of a layout item's rectangle that a constraint relates, UIKit's
/// `NSLayoutConstraint.Attribute`.
///
/// Layout is left to right: `leading` is `left` and `trailing` is `right`. `notAnAttribute` is
/// the second attribute of a constraint with no second item (`width == 100`).
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute

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
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute measures along; nil for `notAnAttribute`.
    var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY: .vertical
        case .notAnAttribute: nil
        }
    }

    /// An edge: the attributes a scroll view maps to its content area (see ``ScrollView``).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        case .width, .height, .centerX, .centerY, .notAnAttribute: false
        }
    }

    /// A position on an axis (an edge or a center), as opposed to a size.
    var isPosition: Bool { isEdge || self == .centerX || self == .centerY }
}
