/// Nothing reaches the content area's far edge: the chain from start to end is broken there.
///
/// Shown by `SnippetProveTests.testContentHeightIsAmbiguousWithoutBottomPin`.
struct UnpinnedContentEnd: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        guard question.pinsEnd.isEmpty else { return nil }
        let axis = question.axis
        return AmbiguityExplanation(
            reason: .contentEndUnpinned(
                endWord: axis.endWord, startWord: axis.startWord, chainWord: axis.chainWord))
    }
}
