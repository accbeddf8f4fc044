import LayoutRuntime
import TestSupport
import XCTest

// Shared by the seed-scene tests (Seed*Tests.swift): the two sizes every scene is laid out at,
// and assertions that name the view they are about, so a failure says which view is wrong.

/// The root frames every seed scene is laid out at: an iPhone in portrait and in landscape.
enum SeedSize {
    static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
}

/// Frames come out of a floating-point solver: equal within this, in points (as
/// `CGRect.isClose(to:)`).
let seedAccuracy: CGFloat = 1e-6

/// The name a failure message uses for a view: its accessibilityIdentifier, else its class.
func seedName(_ view: View) -> String {
    view.accessibilityIdentifier ?? "\(type(of: view))"
}

/// Makes a view placed by constraints (translatesAutoresizingMaskIntoConstraints off) and adds
/// it to `superview`.
func makeConstrainedView<V: View>(
    _ view: V, _ identifier: String, in superview: View
) -> V {
    view.accessibilityIdentifier = identifier
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// The four constraints that pin `view`'s leading, trailing, top and bottom edges to
/// `other`'s, in that order (VFL's "H:|[view]|" and "V:|[view]|" when `other` is the superview).
func edgeConstraints(_ view: View, equalTo other: View) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
        view.topAnchor.constraint(equalTo: other.topAnchor),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ]
}

/// A row of a scrolling page: `view`'s leading and trailing edges `inset` inside
/// `contentView`'s, its top `spacing` below `top`, and its `height` (VFL's
/// "H:|-inset-[view]-inset-|" and "V:[above]-spacing-[view(height)]", written as leading
/// and trailing constraints of `view`).
func rowConstraints(
    _ view: View, inset: CGFloat, in contentView: View, top: LayoutYAxisAnchor, spacing: CGFloat,
    height: CGFloat
) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: top, constant: spacing),
        view.heightAnchor.constraint(equalToConstant: height),
    ]
}

/// The frame of every scroll-view scene: a root view at the portrait size named `rootName`, a
/// scroll view pinned to its edges (it fills the root) and a content view pinned to the scroll
/// view's edges (the content area), those eight constraints active.
struct ScrollScene {
    let root: View
    let scrollView: ScrollView
    let contentView: View

    init(rootName: String = "root") {
        root = View(frame: SeedSize.portrait)
        root.accessibilityIdentifier = rootName
        scrollView = makeConstrainedView(ScrollView(), "scrollView", in: root)
        contentView = makeConstrainedView(View(), "contentView", in: scrollView)
        LayoutConstraint.activate(
            edgeConstraints(scrollView, equalTo: root) + edgeConstraints(contentView, equalTo: scrollView))
    }
}

/// A scene built on a ``ScrollScene``, its `page`: the page's root, scroll view and content
/// view are the scene's.
protocol BuiltOnScrollScene {
    var page: ScrollScene { get }
}

extension BuiltOnScrollScene {
    var root: View { page.root }
    var scrollView: ScrollView { page.scrollView }
    var contentView: View { page.contentView }
}

/// The four constraints VFL's "H:|[view]|" and "V:|[view]|" make: `view`'s leading and top
/// equal to `superview`'s, and `superview`'s trailing and bottom equal to `view`'s.
func vflEdgeConstraints(_ view: View, in superview: View) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        superview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        view.topAnchor.constraint(equalTo: superview.topAnchor),
        superview.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
}

/// How the last view of a chain is tied to the content view's bottom.
enum BottomPin {
    /// content.bottom == last.bottom + 20: the chain defines the content height.
    case equal
    /// content.bottom >= last.bottom + 20: the tip of the blog post "UIScrollViews in Interface
    /// Builder", which leaves the content height free above the chain's.
    case atLeast

    /// The constraint that ties `contentView`'s bottom 20 below `last`'s.
    func constraint(_ contentView: View, below last: View) -> LayoutConstraint {
        switch self {
        case .equal: contentView.bottomAnchor.constraint(equalTo: last.bottomAnchor, constant: 20)
        case .atLeast:
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: last.bottomAnchor, constant: 20)
        }
    }
}

