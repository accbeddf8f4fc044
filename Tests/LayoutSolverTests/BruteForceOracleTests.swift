import LayoutSolver
import XCTest

/// The oracle checked on systems solved by hand, so that agreeing with it means something.
final class BruteForceOracleTests: XCTestCase {
    /// `coefficients · x + constant  relation  0` at `priority`.
    private func constraint(
        _ coefficients: [Int], _ constant: Int, _ relation: Relation, _ priority: Int = 1000
    ) -> IntegerConstraint {
        IntegerConstraint(
            coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    func testRationalsStayInLowestTermsWithAPositiveDenominator() throws {
        let value = try Rational(6, -4)
        XCTAssertEqual(value.numerator, -3)
        XCTAssertEqual(value.denominator, 2)
        XCTAssertEqual(try value + Rational(1, 2), Rational(-1))
        XCTAssertEqual(try value * Rational(-2, 3), Rational(1))
        XCTAssertEqual(try Rational(1, 3) / Rational(2, 9), try Rational(3, 2))
        XCTAssertLessThan(try Rational(-7, 3), try Rational(-9, 4))
    }

    func testRationalOverflowThrowsInsteadOfTrapping() {
        let huge = Rational(Int(Int64.max))
        XCTAssertThrowsError(try huge + Rational(1))
        XCTAssertThrowsError(try huge * Rational(2))
        XCTAssertThrowsError(try -(Rational(Int(Int64.min))))
        // Comparison is exact in 128 bits and never overflows.
        XCTAssertLessThan(try Rational(Int64.max - 1, Int64.max), try Rational(Int64.max, Int64.max - 1))
    }

    func testTieAt500SpansTheIntervalBetweenBothValues() throws {
        let system = [constraint([1], -100, .equal, 500), constraint([1], -200, .equal, 500)]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 1))
        XCTAssertEqual(solution.levelOptima.map(\.priority), [500])
        XCTAssertEqual(solution.levelOptima.map(\.errorSum), [Rational(100)])
        XCTAssertEqual(solution.ranges[0].min, Rational(100))
        XCTAssertEqual(solution.ranges[0].max, Rational(200))
        XCTAssertEqual(solution.ambiguousIndices, [0])
    }

