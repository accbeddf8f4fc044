import LayoutProof
import LayoutRuntime
import LayoutSpec

/// What a picture of a laid-out scene at one size shows, read from the runtime's views right
/// after layout: every visible view's rectangle, color, text, insets and guides, in root
/// coordinates.
///
/// The runtime holds only the frames of its last layout, and a picture puts several sizes side
/// by side, so each size is captured into a value (``capture(root:sceneName:sizeName:)``) before
/// the scene is laid out at the next. ``SceneRenderer`` draws drawings as SVG or HTML.
///
/// Root coordinates are the root view's bounds coordinates: the root's top-left corner is
/// (0, 0), x grows to the right and y downward, in points. A view's frame is in its
/// superview's bounds coordinates, and a scroll view's bounds origin is its content offset, so a
/// subview of a scroll view lies at the scroll view's origin, less the content offset, plus its
/// frame's origin.
public struct SceneDrawing: Sendable, Equatable {
    /// One visible view, as drawn.
    public struct DrawnView: Sendable, Equatable {
        /// The view's accessibilityIdentifier, its id in the spec; `?` when it has none.
        public var id: String
        /// The view's class, by the spec's name for it.
        public var kind: ViewType
        /// The frame in root coordinates.
        public var rect: CGRect
        /// The insets of the frame that constraints do not place (``View/alignmentRectInsets``):
        /// a switch's alignment rectangle is 2 points narrower on the right than its frame.
        public var alignmentRectInsets: EdgeInsets
        /// 0 for the root, 1 for its subviews, and so on.
        public var depth: Int
        /// The index of the superview in ``SceneDrawing/views``; nil for the root.
        public var parent: Int?
        /// The fill color; nil for none.
        public var backgroundColor: Color?
        /// The view's own opacity (``View/alpha``); a subview's picture also takes its
        /// ancestors'.
        public var alpha: CGFloat
        /// The text the view shows, laid out as the proof measured it; nil for none.
        public var text: DrawnText?
        /// The y of the first baseline constraints place, in root coordinates: that of the first
        /// line of the view's text (of the arranged view a stack view takes it from), or the top
        /// of its alignment rectangle for a view without text.
        public var firstBaseline: CGFloat
        /// The y of the last baseline: that of the last line of text, or the bottom of the
        /// alignment rectangle.
        public var lastBaseline: CGFloat
        /// How far the safe area lies inside each edge (UIKit's `safeAreaInsets`).
        public var safeAreaInsets: EdgeInsets
        /// How far the margins guide lies inside each edge (``View/effectiveLayoutMargins``).
        public var layoutMargins: EdgeInsets
        /// The view's guides that exist, in root coordinates: a scroll view's content and frame
        /// layout guides, then its safe-area, margins and readable-content guides made so far
        /// (those constraints use), then the guides added with ``View/addLayoutGuide(_:)``.
        public var guides: [DrawnGuide]
        /// For a scroll view: its viewport and its content.
        public var scroll: ScrollArea?
        /// The direction the view reads in (``View/effectiveUserInterfaceLayoutDirection``): which
        /// sides its leading and trailing edges are.
        public var layoutDirection: UserInterfaceLayoutDirection

        /// The rectangle constraints place: ``rect`` less ``alignmentRectInsets``.
        public var alignmentRect: CGRect { alignmentRectInsets.inset(rect) }

        /// The guide whose identifier is `identifier` (such as `safeAreaLayoutGuide`).
        public func guide(_ identifier: String) -> DrawnGuide? {
            guides.first { $0.identifier == identifier }
        }
    }

    /// A layout guide's layout frame.
    public struct DrawnGuide: Sendable, Equatable {
        /// UIKit's property name for a view's own guides (`safeAreaLayoutGuide`,
        /// `layoutMarginsGuide`, `readableContentGuide`, `contentLayoutGuide`,
        /// `frameLayoutGuide`), else the guide's identifier.
        public var identifier: String
        /// The layout frame in root coordinates.
        public var rect: CGRect
    }

    /// What a scroll view shows of its content.
    public struct ScrollArea: Sendable, Equatable {
        /// The part of the content on screen: the scroll view's rectangle, in root coordinates.
        public var viewport: CGRect
        /// The whole content area (the content layout guide: the content size, at the scroll
        /// view's origin less the content offset), in root coordinates.
        public var content: CGRect
        public var contentOffset: CGPoint
    }

    /// Text as a view shows it: lines at a font size, each placed by ``TextMetrics``.
    public struct DrawnText: Sendable, Equatable {
        /// What the text is to its view, which decides how it is painted.
        public enum Role: Sendable, Equatable {
            /// A label's or text view's text, a text field's text.
            case text
            /// A text field's placeholder, shown while it has no text.
            case placeholder
            /// A button's title, a segment's title.
            case title
        }

        public var role: Role
        /// The font as the view shows it (a text style's at the size's category).
        public var font: Font
        public var lines: [Line]

        /// The font's size in points.
        public var fontSize: CGFloat { font.pointSize }
    }

    /// One line of text.
    public struct Line: Sendable, Equatable {
        /// The characters, without the spaces dropped where the line wraps.
        public var text: String
        /// The line's box in root coordinates: as wide as ``TextMetrics`` advances its
        /// characters, one line height tall.
        public var frame: CGRect
        /// The baseline's y in root coordinates: one ascender below the box's top.
        public var baseline: CGFloat
    }

