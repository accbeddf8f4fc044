/// Where a hierarchy's root is laid out: its size, the insets of its safe area, the
/// interface's reading direction and the keyboard, as a device in one orientation gives them to
/// a view controller's root view, and the traits its text is measured at: the display's scale
/// and the user's text size; and its size classes.
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
    /// The display's pixels per point, to which text sizes are rounded up (``View/displayScale``);
    /// nil measures text exactly, unrounded.
    public var displayScale: CGFloat?
    /// The user's preferred text size (``View/contentSizeCategory``), at which text styles take
    /// their sizes.
    public var contentSizeCategory: ContentSizeCategory
    /// The root's horizontal and vertical size classes (``View/sizeClasses``).
    public var sizeClasses: SizeClasses

    /// - Parameter sizeClasses: nil for layoutgen's rule for a size without a device,
    ///   ``SizeClasses/init(width:height:)``.
    public init(
        _ name: String, size: CGSize, safeAreaInsets: EdgeInsets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, keyboardHeight: CGFloat? = nil,
        displayScale: CGFloat? = nil, contentSizeCategory: ContentSizeCategory = .large,
        sizeClasses: SizeClasses? = nil
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.keyboardHeight = keyboardHeight
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
        self.sizeClasses =
            sizeClasses ?? SizeClasses(width: Double(size.width), height: Double(size.height))
    }

    /// Gives `root` this size at the origin, these safe-area insets, this direction, this
    /// keyboard, this display scale, this text size and these size classes (which calls the
    /// root's size-class handlers when they change); the next layout pass lays the hierarchy out
    /// in them.
    public func apply(to root: View) {
        root.frame = CGRect(origin: .zero, size: size)
        root.additionalSafeAreaInsets = safeAreaInsets
        root.interfaceLayoutDirection = layoutDirection
        root.keyboardHeight = keyboardHeight
        root.displayScale = displayScale
        root.contentSizeCategory = contentSizeCategory
        root.sizeClasses = sizeClasses
    }
}
