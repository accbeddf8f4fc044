/// A layout axis, UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}
