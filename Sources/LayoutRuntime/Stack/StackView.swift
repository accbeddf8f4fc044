/// A view that lays out a row or a column of views with constraints: UIKit's `UIStackView`.
///
/// Like UIKit's, it has no layout code of its own: each layout pass gives its arranged
/// subviews the constraints UIStackView makes (origin ``LayoutConstraint/Origin/stackView``,
/// identifiers `UISV-…` as in UIKit's logs), with the same priorities, so that frames,
/// ambiguities and conflicts are UIKit's. docs/StackView.md lists them and their sources.
///
/// Arranged subviews are subviews; ``addArrangedSubview(_:)`` adds both. A hidden arranged
/// view collapses along the axis and its spacing goes. A stack view has no margins of its own
/// (a UIStackView made in code has zero layout margins, not a plain view's 8).
public final class StackView: View {
    /// How the arranged views share the stack's length along its axis: UIKit's
    /// `UIStackView.Distribution`.
    public enum Distribution: String, CaseIterable, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the stack's axis: UIKit's `UIStackView.Alignment`.
    /// `leading` and `top` are one alignment, as are `trailing` and `bottom`; the baselines are
    /// for horizontal stacks.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// The custom spacing that means "use ``spacing``": UIKit's `spacingUseDefault`, `FLT_MAX`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing, or custom spacing, that means the standard space between views
    /// (``LayoutConstraint/systemSpacing``): UIKit's `spacingUseSystem`, `FLT_MIN`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The axis the views are laid out along; horizontal by default.
    public var axis = LayoutAxis.horizontal {
        didSet { setNeedsLayout() }
    }

    public var distribution = Distribution.fill {
        didSet { setNeedsLayout() }
    }

    public var alignment = Alignment.fill {
        didSet { setNeedsLayout() }
    }

