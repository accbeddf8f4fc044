// Is the optimal solution the only one?
//
// At a lexicographically optimal tableau every slack or error symbol has a cost vector
// >= 0, and the optimal face F is the feasible set with every non-basic symbol whose cost
// vector is non-zero held at 0 (a positive cost at the first level where it is non-zero would
// lose something there). What may still move on F:
// - non-basic external symbols: unrestricted, and (by Cassowary's invariant) absent from
//   restricted rows, so each is a free direction;
// - the set R of non-basic slack and error symbols with a zero cost vector, each >= 0.
// F is convex and holds the current solution x, so a variable is constant on F iff it is
// constant along every feasible direction d at x (an external's row may refer to other
// externals, References.swift: its direction is the sum of theirs, cancellations included): the cone C of d with d_j >= 0 for j in R, and
// a.d >= 0 for every slack or error basic row `b = 0 + a.d` at zero (degenerate). A required
// equality adds no condition of its own: solving its row for a symbol put it into every other
// row, and a dummy is fixed at zero, so a basic dummy's row (an identity among dummies) holds
// no symbol of R. A variable with gradient g on R is constant iff g is orthogonal to the linear
// hull of C, which is C with its implicit equalities made equalities. One auxiliary LP finds
// those: maximise sum(t_k) with 0 <= t_k <= 1 and (inequality k) >= t_k; since C is a cone, the
// optimum has t_k = 1 for every inequality that is not implicit, and 0 otherwise.

extension Solver {
    /// Every variable whose value is not the same in all optimal solutions, sorted.
    ///
    /// That is: variables nothing determines, and variables caught in a tie between
    /// constraints of equal priority (`w == 100 @500` with `w == 200 @500` leaves `w`
    /// anywhere in [100, 200]). The answer is exact, degenerate tableaus included, up to the
    /// solver's tolerance.
    public func ambiguousVariables() -> [Variable] {
        var analysis = FaceAnalysis(self)
        var result: [Variable] = []
        for (index, symbol) in variableSymbol.enumerated() where !analysis.isConstant(symbol) {
            result.append(variable(at: index))
        }
        return result
    }

    /// Whether `variable` has the same value in all optimal solutions. The variable must be
    /// one of this solver's (``owns(_:)``).
    public func isUnique(_ variable: Variable) -> Bool {
        checkOwnership(of: variable)
        var analysis = FaceAnalysis(self)
        return analysis.isConstant(variableSymbol[variable.id])
    }
}

/// The directions that stay optimal at the current solution, in a form that answers
/// "does this symbol move?" for one symbol at a time.
struct FaceAnalysis {
    let solver: Solver
    /// Non-basic slack and error symbols with a zero cost vector, but for those held at zero
    /// on all of F.
    var free: Set<Symbol> = []
    /// A basis, in reduced row-echelon form, of the equalities on R that hold on all of F:
    /// pivot symbol and the row (pivot coefficient 1, zero at every other pivot).
    var echelon: [(pivot: Symbol, row: [Symbol: Double])] = []
    /// Per symbol, the direction of the basic symbols asked about so far (see
    /// ``direction(of:)``); empty until the first is asked for.
    var directions: [Row?] = []
    /// Whether nothing moves (see ``isRigid``), once known.
    var rigid: Bool?

    init(_ solver: Solver) {
        self.solver = solver
        // A symbol that no row holds (a spent artificial one) moves nothing.
        for symbol in solver.kinds.indices
        where solver.kinds[symbol].isPivotable && solver.rows[symbol] == nil
            && solver.columns.holderCount(Symbol(symbol)) > 0 && solver.costSign(Symbol(symbol)) == 0
        {
            free.insert(Symbol(symbol))
        }
        if free.isEmpty { return }
        // Active (zero) slack and error rows that involve R. A basic dummy's row holds only
        // dummies, never a symbol of R.
        var inequalities: [[Symbol: Double]] = []
        solver.forEachBasic { basic in
            guard solver.kind(basic).isPivotable, let row = solver.rows[Int(basic)], nearZero(row.constant)
            else { return }
            var restricted: [Symbol: Double] = [:]
            for cell in row.cells where free.contains(cell.symbol) {
                restricted[cell.symbol] = cell.coefficient
            }
            if !restricted.isEmpty { inequalities.append(restricted) }
        }
        let cone = Self.coneSlacksByComponent(inequalities: inequalities)
        // A symbol held at zero is no direction at all: dropping it everywhere is the same as
        // reducing by its equality `symbol = 0`, and keeps the directions of a tall layout
        // short (each label's slacks are held at zero).
        for symbol in cone.heldAtZero { free.remove(symbol) }
        for (inequality, canBeStrict) in zip(inequalities, cone.rows) where !canBeStrict {
            addEquality(inequality.filter { free.contains($0.key) })
        }
    }

