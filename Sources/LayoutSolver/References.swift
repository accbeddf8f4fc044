// Rows of externals that refer to other externals.
//
// In a textbook tableau every basic row is written in non-basic symbols alone. For layout that
// is quadratic: in a stack of N views with a label every few rows, each label's height leaves
// free symbols of its own (the slack and error of its hugging and compression resistance), and
// the top of every view below it is a sum over every label above, so the rows hold O(N^2)
// cells, and every pivot, substitution and uniqueness check pays for them.
//
// So the row of a basic external may hold other basic externals, as references:
// `v7.top = v6.top + v6.height + 8` stays that short, however long the expansion of `v6.top`.
// Only externals' rows refer; the simplex reads only restricted rows and the objective, which
// stay in non-basic symbols, so pivoting is unchanged, and a pivot substitutes a restricted row
// (which holds no external) into a row without adding a reference.
//
// What keeps this sound:
// - References form no cycle. Every basic external has a rank above the rank of each external
//   its row refers to. A row for a new external `x` is expanded just enough that none of its
//   references can depend on `x` (``solveReferring(_:for:)``); the rows that held `x` as a
//   parameter now refer to it, and rise above it (``raiseReferrers(of:)``).
// - A row that must be in non-basic symbols (a restricted subject, phase one) is expanded
//   first (``expandReferences(_:)``), highest rank first, so that each reference is expanded
//   at most once and differences such as `v7.top - v6.top` cancel before they grow. A marker
//   that only external rows hold is removed through the lowest ranked of them, whose
//   references no holder of the marker can depend on (``markerLeavingRow(_:)``).
// - The objective may then hold an external, from such a removal: harmless, since the simplex
//   reads only the costs of slack and error symbols.
// - A value is no longer a row's constant: ``refreshValues()`` recomputes, in rank order, the
//   values of the rows that changed and of the rows that refer to a value that changed, at the
//   end of every public change. Resizing a layout still costs the values that change.

extension Solver {
    /// Whether `symbol` is a basic external: a reference when a row holds it.
    func isReference(_ symbol: Symbol) -> Bool { kind(symbol) == .external && isBasic(symbol) }

    /// Records that the row of the basic external `symbol` changed. A row of rank 1 refers to
    /// nothing (a reference has rank 1 or more, and its referrers rank above it), so its value
    /// is its constant, set at once; the rows that refer to it, if it changed, and every other
    /// row, wait for ``refreshValues()``. A resize that moves the constants of thousands of
    /// rows then queues nothing.
    /// `constant` is the row's constant, which the caller has at hand.
    @inline(__always)
    mutating func externalRowChanged(_ symbol: Symbol, constant: Double) {
        // A row may also hold parameters away from 0 (``takeRow(_:)``): then it waits too.
        guard ranks[Int(symbol)] == 1 && parametersAwayFromZero == 0 else {
            staleValues.append(symbol)
            return
        }
        if constant == values[Int(symbol)] { return }
        values[Int(symbol)] = constant
        if columns.holderCount(symbol) > 0 { staleValues.append(contentsOf: column(symbol)) }
    }

    /// One above the highest rank among the references of `row`; 1 when it has none.
    func rank(above row: Row) -> Int32 {
        (highestReference(in: row).map { ranks[Int($0)] } ?? 0) + 1
    }

    /// Raises every row that refers to `symbol`, directly or through others, above it.
    mutating func raiseReferrers(of symbol: Symbol) {
        var pending = [symbol]
        while let referred = pending.popLast() {
            let floor = ranks[Int(referred)]
            for referrer in column(referred) where ranks[Int(referrer)] <= floor {
                assert(referrer != symbol, "Rows refer to \(symbol) in a cycle.")
                ranks[Int(referrer)] = floor + 1
                pending.append(referrer)
            }
        }
    }

    /// Replaces each reference of `row` whose own row is short and refers to nothing by that
    /// row. Most rows of a layout are constants or hold an edit variable's two errors: copied
    /// in, they keep the rows that depend on them free of references, so that changing the
    /// edit variable moves their constants directly, as in a textbook tableau. A row grows up
    /// to the limit before the rows after it refer to it instead.
    mutating func inlineShortReferences(_ row: inout Row) {
        var index = 0
        while index < row.cells.count {
            let symbol = row.cells[index].symbol
            if isReference(symbol), let expansion = rows[Int(symbol)],
                expansion.cells.count <= inlinedRowLimit,
                !expansion.cells.contains(where: { isReference($0.symbol) })
            {
                // The expansion holds no reference, so the cells before `index` stay as
                // they are; start over from the same place.
                row.substitute(symbol, expansion)
                index = row.cells.firstIndex { $0.symbol >= symbol } ?? row.cells.count
            } else {
                index += 1
            }
        }
    }

