/// Where a hierarchy's root is laid out: its size, the insets of its safe area and the
/// interface's reading direction, as a device in one orientation gives them to a view
/// controller's root view.
///
/// Generated scenes list one per size their spec declares; ``apply(to:)`` puts a root in it.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The name the spec gives it, such as `portrait`.
    public var name: String
    /// The root's size in points.
    public var size: CGSize
    /// The root's safe-area insets: the status bar or sensor housing, the home indicator.
    public var safeAreaInsets: EdgeInsets
    /// The interface's reading direction.
    public var layoutDirection: UserInterfaceLayoutDirection

    public init(
        _ name: String, size: CGSize, safeAreaInsets: EdgeInsets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
    }

    /// Gives `root` this size at the origin, these safe-area insets and this direction; the
    /// next layout pass lays the hierarchy out in them.
    public func apply(to root: View) {
        root.frame = CGRect(origin: .zero, size: size)
        root.additionalSafeAreaInsets = safeAreaInsets
        root.interfaceLayoutDirection = layoutDirection
    }
}
