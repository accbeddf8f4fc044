import LayoutSolver
import XCTest

/// The solver's contract, case by case: values, priorities, conflicts, uniqueness, edits.
final class SolverBasicsTests: XCTestCase {
    func testRequiredEqualitiesDetermineValues() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(x + y, .equal, 10))
        try solver.add(Constraint(x - y, .equal, 2))
        XCTAssertEqual(solver.value(of: x), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testUnconstrainedVariableIsAmbiguous() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x), .equal, 3))
        XCTAssertEqual(solver.ambiguousVariables(), [y])
    }

    func testFiveConstraintsAt250NeverOutvoteOneAt251() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        for _ in 0..<5 { try solver.add(Constraint(LinearExpression(w), .equal, 100, priority: 250)) }
        try solver.add(Constraint(LinearExpression(w), .equal, 200, priority: 251))
        XCTAssertEqual(solver.value(of: w), 200, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testErrorsAddUpWithinOneLevel() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(LinearExpression(w), .equal, 100, priority: 250))
        try solver.add(Constraint(LinearExpression(w), .equal, 100, priority: 250))
        try solver.add(Constraint(LinearExpression(w), .equal, 200, priority: 250))
        XCTAssertEqual(solver.value(of: w), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testEqualPriorityTieLeavesVariableAmbiguous() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(LinearExpression(w), .equal, 100, priority: 500))
        try solver.add(Constraint(LinearExpression(w), .equal, 200, priority: 500))
        XCTAssertEqual(solver.ambiguousVariables(), [w])
        let value = solver.value(of: w)
        XCTAssertTrue((100...200).contains(value), "\(value)")
    }

    func testTieIsBrokenByALowerLevel() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(LinearExpression(w), .equal, 100, priority: 500))
        try solver.add(Constraint(LinearExpression(w), .equal, 200, priority: 500))
        try solver.add(Constraint(LinearExpression(w), .equal, 150, priority: 1))
        XCTAssertEqual(solver.value(of: w), 150, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testInequalityAtItsBoundIsUniqueWhenPulledAgainstIt() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(LinearExpression(w), .greaterThanOrEqual, 80))
        try solver.add(Constraint(LinearExpression(w), .equal, 10, priority: 250))
        XCTAssertEqual(solver.value(of: w), 80, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testInequalityAloneLeavesRoom() throws {
        var solver = Solver()
        let bottom = solver.makeVariable("contentBottom")
        let last = solver.makeVariable("lastBottom")
        try solver.add(Constraint(LinearExpression(last), .equal, 500))
        try solver.add(Constraint(LinearExpression(bottom), .greaterThanOrEqual, last + 20))
        XCTAssertEqual(solver.ambiguousVariables(), [bottom])
    }

    func testDegenerateVertexIsUnique() throws {
        // Three lines through (2, 3): x >= 2, y >= 3, x + y <= 5, so the feasible set is one point.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 2))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 3))
        try solver.add(Constraint(x + y, .lessThanOrEqual, 5))
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testDegenerateEdgeLeavesBothAmbiguous() throws {
        // x >= 0, y >= 0, x + y == 4: a segment.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x + y, .equal, 4))
        XCTAssertEqual(solver.ambiguousVariables(), [x, y])
    }

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
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(vars[3]), .lessThanOrEqual, 25))) {
            error in
            guard case SolverError.unsatisfiable(let refused, let conflict) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(conflict, Array(ids[0..<4]) + [refused])
        }
        // The solver is unchanged and still usable.
        XCTAssertEqual(solver.value(of: vars[3]), 30, accuracy: 1e-9)
        try solver.add(Constraint(LinearExpression(vars[5]), .equal, 2))
        XCTAssertEqual(solver.value(of: vars[5]), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testConflictThroughInequalitiesIsRefusedAndSolverStaysUsable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let a = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 10))
        let b = try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, x + 5))
        try solver.add(Constraint(LinearExpression(y), .equal, 40, priority: 250))
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(y), .lessThanOrEqual, 12))) { error in
            guard case SolverError.unsatisfiable(let refused, let conflict) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(conflict, [a, b, refused])
        }
        XCTAssertEqual(solver.value(of: y), 40, accuracy: 1e-9)
        XCTAssertTrue((10...35).contains(solver.value(of: x)))  // 10 <= x <= y - 5: not unique
        XCTAssertEqual(solver.ambiguousVariables(), [x])
    }

    func testRedundantRequiredEqualityIsAccepted() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x), .equal, 5))
        try solver.add(Constraint(LinearExpression(y), .equal, x + 1))
        let redundant = try solver.add(Constraint(LinearExpression(y), .equal, 6))
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        try solver.remove(redundant)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testImpliedRequiredEqualityIsReportedRedundant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let first = try solver.add(Constraint(LinearExpression(x), .equal, 5))
        let second = try solver.add(Constraint(LinearExpression(y), .equal, x + 1))
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

    func testEditVariableMovesWithDualSimplex() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let left = solver.makeVariable("left")
        let right = solver.makeVariable("right")
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

    func testSetConstantOfRequiredConstraintRefusesAConflictAndKeepsTheOldValue() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, 5))
        let floor = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        try solver.setConstant(-7, of: pin)
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(3, of: pin)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(refused: pin, conflict: [pin, floor]))
        }
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
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

    func testLexicographicLevelsOnALayoutShapedProblem() throws {
        // A label in a 300-wide row: hugging 250 pulls width to 120, compression 750 holds >= 120,
        // a required max of 100 wins over both.
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, 120, priority: 250))
        try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, 120, priority: 750))
        try solver.add(Constraint(LinearExpression(width), .equal, 300, priority: 251))
        XCTAssertEqual(solver.value(of: width), 300, accuracy: 1e-9)
        try solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, 100))
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }
}
