/// An image, reduced to what layout needs: its size in points.
public struct Image: Hashable, Sendable {
    /// The size in points; an ``ImageView``'s intrinsic size.
    public var size: CGSize

    /// An image of `size` points.
    public init(size: CGSize) { self.size = size }
}
