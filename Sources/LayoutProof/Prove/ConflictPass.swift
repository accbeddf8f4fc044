import LayoutRuntime
import LayoutSpec

/// Conflicts: one error per minimal set of required constraints that cannot all hold, at the
/// first member in spec order, with a note at every member and only at members, then the notes
/// earlier passes found following from setting one of them aside (a view left ambiguous, a
/// negative size, a tie). Then constraints that cannot be installed, and views whose layout did
/// not settle.
struct ConflictPass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let context = snapshot.context
        var found: [Finding] = []
        for (index, conflict) in snapshot.conflicts.enumerated() {
            let followOns = earlier.filter { $0.note(underConflict: index) != nil }
            // The spec's own constraints first, in spec order; then what the runtime made of
            // view properties and sizes. The error sits at the first spec constraint.
            let noted = context.notedInSpecOrder(conflict.constraints)
            let notes = noted.map(\.note) + followOns.compactMap { $0.note(underConflict: index) }
            let fixes = CandidateFixes(context: context).candidateFixes(forConflict: conflict.constraints)
            let subjects = noted.map { context.key(of: $0.constraint) } + followOns.map(\.id.description)
            found.append(
                Finding(.unsatisfiableConstraints, subjects, isError: true) {
                    var diagnostic = Diagnostic.unsatisfiableConstraints(
                        count: conflict.constraints.count, sizes: $0, at: notes.first?.location, notes: notes)
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                })
        }
        for case .noCommonAncestor(let constraint) in snapshot.issues {
            let note = context.note(for: constraint)
            found.append(
                Finding(.noCommonAncestor, [context.key(of: constraint)], isError: true) {
                    .noCommonAncestor(constraint: note.message, sizes: $0, at: note.location)
                })
        }
        for case .unsettled(let views) in snapshot.issues {
            for view in views {
                let viewID = context.id(of: view)
                let location = context.viewLocations[viewID] ?? snapshot.size.location
                found.append(
                    Finding(.layoutDoesNotSettle, [viewID], isError: true) {
                        .layoutDoesNotSettle(viewID, sizes: $0, at: location)
                    })
            }
        }
        return found
    }
}
