/// A horizontal position of a layout item (leading, trailing, left, right, centerX).
///
/// Each method returns a new, inactive ``LayoutConstraint``, like UIKit's `NSLayoutXAxisAnchor`:
/// `self relation anchor + constant`.
public struct LayoutXAxisAnchor {
    /// The item whose position this is.
    public let item: any LayoutItem
    /// Which position: an edge or a center.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        relate(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier * LayoutConstraint.systemSpacing`: the standard space after
    /// `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1)
        -> LayoutConstraint
    {
        relate(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self >= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self <= anchor + multiplier * LayoutConstraint.systemSpacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    private func relate(_ relation: LayoutRelation, _ anchor: LayoutXAxisAnchor, constant: CGFloat)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: 1, constant: constant)
    }
}
