import XCTest

@testable import LayoutSolver

/// Hand cases for the places where rows that refer to other rows (References.swift) could go
/// wrong: cancellation through references, an external leaving the basis, edit variables on
/// referenced variables, refused changes, redundant equalities, levels removed. Each runs with
/// every row referring (limit 0) and with short rows copied (limit 8).
final class ReferenceReviewTests: XCTestCase {
    static let limits = [0, 8]

    /// Runs `body` on a fresh solver at each of ``limits`` (named in `limit` for messages),
    /// then checks the solver's reference invariants.
    func withEachRowLimit(
        _ body: (inout Solver, _ limit: String) throws -> Void, file: StaticString = #filePath,
        line: UInt = #line
    ) rethrows {
        for rowLimit in Self.limits {
            var solver = Solver()
            solver.inlinedRowLimit = rowLimit
            try body(&solver, "limit \(rowLimit)")
            XCTAssertEqual(
                solver.referenceInvariantViolations(), [], "limit \(rowLimit)", file: file, line: line)
        }
    }

    func testDifferenceOfReferencedRowsIsUniqueWhileBothFloat() throws {
        try withEachRowLimit { solver, limit in
            let (p, y, x) = solver.makeVariables("p", "y", "x")
            try solver.add(Constraint(LinearExpression(y), .equal, p + 3))
            try solver.add(Constraint(LinearExpression(x), .equal, y - p))
            XCTAssertEqual(solver.value(of: x), 3, limit)
            XCTAssertEqual(solver.ambiguousVariables(), [p, y], limit)
            XCTAssertTrue(solver.isUnique(x), limit)
            // Pinning p makes all three unique, and moving it moves y but not x.
            try solver.addEditVariable(p, priority: 500)
            try solver.suggestValue(40, for: p)
            XCTAssertEqual(solver.ambiguousVariables(), [], limit)
            XCTAssertEqual(solver.value(of: y), 43, limit)
            XCTAssertEqual(solver.value(of: x), 3, limit)
        }
    }

    func testRemovingAnInequalityHeldOnlyByExternalRowsFreesTheViewsBelow() throws {
        try withEachRowLimit { solver, limit in
            let (a, b, c, d) = solver.makeVariables("a", "b", "c", "d")
            try solver.add(Constraint(LinearExpression(a), .equal, 10))
            // b = a + 5 + slack: the slack sits in external rows only.
            let floor = try solver.add(Constraint(LinearExpression(b), .greaterThanOrEqual, a + 5))
            try solver.add(Constraint(LinearExpression(c), .equal, b + 1))
            try solver.add(Constraint(LinearExpression(d), .equal, c + 2))
            try solver.add(Constraint(LinearExpression(b), .equal, 0, priority: 1))
            XCTAssertEqual(solver.value(of: d), 18, limit)
            try solver.remove(floor)
            // Without the floor, b falls to its weak wish, and c and d follow through their rows.
            XCTAssertEqual(solver.value(of: b), 0, accuracy: 1e-9, limit)
            XCTAssertEqual(solver.value(of: d), 3, accuracy: 1e-9, limit)
            XCTAssertEqual(solver.ambiguousVariables(), [], limit)
            XCTAssertEqual(solver.referenceInvariantViolations(), [], limit)
            XCTAssertTrue(solver.columns.matches(solver.rows), limit)
        }
    }

    func testEditVariableOnAReferencedHeightMovesTheViewsBelowAndLetsGo() throws {
        try withEachRowLimit { solver, limit in
            var tops: [Variable] = []
            var heights: [Variable] = []
            for index in 0..<6 {
                tops.append(solver.makeVariable("v\(index).top"))
                heights.append(solver.makeVariable("v\(index).height"))
            }
            try solver.add(Constraint(LinearExpression(tops[0]), .equal, 0))
            for index in 1..<6 {
                try solver.add(
                    Constraint(LinearExpression(tops[index]), .equal, tops[index - 1] + heights[index - 1]))
            }
            for height in heights {
                try solver.add(Constraint(LinearExpression(height), .lessThanOrEqual, 20, priority: 250))
                try solver.add(Constraint(LinearExpression(height), .greaterThanOrEqual, 20, priority: 750))
            }
            XCTAssertEqual(solver.value(of: tops[5]), 100, limit)
            // Stronger than compression resistance: v2 shrinks to 5.
            try solver.addEditVariable(heights[2], priority: 999)
            try solver.suggestValue(5, for: heights[2])
            XCTAssertEqual(solver.value(of: tops[5]), 85, accuracy: 1e-9, limit)
            // As strong as compression resistance: a tie, so v2 and everything below float.
            try solver.removeEditVariable(heights[2])
            try solver.addEditVariable(heights[2], priority: 750)
            try solver.suggestValue(5, for: heights[2])
            XCTAssertEqual(
                solver.ambiguousVariables(), [heights[2], tops[3], tops[4], tops[5]], limit)
            try solver.removeEditVariable(heights[2])
            XCTAssertEqual(solver.value(of: tops[5]), 100, accuracy: 1e-9, limit)
            XCTAssertEqual(solver.ambiguousVariables(), [], limit)
        }
    }

