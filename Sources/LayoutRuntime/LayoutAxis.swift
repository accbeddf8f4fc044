/// A layout axis, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}
