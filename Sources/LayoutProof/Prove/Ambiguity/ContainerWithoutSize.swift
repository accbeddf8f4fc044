/// The innermost free container is empty: nothing inside it can give it a size.
///
/// Shown by `SnippetProveTests.testContentViewWithNothingToSizeItIsExplained`.
struct ContainerWithoutSize: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        guard let (container, last) = question.brokenContainer, last == nil else { return nil }
        return AmbiguityExplanation(
            reason: .containerWithoutSize(
                view: question.context.id(of: container), sizeWord: question.axis.sizeWord))
    }
}