/// Asserts a view's frame (in its superview's coordinates) component by component.
func assertFrame(
    _ view: View, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line
) {
    let actual = view.frame
    XCTAssertTrue(
        actual.isClose(to: expected), "\(seedName(view)): frame is \(actual), expected \(expected)",
        file: file, line: line)
}

/// Asserts where a view is on screen: its rect in the root's coordinate space.
func assertRectInRoot(
    _ view: View, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line
) {
    let actual = rectInRoot(view)
    XCTAssertTrue(
        actual.isClose(to: expected), "\(seedName(view)): rect in root is \(actual), expected \(expected)",
        file: file, line: line)
}

/// A view's rect in its root's coordinate space, computed from frames and bounds alone.
///
/// A frame is in the superview's bounds coordinates, so each ancestor below the root adds its
/// frame origin and takes away its bounds origin (a scroll view's contentOffset), as UIKit's
/// `convert(_:to:)` does. Written here from the public API so it checks the runtime, not
/// repeats it.
func rectInRoot(_ view: View) -> CGRect {
    var rect = view.frame
    var ancestor = view.superview
    while let current = ancestor, current.superview != nil {
        rect.origin.x += current.frame.origin.x - current.bounds.origin.x
        rect.origin.y += current.frame.origin.y - current.bounds.origin.y
        ancestor = current.superview
    }
    if let root = ancestor {
        rect.origin.x -= root.bounds.origin.x
        rect.origin.y -= root.bounds.origin.y
    }
    return rect
}

/// Asserts a scroll view's content size and the axes it scrolls along.
func assertScrolling(
    _ scrollView: ScrollView, contentSize expected: CGSize, horizontally: Bool, vertically: Bool,
    file: StaticString = #filePath, line: UInt = #line
) {
    let name = seedName(scrollView)
    let actual = scrollView.contentSize
    XCTAssertEqual(
        actual.width, expected.width, accuracy: seedAccuracy, "\(name): contentSize.width",
        file: file, line: line)
    XCTAssertEqual(
        actual.height, expected.height, accuracy: seedAccuracy, "\(name): contentSize.height",
        file: file, line: line)
    XCTAssertEqual(
        scrollView.scrollsHorizontally, horizontally, "\(name): scrollsHorizontally",
        file: file, line: line)
    XCTAssertEqual(
        scrollView.scrollsVertically, vertically, "\(name): scrollsVertically", file: file, line: line)
}

/// Asserts that no view in the root's tree has an ambiguous frame and the last layout pass
/// reported no issue.
func assertLaidOutWithoutProblems(
    _ root: View, file: StaticString = #filePath, line: UInt = #line
) {
    for view in viewTree(root) {
        XCTAssertFalse(
            view.hasAmbiguousLayout,
            "\(seedName(view)) is ambiguous in \(view.ambiguousAttributes)", file: file, line: line)
    }
    XCTAssertTrue(
        root.layoutIssues.isEmpty, "layout issues: \(root.layoutIssues)", file: file, line: line)
}

/// The root and every view under it, depth first in subview order.
func viewTree(_ root: View) -> [View] {
    [root] + root.subviews.flatMap(viewTree)
}

/// Sets the root's frame and lays out again, as a rotation does.
func layOut(_ root: View, at frame: CGRect) {
    root.frame = frame
    root.layoutIfNeeded()
}

/// Lays `root` out (at `rootFrame`, when given, as a rotation does), then asserts each view's
/// frame, the scroll view's content size and the axes it scrolls along, and that the layout
/// has no problem.
func assertLayout(
    _ root: View, at rootFrame: CGRect? = nil, scrolling scrollView: ScrollView, contentSize: CGSize,
    horizontally: Bool, vertically: Bool, frames: [(View, CGRect)],
    file: StaticString = #filePath, line: UInt = #line
) {
    if let rootFrame { layOut(root, at: rootFrame) } else { root.layoutIfNeeded() }
    for (view, frame) in frames { assertFrame(view, frame, file: file, line: line) }
    assertScrolling(
        scrollView, contentSize: contentSize, horizontally: horizontally, vertically: vertically,
        file: file, line: line)
    assertLaidOutWithoutProblems(root, file: file, line: line)
}
