import LayoutSolver
import XCTest

/// Small systems worked out by hand, one behaviour of the solver's contract each.
final class SolverHandCaseTests: XCTestCase {
    func testFiveConstraintsAt250NeverOutvoteOneAt251() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(LinearExpression(width), .equal, 100, priority: 251))
        for _ in 0..<5 { try solver.add(Constraint(LinearExpression(width), .equal, 0, priority: 250)) }
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testErrorsWithinOneLevelAddUp() throws {
        // Two pulls to 0 against one pull to 90, all at 500: the sum of errors is least at 0.
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(LinearExpression(width), .equal, 90, priority: 500))
        try solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, 0, priority: 500))
        try solver.add(Constraint(LinearExpression(width), .equal, 0, priority: 500))
        XCTAssertEqual(solver.value(of: width), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testTieBetweenTwoEqualitiesAt500LeavesWidthAmbiguous() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let height = solver.makeVariable("height")
        try solver.add(Constraint(LinearExpression(width), .equal, 100, priority: 500))
        try solver.add(Constraint(LinearExpression(width), .equal, 200, priority: 500))
        try solver.add(Constraint(LinearExpression(height), .equal, 50))
        XCTAssertGreaterThanOrEqual(solver.value(of: width), 100 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: width), 200 + 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [width])
        XCTAssertFalse(solver.isUnique(width))
        XCTAssertTrue(solver.isUnique(height))
    }

    func testEqualitiesAt500And501AreUniqueAtThe501Value() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(LinearExpression(width), .equal, 100, priority: 500))
        try solver.add(Constraint(LinearExpression(width), .equal, 200, priority: 501))
        XCTAssertEqual(solver.value(of: width), 200, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testVariableInNoConstraintIsAmbiguous() throws {
        var solver = Solver()
        let placed = solver.makeVariable("placed")
        let loose = solver.makeVariable("loose")
        try solver.add(Constraint(LinearExpression(placed), .equal, 10))
        XCTAssertEqual(solver.ambiguousVariables(), [loose])
    }

    func testThreeLinesThroughOnePointGiveAUniqueVertex() throws {
        // x + y == 4, x - y == 0 and x + 2y == 6 all pass through (2, 2); the third is
        // redundant, which makes the vertex degenerate.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(x + y, .equal, 4))
        try solver.add(Constraint(x - y, .equal, 0))
        try solver.add(Constraint(LinearExpression(x) + 2 * y, .equal, 6))
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testThreeInequalitiesThroughOnePointPinADegenerateVertex() throws {
        // x >= 0, y >= 0 and x + y <= 0 leave only (0, 0), with three slacks at zero.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 0))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 0))
        try solver.add(Constraint(x + y, .lessThanOrEqual, 0))
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testConflictAmongThreeOfTenRequiredConstraintsNamesExactlyThoseThree() throws {
        // A row of four boxes: left edges a, b, c, d and width w. Nine required constraints
        // hold together; the tenth (d == 100) conflicts with a == 0 and d - a == 120 only.
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        let d = solver.makeVariable("d")
        let w = solver.makeVariable("w")
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
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(d), .equal, 100))) { error in
            guard case SolverError.unsatisfiable(let refused, let conflict) = error else {
                return XCTFail("Expected unsatisfiable, got \(error).")
            }
            XCTAssertEqual(conflict, [start, span, refused])
            XCTAssertFalse(before.contains(refused))
        }
        XCTAssertEqual(solver.constraintIDs, before)
        XCTAssertEqual(solver.value(of: d), 120, accuracy: 1e-9)
    }

    func testSolverAcceptsFurtherConstraintsAfterARefusedOne() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
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

    func testRequiredConstantChangeThatConflictsKeepsTheOldConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, 10))
        let cap = try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, 30))
        // x <= 30 is `x - 30 <= 0`; the constant -5 makes it x <= 5, below the floor.
        XCTAssertThrowsError(try solver.setConstant(-5, of: cap)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(refused: cap, conflict: [floor, cap]))
        }
        XCTAssertEqual(solver.constraint(cap)?.expression.constant, -30)
        try solver.setConstant(-20, of: cap)
        try solver.add(Constraint(LinearExpression(x), .equal, 100, priority: 500))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    // Found by the property tests: removing the first of two identical required equalities
    // pivoted its dummy marker in on an error row instead of on the duplicate's dummy row,
    // which left that dummy basic at 2 and the duplicate no longer enforced.
    func testRemovingOneOfTwoDuplicateRequiredEqualitiesKeepsTheOther() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(LinearExpression(x), .equal, 2))
        try solver.add(Constraint(LinearExpression(x), .equal, 2))
        try solver.add(Constraint(LinearExpression(x), .equal, 0, priority: 750))
        try solver.remove(first)
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.add(Constraint(LinearExpression(x), .equal, -5)))
    }

    // The same bug through setConstant, which removes and re-adds.
    func testConstantChangeThatConflictsWithADuplicateIsRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(LinearExpression(x), .equal, 2))
        let second = try solver.add(Constraint(LinearExpression(x), .equal, 2))
        try solver.add(Constraint(LinearExpression(x), .equal, 0, priority: 750))
        // x - 2 == 0 becomes x + 5 == 0, that is x == -5, against the duplicate x == 2.
        XCTAssertThrowsError(try solver.setConstant(5, of: first)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(refused: first, conflict: [first, second]))
        }
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
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
}
