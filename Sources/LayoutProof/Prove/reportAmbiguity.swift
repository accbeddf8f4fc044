import LayoutRuntime
import LayoutSpec

/// The words and attributes that go with each axis, for the prover's messages.
extension LayoutAxis {
    var positionAttribute: LayoutAttribute { self == .horizontal ? .left : .top }
    var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
    var sizeWord: String { self == .horizontal ? "width" : "height" }
    var positionWord: String { self == .horizontal ? "horizontal position" : "vertical position" }
    var startAttributes: Set<LayoutAttribute> { self == .horizontal ? [.left, .leading] : [.top] }
    var centerAttribute: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    var endAttributes: Set<LayoutAttribute> { self == .horizontal ? [.right, .trailing] : [.bottom] }
    var endWord: String { self == .horizontal ? "trailing" : "bottom" }
    var startWord: String { self == .horizontal ? "leading" : "top" }
    var chainWord: String { self == .horizontal ? "horizontal" : "vertical" }

    func contains(_ attribute: LayoutAttribute) -> Bool { attribute.axis == self }
}

extension ProofContext {
    /// Ambiguity: an error at the declaration of each view whose frame is not unique, and at
    /// each scroll view whose content size is not, with why. A view that a conflict's
    /// constraints place is ambiguous only because one of them was set aside: that is a note
    /// for the conflict's error (added to `conflicts`), not an error of its own.
    /// What a tie explains is not reported again. `items` is ``ambiguousItems()`` at this size:
    /// views outside it are not asked again.
    func reportAmbiguity(
        into findings: inout Findings, ambiguous items: Set<AmbiguousItem>,
        explainedByTies explained: Set<AmbiguousItem>, witnesses: [ItemWitness], conflicts: inout [Conflict]
    ) {
        let witnessOf = Dictionary(witnesses.map { ($0.item, $0.witness) }) { first, _ in first }
        let lookup = ConstraintLookup(scene)
        var explainedContent: [(ScrollView, LayoutAxis)] = []
        let ambiguousViews = Set(items.map(\.view))
        for sceneView in scene.views where ambiguousViews.contains(ObjectIdentifier(sceneView.view)) {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let ambiguous = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in LayoutAxis.allCases where ambiguous.contains(axis.sizeAttribute) {
                explainedContent.append((scrollView, axis))
                let item = AmbiguousItem(view: ObjectIdentifier(scrollView), axis: axis, isContent: true)
                if explained.contains(item) { continue }
                let explanation = ContentAmbiguity(scrollView, axis: axis, context: self, lookup: lookup)
                    .explain()
                let witness = witnessOf[item]
                let fixes = candidateContentFixes(
                    for: scrollView, id: sceneView.id, axis: axis, explanation: explanation)
                findings.add(size: size) {
                    var diagnostic = Diagnostic.contentSizeAmbiguous(
                        scrollView: sceneView.id, sizeWord: axis.sizeWord, sizes: $0,
                        because: explanation.reason, at: sceneView.location, notes: explanation.notes)
                    diagnostic.witness = witness
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                }
            }
        }
        for sceneView in scene.views where ambiguousViews.contains(ObjectIdentifier(sceneView.view)) {
            let ambiguous = sceneView.view.ambiguousAttributes
            for axis in LayoutAxis.allCases {
                let onAxis = ambiguous.filter(axis.contains)
                if onAxis.isEmpty { continue }
                let item = AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
                if explained.contains(item) { continue }
                let affecting = constraintsOnAmbiguousAttributes(
                    of: sceneView.view, axis: axis, ambiguous: onAxis, lookup: lookup)
                // A size that only follows an ambiguous scrollable content size: say so, and send
                // the reader to the scroll view's error, which has the reason.
                if !onAxis.contains(axis.positionAttribute),
                    let (scrollView, _) = explainedContent.first(where: {
                        $0.1 == axis && sceneView.view.superview?.isDescendant(of: $0.0) == true
                    })
                {
                    let owner = id(of: scrollView)
                    findings.add(size: size) {
                        .sizeFollowsAmbiguousContent(
                            view: sceneView.id, sizeWord: axis.sizeWord, scrollView: owner, sizes: $0,
                            at: sceneView.location, scrollViewLocation: viewLocations[owner])
                    }
                    continue
                }
                var parts: [String] = []
                if onAxis.contains(axis.positionAttribute) { parts.append(axis.positionWord) }
                if onAxis.contains(axis.sizeAttribute) { parts.append(axis.sizeWord) }
                // Only a conflict that takes part in placing the view on this axis: setting one
                // of its constraints aside frees nothing on an axis they do not reach.
                if let index = conflictIndex(placing: sceneView.view, along: [axis], in: conflicts) {
                    conflicts[index].followOns.append(
                        .leftAmbiguousBySettingAside(view: sceneView.id, parts: parts, at: sceneView.location)
                    )
                    continue
                }
                let notes = Array(affecting.prefix(8).map(note(for:)))
                let reason: AmbiguityReason =
                    affecting.isEmpty ? .unconstrained(direction: "\(axis.chainWord)ly") : .freeToMove()
                let witness = witnessOf[item]
                let fixes = candidateFixes(
                    for: sceneView, axis: axis, ambiguous: onAxis, witness: witness,
                    constrained: !affecting.isEmpty)
                findings.add(size: size) {
                    var diagnostic = Diagnostic.frameAmbiguous(
                        view: sceneView.id, parts: parts, sizes: $0, because: reason, at: sceneView.location,
                        notes: notes)
                    diagnostic.witness = witness
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                }
            }
        }
    }

