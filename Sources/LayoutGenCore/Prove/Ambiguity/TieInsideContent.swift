import LayoutSpec

/// A view inside, pulled two ways at one priority, sets the content size to any value between.
///
/// Shown by `SnippetProveTests.testContentWidthIsAmbiguousWhenAViewInsideIsTiedBetweenTwoWidths`.
struct TieInsideContent: AmbiguityRule {
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation? {
        let context = question.context
        let axis = question.axis
        for view in question.freeSizes {
            let onSize = context.constraintsOnAmbiguousAttributes(
                of: view, axis: axis, ambiguous: [axis.sizeAttribute], lookup: question.lookup)
            guard let tie = context.equalPriorityTie(among: onSize) else { continue }
            return AmbiguityExplanation(
                reason: .contentViewTie(
                    view: context.id(of: view), sizeWord: axis.sizeWord,
                    priority: SwiftLiteral.number(Double(tie.priority.rawValue))),
                notes: tie.constraints.map(context.note(for:)).sorted(by: notesInSpecOrder))
        }
        return nil
    }
}
