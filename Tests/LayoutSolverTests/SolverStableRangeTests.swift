import TestSupport
import XCTest

@testable import LayoutSolver

/// ``Solver/stableRange(ofConstant:)``: the constants over which the basis holds, worked out by
/// hand, and on random systems checked against what ``Solver/setConstant(_:of:)`` does inside
/// and just outside the range.
final class SolverStableRangeTests: XCTestCase {
    /// A view `v` in a container `w` wide, 20 narrower at most, that would like to be 300 @750.
    private func container(width: Double) throws -> (Solver, ConstraintID, Variable, Variable) {
        var solver = Solver()
        let (w, v) = solver.makeVariables("w", "v")
        try solver.add(Constraint(LinearExpression(v), .lessThanOrEqual, w - 20))
        try solver.add(Constraint(LinearExpression(v), .equal, 300, priority: .init(rawValue: 750)!))
        let pin = try solver.add(
            Constraint(LinearExpression(w), .equal, LinearExpression(constant: width)), tracksConstant: true)
        return (solver, pin, w, v)
    }

    func testTheRangeEndsWhereAnInequalityBecomesActive() throws {
        // At 390, v is 300 and the inequality has 70 to spare: it holds for every width from
        // 320 up. The pin's constant is -w, so the constants run from -infinity to -320.
        var (solver, pin, w, v) = try container(width: 390)
        XCTAssertEqual(solver.value(of: v), 300)
        XCTAssertEqual(try solver.stableRange(ofConstant: pin), -Double.infinity...(-320))

        // Below 320 the optional 300 gives way: v is w - 20, for every width up to 320.
        try solver.setConstant(-300, of: pin)
        XCTAssertEqual(solver.value(of: w), 300)
        XCTAssertEqual(solver.value(of: v), 280)
        XCTAssertEqual(try solver.stableRange(ofConstant: pin), -320...Double.infinity)
    }

    func testTheRangesEndsNameTheConstraintsWhoseRowsEndThem() throws {
        var solver = Solver()
        let (w, v) = solver.makeVariables("w", "v")
        let fits = try solver.add(Constraint(LinearExpression(v), .lessThanOrEqual, w - 20))
        let wish = try solver.add(
            Constraint(LinearExpression(v), .equal, 300, priority: .init(rawValue: 750)!))
        let pin = try solver.add(Constraint(LinearExpression(w), .equal, 390), tracksConstant: true)
        // At 390 the constants run from -infinity to -320: the inequality ends the range at
        // the larger constant (the smaller width), nothing at the other end.
        var ends = try XCTUnwrap(try solver.stableRangeEnds(ofConstant: pin))
        XCTAssertEqual(ends.range, -Double.infinity...(-320))
        XCTAssertNil(ends.atLower)
        XCTAssertEqual(ends.atUpper, fits)
        // At 300 the wish gives way; its error ends the range where it would be met again.
        try solver.setConstant(-300, of: pin)
        ends = try XCTUnwrap(try solver.stableRangeEnds(ofConstant: pin))
        XCTAssertEqual(ends.range, -320...Double.infinity)
        XCTAssertEqual(ends.atLower, wish)
        XCTAssertNil(ends.atUpper)
    }

    func testTheStableRegionOfTwoConstantsIsTheHalfPlanesTheirBasisKeeps() throws {
        // v <= w - 20 and u <= h - 40, v wants 300 and u 500 (@750), with w at 390 and h at
        // 844: the basis holds while w >= 320 and h >= 540, whatever the other does. The pins'
        // constants are -w and -h, so a move d of them is a move -d of the size.
        var solver = Solver()
        let (w, h, v, u) = solver.makeVariables("w", "h", "v", "u")
        try solver.add(Constraint(LinearExpression(v), .lessThanOrEqual, w - 20))
        try solver.add(Constraint(LinearExpression(u), .lessThanOrEqual, h - 40))
        try solver.add(Constraint(LinearExpression(v), .equal, 300, priority: .init(rawValue: 750)!))
        try solver.add(Constraint(LinearExpression(u), .equal, 500, priority: .init(rawValue: 750)!))
        let pinW = try solver.add(Constraint(LinearExpression(w), .equal, 390), tracksConstant: true)
        let pinH = try solver.add(Constraint(LinearExpression(h), .equal, 844), tracksConstant: true)
        let region = try XCTUnwrap(try solver.stableRegion(ofConstants: [pinW, pinH]))
        func holds(width: Double, height: Double) -> Bool {
            region.allSatisfy { $0.holds(at: [-(width - 390), -(height - 844)]) }
        }
        XCTAssertTrue(holds(width: 320, height: 540))
        XCTAssertTrue(holds(width: 1000, height: 2000))
        XCTAssertFalse(holds(width: 319.9, height: 844))
        XCTAssertFalse(holds(width: 390, height: 539.9))
        // Within `slack` of a side counts as on it.
        XCTAssertTrue(region.allSatisfy { $0.holds(at: [70.01, 0], slack: 0.02) })
        // One constant alone: the same ends as stableRange.
        let alone = try XCTUnwrap(try solver.stableRegion(ofConstants: [pinW]))
        let range = try XCTUnwrap(try solver.stableRange(ofConstant: pinW))
        XCTAssertTrue(alone.allSatisfy { $0.holds(at: [range.upperBound + 390]) })
        XCTAssertFalse(alone.allSatisfy { $0.holds(at: [range.upperBound + 390 + 0.01]) })
    }

