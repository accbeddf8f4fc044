/// Where a hierarchy's root is laid out: its size, the insets of its safe area, the
/// interface's reading direction and the keyboard, as a device in one orientation gives them to
/// a view controller's root view.
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
    /// The height of the docked keyboard shown over the root, from the screen's bottom; nil
    /// while it is hidden (see ``View/keyboardHeight``).
    public var keyboardHeight: CGFloat?

    public init(
        _ name: String, size: CGSize, safeAreaInsets: EdgeInsets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, keyboardHeight: CGFloat? = nil
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.keyboardHeight = keyboardHeight
    }

    /// Gives `root` this size at the origin, these safe-area insets, this direction and this
    /// keyboard; the next layout pass lays the hierarchy out in them.
    public func apply(to root: View) {
        root.frame = CGRect(origin: .zero, size: size)
        root.additionalSafeAreaInsets = safeAreaInsets
        root.interfaceLayoutDirection = layoutDirection
        root.keyboardHeight = keyboardHeight
    }
}
