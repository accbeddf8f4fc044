/// The chain inside the innermost free container ends at a view whose far edge is held only
/// by an inequality.
///
/// Shown by `SnippetProveTests.testContentHeightIsAmbiguousWhenTheLastViewIsOnlyBounded`.
struct BoundedChainEnd: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        guard let last = question.brokenContainer?.last else { return nil }
        let axis = question.axis
        let context = question.context
        guard
            let bound = question.lookup.activeConstraints(touching: last, attributes: axis.endAttributes)
                .first(where: { $0.relation != .equal })
        else { return nil }
        return AmbiguityExplanation(
            reason: .chainEndBoundedOneSide(
                constraint: context.cite(bound), edge: "\(context.id(of: last)).\(axis.endWord)",
                sizeWord: axis.sizeWord),
            notes: [context.note(for: bound)], equations: [context.asEquality(bound)])
    }
}
