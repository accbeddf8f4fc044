/// A vertical position of a layout item (top, bottom, centerY).
///
/// Each method returns a new, inactive ``LayoutConstraint``, like UIKit's `NSLayoutYAxisAnchor`:
/// `self relation anchor + constant`.
public struct LayoutYAxisAnchor {
    /// The item whose position this is.
    public let item: any LayoutItem
    /// Which position: an edge or a center.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        relate(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier * LayoutConstraint.systemSpacing`: the standard space below
    /// `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        relate(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self >= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self <= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    private func relate(_ relation: LayoutRelation, _ anchor: LayoutYAxisAnchor, constant: CGFloat)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: 1, constant: constant)
    }
}
