import LayoutSolver
import XCTest

/// The solver's contract on small systems worked out by hand, one behaviour each: priority
/// levels, ambiguity, degenerate vertices, conflicts, redundancy, removal and edits.
final class SolverContractTests: XCTestCase {
    /// `w relation constant @priority`, one pull on a single variable.
    private typealias Pull = (relation: Relation, constant: Double, priority: Priority)

    /// Solves the pulls on one variable, in order, and asserts its value and that it is unique.
    private func assertPulls(
        _ pulls: [Pull], give expected: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        for pull in pulls {
            try solver.add(
                Constraint(
                    LinearExpression(w), pull.relation, LinearExpression(constant: pull.constant),
                    priority: pull.priority))
        }
        XCTAssertEqual(solver.value(of: w), expected, accuracy: 1e-9, "\(pulls)", file: file, line: line)
        XCTAssertEqual(solver.ambiguousVariables(), [], "\(pulls)", file: file, line: line)
    }

    /// Asserts that `change` throws that `refused` conflicts with exactly `conflict`.
    private func assertUnsatisfiable(
        _ change: @autoclosure () throws -> Void, refused: ConstraintID, conflict: [ConstraintID],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try change(), file: file, line: line) { error in
            XCTAssertEqual(
                error as? SolverError, .unsatisfiable(refused: refused, conflict: conflict), file: file,
                line: line)
        }
    }

    /// The refusal `add` throws: its handle and conflict; nil, and a failure, when it throws
    /// something else or nothing.
    private func refusal(
        _ add: @autoclosure () throws -> ConstraintID, file: StaticString = #filePath, line: UInt = #line
    ) -> (refused: ConstraintID, conflict: [ConstraintID])? {
        do {
            let id = try add()
            XCTFail("The solver accepted the constraint as \(id).", file: file, line: line)
        } catch SolverError.unsatisfiable(let refused, let conflict) {
            return (refused, conflict)
        } catch {
            XCTFail("Expected unsatisfiable, got \(error).", file: file, line: line)
        }
        return nil
    }

    /// A solver with two variables, x and y.
    private func solverWithXAndY() -> (solver: Solver, x: Variable, y: Variable) {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        return (solver, x, y)
    }

    /// x == 5 and y == x + 1, both required: every value is decided.
    private func xPinnedAndYFollowing() throws -> (
        solver: Solver, x: Variable, y: Variable, pin: ConstraintID, follow: ConstraintID
    ) {
        var (solver, x, y) = solverWithXAndY()
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, 5))
        let follow = try solver.add(Constraint(LinearExpression(y), .equal, x + 1))
        return (solver, x, y, pin, follow)
    }

    /// A solver whose one variable x is held by two required constraints `x <relation>
    /// constant`, added in order, and their handles.
    private func solverWithX(
        _ first: (Relation, LinearExpression), _ second: (Relation, LinearExpression)
    ) throws -> (solver: Solver, x: Variable, first: ConstraintID, second: ConstraintID) {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let firstID = try solver.add(Constraint(LinearExpression(x), first.0, first.1))
        let secondID = try solver.add(Constraint(LinearExpression(x), second.0, second.1))
        return (solver, x, firstID, secondID)
    }

    /// `x == 2` twice, required, and `x == 0` at 750 against them.
    private func makeDuplicatePins() throws -> (
        solver: Solver, x: Variable, first: ConstraintID, second: ConstraintID
    ) {
        var (solver, x, first, second) = try solverWithX((.equal, 2), (.equal, 2))
        try solver.add(Constraint(LinearExpression(x), .equal, 0, priority: 750))
        return (solver, x, first, second)
    }

    // MARK: Priority levels

    func testAHigherLevelWinsHoweverManyPullAtTheLevelBelow() throws {
        try assertPulls(Array(repeating: (.equal, 100, 250), count: 5) + [(.equal, 200, 251)], give: 200)
        try assertPulls([(.equal, 100, 251)] + Array(repeating: (.equal, 0, 250), count: 5), give: 100)
        try assertPulls([(.equal, 100, 500), (.equal, 200, 501)], give: 200)
    }

    func testErrorsWithinOneLevelAddUp() throws {
        try assertPulls([(.equal, 100, 250), (.equal, 100, 250), (.equal, 200, 250)], give: 100)
        // Two pulls to 0 against one pull to 90, all at 500: the sum of errors is least at 0.
        try assertPulls([(.equal, 90, 500), (.lessThanOrEqual, 0, 500), (.equal, 0, 500)], give: 0)
    }

    func testTieIsBrokenByALowerLevel() throws {
        try assertPulls([(.equal, 100, 500), (.equal, 200, 500), (.equal, 150, 1)], give: 150)
    }

    func testInequalityAtItsBoundIsUniqueWhenPulledAgainstIt() throws {
        try assertPulls([(.greaterThanOrEqual, 80, .required), (.equal, 10, 250)], give: 80)
    }

    func testLevelsAreLexicographicOnALayoutShapedProblem() throws {
        // A label in a 300-wide row: hugging 250 pulls width to 120, compression 750 holds >= 120,
        // the row's 300 at 251 wins over hugging; a required max of 100 wins over all.
        let label: [Pull] = [
            (.lessThanOrEqual, 120, 250), (.greaterThanOrEqual, 120, 750), (.equal, 300, 251),
        ]
        try assertPulls(label, give: 300)
        try assertPulls(label + [(.lessThanOrEqual, 100, .required)], give: 100)
    }

    // MARK: Ambiguity

    func testRequiredEqualitiesDetermineValues() throws {
        var (solver, x, y) = solverWithXAndY()
        try solver.add(Constraint(x + y, .equal, 10))
        try solver.add(Constraint(x - y, .equal, 2))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testVariableInNoConstraintIsAmbiguous() throws {
        var solver = Solver()
        let (placed, loose) = solver.makeVariables("placed", "loose")
        try solver.add(Constraint(LinearExpression(placed), .equal, 10))
        XCTAssertEqual(solver.ambiguousVariables(), [loose])
    }

    func testTieBetweenTwoEqualitiesAt500LeavesWidthAmbiguous() throws {
        var solver = Solver()
        let (width, height) = solver.makeVariables("width", "height")
        try solver.add(Constraint(LinearExpression(width), .equal, 100, priority: 500))
        try solver.add(Constraint(LinearExpression(width), .equal, 200, priority: 500))
        try solver.add(Constraint(LinearExpression(height), .equal, 50))
        XCTAssertGreaterThanOrEqual(solver.value(of: width), 100 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: width), 200 + 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [width])
        XCTAssertFalse(solver.isUnique(width))
        XCTAssertTrue(solver.isUnique(height))
    }

    func testInequalityAloneLeavesRoom() throws {
        var solver = Solver()
        let (bottom, last) = solver.makeVariables("contentBottom", "lastBottom")
        try solver.add(Constraint(LinearExpression(last), .equal, 500))
        try solver.add(Constraint(LinearExpression(bottom), .greaterThanOrEqual, last + 20))
        XCTAssertEqual(solver.ambiguousVariables(), [bottom])
    }

    func testDegenerateEdgeLeavesBothAmbiguous() throws {
        // x >= 0, y >= 0, x + y == 4: a segment.
        var (solver, x, y) = solverWithXAndY()
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x + y, .equal, 4))
        XCTAssertEqual(solver.ambiguousVariables(), [x, y])
    }

    // MARK: Degenerate vertices

    func testThreeConstraintsThroughOnePointGiveAUniqueVertex() throws {
        let cases:
            [(name: String, point: (x: Double, y: Double), make: (Variable, Variable) -> [Constraint])] = [
                // x >= 2, y >= 3, x + y <= 5: the feasible set is one point.
                (
                    "three inequalities", (2, 3),
                    { x, y in
                        [
                            Constraint(LinearExpression(x), .greaterThanOrEqual, 2),
                            Constraint(LinearExpression(y), .greaterThanOrEqual, 3),
                            Constraint(x + y, .lessThanOrEqual, 5),
                        ]
                    }
                ),
                // x >= 0, y >= 0 and x + y <= 0 leave only (0, 0), with three slacks at zero.
                (
                    "three inequalities at the origin", (0, 0),
                    { x, y in
                        [
                            Constraint(LinearExpression(x), .greaterThanOrEqual, 0),
                            Constraint(LinearExpression(y), .greaterThanOrEqual, 0),
                            Constraint(x + y, .lessThanOrEqual, 0),
                        ]
                    }
                ),
                // x + y == 4, x - y == 0 and x + 2y == 6 all pass through (2, 2); the third is redundant.
                (
                    "three equalities", (2, 2),
                    { x, y in
                        [
                            Constraint(x + y, .equal, 4), Constraint(x - y, .equal, 0),
                            Constraint(LinearExpression(x) + 2 * y, .equal, 6),
                        ]
                    }
                ),
            ]
        for item in cases {
            var solver = Solver()
            let (x, y) = solver.makeVariables("x", "y")
            for constraint in item.make(x, y) { try solver.add(constraint) }
            XCTAssertEqual(solver.value(of: x), item.point.x, accuracy: 1e-9, item.name)
            XCTAssertEqual(solver.value(of: y), item.point.y, accuracy: 1e-9, item.name)
            XCTAssertEqual(solver.ambiguousVariables(), [], item.name)
        }
    }

    // MARK: Conflicts

    func testConflictNamesExactlyTheMinimalSet() throws {
        var solver = Solver()
        let vars = (0..<6).map { solver.makeVariable("v\($0)") }
        var ids: [ConstraintID] = []
        // A chain v0 == 0, v[i] == v[i-1] + 10, and unrelated pins.
        ids.append(try solver.add(Constraint(LinearExpression(vars[0]), .equal, 0)))
        for i in 1..<4 {
            ids.append(try solver.add(Constraint(LinearExpression(vars[i]), .equal, vars[i - 1] + 10)))
        }
        ids.append(try solver.add(Constraint(LinearExpression(vars[4]), .equal, 7)))
        ids.append(try solver.add(Constraint(LinearExpression(vars[5]), .greaterThanOrEqual, 1)))
        // v3 <= 25 conflicts with v3 == 30, which needs all four chain constraints.
        let refused = refusal(try solver.add(Constraint(LinearExpression(vars[3]), .lessThanOrEqual, 25)))
        XCTAssertEqual(refused?.conflict, refused.map { Array(ids[0..<4]) + [$0.refused] })
        // The solver is unchanged and still usable.
        XCTAssertEqual(solver.value(of: vars[3]), 30, accuracy: 1e-9)
        try solver.add(Constraint(LinearExpression(vars[5]), .equal, 2))
        XCTAssertEqual(solver.value(of: vars[5]), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testConflictThroughInequalitiesIsRefusedAndSolverStaysUsable() throws {
        var (solver, x, y) = solverWithXAndY()
        let a = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 10))
        let b = try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, x + 5))
        try solver.add(Constraint(LinearExpression(y), .equal, 40, priority: 250))
        let refused = refusal(try solver.add(Constraint(LinearExpression(y), .lessThanOrEqual, 12)))
        XCTAssertEqual(refused?.conflict, refused.map { [a, b, $0.refused] })
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
        XCTAssertTrue((10...35).contains(solver.value(of: x)))  // 10 <= x <= y - 5: not unique
        XCTAssertEqual(solver.ambiguousVariables(), [x])
    }

    func testConflictAmongThreeOfTenRequiredConstraintsNamesExactlyThoseThree() throws {
        // A row of four boxes: left edges a, b, c, d and width w. Nine required constraints
        // hold together; the tenth (d == 100) conflicts with a == 0 and d - a == 120 only.
        var solver = Solver()
        let (a, b, c, d, w) = solver.makeVariables("a", "b", "c", "d", "w")
        let start = try solver.add(Constraint(LinearExpression(a), .equal, 0))
        try solver.add(Constraint(LinearExpression(w), .greaterThanOrEqual, 10))
        try solver.add(Constraint(b - a, .greaterThanOrEqual, LinearExpression(w)))
        try solver.add(Constraint(c - b, .greaterThanOrEqual, LinearExpression(w)))
        try solver.add(Constraint(d - c, .greaterThanOrEqual, LinearExpression(w)))
        let span = try solver.add(Constraint(d - a, .equal, 120))
        try solver.add(Constraint(LinearExpression(w), .lessThanOrEqual, 40))
        try solver.add(Constraint(LinearExpression(b), .lessThanOrEqual, 60))
        try solver.add(Constraint(c - b, .equal, b - a))
        let before = solver.constraintIDs
        let refused = refusal(try solver.add(Constraint(LinearExpression(d), .equal, 100)))
        XCTAssertEqual(refused?.conflict, refused.map { [start, span, $0.refused] })
        XCTAssertFalse(before.contains(refused?.refused ?? before[0]))
        XCTAssertEqual(solver.constraintIDs, before)
        XCTAssertEqual(solver.value(of: d), 120, accuracy: 1e-9)
    }

    func testSolverAcceptsFurtherConstraintsAfterARefusedOne() throws {
        var (solver, x, y) = solverWithXAndY()
        try solver.add(Constraint(LinearExpression(x), .equal, 10))
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(x), .equal, 20)))
        let sum = try solver.add(Constraint(x + y, .equal, 25))
        try solver.add(Constraint(LinearExpression(y), .equal, 0, priority: 250))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: 1e-9)
        try solver.remove(sum)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, 12))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    // MARK: Redundancy, removal and constant changes

    func testRedundantRequiredEqualityIsAccepted() throws {
        var (solver, _, y, _, _) = try xPinnedAndYFollowing()
        let redundant = try solver.add(Constraint(LinearExpression(y), .equal, 6))
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        try solver.remove(redundant)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testImpliedRequiredEqualityIsReportedRedundant() throws {
        var (solver, x, y, first, second) = try xPinnedAndYFollowing()
        let implied = try solver.add(Constraint(x + y, .equal, 11))
        let bound = try solver.add(Constraint(LinearExpression(y), .lessThanOrEqual, 6))
        XCTAssertEqual([first, second, implied, bound].map(solver.isRedundant), [false, false, true, false])
    }

    func testRemovingAConstraintRestoresFreedom() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, 5))
        try solver.add(Constraint(LinearExpression(x), .equal, 9, priority: 250))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 9, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.remove(pin))
    }

    // Found by the property tests: removing the first of two identical required equalities
    // pivoted its dummy marker in on an error row instead of on the duplicate's dummy row,
    // which left that dummy basic at 2 and the duplicate no longer enforced.
    func testRemovingOneOfTwoDuplicateRequiredEqualitiesKeepsTheOther() throws {
        var (solver, x, first, _) = try makeDuplicatePins()
        try solver.remove(first)
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(x), .equal, -5)))
    }

    // The same bug through setConstant, which removes and re-adds.
    func testConstantChangeThatConflictsWithADuplicateIsRefused() throws {
        var (solver, x, first, second) = try makeDuplicatePins()
        // x - 2 == 0 becomes x + 5 == 0, that is x == -5, against the duplicate x == 2.
        assertUnsatisfiable(try solver.setConstant(5, of: first), refused: first, conflict: [first, second])
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
    }

    func testSetConstantOfRequiredConstraintRefusesAConflictAndKeepsTheOldValue() throws {
        var (solver, x, pin, floor) = try solverWithX((.equal, 5), (.greaterThanOrEqual, 0))
        try solver.setConstant(-7, of: pin)
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
        assertUnsatisfiable(try solver.setConstant(3, of: pin), refused: pin, conflict: [pin, floor])
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
    }

    func testRequiredConstantChangeThatConflictsKeepsTheOldConstant() throws {
        var (solver, x, floor, cap) = try solverWithX((.greaterThanOrEqual, 10), (.lessThanOrEqual, 30))
        // x <= 30 is `x - 30 <= 0`; the constant -5 makes it x <= 5, below the floor.
        assertUnsatisfiable(try solver.setConstant(-5, of: cap), refused: cap, conflict: [floor, cap])
        XCTAssertEqual(solver.constraint(cap)?.expression.constant, -30)
        try solver.setConstant(-20, of: cap)
        try solver.add(Constraint(LinearExpression(x), .equal, 100, priority: 500))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    // MARK: Edits and invalid input

    func testEditVariableMovesWithDualSimplex() throws {
        var solver = Solver()
        let (width, left, right) = solver.makeVariables("width", "left", "right")
        try solver.add(Constraint(LinearExpression(left), .equal, 16))
        try solver.add(Constraint(LinearExpression(right), .equal, width - 16))
        try solver.add(Constraint(LinearExpression(right), .greaterThanOrEqual, left + 100))
        try solver.addEditVariable(width, priority: 750)
        for target in stride(from: 320.0, through: 1024, by: 64) {
            try solver.suggestValue(target, for: width)
            XCTAssertEqual(solver.value(of: width), target, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: right), target - 16, accuracy: 1e-9)
        }
        // Below the minimum the required inequality wins over the edit.
        try solver.suggestValue(50, for: width)
        XCTAssertEqual(solver.value(of: width), 132, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.addEditVariable(width, priority: 500))
        XCTAssertThrowsError(try solver.addEditVariable(left, priority: .required))
    }

    func testSuggestedValueMovesAnEditVariableWithinRequiredBounds() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, 50))
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(30, for: x)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        try solver.suggestValue(80, for: x)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.ambiguousVariables(), [x])
    }

    func testInvalidNumbersAreRefused() {
        var solver = Solver()
        let x = solver.makeVariable("x")
        XCTAssertThrowsError(
            try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(constant: .infinity))))
        XCTAssertThrowsError(try solver.add(Constraint(Double.nan * x, .equal, 1)))
        XCTAssertNil(Priority(rawValue: 0))
        XCTAssertNil(Priority(rawValue: 1001))
    }
}
