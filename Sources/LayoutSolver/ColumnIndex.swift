/// The tableau's columns: for each symbol, the basic symbols whose rows hold it.
///
/// A pivot, a marker shift or a column removal touches only the rows that hold one symbol.
/// Scanning every row for them made each of these O(rows), and a layout of N views
/// O(N^2) to build; with the index each costs the size of the column it touches. The solver
/// reports every change of a basic row's symbols (``Solver/setRow(_:for:)``,
/// ``Solver/takeRow(_:)``, and the merges of ``Solver/substitute(_:_:)``, which report each
/// symbol they add or cancel), and reads a column through ``Solver/column(_:)``.
///
/// Changes cost O(1): an entry is appended, and a removal only marks the column stale,
/// leaving its entry behind. Reading a stale column makes it exact first: it drops the
/// entries whose rows no longer hold the symbol, sorts, and drops repeats. (Sorted removal
/// moved the tail of the column on every change, which made a tall stack of labels, whose
/// error symbols sit in every row below them, cubic.) A column that collects more stale
/// entries than live ones is made exact as it changes, which bounds its length. Exact columns
/// are sorted, so every scan runs in increasing symbol order and ties break as they would
/// over all rows.
struct ColumnIndex: Sendable {
    struct Column: Sendable {
        /// Every basic symbol whose row holds the symbol; when not exact, also stale entries
        /// and repeats, in any order.
        var entries: [Symbol] = []
        /// How many rows hold the symbol (32 bits keep a column in 16 bytes).
        var live: Int32 = 0
        /// Whether `entries` is exactly the rows that hold the symbol, sorted.
        var isExact = true

        /// Whether it holds so many stale entries that it should be made exact now.
        var isBloated: Bool { entries.count > 2 * Int(live) + 16 }
    }

    private var columns: [Column] = []

    /// Makes the (empty) column of the next symbol.
    mutating func appendSymbol() { columns.append(Column()) }

    subscript(symbol: Symbol) -> Column { columns[Int(symbol)] }

    /// How many rows hold `symbol` (read without copying the column).
    func holderCount(_ symbol: Symbol) -> Int { Int(columns[Int(symbol)].live) }

    /// Records that the row of `basic` now holds `symbol`.
    mutating func insert(_ basic: Symbol, into symbol: Symbol) {
        // Rows are mostly made for new symbols, which belong at the end.
        if let last = columns[Int(symbol)].entries.last, last >= basic {
            columns[Int(symbol)].isExact = false
        }
        columns[Int(symbol)].entries.append(basic)
        columns[Int(symbol)].live += 1
    }

    /// Records that the row of `basic` no longer holds `symbol`; its entry stays, stale.
    mutating func remove(_ basic: Symbol, from symbol: Symbol) {
        columns[Int(symbol)].live -= 1
        if columns[Int(symbol)].live == 0 {
            columns[Int(symbol)] = Column()
        } else {
            columns[Int(symbol)].isExact = false
        }
    }

    /// Replaces the entries of a column with the exact, sorted list of rows that hold it.
    mutating func setExact(_ symbol: Symbol, _ entries: [Symbol]) {
        assert(entries.count == Int(columns[Int(symbol)].live), "The column lost count of its rows.")
        columns[Int(symbol)].entries = entries
        columns[Int(symbol)].isExact = true
    }

    /// Empties the column of `symbol`, whose rows all stop holding it.
    mutating func clear(_ symbol: Symbol) { columns[Int(symbol)] = Column() }

    /// Whether the index lists the basic rows that hold each symbol, with exact counts, and
    /// exactly them, sorted, in each column marked exact (for tests).
    func matches(_ rows: [Row?]) -> Bool {
        var expected = [[Symbol]](repeating: [], count: columns.count)
        for (basic, row) in rows.enumerated() {
            for cell in row?.cells ?? [] { expected[Int(cell.symbol)].append(Symbol(basic)) }
        }
        for (symbol, column) in columns.enumerated() {
            let listed = column.entries.filter { rows[Int($0)]?.contains(Symbol(symbol)) ?? false }
            guard Set(listed) == Set(expected[symbol]), Int(column.live) == expected[symbol].count else {
                return false
            }
            if column.isExact && column.entries != expected[symbol] { return false }
        }
        return true
    }
}

extension Solver {
    /// The basic symbols whose rows hold `symbol`, in increasing order.
    mutating func column(_ symbol: Symbol) -> [Symbol] {
        if !columns[symbol].isExact { makeExact(symbol) }
        return columns[symbol].entries
    }

    /// Empties the column of `symbol` and returns what it held, in increasing order: for a
    /// caller that takes `symbol` out of every row that holds it.
    mutating func takeColumn(_ symbol: Symbol) -> [Symbol] {
        let holders = column(symbol)
        columns.clear(symbol)
        return holders
    }

    /// Records that the row of `basic`, as it now is in `rows`, holds `symbol`.
    mutating func enterColumn(_ basic: Symbol, of symbol: Symbol) {
        columns.insert(basic, into: symbol)
        if columns[symbol].isBloated { makeExact(symbol) }
    }

    /// Records that the row of `basic`, as it now is in `rows` (or its absence), no longer
    /// holds `symbol`.
    mutating func leaveColumn(_ basic: Symbol, of symbol: Symbol) {
        columns.remove(basic, from: symbol)
        if columns[symbol].isBloated { makeExact(symbol) }
    }

    /// Rebuilds the column of `symbol` from the rows; every change must be counted.
    mutating func makeExact(_ symbol: Symbol) {
        var entries = columns[symbol].entries.filter { rows[Int($0)]?.contains(symbol) ?? false }
        entries.sort()
        var unique: [Symbol] = []
        unique.reserveCapacity(entries.count)
        for basic in entries where basic != unique.last { unique.append(basic) }
        columns.setExact(symbol, unique)
    }
}

/// A change a substitution made to one column: the row of `basic` gained (`entered`) or
/// lost the symbol of the substituted row's cell at index `cell`.
struct ColumnChange: Sendable {
    var cell: Int32
    var basic: Symbol
    var entered: Bool
}
