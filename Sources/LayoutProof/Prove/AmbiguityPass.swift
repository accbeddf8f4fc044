import LayoutRuntime
import LayoutSpec

/// Ambiguity: an error at the declaration of each view whose frame is not unique, and at each
/// scroll view whose content size is not, with why. A view that a conflict's constraints place
/// is ambiguous only because one of them was set aside: that is a note under the conflict's
/// error. What a tie explains is not reported again.
struct AmbiguityPass: ProofPass {
    /// Ambiguity: an error at the declaration of each view whose frame is not unique, and at
    /// each scroll view whose content size is not, with why. A view that a conflict's
    /// constraints place is ambiguous only because one of them was set aside: that is a note
    /// for the conflict's error (added to `conflicts`), not an error of its own.
    /// What a tie explains is not reported again. `items` is ``ambiguousItems()`` at this size:
    /// views outside it are not asked again.
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let context = snapshot.context
        let items = snapshot.ambiguous
        let witnesses = snapshot.witnesses
        let explained = snapshot.ties.reduce(into: Set<AmbiguousItem>()) { $0.formUnion($1.explains) }
        let fixer = CandidateFixes(context: context)
        var found: [Finding] = []
        let witnessOf = Dictionary(witnesses.map { ($0.item, $0.witness) }) { first, _ in first }
        let lookup = ConstraintLookup(context.scene)
        var explainedContent: [(ScrollView, LayoutAxis)] = []
        let ambiguousViews = Set(items.map(\.view))
        for sceneView in context.scene.views where ambiguousViews.contains(ObjectIdentifier(sceneView.view)) {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let ambiguous = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in LayoutAxis.allCases where ambiguous.contains(axis.sizeAttribute) {
                explainedContent.append((scrollView, axis))
                let item = AmbiguousItem(view: ObjectIdentifier(scrollView), axis: axis, isContent: true)
                if explained.contains(item) { continue }
                let explanation = ContentAmbiguity(scrollView, axis: axis, context: context, lookup: lookup)
                    .explain()
                let witness = witnessOf[item]
                let fixes = fixer.candidateContentFixes(
                    for: scrollView, id: sceneView.id, axis: axis, explanation: explanation)
                let subjects = [sceneView.id, axis.sizeWord, explanation.rule]
                found.append(
                    Finding(.contentSizeAmbiguous, subjects, isError: true) {
                        var diagnostic = Diagnostic.contentSizeAmbiguous(
                            scrollView: sceneView.id, sizeWord: axis.sizeWord, sizes: $0,
                            because: explanation.reason, at: sceneView.location, notes: explanation.notes)
                        diagnostic.witness = witness
                        diagnostic.candidateFixes = fixes
                        return diagnostic
                    })
            }
        }
        for sceneView in context.scene.views where ambiguousViews.contains(ObjectIdentifier(sceneView.view)) {
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
                    let owner = context.id(of: scrollView)
                    let ownerLocation = context.viewLocations[owner]
                    found.append(
                        Finding(
                            .sizeFollowsAmbiguousContent, [sceneView.id, axis.sizeWord, owner], isError: true
                        ) {
                            .sizeFollowsAmbiguousContent(
                                view: sceneView.id, sizeWord: axis.sizeWord, scrollView: owner, sizes: $0,
                                at: sceneView.location, scrollViewLocation: ownerLocation)
                        })
                    continue
                }
                var parts: [String] = []
                if onAxis.contains(axis.positionAttribute) { parts.append(axis.positionWord) }
                if onAxis.contains(axis.sizeAttribute) { parts.append(axis.sizeWord) }
                // Only a conflict that takes part in placing the view on this axis: setting one
                // of its constraints aside frees nothing on an axis they do not reach.
                if let index = snapshot.conflictIndex(placing: sceneView.view, along: [axis]) {
                    found.append(
                        Finding(
                            .frameAmbiguous, [sceneView.id] + parts, underConflict: index,
                            .leftAmbiguousBySettingAside(
                                view: sceneView.id, parts: parts, at: sceneView.location)))
                    continue
                }
                let notes = Array(affecting.prefix(8).map(context.note(for:)))
                let reason: AmbiguityReason =
                    affecting.isEmpty ? .unconstrained(direction: "\(axis.chainWord)ly") : .freeToMove()
                let witness = witnessOf[item]
                let fixes = fixer.candidateFixes(
                    for: sceneView, axis: axis, ambiguous: onAxis, witness: witness,
                    constrained: !affecting.isEmpty)
                let subjects = [sceneView.id] + parts + [affecting.isEmpty ? "unconstrained" : "free to move"]
                found.append(
                    Finding(.frameAmbiguous, subjects, isError: true) {
                        var diagnostic = Diagnostic.frameAmbiguous(
                            view: sceneView.id, parts: parts, sizes: $0, because: reason,
                            at: sceneView.location,
                            notes: notes)
                        diagnostic.witness = witness
                        diagnostic.candidateFixes = fixes
                        return diagnostic
                    })
            }
        }
        return found
    }

    /// The user constraints on a view's ambiguous attributes along an axis: a free size with
    /// a fixed position is about the size and the far edge; a free position is about every
    /// attribute on the axis.
    private func constraintsOnAmbiguousAttributes(
        of view: View, axis: LayoutAxis, ambiguous: [LayoutAttribute], lookup: ConstraintLookup
    ) -> [LayoutConstraint] {
        let relevant: Set<LayoutAttribute> =
            ambiguous.contains(axis.positionAttribute)
            ? [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY]
            : axis.endAttributes.union([axis.sizeAttribute, axis.centerAttribute])
        return lookup.constraintsAffectingLayout(of: view, axis: axis, touching: relevant)
    }
}
