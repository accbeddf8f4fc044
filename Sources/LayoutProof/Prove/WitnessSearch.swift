import LayoutRuntime
import LayoutSpec

/// Witnesses: for an ambiguous view or content size, two layouts that both satisfy the spec
/// (from the runtime's `alternativeFrame(moving:)`), worked out on the layout as the proof made
/// it.
struct WitnessSearch {
    let context: ProofContext

    /// A view's witness along `axis`: its size when that is ambiguous, else its position, in
    /// the solved layout and in another that satisfies every constraint as well.
    func witness(of view: View, id: String, axis: LayoutAxis, ambiguous: [LayoutAttribute])
        -> Diagnostic.Witness?
    {
        let order = [axis.sizeAttribute, axis.positionAttribute].filter(ambiguous.contains)
        guard let other = view.alternativeFrame(moving: order) else { return nil }
        let frame = view.exactFrame
        let lengths: [(name: LayoutAttribute, solved: Double, other: Double, isPosition: Bool)] =
            axis == .horizontal
            ? [
                (.width, frame.size.width, other.size.width, false),
                (.left, frame.origin.x, other.origin.x, true),
            ]
            : [
                (.height, frame.size.height, other.size.height, false),
                (.top, frame.origin.y, other.origin.y, true),
            ]
        guard let moved = lengths.first(where: { abs($0.solved - $0.other) > 1e-9 }) else { return nil }
        return Diagnostic.Witness(
            subject: "\(id).\(moved.name)", values: [moved.solved, moved.other], size: context.size.phrase,
            isPosition: moved.isPosition, view: id, attribute: moved.name)
    }

    /// A scroll view's witness for an ambiguous content size along `axis`.
    func contentWitness(of scrollView: ScrollView, id: String, axis: LayoutAxis) -> Diagnostic.Witness? {
        guard let other = scrollView.alternativeContentSize(moving: axis.sizeAttribute) else { return nil }
        let solved = scrollView.contentSize
        let values: [Double] =
            axis == .horizontal ? [solved.width, other.width] : [solved.height, other.height]
        guard abs(values[0] - values[1]) > 1e-9 else { return nil }
        return Diagnostic.Witness(
            subject: "\(id).contentLayoutGuide.\(axis.sizeWord)", values: values, size: context.size.phrase,
            isPosition: false, view: id, attribute: axis.sizeAttribute, isContent: true)
    }

    /// The witnesses of the first ``witnessesPerSize`` of `items` in spec order that have one,
    /// worked out on the layout as the proof made it (before the tie search lays out again).
    func witnesses(of items: Set<AmbiguousItem>) -> [ItemWitness] {
        var result: [ItemWitness] = []
        for item in items.sorted(by: context.explainedOrder) where result.count < Self.witnessesPerSize {
            guard let view = context.views[item.view], let id = context.viewIDs[item.view] else { continue }
            let found =
                item.isContent
                ? (view as? ScrollView).flatMap { contentWitness(of: $0, id: id, axis: item.axis) }
                : witness(
                    of: view, id: id, axis: item.axis,
                    ambiguous: view.ambiguousAttributes.filter(item.axis.contains))
            if let found { result.append(ItemWitness(item: item, witness: found)) }
        }
        return result
    }

    /// The most witnesses one size's ambiguity report works out: each copies the solver, which
    /// a thousand ambiguous rows of one cascade would pay a thousand times.
    static let witnessesPerSize = 20
}

/// An ambiguous item and its witness.
struct ItemWitness {
    let item: AmbiguousItem
    let witness: Diagnostic.Witness
}