    public var sceneName: String
    public var sizeName: String
    /// The root's size.
    public var size: CGSize
    /// The interface's reading direction, the root's.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The height of the keyboard shown over the root; nil while it is hidden.
    public var keyboardHeight: CGFloat?
    /// Every visible view, the root first, then depth first in subview order (back to front); a
    /// hidden view and its subviews are left out.
    public var views: [DrawnView]
    /// What a proof found at this size, drawn over the scene.
    public var overlay = DrawingOverlay()

    /// `portrait (390x844)`, or `390x844` for a size named by its dimensions, with what the size
    /// sets beyond them: `portrait (390x844 @3x, right to left)`.
    public var sizeTitle: String
    /// `ScrollableController at portrait (390x844)`, as `layoutgen layout` heads a layout.
    public var title: String { "\(sceneName) at \(sizeTitle)" }

    /// The view with this id.
    public func view(_ id: String) -> DrawnView? { views.first { $0.id == id } }

    /// Reads the picture of the hierarchy under `root`, which must be laid out.
    ///
    /// Views are named by their accessibilityIdentifier. A label's lines are
    /// ``TextMetrics/lines(of:font:maxWidth:maxLines:)`` at its width, as layout measured
    /// them; see ``DrawnText`` for how each kind of view places its text.
    public static func capture(root: View, sceneName: String, sizeName: String) -> SceneDrawing {
        var views: [DrawnView] = []
        var insets = root.insetsReader()
        var indexOf: [ObjectIdentifier: Int] = [:]
        var baselineSources: [(index: Int, first: View, last: View)] = []
        // Each view with its superview's index and where its superview's bounds origin lies.
        var stack: [(view: View, parent: Int?, origin: CGPoint, depth: Int)] = [(root, nil, .zero, 0)]
        while let (view, parent, origin, depth) = stack.popLast() {
            if view.isHidden { continue }
            let rect =
                parent == nil
                ? CGRect(origin: .zero, size: view.frame.size)
                : CGRect(
                    x: origin.x + view.frame.origin.x, y: origin.y + view.frame.origin.y,
                    width: view.frame.size.width, height: view.frame.size.height)
            // Where this view's bounds coordinates put their origin, in root coordinates.
            let boundsOrigin = CGPoint(
                x: rect.origin.x - view.bounds.origin.x, y: rect.origin.y - view.bounds.origin.y)
            let direction = view.effectiveUserInterfaceLayoutDirection
            let alignmentInsets = view.alignmentRectInsets
            let alignmentRect = alignmentInsets.inset(rect)
            let placed = placeText(of: view, in: alignmentRect, direction: direction)
            var drawn = DrawnView(
                id: view.accessibilityIdentifier ?? "?", kind: ViewType(kindOf: view), rect: rect,
                alignmentRectInsets: alignmentInsets, depth: depth, parent: parent,
                backgroundColor: view.backgroundColor, alpha: view.alpha, text: placed.text,
                firstBaseline: placed.baselines?.first ?? alignmentRect.minY,
                lastBaseline: placed.baselines?.last ?? alignmentRect.maxY,
                safeAreaInsets: insets.safeAreaInsets(of: view),
                layoutMargins: insets.layoutMargins(of: view),
                guides: [], scroll: nil, layoutDirection: direction)
            var guides: [LayoutGuide] = []
            if let scrollView = view as? ScrollView {
                guides += [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
                let content = scrollView.contentLayoutGuide.layoutFrame
                drawn.scroll = ScrollArea(
                    viewport: rect, content: content.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y),
                    contentOffset: scrollView.contentOffset)
            }
            guides += view.madeEnvironmentGuides + view.layoutGuides
            drawn.guides = guides.map {
                DrawnGuide(
                    identifier: $0.identifier,
                    rect: $0.layoutFrame.offsetBy(dx: boundsOrigin.x, dy: boundsOrigin.y))
            }
            let index = views.count
            indexOf[ObjectIdentifier(view)] = index
            views.append(drawn)
            if view.forFirstBaselineLayout !== view || view.forLastBaselineLayout !== view {
                baselineSources.append((index, view.forFirstBaselineLayout, view.forLastBaselineLayout))
            }
            stack.append(contentsOf: view.subviews.reversed().map { ($0, index, boundsOrigin, depth + 1) })
        }
        // A stack view's baselines are those of one of its arranged views, captured after it.
        for (index, first, last) in baselineSources {
            if let source = indexOf[ObjectIdentifier(first)] {
                views[index].firstBaseline = views[source].firstBaseline
            }
            if let source = indexOf[ObjectIdentifier(last)] {
                views[index].lastBaseline = views[source].lastBaseline
            }
        }
        return SceneDrawing(
            sceneName: sceneName, sizeName: sizeName, size: root.frame.size,
            layoutDirection: root.effectiveUserInterfaceLayoutDirection, keyboardHeight: root.keyboardHeight,
            views: views, sizeTitle: SizeSpec.title(name: sizeName, root: root))
    }
}

extension ViewType {
    /// The type of a runtime view: the inverse of ``makeView()``.
    init(kindOf view: View) {
        self =
            switch view {
            case is StackView: .stackView
            case is ScrollView: .scrollView
            case is Label: .label
            case is ImageView: .imageView
            case is TextView: .textView
            case is Button: .button
            case is Switch: .switch
            case is TextField: .textField
            case is ActivityIndicator: .activityIndicator
            case is Slider: .slider
            case is ProgressView: .progressView
            case is SegmentedControl: .segmentedControl
            case is Stepper: .stepper
            case is Toolbar: .toolbar
            case is NavigationBar: .navigationBar
            default: .view
            }
    }
}