    /// The space between neighbouring visible views; 0 by default. Negative values overlap them;
    /// ``spacingUseSystem`` is the standard space.
    public var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Whether the views are laid out within the layout margins (true) or the bounds (false,
    /// the default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            // The canvas is then the margins guide: made now, not while a layout lists guides.
            if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide }
            setNeedsLayout()
        }
    }

    /// In a vertical stack, whether the spacing runs from one view's last baseline to the next
    /// one's first baseline rather than edge to edge; false by default.
    public var isBaselineRelativeArrangement = false {
        didSet { setNeedsLayout() }
    }

    /// The views the stack lays out, in order.
    public private(set) var arrangedSubviews: [View] = []

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The guides between neighbouring views (equalSpacing, equalCentering) and the one that
    /// spans them across the axis (every alignment but fill), made as the layout needs them.
    var distributingGuides: [LayoutGuide] = []
    var spanningGuide: LayoutGuide?

    /// A stack of `arrangedSubviews`, horizontal, filling, with zero margins.
    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        marginsStorage = .directional(.zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Its guides forget it (see ``View``'s deinitializer).
    deinit {
        for guide in distributingGuides { guide.owningView = nil }
        spanningGuide?.owningView = nil
    }

    /// Adds `view` at the end of the arranged subviews, and as a subview if it is not one;
    /// its ``View/translatesAutoresizingMaskIntoConstraints`` becomes false.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index`, and adds it as a subview if it is
    /// not one; a view already arranged moves.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        // The stack places it: UIKit turns its autoresizing constraints off.
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops laying `view` out; it stays a subview, as in UIKit. Removing an arranged view from
    /// its superview removes it from the arranged subviews too.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after the arranged view `view`, in place of ``spacing``;
    /// ``spacingUseDefault`` goes back to it. A view that is not arranged is ignored.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        // Only for an arranged view, whose removal forgets it.
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The space after `view` set with ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The space the stack leaves after `view`: its custom spacing, or ``spacing``, in points.
    func gap(after view: View) -> CGFloat { Self.points(customSpacings[ObjectIdentifier(view)] ?? spacing) }

    /// ``spacing`` in points.
    var spacingInPoints: CGFloat { Self.points(spacing) }

    /// A spacing in points: ``spacingUseSystem`` is the standard space.
    private static func points(_ spacing: CGFloat) -> CGFloat {
        spacing == spacingUseSystem ? LayoutConstraint.systemSpacing : spacing
    }

    /// The first baseline of the view ``baselineVendor(first:tallest:)`` picks by the views'
    /// laid-out alignment rectangles; the stack's own top without a visible view.
    public override var forFirstBaselineLayout: View {
        laidOutVendor(first: true)?.forFirstBaselineLayout ?? self
    }

    /// The last baseline of the view ``baselineVendor(first:tallest:)`` picks by the views'
    /// laid-out alignment rectangles; the stack's own bottom without a visible view.
    public override var forLastBaselineLayout: View {
        laidOutVendor(first: false)?.forLastBaselineLayout ?? self
    }

    /// ``baselineVendor(first:tallest:)`` by the heights of the views' alignment rectangles as
    /// last laid out: what layout solves, and so what the engine compares while it lays out.
    private func laidOutVendor(first: Bool) -> View? {
        baselineVendor(first: first) {
            Self.tallest(of: $0) { $0.alignmentRectInsets.inset($0.exactFrame).height }
        }
    }

    /// The arranged views that are not hidden, in order: the ones the stack lays out.
    package var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The arranged view whose first (or last) baseline is the stack's, as UIKit picks it: a
    /// vertical stack's first (last) visible view; a horizontal stack's tallest visible view
    /// for center alignment, for the last baseline when aligned at the top or first baseline,
    /// and for the first baseline when aligned at the bottom or last baseline; otherwise its
    /// first (last) visible view. Nil when no arranged view is visible.
    /// - Parameter tallest: The tallest of the visible views given, the earlier one of equals.
    func baselineVendor(first: Bool, tallest: ([View]) -> View?) -> View? {
        let visible = visibleArrangedSubviews
        let byHeight: Bool =
            switch alignment {
            case _ where axis == .vertical: false
            case .center: true
            case .top, .leading, .firstBaseline: !first
            case .bottom, .trailing, .lastBaseline: first
            case .fill: false
            }
        if byHeight, let view = tallest(visible) { return view }
        return first ? visible.first : visible.last
    }

    /// The tallest of `views` by `height`, the earlier one of heights within 1e-9; nil for none.
    static func tallest(of views: [View], height: (View) -> CGFloat) -> View? {
        var result: (view: View, height: CGFloat)?
        for view in views {
            let value = height(view)
            if result == nil || value > result!.height + 1e-9 { result = (view, value) }
        }
        return result?.view
    }

    /// How many gap guides the layout needs: one between each two visible views when the gaps
    /// are distributed (equalSpacing, equalCentering).
    var gapGuideCount: Int {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return 0 }
        return max(visibleArrangedSubviews.count - 1, 0)
    }

    /// Whether the layout spans the views with a guide: every alignment but fill, unless the
    /// stack arranges one view and it is visible (the canvas then holds it directly).
    var usesSpanningGuide: Bool {
        alignment != .fill && !arrangedSubviews.isEmpty && !holdsOneVisibleView
    }

    /// Whether the stack arranges exactly one view, and it is visible.
    var holdsOneVisibleView: Bool { arrangedSubviews.count == 1 && !arrangedSubviews[0].isHidden }

    /// The gap guides and the spanning guide the current layout uses, made as needed.
    var stackGuides: (gaps: [LayoutGuide], spanner: LayoutGuide?) {
        while distributingGuides.count < gapGuideCount {
            distributingGuides.append(ownGuide("UISV-distributing-\(distributingGuides.count)"))
        }
        if usesSpanningGuide, spanningGuide == nil { spanningGuide = ownGuide("UISV-alignment-spanner") }
        return (Array(distributingGuides.prefix(gapGuideCount)), usesSpanningGuide ? spanningGuide : nil)
    }

    override var allGuides: [LayoutGuide] {
        let guides = stackGuides
        return guides.gaps + (guides.spanner.map { [$0] } ?? []) + super.allGuides
    }

    /// Whether `view` has a length along the axis for fillProportionally to share by: an
    /// intrinsic one, or a nested stack view's fitting length.
    package func hasProportionalLength(_ view: View) -> Bool {
        let size = view.intrinsicContentSize
        return view is StackView || (axis == .horizontal ? size.width : size.height) >= 0
    }

    private func ownGuide(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: name)
        guide.owningView = self
        guide.viewProperty = name
        return guide
    }
}
