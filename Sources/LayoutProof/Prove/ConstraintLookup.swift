import LayoutRuntime

/// The scene's constraints by the items they act on, for the questions the ambiguity report
/// and lint ask of every view: asked of the whole list, they made a tall ambiguous layout
/// quadratic. The scene's constraints and their items are the same at every size, so one lookup
/// serves a whole proof (``ProofContext/lookup``); it is built when first asked.
final class ConstraintLookup {
    /// The scene's constraints, placeholders included, in scene order.
    private let constraints: [SceneConstraint]
    /// Per item: the indices into `constraints` of those whose effective first or second
    /// item it is, increasing.
    private lazy var byItem: [ObjectIdentifier: [Int]] = {
        var byItem: [ObjectIdentifier: [Int]] = [:]
        for (index, sceneConstraint) in constraints.enumerated() {
            let constraint = sceneConstraint.constraint
            let first = constraint.effectiveFirstItem.map(ObjectIdentifier.init)
            let second = constraint.effectiveSecondItem.map(ObjectIdentifier.init)
            if let first { byItem[first, default: []].append(index) }
            if let second, second != first { byItem[second, default: []].append(index) }
        }
        return byItem
    }()

    init(_ scene: BuiltScene) {
        constraints = scene.constraints
    }

    /// The active constraints (not placeholders, nor of a `when:` entry of other classes) that act on one of `attributes` of `item`,
    /// after the scroll-view rule, in scene order.
    func activeConstraints(touching item: any LayoutItem, attributes: Set<LayoutAttribute>)
        -> [LayoutConstraint]
    {
        (byItem[ObjectIdentifier(item)] ?? []).lazy.map { self.constraints[$0] }
            .filter { $0.constraint.isActive && $0.constraint.touches(item, attributes: attributes) }
            .map(\.constraint)
    }

    /// The placeholders (Interface Builder's "remove at build time": built, never activated)
    /// that act on one of `attributes` of `item`, in scene order.
    func placeholders(touching item: any LayoutItem, attributes: Set<LayoutAttribute>) -> [SceneConstraint] {
        (byItem[ObjectIdentifier(item)] ?? []).map { constraints[$0] }
            .filter { $0.isPlaceholder && $0.constraint.touches(item, attributes: attributes) }
    }

    /// `view.constraintsAffectingLayout(for: axis)` narrowed to the user constraints that act
    /// on one of `attributes` of the view, in the same order, without walking the whole group.
    func constraintsAffectingLayout(
        of view: View, axis: LayoutAxis, touching attributes: Set<LayoutAttribute>
    ) -> [LayoutConstraint] {
        let candidates = (byItem[ObjectIdentifier(view)] ?? []).map { constraints[$0].constraint }
            .filter { $0.origin == .user && $0.touches(view, attributes: attributes) }
        return view.constraintsAffectingLayout(for: axis, among: candidates)
    }
}
extension LayoutConstraint {
    /// Whether the constraint acts on one of `attributes` of `item`, after the scroll-view rule
    /// has mapped a scroll view's edges to its content area.
    func touches(_ item: any LayoutItem, attributes: Set<LayoutAttribute>) -> Bool {
        if let first = effectiveFirstItem, first === item, attributes.contains(firstAttribute) { return true }
        if let second = effectiveSecondItem, second === item, attributes.contains(secondAttribute) {
            return true
        }
        return false
    }
}
