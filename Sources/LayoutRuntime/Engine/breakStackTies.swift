// UIKit's tie-break in a `fill` stack view.
//
// When arranged views of a `fill` stack hug equally and the stack is longer than they are,
// "the stack view resizes the arranged views based on their index in the arrangedSubviews
// array" (UIStackView.Distribution.fill), and the first of them takes the slack
// (docs/StackView.md). The runtime does the same: for each visible arranged view, its hugging
// again, weighted by its index (1 for the first, 2 for the second, ...), at
// `Priority.tieBreak`, a level below every priority a caller can write. Such a constraint only
// chooses among the layouts that satisfy every other constraint equally well, so it moves no
// view the constraints determine, and a tie is still ambiguous to the solver's uniqueness
// analysis (which reads only caller levels): the proof reports it, and the layout it shows is
// UIKit's. Among the tied views the solver stretches the one whose hugging costs least to
// break: the earliest.

import LayoutSolver

extension LayoutEngine {
    /// The tie-break constraints of every `fill` stack view in `snapshot`, from the solver form
    /// of its arranged views' hugging in `desired`.
    func stackTieBreaks(
        _ snapshot: HierarchySnapshot, generated: [GeneratedKey: LayoutConstraint], desired: [Desired]
    ) -> [Constraint] {
        let stacks = snapshot.views.compactMap { $0 as? StackView }.filter { $0.distribution == .fill }
        guard !stacks.isEmpty else { return [] }
        var solverForm: [ObjectIdentifier: Constraint] = [:]
        for item in desired { solverForm[ObjectIdentifier(item.constraint)] = item.solverConstraint }
        var result: [Constraint] = []
        for stack in stacks {
            for (index, view) in stack.visibleArrangedSubviews.enumerated() {
                let key = GeneratedKey(item: ObjectIdentifier(view), slot: .hugging(stack.axis))
                guard let hugging = generated[key], let form = solverForm[ObjectIdentifier(hugging)] else {
                    continue
                }
                result.append(
                    Constraint(Double(index + 1) * form.expression, form.relation, priority: .tieBreak))
            }
        }
        return result
    }

    /// Brings the solver's tie-break constraints to `wanted`: removes the ones no longer
    /// wanted, adds the new ones.
    func holdTieBreaks(_ wanted: [Constraint]) {
        let wantedSet = Set(wanted)
        for (constraint, id) in tieBreaks where !wantedSet.contains(constraint) {
            try? solver.removeMovingAmongTies(id)
            tieBreaks[constraint] = nil
            lastOperationCount += 1
        }
        for constraint in wanted where tieBreaks[constraint] == nil {
            // Below every caller's level, an optional constraint is never refused.
            guard let id = try? solver.add(constraint) else { continue }
            tieBreaks[constraint] = id
            lastOperationCount += 1
        }
    }
}
