/// A vertical position of a layout item (top, bottom, centerY).
///
/// Each method returns a new, inactive ``LayoutConstraint``, like UIKit's `NSLayoutYAxisAnchor`:
/// `self relation anchor + constant`. The relations to another anchor of the same axis come
/// from ``LayoutPositionAnchor``.
public struct LayoutYAxisAnchor: LayoutPositionAnchor {
    /// The item whose position this is.
    public let item: any LayoutItem
    /// Which position: an edge or a center.
    public let attribute: LayoutAttribute

    /// `self == anchor + multiplier * LayoutConstraint.systemSpacing`: the standard space below
    /// `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        relate(.equal, systemSpacingAfter: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, systemSpacingAfter: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, systemSpacingAfter: anchor, multiplier: multiplier)
    }
}
