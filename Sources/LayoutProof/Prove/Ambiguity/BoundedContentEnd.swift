/// The content area's far edge is held only by an inequality, which leaves the size open on
/// one side.
///
/// Shown by `SnippetProveTests.testContentHeightIsAmbiguousWithGreaterThanOrEqualBottomTip`.
struct BoundedContentEnd: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        guard question.pinsEnd.isEmpty, let bound = question.onEnd.first else { return nil }
        return AmbiguityExplanation(
            reason: .contentEndBoundedOneSide(
                constraint: question.context.cite(bound), sizeWord: question.axis.sizeWord),
            notes: [question.context.note(for: bound)], equations: [question.context.asEquality(bound)])
    }
}
