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
// After a removal, every variable that moved and has no stay gets one at its old value; that
// can move another variable (the simplex settles on another vertex), which then gets one too,
// so the check repeats until nothing without a stay moved: each variable gets at most one, so
// it ends. A stay that cannot hold (the remaining constraints force the variable away) is not
// dropped, which could move others again: like every stay, after each operation it is moved to
// where its variable now is (Cassowary's resetStayConstants), so that it holds the variable
// where it last was, never where it once was. Moving a stay to the current value moves nothing:
// the solution stays feasible and each level's error can only fall to what it was.
//
// Stays are never removed. They are invisible to the caller's questions: ``Solver/constraintIDs``
// does not list them, no call that takes a handle accepts one (`callerRecord(_:)`), and the uniqueness analysis
// reads only the levels a caller can write (`costSign(_:)`), so a variable a stay holds is still
// reported free. A witness's pull (`Priority.belowEvery`) ranks above the stays, so it moves a
// held variable as far as the caller's constraints allow.

extension Priority {
    /// The level of a stay: below a witness's pull, itself below every caller's level.
    static let stay = Priority(level: 0.25)

    /// Whether a caller can make this priority (1...1000), as opposed to the solver's own
    /// levels below it.
    var isCallerLevel: Bool { rawValue >= 1 }
}

extension Solver {
    /// After a removal, holds each variable that moved from its value in `before` (by variable
    /// index, from before the removal) and has no stay where it was, and moves every stay to
    /// its variable's value.
    mutating func holdMovedVariables(at before: [Double]) {
        var changed = true
        while changed {
            changed = false
            for index in before.indices where stayID(ofVariableAt: index) == nil {
                let value = values[Int(variableSymbol[index])]
                guard !nearZero(value - before[index]) else { continue }
                addStay(holding: variable(at: index), at: before[index])
                changed = true
            }
        }
        retargetStays()
    }

    /// Moves each stay whose variable is elsewhere to where it is, in variable order, so that
    /// a stay never pulls toward a value the caller's constraints have since moved it from.
    mutating func retargetStays() {
        guard !stayIDs.isEmpty else { return }
        for index in stayIDs.indices {
            guard let id = stayIDs[index] else { continue }
            // Built as `variable - value == 0`.
            let constant = -values[Int(variableSymbol[index])]
            guard !nearZero(constant - records[id]!.constraint.expression.constant) else { continue }
            // A non-required constraint's errors absorb any constant.
            _ = shiftConstant(of: id, to: constant)
        }
        refreshValues()
    }

    /// How many stays there are.
    var stayCount: Int { stayIDs.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Adds a stay `variable == value` below every caller's level and re-solves.
    private mutating func addStay(holding variable: Variable, at value: Double) {
        let id = ConstraintID(rawValue: nextConstraintID, solver: identity)
        nextConstraintID += 1
        let stay = Constraint(LinearExpression(variable), .equal, value.linearExpression, priority: .stay)
        // A non-required constraint is always accepted.
        _ = insert(stay, as: id)
        records[id]!.isStay = true
        while stayIDs.count <= variable.id { stayIDs.append(nil) }
        stayIDs[variable.id] = id
        refreshValues()
    }

    /// The stay of the variable with index `index`, if it has one.
    func stayID(ofVariableAt index: Int) -> ConstraintID? {
        index < stayIDs.count ? stayIDs[index] : nil
    }
}
