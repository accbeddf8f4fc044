// Stays: keeping a solution where it was when a removal leaves it optimal.
//
// A removal only widens what is optimal at the levels above it, so the solution from before
// often stays optimal. A variable that the remaining constraints no longer touch keeps its
// value as a parameter (`takeRow(_:)`), but one still bounded by inequalities cannot: the
// tableau reads every restricted row at its non-basic symbols' zero, so it can only stand at a
// vertex of what the inequalities allow, and `x` in [0, 100] goes from 50 to 0 or 100.
// Cassowary's answer is a stay: `x == 50` at a level below every caller's, which picks, among
// the optimal solutions, the one nearest where each variable was, and changes no level a
// caller can write (the objective is lexicographic, Priority.swift).
//
// After a removal, every variable that moved gets a stay at its old value; a stay that cannot
// hold (the remaining constraints force the variable away) is taken out again, and so is an
// older stay that no longer holds, since it would pull a later removal toward a stale value.
// Taking a stay out can let another variable move, so the check repeats until nothing moves
// that could have stayed. Each variable is tried once a removal, so it ends.
//
// Stays are invisible to the caller's questions: ``Solver/constraintIDs`` does not list them,
// and the uniqueness analysis reads only the levels a caller can write (`costSign(_:)`), so a
// variable a stay holds is still reported free. A witness's pull (`Priority.belowEvery`) ranks
// above the stays, so it moves a held variable as far as the caller's constraints allow.

extension Priority {
    /// The level of a stay: below a witness's pull, itself below every caller's level.
    static let stay = Priority(level: 0.25)

    /// Whether a caller can make this priority (1...1000), as opposed to the solver's own
    /// levels below it.
    var isCallerLevel: Bool { rawValue >= 1 }
}

extension Solver {
    /// After a removal, holds each variable that moved from its value in `before` (the
    /// solver's values, by symbol, before the removal) where it was, when the remaining
    /// constraints allow it at every caller's level; drops stays that no longer hold.
    mutating func holdMovedVariables(at before: [Double]) {
        var tried: Set<Variable> = []
        while true {
            var changed = false
            for (variable, id) in stays.sorted(by: { $0.value < $1.value }) {
                let held = stayValue(id)
                let symbol = Int(variableSymbol[variable.id])
                if symbol < before.count && !sameValue(before[symbol], held) {
                    // It did not hold before the removal (a caller's constraint had moved the
                    // variable since): it would pull toward a stale value. The variable is
                    // held again below, where it was.
                    try? removeMovingAmongTies(id)
                    changed = true
                } else if !sameValue(value(of: variable), held) {
                    // It lost to the caller's constraints: the variable is forced away.
                    try? removeMovingAmongTies(id)
                    tried.insert(variable)
                    changed = true
                }
            }
            for variable in variables where stays[variable] == nil && !tried.contains(variable) {
                let symbol = Int(variableSymbol[variable.id])
                guard symbol < before.count, !sameValue(values[symbol], before[symbol]) else { continue }
                tried.insert(variable)
                addStay(holding: variable, at: before[symbol])
                changed = true
            }
            if !changed { return }
        }
    }

    /// Adds a stay `variable == value` below every caller's level and re-solves.
    private mutating func addStay(holding variable: Variable, at value: Double) {
        let id = ConstraintID(rawValue: nextConstraintID, solver: identity)
        nextConstraintID += 1
        let stay = Constraint(LinearExpression(variable), .equal, value.linearExpression, priority: .stay)
        // A non-required constraint is always accepted.
        _ = insert(stay, as: id)
        records[id]!.isStay = true
        stays[variable] = id
        refreshValues()
    }

    /// The value a stay holds its variable at.
    private func stayValue(_ id: ConstraintID) -> Double {
        // Built as `variable - value == 0`.
        -records[id]!.constraint.expression.constant
    }

    /// Whether two values are one within the solver's tolerance, relative to their size.
    private func sameValue(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
}