    /// How many references ``expandUntilExternalSubject(_:)`` expands one by one.
    static let stepwiseExpansionLimit = 16

    /// Expands the references of `row`, highest rank first and one at a time, until it holds
    /// a non-basic external to solve for, and returns it; nil when none appears within a few
    /// steps. A constraint on a view whose size already has a row (`label.height <= 21`
    /// after `next.top == label.bottom + 8` made the height basic) holds no non-basic
    /// external itself, but its first expansion usually does; expanding it all the way would
    /// walk the whole layout above it.
    mutating func expandUntilExternalSubject(_ row: inout Row) -> Symbol? {
        for _ in 0..<Self.stepwiseExpansionLimit {
            guard let highest = highestReference(in: row) else { return nil }
            row.substitute(highest, rows[Int(highest)]!)
            if let external = externalSubject(of: row) { return external }
        }
        return nil
    }

    /// Prepares `row` (`0 = constant + cells`) to be solved for the non-basic external
    /// `subject` while keeping its references: expands the references that depend on
    /// `subject`, then solves. Returns false, with `row` partly expanded but equivalent, when
    /// `subject` cancels out of it.
    ///
    /// A reference depends on `subject` when it refers, directly or through others, to a row
    /// that holds it. Those rows are found by walking from the holders to the rows that refer
    /// to them, only as high as the highest reference of `row`: a row that depends on another
    /// ranks above it.
    mutating func solveReferring(_ row: inout Row, for subject: Symbol) -> Bool {
        var highest: Int32 = 0
        for cell in row.cells where isReference(cell.symbol) {
            highest = max(highest, ranks[Int(cell.symbol)])
        }
        if highest > 0 && columns.holderCount(subject) > 0 {
            var dependents = Set<Symbol>()
            var pending = column(subject).filter { ranks[Int($0)] <= highest }
            while let dependent = pending.popLast() {
                guard dependents.insert(dependent).inserted, columns.holderCount(dependent) > 0 else {
                    continue
                }
                for referrer in column(dependent) where ranks[Int(referrer)] <= highest {
                    pending.append(referrer)
                }
            }
            expandReferences(&row, where: { dependents.contains($0) })
        }
        guard row.contains(subject) else { return false }
        row.solve(for: subject)
        return true
    }

    /// Replaces each reference of `row` that `shouldExpand` picks by its row, highest rank
    /// first, until none is left. The rows picked must be closed under reference: a picked
    /// row's references that depend on the same thing are picked too.
    mutating func expandReferences(_ row: inout Row, where shouldExpand: (Symbol) -> Bool) {
        while let highest = highestReference(in: row, where: shouldExpand) {
            row.substitute(highest, rows[Int(highest)]!)
        }
    }

    /// The highest ranked reference of `row` that `pick` accepts, the first of equals.
    func highestReference(in row: Row, where pick: (Symbol) -> Bool = { _ in true }) -> Symbol? {
        var highest: Symbol?
        for cell in row.cells where isReference(cell.symbol) && pick(cell.symbol) {
            if highest == nil || ranks[Int(cell.symbol)] > ranks[Int(highest!)] { highest = cell.symbol }
        }
        return highest
    }

    /// Replaces every reference of `row` by its row, until none is left: highest rank first,
    /// so that each is expanded once and differences cancel before they spread.
    ///
    /// The expansion is summed in ``Solver/expansion`` rather than merged into the sorted row:
    /// the references still waiting, often many rows of rank 1 (a height of 44), can be as
    /// many as the rows expanded.
    mutating func expandReferences(_ row: inout Row) {
        var pending = RankQueue()
        for cell in row.cells where isReference(cell.symbol) {
            pending.push(cell.symbol, rank: ranks[Int(cell.symbol)])
        }
        if pending.isEmpty { return }
        for cell in row.cells { _ = expansion.add(cell.coefficient, to: cell.symbol) }
        var constant = row.constant
        while let reference = pending.pop() {
            // Repeats come out together; the first takes the whole coefficient.
            guard let coefficient = expansion.take(reference), !nearZero(coefficient) else { continue }
            let expanded = rows[Int(reference)]!
            constant += coefficient * expanded.constant
            for cell in expanded.cells {
                let entered = expansion.add(coefficient * cell.coefficient, to: cell.symbol)
                if entered && isReference(cell.symbol) {
                    pending.push(cell.symbol, rank: ranks[Int(cell.symbol)])
                }
            }
        }
        row = Row(constant: constant, cells: expansion.drain())
    }

