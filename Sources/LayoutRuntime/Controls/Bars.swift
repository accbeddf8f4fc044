/// A bar of buttons along a screen's edge: UIKit's `UIToolbar` on an iPhone in portrait,
/// classic design (iOS 13–18).
///
/// It has no intrinsic width (constraints give it one). It is 44 points tall, and 49 on a phone
/// in portrait with a home indicator: a hierarchy whose root's safe area has the home
/// indicator's 34-point bottom inset, as the frames Interface Builder recorded show
/// (docs/Controls.md, decision 5). Its items are drawn by UIKit inside it and are not views of
/// the layout. It has no baseline.
public final class Toolbar: View {
    /// The bottom safe-area inset of an iPhone with a home indicator, in portrait.
    static let homeIndicatorInset: CGFloat = 34

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let aboveHomeIndicator = rootView.additionalSafeAreaInsets.bottom == Self.homeIndicatorInset
        return CGSize(width: View.noIntrinsicMetric, height: aboveHomeIndicator ? 49 : 44)
    }
}

/// A bar with a screen's title and its navigation buttons, placed by the program: UIKit's
/// `UINavigationBar` on an iPhone in portrait, with a standard (not large) title, classic
/// design.
///
/// It has no intrinsic width and is 44 points tall (docs/Controls.md, decision 5). Its items
/// are drawn by UIKit inside it and are not views of the layout. It has no baseline.
public final class NavigationBar: View {
    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: View.noIntrinsicMetric, height: 44)
    }
}
