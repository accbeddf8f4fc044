import XCTest

@testable import LayoutSolver

/// After a removal, a variable that the remaining constraints no longer determine stays where
/// it was (`Solver.remove`), and everything it determines follows it.
final class SolverStableRemovalTests: XCTestCase {
    func testRemovingTheConstraintThatPlacedAVariableLeavesItWhereItWas() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
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
        let (left, width, right) = solver.makeVariables("left", "width", "right")
        try solver.add(left + width .== right)
        try solver.add(width .== 80)
        let preferred = try solver.add((left .== 25).withPriority(.defaultLow))
        XCTAssertEqual(solver.value(of: right), 105)
        try solver.remove(preferred)
        assertValues(solver, (left, 25), (right, 105))
    }

    func testRemovingARequiredEqualityByRebuildingLeavesFreeVariablesWhereTheyWere() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
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
        let (container, left, width) = solver.makeVariables("container.width", "view.left", "view.width")
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

/// A variable left inside a tie between inequalities stays where it was (a stay holds it,
/// Stays.swift), unless the remaining constraints force it away.
final class SolverStaysTests: XCTestCase {
    /// `x` in [0, 100] with `x == 50`; the bounds and the pin, and the pin's handle.
    private func boundedPin(priority: Priority) throws -> (Solver, Variable, [ConstraintID], ConstraintID) {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let bounds = [try solver.add(x .>= 0), try solver.add(x .<= 100)]
        let pin = try solver.add((x .== 50).withPriority(priority))
        XCTAssertEqual(solver.value(of: x), 50)
        return (solver, x, bounds, pin)
    }

    func testRemovingARequiredPinLeavesTheValueInsideItsBounds() throws {
        var (solver, x, bounds, pin) = try boundedPin(priority: .required)
        try solver.remove(pin)
        XCTAssertEqual(solver.rebuildCount, 1)
        XCTAssertEqual(solver.value(of: x), 50, "not moved to a bound")
        XCTAssertEqual(solver.constraintIDs, bounds, "the stay is not a constraint of the caller's")
        XCTAssertEqual(solver.ambiguousVariables(), [x], "the stay does not make x unique")
        XCTAssertFalse(solver.isUnique(x))
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
        XCTAssertTrue(solver.dump().contains("(stay)"))
    }

    func testRemovingAnOptionalPinLeavesTheValueInsideItsBounds() throws {
        var (solver, x, bounds, pin) = try boundedPin(priority: .defaultLow)
        try solver.remove(pin)
        XCTAssertEqual(solver.rebuildCount, 0, "removed incrementally")
        XCTAssertEqual(solver.value(of: x), 50)
        XCTAssertEqual(solver.constraintIDs, bounds)
        XCTAssertEqual(solver.ambiguousVariables(), [x])
    }

    func testWithoutStaysTheValueGoesToABound() throws {
        // What a stay prevents: the engine's removal, which has none, moves x to a vertex.
        var (solver, x, _, pin) = try boundedPin(priority: .defaultLow)
        try solver.removeMovingAmongTies(pin)
        XCTAssertTrue([0, 100].contains(solver.value(of: x)), "\(solver.value(of: x))")
    }

    func testADragEndsWhereTheHandleWasLeft() throws {
        // left in [0, 200] and width in [100, 300 - left]: both free inside inequalities.
        var solver = Solver()
        let (left, width) = solver.makeVariables("left", "width")
        try solver.add(left .>= 0)
        try solver.add(width .>= 100)
        try solver.add(left + width .<= 300)
        try solver.addEditVariable(left, priority: .defaultHigh)
        for value in [40.0, 170, 120] { try solver.suggestValue(value, for: left) }
        let widthDuringDrag = solver.value(of: width)
        try solver.removeEditVariable(left)
        XCTAssertEqual(solver.value(of: left), 120, "the handle stays where it was dropped")
        XCTAssertEqual(solver.value(of: width), widthDuringDrag)
        XCTAssertEqual(Set(solver.ambiguousVariables()), [left, width])
    }

