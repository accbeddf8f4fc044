// Another optimal solution, for a witness of ambiguity.
//
// The solver's objective is lexicographic: each level is optimised without giving up anything
// at a level above it. A constraint at a level below every priority a caller can write (1 is
// the lowest) therefore chooses among the optimal solutions and changes none of them: the
// solution it leads to satisfies every constraint exactly as well as the current one.

extension Priority {
    /// The level of a witness's pull: below every priority a caller can make (1...1000), so
    /// that it only chooses among the optimal solutions, and above the stays (Stays.swift), so
    /// that a variable a stay holds still moves.
    static let belowEvery = Priority(level: 0.5)

    /// The level of a caller's tie-break: below every priority a caller can make, so that it
    /// only chooses among the optimal solutions and the uniqueness analysis does not see it (a
    /// variable it settles is still reported ambiguous); below a witness's pull, which still
    /// moves what it settles; above the stays, so that its choice does not depend on what was
    /// solved before.
    public static let tieBreak = Priority(level: 0.375)
}

extension Solver {
    /// Another optimal solution in which `variable` is not where it is now, when there is one:
    /// a copy of this solver whose values satisfy every constraint as well as this one's (each
    /// required constraint holds, and each priority level's error is the same), with `variable`
    /// pulled as close to `target` as that allows. Read the other variables' values from the
    /// copy to see what moves with it; this solver does not change.
    ///
    /// Nil when `variable` cannot move toward `target` by more than the solver's tolerance,
    /// which is the case for every variable ``isUnique(_:)`` calls unique. The copy holds one
    /// more constraint, at a level below every priority; do not add to it.
    public func solution(moving variable: Variable, toward target: Double) -> Solver? {
        checkOwnership(of: variable)
        guard target.isFinite else { return nil }
        var copy = self
        let pull = Constraint(
            LinearExpression(variable), .equal, target.linearExpression, priority: .belowEvery)
        // An equality below every level can always be added: no required constraint is refused.
        guard (try? copy.add(pull)) != nil else { return nil }
        let before = value(of: variable)
        let after = copy.value(of: variable)
        let tolerance = 1e-9 * max(1, abs(before), abs(target))
        return abs(after - before) > tolerance ? copy : nil
    }
}
