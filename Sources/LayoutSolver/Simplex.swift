// The tableau and its pivots.
//
// Every row reads `basic = constant + sum(coefficient * symbol)`. The tableau is primal
// feasible when every restricted basic symbol has a constant >= 0 (a dummy exactly 0), and
// optimal when no slack or error symbol has a lexicographically negative cost vector: the
// vector of its coefficients in the objective levels, highest level first.
//
// Invariant (Cassowary's): restricted rows and the objective hold only non-basic restricted
// symbols, never an external one. The simplex reads only them. An external's row may also
// hold other externals: non-basic ones (free parameters, as in Cassowary) and basic ones,
// which it refers to instead of holding their rows expanded (References.swift explains why
// and how). A new row that holds a non-basic external is solved for it, so externals only
// enter the basis, and the simplex never pivots on external rows.
//
// A required equality is its own row, with no marker: a dummy would be zero forever, yet it
// would sit in the row of every variable that depends on the equality (a chain of N views puts
// N of them in the last view's row). Only a required equality added with `tracksConstant`
// keeps a dummy, so that its constant can move incrementally. A basic dummy's row holds only
// dummies: the simplex never pivots a dummy in, so a dummy becomes basic only for an identity
// among required equalities, whose row must stay at zero.
//
// Every operation that concerns one symbol's column reads it from `columns` (ColumnIndex.swift)
// instead of scanning every row.

