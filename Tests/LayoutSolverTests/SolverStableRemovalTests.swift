import XCTest

@testable import LayoutSolver

/// After a removal, a variable that the remaining constraints no longer determine stays where
/// it was (`Solver.remove`), and everything it determines follows it.
final class SolverStableRemovalTests: XCTestCase {
    func testRemovingTheConstraintThatPlacedAVariableLeavesItWhereItWas() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + y .== 100)
        let pin = try solver.add(x .>= 40)
        XCTAssertEqual(solver.value(of: x), 40)
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 40, "x stays")
        XCTAssertEqual(solver.value(of: y), 60, "y follows x")
        XCTAssertFalse(solver.isUnique(x))
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
        // A new constraint still moves it, and a later removal leaves it there.
        let move = try solver.add(y .== 90)
        XCTAssertEqual(solver.value(of: x), 10)
        try solver.remove(move)
        assertValues(solver, (x, 10), (y, 90))
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
    }

    func testRemovingAPriorityConstraintLeavesItsVariableWhereItWas() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.add(left + width .== right)
        try solver.add(width .== 80)
        let preferred = try solver.add((left .== 25).withPriority(.defaultLow))
        XCTAssertEqual(solver.value(of: right), 105)
        try solver.remove(preferred)
        assertValues(solver, (left, 25), (right, 105))
    }

    func testRemovingARequiredEqualityByRebuildingLeavesFreeVariablesWhereTheyWere() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + y .== 100)
        let pin = try solver.add(x .== 30)
        try solver.remove(pin)
        XCTAssertEqual(solver.rebuildCount, 1, "a required equality without a marker is removed by a rebuild")
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
        // The sum still holds, and x is where the pin left it.
        assertValues(solver, (x, 30), (y, 70))
    }

    func testEditsAfterARemovalMoveWhatTheyDetermineAndLeaveTheRest() throws {
        var solver = Solver()
        let container = solver.makeVariable("container.width")
        let left = solver.makeVariable("view.left")
        let width = solver.makeVariable("view.width")
        try solver.add(width .== container - 40)
        let pin = try solver.add(left .== 16)
        try solver.addEditVariable(container, priority: .defaultHigh)
        try solver.suggestValue(320, for: container)
        try solver.remove(pin)
        for size in [400.0, 200.0, 375.0] {
            try solver.suggestValue(size, for: container)
            XCTAssertEqual(solver.value(of: width), size - 40)
            XCTAssertEqual(solver.value(of: left), 16, "nothing moves the free left")
        }
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
    }

    /// Each variable has its value, exactly.
    private func assertValues(
        _ solver: Solver, _ expected: (Variable, Double)..., file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (variable, value) in expected {
            XCTAssertEqual(
                solver.value(of: variable), value, solver.name(of: variable), file: file, line: line)
        }
    }
}
