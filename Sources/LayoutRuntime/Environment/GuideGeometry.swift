/// UIKit's rules for what a view derives from its frame and its superview's: its safe-area
/// insets, its margins, its readable-content insets and its reading direction.
///
/// Frames come from two functions that agree on coordinates: `frame(view)`, the view's frame,
/// and `bounds(superview)`, its superview's bounds, in one space. The layout engine gives both
/// in screen space from a solve; ``ofLastLayout(root:)`` gives UIKit's `frame` and `bounds`.
/// Results are kept per view, so asking for every view of a hierarchy costs one walk.
/// docs/Guides.md gives the sources of each rule.
struct GuideGeometry {
    /// The view whose safe area is ``View/additionalSafeAreaInsets`` alone.
    let root: View
    let frame: (View) -> CGRect
    let bounds: (View) -> CGRect
    private var safeAreas: [ObjectIdentifier: EdgeInsets] = [:]
    private var margins: [ObjectIdentifier: EdgeInsets] = [:]
    /// Every comparison the rules took, in order, when recording (see ``LayoutRegime``), each
    /// about the view whose guide asked for it, as `subject` names it.
    var steps: [RegimeStep]?
    var subject: (View) -> String = {
        "how the insets of the guides of '\($0.accessibilityIdentifier ?? "?")' are made"
    }

    init(root: View, frame: @escaping (View) -> CGRect, bounds: @escaping (View) -> CGRect) {
        self.root = root
        self.frame = frame
        self.bounds = bounds
    }

    /// The geometry of the frames the last layout wrote.
    static func ofLastLayout(root: View) -> GuideGeometry {
        GuideGeometry(root: root, frame: { $0.frameStorage }, bounds: { $0.exactBounds })
    }

    /// The interface's direction for a layout of `root`'s subtree: its hierarchy root's, also
    /// when only a subtree is fitted.
    static func interfaceDirection(of root: View) -> UserInterfaceLayoutDirection {
        root.rootView.interfaceLayoutDirection
    }

