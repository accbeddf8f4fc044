/// The tableau's columns: for each symbol, the basic symbols whose rows hold it, sorted.
///
/// A pivot, a marker shift or a column removal touches only the rows that hold one symbol.
/// Scanning every row for them made each of these O(rows), and a layout of N views
/// O(N^2) to build; with the index each costs the size of the column it touches. The solver
/// keeps the index exact: every change of a basic row's symbols goes through it
/// (``Solver/setRow(_:for:)``, ``Solver/takeRow(_:)``, and the merges of
/// ``Solver/substitute(_:_:)``, which report each symbol they add or cancel). Sorted columns
/// keep every scan in increasing symbol order, so ties break as they would over all rows.
struct ColumnIndex: Sendable {
    private var columns: [[Symbol]] = []

    /// Makes the (empty) column of the next symbol.
    mutating func appendSymbol() { columns.append([]) }

    /// The basic symbols whose rows hold `symbol`, in increasing order.
    subscript(symbol: Symbol) -> [Symbol] { columns[Int(symbol)] }

    /// Empties the column of `symbol` and returns what it held.
    mutating func take(_ symbol: Symbol) -> [Symbol] {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        return column
    }

    /// Records that the row of `basic` now holds `symbol`.
    mutating func insert(_ basic: Symbol, into symbol: Symbol) {
        // Rows are mostly made for new symbols, which belong at the end.
        if let last = columns[Int(symbol)].last, last > basic {
            let index = Self.search(columns[Int(symbol)], basic)
            columns[Int(symbol)].insert(basic, at: index)
        } else {
            columns[Int(symbol)].append(basic)
        }
    }

    /// Records that the row of `basic` no longer holds `symbol`.
    mutating func remove(_ basic: Symbol, from symbol: Symbol) {
        let index = Self.search(columns[Int(symbol)], basic)
        assert(index < columns[Int(symbol)].count && columns[Int(symbol)][index] == basic)
        columns[Int(symbol)].remove(at: index)
    }

    /// Applies one change to the column of `symbol`.
    mutating func apply(_ change: ColumnChange, to symbol: Symbol) {
        if change.entered { insert(change.basic, into: symbol) } else { remove(change.basic, from: symbol) }
    }

    /// Applies a batch of changes to the column of `symbol`, sorted by row. A batch that is
    /// large for its column is one merge, so that a pivot that rewrites many rows costs the
    /// length of the column once, not once per row; a small one is a few binary searches.
    mutating func update(_ symbol: Symbol, with changes: ArraySlice<ColumnChange>) {
        if changes.count <= 8 || changes.count * 32 < columns[Int(symbol)].count {
            for change in changes { apply(change, to: symbol) }
            return
        }
        let old = take(symbol)
        var merged: [Symbol] = []
        merged.reserveCapacity(old.count + changes.count)
        var i = 0
        var j = changes.startIndex
        while i < old.count || j < changes.endIndex {
            if j == changes.endIndex || (i < old.count && old[i] < changes[j].basic) {
                merged.append(old[i])
                i += 1
            } else if i < old.count && old[i] == changes[j].basic {
                assert(!changes[j].entered, "A row entered a column that already lists it.")
                i += 1
                j += 1
            } else {
                assert(changes[j].entered, "A row left a column that does not list it.")
                merged.append(changes[j].basic)
                j += 1
            }
        }
        columns[Int(symbol)] = merged
    }

    /// Whether the index lists exactly the basic rows that hold each symbol (for tests).
    func matches(_ rows: [Row?]) -> Bool {
        var expected = [[Symbol]](repeating: [], count: columns.count)
        for (basic, row) in rows.enumerated() {
            for cell in row?.cells ?? [] { expected[Int(cell.symbol)].append(Symbol(basic)) }
        }
        return expected == columns
    }

    /// The index of `basic` in the sorted `column`, or where it would be inserted.
    private static func search(_ column: [Symbol], _ basic: Symbol) -> Int {
        var low = 0
        var high = column.count
        while low < high {
            let mid = (low + high) >> 1
            if column[mid] < basic { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// A change to one column during a substitution: the row of `basic` gained (`entered`) or
/// lost the symbol of the substituted row's cell at index `cell`.
struct ColumnChange: Sendable {
    var cell: Int32
    var basic: Symbol
    var entered: Bool
}
