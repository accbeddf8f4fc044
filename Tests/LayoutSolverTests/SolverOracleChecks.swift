import XCTest

@testable import LayoutSolver

/// The comparisons the property tests make between a ``Solver`` and the
/// ``BruteForceOracle``. Each returns its findings as sentences; empty means it agrees.
enum SolverOracleChecks {
    /// Values closer than this are equal: far above the solver's own tolerance (1e-8) times
    /// the few dozen operations of a small system, far below any integer difference.
    static let tolerance = 1e-6

    /// Whether the solver's current solution is one of the oracle's optimal solutions, and
    /// whether the solver's ambiguous variables are exactly the oracle's non-unique ones.
    ///
    /// `constraints` are the constraints in the solver (required ones that it refused left
    /// out), in any order.
    static func compareSolution(
        _ solver: Solver, _ variables: [Variable], _ constraints: [IntegerConstraint]
    ) throws(Rational.Overflow) -> [String] {
        guard let oracle = try BruteForceOracle.solve(constraints, variableCount: variables.count) else {
            return ["The solver holds required constraints that the oracle finds infeasible."]
        }
        var findings = solver.referenceInvariantViolations()
        let values = variables.map { solver.value(of: $0) }
        let valueList = values.map { "\($0)" }.joined(separator: ", ")
        let violation = constraints.requiredViolation(at: values)
        if violation > tolerance {
            findings.append("A required constraint is violated by \(violation) at (\(valueList)).")
        }
        let levels = constraints.levelErrors(at: values)
        let expected = oracle.levelOptima.map { "@\($0.priority): \($0.errorSum)" }.joined(separator: ", ")
        let actual = levels.map { "@\($0.priority): \($0.errorSum)" }.joined(separator: ", ")
        if levels.map(\.priority) != oracle.levelOptima.map(\.priority)
            || zip(levels, oracle.levelOptima).contains(where: {
                abs($0.errorSum - $1.errorSum.doubleValue) > tolerance
            })
        {
            findings.append(
                "Level error sums at the solver's values (\(valueList)) are [\(actual)], "
                    + "the oracle's optimum is [\(expected)].")
        }
        for index in variables.indices {
            guard let unique = oracle.uniqueValue(of: index) else { continue }
            if abs(values[index] - unique.doubleValue) > tolerance {
                findings.append("x\(index) is \(values[index]); the oracle's unique optimum is \(unique).")
            }
        }
        let ambiguous = solver.ambiguousVariables().map(\.id)
        if ambiguous != oracle.ambiguousIndices {
            let ranges = oracle.ranges.enumerated().map { index, range in
                let low = range.min.map { "\($0)" } ?? "-inf"
                let high = range.max.map { "\($0)" } ?? "+inf"
                return "x\(index) in [\(low), \(high)]"
            }
            findings.append(
                "ambiguousVariables() is \(ambiguous.map { "x\($0)" }); the oracle's optimal face has "
                    + ranges.joined(separator: ", ") + ".")
        }
        return findings
    }

    /// Whether a conflict the solver reported is what ``SolverError/unsatisfiable(refused:conflict:)``
    /// promises: sorted, contains `refused`, names only required constraints it knows,
    /// infeasible per the oracle, and minimal (dropping any one member is feasible).
    ///
    /// `known` maps every handle the solver may name, `refused` included, to its constraint.
    static func checkConflict(
        refused: ConstraintID, conflict: [ConstraintID], known: [ConstraintID: IntegerConstraint],
        variableCount: Int
    ) throws(Rational.Overflow) -> [String] {
        var findings: [String] = []
        let listed = conflict.map { id in "\(id): \(known[id].map { "\($0)" } ?? "unknown")" }
            .joined(separator: "; ")
        if !conflict.contains(refused) {
            findings.append("The conflict [\(listed)] does not contain \(refused).")
        }
        if conflict != conflict.sorted() || Set(conflict).count != conflict.count {
            findings.append("The conflict [\(listed)] is not sorted without repeats.")
        }
        let members = conflict.compactMap { known[$0] }
        if members.count != conflict.count || !members.allSatisfy(\.isRequired) {
            findings.append("The conflict [\(listed)] names a handle that is not a required constraint.")
            return findings
        }
        if try BruteForceOracle.isFeasible(members, variableCount: variableCount) {
            findings.append("The conflict [\(listed)] is feasible per the oracle.")
        }
        for index in members.indices {
            var rest = members
            rest.remove(at: index)
            if try !BruteForceOracle.isFeasible(rest, variableCount: variableCount) {
                findings.append(
                    "The conflict [\(listed)] is not minimal: it conflicts without \(conflict[index]).")
            }
        }
        return findings
    }

    /// Adds `constraint` (written for the solver as `written`) and checks the answer against
    /// the oracle: accepted, unless it is required and infeasible together with the required
    /// constraints in `live`; refused then with a valid minimal conflict (see
    /// ``checkConflict(refused:conflict:known:variableCount:)``) and the solver's constraints
    /// unchanged.
    /// - Returns: The findings, and the refused handle and its conflict if the solver refused
    ///   it. `live` gains the constraint when the solver accepts it.
    static func add(
        _ constraint: IntegerConstraint, written: Constraint, tracksConstant: Bool = false,
        to solver: inout Solver,
        live: inout [ConstraintID: IntegerConstraint], variableCount: Int
    ) throws(Rational.Overflow) -> (findings: [String], refused: ConstraintID?, conflict: [ConstraintID]) {
        let feasible =
            constraint.isRequired
            ? try BruteForceOracle.isFeasible(Array(live.values) + [constraint], variableCount: variableCount)
            : true
        let before = solver.constraintIDs
        do {
            let id = try solver.add(written, tracksConstant: tracksConstant)
            live[id] = constraint
            if !feasible {
                return (
                    ["add(\(constraint)) was accepted as \(id), but the oracle finds it infeasible."], nil, []
                )
            }
            if let last = before.last, id <= last {
                return (["add(\(constraint)) returned \(id), not above the earlier handle \(last)."], nil, [])
            }
            return ([], nil, [])
        } catch .unsatisfiable(let refused, let conflict) {
            var findings: [String] = []
            if feasible {
                findings.append(
                    "add(\(constraint)) was refused with \(conflict), but the oracle finds it feasible.")
            } else {
                var known = live
                known[refused] = constraint
                findings += try checkConflict(
                    refused: refused, conflict: conflict, known: known, variableCount: variableCount)
            }
            if solver.constraintIDs != before || solver.contains(refused) {
                findings.append("Refusing \(refused) changed the solver's constraints.")
            }
            return (findings, refused, conflict)
        } catch {
            return (["add(\(constraint)) threw \(error)."], nil, [])
        }
    }
}
