/// What ``LayoutXAxisAnchor`` and ``LayoutYAxisAnchor`` share, as UIKit's `NSLayoutAnchor`
/// gives it to both: the relations to another anchor of the same axis. The type keeps the axes
/// apart: a left cannot be related to a top.
public protocol LayoutPositionAnchor {
    /// The item whose position this is.
    var item: any LayoutItem { get }
    /// Which position: an edge or a center.
    var attribute: LayoutAttribute { get }
}

extension LayoutPositionAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        relate(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self relation anchor + multiplier * LayoutConstraint.systemSpacing`: the standard space
    /// after (below) `anchor`, which both axes' system-spacing methods make.
    func relate(_ relation: LayoutRelation, systemSpacingAfter anchor: Self, multiplier: CGFloat)
        -> LayoutConstraint
    {
        relate(relation, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    func relate(_ relation: LayoutRelation, _ anchor: Self, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: 1, constant: constant)
    }
}
