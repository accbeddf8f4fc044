// Minimal conflicting sets for a refused required constraint.
//
// Only required constraints can conflict: a non-required one gives way through its errors.
// A system of linear constraints is satisfiable iff each of its connected components (through
// shared variables) is, so the candidates are the required constraints connected to the
// refused one. QuickXplain (Junker, 2004) then finds a minimal subset of them that conflicts
// with it, in O(k log(n/k)) satisfiability checks for a conflict of size k among n candidates.
// Each check extends a scratch solver that already holds the background of its call (a copy,
// which shares storage until it changes), so it adds only the constraints the recursion put
// on top: rebuilding every check from nothing made a conflict that spans a long chain
// quadratic.

extension Solver {
    /// A minimal set of required constraints, sorted, that conflicts with `refused` (given
    /// the handle `id`, which is part of the set); the solver's own constraint under `id`, if
    /// any, is not a candidate.
    func explainConflict(refused: Constraint, as id: ConstraintID) -> [ConstraintID] {
        let candidates = connectedRequiredConstraints(to: refused, excluding: id)
        let members = Self.quickXplain(
            background: [refused], candidates: candidates.map { ($0, records[$0]!.constraint) },
            variableCount: variableCount)
        return ([id] + members).sorted()
    }

    /// The required constraints that share a variable with `constraint`, directly or through
    /// other required constraints, in the order they were added.
    func connectedRequiredConstraints(to constraint: Constraint, excluding id: ConstraintID) -> [ConstraintID]
    {
        var byVariable: [Variable: [ConstraintID]] = [:]
        for (candidate, record) in records where candidate != id && record.constraint.priority.isRequired {
            for variable in record.constraint.expression.variables {
                byVariable[variable, default: []].append(candidate)
            }
        }
        var seenVariables = Set(constraint.expression.variables)
        var queue = Array(seenVariables)
        var found: Set<ConstraintID> = []
        while let variable = queue.popLast() {
            for candidate in byVariable[variable] ?? [] where found.insert(candidate).inserted {
                for next in records[candidate]!.constraint.expression.variables
                where seenVariables.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return found.sorted()
    }

    /// The members of `candidates` in a minimal subset that conflicts with `background`,
    /// assuming `background` holds on its own and conflicts with all of `candidates`. The
    /// constraints' variables must be among the first `variableCount` of their solver.
    static func quickXplain(
        background: [Constraint], candidates: [(ConstraintID, Constraint)], variableCount: Int
    ) -> [ConstraintID] {
        var scratch = Solver()
        for _ in 0..<variableCount { _ = scratch.makeVariable() }
        guard let base = scratch.extended(with: background) else { return [] }
        return explain(base: base, candidates: candidates).map(\.0)
    }

    /// A copy of this scratch solver that also holds `constraints`, or nil when they cannot
    /// all hold with what it holds.
    private func extended(with constraints: [Constraint]) -> Solver? {
        var copy = self
        for constraint in constraints {
            let id = ConstraintID(rawValue: copy.nextConstraintID, solver: copy.identity)
            copy.nextConstraintID += 1
            if !copy.insert(constraint, as: id) { return nil }
        }
        return copy
    }

    /// QuickXplain's recursion; `base` holds the background, which holds.
    private static func explain(
        base: Solver, candidates: [(ConstraintID, Constraint)]
    ) -> [(ConstraintID, Constraint)] {
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond =
            base.extended(with: first.map(\.1)).map { explain(base: $0, candidates: second) } ?? []
        let fromFirst =
            base.extended(with: fromSecond.map(\.1)).map { explain(base: $0, candidates: first) } ?? []
        return fromFirst + fromSecond
    }
}