    func testRefusedConstantOfATrackedEqualityKeepsEveryValue() throws {
        try withEachRowLimit { solver, limit in
            let (top, height, bottom, below) = solver.makeVariables("top", "height", "bottom", "below")
            let root = try solver.add(Constraint(LinearExpression(top), .equal, 10), tracksConstant: true)
            try solver.add(Constraint(LinearExpression(height), .equal, 30), tracksConstant: true)
            try solver.add(Constraint(LinearExpression(bottom), .equal, top + height))
            try solver.add(Constraint(LinearExpression(below), .equal, bottom + 8))
            try solver.add(Constraint(LinearExpression(below), .lessThanOrEqual, 100))
            try solver.setConstant(-50, of: root)
            XCTAssertEqual(solver.value(of: below), 88, limit)
            let before = solver.variables.map { solver.value(of: $0) }
            XCTAssertThrowsError(try solver.setConstant(-70, of: root), limit)
            XCTAssertEqual(solver.variables.map { solver.value(of: $0) }, before, limit)
        }
    }

    func testEqualityImpliedThroughReferencesIsRedundantAndItsContradictionConflicts() throws {
        try withEachRowLimit { solver, limit in
            var tops: [Variable] = []
            var chain: [ConstraintID] = []
            for index in 0..<8 { tops.append(solver.makeVariable("v\(index).top")) }
            let heights = (0..<8).map { solver.makeVariable("v\($0).height") }
            chain.append(try solver.add(Constraint(LinearExpression(tops[0]), .equal, 0)))
            for index in 1..<8 {
                chain.append(
                    try solver.add(
                        Constraint(
                            LinearExpression(tops[index]), .equal, tops[index - 1] + heights[index - 1] + 8)))
            }
            var fixed: [ConstraintID] = []
            for height in heights {
                fixed.append(try solver.add(Constraint(LinearExpression(height), .equal, 44)))
            }
            // v6.top - v2.top is four heights and four gaps.
            let implied = try solver.add(Constraint(tops[6] - tops[2], .equal, 208))
            XCTAssertTrue(solver.isRedundant(implied), limit)
            let rebuilds = solver.rebuildCount
            try solver.remove(implied)
            XCTAssertEqual(solver.rebuildCount, rebuilds, limit)
            let contradiction = Constraint(tops[6] - tops[2], .equal, 200)
            let refusal = Result { () throws(SolverError) in try solver.add(contradiction) }
            guard case .failure(.unsatisfiable(let refused, let conflict)) = refusal else {
                XCTFail("A contradiction of the chain gave \(refusal) (\(limit)).")
                return
            }
            XCTAssertEqual(conflict, [chain[3], chain[4], chain[5], chain[6]] + fixed[2...5] + [refused])
            XCTAssertEqual(solver.value(of: tops[7]), 7 * 52, limit)
        }
    }

    func testRemovingTheOnlyConstraintOfALevelLetsTheLevelBelowDecide() throws {
        try withEachRowLimit { solver, limit in
            let (width, left, right) = solver.makeVariables("width", "left", "right")
            try solver.add(Constraint(LinearExpression(left), .equal, 16))
            try solver.add(Constraint(LinearExpression(right), .equal, left + width))
            let strong = try solver.add(Constraint(LinearExpression(width), .equal, 100, priority: 750))
            try solver.add(Constraint(LinearExpression(width), .equal, 200, priority: 250))
            XCTAssertEqual(solver.value(of: right), 116, limit)
            try solver.remove(strong)
            XCTAssertEqual(solver.value(of: right), 216, accuracy: 1e-9, limit)
            // Two ties at one level: removing one error leaves the level to the other.
            let tie = try solver.add(Constraint(LinearExpression(width), .equal, 300, priority: 250))
            XCTAssertEqual(solver.ambiguousVariables(), [width, right], limit)
            try solver.remove(tie)
            XCTAssertEqual(solver.value(of: right), 216, accuracy: 1e-9, limit)
            XCTAssertEqual(solver.ambiguousVariables(), [], limit)
        }
    }
}
