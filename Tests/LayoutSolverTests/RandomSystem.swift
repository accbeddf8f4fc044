import LayoutSolver
import TestSupport

/// A small random system of ``IntegerConstraint``s, with the degenerate shapes that break
/// simplex implementations mixed in.
///
/// 2-5 variables, 1-7 constraints (more often many than few), integer coefficients in
/// -3...3 (a third of them zero, so constraints involve a few variables each), constants in
/// -10...10, relations mixed, priorities from {1000, 750, 500, 250, 1}. The non-required
/// priorities of one system come from a small palette, so that ties within a level are
/// common. Besides fresh constraints a system gets duplicates (possibly at another priority
/// or relation), parallel constraints, constraints through one shared vertex (in some
/// systems, all of them), and all-zero rows.
struct RandomSystem: CustomStringConvertible {
    var variableCount: Int
    var constraints: [IntegerConstraint]
    /// The non-required priorities this system draws from.
    var palette: [Int]
    /// The point that "through the vertex" constraints pass through.
    var vertex: [Int]
    /// Whether every fresh constraint passes through the vertex, which makes it a highly
    /// degenerate corner (more tight constraints than variables).
    var centred: Bool

    static let optionalPriorities = [750, 500, 250, 1]

    init(
        using rng: inout SeededRandom, variableCount: ClosedRange<Int> = 2...5,
        constraintCount: ClosedRange<Int> = 1...7
    ) {
        self.variableCount = rng.int(in: variableCount)
        var palette = Self.optionalPriorities
        if rng.chance(percent: 60) {
            let first = rng.element(of: palette)
            palette = [first, rng.element(of: palette)]
        }
        self.palette = palette
        vertex = (0..<self.variableCount).map { _ in rng.int(in: -2...2) }
        centred = rng.chance(percent: 20)
        constraints = []
        // The larger of two draws: more systems with enough constraints to pin values down.
        let count = max(rng.int(in: constraintCount), rng.int(in: constraintCount))
        for _ in 0..<count { constraints.append(nextConstraint(using: &rng)) }
    }

    /// One more constraint in the style of this system, given the constraints so far.
    func nextConstraint(using rng: inout SeededRandom) -> IntegerConstraint {
        let roll = rng.int(in: 0...99)
        if roll < 10, !constraints.isEmpty {
            // A duplicate, sometimes at another priority or with another relation.
            var copy = rng.element(of: constraints)
            if rng.chance(percent: 50) { copy.priority = randomPriority(using: &rng) }
            if rng.chance(percent: 30) { copy.relation = randomRelation(using: &rng) }
            return copy
        }
        if roll < 20, !constraints.isEmpty {
            // Parallel: the same direction, scaled by -1 or 2, at another constant.
            var copy = rng.element(of: constraints)
            let factor = copy.coefficients.allSatisfy({ abs($0) <= 1 }) && rng.chance(percent: 50) ? 2 : -1
            copy.coefficients = copy.coefficients.map { $0 * factor }
            copy.constant = rng.int(in: -10...10)
            copy.relation = randomRelation(using: &rng)
            copy.priority = randomPriority(using: &rng)
            return copy
        }
        if roll < 38 || centred {
            // Through the shared vertex, when its constant stays in range.
            var constraint = freshConstraint(using: &rng)
            let constant = -zip(constraint.coefficients, vertex).reduce(0) { $0 + $1.0 * $1.1 }
            if (-10...10).contains(constant) {
                constraint.constant = constant
                return constraint
            }
        }
        if roll >= 92 {
            // An all-zero row: `0 == 0` is redundant, `0 == 3` impossible, `0 <= 3` false.
            return IntegerConstraint(
                coefficients: Array(repeating: 0, count: variableCount),
                constant: rng.chance(percent: 60) ? 0 : rng.int(in: -10...10),
                relation: randomRelation(using: &rng), priority: randomPriority(using: &rng))
        }
        return freshConstraint(using: &rng)
    }

    func freshConstraint(using rng: inout SeededRandom) -> IntegerConstraint {
        var coefficients = (0..<variableCount).map { _ in
            rng.chance(percent: 35) ? 0 : nonZeroCoefficient(&rng)
        }
        if coefficients.allSatisfy({ $0 == 0 }) {
            coefficients[rng.int(in: 0...(variableCount - 1))] = nonZeroCoefficient(&rng)
        }
        return IntegerConstraint(
            coefficients: coefficients, constant: rng.int(in: -10...10),
            relation: randomRelation(using: &rng), priority: randomPriority(using: &rng))
    }

    func randomPriority(using rng: inout SeededRandom) -> Int {
        rng.chance(percent: 45) ? 1000 : rng.element(of: palette)
    }

    func randomRelation(using rng: inout SeededRandom) -> Relation {
        // Mostly inequalities around a shared vertex, to make degenerate corners.
        let roll = rng.int(in: centred ? 2...9 : 0...9)
        return roll < 4 ? .equal : roll < 7 ? .lessThanOrEqual : .greaterThanOrEqual
    }

    private func nonZeroCoefficient(_ rng: inout SeededRandom) -> Int {
        let magnitude = rng.int(in: 1...3)
        return rng.chance(percent: 50) ? magnitude : -magnitude
    }

    var description: String {
        "\(variableCount) variables x0...x\(variableCount - 1):\n"
            + constraints.enumerated().map { "  [\($0.offset)] \($0.element)" }.joined(separator: "\n")
    }
}
