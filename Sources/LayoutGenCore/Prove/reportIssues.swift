import LayoutRuntime
import LayoutSpec

extension ProofContext {
    /// Conflicts: one error per minimal set of required constraints that cannot all hold,
    /// at the first member in spec order, with a note at every member and only at members.
    func reportIssues(into findings: inout Findings) {
        for issue in scene.root.layoutIssues {
            switch issue {
            case .unsatisfiable(let conflicting, _):
                // The spec's own constraints first, in spec order; then what the runtime made
                // of view properties and sizes. The error sits at the first spec constraint.
                let written = conflicting.filter { $0.origin == .user }.map(note(for:)).sorted(
                    by: notesInSpecOrder)
                let implied = conflicting.filter { $0.origin != .user }.map(note(for:)).sorted(
                    by: notesInSpecOrder)
                let notes = written + implied
                findings.add(size: size) {
                    .unsatisfiableConstraints(
                        count: conflicting.count, sizes: $0, at: notes.first?.location, notes: notes)
                }
            case .noCommonAncestor(let constraint):
                let note = note(for: constraint)
                findings.add(size: size) {
                    .noCommonAncestor(constraint: note.message, sizes: $0, at: note.location)
                }
            }
        }
    }
}

func notesInSpecOrder(_ lhs: Diagnostic.Note, _ rhs: Diagnostic.Note) -> Bool {
    switch (lhs.location, rhs.location) {
    case (let l?, let r?): return l < r
    case (nil, _?): return false
    case (_?, nil): return true
    default: return lhs.message < rhs.message
    }
}
