/// A pair of minus and plus buttons: UIKit's `UIStepper`, classic design (iOS 13–18).
///
/// Its intrinsic size is 94 × 32. It has no baseline.
public final class Stepper: Control {
    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: 94, height: 32)
    }
}
