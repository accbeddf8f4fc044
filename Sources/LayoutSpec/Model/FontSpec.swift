/// A label's or text view's font, written `{size: 17}`: the system font at that point size.
public struct FontSpec: Hashable, Sendable {
    /// The point size: finite, above 0 and at most ``SpecLimits/magnitude``.
    public var size: Located<Double>

    public init(size: Located<Double>) {
        self.size = size
    }
}
