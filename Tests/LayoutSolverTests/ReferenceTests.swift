import XCTest

@testable import LayoutSolver

/// Rows of externals that refer to other externals (References.swift): a tall stack of
/// labels keeps every row short, and every value follows the rows it refers to.
final class ReferenceTests: XCTestCase {
    /// A stack of `count` views under a top pin, every fourth one a label whose height is
    /// held only by hugging (<= 20.4 at 250) and compression resistance (>= 20.4 at 750), the
    /// others 44 high; the chain is added first and the labels' sizes after, as the runtime
    /// adds a content view's constraints before its subviews' own.
    func makeLabelStack(_ count: Int) throws -> (solver: Solver, tops: [Variable], heights: [Variable]) {
        var solver = Solver()
        let top = solver.makeVariable("container.top")
        try solver.add(Constraint(LinearExpression(top), .equal, 0))
        var tops: [Variable] = []
        var heights: [Variable] = []
        for index in 0..<count {
            tops.append(solver.makeVariable("v\(index).top"))
            heights.append(solver.makeVariable("v\(index).height"))
        }
        for index in 0..<count {
            let above = index == 0 ? LinearExpression(top) : tops[index - 1] + heights[index - 1]
            try solver.add(Constraint(LinearExpression(tops[index]), .equal, above + 8))
            if index % 4 != 3 { try solver.add(Constraint(LinearExpression(heights[index]), .equal, 44)) }
        }
        for index in stride(from: 3, to: count, by: 4) {
            let height = LinearExpression(heights[index])
            try solver.add(Constraint(height, .lessThanOrEqual, 20.4, priority: 250))
            try solver.add(Constraint(height, .greaterThanOrEqual, 20.4, priority: 750))
        }
        return (solver, tops, heights)
    }

    /// The top of view `index` in the label stack.
    func expectedTop(_ index: Int) -> Double {
        let labelsAbove = Double(index / 4)
        return 8 * Double(index + 1) + 20.4 * labelsAbove + 44 * (Double(index) - labelsAbove)
    }

    func testTallLabelStackKeepsEveryRowShort() throws {
        let (solver, tops, heights) = try makeLabelStack(2_000)
        // In a textbook tableau the last top's row holds two symbols of each of 500 labels.
        let longest = solver.rows.map { $0?.cells.count ?? 0 }.max() ?? 0
        XCTAssertLessThanOrEqual(longest, 12)
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
        XCTAssertTrue(solver.columns.matches(solver.rows))
        for index in [0, 3, 4, 999, 1_999] {
            XCTAssertEqual(solver.value(of: tops[index]), expectedTop(index), accuracy: 1e-6, "v\(index).top")
        }
        XCTAssertEqual(solver.value(of: heights[1_999]), 20.4, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testLabelStackAgreesWithTheSameStackCopyingEveryRow() throws {
        var (referring, tops, _) = try makeLabelStack(60)
        // Copying no row at all: every basic external is a reference.
        var everything = Solver(variablesOf: referring)
        everything.inlinedRowLimit = 0
        for id in referring.constraintIDs { try everything.add(referring.constraint(id)!) }
        XCTAssertEqual(everything.referenceInvariantViolations(), [])
        for variable in referring.variables {
            XCTAssertEqual(referring.value(of: variable), everything.value(of: variable), accuracy: 1e-9)
        }
        // Growing a label moves everything below it, through the references.
        let hugging = referring.constraintIDs.first { referring.constraint($0)!.priority == 250 }!
        let compression = referring.constraintIDs.first { referring.constraint($0)!.priority == 750 }!
        try referring.setConstant(-30, of: hugging)
        try referring.setConstant(-30, of: compression)
        XCTAssertEqual(referring.referenceInvariantViolations(), [])
        XCTAssertEqual(referring.value(of: tops[59]), expectedTop(59) + 30 - 20.4, accuracy: 1e-6)
    }

    func testSuggestedValueReachesTheRowsThatReferToIt() throws {
        var solver = Solver()
        solver.inlinedRowLimit = 0
        let (x, y, z) = solver.makeVariables("x", "y", "z")
        // x is solved for first (no row holds it), y stays a parameter of x's row.
        try solver.add(Constraint(LinearExpression(x), .equal, y + 3))
        try solver.add(Constraint(LinearExpression(z), .equal, 2 * x))
        try solver.addEditVariable(y, priority: 750)
        try solver.suggestValue(10, for: y)
        XCTAssertEqual(solver.value(of: x), 13)
        XCTAssertEqual(solver.value(of: z), 26)
        try solver.suggestValue(-1, for: y)
        XCTAssertEqual(solver.value(of: z), 4)
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
    }

    func testRowThatWouldReferToItselfIsExpandedFirst() throws {
        var solver = Solver()
        solver.inlinedRowLimit = 0
        let (x, y) = solver.makeVariables("x", "y")
        // y = x + 1 (x a parameter), then x + y == 11 must not become x = 11 - y, since y
        // depends on x: x = 5, y = 6.
        try solver.add(Constraint(LinearExpression(y), .equal, x + 1))
        try solver.add(Constraint(x + y, .equal, 11))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-12)
        XCTAssertEqual(solver.referenceInvariantViolations(), [])
        // And x - y == 0 cancels x out: no solution.
        XCTAssertThrowsError(try solver.add(Constraint(x - y, .equal, 0)))
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }
}
