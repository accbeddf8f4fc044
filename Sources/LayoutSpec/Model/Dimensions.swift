/// A width and a height in points, written `WIDTHxHEIGHT` (`390x844`, `100.5x20`).
///
/// Both are finite, above 0 and at most ``SpecLimits/magnitude``.
public struct Dimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
