import XCTest

@testable import LayoutSolver

/// QuickXplain over copies of a scratch solver, and the cone LP split per group of
/// inequalities, answer exactly what the code they replaced answered (8d5b294, kept below as
/// reference implementations).
final class ConflictAndConeEquivalenceTests: XCTestCase {
    func testConflictsEqualThoseOfFreshScratchSolvers() {
        var rng = SplitMix64(seed: 0xC0FF_1C75_EED0_0001)
        var refusals = 0
        var longest = 0
        for index in 0..<1_500 {
            var system =
                index % 3 == 0
                ? RandomSystem(using: &rng, variableCount: 3...7, constraintCount: 6...18)
                : RandomSystem(using: &rng)
            if index % 3 == 1 { system.constraints += Self.chain(of: system.variableCount, using: &rng) }
            var solver = Solver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            for constraint in system.constraints {
                let written = constraint.solverConstraint(variables)
                let before = solver
                do {
                    _ = try solver.add(written)
                } catch .unsatisfiable(let refused, let conflict) {
                    refusals += 1
                    longest = max(longest, conflict.count)
                    let expected = Self.oldExplainConflict(before, refused: written, as: refused)
                    XCTAssertEqual(conflict, expected, "system \(index):\n\(system)")
                } catch {
                    XCTFail("add threw \(error)")
                }
            }
        }
        XCTAssertGreaterThan(refusals, 500)
        XCTAssertGreaterThan(longest, 4, "some conflicts span a chain")
    }

    func testConeSlacksPerGroupEqualOneLPOverAllInequalities() {
        var rng = SplitMix64(seed: 0xC0DE_5EED_0000_0002)
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
    static func chain(of count: Int, using rng: inout SplitMix64) -> [IntegerConstraint] {
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
                    relation: rng.chance(75) ? .equal : .greaterThanOrEqual, priority: 1000))
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

    // MARK: The code of 8d5b294

    static func oldExplainConflict(_ solver: Solver, refused: Constraint, as id: ConstraintID)
        -> [ConstraintID]
    {
        let candidates = solver.connectedRequiredConstraints(to: refused, excluding: id)
        let members = oldQuickXplain(
            background: [refused], candidates: candidates.map { ($0, solver.records[$0]!.constraint) })
        return ([id] + members).sorted()
    }

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
            let id = ConstraintID(rawValue: scratch.nextConstraintID, solver: scratch.identity)
            scratch.nextConstraintID += 1
            if !scratch.insert(copy, as: id) { return false }
        }
        return true
    }

    static func oldQuickXplain(background: [Constraint], candidates: [(ConstraintID, Constraint)])
        -> [ConstraintID]
    {
        if !isSatisfiable(background) { return [] }
        return oldExplain(background: background, changed: false, candidates: candidates).map(\.0)
    }

    private static func oldExplain(
        background: [Constraint], changed: Bool, candidates: [(ConstraintID, Constraint)]
    ) -> [(ConstraintID, Constraint)] {
        if changed && !isSatisfiable(background) { return [] }
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half])
        let second = Array(candidates[half...])
        let fromSecond = oldExplain(
            background: background + first.map(\.1), changed: !first.isEmpty, candidates: second)
        let fromFirst = oldExplain(
            background: background + fromSecond.map(\.1), changed: !fromSecond.isEmpty,
            candidates: first)
        return fromFirst + fromSecond
    }
}