    /// Brings ``values`` up to date: recomputes the stale rows, and the rows that refer to a
    /// value that changed, in rank order.
    ///
    /// A row is queued by the stale list or by a row ranked below it, so when its rank comes
    /// up nothing can queue it again: each row is computed once, after every reference it has
    /// that changed.
    mutating func refreshValues() {
        if staleValues.isEmpty { return }
        var stale: [Symbol] = []
        swap(&stale, &staleValues)
        // A row that refers to nothing is its constant: set it now. The others wait for
        // their rank.
        for symbol in stale where kinds[Int(symbol)] == .external && isBasic(symbol) {
            if ranks[Int(symbol)] > 1 {
                valueQueue.push(symbol, rank: ranks[Int(symbol)])
            } else if updateValue(of: symbol) {
                queueReferrers(of: symbol)
            }
        }
        stale.removeAll(keepingCapacity: true)
        swap(&stale, &staleValues)
        while let rank = valueQueue.lowestRank() {
            var next = valueQueue.takeFirst(of: rank)
            while next >= 0 {
                let symbol = next
                next = valueQueue.takeNext(after: symbol)
                if updateValue(of: symbol) { queueReferrers(of: symbol) }
            }
        }
    }

    private mutating func queueReferrers(of symbol: Symbol) {
        guard columns.holderCount(symbol) > 0 else { return }
        for referrer in column(symbol) { valueQueue.push(referrer, rank: ranks[Int(referrer)]) }
    }

    /// Recomputes the value of a basic external from its row; returns whether it changed
    /// (false for a symbol that is no longer a basic external).
    ///
    /// Resizing a tall layout recomputes thousands of rows: this reads the tableau through
    /// buffer pointers, which copies no row and checks no uniqueness.
    private mutating func updateValue(of symbol: Symbol) -> Bool {
        let index = Int(symbol)
        let value: Double? = kinds.withUnsafeBufferPointer { kinds in
            rows.withUnsafeBufferPointer { rows in
                values.withUnsafeBufferPointer { values in
                    guard kinds[index] == .external, let row = rows[index] else { return nil }
                    var value = row.constant
                    // References and parameters alike: a parameter's value is usually 0.
                    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
                        value += cell.coefficient * values[Int(cell.symbol)]
                    }
                    return value
                }
            }
        }
        guard let value, value != values[index] else { return false }
        values[index] = value
        return true
    }
}

extension Solver {
    /// What breaks the invariants of references and values, for tests: a restricted row that
    /// holds an external, a reference that does not rank below the row that refers to it, a
    /// value that is not what its row says.
    func referenceInvariantViolations() -> [String] {
        var violations: [String] = []
        for (index, row) in rows.enumerated() {
            let symbol = Symbol(index)
            guard let row else { continue }
            if kind(symbol) != .external {
                if row.cells.contains(where: { kind($0.symbol) == .external }) {
                    violations.append("The restricted row of \(symbol) holds an external.")
                }
                continue
            }
            var value = row.constant
            for cell in row.cells where kind(cell.symbol) == .external {
                value += cell.coefficient * values[Int(cell.symbol)]
                if isReference(cell.symbol) && ranks[Int(cell.symbol)] >= ranks[index] {
                    violations.append(
                        "\(symbol) (rank \(ranks[index])) refers to \(cell.symbol) (rank \(ranks[Int(cell.symbol)]))."
                    )
                }
            }
            if abs(value - values[index]) > 1e-9 * max(1, abs(value)) {
                violations.append("\(symbol) has the value \(values[index]); its row says \(value).")
            }
        }
        return violations
    }
}

/// A sparse vector over symbols for summing expansions: dense per symbol, with the list of
/// symbols present so that draining it costs only what it holds.
struct ExpansionScratch: Sendable {
    private var coefficients: [Double] = []
    private var present: [Bool] = []
    private var touched: [Symbol] = []

