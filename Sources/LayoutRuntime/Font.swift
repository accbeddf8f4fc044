/// A font, reduced to what ``TextMetrics`` needs: its point size.
public struct Font: Hashable, Sendable {
    /// The size in points: a character advances half of it, a line is 1.2 times it.
    public var pointSize: CGFloat

    /// A font of `pointSize` points.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// The system font at `size` points, UIKit's `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }

    /// The default font of labels and text views: 17 points.
    public static let standard = Font(pointSize: 17)
}
