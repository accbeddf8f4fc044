import LayoutRuntime

/// An attribute a constraint relates: an edge, a center or a size of a view or layout guide,
/// a view's baseline, or an edge or center of a view's margins (UIKit's `leftMargin` ...
/// `centerYWithinMargins`, which are its `layoutMarginsGuide`'s).
///
/// Positions relate only to positions on the same axis; sizes relate to sizes on either axis,
/// so `a.height == a.width` states an aspect ratio.
public enum SpecAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether an attribute is a place (an edge or center) or an extent.
    public enum Kind: Hashable, Sendable {
        case position
        case size
    }

    public var axis: LayoutAxis { (marginBase ?? self).axisOfBase }

    private var axisOfBase: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        default: .vertical
        }
    }

    /// For a margin attribute, the attribute of the margins guide it names: `leadingMargin` is
    /// the `leading` of `layoutMarginsGuide`; nil for the others.
    public var marginBase: SpecAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// The margin attribute of an edge (`leading` → `leadingMargin`): what the Visual Format
    /// Language's standard space to the superview relates.
    public var margin: SpecAttribute? {
        Self.allCases.first { $0.marginBase == self }
    }

    /// Whether the attribute is a baseline, which only views have.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    public var kind: Kind {
        switch self {
        case .width, .height: .size
        default: .position
        }
    }

    /// The size attribute along `axis`: width or height.
    public static func size(along axis: LayoutAxis) -> SpecAttribute {
        axis == .horizontal ? .width : .height
    }

    /// How a horizontal position reads the writing direction; UIKit refuses to relate a
    /// leading or trailing edge to a left or right one.
    public enum Direction: Sendable {
        /// leading, trailing: they swap in right-to-left languages.
        case writing
        /// left, right: fixed on screen.
        case screen
        /// centers, vertical attributes and sizes: direction plays no part.
        case neutral
    }

    public var direction: Direction {
        switch marginBase ?? self {
        case .leading, .trailing: .writing
        case .left, .right: .screen
        default: .neutral
        }
    }
}
