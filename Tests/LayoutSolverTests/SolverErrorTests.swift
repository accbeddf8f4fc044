import LayoutSolver
import XCTest

/// Requests the solver must refuse with its documented ``SolverError``, changing nothing.
final class SolverErrorTests: XCTestCase {
    private var solver = Solver()
    private var x = Variable?.none
    private var placed: ConstraintID?

    override func setUp() {
        solver = Solver()
        x = solver.makeVariable("x")
        placed = try? solver.add(Constraint(LinearExpression(x!), .equal, 10, priority: 500))
    }

    /// Runs `request`, which must throw `expected` (or, when `expected` is nil, any
    /// `.invalidConstraint`) and leave the solver's constraints and value as they were.
    private func assertRefused(
        _ expected: SolverError?, file: StaticString = #filePath, line: UInt = #line,
        _ request: (inout Solver) throws(SolverError) -> Void
    ) {
        let handles = solver.constraintIDs
        let value = solver.value(of: x!)
        do {
            try request(&solver)
            XCTFail("The request did not throw.", file: file, line: line)
        } catch {
            if let expected {
                XCTAssertEqual(error, expected, file: file, line: line)
            } else if case .invalidConstraint = error {
            } else {
                XCTFail("Expected invalidConstraint, got \(error).", file: file, line: line)
            }
        }
        XCTAssertEqual(solver.constraintIDs, handles, file: file, line: line)
        XCTAssertEqual(solver.value(of: x!), value, file: file, line: line)
    }

    func testRemovingAConstraintTwiceThrowsUnknownConstraint() throws {
        let id = try solver.add(Constraint(LinearExpression(x!), .lessThanOrEqual, 50))
        try solver.remove(id)
        assertRefused(.unknownConstraint(id)) { solver throws(SolverError) in try solver.remove(id) }
    }

    func testChangingTheConstantOfARemovedConstraintThrowsUnknownConstraint() throws {
        let id = placed!
        try solver.remove(id)
        assertRefused(.unknownConstraint(id)) { solver throws(SolverError) in
            try solver.setConstant(1, of: id)
        }
    }

    func testRefusedHandleIsUnknown() throws {
        try solver.add(Constraint(LinearExpression(x!), .equal, 10))
        var refused: ConstraintID?
        do {
            try solver.add(Constraint(LinearExpression(x!), .equal, 11))
        } catch {
            // A non-exhaustive typed `catch .unsatisfiable` here crashes the 6.3.1 compiler.
            if case .unsatisfiable(let id, _) = error { refused = id }
        }
        let id = try XCTUnwrap(refused)
        XCTAssertFalse(solver.contains(id))
        assertRefused(.unknownConstraint(id)) { solver throws(SolverError) in try solver.remove(id) }
    }

    func testAddingAnEditVariableTwiceThrowsDuplicateEditVariable() throws {
        let variable = x!
        try solver.addEditVariable(variable, priority: 750)
        assertRefused(.duplicateEditVariable(variable)) { solver throws(SolverError) in
            try solver.addEditVariable(variable, priority: 250)
        }
    }

    func testSuggestingForAVariableThatIsNotEditedThrowsUnknownEditVariable() {
        let variable = x!
        assertRefused(.unknownEditVariable(variable)) { solver throws(SolverError) in
            try solver.suggestValue(3, for: variable)
        }
        assertRefused(.unknownEditVariable(variable)) { solver throws(SolverError) in
            try solver.removeEditVariable(variable)
        }
    }

    func testRequiredEditVariableIsInvalid() {
        let variable = x!
        assertRefused(nil) { solver throws(SolverError) in
            try solver.addEditVariable(variable, priority: .required)
        }
        XCTAssertFalse(solver.hasEditVariable(variable))
    }

    func testNonFiniteNumbersAreInvalid() throws {
        let variable = x!
        let id = placed!
        assertRefused(nil) { solver throws(SolverError) in
            try solver.add(Constraint(Double.nan * variable, .equal, 1))
        }
        assertRefused(nil) { solver throws(SolverError) in
            try solver.add(Constraint(variable + Double.infinity, .lessThanOrEqual, 0, priority: 250))
        }
        assertRefused(nil) { solver throws(SolverError) in try solver.setConstant(-.infinity, of: id) }
        try solver.addEditVariable(variable, priority: 750)
        assertRefused(nil) { solver throws(SolverError) in try solver.suggestValue(.nan, for: variable) }
    }

    func testVariableFromAnotherSolverIsInvalid() {
        var other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        assertRefused(.foreignVariable(foreign)) { solver throws(SolverError) in
            try solver.add(Constraint(LinearExpression(foreign), .equal, 1))
        }
    }
}
