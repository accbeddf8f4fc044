import TestSupport
import XCTest

@testable import LayoutSolver

/// Seeded random layouts, many times the size of the property tests' systems, under random
/// edits: after every step the solver must agree with a fresh solver built from the
/// constraints that survive, and keep the invariants of references (References.swift).
///
/// A layout is a column of views in a container, each below the last (a chain) or below or
/// beside any earlier one (a web): labels held only by hugging (<= @250) and compression
/// resistance (>= @750), fixed heights, aspect ratios, equal heights, minimum heights, heights
/// that span two earlier views, floating views; each view pinned on both sides, centred or
/// leading; sometimes a grid of squares below (the grid scene); a third of the tops' equalities
/// track their constants. It is added chain first (as the runtime does), sizes first, or shuffled.
/// The steps remove, re-add and re-constant constraints, add and move edit variables (on
/// variables that other rows refer to), add conflicting and redundant required constraints,
/// and add derived variables whose rows cancel through references (`gap = next.top - top -
/// height`; `x == y - p` with `y == p + k`).
///
/// Each test runs 4 cases: one of 100-200 views for 5 steps, three of 20-36 views for 20.
/// `LAYOUTGEN_SEED` replays a failing run (the failure prints the case seed and its steps);
/// `LAYOUTGEN_STRESS_CASES=n` runs n times as many cases, to hunt.
final class ReferenceStressTests: XCTestCase {
    func testLayoutEditsMatchAFreshSolverWhenEveryRowRefers() {
        runStress(inlinedRowLimit: 0, fallbackSeed: 0x5EED_0013_0000)
    }

    func testLayoutEditsMatchAFreshSolverWhenShortRowsAreCopied() {
        runStress(inlinedRowLimit: 8, fallbackSeed: 0x5EED_0013_0008)
    }

    private func runStress(
        inlinedRowLimit: Int, fallbackSeed: UInt64, file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = PropertyRun(
            "ReferenceStress(inlinedRowLimit: \(inlinedRowLimit))", fallbackSeed: fallbackSeed,
            caseCount: LayoutStress.caseCount * LayoutStress.scale)
        var caseIndex = 0
        run.run(
            { rng, transcript in
                // Mostly short chains, so that many cases fit; one case in four (the first
                // among them) is tall, and takes fewer steps, each of which rebuilds it afresh.
                let tall = caseIndex % 4 == 0
                caseIndex += 1
                let viewCount = tall ? rng.int(in: 100...200) : rng.int(in: 20...36)
                var stress = LayoutStress(using: &rng, viewCount: viewCount, inlinedRowLimit: inlinedRowLimit)
                transcript.append(stress.summary)
                var findings = stress.buildFindings + stress.compareWithFreshSolver()
                if !findings.isEmpty { return findings }
                for step in 0..<(tall ? LayoutStress.stepCount / 4 : LayoutStress.stepCount) {
                    findings += stress.randomStep(using: &rng)
                    transcript.append("step \(step): \(stress.lastStep)")
                    findings += stress.compareWithFreshSolver()
                    if !findings.isEmpty { return findings }
                }
                return findings
            }, file: file, line: line)
    }
}

/// One layout in a solver under random changes, with the model of what it should hold.
private struct LayoutStress {
    /// `LAYOUTGEN_STRESS_CASES` runs more cases of each kind, to hunt.
    static let scale = Int(ProcessInfo.processInfo.environment["LAYOUTGEN_STRESS_CASES"] ?? "") ?? 1
    static let caseCount = 4
    static let stepCount = 20
    static let tolerance = 1e-6

    struct Entry {
        var constraint: Constraint
        var tracksConstant: Bool
    }

    var solver = Solver()
    var variables: [Variable] = []
    /// The constraints in the solver, with their current constants.
    var live: [ConstraintID: Entry] = [:]
    /// Constraints removed or refused, to add again.
    var removed: [Entry] = []
    var edits: [Variable: ConstraintID] = [:]
    /// Variables that other rows refer to: tops, heights, widths, the container's.
    var editable: [Variable] = []
    var tops: [Variable] = []
    var heights: [Variable] = []
    var summary = ""
    var buildFindings: [String] = []
    var lastStep = ""