    /// The direction `view` reads in when the interface reads in `interface`.
    static func direction(of view: View, interface: UserInterfaceLayoutDirection)
        -> UserInterfaceLayoutDirection
    {
        switch view.semanticContentAttribute {
        case .unspecified: interface
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// A view controller's root view's least margins at `size`: zero at the top and bottom, 16
    /// on the sides of a portrait view narrower than 414 points, else 20.
    static func systemMinimumLayoutMargins(for size: CGSize) -> DirectionalEdgeInsets {
        let side: CGFloat = size.width < 414 && size.width <= size.height ? 16 : 20
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Per edge, how far the safe area lies inside `view`'s bounds.
    ///
    /// The root's are its ``View/additionalSafeAreaInsets``. Any other view's edge is inset by
    /// the part of its superview's unsafe area it covers on that edge, never more than the
    /// superview's own inset there: `clamp(superview's safe edge - view's edge, 0, superview's
    /// inset)`.
    mutating func safeAreaInsets(of view: View) -> EdgeInsets {
        if let known = safeAreas[ObjectIdentifier(view)] { return known }
        var insets = view.additionalSafeAreaInsetsStorage
        if view !== root, let parent = view.superview {
            let parentInsets = safeAreaInsets(of: parent)
            let safe = parentInsets.inset(bounds(parent))
            let rect = frame(view)
            // A negative inset of the superview (an outset) gives its subviews none.
            insets = EdgeInsets(
                top: clamp(safe.topEdge - rect.topEdge, parentInsets.top),
                left: clamp(safe.leftEdge - rect.leftEdge, parentInsets.left),
                bottom: clamp(rect.bottomEdge - safe.bottomEdge, parentInsets.bottom),
                right: clamp(rect.rightEdge - safe.rightEdge, parentInsets.right))
        }
        safeAreas[ObjectIdentifier(view)] = insets
        return insets
    }

    /// Per edge, how far the margins guide lies inside `view`'s bounds.
    ///
    /// The view's own margins (at least ``systemMinimumLayoutMargins(for:)`` for a view
    /// controller's root view), plus its safe-area insets when
    /// ``View/insetsLayoutMarginsFromSafeArea``; with ``View/preservesSuperviewLayoutMargins``,
    /// each edge at least the superview's margin less the distance between the two edges.
    mutating func marginInsets(of view: View) -> EdgeInsets {
        if let known = margins[ObjectIdentifier(view)] { return known }
        let direction = Self.direction(of: view, interface: Self.interfaceDirection(of: root))
        var insets = view.ownMargins.edgeInsets(for: direction)
        let ownBounds = bounds(view)
        if view.viewRespectsSystemMinimumLayoutMargins {
            // What a breakpoint says where either changes: what changes, in UIKit's words.
            let about =
                "the least side margins UIKit gives '\(view.accessibilityIdentifier ?? "?")' "
                + "(its view controller's systemMinimumLayoutMargins) change between 16 and 20 points: "
                + "16 in portrait below a width of 414, else 20"
            note(ownBounds.size.width - 414, ownBounds.size.width < 414, about: about)
            note(
                ownBounds.size.width - ownBounds.size.height, ownBounds.size.width <= ownBounds.size.height,
                about: about)
            insets = larger(
                insets, Self.systemMinimumLayoutMargins(for: ownBounds.size).edgeInsets(for: direction))
        }
        if view.insetsLayoutMarginsFromSafeArea { insets = insets + safeAreaInsets(of: view) }
        if view.preservesSuperviewLayoutMargins, view !== root, let parent = view.superview {
            let parentMargins = marginInsets(of: parent)
            let parentBounds = bounds(parent)
            let rect = frame(view)
            insets = larger(
                insets,
                EdgeInsets(
                    top: parentMargins.top - (rect.topEdge - parentBounds.topEdge),
                    left: parentMargins.left - (rect.leftEdge - parentBounds.leftEdge),
                    bottom: parentMargins.bottom - (parentBounds.bottomEdge - rect.bottomEdge),
                    right: parentMargins.right - (parentBounds.rightEdge - rect.rightEdge)))
        }
        margins[ObjectIdentifier(view)] = insets
        return insets
    }

    /// Per edge, how far the readable content guide lies inside `view`'s bounds: the margins,
    /// with the sides moved in equally where the margins guide is wider than
    /// ``View/readableContentWidth``.
    mutating func readableContentInsets(of view: View) -> EdgeInsets {
        var insets = marginInsets(of: view)
        let width = bounds(view).size.width - insets.left - insets.right
        note(width - View.readableContentWidth, width > View.readableContentWidth)
        if width > View.readableContentWidth {
            let extra = (width - View.readableContentWidth) / 2
            insets.left += extra
            insets.right += extra
        }
        return insets
    }

    /// The keyboard layout guide of `view`, a strip along its bottom edge (see
    /// ``EnvironmentGuides/Kind/isBottomStrip``): its height in `top`, no inset on the other
    /// sides.
    ///
    /// The keyboard covers the screen from its bottom up to the root's ``View/keyboardHeight``
    /// while it is shown, never less than the root's bottom safe-area inset; while it is hidden,
    /// up to that inset (the guide rests on the safe area). A view's guide is the part of the
    /// view below the keyboard's top.
    mutating func keyboardStrip(of view: View) -> EdgeInsets {
        let rootInsets = safeAreaInsets(of: root)
        let overlap =
            root.keyboardHeightStorage.map { larger($0, rootInsets.bottom) } ?? rootInsets.bottom
        let rect = frame(view)
        let keyboardTop = frame(root).bottomEdge - overlap
        return EdgeInsets(top: clamp(rect.bottomEdge - keyboardTop, rect.size.height))
    }

    /// Records a comparison whose outcome is `decided`, taken on `difference`; `about` says
    /// what it decides, when that is more than how the guide's insets are made.
    private mutating func note(_ difference: CGFloat, _ decided: Bool, about: String? = nil) {
        var step = RegimeStep.comparison(difference, decided)
        step.subject = about
        steps?.append(step)
    }

    /// `value` within 0 and `limit` (0 when `limit` is negative).
    private mutating func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        smaller(larger(value, 0), larger(limit, 0))
    }

    private mutating func larger(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        note(a - b, a >= b)
        return max(a, b)
    }

    private mutating func smaller(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        note(a - b, a <= b)
        return min(a, b)
    }

    /// Each side the larger of both insets' sides.
    private mutating func larger(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: larger(a.top, b.top), left: larger(a.left, b.left), bottom: larger(a.bottom, b.bottom),
            right: larger(a.right, b.right))
    }

    /// The insets of `view`'s guide of `kind`.
    mutating func insets(of kind: EnvironmentGuides.Kind, of view: View) -> EdgeInsets {
        let before = steps?.count ?? 0
        let insets: EdgeInsets
        switch kind {
        case .safeArea: insets = safeAreaInsets(of: view)
        case .margins: insets = marginInsets(of: view)
        case .readableContent: insets = readableContentInsets(of: view)
        case .keyboard: insets = keyboardStrip(of: view)
        }
        if let count = steps?.count, count > before {
            let about = subject(view)
            for index in before..<count where steps![index].subject == nil { steps![index].subject = about }
        }
        return insets
    }
}

extension CGRect {
    // A solved rectangle may have a negative size (a conflict left it so): its edges are read
    // from its origin and size as they are, not standardized as minX and maxX would.
    fileprivate var leftEdge: CGFloat { origin.x }
    fileprivate var rightEdge: CGFloat { origin.x + size.width }
    fileprivate var topEdge: CGFloat { origin.y }
    fileprivate var bottomEdge: CGFloat { origin.y + size.height }
}
