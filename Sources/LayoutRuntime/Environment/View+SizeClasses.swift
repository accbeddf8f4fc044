extension View {
    /// On a hierarchy's root: its horizontal and vertical size classes, which every view of the
    /// hierarchy inherits (UIKit's trait collection `horizontalSizeClass` and
    /// `verticalSizeClass`). Compact × regular, an iPhone in portrait, until a
    /// ``LayoutEnvironment`` or a program sets them; read only on the root.
    public var sizeClasses: SizeClasses {
        get { rootView.sizeClassesStorage }
        set {
            guard newValue != sizeClassesStorage else { return }
            sizeClassesStorage = newValue
            setNeedsLayout()
        }
    }
}
