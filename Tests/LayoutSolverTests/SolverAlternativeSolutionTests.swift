import XCTest

@testable import LayoutSolver

/// `Solver.solution(moving:toward:)`: another optimal solution, the witness of an ambiguity.
final class SolverAlternativeSolutionTests: XCTestCase {
    func testAFreeVariableMovesAndWhatItDeterminesFollows() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        try solver.add(y .== x + 10)
        let x0 = solver.value(of: x)
        XCTAssertEqual(solver.value(of: y), x0 + 10)
        let other = try XCTUnwrap(solver.solution(moving: x, toward: x0 + 100))
        XCTAssertEqual(other.value(of: x), x0 + 100)
        XCTAssertEqual(other.value(of: y), x0 + 110)
        XCTAssertEqual(solver.value(of: x), x0, "the solver itself does not change")
    }

    func testADeterminedVariableHasNoOtherSolution() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        try solver.add(x .== 5)
        try solver.add((x .== 50).withPriority(.defaultLow))
        XCTAssertNil(solver.solution(moving: x, toward: 105))
        XCTAssertNil(solver.solution(moving: x, toward: -95))
        XCTAssertNotNil(solver.solution(moving: y, toward: 1), "y is free")
    }

    /// `w == 100 @500` and `w == 200 @500` tie: every w in [100, 200] costs 100 at level 500.
    /// The other solution stays inside the tie and the required bound, and gives up nothing at
    /// a higher level.
    func testATieMovesOnlyAsFarAsItsOptimalFaceReaches() throws {
        var solver = Solver()
        let (w, h) = solver.makeVariables("w", "h")
        try solver.add((w .== 100).withPriority(500))
        try solver.add((w .== 200).withPriority(500))
        try solver.add((w .<= 180).withPriority(750))
        try solver.add(h .== w * 2)
        let start = solver.value(of: w)
        XCTAssertTrue([100, 180].contains(start), "a vertex of the face [100, 180]: \(start)")
        let up = solver.solution(moving: w, toward: start + 100)
        let down = solver.solution(moving: w, toward: start - 100)
        let moved = try XCTUnwrap(up ?? down)
        XCTAssertEqual(moved.value(of: w), start == 100 ? 180 : 100)
        XCTAssertEqual(moved.value(of: h), 2 * moved.value(of: w))
        XCTAssertNil(start == 100 ? down : up, "past the face's end there is nothing")
    }

    func testAVariableOfAnotherSolverIsRefusedByName() {
        // `checkOwnership` stops with a message; asking only what owns says is enough here.
        var solver = Solver()
        let other = Solver()
        _ = solver.makeVariable("x")
        XCTAssertFalse(other.owns(solver.variables[0]))
    }
}
