import TestSupport
import XCTest

@testable import LayoutSolver

/// Conflicts along long chains of required constraints are minimal per the brute-force
/// oracle, and the cone LP split per group of inequalities answers what one LP over all of
/// them answers.
final class ConflictAndConeSplitTests: XCTestCase {
    func testConflictsAlongChainsAreMinimalPerTheOracle() {
        var rng = SeededRandom(seed: 0xC0FF_1C75_EED0_0001)
        var refusals = 0
        var longest = 0
        var overflows = 0
        for index in 0..<1_500 {
            var system =
                index % 3 == 0
                ? RandomSystem(using: &rng, variableCount: 3...7, constraintCount: 6...18)
                : RandomSystem(using: &rng)
            if index % 3 == 1 { system.constraints += Self.chain(of: system.variableCount, using: &rng) }
            var solver = Solver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            var live: [ConstraintID: IntegerConstraint] = [:]
            do {
                for constraint in system.constraints {
                    let outcome = try SolverOracleChecks.add(
                        constraint, written: constraint.solverConstraint(variables), to: &solver, live: &live,
                        variableCount: system.variableCount)
                    XCTAssertEqual(outcome.findings, [], "system \(index):\n\(system)")
                    if outcome.refused != nil {
                        refusals += 1
                        longest = max(longest, outcome.conflict.count)
                    }
                }
            } catch {
                overflows += 1
            }
        }
        XCTAssertGreaterThan(refusals, 500)
        XCTAssertGreaterThan(longest, 4, "some conflicts span a chain")
        XCTAssertLessThan(overflows, 75, "at most 5% of the systems overflow Int64")
    }

    func testConeSlacksPerGroupEqualOneLPOverAllInequalities() {
        var rng = SeededRandom(seed: 0xC0DE_5EED_0000_0002)
        var strictAndNot = 0
        for index in 0..<700 {
            let symbolCount = rng.int(in: 1...10)
            var inequalities: [[Symbol: Double]] = []
            for _ in 0..<rng.int(in: 0...9) {
                var row: [Symbol: Double] = [:]
                for _ in 0..<rng.int(in: 1...3) {
                    row[Symbol(rng.int(in: 0...(symbolCount - 1)))] = Double(rng.int(in: -3...3))
                }
                row = row.filter { $0.value != 0 }
                if !row.isEmpty { inequalities.append(row) }
            }
            let new = FaceAnalysis.coneSlacksByComponent(inequalities: inequalities)
            // One LP over every inequality, as before the split.
            let old = FaceAnalysis.coneSlacks(inequalities: inequalities)
            XCTAssertEqual(new.rows, old.rows, "case \(index): \(inequalities)")
            XCTAssertEqual(new.heldAtZero, old.heldAtZero, "case \(index): \(inequalities)")
            if new.rows.contains(true) && new.rows.contains(false) { strictAndNot += 1 }
        }
        XCTAssertGreaterThan(strictAndNot, 50)
    }

    /// A chain x0 -> x1 -> ... of required equalities with a required closing constraint that
    /// contradicts their sum, and some inequalities along it: long minimal conflicts.
    static func chain(of count: Int, using rng: inout SeededRandom) -> [IntegerConstraint] {
        var result: [IntegerConstraint] = []
        var total = 0
        for index in 1..<count {
            var coefficients = Array(repeating: 0, count: count)
            coefficients[index] = 1
            coefficients[index - 1] = -1
            let step = rng.int(in: 1...5)
            total += step
            result.append(
                IntegerConstraint(
                    coefficients: coefficients, constant: -step,
                    relation: rng.chance(percent: 75) ? .equal : .greaterThanOrEqual, priority: 1000))
        }
        var closing = Array(repeating: 0, count: count)
        closing[count - 1] = 1
        closing[0] = -1
        result.append(
            IntegerConstraint(
                coefficients: closing, constant: -(total - rng.int(in: 1...3)), relation: .lessThanOrEqual,
                priority: 1000))
        return result
    }
}