    func testAConstantThatRequiredEqualitiesFixHasNoRoom() throws {
        var solver = Solver()
        let (w, h) = solver.makeVariables("w", "h")
        try solver.add(Constraint(LinearExpression(h), .equal, 195))
        try solver.add(Constraint(LinearExpression(w), .equal, 2 * LinearExpression(h)))
        let pin = try solver.add(Constraint(LinearExpression(w), .equal, 390), tracksConstant: true)
        XCTAssertEqual(try solver.stableRange(ofConstant: pin), -390...(-390))
        // h + c >= 0, with h at 195, holds for every c from -195 up.
        let plain = try solver.add(Constraint(LinearExpression(h), .greaterThanOrEqual, 0))
        XCTAssertEqual(try solver.stableRange(ofConstant: plain), -195...Double.infinity)
        let untracked = try solver.add(Constraint(LinearExpression(h) + LinearExpression(w), .equal, 585))
        XCTAssertNil(try solver.stableRange(ofConstant: untracked))
    }

    /// The symbols in the basis: what a pivot changes.
    private func basis(_ solver: Solver) -> [Int] {
        solver.rows.indices.filter { solver.rows[$0] != nil }
    }

    func testOnRandomSystemsTheBasisHoldsInsideTheRangeAndChangesJustOutside() {
        PropertyRun("stable range", fallbackSeed: 0x5A7E_0F_2A11, caseCount: 400).run { rng, transcript in
            let system = RandomSystem(using: &rng)
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            for constraint in system.constraints {
                _ = try? solver.add(constraint.solverConstraint(variables))
            }
            // The parameter: x0 == t, required, at an integer t.
            let start = Double(rng.int(in: -5...5))
            transcript.append("\(system)\nparameter: x0 == \(start)")
            guard
                let pin = try? solver.add(
                    Constraint(LinearExpression(variables[0]), .equal, LinearExpression(constant: start)),
                    tracksConstant: true),
                let range = try? solver.stableRange(ofConstant: pin)
            else { return [] }
            transcript.append("range of the constant: \(range)")
            var findings: [String] = []
            guard range.contains(-start) else {
                return ["the range \(range) leaves out the constant \(-start)"]
            }
            let before = basis(solver)
            let low = max(range.lowerBound, -start - 6)
            let high = min(range.upperBound, -start + 6)
            var values: [[Double]] = []
            for constant in [low, (low + high) / 2, high] {
                var moved = solver
                do {
                    try moved.setConstant(constant, of: pin)
                } catch {
                    findings.append("the constant \(constant), inside the range, was refused")
                    continue
                }
                if basis(moved) != before {
                    findings.append("the basis changed at \(constant), inside the range")
                }
                values.append(variables.map { moved.value(of: $0) })
            }
            if values.count == 3 {
                for index in variables.indices {
                    let middle = (values[0][index] + values[2][index]) / 2
                    if abs(values[1][index] - middle) > 1e-6 * max(1, abs(middle)) {
                        findings.append("x\(index) is not affine over the range: \(values.map { $0[index] })")
                    }
                }
            }
            // Just past a finite end the basis must change, or the constant be refused.
            for end in [range.lowerBound - 1e-3, range.upperBound + 1e-3] where end.isFinite {
                var moved = solver
                if (try? moved.setConstant(end, of: pin)) != nil, basis(moved) == before {
                    findings.append("the basis still holds at \(end), past the end of the range")
                }
            }
            return findings
        }
    }
}