    /// Whether the symbol keeps its value along every optimal direction.
    mutating func isConstant(_ symbol: Symbol) -> Bool {
        guard solver.rows[Int(symbol)] != nil else {
            // Non-basic: an external one moves freely; a restricted one moves if free and
            // not held at zero.
            if solver.kind(symbol) == .external { return false }
            return !free.contains(symbol) || reduces(toZero: [symbol: 1])
        }
        if isRigid { return true }
        var gradient: [Symbol: Double] = [:]
        for cell in direction(of: symbol).cells {
            if solver.kind(cell.symbol) == .external { return false }
            gradient[cell.symbol] = cell.coefficient
        }
        return gradient.isEmpty || reduces(toZero: gradient)
    }

    /// Whether nothing can move: no free symbol, and no row holds a non-basic external. Then
    /// every basic symbol is constant, and there is no direction to compute: the common case
    /// of a layout that holds.
    private var isRigid: Bool {
        mutating get {
            if let known = rigid { return known }
            let answer =
                free.isEmpty
                && solver.kinds.indices.allSatisfy { symbol in
                    solver.kinds[symbol] != .external || solver.rows[symbol] != nil
                        || solver.columns.holderCount(Symbol(symbol)) == 0
                }
            rigid = answer
            return answer
        }
    }

    /// How a basic symbol moves: its row over the free symbols and non-basic externals, with
    /// each reference replaced by its own direction. Computed once per symbol, without
    /// recursion (a chain of references can be as long as the layout is tall).
    private mutating func direction(of symbol: Symbol) -> Row {
        if directions.isEmpty { directions = Array(repeating: nil, count: solver.kinds.count) }
        if let known = directions[Int(symbol)] { return known }
        var pending = [symbol]
        while let current = pending.last {
            if directions[Int(current)] != nil {
                pending.removeLast()
                continue
            }
            let row = solver.rows[Int(current)]!
            var ready = true
            for cell in row.cells where solver.isReference(cell.symbol) && directions[Int(cell.symbol)] == nil
            {
                pending.append(cell.symbol)
                ready = false
            }
            if !ready { continue }
            pending.removeLast()
            var result = Row()
            for cell in row.cells {
                if solver.isReference(cell.symbol) {
                    result.insert(directions[Int(cell.symbol)]!, cell.coefficient)
                } else if solver.kind(cell.symbol) == .external || free.contains(cell.symbol) {
                    result.insert(cell.symbol, cell.coefficient)
                }
            }
            directions[Int(current)] = result
        }
        return directions[Int(symbol)]!
    }

    private func reduces(toZero vector: [Symbol: Double]) -> Bool {
        reduced(vector).values.allSatisfy(nearZero)
    }

    /// `vector` minus each echelon row times its coefficient at that row's pivot.
    private func reduced(_ vector: [Symbol: Double]) -> [Symbol: Double] {
        var remainder = vector
        for (pivot, row) in echelon {
            guard let factor = remainder[pivot], factor != 0 else { continue }
            for (symbol, coefficient) in row {
                let value = (remainder[symbol] ?? 0) - factor * coefficient
                remainder[symbol] = nearZero(value) ? nil : value
            }
        }
        return remainder
    }