    func testHigherLevelIsSettledBeforeTheLowerOne() throws {
        let system = [constraint([1], -100, .equal, 500), constraint([1], -200, .equal, 501)]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 1))
        XCTAssertEqual(solution.levelOptima.map(\.priority), [501, 500])
        XCTAssertEqual(solution.levelOptima.map(\.errorSum), [Rational(0), Rational(100)])
        XCTAssertEqual(solution.uniqueValue(of: 0), Rational(200))
    }

    func testRequiredBoundStopsAnOptionalPull() throws {
        // x <= 5 required, x == 10 @250 and 2x >= 3 @250: x = 5, errors 5 + 0.
        let system = [
            constraint([1], -5, .lessThanOrEqual), constraint([1], -10, .equal, 250),
            constraint([2], -3, .greaterThanOrEqual, 250),
        ]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 1))
        XCTAssertEqual(solution.levelOptima.map(\.errorSum), [Rational(5)])
        XCTAssertEqual(solution.uniqueValue(of: 0), Rational(5))
    }

    func testFractionalVertexIsExact() throws {
        // 3x + y == 1, x - 3y == 2: x = 1/2, y = -1/2.
        let system = [constraint([3, 1], -1, .equal), constraint([1, -3], -2, .equal)]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 2))
        XCTAssertEqual(solution.uniqueValue(of: 0), try Rational(1, 2))
        XCTAssertEqual(solution.uniqueValue(of: 1), try Rational(-1, 2))
    }

    func testConflictingRequiredConstraintsAreInfeasible() throws {
        let system = [
            constraint([1, 0], -1, .equal), constraint([1, 1], 0, .equal),
            constraint([0, 1], 0, .greaterThanOrEqual),
        ]
        XCTAssertFalse(try BruteForceOracle.isFeasible(system, variableCount: 2))
        XCTAssertNil(try BruteForceOracle.solve(system, variableCount: 2))
        XCTAssertTrue(try BruteForceOracle.isFeasible(Array(system.dropFirst()), variableCount: 2))
        XCTAssertFalse(try BruteForceOracle.isFeasible([constraint([0, 0], 3, .equal)], variableCount: 2))
        XCTAssertFalse(
            try BruteForceOracle.isFeasible([constraint([0, 0], 3, .lessThanOrEqual)], variableCount: 2))
    }

    func testOptionalConstraintsNeverMakeASystemInfeasible() throws {
        let system = [
            constraint([1], -1, .equal), constraint([1], -2, .equal, 750), constraint([0], 4, .equal, 1),
        ]
        XCTAssertTrue(try BruteForceOracle.isFeasible(system, variableCount: 1))
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 1))
        XCTAssertEqual(solution.levelOptima.map(\.errorSum), [Rational(1), Rational(4)])
    }

    func testRedundantRowsAndAnUnconstrainedVariable() throws {
        // x + y == 4 twice, 2x + 2y == 8, 0 == 0, x - y == 0; z appears nowhere.
        let system = [
            constraint([1, 1, 0], -4, .equal), constraint([1, 1, 0], -4, .equal),
            constraint([2, 2, 0], -8, .equal), constraint([0, 0, 0], 0, .equal),
            constraint([1, -1, 0], 0, .equal),
        ]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 3))
        XCTAssertEqual(solution.uniqueValue(of: 0), Rational(2))
        XCTAssertEqual(solution.uniqueValue(of: 1), Rational(2))
        XCTAssertNil(solution.ranges[2].min)
        XCTAssertNil(solution.ranges[2].max)
        XCTAssertEqual(solution.ambiguousIndices, [2])
    }

    func testDegenerateCornerIsUnique() throws {
        // x >= 0, y >= 0, x + y <= 0: only (0, 0).
        let system = [
            constraint([1, 0], 0, .greaterThanOrEqual), constraint([0, 1], 0, .greaterThanOrEqual),
            constraint([1, 1], 0, .lessThanOrEqual),
        ]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 2))
        XCTAssertEqual(solution.ambiguousIndices, [])
        XCTAssertEqual(solution.uniqueValue(of: 0), Rational(0))
    }

    func testHalfBoundedVariableIsAmbiguous() throws {
        let system = [constraint([1], -3, .greaterThanOrEqual)]
        let solution = try XCTUnwrap(BruteForceOracle.solve(system, variableCount: 1))
        XCTAssertEqual(solution.ranges[0].min, Rational(3))
        XCTAssertNil(solution.ranges[0].max)
        XCTAssertEqual(solution.ambiguousIndices, [0])
    }

    func testBealesCyclingExampleTerminatesAtItsOptimum() throws {
        // Beale (1955), on which the textbook pivot rule cycles; Bland's rule does not.
        // minimise -3/4 a + 20 b - 1/2 c + 6 d  subject to a, b, c, d >= 0 and
        //   1/4 a - 8 b - c + 9 d <= 0,  1/2 a - 12 b - 1/2 c + 3 d <= 0,  c <= 1.
        // Optimum -5/4 at a = 1, c = 1.
        var system = [
            constraint([1, -32, -4, 36], 0, .lessThanOrEqual),
            constraint([1, -24, -1, 6], 0, .lessThanOrEqual),
            constraint([0, 0, 1, 0], -1, .lessThanOrEqual),
        ]
        for index in 0..<4 {
            var unit = [0, 0, 0, 0]
            unit[index] = 1
            system.append(constraint(unit, 0, .greaterThanOrEqual))
        }
        let form = StandardForm(system, variableCount: 4)
        let tableau = try XCTUnwrap(Tableau.feasible(form))
        var cost = [Rational](repeating: .zero, count: form.columnCount)
        for (index, value) in [try Rational(-3, 4), Rational(20), try Rational(-1, 2), Rational(6)]
            .enumerated()
        {
            cost[form.positiveColumn(of: index)] = value
            cost[form.negativeColumn(of: index)] = try -value
        }
        XCTAssertEqual(try tableau.minimum(of: cost), try Rational(-5, 4))
    }
}
