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

    /// The custom spacing that means "use ``spacing``": UIKit's `spacingUseDefault`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

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

    /// The space between neighbouring visible views; 0 by default. Negative values overlap them.
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

    /// The space the stack leaves after `view`: its custom spacing, or ``spacing``.
    func gap(after view: View) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? spacing }

    /// A vertical stack's first baseline is its first visible view's; a horizontal one's, its
    /// first visible view's too (UIKit picks the tallest for some alignments; see
    /// docs/StackView.md).
    public override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last visible view's last baseline.
    public override var forLastBaselineLayout: View {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    /// How many gap guides the layout needs: one between each two visible views when the gaps
    /// are distributed (equalSpacing, equalCentering).
    var gapGuideCount: Int {
        guard distribution == .equalSpacing || distribution == .equalCentering else { return 0 }
        return max(arrangedSubviews.filter { !$0.isHidden }.count - 1, 0)
    }

    /// Whether the layout spans the views with a guide: every alignment but fill.
    var usesSpanningGuide: Bool { alignment != .fill && !arrangedSubviews.isEmpty }

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
