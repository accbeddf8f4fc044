/// A named size the spec is proven at, such as `portrait: 390x844`.
public struct SizeSpec: Hashable, Sendable {
    /// The size's name, an identifier; `expect:` refers to it.
    public var name: Located<String>
    /// The root view's size in points, located at the `WxH` text.
    public var dimensions: Located<Dimensions>

    public init(name: Located<String>, dimensions: Located<Dimensions>) {
        self.name = name
        self.dimensions = dimensions
    }
}
