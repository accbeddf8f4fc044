/// One `coefficient * symbol` entry of a ``Row``.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// `constant + sum(coefficient * symbol)`, with cells sorted by symbol and no zero
/// coefficients.
///
/// A basic row reads `basic = constant + cells`: the tableau keeps it under its basic
/// symbol, which never appears in its own cells. A row being built for a new constraint reads
/// `0 = constant + cells`. Merging two rows walks both sorted arrays once.
@usableFromInline struct Row: Sendable {
    @usableFromInline var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol` in `cells`, or where it would be inserted.
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let probe = cells[mid].symbol
            if probe == symbol { return (mid, true) }
            if probe < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    /// Inserts a cell at its sorted position; appending, the common case, avoids a general
    /// range replacement.
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        if index == cells.count { cells.append(cell) } else { cells.insert(cell, at: index) }
    }

    /// Adds `coefficient * symbol`, dropping the cell if the sum is zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient * other`, constant included: one merge of two sorted arrays.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        insert(other, coefficient) { _, _ in }
    }

    /// Adds `coefficient * other`, constant included, and reports how the row's symbols
    /// changed: `changed(j, true)` when the symbol of `other.cells[j]` enters the row,
    /// `changed(j, false)` when it cancels out of it. The tableau keeps its column index exact
    /// with these reports.
    ///
    /// A short `other` is added in place, cell by cell; a long one is one merge of the two
    /// sorted arrays.
    @inline(__always)
    mutating func insert(_ other: Row, _ coefficient: Double, changed: (_ cell: Int, _ entered: Bool) -> Void)
    {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        if cells.isEmpty {
            cells.reserveCapacity(other.cells.count)
            for (j, cell) in other.cells.enumerated() {
                let value = cell.coefficient * coefficient
                if !nearZero(value) {
                    cells.append(Cell(symbol: cell.symbol, coefficient: value))
                    changed(j, true)
                }
            }
            return
        }
        if other.cells.count <= 4 {
            for (j, cell) in other.cells.enumerated() {
                let value = cell.coefficient * coefficient
                let (index, found) = search(cell.symbol)
                if found {
                    let sum = cells[index].coefficient + value
                    if nearZero(sum) {
                        cells.remove(at: index)
                        changed(j, false)
                    } else {
                        cells[index].coefficient = sum
                    }
                } else if !nearZero(value) {
                    insertCell(Cell(symbol: cell.symbol, coefficient: value), at: index)
                    changed(j, true)
                }
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
                let value = other.cells[j].coefficient * coefficient
                if !nearZero(value) {
                    merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
                    changed(j, true)
                }
                j += 1
            } else {
                let value = cells[i].coefficient + other.cells[j].coefficient * coefficient
                if nearZero(value) {
                    changed(j, false)
                } else {
                    merged.append(Cell(symbol: cells[i].symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + cells` as `symbol = ...`: divides by `-coefficient(symbol)`
    /// and drops the symbol's cell. The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let scale = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// Rewrites `lhs = constant + cells` (with `rhs` among the cells) as `rhs = ...`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (which reads `symbol = row`); returns whether it was there.
    /// `changed` reports the symbols of `row` that enter or cancel, as in ``insert(_:_:changed:)``.
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, _ row: Row, changed: (_ cell: Int, _ entered: Bool) -> Void = { _, _ in }
    ) -> Bool {
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient, changed: changed)
        return true
    }
}
