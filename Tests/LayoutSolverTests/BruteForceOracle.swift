import LayoutSolver

/// An independent answer to "what are the optimal solutions of this system?", written for
/// clarity, not speed, in exact rational arithmetic.
///
/// It shares nothing with ``Solver`` but the ``Relation`` enum: a dense two-phase simplex
/// with Bland's rule on the standard form `A y = b, y >= 0`, in which each variable is split
/// as `x = x⁺ - x⁻`. Priority levels are solved one at a time, highest first: minimise the
/// level's sum of errors, then fix that sum with an equality row and go on to the next level.
/// On the final (optimal) face, each variable is minimised and maximised; it is unique iff
/// both are finite and equal.
///
/// Every entry point throws ``Rational/Overflow`` when an exact number leaves `Int64`.
enum BruteForceOracle {
    /// The lexicographically optimal solutions of a system whose required constraints hold.
    struct Solution {
        /// Per non-required priority present, highest first: the least sum of its errors
        /// given that every higher level is at its own least sum.
        var levelOptima: [(priority: Int, errorSum: Rational)]
        /// Per variable: its least and greatest value over all optimal solutions, `nil` where
        /// unbounded.
        var ranges: [(min: Rational?, max: Rational?)]

        /// The variable's value if it is the same in every optimal solution, else `nil`.
        func uniqueValue(of index: Int) -> Rational? {
            guard let low = ranges[index].min, let high = ranges[index].max, low == high else { return nil }
            return low
        }

        /// The indices of the variables that are not unique.
        var ambiguousIndices: [Int] { ranges.indices.filter { uniqueValue(of: $0) == nil } }
    }

    /// Whether the required constraints among `constraints` can all hold (the others always
    /// can, by giving way).
    static func isFeasible(_ constraints: [IntegerConstraint], variableCount: Int) throws(Rational.Overflow)
        -> Bool
    {
        let form = StandardForm(constraints.filter(\.isRequired), variableCount: variableCount)
        return try Tableau.feasible(form) != nil
    }

    /// The optimal solutions, or `nil` when the required constraints cannot all hold.
    static func solve(_ constraints: [IntegerConstraint], variableCount: Int) throws(Rational.Overflow)
        -> Solution?
    {
        var form = StandardForm(constraints, variableCount: variableCount)
        guard var tableau = try Tableau.feasible(form) else { return nil }
        var optima: [(priority: Int, errorSum: Rational)] = []
        for priority in form.errorColumns.keys.sorted(by: >) {
            var cost = [Rational](repeating: .zero, count: form.columnCount)
            for column in form.errorColumns[priority]! { cost[column] = .one }
            // A sum of errors >= 0 is bounded below, so a minimum exists.
            guard let optimum = try tableau.minimum(of: cost) else {
                preconditionFailure("A sum of non-negative errors cannot be unbounded below.")
            }
            optima.append((priority, optimum))
            form.appendRow(cost, rhs: optimum)
            // The old optimum satisfies the new row, so the system stays feasible.
            guard let fixed = try Tableau.feasible(form) else {
                preconditionFailure("Fixing a level at its optimum made the system infeasible.")
            }
            tableau = fixed
        }
        var ranges: [(min: Rational?, max: Rational?)] = []
        for variable in 0..<variableCount {
            var cost = [Rational](repeating: .zero, count: form.columnCount)
            cost[form.positiveColumn(of: variable)] = .one
            cost[form.negativeColumn(of: variable)] = try -Rational.one
            let low = try tableau.minimum(of: cost)
            let negatedHigh = try tableau.minimum(
                of: cost.map { value throws(Rational.Overflow) in try -value })
            ranges.append((low, try negatedHigh.map { value throws(Rational.Overflow) in try -value }))
        }
        return Solution(levelOptima: optima, ranges: ranges)
    }
}

/// `rows * y = rhs, y >= 0` for a system of ``IntegerConstraint``s.
///
/// Columns: `x⁺` and `x⁻` for each variable, then per constraint the columns it needs:
/// - required equality `e = 0`: none, the row is `e = 0`;
/// - required `e <= 0` / `e >= 0`: a slack `s`, the row is `e + s = 0` / `e - s = 0`;
/// - non-required equality: errors `p, m` with `e - p + m = 0` (so `|e| <= p + m`, equal at
///   an optimum);
/// - non-required `e <= 0`: slack and error, `e + s - err = 0`; `e >= 0`: `e - s + err = 0`.
/// The constant of `e` moves to the right-hand side with its sign flipped.
struct StandardForm {
    var columnCount: Int
    var rows: [[Rational]] = []
    var rhs: [Rational] = []
    /// The error columns of each non-required priority present.
    var errorColumns: [Int: [Int]] = [:]

    init(_ constraints: [IntegerConstraint], variableCount: Int) {
        columnCount = 2 * variableCount
        var sparseRows: [[Int: Rational]] = []
        for constraint in constraints {
            var row: [Int: Rational] = [:]
            for (variable, coefficient) in constraint.coefficients.enumerated() where coefficient != 0 {
                row[2 * variable] = Rational(coefficient)
                row[2 * variable + 1] = Rational(-coefficient)
            }
            func newColumn(_ coefficient: Int, isError: Bool) {
                row[columnCount] = Rational(coefficient)
                if isError { errorColumns[constraint.priority, default: []].append(columnCount) }
                columnCount += 1
            }
            switch (constraint.relation, constraint.isRequired) {
            case (.equal, true):
                break
            case (.equal, false):
                newColumn(-1, isError: true)
                newColumn(1, isError: true)
            case (.lessThanOrEqual, let required):
                newColumn(1, isError: false)
                if !required { newColumn(-1, isError: true) }
            case (.greaterThanOrEqual, let required):
                newColumn(-1, isError: false)
                if !required { newColumn(1, isError: true) }
            }
            sparseRows.append(row)
            rhs.append(Rational(-constraint.constant))
        }
        rows = sparseRows.map { sparse in
            (0..<columnCount).map { sparse[$0] ?? .zero }
        }
    }

