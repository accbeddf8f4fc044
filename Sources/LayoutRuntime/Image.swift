/// An image, reduced to what layout needs: its size in points.
public struct Image: Hashable, Sendable {
    public var size: CGSize

    public init(size: CGSize) { self.size = size }
}
