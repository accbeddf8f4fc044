/// A bar of buttons along a screen's edge: UIKit's `UIToolbar`, classic design (iOS 13–18).
///
/// It has no intrinsic width (constraints give it one). Its height follows its hierarchy's
/// root (docs/Controls.md, decision 5): 32 points where the root is vertically compact (an
/// iPhone in landscape), 50 where it is regular both ways (an iPad), else 44, and 49 above a
/// home indicator (the root's safe area has its 34-point bottom inset), as the frames
/// Interface Builder recorded show. Its items are drawn by UIKit inside it and are not views of
/// the layout. It has no baseline.
public final class Toolbar: View {
    /// The bottom safe-area inset of an iPhone with a home indicator, in portrait.
    static let homeIndicatorInset: CGFloat = 34

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let root = rootView
        let aboveHomeIndicator = root.additionalSafeAreaInsets.bottom == Self.homeIndicatorInset
        let height = BarHeight.of(root) ?? (aboveHomeIndicator ? 49 : 44)
        return CGSize(width: View.noIntrinsicMetric, height: height)
    }
}

/// A bar with a screen's title and its navigation buttons, placed by the program: UIKit's
/// `UINavigationBar` with a standard (not large) title, classic design.
///
/// It has no intrinsic width. It is 44 points tall, 32 where its hierarchy's root is
/// vertically compact and 50 where it is regular both ways (docs/Controls.md, decision 5). Its
/// items are drawn by UIKit inside it and are not views of the layout. It has no baseline.
public final class NavigationBar: View {
    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize
            ?? CGSize(width: View.noIntrinsicMetric, height: BarHeight.of(rootView) ?? 44)
    }
}

/// The height UIKit's bars take from the size classes: the thinner bar of an iPhone in
/// landscape, the taller one of an iPad (iOS 12 and later); nil for an iPhone in portrait.
enum BarHeight {
    static func of(_ root: View) -> CGFloat? {
        let classes = root.sizeClasses
        if classes.vertical == .compact { return 32 }
        return classes.horizontal == .regular ? 50 : nil
    }
}
