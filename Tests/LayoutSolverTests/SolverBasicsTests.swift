import LayoutSolver
import XCTest

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
}
