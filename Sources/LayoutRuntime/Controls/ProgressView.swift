/// A bar that fills with progress: UIKit's `UIProgressView` of style `.default`, classic design
/// (iOS 13–18).
///
/// It has no intrinsic width (constraints give it one) and is 4 points tall. It has no
/// baseline.
public final class ProgressView: View {
    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: View.noIntrinsicMetric, height: 4)
    }
}
