import LayoutSolver
import XCTest

/// Building constraints with `.==`, `.<=` and `.>=`, descriptions, and the dump.
final class SolverConstraintBuildingTests: XCTestCase {
    func testDottedOperatorsBuildTheConstraintsTheInitializerBuilds() {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        XCTAssertEqual(x + y .== 10, Constraint(x + y, .equal, 10))
        XCTAssertEqual(x .<= y, Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(y)))
        XCTAssertEqual(2 * x .>= 1.5, Constraint(2 * x, .greaterThanOrEqual, 1.5))
        XCTAssertEqual(
            (x .>= y + 8).withPriority(.defaultLow),
            Constraint(LinearExpression(x), .greaterThanOrEqual, y + 8, priority: .defaultLow))
        XCTAssertEqual((x .== 1).priority, .required)
    }

    func testAnExpressionIsNotEquatableSoEqualsCannotMakeABool() {
        // `x + y == 10` does not compile: `==` on expressions is unavailable and names `.==`.
        XCTAssertFalse((LinearExpression(constant: 1) as Any) is any Equatable)
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        // Variables still compare as handles.
        XCTAssertNotEqual(x, y)
        XCTAssertEqual(solver.variables.first, x)
    }

    func testTheSolverDescribesConstraintsWithTheVariablesNames() {
        var solver = Solver()
        let (left, width) = solver.makeVariables("view.left", "view.width")
        let unnamed = solver.makeVariable()
        XCTAssertEqual(solver.name(of: left), "view.left")
        XCTAssertEqual(solver.name(of: unnamed), "v2")
        XCTAssertEqual(solver.description(of: left + 0.5 * width - 8), "view.left + 0.5*view.width - 8.0")
        XCTAssertEqual(
            solver.description(of: (left + width .<= unnamed).withPriority(250)),
            "view.left + view.width - v2 <= 0 @250")
        XCTAssertEqual(solver.description(of: -1 * left .== 3), "-view.left - 3.0 == 0 @1000")
        var other = Solver()
        let foreign = other.makeVariable("foreign")
        XCTAssertEqual(solver.description(of: left .== foreign), "view.left - v0 == 0 @1000")
    }

    func testVariablesAndConstraintsDescribeThemselvesByIndex() {
        var solver = Solver()
        let (left, width) = solver.makeVariables("view.left", "view.width")
        XCTAssertEqual(left.description, "v0")
        XCTAssertEqual((left + 0.5 * width - 8).description, "v0 + 0.5*v1 - 8.0")
        XCTAssertEqual((left .>= width).withPriority(.defaultLow).description, "v0 - v1 >= 0 @250")
    }

    func testDumpShowsVariablesConstraintsRowsAndObjective() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        try solver.add(x + y .== 10)
        try solver.add((x .>= 4).withPriority(.defaultHigh))
        XCTAssertEqual(
            solver.dump(),
            """
            Variables:
              x = 4.0 (basic)
              y = 6.0 (basic)
            Constraints:
              c0: x + y - 10.0 == 0 @1000
              c1: x - 4.0 >= 0 @750  marker s2, e3
            Rows:
              x = 4.0 + 1.0*s2 - 1.0*e3
              y = 6.0 - 1.0*s2 + 1.0*e3
            Objective:
              @750: 0.0 + 1.0*e3
            """)
    }
}
