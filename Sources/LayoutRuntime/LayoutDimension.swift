/// The width or height of a layout item.
///
/// Each method returns a new, inactive ``LayoutConstraint``, like UIKit's `NSLayoutDimension`:
/// `self relation anchor * multiplier + constant`, or `self relation constant`.
public struct LayoutDimension {
    /// The item whose size this is.
    public let item: any LayoutItem
    /// `width` or `height`.
    public let attribute: LayoutAttribute

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        relate(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        relate(.equal, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        relate(.greaterThanOrEqual, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        relate(.lessThanOrEqual, constant: constant)
    }

    private func relate(
        _ relation: LayoutRelation, _ anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    private func relate(_ relation: LayoutRelation, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
}
