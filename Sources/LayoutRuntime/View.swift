/// A rectangle in a hierarchy, laid out by constraints: UIKit's `UIView`, reduced to layout.
///
/// Layout is lazy, as in UIKit: changes mark the hierarchy as needing layout, and
/// ``layoutIfNeeded()`` (or any query that needs a solved layout, such as
/// ``hasAmbiguousLayout``) solves the whole hierarchy at once and writes every ``frame``.
/// Reading ``frame`` does not lay out.
///
/// Each hierarchy root keeps one solver between passes; a pass only sends the solver what
/// changed, so resizing the root or changing a constant re-solves incrementally.
///
/// Views are equal only to themselves, as UIKit's `NSObject`s are.
open class View: LayoutItem, Hashable {
    /// The intrinsic size of a view with none on an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The frame last written by layout, exactly as solved, or set by the program: what layout
    /// itself reads (guides' insets, margins) and what proofs reason about.
    var frameStorage: CGRect
    /// ``frame``: ``frameStorage``, its edges on the display's pixels when layout wrote it on a
    /// hierarchy whose root has a ``displayScale``.
    var pixelFrameStorage: CGRect
    /// The frame last set by the program: what autoresizing constraints hold.
    var requestedFrame: CGRect
    /// The superview's bounds size when ``frame`` was last set in it or the view was added to
    /// it: the size the autoresizing constraints measure ``requestedFrame`` against, as UIKit
    /// makes them from the frame and the superview's bounds at those moments.
    var autoresizingReferenceSize: CGSize = .zero

    /// The view's rectangle in its superview's bounds coordinates (for the root: in the
    /// coordinates of its would-be superview).
    ///
    /// Setting it marks the hierarchy as needing layout. While
    /// ``translatesAutoresizingMaskIntoConstraints`` is true the frame set is held by required
    /// constraints; otherwise the next layout pass replaces it with the solved frame. On a
    /// hierarchy whose root has a ``displayScale``, layout writes the solved frame with each
    /// edge moved to the nearest pixel, as UIKit does (docs/Text.md, "Pixels"); a frame the
    /// program sets reads back as set until the next layout pass.
    public var frame: CGRect {
        get { pixelFrameStorage }
        set {
            frameStorage = newValue
            pixelFrameStorage = newValue
            requestedFrame = newValue
            if let superview { autoresizingReferenceSize = superview.frameStorage.size }
            setNeedsLayout()
        }
    }

    /// The frame as layout solved it, before its edges are moved to pixels: equal to ``frame``
    /// on a hierarchy without a ``displayScale``.
    package var exactFrame: CGRect { frameStorage }

    /// The view's own coordinate space: its size, at the origin ``boundsOrigin`` (the content
    /// offset of a scroll view, else zero). Subviews' frames are in these coordinates.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: pixelFrameStorage.size) }

    /// ``bounds`` with the exact size: what layout reads.
    var exactBounds: CGRect { CGRect(origin: boundsOrigin, size: frameStorage.size) }

    var boundsOrigin: CGPoint { .zero }

    /// The view this one is a subview of; nil for a root. Not kept alive by the subview: a
    /// view's deinit sets its subviews' superview to nil, so the reference is never read after
    /// the superview is freed (see ``LayoutConstraint/firstItem``).
    public private(set) unowned(unsafe) var superview: View?
    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The fill color; layout ignores it.
    public var backgroundColor: Color?
    /// Whether the view is drawn. As in UIKit, a hidden view keeps its constraints and its
    /// frame; a ``StackView`` collapses a hidden arranged view.
    public var isHidden = false {
        didSet { if isHidden != oldValue, superview is StackView { setNeedsLayout() } }
    }
    /// The opacity, 0 (transparent) to 1 (opaque), 1 by default; layout ignores it.
    public var alpha: CGFloat = 1
    /// The view's name in constraint descriptions and reports.
    public var accessibilityIdentifier: String?

