// Minimal conflicting sets for a refused required constraint.
//
// Only required constraints can conflict: a non-required one gives way through its errors.
// A system of linear constraints is satisfiable iff each of its connected components (through
// shared variables) is, so the candidates are the required constraints connected to the
// refused one. QuickXplain (Junker, 2004) then finds a minimal subset of them that conflicts
// with it, in O(k log(n/k)) satisfiability checks for a conflict of size k among n candidates;
// each check solves only the constraints it is given, in a scratch solver.

extension Solver {
    /// A minimal set of required constraints, sorted, that conflicts with `refused` (given
    /// the handle `id`, which is part of the set); the solver's own constraint under `id`, if
    /// any, is not a candidate.
    func explainConflict(refused: Constraint, as id: ConstraintID) -> [ConstraintID] {
        let candidates = connectedRequiredConstraints(to: refused, excluding: id)
        let members = Self.quickXplain(
            background: [refused], candidates: candidates.map { ($0, records[$0]!.constraint) })
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

    /// Whether the constraints can all hold, solved on their own in a scratch solver.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var scratch = Solver()
        var renamed: [Variable: Variable] = [:]
        for constraint in constraints {
            var copy = constraint
            copy.expression.terms = constraint.expression.terms.map { term in
                let variable =
                    renamed[term.variable]
                    ?? {
                        let fresh = scratch.makeVariable()
                        renamed[term.variable] = fresh
                        return fresh
                    }()
                return Term(variable, term.coefficient)
            }
            let id = ConstraintID(rawValue: scratch.nextConstraintID)
            scratch.nextConstraintID += 1
            if !scratch.insert(copy, as: id) { return false }
        }
        return true
    }

    /// The members of `candidates` in a minimal subset that conflicts with `background`,
    /// assuming `background` holds on its own and conflicts with all of `candidates`.
    static func quickXplain(
        background: [Constraint], candidates: [(ConstraintID, Constraint)]
    ) -> [ConstraintID] {
        if !isSatisfiable(background) { return [] }
        return explain(background: background, changed: false, candidates: candidates).map(\.0)
    }

    private static func explain(
        background: [Constraint], changed: Bool, candidates: [(ConstraintID, Constraint)]
    ) -> [(ConstraintID, Constraint)] {
        if changed && !isSatisfiable(background) { return [] }
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = explain(
            background: background + first.map(\.1), changed: !first.isEmpty, candidates: second)
        let fromFirst = explain(
            background: background + fromSecond.map(\.1), changed: !fromSecond.isEmpty,
            candidates: first)
        return fromFirst + fromSecond
    }
}
