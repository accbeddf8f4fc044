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

    /// Applies a batch of changes to the column of `symbol`: `added` (none of them in it) and
    /// `removed` (all of them in it), each sorted. A large batch is one merge, so that a pivot
    /// that rewrites many rows costs the length of the column once, not once per row.
    mutating func update(_ symbol: Symbol, added: [Symbol], removed: [Symbol]) {
        if added.count + removed.count <= 8 {
            for basic in removed { remove(basic, from: symbol) }
            for basic in added { insert(basic, into: symbol) }
            return
        }
        let old = take(symbol)
        var merged: [Symbol] = []
        merged.reserveCapacity(old.count + added.count - removed.count)
        var i = 0
        var j = 0
        var k = 0
        while i < old.count || j < added.count {
            if j == added.count || (i < old.count && old[i] < added[j]) {
                if k < removed.count && removed[k] == old[i] {
                    k += 1
                } else {
                    merged.append(old[i])
                }
                i += 1
            } else {
                merged.append(added[j])
                j += 1
            }
        }
        assert(k == removed.count, "A removed symbol was not in the column.")
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