    init(using rng: inout SeededRandom, viewCount: Int, inlinedRowLimit: Int) {
        solver.inlinedRowLimit = inlinedRowLimit
        let web = rng.chance(percent: 50)
        let containerTop = makeVariable("c.top")
        let containerLeft = makeVariable("c.left")
        let containerWidth = makeVariable("c.width")
        let containerHeight = makeVariable("c.height")
        editable += [containerWidth, containerHeight]
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for index in 0..<viewCount {
            tops.append(makeVariable("v\(index).top"))
            heights.append(makeVariable("v\(index).height"))
            lefts.append(makeVariable("v\(index).left"))
            widths.append(makeVariable("v\(index).width"))
        }
        editable += tops + heights + widths

        // Each list is one kind of constraint; the order of adding mixes them.
        var chain: [Entry] = []
        var sizes: [Entry] = []
        func required(
            _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, tracks: Bool = false
        )
            -> Entry
        {
            Entry(constraint: Constraint(lhs, relation, rhs), tracksConstant: tracks)
        }
        func soft(
            _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Priority
        )
            -> Entry
        {
            Entry(constraint: Constraint(lhs, relation, rhs, priority: priority), tracksConstant: false)
        }
        chain.append(required(LinearExpression(containerTop), .equal, 0, tracks: rng.chance(percent: 50)))
        chain.append(required(LinearExpression(containerLeft), .equal, 0, tracks: rng.chance(percent: 50)))
        let widthIsEdited = rng.chance(percent: 50)
        if !widthIsEdited {
            sizes.append(
                required(LinearExpression(containerWidth), .equal, 375, tracks: rng.chance(percent: 50)))
        }
        var kinds: [String] = []
        for index in 0..<viewCount {
            let top = LinearExpression(tops[index])
            let height = LinearExpression(heights[index])
            let left = LinearExpression(lefts[index])
            let width = LinearExpression(widths[index])
            // In a web, a view hangs below or beside any earlier view, not only the last one.
            let anchor =
                index == 0 ? -1 : web && rng.chance(percent: 50) ? rng.int(in: 0...(index - 1)) : index - 1
            var above = anchor < 0 ? LinearExpression(containerTop) : tops[anchor] + heights[anchor]
            if anchor >= 0 && web && rng.chance(percent: 25) { above = LinearExpression(tops[anchor]) }
            let gap = Double(rng.int(in: 0...4) * 4)
            switch rng.int(in: 0...99) {
            case 0..<82: chain.append(required(top, .equal, above + gap, tracks: rng.chance(percent: 35)))
            case 82..<94:
                chain.append(required(top, .greaterThanOrEqual, above + gap))
                chain.append(soft(top, .equal, above + gap, rng.chance(percent: 50) ? 500 : 250))
            default: chain.append(soft(top, .greaterThanOrEqual, above + gap, 750))
            }
            switch rng.int(in: 0...99) {
            case 0..<30:
                kinds.append("F")
                sizes.append(required(height, .equal, 44))
            case 30..<62:
                kinds.append("L")
                let content = 20.5 * Double(rng.int(in: 1...3))
                sizes.append(soft(height, .lessThanOrEqual, LinearExpression(constant: content), 250))
                sizes.append(soft(height, .greaterThanOrEqual, LinearExpression(constant: content), 750))
            case 62..<72:
                kinds.append("A")
                sizes.append(required(height, .equal, 0.5 * width))
            case 72..<77 where index > 1 && web:
                // As tall as the space between two earlier views: its row cancels.
                kinds.append("S")
                sizes.append(
                    required(
                        height, .equal, LinearExpression(tops[index - 1]) - LinearExpression(tops[index - 2]))
                )
            case 72..<82 where index > 0:
                kinds.append("E")
                let other = web ? rng.int(in: 0...(index - 1)) : index - 1
                sizes.append(required(height, .equal, LinearExpression(heights[other])))
            case 72..<92:
                kinds.append("M")
                sizes.append(required(height, .greaterThanOrEqual, 30))
                sizes.append(soft(height, .equal, 10, 50))
            default:
                kinds.append("-")
            }
            let margin = Double(rng.int(in: 0...2) * 8)
            switch rng.int(in: 0...99) {
            case 0..<45:
                sizes.append(required(left, .equal, containerLeft + margin))
                sizes.append(required(left + width, .equal, containerLeft + containerWidth - margin))
            case 45..<70:
                // Centred: the centres match, at most as wide as the container.
                sizes.append(
                    required(2 * left + width, .equal, 2 * containerLeft + LinearExpression(containerWidth)))
                sizes.append(soft(width, .equal, 120, 750))
                sizes.append(required(width, .lessThanOrEqual, containerWidth - 2 * margin))
            case 70..<95:
                sizes.append(required(left, .equal, containerLeft + margin))
                sizes.append(soft(width, .equal, 200, 500))
            default:
                break
            }
        }
        var lastBottom = tops[viewCount - 1] + heights[viewCount - 1]
        var gridSide = 0
        if rng.chance(percent: 40) {
            // The grid scene's squares (Apple's Auto Layout Guide, scroll view example), below
            // the chain.
            gridSide = rng.int(in: 2...4)
            var cells: [(top: Variable, left: Variable, side: Variable, height: Variable)] = []
            for row in 0..<gridSide {
                for column in 0..<gridSide {
                    cells.append(
                        (
                            makeVariable("g\(row)\(column).top"), makeVariable("g\(row)\(column).left"),
                            makeVariable("g\(row)\(column).width"), makeVariable("g\(row)\(column).height")
                        ))
                }
            }
            let first = cells[0]
            sizes.append(required(LinearExpression(first.side), .equal, LinearExpression(first.height)))
            sizes.append(required(LinearExpression(first.side), .greaterThanOrEqual, 80))
            sizes.append(soft(LinearExpression(first.side), .equal, 80, 250))
            for (index, cell) in cells.enumerated() {
                let (row, column) = index.quotientAndRemainder(dividingBy: gridSide)
                if index > 0 {
                    sizes.append(required(LinearExpression(cell.side), .equal, LinearExpression(first.side)))
                    sizes.append(
                        required(LinearExpression(cell.height), .equal, LinearExpression(first.height)))
                }
                let above =
                    row == 0 ? lastBottom : cells[index - gridSide].top + cells[index - gridSide].height
                chain.append(required(LinearExpression(cell.top), .equal, above + 8))
                let before =
                    column == 0
                    ? LinearExpression(containerLeft) : cells[index - 1].left + cells[index - 1].side
                chain.append(required(LinearExpression(cell.left), .equal, before + 8))
            }
            editable += [first.side, cells[cells.count - 1].top]
            lastBottom = cells[cells.count - 1].top + cells[cells.count - 1].height
        }
        let bottomKind = rng.int(in: 0...2)
        switch bottomKind {
        case 0: chain.append(required(LinearExpression(containerHeight), .equal, lastBottom + 8))
        case 1:
            chain.append(required(LinearExpression(containerHeight), .greaterThanOrEqual, lastBottom + 8))
            chain.append(soft(LinearExpression(containerHeight), .equal, 0, 1))
        default:
            // The >= bottom tip of the blog post "UIScrollViews in Interface Builder": the
            // content height is ambiguous.
            chain.append(required(LinearExpression(containerHeight), .greaterThanOrEqual, lastBottom))
        }

        var plan: [Entry]
        let order = rng.int(in: 0...2)
        switch order {
        case 0:
            plan = chain + sizes
        case 1:
            plan = sizes + chain
        default:
            plan = chain + sizes
            for index in plan.indices.reversed() { plan.swapAt(index, rng.int(in: 0...index)) }
        }
        summary =
            "\(web ? "web" : "chain") of \(viewCount) views [\(kinds.joined())], "
            + "grid \(gridSide)x\(gridSide), bottom kind \(bottomKind), "
            + "order \(["chain first", "sizes first", "shuffled"][order]), "
            + "inlinedRowLimit \(inlinedRowLimit), \(plan.count) constraints"
        for entry in plan {
            buildFindings += add(entry)
            if !buildFindings.isEmpty { return }
        }
        if widthIsEdited {
            buildFindings += addEditVariable(containerWidth, priority: 999)
            buildFindings += suggest(375, for: containerWidth)
        }
    }

