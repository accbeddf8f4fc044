import LayoutRuntime

/// A named size the spec is proven at: `portrait: 390x844`, or a mapping that adds a safe area
/// and a reading direction, or names a device (see ``Device``).
public struct SizeSpec: Hashable, Sendable {
    /// The size's name, an identifier; `expect:` refers to it.
    public var name: Located<String>
    /// The root view's size in points, located at the `WxH` text (or the device's name).
    public var dimensions: Located<Dimensions>
    /// The root view's safe-area insets; zero unless the spec or the device gives them.
    public var safeArea: EdgeInsets
    /// The interface's reading direction; left to right unless the spec says otherwise.
    public var layoutDirection: UserInterfaceLayoutDirection

    public init(
        name: Located<String>, dimensions: Located<Dimensions>, safeArea: EdgeInsets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.name = name
        self.dimensions = dimensions
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
    }
}