    /// How the view's content reads whatever the interface's direction; `unspecified` by
    /// default. It decides ``effectiveUserInterfaceLayoutDirection``, and so what the view's
    /// leading and trailing edges and directional margins are.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { setNeedsLayout() }
    }

    /// On a hierarchy's root: the interface's reading direction, which every view of the
    /// hierarchy inherits (UIKit's trait collection `layoutDirection`). Left to right by
    /// default; read only on the root.
    public var interfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight {
        didSet { setNeedsLayout() }
    }

    /// Whether the margins also keep content inside the superview's margins: per edge, the
    /// margin grows to the superview's margin less the distance between the two edges when
    /// that is larger. False by default.
    public var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsLayout() }
    }

    /// Whether the margins are measured from the safe area's edges (true, the default: each
    /// margin is the safe-area inset plus the margin) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// Whether the view is a view controller's root view, whose margins UIKit manages: unless
    /// set, its own margins are zero, and each margin is at least
    /// ``systemMinimumLayoutMargins`` (UIKit's `viewRespectsSystemMinimumLayoutMargins`, a
    /// view controller's property). False by default; generated scenes set it on their root.
    public var viewRespectsSystemMinimumLayoutMargins = false {
        didSet { setNeedsLayout() }
    }

    /// The insets of the view's frame that its alignment rectangle, the rectangle constraints
    /// place, leaves out; zero for views whose drawing fills their frame. A switch's alignment
    /// rectangle, for one, is 2 points narrower on the right than its frame.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// Whether the runtime fixes the frame that was set with required constraints (origin
    /// ``LayoutConstraint/Origin/autoresizingMask``, or ``LayoutConstraint/Origin/rootFrame``
    /// for a root). True by default, as in UIKit for views made in code; set it to false for
    /// views that constraints place.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { setNeedsLayout() }
    }

    /// How the frame follows the superview's bounds when they change size, while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true; none by default, as in UIKit.
    ///
    /// The autoresizing constraints place ``frame`` as it was set, in a superview the size it
    /// had then (or when the view was added to it), and share any change of the superview's
    /// size among the flexible portions in proportion to their lengths (see
    /// ``AutoresizingMask``). A root keeps the frame set whatever its mask.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { setNeedsLayout() }
    }

    /// A size the view sets for itself, layoutgen's way to give a plain view an intrinsic size;
    /// when set it is the ``intrinsicContentSize`` of any view, subclasses included.
    public var explicitIntrinsicContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size the view's content wants, per axis; ``noIntrinsicMetric`` where it has none.
    ///
    /// Layout holds it with two constraints per axis (origin
    /// ``LayoutConstraint/Origin/contentSize``): size <= intrinsic at the hugging priority, and
    /// size >= intrinsic at the compression resistance priority. Subclasses that override it
    /// call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The intrinsic size when the view is `width` wide, for views whose height follows their
    /// width (multi-line text); nil for the others. Layout re-measures with the solved width.
    func intrinsicContentSize(fittingWidth width: CGFloat) -> CGSize? { nil }

    /// The view whose first baseline is this view's in constraints: the view itself; one of a
    /// stack view's arranged views (UIKit's `forFirstBaselineLayout`; see ``StackView``).
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's in constraints: the view itself; one of a
    /// stack view's arranged views (UIKit's `forLastBaselineLayout`; see ``StackView``).
    open var forLastBaselineLayout: View { self }

    /// Where the view's baselines lie when it is `width` wide: for a view without text, its top
    /// and bottom edges (UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout` defaults).
    func baselines(width: CGFloat) -> Baselines { .edges }

    /// How far below the top of its alignment rectangle, `size`, the view's first and last
    /// baselines lie (``baselines(width:)``): for a picture of its text.
    package func baselineOffsets(in size: CGSize) -> (first: CGFloat, last: CGFloat) {
        let lines = baselines(width: size.width)
        return (
            lines.first.heightFactor * size.height + lines.first.offset,
            lines.last.heightFactor * size.height + lines.last.offset
        )
    }

    /// The text whose lines, at the view's width, its measurements depend on (``TextMetrics``):
    /// its font size and most lines, and how much narrower than the view its lines are; nil when
    /// they do not depend on the width.
    var wrappingText: (text: String, font: Font, maxLines: Int, inset: CGFloat)? { nil }

    /// A priority for each axis.
    private struct AxisPair {
        var horizontal: LayoutPriority
        var vertical: LayoutPriority

        init(_ both: LayoutPriority) { (horizontal, vertical) = (both, both) }

        subscript(axis: LayoutAxis) -> LayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set {
                if axis == .horizontal {
                    horizontal = newValue
                } else {
                    vertical = newValue
                }
            }
        }
    }

    private var huggingPriorities = AxisPair(.defaultLow)
    private var compressionPriorities = AxisPair(.defaultHigh)

    /// The active user constraints installed on this view, in activation order.
    var installedConstraints: [LayoutConstraint] = []
    let itemRecord = LayoutItemRecord()
    private var ownedGuides: [LayoutGuide] = []
    /// The safe-area, margins, readable-content and keyboard guides, made when first asked for.
    var environmentGuides = EnvironmentGuides()

    // The inputs of the safe area, the margins and the reading direction (see
    // View+Environment.swift, where the rules that combine them live).
    /// The margins the program set, as it set them; nil for the defaults.
    var marginsStorage: LayoutMargins?
    /// On a root: the insets its surroundings give it; see ``additionalSafeAreaInsets``.
    var additionalSafeAreaInsetsStorage = EdgeInsets.zero
    /// On a root: the keyboard shown over it; see ``keyboardHeight``.
    var keyboardHeightStorage: CGFloat?
    /// On a root: how its text is measured; see ``contentSizeCategory`` and ``displayScale``.
    var textTraitsStorage = TextTraits()
    /// On a root: its size classes; see ``sizeClasses``.
    var sizeClassesStorage = SizeClasses(horizontal: .compact, vertical: .regular)
    /// What ``registerForSizeClassChanges(_:)`` registered on this view, in order.
    var sizeClassHandlers: [(View, SizeClasses) -> Void] = []

    /// On a root: whether something changed since the last layout pass.
    private var needsLayoutFlag = true
    /// On a root: the hierarchy's solver, kept between passes.
    var engine: LayoutEngine?
    /// On a root: whether each layout records its ``LayoutRegime``, which proving a range of
    /// root sizes reads.
    package var recordsLayoutRegime = false {
        didSet { setNeedsLayout() }
    }
    /// The regime of the hierarchy's last layout, when its root records one.
    package var layoutRegime: LayoutRegime? { rootView.engine?.regime }

    /// A view with `frame`, translating it into constraints until told otherwise.
    public init(frame: CGRect = .zero) {
        frameStorage = frame
        pixelFrameStorage = frame
        requestedFrame = frame
    }

    /// What points back at the view without keeping it alive (its subviews' ``superview``,
    /// its guides' ``LayoutGuide/owningView``, its constraints' items and installed view)
    /// forgets it, as weak references would.
    deinit {
        for subview in subviews { subview.superview = nil }
        for guide in ownedGuides + environmentGuides.made { guide.owningView = nil }
        for constraint in installedConstraints { constraint.forgetInstalledView() }
        itemRecord.itemGoesAway()
    }

    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews. A view that had another superview is first removed
    /// from it (its constraints to the old hierarchy are deactivated); adding a current subview
    /// again brings it to the front.
    public func addSubview(_ view: View) {
        precondition(
            !isDescendant(of: view), "A view cannot be added to itself or to a descendant of itself.")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.autoresizingReferenceSize = frameStorage.size
        view.engine = nil
        setNeedsLayout()
    }

    /// Adds `view` just behind `sibling`, one of the subviews, as UIKit's
    /// `insertSubview(_:belowSubview:)` does; on top of them all when `sibling` is not one.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        addSubview(view)
        guard sibling.superview === self, sibling !== view else { return }
        subviews.removeLast()
        subviews.insert(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Removes the view from its superview and deactivates every constraint between its
    /// subtree (views and their guides) and the rest, as UIKit does. The view becomes the
    /// root of its own hierarchy.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        (parent as? StackView)?.removeArrangedSubview(self)
        var inside: Set<ObjectIdentifier> = []
        var records: [LayoutItemRecord] = []
        forEachItemInSubtree { item in
            inside.insert(ObjectIdentifier(item))
            if let entry = record(of: item) { records.append(entry) }
        }
        var crossing: [LayoutConstraint] = []
        var seen: Set<ObjectIdentifier> = []
        for record in records {
            for constraint in record.activeConstraints
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if items.contains(where: { !inside.contains(ObjectIdentifier($0)) }) {
                    crossing.append(constraint)
                }
            }
        }
        LayoutConstraint.deactivate(crossing)
        parent.setNeedsLayout()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        needsLayoutFlag = true
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// How many superviews the view has above it.
    var depth: Int {
        var count = 0
        var view = self
        while let parent = view.superview { (view, count) = (parent, count + 1) }
        return count
    }

    /// The root of the view's hierarchy.
    var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Calls `body` with each view of the subtree (pre-order) and, after each view, its guides.
    func forEachItemInSubtree(_ body: (any LayoutItem) -> Void) {
        body(self)
        for guide in allGuides { body(guide) }
        for subview in subviews { subview.forEachItemInSubtree(body) }
    }

    /// Every guide the view owns: a scroll view's two, then its safe-area, margins and
    /// readable-content guides (those made so far), then ``layoutGuides``.
    var allGuides: [LayoutGuide] { environmentGuides.made + ownedGuides }

    // MARK: Layout guides

    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { ownedGuides }

    /// Adds `guide`, which lays out in this view's coordinate space; a guide owned by another
    /// view is first removed from it.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(
            !guide.isViewsOwnGuide, "A view's own layout guides cannot move to another view.")
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownedGuides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// Removes `guide` and deactivates the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, !guide.isViewsOwnGuide else { return }
        LayoutConstraint.deactivate(guide.itemRecord.activeConstraints)
        ownedGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    // MARK: Constraints

    /// The active user constraints installed on this view (their items' nearest common
    /// ancestor), in activation order.
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// How much the view resists growing beyond its intrinsic size on `axis`; 250 by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { huggingPriorities[axis] }

    /// Sets ``contentHuggingPriority(for:)`` and marks the hierarchy as needing layout.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis] = priority
        setNeedsLayout()
    }

    /// How much the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionPriorities[axis]
    }

    /// Sets ``contentCompressionResistancePriority(for:)`` and marks the hierarchy as needing
    /// layout.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionPriorities[axis] = priority
        setNeedsLayout()
    }

    /// Tells layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    // MARK: Layout

    /// Marks the view's hierarchy as needing layout.
    public func setNeedsLayout() { rootView.needsLayoutFlag = true }

    /// Lays out the view's whole hierarchy if anything changed since the last pass.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayoutFlag || root.engine == nil else { return }
        let engine = root.engine ?? LayoutEngine(mode: .hierarchy)
        root.engine = engine
        root.needsLayoutFlag = false
        engine.layOut(root)
    }

    /// Lays the whole hierarchy out as its first layout would be: a fresh solver, from no
    /// measurements, whatever earlier layouts at other sizes left. A proof at one size then
    /// finds what a spec of that size alone finds: where a constraint is met exactly, a solve
    /// moved there from another size and one made there can round to different sides.
    package func layOutAfresh() {
        let root = rootView
        root.engine?.forgetLayouts()
        root.needsLayoutFlag = true
        layoutIfNeeded()
    }

    /// The issues the hierarchy's last layout pass found, in the order it found them: conflicts,
    /// constraints without a common ancestor, views whose layout did not settle.
    public var layoutIssues: [LayoutIssue] { rootView.engine?.issues ?? [] }

    /// Every constraint the hierarchy's last layout held, the runtime's own included (their
    /// ``LayoutConstraint/origin`` and ``LayoutConstraint/identifier`` say what made them, such
    /// as a stack view's `UISV-spacing`), in the order layout added them; conflicting ones it set
    /// aside are not among them. Lays out first if needed.
    public var constraintsOfLastLayout: [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.engine?.heldConstraints ?? []
    }

    /// The hierarchy's required user equalities that add nothing: each was implied, when the
    /// last layout added it, by the required equalities added before it (a duplicate, or a
    /// combination of others). Removing one changes no frame. Inequalities are not checked.
    public var redundantConstraints: [LayoutConstraint] { rootView.engine?.redundantConstraints ?? [] }

    /// Which of `[.left, .top, .width, .height]`, in that order, have more than one value that
    /// satisfies the constraints equally well. Lays out first if needed.
    public var ambiguousAttributes: [LayoutAttribute] {
        layoutIfNeeded()
        return rootView.engine?.ambiguousAttributes(of: self) ?? []
    }

    /// The ``ambiguousAttributes`` each of `views` keeps once each of `held` (views of this
    /// view's hierarchy) has its `attributes` held where the last layout put them: what holding
    /// them settles only follows from their ambiguity. Lays out first if needed. For telling
    /// one missing constraint from what follows from it; UIKit has no such call.
    package func ambiguousAttributes(
        of views: [View], holding held: [(view: View, attributes: [LayoutAttribute])]
    ) -> [[LayoutAttribute]] {
        layoutIfNeeded()
        let items = held.map { (item: $0.view as any LayoutItem, attributes: $0.attributes) }
        return rootView.engine?.ambiguousAttributes(of: views, holding: items) ?? views.map { _ in [] }
    }

    /// Whether any of the view's position and size is ambiguous; see ``ambiguousAttributes``.
    public var hasAmbiguousLayout: Bool { !ambiguousAttributes.isEmpty }

    /// Moves the view to another place or size that satisfies the constraints exactly as well,
    /// when its layout is ambiguous, and writes every frame of the hierarchy from that other
    /// layout, as UIKit's `exerciseAmbiguityInLayout()` does to show what is not determined.
    ///
    /// UIKit picks one of the valid values at random; this runtime is deterministic: the
    /// first of ``ambiguousAttributes`` (a size, or a position's x or y) increases by 100
    /// points, or as far as the constraints allow, or else decreases, and the views that move
    /// with it move too. Lays out first if
    /// needed. The next layout pass (``setNeedsLayout()``, then ``layoutIfNeeded()``) writes
    /// the solved layout again.
    /// - Returns: Whether a frame moved: false when the view's layout is not ambiguous.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        layoutIfNeeded()
        return rootView.engine?.exerciseAmbiguity(of: self, under: rootView, by: 100) ?? false
    }

    /// ``exerciseAmbiguityInLayout()`` with the first ambiguous one of `attributes` moved.
    @discardableResult
    package func exerciseAmbiguityInLayout(moving attributes: [LayoutAttribute]) -> Bool {
        layoutIfNeeded()
        return rootView.engine?.exerciseAmbiguity(of: self, moving: attributes, under: rootView, by: 100)
            ?? false
    }

    /// The view's frame in the layout ``exerciseAmbiguityInLayout()`` would write, with the
    /// first ambiguous one of `attributes` moved; nil when none can move. Writes nothing.
    package func alternativeFrame(moving attributes: [LayoutAttribute]) -> CGRect? {
        layoutIfNeeded()
        return rootView.engine?.alternativeFrame(of: self, moving: attributes, by: 100)
    }

    /// The active constraints, the runtime's own included, that take part in placing the view
    /// along `axis`. Lays out first if needed.
    ///
    /// That is the connected component of the view's variables on that axis (left and width,
    /// or top and height): the constraints that share a variable with them, directly or through
    /// other constraints, in the order layout added them. A constraint that ties the axes (an
    /// aspect ratio) brings in the other axis's constraints too, since they do affect the view.
    /// Constraints layout left out (see ``LayoutIssue``) are not included.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.engine?.constraintsAffectingLayout(of: self, axis: axis) ?? []
    }

    /// The constraints that trade against each other where the view is not determined on
    /// `axis`: those connected to its ambiguous position or size through ambiguous variables
    /// only (a determined superview edge connects nothing). Empty when the view is determined
    /// on `axis`. For finding ties; UIKit has no such call.
    package func constraintsSharingAmbiguity(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.engine?.constraintsSharingAmbiguity(of: self, axis: axis) ?? []
    }

    /// Numbers that name the sets ``constraintsSharingAmbiguity(for:)`` is made of, until the
    /// next layout: views with the same numbers get the same constraints.
    package func ambiguityGroups(for axis: LayoutAxis) -> [Int] {
        layoutIfNeeded()
        return rootView.engine?.ambiguityGroups(of: self, axis: axis) ?? []
    }

    /// Of `candidates`, those in ``constraintsAffectingLayout(for:)``, in its order, without
    /// making that list: for a report that asks it of every view of a tall layout, whose
    /// constraints are one connected component.
    package func constraintsAffectingLayout(
        for axis: LayoutAxis, among candidates: [LayoutConstraint]
    ) -> [LayoutConstraint] {
        layoutIfNeeded()
        return rootView.engine?.constraintsAffectingLayout(of: self, axis: axis, among: candidates) ?? []
    }

    /// The size the view's subtree takes on its own, as close to `targetSize` as its
    /// constraints allow.
    ///
    /// Lays out the subtree alone in a scratch solver, with the view's width and height equal
    /// to the target at ``LayoutPriority/fittingSizeLevel`` (origin
    /// ``LayoutConstraint/Origin/fittingSize``), and without the view's constraints to its
    /// superview and its own autoresizing constraints. Pass
    /// ``layoutFittingCompressedSize`` for the smallest size. Nothing in the hierarchy changes.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's subtree takes on its own, its width held to `targetSize.width` at
    /// `horizontalFittingPriority` and its height to `targetSize.height` at
    /// `verticalFittingPriority`: what a table view asks of a self-sizing cell, the width
    /// `.required` and the height at ``LayoutPriority/fittingSizeLevel`` (docs/Cells.md).
    ///
    /// Otherwise as ``systemLayoutSizeFitting(_:)``.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let target = FittingTarget(
            size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return LayoutEngine(mode: .fitting(target)).fittingSize(of: self)
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// at `targetSize` with the width `.required` and the height at
    /// ``LayoutPriority/fittingSizeLevel``, a self-sizing cell's measurement, and the regime of
    /// that fitting pass (``LayoutRegime``): over which target widths it stays affine and what
    /// it decided, which proving a cell over a range of widths reads. UIKit has no such call.
    package func cellFittingRegime(_ targetSize: CGSize) -> (size: CGSize, regime: LayoutRegime) {
        let target = FittingTarget(
            size: targetSize, horizontal: .required, vertical: .fittingSizeLevel, recordsRegime: true)
        let engine = LayoutEngine(mode: .fitting(target))
        return (engine.fittingSize(of: self), engine.regime!)
    }

    /// The ``redundantConstraints`` of the fitting pass that
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// makes: of a self-sizing cell, whose content view's required height follows from its
    /// content, the constraints that add nothing to the content itself. UIKit has no such call.
    package func redundantConstraintsFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> [LayoutConstraint] {
        let target = FittingTarget(
            size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return LayoutEngine(mode: .fitting(target)).fittingRedundancies(of: self)
    }
}
