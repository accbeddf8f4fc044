/// Insets from a rectangle's four sides, fixed on screen: UIKit's `UIEdgeInsets`.
///
/// Positive values inset, negative ones outset.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// No inset on any side.
    public static let zero = EdgeInsets()

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }

    /// `(top, left, bottom, right)`, UIKit's order.
    public var description: String {
        "(\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right)))"
    }

    /// `rect` with these insets taken off its sides.
    public func inset(_ rect: CGRect) -> CGRect {
        // origin and size, not minX and width, which would standardize a negative size.
        CGRect(
            x: rect.origin.x + left, y: rect.origin.y + top, width: rect.size.width - left - right,
            height: rect.size.height - top - bottom)
    }

    /// `rect` with these insets added around its sides: the inverse of ``inset(_:)``.
    public func outset(_ rect: CGRect) -> CGRect {
        EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right).inset(rect)
    }

    /// Each side the sum of both insets' sides.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }

    /// Whether every side is within `tolerance` of `other`'s.
    func isClose(to other: EdgeInsets, tolerance: CGFloat = 1e-9) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }
}

/// Insets that follow the reading direction: UIKit's `NSDirectionalEdgeInsets`.
///
/// `leading` is the left side left to right and the right side right to left.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets()

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `(top, leading, bottom, trailing)`, UIKit's order.
    public var description: String {
        "(\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing)))"
    }

    /// The insets on screen when the view reads in `direction`.
    public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension EdgeInsets {
    /// The directional insets of a view that reads in `direction`.
    public func directional(for direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}