    func testAValueTheRemainingConstraintsForceStillMoves() throws {
        var (solver, x, _, pin) = try boundedPin(priority: .required)
        try solver.add((x .== 30).withPriority(.defaultLow))
        XCTAssertEqual(solver.value(of: x), 50, "the required pin wins")
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 30, "the preference at 250 now holds")
        XCTAssertTrue(solver.isUnique(x))
        // The stay that could not hold follows x to where it is now, not where it was.
        let preference = try XCTUnwrap(solver.constraintIDs.last)
        try solver.remove(preference)
        XCTAssertEqual(solver.value(of: x), 30)
    }

    func testAStayGivesWayToALaterConstraintAndMovesWithTheNextRemoval() throws {
        var (solver, x, _, pin) = try boundedPin(priority: .defaultLow)
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 50)
        let preference = try solver.add((x .== 90).withPriority(1))
        XCTAssertEqual(solver.value(of: x), 90, "the lowest caller level outranks a stay")
        XCTAssertTrue(solver.isUnique(x))
        try solver.remove(preference)
        XCTAssertEqual(solver.value(of: x), 90, "held where the last removal left it, not at the old stay")
        XCTAssertEqual(solver.stayCount, 1)
    }

    func testVariablesMadeBetweenConstraintsKeepTheirValuesThroughARebuild() throws {
        // A rebuild numbers the tableau's symbols afresh; values are compared by variable.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x .>= 0)
        try solver.add(x .<= 100)
        let y = solver.makeVariable("y")
        try solver.add(y .>= 0)
        try solver.add(y .<= 100)
        let pin = try solver.add(y .== 70)
        try solver.remove(pin)
        XCTAssertEqual(solver.rebuildCount, 1)
        XCTAssertEqual(solver.value(of: y), 70)
        let z = solver.makeVariable("z")
        let zPin = try solver.add(z .== 5)
        try solver.remove(zPin)
        XCTAssertEqual(solver.rebuildCount, 2)
        XCTAssertEqual(solver.value(of: y), 70)
        XCTAssertEqual(solver.value(of: z), 5)
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
    }

    func testAStayFollowsItsVariableWhenALaterConstraintMovesIt() throws {
        var (solver, x, _, pin) = try boundedPin(priority: .defaultLow)
        try solver.remove(pin)
        let floor = try solver.add(x .>= 70)
        XCTAssertEqual(solver.value(of: x), 70)
        // The floor drops to 40: 70 is still optimal, and nothing pulls x back to 50.
        try solver.setConstant(40, of: floor)
        XCTAssertEqual(solver.value(of: x), 70)
        // The floor rises past it: x goes with it, and stays there when the floor goes.
        try solver.setConstant(-90, of: floor)
        XCTAssertEqual(solver.value(of: x), 90)
        try solver.remove(floor)
        XCTAssertEqual(solver.value(of: x), 90)
    }

    func testNoCallThatTakesAHandleAcceptsAStays() throws {
        // A copy shares the original's handles: the copy's stay takes the next one, which the
        // original then gives to a constraint of the caller's.
        var (original, x, _, pin) = try boundedPin(priority: .defaultLow)
        var copy = original
        try copy.remove(pin)
        XCTAssertEqual(copy.stayCount, 1)
        let next = try original.add(x .<= 80)
        XCTAssertFalse(copy.contains(next))
        XCTAssertNil(copy.constraint(next))
        XCTAssertFalse(copy.isRedundant(next))
        XCTAssertThrowsError(try copy.setConstant(-60, of: next))
        XCTAssertThrowsError(try copy.stableRange(ofConstant: next))
        XCTAssertThrowsError(try copy.remove(next))
        XCTAssertEqual(copy.value(of: x), 50)
    }

    func testAMoveSmallerThanARelativeToleranceOfLargeValuesIsStillKept() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x .>= 100_000)
        try solver.add(x .<= 100_000.0008)
        let pin = try solver.add((x .== 100_000.0004).withPriority(.defaultLow))
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 100_000.0004, accuracy: 1e-9)
    }

    func testAWitnessStillMovesAHeldVariable() throws {
        var (solver, x, _, pin) = try boundedPin(priority: .required)
        try solver.remove(pin)
        let other = try XCTUnwrap(solver.solution(moving: x, toward: 0))
        XCTAssertEqual(other.value(of: x), 0, "the witness's pull ranks above the stay")
        XCTAssertEqual(solver.value(of: x), 50)
    }

    func testAVariableTheStayHoldsFollowsItsDependents() throws {
        // y = x + 10 follows x, which the stay holds.
        var (solver, x, _, pin) = try boundedPin(priority: .defaultLow)
        let y = solver.makeVariable("y")
        try solver.add(y .== x + 10)
        try solver.remove(pin)
        XCTAssertEqual(solver.value(of: x), 50)
        XCTAssertEqual(solver.value(of: y), 60)
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
    }
}
