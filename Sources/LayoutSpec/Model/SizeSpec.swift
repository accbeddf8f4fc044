import LayoutRuntime

/// A named size the spec is proven at: `portrait: 390x844`, or a mapping that adds a safe area
/// and a reading direction, or names a device (see ``Device``); or a range of sizes,
/// `phones: 320...440x844`, proven at every size in it.
public struct SizeSpec: Hashable, Sendable {
    /// The size's name, an identifier; `expect:` refers to it.
    public var name: Located<String>
    /// The root view's size in points, located at the `WxH` text (or the device's name); for a
    /// range, its smallest width and height.
    public var dimensions: Located<Dimensions>
    /// For a range of sizes, its largest width and height: the range holds every size whose
    /// width lies from `dimensions.width` to `upperBound.width` and whose height likewise. Nil
    /// for one size.
    public var upperBound: Dimensions?
    /// The root view's safe-area insets; zero unless the spec or the device gives them.
    public var safeArea: EdgeInsets
    /// The interface's reading direction; left to right unless the spec says otherwise.
    public var layoutDirection: UserInterfaceLayoutDirection

    public init(
        name: Located<String>, dimensions: Located<Dimensions>, upperBound: Dimensions? = nil,
        safeArea: EdgeInsets = .zero, layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.name = name
        self.dimensions = dimensions
        self.upperBound = upperBound
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
    }
}
