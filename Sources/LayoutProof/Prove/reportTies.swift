import LayoutRuntime
import LayoutSpec

extension ProofContext {
    /// Ties: one error per tie, at its first member in spec order, with a note at every member,
    /// the priorities that settle it (tried before it is reported), and a note for each
    /// ambiguity it explains, which is not reported again.
    func reportTies(
        _ ties: [Tie], witnesses: [ItemWitness], conflicts: inout [Conflict], into findings: inout Findings
    ) {
        for tie in ties {
            let members = tie.members.map(note(for:))
            if let index = conflictSettingAside(tie, in: conflicts) {
                // Every view it leaves ambiguous is placed by the conflict's constraints: the tie
                // shows because one of them was set aside.
                conflicts[index].followOns.append(
                    .tieBySettingAside(
                        members: tie.members.map(name(ofPriorityOf:)),
                        priority: SwiftLiteral.number(Double(tie.priority.rawValue)),
                        what: tie.explains.sorted(by: explainedOrder).map(describe),
                        at: members.compactMap(\.location).min()))
                continue
            }
            let explained = tie.explains.sorted(by: explainedOrder).map { item in
                Diagnostic.Note.tieLeavesAmbiguous(
                    describe(item), at: viewLocations[viewIDs[item.view] ?? ""])
            }
            let raises = zip(tie.members.dropFirst(), tie.raised).map { member, priority in
                "\(name(ofPriorityOf: member)) to \(SwiftLiteral.number(Double(priority.rawValue)))"
            }
            let location = members.compactMap(\.location).min()
            let stackNotes = stackTieNotes(tie)
            let witness = witnesses.first { tie.explains.contains($0.item) }?.witness
            let fixes = candidateFixes(forTie: tie)
            findings.add(size: size) {
                var diagnostic = Diagnostic.constraintsTie(
                    count: tie.members.count, priority: SwiftLiteral.number(Double(tie.priority.rawValue)),
                    raises: raises, sizes: $0, at: location, notes: members + explained + stackNotes)
                diagnostic.witness = witness
                diagnostic.candidateFixes = fixes
                return diagnostic
            }
        }
    }

    /// The conflict a tie follows from: one of its constraints that still holds takes part in
    /// the trade, sharing an ambiguous variable with the tie's views (the set-aside one no
    /// longer bounds what the tied wishes trade), as `a.width <= 200` does for wishes of 100
    /// and 150 once `a.width == 300` is set aside. A conflict that only determines something
    /// the tie does not reach (`a.width == 100` against `a.width == 200`, with a tie on where
    /// `a` starts) is not it. Nil when the tie leaves a content size ambiguous.
    private func conflictSettingAside(_ tie: Tie, in conflicts: [Conflict]) -> Int? {
        guard !conflicts.isEmpty, !tie.explains.contains(where: \.isContent) else { return nil }
        var trading: Set<ObjectIdentifier> = []
        for item in tie.explains {
            guard let view = views[item.view] else { continue }
            for constraint in view.constraintsSharingAmbiguity(for: item.axis) {
                trading.insert(ObjectIdentifier(constraint))
            }
        }
        return conflicts.firstIndex { conflict in
            conflict.constraints.contains { trading.contains(ObjectIdentifier($0)) }
        }
    }

    /// For a tie between the huggings of arranged views of one `fill` stack view along its axis,
    /// which view UIKit stretches: it breaks the tie by index (Interface Builder's "Content
    /// Priority Ambiguity"), and the first view took the slack where it was observed.
    private func stackTieNotes(_ tie: Tie) -> [Diagnostic.Note] {
        var arranged: [ObjectIdentifier: (stack: StackView, views: [View])] = [:]
        for member in tie.members {
            guard let content = ContentPriority(member), content.isHugging,
                let stack = content.view.superview as? StackView, stack.distribution == .fill,
                stack.axis == content.axis,
                stack.arrangedSubviews.contains(where: { $0 === content.view })
            else { continue }
            arranged[ObjectIdentifier(stack), default: (stack, [])].views.append(content.view)
        }
        return arranged.values.filter { $0.views.count > 1 }.compactMap { entry in
            guard
                let first = entry.stack.arrangedSubviews.first(where: { view in
                    entry.views.contains { $0 === view }
                })
            else { return nil }
            let stackID = id(of: entry.stack)
            return .stackTieBrokenByIndex(
                stackView: stackID, stretched: id(of: first), at: viewLocations[stackID])
        }.sorted(by: notesInSpecOrder)
    }

    /// What a member's priority is called in the spec: its equation, or the view's hugging or
    /// compression resistance on an axis.
    private func name(ofPriorityOf constraint: LayoutConstraint) -> String {
        guard let content = ContentPriority(constraint) else { return "'\(describe(constraint))'" }
        let kind = content.isHugging ? "hugging" : "compressionResistance"
        return "the \(content.axis) \(kind) of '\(id(of: content.view))'"
    }

    /// "the height of 'box'", "the scrollable content height of 'scroll'".
    private func describe(_ item: AmbiguousItem) -> String {
        let id = viewIDs[item.view] ?? "?"
        return item.isContent
            ? "the scrollable content \(item.axis.sizeWord) of '\(id)'"
            : "the \(item.axis.chainWord) layout of '\(id)'"
    }

    /// Views in spec order (where they are declared), content before frame, horizontal
    /// before vertical.
    func explainedOrder(_ lhs: AmbiguousItem, _ rhs: AmbiguousItem) -> Bool {
        let (left, right) = (viewLocations[viewIDs[lhs.view] ?? ""], viewLocations[viewIDs[rhs.view] ?? ""])
        if left != right, let left, let right { return left < right }
        return (lhs.isContent ? 0 : 1, lhs.axis == .horizontal ? 0 : 1)
            < (rhs.isContent ? 0 : 1, rhs.axis == .horizontal ? 0 : 1)
    }
}
