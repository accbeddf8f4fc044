/// An invisible rectangle that constraints can place, owned by a view: UIKit's `UILayoutGuide`.
///
/// Add it with ``View/addLayoutGuide(_:)``; until then it is in no hierarchy and its
/// constraints report ``LayoutIssue/noCommonAncestor(_:)``. Guides are equal only to
/// themselves.
public final class LayoutGuide: LayoutItem, Hashable {
    /// The guide's name in descriptions, printed after its owning view's name.
    public var identifier: String
    /// The view the guide belongs to, set by ``View/addLayoutGuide(_:)``. The view holds the
    /// guide, not the other way round, and its deinit sets this to nil.
    public internal(set) unowned(unsafe) var owningView: View?

    var layoutFrameStorage = CGRect.zero
    /// For a guide UIKit makes for its view (a scroll view's content and frame guides, a view's
    /// safe-area, margins and readable-content guides), the view's property that holds it, such
    /// as `safeAreaLayoutGuide`; nil for a guide the program made. Such a guide belongs to its
    /// view for good.
    package internal(set) var viewProperty: String?

    var isViewsOwnGuide: Bool { viewProperty != nil }

    /// The guide's rectangle in its owning view's bounds coordinates, as of the last layout
    /// pass (a scroll view's bounds are its content coordinates).
    public var layoutFrame: CGRect { layoutFrameStorage }

    let itemRecord = LayoutItemRecord()

    /// A guide in no view yet.
    public init(identifier: String = "") {
        self.identifier = identifier
    }

    deinit { itemRecord.itemGoesAway() }

    /// Which of `[.left, .top, .width, .height]`, in that order, are ambiguous; see
    /// ``View/ambiguousAttributes``. For a scroll view's ``ScrollView/contentLayoutGuide`` a
    /// width or height here means the content size is ambiguous. Lays out first if needed.
    public var ambiguousAttributes: [LayoutAttribute] {
        guard let owner = owningView else { return [] }
        owner.layoutIfNeeded()
        return owner.rootView.engine?.ambiguousAttributes(of: self) ?? []
    }

    /// Whether any of ``ambiguousAttributes`` is ambiguous.
    public var hasAmbiguousLayout: Bool { !ambiguousAttributes.isEmpty }

    /// ``View/constraintsSharingAmbiguity(for:)`` for the guide: for a scroll view's content
    /// guide, the constraints that trade where its content size is not determined.
    package func constraintsSharingAmbiguity(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let owner = owningView else { return [] }
        owner.layoutIfNeeded()
        return owner.rootView.engine?.constraintsSharingAmbiguity(of: self, axis: axis) ?? []
    }

    /// ``View/ambiguityGroups(for:)`` for the guide.
    package func ambiguityGroups(for axis: LayoutAxis) -> [Int] {
        guard let owner = owningView else { return [] }
        owner.layoutIfNeeded()
        return owner.rootView.engine?.ambiguityGroups(of: self, axis: axis) ?? []
    }

    public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
