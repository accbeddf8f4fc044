import LayoutRuntime
import LayoutSpec

/// The solved layout of a scene at one size: every view's frame and every scroll view's
/// content, read from the runtime objects after layout.
///
/// Both the verifier and the tests of generated scenes capture this from a laid-out root, so
/// the two are compared value for value.
public struct SceneLayout: Equatable, Sendable {
    public struct ViewFrame: Equatable, Sendable {
        public var id: String
        public var frame: CGRect
        /// 0 for the root, 1 for its subviews, and so on.
        public var depth: Int
        /// How far the safe area lies inside each edge (UIKit's `safeAreaInsets`), when the
        /// capture was asked for insets.
        public var safeAreaInsets: EdgeInsets?
        /// How far the margins guide lies inside each edge (``View/effectiveLayoutMargins``),
        /// when the capture was asked for insets.
        public var effectiveLayoutMargins: EdgeInsets?
    }

    public struct ScrollContent: Equatable, Sendable {
        public var id: String
        public var contentSize: CGSize
        public var contentOffset: CGPoint
        public var scrollsHorizontally: Bool
        public var scrollsVertically: Bool
    }

    public var sceneName: String
    public var sizeName: String
    public var size: CGSize
    /// `portrait (393x852 @3x, right to left)`: the size's name with its dimensions and what its
    /// environment sets beyond them.
    public var sizeTitle: String
    /// The root's size classes, which chose the constraints that vary with them.
    public var sizeClasses: SizeClasses
    /// Every view, the root (`view`) first, then depth first in subview order.
    public var views: [ViewFrame]
    /// Every scroll view, in the same order.
    public var scrollViews: [ScrollContent]
    /// For a self-sizing cell, the heights UIKit gives it at this width; nil for a screen.
    public var cellHeights: CellHeights?

    /// Reads the layout of the hierarchy under `root`, which must be laid out. Views are named
    /// by their accessibilityIdentifier. With `insets`, each view's safe-area insets and
    /// effective margins are read too.
    public static func capture(
        root: View, sceneName: String, sizeName: String, insets readsInsets: Bool = false
    )
        -> SceneLayout
    {
        var layout = SceneLayout(
            sceneName: sceneName, sizeName: sizeName, size: root.frame.size,
            sizeTitle: SizeSpec.title(name: sizeName, root: root), sizeClasses: root.sizeClasses, views: [],
            scrollViews: [])
        var insets = root.insetsReader()
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            let id = view.accessibilityIdentifier ?? "?"
            layout.views.append(
                ViewFrame(
                    id: id, frame: view.frame, depth: depth,
                    safeAreaInsets: readsInsets ? insets.safeAreaInsets(of: view) : nil,
                    effectiveLayoutMargins: readsInsets ? insets.layoutMargins(of: view) : nil))
            if let scrollView = view as? ScrollView {
                layout.scrollViews.append(
                    ScrollContent(
                        id: id, contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                        scrollsHorizontally: scrollView.scrollsHorizontally,
                        scrollsVertically: scrollView.scrollsVertically))
            }
            stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return layout
    }

    public func frame(of id: String) -> CGRect? { views.first { $0.id == id }?.frame }

    public func scrollContent(of id: String) -> ScrollContent? { scrollViews.first { $0.id == id } }
}