    private mutating func makeVariable(_ name: String) -> Variable {
        let variable = solver.makeVariable(name)
        variables.append(variable)
        return variable
    }

    // MARK: Steps

    mutating func randomStep(using rng: inout SeededRandom) -> [String] {
        switch rng.int(in: 0...99) {
        case 0..<18: return removeConstraint(using: &rng)
        case 18..<30: return addRemovedConstraint(using: &rng)
        case 30..<48: return changeConstant(using: &rng)
        case 48..<62: return suggestValue(using: &rng)
        case 62..<70: return addRandomEditVariable(using: &rng)
        case 70..<78: return addConflictingConstraint(using: &rng)
        case 78..<88: return addRedundantConstraint(using: &rng)
        default: return addDerivedVariable(using: &rng)
        }
    }

    mutating func removeConstraint(using rng: inout SeededRandom) -> [String] {
        guard let id = randomLiveHandle(using: &rng) else {
            lastStep = "remove: nothing to remove"
            return []
        }
        let editVariable = edits.first { $0.value == id }?.key
        let entry = live[id]!
        do {
            if let variable = editVariable, rng.chance(percent: 50) {
                lastStep = "removeEditVariable(\(solver.name(of: variable))) (\(id))"
                try solver.removeEditVariable(variable)
            } else {
                lastStep = "remove(\(id)) \(describe(entry))"
                try solver.remove(id)
            }
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        live[id] = nil
        if let variable = editVariable { edits[variable] = nil }
        removed.append(entry)
        return []
    }

    mutating func addRemovedConstraint(using rng: inout SeededRandom) -> [String] {
        guard !removed.isEmpty else {
            lastStep = "re-add: nothing removed"
            return []
        }
        var entry = removed.remove(at: rng.int(in: 0...(removed.count - 1)))
        if rng.chance(percent: 40) { entry.constraint.expression.constant += randomDelta(using: &rng) }
        lastStep = "re-add \(describe(entry))"
        return add(entry)
    }

    mutating func changeConstant(using rng: inout SeededRandom) -> [String] {
        guard let id = randomLiveHandle(using: &rng) else {
            lastStep = "setConstant: no constraint"
            return []
        }
        let old = live[id]!
        let constant = old.constraint.expression.constant + randomDelta(using: &rng)
        lastStep = "setConstant(\(constant), of: \(id)) on \(describe(old))"
        let valuesBefore = values(of: solver)
        do {
            try solver.setConstant(constant, of: id)
            live[id]!.constraint.expression.constant = constant
            return []
        } catch .unsatisfiable(let refused, let conflict) {
            lastStep += " -> refused, conflict \(conflict)"
            var findings: [String] = []
            if refused != id { findings.append("\(lastStep) refused \(refused), not \(id).") }
            if solver.constraint(id)?.expression.constant != old.constraint.expression.constant {
                findings.append("After \(lastStep) the constraint lost its old constant.")
            }
            var changed = old
            changed.constraint.expression.constant = constant
            return findings
                + checkRefusal(
                    of: changed, as: id, conflict: conflict, valuesBefore: valuesBefore,
                    freshTakesIt: "\(lastStep) was refused, but a fresh solver takes the new constant.")
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
    }

    mutating func suggestValue(using rng: inout SeededRandom) -> [String] {
        guard !edits.isEmpty else {
            lastStep = "suggestValue: no edit variable"
            return []
        }
        let variable = rng.element(of: edits.keys.sorted())
        return suggest(Double(rng.int(in: -40...1_200)) / 2, for: variable)
    }

    mutating func suggest(_ value: Double, for variable: Variable) -> [String] {
        lastStep = "suggestValue(\(value), for: \(solver.name(of: variable)))"
        do {
            try solver.suggestValue(value, for: variable)
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        live[edits[variable]!]!.constraint.expression.constant = -value
        return []
    }

    mutating func addRandomEditVariable(using rng: inout SeededRandom) -> [String] {
        let candidates = editable.filter { edits[$0] == nil }
        guard !candidates.isEmpty else {
            lastStep = "addEditVariable: every candidate is one"
            return []
        }
        let priority: Priority = rng.element(of: [999, 750, 500, 250, 1])
        return addEditVariable(rng.element(of: candidates), priority: priority)
    }

    mutating func addEditVariable(_ variable: Variable, priority: Priority) -> [String] {
        lastStep = "addEditVariable(\(solver.name(of: variable)), priority: \(priority))"
        let before = solver.constraintIDs.last
        do {
            try solver.addEditVariable(variable, priority: priority)
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
        guard let id = solver.constraintIDs.last, id != before else {
            return ["\(lastStep) added no handle."]
        }
        live[id] = Entry(
            constraint: Constraint(LinearExpression(variable), .equal, 0, priority: priority),
            tracksConstant: false)
        edits[variable] = id
        lastStep += " -> \(id)"
        return []
    }

    /// A required constraint that contradicts a live one: the same equality at another
    /// constant, or an order of views reversed (which labels can absorb, or not).
    mutating func addConflictingConstraint(using rng: inout SeededRandom) -> [String] {
        let equalities = live.keys.sorted().filter {
            live[$0]!.constraint.priority.isRequired && live[$0]!.constraint.relation == .equal
        }
        if !equalities.isEmpty && rng.chance(percent: 60) {
            var entry = live[rng.element(of: equalities)]!
            entry.constraint.expression.constant += Double(rng.int(in: 1...5))
            entry.tracksConstant = rng.chance(percent: 30)
            lastStep = "add conflicting \(describe(entry))"
            return add(entry)
        }
        let index = rng.int(in: 0...(tops.count - 2))
        let entry = Entry(
            constraint: Constraint(
                LinearExpression(tops[index + 1]), .lessThanOrEqual,
                tops[index] - Double(rng.int(in: 1...60))),
            tracksConstant: false)
        lastStep = "add reversed order \(describe(entry))"
        return add(entry)
    }

    /// A required equality that the live ones imply: a copy, a multiple, a sum of two.
    mutating func addRedundantConstraint(using rng: inout SeededRandom) -> [String] {
        let equalities = live.keys.sorted().filter {
            live[$0]!.constraint.priority.isRequired && live[$0]!.constraint.relation == .equal
        }
        guard !equalities.isEmpty else {
            lastStep = "add redundant: no required equality"
            return []
        }
        var entry = live[rng.element(of: equalities)]!
        switch rng.int(in: 0...2) {
        case 0: break
        case 1: entry.constraint.expression = -2 * entry.constraint.expression
        default:
            entry.constraint.expression =
                entry.constraint.expression + live[rng.element(of: equalities)]!.constraint.expression
        }
        entry.tracksConstant = rng.chance(percent: 30)
        lastStep = "add redundant \(describe(entry))"
        return add(entry)
    }

    /// A new variable whose row cancels through references: the gap between two views
    /// (`next.top - top - height`), or the distance between two tops.
    mutating func addDerivedVariable(using rng: inout SeededRandom) -> [String] {
        if rng.chance(percent: 30) { return addCancellingTrio(using: &rng) }
        let index = rng.int(in: 0...(tops.count - 2))
        let derived = makeVariable("d\(variables.count)")
        editable.append(derived)
        let expression =
            rng.chance(percent: 60)
            ? tops[index + 1] - tops[index] - LinearExpression(heights[index])
            : LinearExpression(tops[rng.int(in: index...(tops.count - 1))]) - LinearExpression(tops[index])
        let entry = Entry(
            constraint: Constraint(LinearExpression(derived), .equal, expression),
            tracksConstant: rng.chance(percent: 20))
        lastStep = "add derived \(describe(entry))"
        return add(entry)
    }

    /// `y == p + k` and `x == y - p` for new variables: `x` is `k` whatever `p` is, so it is
    /// unique while `p` and `y` are not, unless `p` becomes an edit variable.
    mutating func addCancellingTrio(using rng: inout SeededRandom) -> [String] {
        let p = makeVariable("p\(variables.count)")
        let y = makeVariable("y\(variables.count)")
        let x = makeVariable("x\(variables.count)")
        editable += [p, y]
        let k = Double(rng.int(in: -5...5))
        var findings: [String] = []
        var steps: [String] = []
        for entry in [
            Entry(
                constraint: Constraint(LinearExpression(y), .equal, p + k),
                tracksConstant: rng.chance(percent: 30)),
            Entry(
                constraint: Constraint(LinearExpression(x), .equal, y - p),
                tracksConstant: rng.chance(percent: 30)),
        ] {
            lastStep = "add \(describe(entry))"
            findings += add(entry)
            steps.append(lastStep)
        }
        if rng.chance(percent: 50) {
            findings += addEditVariable(p, priority: rng.element(of: [750, 250]))
            steps.append(lastStep)
        }
        lastStep = steps.joined(separator: "; ")
        return findings
    }

    /// Adds `entry`; a refusal must be one a fresh solver makes too, with a valid conflict,
    /// and must change nothing.
    mutating func add(_ entry: Entry) -> [String] {
        let handlesBefore = solver.constraintIDs
        let valuesBefore = values(of: solver)
        do {
            let id = try solver.add(entry.constraint, tracksConstant: entry.tracksConstant)
            live[id] = entry
            lastStep += " -> \(id)"
            return []
        } catch .unsatisfiable(let refused, let conflict) {
            lastStep += " -> refused as \(refused), conflict \(conflict)"
            removed.append(entry)
            var findings: [String] = []
            if !entry.constraint.priority.isRequired {
                findings.append("\(lastStep): a non-required constraint was refused.")
            }
            if solver.constraintIDs != handlesBefore || solver.contains(refused) {
                findings.append("Refusing \(refused) changed the solver's constraints.")
            }
            return findings
                + checkRefusal(
                    of: entry, as: refused, conflict: conflict, valuesBefore: valuesBefore,
                    freshTakesIt: "\(lastStep), but a fresh solver takes it.")
        } catch {
            return ["\(lastStep) threw \(error)."]
        }
    }

    // MARK: Checking

    /// Whether refusing `entry` as `id` left every value as it was (`valuesBefore`), and is what
    /// a fresh solver given the other live constraints does too (`freshTakesIt` is the finding
    /// when it is not), with a valid conflict.
    func checkRefusal(
        of entry: Entry, as id: ConstraintID, conflict: [ConstraintID], valuesBefore: [Double],
        freshTakesIt: String
    ) -> [String] {
        var findings: [String] = []
        let valuesAfter = values(of: solver)
        let moved = variables.indices.filter { valuesAfter[$0] != valuesBefore[$0] }
        if let first = moved.first {
            findings.append(
                "\(lastStep): refusing \(id) moved \(moved.count) values, e.g. \(solver.name(of: variables[first])) "
                    + "from \(valuesBefore[first]) to \(valuesAfter[first]).")
        }
        var others = live
        others[id] = entry
        if fresh(from: others).refusal == nil { findings.append(freshTakesIt) }
        return findings + checkConflict(conflict, refused: id, refusedEntry: entry)
    }

    /// Whether a reported conflict is sorted, holds `refused` and live required constraints
    /// only, cannot hold, and holds without any one of its members.
    func checkConflict(_ conflict: [ConstraintID], refused: ConstraintID, refusedEntry: Entry) -> [String] {
        guard conflict.contains(refused), conflict == conflict.sorted() else {
            return ["The conflict \(conflict) is not sorted or lacks \(refused)."]
        }
        var members: [ConstraintID: Entry] = [:]
        for id in conflict {
            guard let entry = id == refused ? refusedEntry : live[id], entry.constraint.priority.isRequired
            else {
                return ["The conflict \(conflict) names \(id), which is not a live required constraint."]
            }
            members[id] = entry
        }
        var findings: [String] = []
        if fresh(from: members).refusal == nil { findings.append("The conflict \(conflict) can hold.") }
        for id in conflict {
            var rest = members
            rest[id] = nil
            if fresh(from: rest).refusal != nil {
                findings.append("The conflict \(conflict) is not minimal: it conflicts without \(id).")
            }
        }
        return findings
    }

    /// A solver with the same variables given `entries` in handle order, and the first
    /// refusal, if any.
    func fresh(from entries: [ConstraintID: Entry]) -> (solver: Solver, refusal: SolverError?) {
        var fresh = Solver(variablesOf: solver)
        for (_, entry) in entries.sorted(by: { $0.key < $1.key }) {
            do {
                try fresh.add(entry.constraint, tracksConstant: entry.tracksConstant)
            } catch {
                return (fresh, error)
            }
        }
        return (fresh, nil)
    }

    /// Compares the solver with a fresh one given the surviving constraints: the same handles
    /// and constants, every required constraint holding, the same error sum at every level,
    /// the same ambiguous variables and unique values; and the invariants of references.
    func compareWithFreshSolver() -> [String] {
        var findings = solver.referenceInvariantViolations()
        if !solver.columns.matches(solver.rows) {
            findings.append("The column index does not match the rows.")
        }
        if solver.constraintIDs != live.keys.sorted() {
            findings.append(
                "constraintIDs is \(solver.constraintIDs), the model holds \(live.keys.sorted()).")
        }
        for (id, entry) in live
        where solver.constraint(id)?.expression.constant != entry.constraint.expression.constant {
            findings.append("\(id) has the constant \(solver.constraint(id)?.expression.constant ?? .nan).")
        }
        let (fresh, refusal) = fresh(from: live)
        if let refusal { return findings + ["A fresh solver refused a live constraint: \(refusal)."] }
        let values = values(of: solver)
        let freshValues = self.values(of: fresh)
        let constraints = live.values.map(\.constraint)
        let violation = constraints.filter(\.priority.isRequired).map { error(of: $0, at: values) }.max() ?? 0
        if violation > Self.tolerance {
            findings.append("A required constraint is violated by \(violation).")
        }
        let priorities = Set(constraints.map(\.priority)).filter { !$0.isRequired }.sorted(by: >)
        for priority in priorities {
            let level = constraints.filter { $0.priority == priority }
            let sum = level.reduce(0) { $0 + error(of: $1, at: values) }
            let freshSum = level.reduce(0) { $0 + error(of: $1, at: freshValues) }
            if abs(sum - freshSum) > Self.tolerance {
                findings.append(
                    "The errors at @\(priority) add up to \(sum); a fresh solver's to \(freshSum).")
            }
        }
        let ambiguous = solver.ambiguousVariables()
        let freshAmbiguous = fresh.ambiguousVariables()
        if ambiguous != freshAmbiguous {
            let names = { (list: [Variable]) in list.map { solver.name(of: $0) } }
            findings.append(
                "ambiguousVariables() has \(names(ambiguous.filter { !freshAmbiguous.contains($0) })) "
                    + "more and \(names(freshAmbiguous.filter { !ambiguous.contains($0) })) fewer "
                    + "than a fresh solver's."
            )
        }
        let freshAmbiguousSet = Set(freshAmbiguous)
        for variable in variables where !freshAmbiguousSet.contains(variable) {
            if abs(values[variable.id] - freshValues[variable.id]) > Self.tolerance {
                findings.append(
                    "\(solver.name(of: variable)) is \(values[variable.id]); a fresh solver finds the unique "
                        + "value \(freshValues[variable.id]).")
            }
        }
        return findings
    }

    func values(of solver: Solver) -> [Double] { variables.map { solver.value(of: $0) } }

    /// How far `constraint` is from holding at `values`, as its level counts it.
    func error(of constraint: Constraint, at values: [Double]) -> Double {
        let value = constraint.expression.terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * values[$1.variable.id]
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    func describe(_ entry: Entry) -> String {
        var text = ""
        for term in entry.constraint.expression.terms {
            let name = solver.name(of: term.variable)
            let sign = term.coefficient < 0 ? " - " : " + "
            let magnitude = abs(term.coefficient)
            text +=
                (text.isEmpty ? (term.coefficient < 0 ? "-" : "") : sign)
                + (magnitude == 1 ? name : "\(magnitude)*\(name)")
        }
        let constant = entry.constraint.expression.constant
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return "\(text) \(entry.constraint.relation) 0 @\(entry.constraint.priority)"
            + (entry.tracksConstant ? " (tracked)" : "")
    }

    func randomDelta(using rng: inout SeededRandom) -> Double {
        let half = rng.int(in: 1...80)
        return Double(rng.chance(percent: 50) ? half : -half) / 2
    }

    func randomLiveHandle(using rng: inout SeededRandom) -> ConstraintID? {
        live.isEmpty ? nil : live.keys.sorted()[rng.int(in: 0...(live.count - 1))]
    }
}