extension Solver {
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        symbolVariable.append(-1)
        columns.appendSymbol()
        ranks.append(0)
        values.append(0)
        expansion.appendSymbol()
        valueQueue.appendSymbol()
        return Symbol(kinds.count - 1)
    }

    func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol)] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[Int(symbol)] != nil }

    /// Makes `symbol` basic with `row`, and enters it in the columns of the row's symbols.
    /// An external takes its rank above the externals its row refers to, and the rows that
    /// hold it, which now refer to it, rise above it.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        assert(rows[Int(symbol)] == nil, "setRow(_:for:) needs a non-basic symbol")
        if kind(symbol) == .external && values[Int(symbol)] != 0 {
            // A parameter away from 0 becomes basic: its row gives its value from now on.
            parametersAwayFromZero -= 1
        }
        // Most rows of a layout end up a constant: keep no buffer for them.
        rows[Int(symbol)] = row.cells.isEmpty ? Row(constant: row.constant) : row
        for cell in row.cells { enterColumn(symbol, of: cell.symbol) }
        if kind(symbol) == .external {
            ranks[Int(symbol)] = rank(above: row)
            if columns.holderCount(symbol) > 0 { raiseReferrers(of: symbol) }
            externalRowChanged(symbol, constant: row.constant)
        }
    }

    /// Makes `symbol` non-basic and returns its row, which leaves the columns. An external
    /// becomes a parameter of the rows that referred to it, and keeps its value: the rows that
    /// hold it add `coefficient * value`.
    ///
    /// Why a parameter may sit away from 0: by Cassowary's invariant no restricted row holds a
    /// non-basic external, so no slack, error or dummy depends on a parameter's value. Every
    /// constraint still holds (each row is an identity in its symbols) and every level's error
    /// is the same, so the solution is as optimal at any value of the parameters. Keeping the
    /// value the external had is what lets a removal leave a variable where it was when the
    /// remaining constraints no longer determine it (``Solver/remove(_:)``). Only a removal
    /// takes an external's row (``markerLeavingRow(_:)``); the simplex pivots only on
    /// restricted rows.
    mutating func takeRow(_ symbol: Symbol) -> Row {
        let row = rows[Int(symbol)]!
        rows[Int(symbol)] = nil
        for cell in row.cells { leaveColumn(symbol, of: cell.symbol) }
        if kind(symbol) == .external {
            if values[Int(symbol)] != 0 { parametersAwayFromZero += 1 }
            staleValues.append(contentsOf: column(symbol))
        }
        return row
    }

    /// Calls `body` with each basic symbol, in increasing order. It scans every row: only the
    /// uniqueness analysis, which reads them all anyway, uses it.
    func forEachBasic(_ body: (Symbol) -> Void) {
        for index in rows.indices where rows[index] != nil { body(Symbol(index)) }
    }

    // MARK: Adding

    /// Adds a constraint under `id` and re-solves; returns false, with the solver unchanged,
    /// when it is required and cannot hold. `tracksConstant` gives a required equality a
    /// dummy marker (see ``Solver/add(_:tracksConstant:)``).
    mutating func insert(_ constraint: Constraint, as id: ConstraintID, tracksConstant: Bool = false) -> Bool
    {
        var (row, record) = makeRow(for: constraint, tracksConstant: tracksConstant)
        // The common case of a layout: a new variable placed relative to others. Its row
        // takes in the short rows of those others and refers to the rest.
        inlineShortReferences(&row)
        if let external = externalSubject(of: row) ?? expandUntilExternalSubject(&row) {
            if solveReferring(&row, for: external) {
                placeExternal(external, row)
                records[id] = record
                optimize()
                return true
            }
        }
        // Every other row is expressed in non-basic symbols alone.
        expandReferences(&row)
        // A constant >= 0 lets a marker with a negative coefficient start the row (see
        // chooseSubject), and phase one start feasible.
        let reversed = row.constant < 0
        if reversed { row.reverseSign() }
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            // The constraint is a combination of required equalities already present: it is
            // redundant if its constant is zero and impossible otherwise.
            guard nearZero(row.constant) else {
                erase(record)
                return false
            }
            record.isRedundant = true
            if row.cells.isEmpty && record.marker < 0 {
                // Implied by equalities whose constants never move: nothing to keep.
                records[id] = record
                return true
            }
            if record.marker < 0 {
                // Implied through tracked equalities, whose constants may move: keep the
                // identity under a dummy of its own, which must stay zero (see shiftMarker).
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                record.marker = dummy
                record.markerCoefficient = reversed ? -1 : 1
            }
            subject = record.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                erase(record)
                optimize()
                return false
            }
        } else {
            row.solve(for: subject)
            if kind(subject) == .external {
                placeExternal(subject, row)
            } else {
                substitute(subject, row)
                setRow(row, for: subject)
            }
        }
        records[id] = record
        optimize()
        return true
    }

    /// Builds `0 = expression + slack/error/dummy terms`, in which basic variables are
    /// references (see References.swift), and adds the constraint's errors to the objective at
    /// its level. A required equality gets a dummy only when it tracks its constant; otherwise
    /// its record has no marker (-1).
    mutating func makeRow(for constraint: Constraint, tracksConstant: Bool) -> (Row, Record) {
        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            row.insert(variableSymbol[term.variable.id], term.coefficient)
        }
        var record = Record(
            constraint: constraint, marker: -1, other: -1, markerCoefficient: 1,
            tracksConstant: tracksConstant)
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0  becomes  expression + slack = 0 (and >= with -slack); a
            // non-required one also gets an error: expression + slack - error = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            record.marker = slack
            record.markerCoefficient = sign
            if !required {
                levels[levelIndex(constraint.priority)].constraintCount += 1
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                record.other = error
                addToObjective(error, level: constraint.priority)
            }
        case .equal:
            if required {
                if tracksConstant {
                    let dummy = makeSymbol(.dummy)
                    row.insert(dummy, 1)
                    record.marker = dummy
                }
            } else {
                // expression = errorPlus - errorMinus, both errors >= 0.
                levels[levelIndex(constraint.priority)].constraintCount += 1
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                addToObjective(plus, level: constraint.priority)
                addToObjective(minus, level: constraint.priority)
            }
        }
        return (row, record)
    }

    /// The most rows ``placeExternal(_:_:)`` copies a row into.
    static let copiedHolderLimit = 64

    /// Makes the non-basic external `symbol` basic with `row`. The rows that hold it are
    /// external rows: a short row that refers to nothing is copied into them, as a textbook
    /// tableau would, so that they stay free of references where that is cheap (a grid whose
    /// every width follows the first); any other row, or into very many rows, they refer to.
    mutating func placeExternal(_ symbol: Symbol, _ row: Row) {
        let holders = columns.holderCount(symbol)
        // With no holder there is nothing to copy into (the objective holds no external that
        // matters, see References.swift).
        if holders > 0 && holders <= Self.copiedHolderLimit && row.cells.count <= inlinedRowLimit
            && !row.cells.contains(where: { isReference($0.symbol) })
        {
            substitute(symbol, row)
        }
        setRow(row, for: symbol)
    }

    /// The non-basic external to solve a new row for, if it holds any: the one that the fewest
    /// rows hold, the first of those. Solving for a symbol changes every row that holds it:
    /// placing a view relative to a label whose height is not constrained yet solves for the
    /// label's height, which no row holds, not for the view's top; and in a stack whose top
    /// is free, a label's size is solved for the top of the views below it, not for the free
    /// top that every view above hangs from.
    func externalSubject(of row: Row) -> Symbol? {
        var best: Symbol?
        var fewest = Int.max
        for cell in row.cells where kind(cell.symbol) == .external && !isBasic(cell.symbol) {
            let holders = columns.holderCount(cell.symbol)
            if holders < fewest {
                best = cell.symbol
                fewest = holders
                if holders == 0 { break }
            }
        }
        return best
    }

    /// The symbol to solve a new row for: a non-basic external if any, else the marker or
    /// the other symbol when it is a slack or error with a negative coefficient (so that it
    /// starts >= 0), else none (-1).
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol {
        if let external = externalSubject(of: row) { return external }
        for symbol in [record.marker, record.other] where symbol >= 0 && kind(symbol).isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Phase one: adds the row under an artificial symbol and minimises it. Returns false,
    /// with the tableau restored to the old system, when its minimum is above zero.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = row
        optimize(artificialObjective: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if !success {
            // The artificial symbol is basic, since its value is above zero. No other row
            // holds it, so dropping its row drops exactly the new equation.
            _ = takeRow(art)
            return false
        }
        if let artRow = rows[Int(art)] {
            if let entering = artRow.cells.first(where: { kind($0.symbol).isPivotable })?.symbol {
                pivot(entering: entering, leaving: art)
            } else if !artRow.cells.isEmpty {
                // The row holds only dummies: the equation is an identity among tracked
                // equalities, which must stay zero when their constants move. The artificial
                // symbol stays basic for it, as a dummy.
                kinds[Int(art)] = .dummy
                return true
            } else {
                // The row is empty: the equation is implied by fixed equalities.
                _ = takeRow(art)
            }
        }
        // The artificial symbol is non-basic and zero: removing its column imposes the row.
        for basic in takeColumn(art) { rows[Int(basic)]!.remove(art) }
        for index in levels.indices { levels[index].row.remove(art) }
        objectiveIsOptimal = false
        objectiveChanges = nil
        return true
    }

    // MARK: Removing

    /// Takes a constraint's symbols out of the tableau and its errors out of the objective.
    /// A required equality without a marker leaves nothing to take: only a rebuild removes it.
    mutating func erase(_ record: Record) {
        let level = record.constraint.priority
        if !level.isRequired {
            for symbol in [record.marker, record.other] where kind(symbol) == .error {
                addToObjective(symbol, level: level, coefficient: -1)
            }
            releaseLevel(level)
        }
        if record.marker >= 0 { eliminate(record.marker) }
        if record.other >= 0 { eliminate(record.other) }
    }

    /// Projects `symbol` out of the tableau: pivots it into the basis if some row holds it,
    /// choosing the row so that the others stay feasible, then drops its row.
    mutating func eliminate(_ symbol: Symbol) {
        if isBasic(symbol) {
            _ = takeRow(symbol)
            return
        }
        guard let leaving = markerLeavingRow(symbol) else { return }
        var row = takeRow(leaving)
        row.solve(for: leaving, symbol)
        substitute(symbol, row)
    }

    /// The row to pivot a marker in on, for removal: a basic dummy's row first (its constant
    /// is 0, so the pivot moves nothing, and the dummy, which must stay exactly 0, leaves the
    /// basis); then among restricted rows, the smallest ratio for a negative coefficient, then
    /// for a positive one; else the external row ranked lowest. Only restricted rows hold no
    /// references, and no holder of the marker ranks below that external row, so none of its
    /// references depends on the marker: solved for the marker, it refers only to rows ranked
    /// below every row it is substituted into (References.swift).
    ///
    /// Kiwi's rule has no first step: with two copies of a required equality, removing one
    /// could pivot on an error row and leave the other's dummy basic at a non-zero value, no
    /// longer enforced (found by the property tests).
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negativeRatio = Double.infinity
        var positiveRatio = Double.infinity
        var dummyRow: Symbol?
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        for symbol in column(marker) {
            let coefficient = rows[Int(symbol)]!.coefficient(for: marker)
            let constant = rows[Int(symbol)]!.constant
            if kind(symbol) == .dummy {
                if dummyRow == nil { dummyRow = symbol }
            } else if kind(symbol) == .external {
                if third == nil || ranks[Int(symbol)] < ranks[Int(third!)] { third = symbol }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < negativeRatio {
                    negativeRatio = ratio
                    first = symbol
                }
            } else {
                let ratio = constant / coefficient
                if ratio < positiveRatio {
                    positiveRatio = ratio
                    second = symbol
                }
            }
        }
        return dummyRow ?? first ?? second ?? third
    }

    // MARK: The objective

    mutating func addToObjective(_ symbol: Symbol, level priority: Priority, coefficient: Double = 1) {
        let index = levelIndex(priority)
        objectiveIsOptimal = false
        if let row = rows[Int(symbol)] {
            levels[index].row.insert(row, coefficient)
            noteObjectiveChanges(row)
        } else {
            levels[index].row.insert(symbol, coefficient)
            objectiveChanges?.append(symbol)
        }
    }

    /// The index of a level, made (with no constraints yet) when missing.
    mutating func levelIndex(_ priority: Priority) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(Level(priority: priority, row: Row(), constraintCount: 0), at: index)
        }
        return index
    }

    mutating func releaseLevel(_ priority: Priority) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].constraintCount -= 1
        if levels[index].constraintCount <= 0 {
            // A cost the level held may have hidden a lower level's.
            levels.remove(at: index)
            objectiveIsOptimal = false
            objectiveChanges = nil
        }
    }

    /// The cost of `symbol` at each level a caller can write, highest first, compared
    /// lexicographically with zero: -1, 0 or 1. The solver's own levels below them (stays,
    /// Stays.swift) only choose among the optimal solutions, so the uniqueness analysis, its
    /// one reader, leaves them out.
    func costSign(_ symbol: Symbol) -> Int {
        for level in levels where level.priority.isCallerLevel {
            let cost = level.row.coefficient(for: symbol)
            if !nearZero(cost) { return cost < 0 ? -1 : 1 }
        }
        return 0
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` (which does not hold it) in every row that holds it and in
    /// the objective; records restricted rows that became infeasible, in increasing order.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let holders = takeColumn(symbol)
        if !holders.isEmpty {
            // Which rows each symbol of `row` enters or leaves, for its column.
            var changes: [ColumnChange] = []
            var changedExternals = false
            for basic in holders {
                let held = rows[Int(basic)]!.substitute(symbol, row) { cell, entered in
                    changes.append(ColumnChange(cell: Int32(cell), basic: basic, entered: entered))
                }
                assert(held, "The column index lists a row that does not hold the symbol.")
                if kinds[Int(basic)] == .external {
                    changedExternals = true
                } else if kinds[Int(basic)].isRestricted && rows[Int(basic)]!.constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
            updateColumns(of: row, with: changes)
            if changedExternals {
                for basic in holders where kinds[Int(basic)] == .external {
                    externalRowChanged(basic, constant: rows[Int(basic)]!.constant)
                }
            }
        }
        var objectiveChanged = false
        for index in levels.indices where levels[index].row.substitute(symbol, row) {
            objectiveChanged = true
        }
        if objectiveChanged {
            objectiveIsOptimal = false
            noteObjectiveChanges(row)
        }
        artificial?.substitute(symbol, row)
    }

    /// Applies to the columns the changes a substitution of `row` made, once every row is
    /// merged: each names a row that the symbol of `row.cells[cell]` entered or left. The
    /// columns are checked for stale entries only once all the changes are counted.
    private mutating func updateColumns(of row: Row, with changes: [ColumnChange]) {
        for change in changes {
            let symbol = row.cells[Int(change.cell)].symbol
            if change.entered {
                columns.insert(change.basic, into: symbol)
            } else {
                columns.remove(change.basic, from: symbol)
            }
        }
        for cell in row.cells where columns[cell.symbol].isBloated { makeExact(cell.symbol) }
    }

    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(row, for: entering)
    }

    /// The primal simplex on the real objective, or on the artificial one in phase one.
    /// Entering: the smallest slack or error with a negative (lexicographic) cost; leaving:
    /// the smallest ratio among restricted rows, ties to the smallest symbol.
    ///
    /// An objective that has not changed since the last optimum has none to find: most rows of
    /// a layout are solved for a new view's variable and never touch it, so they skip the scan
    /// of an objective that holds the errors of every label.
    mutating func optimize(artificialObjective: Bool = false) {
        if !artificialObjective && objectiveIsOptimal { return }
        while true {
            guard let entering = enteringSymbol(artificialObjective: artificialObjective) else {
                if !artificialObjective { (objectiveIsOptimal, objectiveChanges) = (true, []) }
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                // Every objective is a sum of errors >= 0, so it cannot be unbounded.
                preconditionFailure("The objective is unbounded; the tableau is corrupt.")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The smallest symbol whose cost is negative at the first level where it is not zero.
    ///
    /// Where the objective was optimal no symbol had one, and a cost changes only where a row
    /// enters the objective, so only the symbols of the rows that entered since
    /// (``objectiveChanges``) are looked at: a layout adds thousands of optional constraints
    /// whose errors stay in the objective, and each would otherwise scan all of them.
    func enteringSymbol(artificialObjective: Bool) -> Symbol? {
        if artificialObjective {
            return artificial!.cells.first { $0.coefficient < 0 && kind($0.symbol).isPivotable }?.symbol
        }
        if let changes = objectiveChanges {
            var best: Symbol?
            for symbol in changes where best.map({ symbol < $0 }) ?? true && hasNegativeCost(symbol) {
                best = symbol
            }
            assert(best == scanForEnteringSymbol(), "A cost changed that objectiveChanges missed.")
            return best
        }
        return scanForEnteringSymbol()
    }

    /// ``enteringSymbol(artificialObjective:)`` by a scan of every level of the objective.
    private func scanForEnteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            for cell in level.row.cells where cell.coefficient < -tolerance && kind(cell.symbol).isPivotable {
                if let current = best, current <= cell.symbol { break }
                if levels[..<index].allSatisfy({ nearZero($0.row.coefficient(for: cell.symbol)) }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `symbol` can enter and lowers the objective: its cost at the first level where
    /// it is not zero is negative.
    private func hasNegativeCost(_ symbol: Symbol) -> Bool {
        guard kind(symbol).isPivotable else { return false }
        for level in levels {
            let cost = level.row.coefficient(for: symbol)
            if !nearZero(cost) { return cost < -tolerance }
        }
        return false
    }

    /// Records that the costs of `row`'s symbols may have changed. Past a thousand changes
    /// (many pivots since the objective was optimal) the record stops and the next search
    /// scans the objective.
    private mutating func noteObjectiveChanges(_ row: Row) {
        guard objectiveChanges != nil else { return }
        objectiveChanges!.append(contentsOf: row.cells.lazy.map(\.symbol))
        if objectiveChanges!.count > 1024 { objectiveChanges = nil }
    }

    mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var ratio = Double.infinity
        var found: Symbol?
        for symbol in column(entering) where kind(symbol).isRestricted {
            let coefficient = rows[Int(symbol)]!.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -rows[Int(symbol)]!.constant / coefficient
            if candidate < ratio - tolerance {
                ratio = candidate
                found = symbol
            }
        }
        return found
    }

    // MARK: Changing a constant

    /// Sets the constant of the constraint under `id`, which has a marker, in its record and
    /// in the tableau (``shiftMarker(of:by:)``); false as that returns false.
    mutating func shiftConstant(of id: ConstraintID, to constant: Double) -> Bool {
        var record = records[id]!
        let delta = constant - record.constraint.expression.constant
        record.constraint.expression.constant = constant
        records[id] = record
        return shiftMarker(of: record, by: delta / record.markerCoefficient)
    }

    /// Applies `marker := marker + shift` to the tableau: the change of a constraint's
    /// constant by `shift * markerCoefficient`, since the marker occurs in no other
    /// constraint. Then restores feasibility with the dual simplex.
    ///
    /// Returns false when the changed system has no solution: a dummy's row (an identity
    /// among required equalities) is no longer zero, or the dual simplex finds a row that
    /// cannot be made feasible. The tableau is then in no useful state; a non-required
    /// constraint never fails, so only a required one needs a copy to go back to.
    mutating func shiftMarker(of record: Record, by shift: Double) -> Bool {
        let marker = record.marker
        var holdsAfterShift = true
        func check(_ basic: Symbol) {
            let constant = rows[Int(basic)]!.constant
            if kind(basic) == .external {
                externalRowChanged(basic, constant: constant)
            } else if kind(basic) == .dummy {
                if !nearZero(constant) { holdsAfterShift = false }
            } else if kind(basic).isRestricted && constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        if rows[Int(marker)] != nil {
            rows[Int(marker)]!.constant -= shift
            check(marker)
        } else {
            for basic in column(marker) {
                rows[Int(basic)]!.constant += rows[Int(basic)]!.coefficient(for: marker) * shift
                check(basic)
            }
        }
        guard holdsAfterShift else {
            infeasibleRows = []
            return false
        }
        return dualOptimize()
    }

    /// The dual simplex: while a restricted row is negative, pivot it out on the symbol whose
    /// cost vector divided by its (positive) coefficient is lexicographically smallest.
    /// Returns false when a negative row has no such symbol: the constraints cannot all hold.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows = []
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatios: [Double] = []
        for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol).isPivotable {
            let ratios = levels.map { $0.row.coefficient(for: cell.symbol) / cell.coefficient }
            if best == nil || lexicographicallyLess(ratios, bestRatios) {
                best = cell.symbol
                bestRatios = ratios
            }
        }
        return best
    }

    func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (a, b) in zip(lhs, rhs) where !nearZero(a - b) { return a < b }
        return false
    }
}