    private mutating func addEquality(_ vector: [Symbol: Double]) {
        var row = reduced(vector)
        // Pivot on the largest coefficient, ties to the smallest symbol, for stability.
        guard
            let (pivot, value) = row.filter({ !nearZero($0.value) })
                .max(by: {
                    abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key)
                })
        else { return }
        row = row.mapValues { $0 / value }
        row[pivot] = 1
        for index in echelon.indices {
            guard let factor = echelon[index].row[pivot], factor != 0 else { continue }
            for (symbol, coefficient) in row {
                let updated = (echelon[index].row[symbol] ?? 0) - factor * coefficient
                echelon[index].row[symbol] = nearZero(updated) ? nil : updated
            }
        }
        echelon.append((pivot, row))
    }

    /// ``coneSlacks(inequalities:)`` for each group of inequalities that share symbols, on its
    /// own: the cone is the product of theirs, and a tall layout has one small group per
    /// label, which one LP over all of them would make quadratic (every pivot reads the whole
    /// objective).
    static func coneSlacksByComponent(inequalities: [[Symbol: Double]]) -> (
        rows: [Bool], heldAtZero: [Symbol]
    ) {
        // Union-find over the inequalities, joined through the symbols they share.
        var parent = Array(inequalities.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        var owner: [Symbol: Int] = [:]
        for (index, inequality) in inequalities.enumerated() {
            for symbol in inequality.keys.sorted() {
                if let other = owner[symbol] {
                    parent[root(index)] = root(other)
                } else {
                    owner[symbol] = index
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in inequalities.indices { groups[root(index), default: []].append(index) }
        var rows = [Bool](repeating: true, count: inequalities.count)
        var heldAtZero: [Symbol] = []
        for members in groups.values.sorted(by: { $0[0] < $1[0] }) {
            let cone =
                members.count == 1
                ? coneSlacks(inequality: inequalities[members[0]])
                : coneSlacks(inequalities: members.map { inequalities[$0] })
            for (member, canBeStrict) in zip(members, cone.rows) { rows[member] = canBeStrict }
            heldAtZero += cone.heldAtZero
        }
        return (rows, heldAtZero.sorted())
    }

    /// ``coneSlacks(inequalities:)`` for a group of one inequality `a.d >= 0` over `d >= 0`,
    /// without the LP (most groups of a tall layout: one label's row each). With a positive
    /// coefficient it can be strict (that symbol alone makes it positive, and any other symbol
    /// can grow with it enough); with none, `a.d >= 0` holds only at `d = 0`, so the row is
    /// an equality and holds each of its symbols at zero.
    static func coneSlacks(inequality: [Symbol: Double]) -> (rows: [Bool], heldAtZero: [Symbol]) {
        if inequality.values.contains(where: { $0 > 0 }) { return ([true], []) }
        return ([false], inequality.keys.sorted())
    }

    /// Solves the auxiliary LP once and reports, for each inequality row, whether it can be
    /// strict, and which symbols of R are held at zero.
    static func coneSlacks(inequalities: [[Symbol: Double]]) -> (rows: [Bool], heldAtZero: [Symbol]) {
        if inequalities.isEmpty { return ([], []) }
        var scratch = Solver()
        var direction: [Symbol: Variable] = [:]
        // Only symbols that appear in an active row can be held at zero; the others are
        // free directions on their own.
        var involved: [Symbol] = []
        for row in inequalities {
            for symbol in row.keys where direction[symbol] == nil {
                direction[symbol] = scratch.makeVariable()
                involved.append(symbol)
            }
        }
        involved.sort()
        func expression(_ row: [Symbol: Double]) -> LinearExpression {
            LinearExpression(row.keys.sorted().map { Term(direction[$0]!, row[$0]!) })
        }
        func addStrictness(_ lhs: LinearExpression) -> Variable {
            let t = scratch.makeVariable()
            let constraints = [
                Constraint(lhs, .greaterThanOrEqual, LinearExpression(t)),
                Constraint(LinearExpression(t), .greaterThanOrEqual, 0),
                Constraint(LinearExpression(t), .lessThanOrEqual, 1),
                Constraint(LinearExpression(t), .equal, 1, priority: 1),
            ]
            for constraint in constraints { _ = try? scratch.add(constraint) }
            return t
        }
        let symbolStrictness = involved.map { addStrictness(LinearExpression(direction[$0]!)) }
        let rowStrictness = inequalities.map { addStrictness(expression($0)) }
        let heldAtZero = zip(involved, symbolStrictness)
            .filter { scratch.value(of: $1) < 0.5 }.map(\.0)
        return (rowStrictness.map { scratch.value(of: $0) >= 0.5 }, heldAtZero)
    }
}
