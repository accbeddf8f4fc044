/// An on/off switch: UIKit's `UISwitch`, classic design (iOS 13–18).
///
/// Its intrinsic size is 49 × 31, the size of its alignment rectangle; the frame is 2 points
/// wider on the right (``alignmentRectInsets``), 51 × 31, so a switch pinned to an edge on its
/// right reaches 2 points past it. It has no baseline.
public final class Switch: Control {
    /// Whether the switch is on; layout ignores it.
    public var isOn = false

    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: 49, height: 31)
    }

    /// 2 points on the right, fixed on screen: right to left too.
    public override var alignmentRectInsets: EdgeInsets { EdgeInsets(right: 2) }
}
