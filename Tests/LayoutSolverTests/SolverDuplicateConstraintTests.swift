import LayoutSolver
import XCTest

/// A constraint equal to one the solver holds is a constraint of its own (see `Solver.add`).
final class SolverDuplicateConstraintTests: XCTestCase {
    func testAnEqualRequiredEqualityAddedTwiceIsRedundantAndEitherCopyHolds() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(x .== 10)
        let second = try solver.add(x .== 10)
        XCTAssertNotEqual(first, second)
        XCTAssertFalse(solver.isRedundant(first))
        XCTAssertTrue(solver.isRedundant(second))
        XCTAssertEqual(solver.constraintIDs(equalTo: x .== 10), [first, second])
        try solver.add((x .== 20).withPriority(.defaultHigh))
        try solver.remove(first)
        XCTAssertEqual(solver.value(of: x), 10, "the copy still holds")
        try solver.remove(second)
        XCTAssertEqual(solver.value(of: x), 20)
    }

    func testAnEqualRequiredInequalityAddedTwiceChangesNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x .== 50).withPriority(.defaultLow))
        let first = try solver.add(x .<= 30)
        let second = try solver.add(x .<= 30)
        XCTAssertEqual(solver.value(of: x), 30)
        try solver.remove(second)
        XCTAssertEqual(solver.value(of: x), 30)
        try solver.remove(first)
        XCTAssertEqual(solver.value(of: x), 50)
    }

    func testAnEqualNonRequiredConstraintAddedTwiceWeighsTwice() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add((x .== 100).withPriority(500))
        try solver.add((x .== 100).withPriority(500))
        try solver.add((x .== 200).withPriority(500))
        XCTAssertEqual(solver.value(of: x), 100, "two copies outweigh one")
        XCTAssertEqual(solver.ambiguousVariables(), [])
        try solver.remove(first)
        XCTAssertEqual(solver.ambiguousVariables(), [x], "one against one is a tie")
    }
}
