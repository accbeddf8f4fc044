/// No rule before this one saw why: name the likely causes, with notes at the far-edge pins.
///
/// Shown by `SnippetProveTests.testContentHeightOfAViewWhosePositionIsFreeIsExplainedByItsLikelyCauses`.
struct UnexplainedContent: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        AmbiguityExplanation(
            reason: .contentFree(sizeWord: question.axis.sizeWord),
            notes: question.pinsEnd.prefix(4).map(question.context.note(for:)))
    }
}
