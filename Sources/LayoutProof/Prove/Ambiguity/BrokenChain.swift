import LayoutSpec

/// The chain inside the innermost free container stops at a view whose far edge nothing pins;
/// the notes show where the chain reaches it and where to pin it.
///
/// Shown by `SnippetProveTests.testContentHeightIsAmbiguousWhereTheChainInsideStops`.
struct BrokenChain: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        guard let last = question.brokenContainer?.last else { return nil }
        let axis = question.axis
        let context = question.context
        let id = context.id(of: last)
        var notes: [Diagnostic.Note] = []
        let reaching = question.lookup.activeConstraints(
            touching: last, attributes: axis.startAttributes.union([axis.sizeAttribute]))
        if let chainEnd = reaching.map(context.note(for:)).sorted(by: notesInSpecOrder).last {
            notes.append(.chainReaches(id, at: chainEnd.location))
        }
        notes.append(.pinEndHere(id, endWord: axis.endWord, at: context.viewLocations[id]))
        return AmbiguityExplanation(
            reason: .chainStops(edge: "\(id).\(axis.endWord)", chainWord: axis.chainWord), notes: notes,
            unpinnedEnd: last)
    }
}
