/// A track with a thumb: UIKit's `UISlider`, classic design (iOS 13–18).
///
/// It has no intrinsic width (constraints give it one) and is 31 points tall; its frame is
/// 2 points wider than its alignment rectangle on each side (``alignmentRectInsets``), as
/// Interface Builder places sliders. It has no baseline. Both numbers are layoutgen's decisions
/// from observed frames (docs/Controls.md).
public final class Slider: Control {
    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: View.noIntrinsicMetric, height: 31)
    }

    /// 2 points on the left and on the right.
    public override var alignmentRectInsets: EdgeInsets { EdgeInsets(left: 2, right: 2) }
}
