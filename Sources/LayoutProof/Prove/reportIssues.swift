import LayoutRuntime
import LayoutSpec

/// A minimal set of required constraints that cannot all hold at one size, and what it leaves
/// ambiguous: the runtime sets one of them aside, so their views may lose a pin.
struct Conflict {
    let constraints: [LayoutConstraint]
    /// The views the constraints place (a guide's owning view), the root included.
    let views: Set<ObjectIdentifier>
    /// Notes for the ambiguity that follows from setting a constraint aside.
    var followOns: [Diagnostic.Note] = []
}

extension ProofContext {
    /// The conflicts at this size, each with the views its constraints place.
    func conflicts() -> [Conflict] {
        scene.root.layoutIssues.compactMap { issue in
            guard case .unsatisfiable(let conflicting, _) = issue else { return nil }
            var views: Set<ObjectIdentifier> = []
            for constraint in conflicting {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    if let view = item as? View { views.insert(ObjectIdentifier(view)) }
                    if let owner = (item as? LayoutGuide)?.owningView {
                        views.insert(ObjectIdentifier(owner))
                    }
                }
            }
            return Conflict(constraints: conflicting, views: views)
        }
    }

    /// The conflict whose constraints place `view` along one of `axes`, if any: setting one of
    /// them aside can only change the view on an axis they reach.
    func conflictIndex(placing view: View, along axes: [LayoutAxis], in conflicts: [Conflict]) -> Int? {
        conflicts.firstIndex { conflict in
            conflict.views.contains(ObjectIdentifier(view))
                && axes.contains {
                    !view.constraintsAffectingLayout(for: $0, among: conflict.constraints).isEmpty
                }
        }
    }

    /// Conflicts: one error per minimal set of required constraints that cannot all hold,
    /// at the first member in spec order, with a note at every member and only at members,
    /// then a note for each view the set leaves ambiguous (``Conflict/followOns``). Then
    /// constraints that cannot be installed, and views whose layout did not settle.
    func reportIssues(into findings: inout Findings, conflicts: [Conflict]) {
        for conflict in conflicts {
            // The spec's own constraints first, in spec order; then what the runtime made of
            // view properties and sizes. The error sits at the first spec constraint.
            let notes = notedInSpecOrder(conflict.constraints).map(\.note) + conflict.followOns
            let fixes = candidateFixes(forConflict: conflict.constraints)
            findings.add(size: size) {
                var diagnostic = Diagnostic.unsatisfiableConstraints(
                    count: conflict.constraints.count, sizes: $0, at: notes.first?.location, notes: notes)
                diagnostic.candidateFixes = fixes
                return diagnostic
            }
        }
        for case .noCommonAncestor(let constraint) in scene.root.layoutIssues {
            let note = note(for: constraint)
            findings.add(size: size) {
                .noCommonAncestor(constraint: note.message, sizes: $0, at: note.location)
            }
        }
        for case .unsettled(let views) in scene.root.layoutIssues {
            for view in views {
                let viewID = id(of: view)
                findings.add(size: size) {
                    .layoutDoesNotSettle(viewID, sizes: $0, at: viewLocations[viewID] ?? size.location)
                }
            }
        }
    }
}

extension ProofContext {
    /// A conflict's constraints with their notes, in the order its error lists them: the
    /// spec's own in spec order, then what the runtime made of view properties and sizes.
    package func notedInSpecOrder(_ constraints: [LayoutConstraint]) -> [(
        constraint: LayoutConstraint, note: Diagnostic.Note
    )] {
        let noted = constraints.map { (constraint: $0, note: note(for: $0)) }
        let written = noted.filter { $0.constraint.origin == .user }.sorted {
            notesInSpecOrder($0.note, $1.note)
        }
        let implied = noted.filter { $0.constraint.origin != .user }.sorted {
            notesInSpecOrder($0.note, $1.note)
        }
        return written + implied
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
