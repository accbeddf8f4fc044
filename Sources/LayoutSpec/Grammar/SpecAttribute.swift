import LayoutRuntime

/// An attribute a constraint relates: an edge, a center or a size of a view or layout guide.
///
/// Positions relate only to positions on the same axis; sizes relate to sizes on either axis,
/// so `a.height == a.width` states an aspect ratio.
public enum SpecAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// Whether an attribute is a place (an edge or center) or an extent.
    public enum Kind: Hashable, Sendable {
        case position
        case size
    }

    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY: .vertical
        }
    }

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
    enum Direction {
        /// leading, trailing: they swap in right-to-left languages.
        case writing
        /// left, right: fixed on screen.
        case screen
        /// centers, vertical attributes and sizes: direction plays no part.
        case neutral
    }

    var direction: Direction {
        switch self {
        case .leading, .trailing: .writing
        case .left, .right: .screen
        default: .neutral
        }
    }
}
