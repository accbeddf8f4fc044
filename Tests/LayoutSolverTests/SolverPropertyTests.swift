import TestSupport
import XCTest

@testable import LayoutSolver

/// Random systems checked against the ``BruteForceOracle``, and random edits checked
/// against a solver built afresh. Every failure prints its seed; `LAYOUTGEN_SEED` replays.
final class SolverPropertyTests: XCTestCase {
    /// Adds each constraint of a random system in turn: accepted or refused exactly as the
    /// oracle says, with a minimal conflict; then the solution is one of the oracle's optimal
    /// solutions and the ambiguous variables are exactly the oracle's non-unique ones.
    func testRandomSystemsAgreeWithTheBruteForceOracle() {
        let run = PropertyRun(#function, fallbackSeed: 0x1A70_0715_0001, caseCount: 3_000)
        run.run { rng, transcript throws(Rational.Overflow) in
            let system = RandomSystem(using: &rng)
            transcript.append(system.description)
            var solver = Solver()
            // Half the cases refer to every basic external instead of copying short rows, so
            // that small systems exercise references (References.swift) as tall layouts do.
            if rng.chance(percent: 50) { solver.inlinedRowLimit = 0 }
            transcript.append("inlined rows up to \(solver.inlinedRowLimit) cells")
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var live: [ConstraintID: IntegerConstraint] = [:]
            var findings: [String] = []
            for constraint in system.constraints {
                let written = constraint.solverConstraint(
                    variables, constantOnRight: rng.chance(percent: 50),
                    keepZeroTerms: rng.chance(percent: 20))
                let outcome = try SolverOracleChecks.add(
                    constraint, written: written, to: &solver, live: &live,
                    variableCount: system.variableCount)
                findings += outcome.findings
                if let refused = outcome.refused { transcript.append("refused \(refused): \(constraint)") }
            }
            return try findings
                + SolverOracleChecks.compareSolution(solver, variables, Array(live.values))
        }
    }

    /// Random adds, removes, constant changes, edit variables, suggestions and invalid
    /// requests: after every step the solver is as good, level by level, as a fresh solver
    /// given the surviving constraints, agrees on what is ambiguous and on every unique
    /// value; invalid requests throw their documented error and change nothing; at the end
    /// the oracle agrees.
    func testIncrementalChangesMatchAFreshSolver() {
        let run = PropertyRun(#function, fallbackSeed: 0x1A70_0715_0002, caseCount: 400)
        run.run { rng, transcript throws(Rational.Overflow) in
            var scenario = IncrementalScenario(using: &rng)
            transcript.append(
                "\(scenario.system.variableCount) variables, priorities \(scenario.system.palette)")
            var findings: [String] = []
            for step in 0..<24 {
                let roll = rng.int(in: 0...99)
                let stepFindings: [String]
                switch roll {
                case 0..<35: stepFindings = try scenario.addConstraint(using: &rng)
                case 35..<50: stepFindings = scenario.removeConstraint(using: &rng)
                case 50..<68: stepFindings = try scenario.changeConstant(using: &rng)
                case 68..<76: stepFindings = scenario.addEditVariable(using: &rng)
                case 76..<90: stepFindings = scenario.suggestValue(using: &rng)
                default: stepFindings = scenario.makeInvalidRequest(using: &rng)
                }
                transcript.append("step \(step): \(scenario.lastStep)")
                findings += stepFindings
                findings += scenario.compareWithFreshSolver()
                // Later steps build on the state; after a wrong one they only add noise.
                if !findings.isEmpty { return findings }
            }
            return try SolverOracleChecks.compareSolution(
                scenario.solver, scenario.variables, Array(scenario.live.values))
        }
    }
}

/// One solver under random changes, with the model of what it should hold.
private struct IncrementalScenario {
    var system: RandomSystem
    var solver = Solver()
    let variables: [Variable]
    /// The constraints in the solver, with their current constants.
    var live: [ConstraintID: IntegerConstraint] = [:]
    /// Variable index to the handle of its edit constraint.
    var edits: [Int: ConstraintID] = [:]
    /// Handles that name no constraint: removed or refused.
    var gone: [ConstraintID] = []
    /// What the last step did, for the transcript.
    var lastStep = ""

    init(using rng: inout SeededRandom) {
        system = RandomSystem(using: &rng, variableCount: 2...4, constraintCount: 0...0)
        var solver = Solver()
        // Against a fresh solver that copies short rows: half the cases refer to everything.
        if rng.chance(percent: 50) { solver.inlinedRowLimit = 0 }
        variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
        self.solver = solver
    }

    // MARK: Steps

    /// Adds a random constraint in the style of the system (duplicates and parallels of
    /// earlier ones included, and often an exact copy of one still in the solver, whose
    /// removal later must leave the copy in force), checked against the oracle.
    mutating func addConstraint(using rng: inout SeededRandom) throws(Rational.Overflow) -> [String] {
        let constraint =
            !live.isEmpty && rng.chance(percent: 20)
            ? live[randomLiveHandle(using: &rng)!]! : system.nextConstraint(using: &rng)
        system.constraints.append(constraint)
        let written = constraint.solverConstraint(variables, constantOnRight: rng.chance(percent: 50))
        let outcome = try SolverOracleChecks.add(
            constraint, written: written, to: &solver, live: &live, variableCount: variables.count)
        if let refused = outcome.refused {
            gone.append(refused)
            lastStep = "add \(constraint) -> refused as \(refused)"
        } else {
            lastStep = "add \(constraint) -> \(solver.constraintIDs.last.map { "\($0)" } ?? "?")"
        }
        return outcome.findings
    }

    /// Removes a random constraint; an edit constraint sometimes through
    /// `removeEditVariable`. When the solution from before is still optimal without the
    /// constraint (every required constraint holds there, and each level's error sum equals
    /// the one after the removal, which the fresh solver checks is optimal), no variable moves.
    mutating func removeConstraint(using rng: inout SeededRandom) -> [String] {
        guard let id = randomLiveHandle(using: &rng) else {
            lastStep = "remove: nothing to remove"
            return []
        }
        let before = variables.map { solver.value(of: $0) }
        let editVariable = edits.first(where: { $0.value == id })?.key
        do {
            if let index = editVariable, rng.chance(percent: 50) {
                lastStep = "removeEditVariable(x\(index)) (\(id))"
                try solver.removeEditVariable(variables[index])
            } else {
                lastStep = "remove(\(id)) \(live[id]!)"
                try solver.remove(id)
            }
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        live[id] = nil
        if let index = editVariable { edits[index] = nil }
        gone.append(id)
        if editVariable != nil, solver.hasEditVariable(variables[editVariable!]) {
            return ["After \(lastStep) the variable is still an edit variable."]
        }
        let after = variables.map { solver.value(of: $0) }
        let remaining = Array(live.values)
        let tolerance = SolverOracleChecks.tolerance
        let stillOptimal =
            remaining.requiredViolation(at: before) <= tolerance
            && zip(remaining.levelErrors(at: before), remaining.levelErrors(at: after)).allSatisfy {
                abs($0.errorSum - $1.errorSum) <= tolerance
            }
        guard stillOptimal else { return [] }
        return variables.indices.compactMap { index in
            abs(after[index] - before[index]) <= tolerance
                ? nil
                : "x\(index) moved from \(before[index]) to \(after[index]) though the solution before "
                    + "\(lastStep) is still optimal."
        }
    }

    /// Sets a random constraint's constant to a random integer: a required one is refused,
    /// keeping its old constant, exactly when the oracle finds the new one infeasible.
    mutating func changeConstant(using rng: inout SeededRandom) throws(Rational.Overflow) -> [String] {
        guard let id = randomLiveHandle(using: &rng) else {
            lastStep = "setConstant: no constraint"
            return []
        }
        let old = live[id]!
        var changed = old
        changed.constant = rng.int(in: -10...10)
        var others = live
        others[id] = nil
        let feasible =
            changed.isRequired
            ? try BruteForceOracle.isFeasible(
                Array(others.values) + [changed], variableCount: variables.count)
            : true
        lastStep = "setConstant(\(changed.constant), of: \(id)) on \(old)"
        do {
            try solver.setConstant(Double(changed.constant), of: id)
            live[id] = changed
            return feasible ? [] : ["\(lastStep) was accepted, but the oracle finds it infeasible."]
        } catch .unsatisfiable(let refused, let conflict) {
            lastStep += " -> refused, conflict \(conflict)"
            var findings: [String] = []
            if feasible {
                findings.append("\(lastStep) was refused, but the oracle finds it feasible.")
            } else {
                var known = live
                known[id] = changed
                findings += try SolverOracleChecks.checkConflict(
                    refused: refused, conflict: conflict, known: known, variableCount: variables.count)
            }
            if refused != id { findings.append("\(lastStep) refused \(refused), not \(id).") }
            if solver.constraint(id)?.expression.constant != Double(old.constant) {
                findings.append(
                    "After \(lastStep) the constraint does not keep its old constant \(old.constant).")
            }
            return findings
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
    }

    /// Makes a random variable that is not one yet an edit variable at a palette priority.
    mutating func addEditVariable(using rng: inout SeededRandom) -> [String] {
        let candidates = variables.indices.filter { edits[$0] == nil }
        guard !candidates.isEmpty else {
            lastStep = "addEditVariable: every variable is one"
            return []
        }
        let index = rng.element(of: candidates)
        let priority = rng.element(of: system.palette)
        lastStep = "addEditVariable(x\(index), priority: \(priority))"
        let before = Set(solver.constraintIDs)
        do {
            try solver.addEditVariable(variables[index], priority: Priority(rawValue: Float(priority))!)
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        let added = solver.constraintIDs.filter { !before.contains($0) }
        guard added.count == 1, solver.hasEditVariable(variables[index]) else {
            return [
                "\(lastStep) added the handles \(added); hasEditVariable is "
                    + "\(solver.hasEditVariable(variables[index]))."
            ]
        }
        var coefficients = Array(repeating: 0, count: variables.count)
        coefficients[index] = 1
        live[added[0]] = IntegerConstraint(
            coefficients: coefficients, constant: 0, relation: .equal, priority: priority)
        edits[index] = added[0]
        lastStep += " -> \(added[0])"
        return []
    }

    /// Suggests a random integer value for a random edit variable.
    mutating func suggestValue(using rng: inout SeededRandom) -> [String] {
        guard !edits.isEmpty else {
            lastStep = "suggestValue: no edit variable"
            return []
        }
        let (index, id) = rng.element(of: edits.sorted(by: { $0.key < $1.key }))
        let value = rng.int(in: -10...10)
        lastStep = "suggestValue(\(value), for: x\(index)) (\(id))"
        do {
            try solver.suggestValue(Double(value), for: variables[index])
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        live[id]!.constant = -value
        return []
    }

    /// A request the solver must refuse with its documented error, leaving everything as it
    /// was: an unknown handle, an unknown or duplicate edit variable, a required edit
    /// variable, a non-finite number, a variable from another solver.
    mutating func makeInvalidRequest(using rng: inout SeededRandom) -> [String] {
        let editIndices = edits.keys.sorted()
        let plainIndices = variables.indices.filter { edits[$0] == nil }
        var kinds = [5, 6, 7]
        if !gone.isEmpty { kinds += [0, 1] }
        if !plainIndices.isEmpty { kinds += [2, 3, 4] }
        if !editIndices.isEmpty { kinds += [8, 9] }
        if !live.isEmpty { kinds.append(10) }
        switch rng.element(of: kinds) {
        case 0:
            let id = rng.element(of: gone)
            return expectRefusal("remove(\(id))", .exactly(.unknownConstraint(id))) {
                solver throws(SolverError) in
                try solver.remove(id)
            }
        case 1:
            let id = rng.element(of: gone)
            return expectRefusal("setConstant(3, of: \(id))", .exactly(.unknownConstraint(id))) {
                solver throws(SolverError) in
                try solver.setConstant(3, of: id)
            }
        case 2:
            let index = rng.element(of: plainIndices)
            return expectRefusal(
                "suggestValue(5, for: x\(index))", .exactly(.unknownEditVariable(variables[index]))
            ) {
                [variables] solver throws(SolverError) in
                try solver.suggestValue(5, for: variables[index])
            }
        case 3:
            let index = rng.element(of: plainIndices)
            return expectRefusal(
                "removeEditVariable(x\(index))", .exactly(.unknownEditVariable(variables[index]))
            ) {
                [variables] solver throws(SolverError) in
                try solver.removeEditVariable(variables[index])
            }
        case 4:
            let index = rng.element(of: plainIndices)
            return expectRefusal("addEditVariable(x\(index), priority: .required)", .invalidConstraint) {
                [variables] solver throws(SolverError) in
                try solver.addEditVariable(variables[index], priority: .required)
            }
        case 5:
            let constraint = Constraint(Double.nan * variables[0], .equal, 1)
            return expectRefusal("add(nan * x0 == 1)", .invalidConstraint) { solver throws(SolverError) in
                try solver.add(constraint)
            }
        case 6:
            let constraint = Constraint(variables[0] + Double.infinity, .lessThanOrEqual, 0, priority: 500)
            return expectRefusal("add(x0 + inf <= 0 @500)", .invalidConstraint) {
                solver throws(SolverError) in
                try solver.add(constraint)
            }
        case 7:
            var other = Solver()
            let foreign = (0...variables.count).map { _ in other.makeVariable() }.last!
            let constraint = Constraint(LinearExpression(foreign), .equal, 1)
            return expectRefusal(
                "add(\(foreign) == 1) with a variable from another solver",
                .exactly(.foreignVariable(foreign))
            ) {
                solver throws(SolverError) in
                try solver.add(constraint)
            }
        case 8:
            let index = rng.element(of: editIndices)
            let duplicate = SolverError.duplicateEditVariable(variables[index])
            return expectRefusal("addEditVariable(x\(index), priority: 500) twice", .exactly(duplicate)) {
                [variables] solver throws(SolverError) in
                try solver.addEditVariable(variables[index], priority: 500)
            }
        case 9:
            let index = rng.element(of: editIndices)
            return expectRefusal("suggestValue(.nan, for: x\(index))", .invalidConstraint) {
                [variables] solver throws(SolverError) in
                try solver.suggestValue(.nan, for: variables[index])
            }
        default:
            let id = live.keys.sorted()[rng.int(in: 0...(live.count - 1))]
            return expectRefusal("setConstant(.infinity, of: \(id))", .invalidConstraint) {
                solver throws(SolverError) in
                try solver.setConstant(.infinity, of: id)
            }
        }
    }

    /// The error an invalid request must throw.
    enum ExpectedError {
        case exactly(SolverError)
        /// Any ``SolverError/invalidConstraint(_:)``, whatever its message.
        case invalidConstraint

        func matches(_ error: SolverError) -> Bool {
            switch (self, error) {
            case (.exactly(let expected), _): return error == expected
            case (.invalidConstraint, .invalidConstraint): return true
            case (.invalidConstraint, _): return false
            }
        }
    }

    /// Runs a request that must throw `expected` and leave the solver's constraints, values,
    /// edit variables and ambiguity exactly as they were.
    private mutating func expectRefusal(
        _ request: String, _ expected: ExpectedError, _ body: (inout Solver) throws(SolverError) -> Void
    ) -> [String] {
        lastStep = "invalid request \(request)"
        let before = snapshot()
        do {
            try body(&solver)
            return ["\(request) did not throw."]
        } catch {
            var findings: [String] = []
            if !expected.matches(error) {
                findings.append("\(request) threw \(error), not the documented error.")
            }
            if snapshot() != before { findings.append("\(request) threw but changed the solver.") }
            return findings
        }
    }

    private struct Snapshot: Equatable {
        var handles: [ConstraintID]
        var values: [Double]
        var editVariables: [Bool]
        var ambiguous: [Variable]
    }

    private func snapshot() -> Snapshot {
        Snapshot(
            handles: solver.constraintIDs, values: variables.map { solver.value(of: $0) },
            editVariables: variables.map { solver.hasEditVariable($0) },
            ambiguous: solver.ambiguousVariables())
    }

    private func randomLiveHandle(using rng: inout SeededRandom) -> ConstraintID? {
        live.isEmpty ? nil : live.keys.sorted()[rng.int(in: 0...(live.count - 1))]
    }

    // MARK: Checking

    /// Compares the solver with a fresh one given the surviving constraints in handle order:
    /// the same handles and constants, every required constraint holding, the same error sum
    /// at every level, the same ambiguous variables and the same unique values.
    func compareWithFreshSolver() -> [String] {
        var findings = solver.referenceInvariantViolations()
        if solver.constraintIDs != live.keys.sorted() {
            findings.append(
                "constraintIDs is \(solver.constraintIDs), the model holds \(live.keys.sorted()).")
        }
        for (id, constraint) in live
        where solver.constraint(id)?.expression.constant != Double(constraint.constant) {
            findings.append(
                "\(id) has the constant \(solver.constraint(id)?.expression.constant ?? .nan), "
                    + "expected \(constraint.constant)."
            )
        }
        for (index, variable) in variables.enumerated()
        where solver.hasEditVariable(variable) != (edits[index] != nil) {
            findings.append("hasEditVariable(x\(index)) is \(solver.hasEditVariable(variable)).")
        }
        var fresh = Solver()
        let freshVariables = variables.indices.map { fresh.makeVariable("x\($0)") }
        let constraints = live.sorted { $0.key < $1.key }.map(\.value)
        for constraint in constraints {
            do {
                try fresh.add(constraint.solverConstraint(freshVariables))
            } catch {
                return findings + ["A fresh solver refused \(constraint) with \(error)."]
            }
        }
        let values = variables.map { solver.value(of: $0) }
        let freshValues = freshVariables.map { fresh.value(of: $0) }
        let violation = constraints.requiredViolation(at: values)
        if violation > SolverOracleChecks.tolerance {
            findings.append("A required constraint is violated by \(violation) at \(values).")
        }
        let levels = constraints.levelErrors(at: values)
        let freshLevels = constraints.levelErrors(at: freshValues)
        if zip(levels, freshLevels).contains(where: {
            abs($0.errorSum - $1.errorSum) > SolverOracleChecks.tolerance
        }) {
            findings.append(
                "Level error sums are \(levels.map { "@\($0.priority): \($0.errorSum)" }) at \(values); "
                    + "a fresh solver gets \(freshLevels.map { "@\($0.priority): \($0.errorSum)" }) "
                    + "at \(freshValues)."
            )
        }
        let ambiguous = solver.ambiguousVariables().map(\.id)
        let freshAmbiguous = fresh.ambiguousVariables().map(\.id)
        if ambiguous != freshAmbiguous {
            findings.append(
                "ambiguousVariables() is \(ambiguous); a fresh solver says \(freshAmbiguous) "
                    + "(values \(values), fresh \(freshValues))."
            )
        }
        for index in variables.indices where !freshAmbiguous.contains(index) {
            if abs(values[index] - freshValues[index]) > SolverOracleChecks.tolerance {
                findings.append(
                    "x\(index) is \(values[index]); a fresh solver finds the unique value "
                        + "\(freshValues[index])."
                )
            }
        }
        return findings
    }
}
