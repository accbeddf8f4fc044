import XCTest

@testable import LayoutSolver

/// The shape of the tableau on layout-shaped work, which is what makes the solver scale
/// linearly: short rows, an exact column index, incremental changes where they are promised
/// and rebuilds that equal a fresh build. Structural, not timed.
final class PerformanceShapeTests: XCTestCase {
    /// A view's four variables; right and bottom are expressions.
    struct Box {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ solver: inout Solver, _ name: String) {
            left = solver.makeVariable("\(name).left")
            top = solver.makeVariable("\(name).top")
            width = solver.makeVariable("\(name).width")
            height = solver.makeVariable("\(name).height")
        }

        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
    }

    /// The benchmark's chain: `count` views stacked 8 apart in a container whose width is an
    /// edit variable. Returns the solver, the container and the views.
    func makeChain(_ count: Int, tracksPins: Bool = false) throws -> (Solver, Box, [Box]) {
        var solver = Solver()
        let container = Box(&solver, "container")
        try solver.add(Constraint(LinearExpression(container.left), .equal, 0), tracksConstant: tracksPins)
        try solver.add(Constraint(LinearExpression(container.top), .equal, 0), tracksConstant: tracksPins)
        try solver.add(Constraint(LinearExpression(container.height), .equal, 0, priority: 1))
        try solver.addEditVariable(container.width, priority: 750)
        try solver.suggestValue(390, for: container.width)
        var views: [Box] = []
        for index in 0..<count {
            let view = Box(&solver, "v\(index)")
            let above = views.last?.bottom ?? LinearExpression(container.top)
            try solver.add(Constraint(LinearExpression(view.top), .equal, above + 8))
            try solver.add(Constraint(LinearExpression(view.height), .equal, 44))
            try solver.add(Constraint(LinearExpression(view.left), .equal, container.left + 16))
            try solver.add(Constraint(view.right, .equal, container.right - 16))
            views.append(view)
        }
        try solver.add(Constraint(container.bottom, .greaterThanOrEqual, views.last!.bottom + 8))
        return (solver, container, views)
    }

    func largestRow(_ solver: Solver) -> Int { solver.rows.map { $0?.cells.count ?? 0 }.max() ?? 0 }

    func assertSameValues(_ lhs: Solver, _ rhs: Solver, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lhs.variableCount, rhs.variableCount, file: file, line: line)
        for variable in lhs.variables {
            XCTAssertEqual(
                lhs.value(of: variable), rhs.value(of: variable), accuracy: 1e-9, "\(lhs.name(of: variable))",
                file: file, line: line)
        }
        XCTAssertEqual(lhs.ambiguousVariables(), rhs.ambiguousVariables(), file: file, line: line)
    }

    // MARK: Row length

    func testTenThousandViewChainKeepsEveryRowShortAndHasNoDummies() throws {
        var (solver, container, views) = try makeChain(10_000)
        // Every row holds at most the edit's two errors and a slack or two, whatever N is.
        XCTAssertLessThanOrEqual(largestRow(solver), 4)
        XCTAssertFalse(solver.kinds.contains(.dummy))
        XCTAssertTrue(solver.columns.matches(solver.rows))
        XCTAssertEqual(solver.value(of: views.last!.top), 8 + 9_999 * 52, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: container.height), 10_000 * 52 + 8, accuracy: 1e-6)
        try solver.suggestValue(1024, for: container.width)
        XCTAssertEqual(solver.value(of: views[5_000].width), 1024 - 32, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(largestRow(solver), 4)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testGridRowsStayShort() throws {
        // The grid scene (Apple's Auto Layout Guide, scroll view example): each square's width
        // is the first square's, so rows hold only the first square's slack and error symbols,
        // not one symbol per square above or before.
        var solver = Solver()
        let side = 30
        let content = Box(&solver, "content")
        let frameWidth = solver.makeVariable("frame.width")
        try solver.add(Constraint(LinearExpression(content.left), .equal, 0))
        try solver.add(Constraint(LinearExpression(content.top), .equal, 0))
        try solver.addEditVariable(frameWidth, priority: 750)
        try solver.suggestValue(390, for: frameWidth)
        var cells: [[Box]] = []
        for row in 0..<side {
            var line: [Box] = []
            for column in 0..<side {
                let cell = Box(&solver, "cell\(row)_\(column)")
                try solver.add(
                    Constraint(LinearExpression(cell.width), .equal, LinearExpression(cell.height)))
                if let first = cells.first?.first ?? line.first {
                    try solver.add(
                        Constraint(LinearExpression(cell.width), .equal, LinearExpression(first.width)))
                } else {
                    try solver.add(Constraint(LinearExpression(cell.width), .greaterThanOrEqual, 80))
                    try solver.add(Constraint(LinearExpression(cell.width), .equal, 80, priority: 1))
                }
                let leading = line.last?.right ?? LinearExpression(content.left)
                try solver.add(Constraint(LinearExpression(cell.left), .equal, leading + 8))
                let above = row > 0 ? cells[row - 1][column].bottom : LinearExpression(content.top)
                try solver.add(Constraint(LinearExpression(cell.top), .equal, above + 8))
                if column == side - 1 { try solver.add(Constraint(cell.right + 8, .equal, content.right)) }
                if row == side - 1 { try solver.add(Constraint(cell.bottom + 8, .equal, content.bottom)) }
                line.append(cell)
            }
            cells.append(line)
        }
        try solver.add(
            Constraint(LinearExpression(content.width), .greaterThanOrEqual, LinearExpression(frameWidth)))
        XCTAssertLessThanOrEqual(largestRow(solver), 4)
        XCTAssertTrue(solver.columns.matches(solver.rows))
        XCTAssertEqual(
            solver.value(of: cells[side - 1][side - 1].left), 8 + Double(side - 1) * 88, accuracy: 1e-6)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    // MARK: The column index

    func testColumnIndexStaysExactThroughPivotsRemovalsAndEdits() throws {
        // Inequalities, ties and edits make the simplex pivot in both directions; after every
        // step the index must list exactly the rows that hold each symbol.
        var solver = Solver()
        let x = (0..<6).map { solver.makeVariable("x\($0)") }
        var ids: [ConstraintID] = []
        ids.append(try solver.add(Constraint(LinearExpression(x[0]), .greaterThanOrEqual, 0)))
        for i in 1..<6 {
            ids.append(try solver.add(Constraint(LinearExpression(x[i]), .greaterThanOrEqual, x[i - 1] + 10)))
            ids.append(
                try solver.add(Constraint(LinearExpression(x[i]), .equal, 25 * Double(i), priority: 250)))
            XCTAssertTrue(solver.columns.matches(solver.rows))
        }
        ids.append(try solver.add(Constraint(x[5] - x[0], .lessThanOrEqual, 60)))
        try solver.addEditVariable(x[0], priority: 500)
        for target in [0.0, 40, -20, 100, 5] {
            try solver.suggestValue(target, for: x[0])
            XCTAssertTrue(solver.columns.matches(solver.rows))
            XCTAssertGreaterThanOrEqual(solver.value(of: x[0]), 0 - 1e-9)
            XCTAssertLessThanOrEqual(solver.value(of: x[5]) - solver.value(of: x[0]), 60 + 1e-9)
        }
        for id in [ids[3], ids[0], ids[7]] {
            try solver.remove(id)
            XCTAssertTrue(solver.columns.matches(solver.rows))
        }
    }

    // MARK: Rebuilds

    func testRemovingThenReaddingARequiredEqualityEqualsAFreshBuild() throws {
        var (solver, container, views) = try makeChain(50)
        let gap = Constraint(LinearExpression(views[20].top), .equal, views[19].bottom + 8)
        let id = solver.constraintIDs.first { solver.constraint($0) == gap }!
        try solver.remove(id)
        XCTAssertEqual(solver.rebuildCount, 1)
        XCTAssertTrue(solver.columns.matches(solver.rows))
        // Without the gap, views[20] has no top: it and every view below it are free.
        XCTAssertTrue(solver.ambiguousVariables().contains(views[20].top))
        XCTAssertEqual(solver.value(of: container.width), 390, accuracy: 1e-9, "the edit's value survives")
        try solver.add(gap)

        // A fresh solver with the same constraints, the gap last.
        var fresh = Solver(variablesOf: solver)
        for other in solver.constraintIDs where other != solver.edits[container.width] {
            try fresh.add(solver.constraint(other)!)
        }
        try fresh.addEditVariable(container.width, priority: 750)
        try fresh.suggestValue(390, for: container.width)
        assertSameValues(solver, fresh)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testChangingAnUntrackedRequiredConstantRebuildsAndKeepsHandles() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, 10))
        let follow = try solver.add(Constraint(LinearExpression(y), .equal, x + 5))
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(99, for: y)
        try solver.setConstant(-20, of: pin)
        XCTAssertEqual(solver.rebuildCount, 1)
        XCTAssertEqual(solver.value(of: y), 25, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintIDs.first, pin)
        XCTAssertTrue(solver.contains(follow))
        XCTAssertTrue(solver.hasEditVariable(y))
        // The edit's constant survived the rebuild: freed, y goes to the suggested 99.
        try solver.remove(follow)
        XCTAssertEqual(solver.value(of: y), 99, accuracy: 1e-9)
    }

    // MARK: Tracked constants

    func testTrackedConstantChangesIncrementally() throws {
        var (solver, container, views) = try makeChain(200, tracksPins: true)
        let pinTop = solver.constraintIDs[1]
        let symbols = solver.kinds.count
        try solver.setConstant(-100, of: pinTop)  // container.top == 100
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.kinds.count, symbols, "no symbol was made")
        XCTAssertEqual(solver.value(of: views[199].top), 100 + 8 + 199 * 52, accuracy: 1e-6)
        XCTAssertTrue(solver.columns.matches(solver.rows))
        // The tracked pin's dummy is in every top's row; no other dummy exists.
        XCTAssertEqual(solver.kinds.filter { $0 == .dummy }.count, 2)
        try solver.remove(pinTop)
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(
            solver.ambiguousVariables(), [container.top] + views.map(\.top), "the stack floats once unpinned")
    }

    func testTrackedConstantThatConflictsLeavesTheSolverUnchanged() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, 10), tracksConstant: true)
        let floor = try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, 0))
        let link = try solver.add(Constraint(LinearExpression(y), .equal, x - 4))
        XCTAssertThrowsError(try solver.setConstant(-2, of: pin)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(refused: pin, conflict: [pin, floor, link]))
        }
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        XCTAssertEqual(solver.constraint(pin)?.expression.constant, -10)
        try solver.setConstant(-7, of: pin)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.rebuildCount, 0)
    }

    func testEqualityImpliedThroughATrackedOneStillBindsWhenItsConstantMoves() throws {
        // x == 5 (tracked) makes a later x == 5 redundant; moving the tracked one to 6 must
        // then conflict with it, not silently drop it.
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        let tracked = try solver.add(Constraint(LinearExpression(x), .equal, 5), tracksConstant: true)
        try solver.add(Constraint(LinearExpression(y), .equal, x + 1))
        let implied = try solver.add(Constraint(LinearExpression(y), .equal, 6))
        XCTAssertThrowsError(try solver.setConstant(-6, of: tracked)) { error in
            guard case SolverError.unsatisfiable(let refused, let conflict) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(refused, tracked)
            XCTAssertTrue(conflict.contains(implied))
        }
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
        try solver.remove(implied)
        try solver.setConstant(-6, of: tracked)
        XCTAssertEqual(solver.value(of: y), 7, accuracy: 1e-9)
    }

    /// Random adds (half of them tracking their constants), removals and constant changes
    /// on small systems: after every step the solver agrees with the brute-force oracle
    /// (required constraints hold, every level is optimal, unique values and ambiguity are
    /// exact) and its column index is exact; a refused change keeps the old constant and the
    /// old solution, with a minimal conflict.
    func testTrackedAndUntrackedConstraintsAgreeWithTheOracleUnderRandomChanges() {
        let run = PropertyRun(#function, fallbackSeed: 0x1A70_0715_0005, caseCount: 300)
        run.run { rng, transcript throws(Rational.Overflow) in
            var system = RandomSystem(using: &rng, variableCount: 2...4, constraintCount: 0...0)
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var live: [ConstraintID: IntegerConstraint] = [:]
            for step in 0..<16 {
                var findings: [String] = []
                let roll = rng.int(in: 0...99)
                if roll < 50 || live.isEmpty {
                    let constraint = system.nextConstraint(using: &rng)
                    system.constraints.append(constraint)
                    let tracks = rng.chance(percent: 50)
                    transcript.append("step \(step): add \(constraint)\(tracks ? " tracking" : "")")
                    findings += try SolverOracleChecks.add(
                        constraint, written: constraint.solverConstraint(variables), tracksConstant: tracks,
                        to: &solver, live: &live, variableCount: variables.count
                    ).findings
                } else if roll < 70 {
                    let id = rng.element(of: live.keys.sorted())
                    transcript.append("step \(step): remove \(id) \(live[id]!)")
                    do { try solver.remove(id) } catch { findings.append("It threw \(error).") }
                    live[id] = nil
                } else {
                    let id = rng.element(of: live.keys.sorted())
                    var changed = live[id]!
                    changed.constant = rng.int(in: -10...10)
                    var others = live
                    others[id] = nil
                    transcript.append("step \(step): setConstant \(changed.constant) of \(id) \(live[id]!)")
                    let feasible =
                        changed.isRequired
                        ? try BruteForceOracle.isFeasible(
                            Array(others.values) + [changed], variableCount: variables.count)
                        : true
                    let before = variables.map { solver.value(of: $0) }
                    do throws(SolverError) {
                        try solver.setConstant(Double(changed.constant), of: id)
                        live[id] = changed
                        if !feasible {
                            findings.append("It was accepted, but the oracle finds it infeasible.")
                        }
                    } catch .unsatisfiable(let refused, let conflict) {
                        var known = live
                        known[id] = changed
                        findings += feasible ? ["It was refused, but the oracle finds it feasible."] : []
                        findings += try SolverOracleChecks.checkConflict(
                            refused: refused, conflict: conflict, known: known, variableCount: variables.count
                        )
                        if solver.constraint(id)?.expression.constant != Double(live[id]!.constant) {
                            findings.append("The refused change did not keep the old constant.")
                        }
                        let after = variables.map { solver.value(of: $0) }
                        if zip(before, after).contains(where: { abs($0 - $1) > SolverOracleChecks.tolerance })
                        {
                            findings.append(
                                "The refused change moved the solution from \(before) to \(after).")
                        }
                    } catch {
                        findings.append("It threw \(error).")
                    }
                }
                if !solver.columns.matches(solver.rows) { findings.append("The column index is not exact.") }
                findings += try SolverOracleChecks.compareSolution(solver, variables, Array(live.values))
                if !findings.isEmpty { return findings }
            }
            return []
        }
    }

    func testRequiredInequalityConstantMovesWithoutARebuild() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let floor = try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, 100))
        try solver.add(Constraint(LinearExpression(width), .equal, 0, priority: 250))
        try solver.setConstant(-150, of: floor)
        XCTAssertEqual(solver.value(of: width), 150, accuracy: 1e-9)
        try solver.setConstant(-50, of: floor)
        XCTAssertEqual(solver.value(of: width), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.rebuildCount, 0)
    }
}
