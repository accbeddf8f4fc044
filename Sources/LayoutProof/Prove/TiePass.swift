import LayoutRuntime
import LayoutSpec

/// Ties: one error per tie, at its first member in spec order, with a note at every member,
/// the priorities that settle it (tried before it is reported), and a note for each ambiguity
/// it explains or alone leaves free (``LayoutSnapshot/followOns``), which is not reported
/// again. A tie that shows only because a conflict's constraint was set aside is a note under
/// that conflict.
struct TiePass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let context = snapshot.context
        var found: [Finding] = []
        for (tieIndex, tie) in snapshot.ties.enumerated() {
            let members = tie.members.map(context.note(for:))
            let subjects = tie.members.map(context.key(of:))
            // What it explains, and what only follows from what it explains.
            let followOns = snapshot.followOns.causes.filter { $0.value == .tie(tieIndex) }.keys
            let explainedItems = tie.explains.union(followOns).sorted(by: context.explainedOrder)
            if let index = conflictSettingAside(tie, in: snapshot.conflicts, context: context) {
                // Every view it leaves ambiguous is placed by the conflict's constraints: the tie
                // shows because one of them was set aside.
                let note = Diagnostic.Note.tieBySettingAside(
                    members: tie.members.map { name(ofPriorityOf: $0, context: context) },
                    priority: SwiftLiteral.number(Double(tie.priority.rawValue)),
                    what: explainedItems.map { describe($0, context: context) },
                    at: members.compactMap(\.location).min())
                found.append(Finding(.constraintsTie, subjects, underConflict: index, note))
                continue
            }
            let explained = explainedItems.map { item in
                Diagnostic.Note.tieLeavesAmbiguous(
                    describe(item, context: context),
                    at: context.viewLocations[context.viewIDs[item.view] ?? ""])
            }
            let raises = zip(tie.members.dropFirst(), tie.raised).map { member, priority in
                "\(name(ofPriorityOf: member, context: context)) to \(SwiftLiteral.number(Double(priority.rawValue)))"
            }
            let location = members.compactMap(\.location).min()
            let stackNotes = stackTieNotes(tie, context: context)
            let witness = snapshot.witnesses.first { tie.explains.contains($0.item) }?.witness
            let fixes = CandidateFixes(context: context).candidateFixes(forTie: tie)
            found.append(
                Finding(.constraintsTie, subjects, isError: true) {
                    var diagnostic = Diagnostic.constraintsTie(
                        count: tie.members.count,
                        priority: SwiftLiteral.number(Double(tie.priority.rawValue)),
                        raises: raises, sizes: $0, at: location, notes: members + explained + stackNotes)
                    diagnostic.witness = witness
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                })
        }
        return found
    }

    /// The conflict a tie follows from: one of its constraints that still holds takes part in
    /// the trade, sharing an ambiguous variable with the tie's views (the set-aside one no
    /// longer bounds what the tied wishes trade), as `a.width <= 200` does for wishes of 100
    /// and 150 once `a.width == 300` is set aside. A conflict that only determines something
    /// the tie does not reach (`a.width == 100` against `a.width == 200`, with a tie on where
    /// `a` starts) is not it. A content size the tie leaves ambiguous trades through the
    /// scroll view's content guide.
    private func conflictSettingAside(_ tie: Tie, in conflicts: [Conflict], context: ProofContext) -> Int? {
        guard !conflicts.isEmpty else { return nil }
        var trading: Set<ObjectIdentifier> = []
        for item in tie.explains {
            guard let view = context.views[item.view] else { continue }
            let sharing =
                item.isContent
                ? (view as? ScrollView)?.contentLayoutGuide.constraintsSharingAmbiguity(for: item.axis) ?? []
                : view.constraintsSharingAmbiguity(for: item.axis)
            for constraint in sharing { trading.insert(ObjectIdentifier(constraint)) }
        }
        return conflicts.firstIndex { conflict in
            conflict.constraints.contains { trading.contains(ObjectIdentifier($0)) }
        }
    }

    /// For a tie between the huggings of arranged views of one `fill` stack view along its axis,
    /// which view UIKit stretches: it breaks the tie by index (Interface Builder's "Content
    /// Priority Ambiguity"), and the first view took the slack where it was observed.
    private func stackTieNotes(_ tie: Tie, context: ProofContext) -> [Diagnostic.Note] {
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
            let stackID = context.id(of: entry.stack)
            return .stackTieBrokenByIndex(
                stackView: stackID, stretched: context.id(of: first), at: context.viewLocations[stackID])
        }.sorted(by: notesInSpecOrder)
    }

    /// What a member's priority is called in the spec: its equation, or the view's hugging or
    /// compression resistance on an axis.
    private func name(ofPriorityOf constraint: LayoutConstraint, context: ProofContext) -> String {
        guard let content = ContentPriority(constraint) else { return "'\(context.describe(constraint))'" }
        let kind = content.isHugging ? "hugging" : "compressionResistance"
        return "the \(content.axis) \(kind) of '\(context.id(of: content.view))'"
    }

    /// "the height of 'box'", "the scrollable content height of 'scroll'".
    private func describe(_ item: AmbiguousItem, context: ProofContext) -> String {
        let id = context.viewIDs[item.view] ?? "?"
        return item.isContent
            ? "the scrollable content \(item.axis.sizeWord) of '\(id)'"
            : "the \(item.axis.chainWord) layout of '\(id)'"
    }
}
