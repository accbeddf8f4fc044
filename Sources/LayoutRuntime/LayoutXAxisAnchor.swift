/// A horizontal position of a layout item (leading, trailing, left, right, centerX).
///
/// Each method returns a new, inactive ``LayoutConstraint``, like UIKit's `NSLayoutXAxisAnchor`:
/// `self relation anchor + constant`. The relations to another anchor of the same axis come
/// from ``LayoutPositionAnchor``.
public struct LayoutXAxisAnchor: LayoutPositionAnchor {
    /// The item whose position this is.
    public let item: any LayoutItem
    /// Which position: an edge or a center.
    public let attribute: LayoutAttribute

    /// `self == anchor + multiplier * LayoutConstraint.systemSpacing`: the standard space after
    /// `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        relate(.equal, systemSpacingAfter: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, systemSpacingAfter: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, systemSpacingAfter: anchor, multiplier: multiplier)
    }
}