    mutating func appendSymbol() {
        coefficients.append(0)
        present.append(false)
    }

    /// Adds to the coefficient of `symbol`; returns whether the symbol was absent.
    mutating func add(_ coefficient: Double, to symbol: Symbol) -> Bool {
        coefficients[Int(symbol)] += coefficient
        if present[Int(symbol)] { return false }
        present[Int(symbol)] = true
        touched.append(symbol)
        return true
    }

    /// Removes `symbol` and returns its coefficient, or nil when absent.
    mutating func take(_ symbol: Symbol) -> Double? {
        guard present[Int(symbol)] else { return nil }
        present[Int(symbol)] = false
        let coefficient = coefficients[Int(symbol)]
        coefficients[Int(symbol)] = 0
        return coefficient
    }

    /// The cells held, sorted, without zeros; leaves the scratch empty.
    mutating func drain() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for symbol in touched {
            if let coefficient = take(symbol), !nearZero(coefficient) {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            }
        }
        touched.removeAll(keepingCapacity: true)
        cells.sort { $0.symbol < $1.symbol }
        return cells
    }
}

/// Symbols queued by rank for ``Solver/refreshValues()``, lowest rank first, each at most
/// once. Every push while a rank is processed is above it, so a list per rank and a heap of
/// the ranks that hold something suffice. The lists are threaded through per-symbol links
/// that the solver keeps, so that a refresh, however wide, allocates nothing.
struct ValueQueue: Sendable {
    /// Per symbol: the next symbol of its rank's list, or -1.
    private var next: [Symbol] = []
    private var isQueued: [Bool] = []
    /// Per rank: the first symbol of its list, or -1.
    private var first: [Symbol] = []
    /// The ranks whose lists hold something, lowest first.
    private var ranks = BinaryHeap<Int32>()

    mutating func appendSymbol() {
        next.append(-1)
        isQueued.append(false)
    }

    mutating func push(_ symbol: Symbol, rank: Int32) {
        if isQueued[Int(symbol)] { return }
        isQueued[Int(symbol)] = true
        let index = Int(rank)
        while first.count <= index { first.append(-1) }
        if first[index] < 0 { ranks.push(rank) }
        next[Int(symbol)] = first[index]
        first[index] = symbol
    }

    /// The lowest rank that holds symbols, taken out of the heap of ranks.
    mutating func lowestRank() -> Int32? { ranks.pop() }

    /// Empties the list of `rank` and returns its first symbol (-1 if none); walk on with
    /// ``takeNext(after:)``.
    mutating func takeFirst(of rank: Int32) -> Symbol {
        let symbol = first[Int(rank)]
        first[Int(rank)] = -1
        return symbol
    }

    /// Unqueues `symbol` and returns the symbol after it in its list, or -1.
    mutating func takeNext(after symbol: Symbol) -> Symbol {
        isQueued[Int(symbol)] = false
        let following = next[Int(symbol)]
        next[Int(symbol)] = -1
        return following
    }
}

/// A queue of symbols by rank, highest first, ties to the smallest symbol; repeats come out
/// one after the other.
struct RankQueue {
    /// Ordered so that the entry to come out first is the smallest.
    private struct Entry: Comparable {
        let rank: Int32
        let symbol: Symbol

        static func < (a: Entry, b: Entry) -> Bool {
            a.rank > b.rank || (a.rank == b.rank && a.symbol < b.symbol)
        }
    }

    private var heap = BinaryHeap<Entry>()

    var isEmpty: Bool { heap.isEmpty }

    mutating func push(_ symbol: Symbol, rank: Int32) { heap.push(Entry(rank: rank, symbol: symbol)) }

    mutating func pop() -> Symbol? { heap.pop()?.symbol }
}

/// A binary min-heap.
struct BinaryHeap<Element: Comparable & Sendable>: Sendable {
    private var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }

    mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes out the smallest element.
    mutating func pop() -> Element? {
        guard let top = elements.first else { return nil }
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                var smallest = parent
                if left < elements.count && elements[left] < elements[smallest] { smallest = left }
                if left + 1 < elements.count && elements[left + 1] < elements[smallest] {
                    smallest = left + 1
                }
                if smallest == parent { break }
                elements.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