    func positiveColumn(of variable: Int) -> Int { 2 * variable }
    func negativeColumn(of variable: Int) -> Int { 2 * variable + 1 }

    mutating func appendRow(_ row: [Rational], rhs value: Rational) {
        rows.append(row)
        rhs.append(value)
    }
}

/// A basic feasible solution of a ``StandardForm`` as a dense tableau in canonical form:
/// row `i` reads `y[basis[i]] + sum(rows[i][j] * y[j], j non-basic) = rhs[i]`, `rhs >= 0`.
struct Tableau {
    var rows: [[Rational]]
    var rhs: [Rational]
    var basis: [Int]

    /// Phase one: a basic feasible solution, or `nil` when the form has none.
    ///
    /// Adds one artificial column per row (rows negated first so that `rhs >= 0`) and
    /// minimises their sum. At a zero minimum, artificials still basic (at 0) are pivoted out
    /// on any real column of their row; a row with no real column left is redundant and
    /// dropped.
    static func feasible(_ form: StandardForm) throws(Rational.Overflow) -> Tableau? {
        let realColumns = form.columnCount
        let rowCount = form.rows.count
        var tableau = Tableau(rows: [], rhs: [], basis: [])
        for (index, row) in form.rows.enumerated() {
            let flip = form.rhs[index].isNegative
            var extended = try row.map { value throws(Rational.Overflow) in flip ? try -value : value }
            extended += (0..<rowCount).map { $0 == index ? .one : .zero }
            tableau.rows.append(extended)
            tableau.rhs.append(flip ? try -form.rhs[index] : form.rhs[index])
            tableau.basis.append(realColumns + index)
        }
        var cost = [Rational](repeating: .zero, count: realColumns + rowCount)
        for column in realColumns..<(realColumns + rowCount) { cost[column] = .one }
        guard let infeasibility = try tableau.minimize(cost) else {
            preconditionFailure("Phase one is bounded below by zero.")
        }
        if infeasibility.isPositive { return nil }

        var redundant: [Int] = []
        for index in tableau.rows.indices where tableau.basis[index] >= realColumns {
            if let column = (0..<realColumns).first(where: { !tableau.rows[index][$0].isZero }) {
                try tableau.pivot(row: index, column: column)
            } else {
                redundant.append(index)
            }
        }
        for index in redundant.reversed() {
            tableau.rows.remove(at: index)
            tableau.rhs.remove(at: index)
            tableau.basis.remove(at: index)
        }
        for index in tableau.rows.indices { tableau.rows[index].removeLast(rowCount) }
        return tableau
    }

    /// The least value of `cost · y` over the feasible set, or `nil` when it is unbounded
    /// below. Leaves `self` as it is (works on a copy).
    func minimum(of cost: [Rational]) throws(Rational.Overflow) -> Rational? {
        var copy = self
        return try copy.minimize(cost)
    }

    /// Primal simplex with Bland's rule: the entering column is the smallest one with a
    /// negative reduced cost, the leaving row the one with the least ratio, ties to the
    /// smallest basic column. Bland's rule never cycles, degenerate pivots included.
    /// - Returns: The minimum of `cost · y`, or `nil` when it is unbounded below.
    private mutating func minimize(_ cost: [Rational]) throws(Rational.Overflow) -> Rational? {
        while true {
            guard let entering = try firstImprovingColumn(cost) else {
                var value = Rational.zero
                for (index, column) in basis.enumerated() { value = try value + cost[column] * rhs[index] }
                return value
            }
            var leaving: Int?
            var bestRatio = Rational.zero
            for index in rows.indices where rows[index][entering].isPositive {
                let ratio = try rhs[index] / rows[index][entering]
                if let current = leaving,
                    bestRatio < ratio || (ratio == bestRatio && basis[current] < basis[index])
                {
                    continue
                }
                leaving = index
                bestRatio = ratio
            }
            guard let leaving else { return nil }
            try pivot(row: leaving, column: entering)
        }
    }

    /// The smallest non-basic column whose reduced cost `c_j - sum(c_basis[i] * a_ij)` is
    /// negative.
    private func firstImprovingColumn(_ cost: [Rational]) throws(Rational.Overflow) -> Int? {
        let basic = Set(basis)
        for column in cost.indices where !basic.contains(column) {
            var reduced = cost[column]
            for (index, basicColumn) in basis.enumerated() where !cost[basicColumn].isZero {
                reduced = try reduced - cost[basicColumn] * rows[index][column]
            }
            if reduced.isNegative { return column }
        }
        return nil
    }

    /// Makes `column` basic in `row`: scales the row to a 1 there and clears the column
    /// from every other row.
    mutating func pivot(row pivotRow: Int, column: Int) throws(Rational.Overflow) {
        let scale = rows[pivotRow][column]
        for index in rows[pivotRow].indices where !rows[pivotRow][index].isZero {
            rows[pivotRow][index] = try rows[pivotRow][index] / scale
        }
        rhs[pivotRow] = try rhs[pivotRow] / scale
        for index in rows.indices where index != pivotRow && !rows[index][column].isZero {
            let factor = rows[index][column]
            for other in rows[pivotRow].indices where !rows[pivotRow][other].isZero {
                rows[index][other] = try rows[index][other] - factor * rows[pivotRow][other]
            }
            rhs[index] = try rhs[index] - factor * rhs[pivotRow]
        }
        basis[pivotRow] = column
    }
}
