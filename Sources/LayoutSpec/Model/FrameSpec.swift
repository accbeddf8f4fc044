/// A frame in the superview's coordinates, written `[x, y, width, height]`.
///
/// All four are finite and within ±``SpecLimits/magnitude``; width and height are not negative.
public struct FrameSpec: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