    /// The user constraints on a view's ambiguous attributes along an axis: a free size with
    /// a fixed position is about the size and the far edge; a free position is about every
    /// attribute on the axis.
    func constraintsOnAmbiguousAttributes(
        of view: View, axis: LayoutAxis, ambiguous: [LayoutAttribute], lookup: ConstraintLookup
    ) -> [LayoutConstraint] {
        let relevant: Set<LayoutAttribute> =
            ambiguous.contains(axis.positionAttribute)
            ? [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY]
            : axis.endAttributes.union([axis.sizeAttribute, axis.centerAttribute])
        return lookup.constraintsAffectingLayout(of: view, axis: axis, touching: relevant)
    }

    func allViews() -> [View] { [scene.root] + scene.views.map(\.view) }

}

/// The scene's constraints by the items they act on, for the questions the ambiguity report
/// asks of every view: asked of the whole list, they made a tall ambiguous layout quadratic.
final class ConstraintLookup {
    /// The scene's constraints, placeholders included, in scene order.
    private let constraints: [SceneConstraint]
    /// Per item: the indices into `constraints` of those whose effective first or second
    /// item it is, increasing.
    private var byItem: [ObjectIdentifier: [Int]] = [:]
    init(_ scene: BuiltScene) {
        constraints = scene.constraints
        for (index, sceneConstraint) in constraints.enumerated() {
            let constraint = sceneConstraint.constraint
            let first = constraint.effectiveFirstItem.map(ObjectIdentifier.init)
            let second = constraint.effectiveSecondItem.map(ObjectIdentifier.init)
            if let first { byItem[first, default: []].append(index) }
            if let second, second != first { byItem[second, default: []].append(index) }
        }
    }

    /// The active (not placeholder) constraints that act on one of `attributes` of `item`,
    /// after the scroll-view rule, in scene order.
    func activeConstraints(touching item: any LayoutItem, attributes: Set<LayoutAttribute>)
        -> [LayoutConstraint]
    {
        (byItem[ObjectIdentifier(item)] ?? []).lazy.map { self.constraints[$0] }
            .filter { !$0.isPlaceholder && $0.constraint.touches(item, attributes: attributes) }
            .map(\.constraint)
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
