import LayoutSolver

/// `sum(coefficients[i] * x[i]) + constant  relation  0` at `priority`: a test constraint
/// with small integer numbers, which both the ``Solver`` and the ``BruteForceOracle`` read.
struct IntegerConstraint: Hashable, Sendable, CustomStringConvertible {
    /// One per variable of the system, zeros included.
    var coefficients: [Int]
    var constant: Int
    var relation: Relation
    /// In 1...1000; 1000 is required.
    var priority: Int

    var isRequired: Bool { priority == 1000 }

    /// The same constraint for `solver`, whose variables are `variables`.
    ///
    /// - Parameter constantOnRight: Writes `terms relation -constant` instead of
    ///   `terms + constant relation 0`, which must mean the same (expression = lhs - rhs).
    /// - Parameter keepZeroTerms: Writes `0 * x` terms instead of leaving them out.
    func solverConstraint(
        _ variables: [Variable], constantOnRight: Bool = false, keepZeroTerms: Bool = false
    ) -> Constraint {
        let terms = zip(variables, coefficients)
            .filter { keepZeroTerms || $0.1 != 0 }
            .map { Term($0.0, Double($0.1)) }
        let priority = Priority(rawValue: Float(priority))!
        if constantOnRight {
            return Constraint(
                LinearExpression(terms), relation, LinearExpression(constant: Double(-constant)),
                priority: priority)
        }
        return Constraint(
            LinearExpression(terms, constant: Double(constant)), relation, 0, priority: priority)
    }

    /// The value of the expression (the left side minus the right side) at `values`.
    func expressionValue(at values: [Double]) -> Double {
        zip(coefficients, values).reduce(Double(constant)) { $0 + Double($1.0) * $1.1 }
    }

    /// How far the constraint is from holding at `values`: `|e|` for an equality, the
    /// violation `max(0, ±e)` for an inequality. This is what a priority level adds up.
    func error(at values: [Double]) -> Double {
        let value = expressionValue(at: values)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    var description: String {
        var text = ""
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            let magnitude = abs(coefficient)
            let term = magnitude == 1 ? "x\(index)" : "\(magnitude)*x\(index)"
            if text.isEmpty {
                text = coefficient < 0 ? "-\(term)" : term
            } else {
                text += coefficient < 0 ? " - \(term)" : " + \(term)"
            }
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return "\(text) \(relation) 0 @\(priority)"
    }
}

extension Array where Element == IntegerConstraint {
    /// The sum of errors per non-required priority present, highest priority first.
    func levelErrors(at values: [Double]) -> [(priority: Int, errorSum: Double)] {
        let priorities = Set(filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
        return priorities.map { priority in
            (priority, filter { $0.priority == priority }.reduce(0) { $0 + $1.error(at: values) })
        }
    }

    /// The largest error of a required constraint at `values`; 0 when all hold.
    func requiredViolation(at values: [Double]) -> Double {
        filter(\.isRequired).map { $0.error(at: values) }.max() ?? 0
    }
}
