/// An incremental Cassowary-style simplex solver with exact priority levels.
///
/// Add and remove constraints in any order; after every change the solver holds an optimal
/// solution: every required constraint holds, and each priority level, from the highest
/// down, is satisfied as well as it can be without giving up anything at a higher level
/// (within one level the errors add up). Read values with ``value(of:)``.
///
/// Beyond the solution, the solver answers the two questions a layout tool must ask:
/// - which required constraints conflict: ``add(_:)`` throws a minimal conflicting set;
/// - whether the solution is the only optimal one: ``ambiguousVariables()``.
///
/// Edit variables (``addEditVariable(_:priority:)``, ``suggestValue(_:for:)``) move a
/// variable and re-solve with the dual simplex, without rebuilding anything.
///
/// Costs: adding a constraint costs the rows it touches, so a layout of N views builds in
/// about linear time. Removing a required equality, or changing its constant, rebuilds the
/// whole tableau, unless it was added with `tracksConstant: true` (see
/// ``add(_:tracksConstant:)``); every other removal or change of constant is incremental.
///
/// Every run is deterministic: symbols are dense integers, rows are sorted by symbol, and
/// every choice the simplex makes breaks ties by the smallest symbol (Bland's rule, which
/// also rules out cycling).
public struct Solver: Sendable {
    /// Per symbol: its kind, its row when basic, and the variable it stands for.
    var kinds: [SymbolKind] = []
    @usableFromInline var rows: [Row?] = []
    var symbolVariable: [Int32] = []
    /// Per symbol: the basic symbols whose rows hold it.
    var columns = ColumnIndex()
    /// Per symbol: for a basic external, its place in the order of references (References.swift):
    /// above the rank of every basic external its row refers to.
    var ranks: [Int32] = []
    /// Per symbol: for an external, its value (a parameter's is the value it had when it left
    /// the basis, see ``takeRow(_:)``); 0 for every other symbol.
    @usableFromInline var values: [Double] = []
    /// How many non-basic externals have a value other than 0. While there are none, a row
    /// that refers to no other external is its constant (``externalRowChanged(_:constant:)``).
    var parametersAwayFromZero = 0
    /// Basic externals whose value may have changed since the values were last brought up to
    /// date (in any order, with repeats).
    var staleValues: [Symbol] = []
    /// Working storage, empty between operations: the sum of an expansion, and the queue of
    /// a refresh of values (References.swift).
    var expansion = ExpansionScratch()
    var valueQueue = ValueQueue()
    /// The longest row that ``inlineShortReferences(_:)`` copies instead of referring to (0
    /// refers to every basic external: the property tests run both ways).
    var inlinedRowLimit = 8

    /// Which solver this is, stamped on its variables and handles so that another solver can
    /// tell them apart from its own. A copy of a solver, and a solver made with
    /// ``init(variablesOf:)``, share its identity: its variables, and the handles it gave.
    @usableFromInline let identity: UInt32
    /// Per variable: its external symbol, and its name for reports.
    @usableFromInline var variableSymbol: [Symbol] = []
    var variableNames: [String] = []

    /// The objective, one row per priority level present, highest level first.
    var levels: [Level] = []
    /// Whether the objective has not changed since ``optimize(artificialObjective:)`` last
    /// found it optimal.
    var objectiveIsOptimal = false
    /// Since the objective was last optimal, every symbol whose cost at some level may have
    /// changed; nil when not known (see ``enteringSymbol(artificialObjective:)``).
    var objectiveChanges: [Symbol]?
    /// The objective of phase one while a constraint is added with an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose row constant went negative, for the dual simplex.
    var infeasibleRows: [Symbol] = []

    var records: RecordTable
    var nextConstraintID = 0
    var edits: [Variable: ConstraintID] = [:]
    /// Per variable, by index: the stay that holds it where it last was (Stays.swift), if
    /// a removal gave it one; shorter than the variables when the last have none, and empty
    /// while there is no stay (stays are never removed), which operations check in O(1).
    var stayIDs: [ConstraintID?] = []
    /// How many times a removal or a change of constant rebuilt the tableau (for tests).
    var rebuildCount = 0

    /// One priority level of the objective: the sum of the errors of its constraints.
    struct Level: Sendable {
        var priority: Priority
        var row: Row
        var constraintCount: Int
    }

    /// What the solver keeps of an added constraint.
    struct Record: Sendable {
        var constraint: Constraint
        /// The symbol that belongs to this constraint alone and marks its row: a slack for an
        /// inequality, the positive error for a non-required equality, a dummy for a required
        /// equality that tracks its constant; -1 for any other required equality.
        var marker: Symbol
        /// The second symbol of the constraint (an error), or -1.
        var other: Symbol
        /// The marker's coefficient in the constraint's equation as built, which turns a
        /// change of constant into a shift of the marker (see ``Solver/setConstant(_:of:)``).
        var markerCoefficient: Double
        /// Whether it was added with `tracksConstant`, for a rebuild.
        var tracksConstant: Bool
        /// A required equality that the required equalities added before it already imply.
        var isRedundant = false
        /// A stay the solver added to keep a variable where it was (Stays.swift), not a
        /// caller's constraint.
        var isStay = false
    }

    public init() {
        identity = SolverIdentity.next()
        records = RecordTable(solver: identity)
    }

    /// A solver with `other`'s variables and no constraint: the same variables, not copies, so
    /// constraints written for `other` can be added to it (to compare with a fresh build, or to
    /// start again). Its handles continue after `other`'s, so none of `other`'s handles names
    /// one of its constraints.
    public init(variablesOf other: Solver) {
        identity = other.identity
        records = RecordTable(solver: identity)
        nextConstraintID = other.nextConstraintID
        for variable in other.variables { makeExternalSymbol(for: variable) }
        variableNames = other.variableNames
    }

    // MARK: Variables

    /// Makes a new variable, unconstrained and 0 until constraints say otherwise.
    /// - Parameter name: Used only in descriptions; an empty name reads `v` and the index.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let id = variableSymbol.count
        let variable = Variable(id: id, solver: identity)
        makeExternalSymbol(for: variable)
        variableNames.append(name.isEmpty ? variable.description : name)
        return variable
    }

    /// The variable with index `id`, which this solver made.
    func variable(at id: Int) -> Variable {
        Variable(id: id, solver: identity)
    }

    /// Whether this solver made `variable` (a copy also owns what was made before the copy).
    @inlinable public func owns(_ variable: Variable) -> Bool {
        variable.solver == identity && variable.id < variableSymbol.count
    }

    /// Stops with a message that names the mistake when this solver did not make `variable`.
    @inlinable func checkOwnership(of variable: Variable) {
        precondition(
            owns(variable),
            "Variable \(variable) was made by another solver; a solver reads only its own variables.")
    }

    private mutating func makeExternalSymbol(for variable: Variable) {
        let symbol = makeSymbol(.external)
        symbolVariable[Int(symbol)] = Int32(variable.id)
        variableSymbol.append(symbol)
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableSymbol.count }

    /// Every variable made so far, in creation order.
    public var variables: [Variable] { (0..<variableSymbol.count).map(variable(at:)) }

    /// The name `variable` was made with (`v` and its index when it was made without one); it
    /// must be one of this solver's variables.
    public func name(of variable: Variable) -> String {
        checkOwnership(of: variable)
        return variableNames[variable.id]
    }

    /// `constraint` written with the names of this solver's variables: `ok.width - 60.0 >= 0
    /// @1000`. Another solver's variable shows as `v` and its index.
    public func description(of constraint: Constraint) -> String {
        constraint.description(naming: describe)
    }

    /// `expression` written with the names of this solver's variables: `ok.left + ok.width + 8.0`.
    public func description(of expression: LinearExpression) -> String {
        expression.description(naming: describe)
    }

    /// The variable's name when this solver made it, else its own description.
    private func describe(_ variable: Variable) -> String {
        owns(variable) ? variableNames[variable.id] : variable.description
    }

    /// The variable's value in the current optimal solution.
    ///
    /// The variable must be one of this solver's (``owns(_:)``); another solver's stops the
    /// program with a message that says so. Inlined into the caller, so that reading every
    /// value of a large solver held in a captured variable does not copy the solver for each
    /// read.
    @inlinable public func value(of variable: Variable) -> Double {
        checkOwnership(of: variable)
        return values[Int(variableSymbol[variable.id])]
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// A non-required constraint is always accepted. A required one is refused when it cannot
    /// hold together with the required constraints already added; the solver is then
    /// unchanged.
    ///
    /// A required equality is held without a marker, which keeps the tableau small: removing
    /// it or changing its constant rebuilds the tableau from the other constraints. Pass
    /// `tracksConstant: true` for one whose constant will change often (a root frame, a
    /// scroll offset): it keeps a marker, so ``setConstant(_:of:)`` and ``remove(_:)`` stay
    /// incremental, at the price of a marker in the row of every variable it determines.
    /// Other constraints always have a marker and ignore the flag.
    ///
    /// A constraint equal to one the solver holds is accepted, as a constraint of its own: the
    /// handle is a constraint's identity, as the constraint object is in Kiwi (whose
    /// `DuplicateConstraint` refuses one object added twice, not two equal ones) and in UIKit,
    /// which accepts equal `NSLayoutConstraint`s. A second required one changes no value (a
    /// required equality is then ``isRedundant(_:)``), and removing either copy leaves the
    /// other in force. A second non-required one adds its error again at its level, so two
    /// copies weigh twice as much as one against the other constraints of that level. To
    /// refuse copies, ask ``constraintIDs(equalTo:)`` first.
    /// - Returns: A handle for ``remove(_:)`` and for reports.
    /// - Throws: ``SolverError/unsatisfiable(refused:conflict:)`` with a minimal conflicting
    ///   set, ``SolverError/invalidConstraint(_:)`` for a non-finite number, or
    ///   ``SolverError/foreignVariable(_:)`` for a variable another solver made.
    @discardableResult
    public mutating func add(_ constraint: Constraint, tracksConstant: Bool = false) throws(SolverError)
        -> ConstraintID
    {
        try validate(constraint)
        let id = ConstraintID(rawValue: nextConstraintID, solver: identity)
        nextConstraintID += 1
        defer {
            refreshValues()
            retargetStays()
        }
        guard insert(constraint, as: id, tracksConstant: tracksConstant) else {
            throw .unsatisfiable(refused: id, conflict: explainConflict(refused: constraint, as: id))
        }
        return id
    }

    /// Removes a constraint and re-solves.
    ///
    /// A required equality added without `tracksConstant` is removed by rebuilding the
    /// tableau from the remaining constraints, in the order they were added, unless it was
    /// redundant (``isRedundant(_:)``).
    ///
    /// When the solution from before is still optimal, nothing moves: interactive editing
    /// (a drag that ends with ``removeEditVariable(_:)``, a constraint taken away) leaves every
    /// value where it was unless the remaining constraints force it elsewhere. A variable that
    /// the remaining constraints no longer determine becomes a parameter of the tableau at its
    /// old value (see `Solver.takeRow(_:)`). A variable left inside a tie between inequalities
    /// (`x >= 0` and `x <= 100`, after `x == 50` goes) would move to a vertex of the tie,
    /// which is as optimal but not where it was; it gets a stay instead, as in Cassowary: an
    /// equality at its old value, at a level below every priority a caller can write, so that
    /// it only chooses among the optimal solutions (Stays.swift). Stays are not constraints of
    /// the caller's: ``constraintIDs`` does not list them, and ``ambiguousVariables()`` and
    /// ``isUnique(_:)`` ignore them, so a variable a stay holds is still reported free. After
    /// every operation each stay moves to where its variable now is.
    ///
    /// Costs a pass over every variable and every stay, on top of the removal, to find what
    /// moved.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard callerRecord(id) != nil else { throw .unknownConstraint(id) }
        let before = variableSymbol.map { values[Int($0)] }
        try removeMovingAmongTies(id)
        holdMovedVariables(at: before)
    }

    /// Removes a constraint and re-solves, as ``remove(_:)`` does, but without stays: a
    /// variable left inside a tie between inequalities moves to a vertex of the tie. For a
    /// caller that removes many constraints at once and reads only values the constraints
    /// determine (the layout engine), it saves ``remove(_:)``'s pass over every variable.
    package mutating func removeMovingAmongTies(_ id: ConstraintID) throws(SolverError) {
        guard callerRecord(id) != nil, let record = records.removeValue(forKey: id) else {
            throw .unknownConstraint(id)
        }
        if let variable = edits.first(where: { $0.value == id })?.key { edits[variable] = nil }
        if record.marker < 0 && record.isRedundant {
            // Implied by the equalities before it, it never reached the tableau.
            return
        }
        if record.marker < 0 {
            guard let rebuilt = rebuilt() else {
                preconditionFailure("Constraints that held together no longer hold without one of them.")
            }
            self = rebuilt
            return
        }
        erase(record)
        optimize()
        refreshValues()
    }

    /// Whether a required equality was already implied, when it was added, by the required
    /// equalities added before it (a duplicate, or a combination of others): removing it
    /// changes nothing. Inequalities and non-required constraints are never reported.
    public func isRedundant(_ id: ConstraintID) -> Bool { callerRecord(id)?.isRedundant ?? false }

    /// Whether the handle names a constraint that is in the solver.
    public func contains(_ id: ConstraintID) -> Bool { callerRecord(id) != nil }

    /// The constraint a handle names, as it is now.
    public func constraint(_ id: ConstraintID) -> Constraint? { callerRecord(id)?.constraint }

    /// The record of a caller's constraint: nil for a stay's handle, which no caller was given
    /// (a copy of the solver can hold a stay under a handle the original gives later).
    func callerRecord(_ id: ConstraintID) -> Record? {
        guard let record = records[id], !record.isStay else { return nil }
        return record
    }

    /// The handles of every constraint in the solver, in the order they were added.
    public var constraintIDs: [ConstraintID] { records.compactMap { $0.record.isStay ? nil : $0.id } }

    /// The handles of the constraints in the solver equal to `constraint` (same terms as
    /// written, constant, relation and priority), in the order they were added. Costs a pass
    /// over every constraint.
    public func constraintIDs(equalTo constraint: Constraint) -> [ConstraintID] {
        records.compactMap { !$0.record.isStay && $0.record.constraint == constraint ? $0.id : nil }
    }

    /// Changes the constant of a constraint's expression and re-solves.
    ///
    /// A constraint with a marker (any but a required equality added without
    /// `tracksConstant`) moves with the dual simplex, without a rebuild. A required equality
    /// without one is changed by rebuilding the tableau. If the new constant of a required
    /// constraint conflicts, the solver is unchanged and the conflict is thrown.
    /// - Parameter constant: The new value of `expression.constant` (`lhs - rhs`).
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or
    ///   ``SolverError/unsatisfiable(refused:conflict:)`` for a required constraint.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let old = callerRecord(id) else { throw .unknownConstraint(id) }
        defer { retargetStays() }
        guard constant.isFinite else { throw .invalidConstraint("The constant \(constant) is not finite.") }
        let delta = constant - old.constraint.expression.constant
        if delta == 0 { return }
        var record = old
        record.constraint.expression.constant = constant
        if record.marker < 0 {
            records[id] = record
            guard let rebuilt = rebuilt() else {
                records[id] = old
                throw .unsatisfiable(
                    refused: id, conflict: explainConflict(refused: record.constraint, as: id))
            }
            self = rebuilt
            return
        }
        // Only a required constraint can fail to move; keep the solver to go back to.
        let saved = record.constraint.priority.isRequired ? self : nil
        defer { refreshValues() }
        if !shiftConstant(of: id, to: constant) {
            // A non-required constraint's errors absorb any constant.
            guard let saved else {
                preconditionFailure("A non-required constraint made the system infeasible.")
            }
            self = saved
            throw .unsatisfiable(refused: id, conflict: explainConflict(refused: record.constraint, as: id))
        }
    }

    /// The constants of a constraint, around its current one, over which the current basis
    /// stays feasible, and so optimal: the right-hand-side ranging of parametric linear
    /// programming.
    ///
    /// Within the range, every variable's value is an affine function of the constant and
    /// ``setConstant(_:of:)`` pivots nothing. Its ends are where an inequality becomes active
    /// or slack, or an optional constraint starts or stops holding: the breakpoints of the
    /// layout as the constant moves. At a degenerate basis an end can be the current constant
    /// itself, though the values go on affinely after a pivot that moves none of them. A
    /// required equality whose constant the other required equalities fix gives the current
    /// constant alone.
    /// - Returns: The range, whose ends may be infinite; nil for a required equality added
    ///   without `tracksConstant`, whose constant moves only by a rebuild.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func stableRange(ofConstant id: ConstraintID) throws(SolverError) -> ClosedRange<Double>?
    {
        try ranging(ofConstant: id)?.range
    }

    /// ``stableRange(ofConstant:)`` and the constraints whose rows end it: at the end where the
    /// constant is smaller and at the end where it is larger, the constraint whose inequality
    /// becomes active or slack, or whose error starts or stops being zero (nil at an infinite
    /// end, where the constant's own row ends it, or where a stay does: a variable that a
    /// removal left inside a tie is held where it was until the constant pushes it, see
    /// ``remove(_:)``).
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func stableRangeEnds(ofConstant id: ConstraintID) throws(SolverError) -> (
        range: ClosedRange<Double>, atLower: ConstraintID?, atUpper: ConstraintID?
    )? {
        guard let ranging = try ranging(ofConstant: id) else { return nil }
        let owners = [ranging.lowerSymbol, ranging.upperSymbol].map { symbol in
            symbol.flatMap { symbol in
                records.first {
                    !$0.record.isStay && ($0.record.marker == symbol || $0.record.other == symbol)
                }?.id
            }
        }
        // A marker coefficient below zero turns the shift's ends around.
        let turned = records[id]!.markerCoefficient < 0
        return (ranging.range, turned ? owners[1] : owners[0], turned ? owners[0] : owners[1])
    }

    /// The region of constants, around their current ones, over which the current basis stays
    /// feasible, and so optimal, when the constants of several constraints move together: the
    /// critical region of multiparametric linear programming. Within it every value is affine
    /// in the constants and ``setConstant(_:of:)`` pivots nothing.
    ///
    /// It is the intersection of half-spaces `constant + coefficients · d >= 0`, where `d[k]` is
    /// how far the constant of `ids[k]` moves from its current value; a half-space whose
    /// `isEquality` holds must stay at exactly 0 (a required equality that others fix). Only
    /// the rows that the constants move are listed.
    /// - Returns: nil when one of the constraints is a required equality added without
    ///   `tracksConstant`, whose constant moves only by a rebuild.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func stableRegion(ofConstants ids: [ConstraintID]) throws(SolverError) -> [RegionBound]? {
        var shifts: [(marker: Symbol, perUnit: Double)] = []
        for id in ids {
            guard let record = callerRecord(id) else { throw .unknownConstraint(id) }
            guard record.marker >= 0 else { return nil }
            shifts.append((record.marker, 1 / record.markerCoefficient))
        }
        // Each row a constant moves: its constant and, per constant, how far it moves per unit.
        var moved: [Symbol: [Double]] = [:]
        for (index, shift) in shifts.enumerated() {
            // A change of constant by d shifts the marker by d / markerCoefficient: its own row
            // (when basic) becomes c - s, any other row c + a * s.
            if rows[Int(shift.marker)] != nil {
                moved[shift.marker, default: Array(repeating: 0, count: shifts.count)][index] -= shift.perUnit
            } else {
                for basic in column(shift.marker) {
                    let coefficient = rows[Int(basic)]!.coefficient(for: shift.marker)
                    moved[basic, default: Array(repeating: 0, count: shifts.count)][index] +=
                        coefficient * shift.perUnit
                }
            }
        }
        return moved.keys.sorted().compactMap { basic in
            guard kind(basic).isRestricted, !moved[basic]!.allSatisfy(nearZero) else { return nil }
            return RegionBound(
                constant: max(rows[Int(basic)]!.constant, 0), coefficients: moved[basic]!,
                isEquality: kind(basic) == .dummy)
        }
    }

    private mutating func ranging(ofConstant id: ConstraintID) throws(SolverError) -> (
        range: ClosedRange<Double>, lowerSymbol: Symbol?, upperSymbol: Symbol?
    )? {
        guard let record = callerRecord(id) else { throw .unknownConstraint(id) }
        guard record.marker >= 0 else { return nil }
        // The shift s of the marker that each restricted row allows: the marker's own row
        // becomes c - s, any other row c + a * s; restricted rows stay >= 0, dummies at 0.
        var lower = -Double.infinity
        var upper = Double.infinity
        var lowerSymbol: Symbol?
        var upperSymbol: Symbol?
        func allow(constant: Double, coefficient: Double, of basic: Symbol) {
            guard kind(basic).isRestricted, !nearZero(coefficient) else { return }
            if kind(basic) == .dummy {
                (lower, upper) = (0, 0)
                (lowerSymbol, upperSymbol) = (basic, basic)
            } else if coefficient > 0 {
                let bound = -max(constant, 0) / coefficient
                if bound > lower { (lower, lowerSymbol) = (bound, basic) }
            } else {
                let bound = max(constant, 0) / -coefficient
                if bound < upper { (upper, upperSymbol) = (bound, basic) }
            }
        }
        let marker = record.marker
        if let row = rows[Int(marker)] {
            allow(constant: row.constant, coefficient: -1, of: marker)
        } else {
            for basic in column(marker) {
                let row = rows[Int(basic)]!
                allow(constant: row.constant, coefficient: row.coefficient(for: marker), of: basic)
            }
        }
        // A change of constant by d shifts the marker by d / markerCoefficient.
        let current = record.constraint.expression.constant
        let ends = [lower * record.markerCoefficient, upper * record.markerCoefficient].map {
            $0.isNaN ? 0 : current + $0
        }
        return (ends.min()!...ends.max()!, lowerSymbol, upperSymbol)
    }

    /// A solver with the same variables, handles and edit variables whose tableau holds the
    /// records, added afresh in handle order; nil when one of them is refused.
    private func rebuilt() -> Solver? {
        var fresh = Solver(variablesOf: self)
        fresh.nextConstraintID = nextConstraintID
        fresh.edits = edits
        fresh.rebuildCount = rebuildCount + 1
        fresh.inlinedRowLimit = inlinedRowLimit
        for (id, record) in records {
            guard fresh.insert(record.constraint, as: id, tracksConstant: record.tracksConstant) else {
                return nil
            }
            if record.isStay { fresh.records[id]!.isStay = true }
        }
        fresh.stayIDs = stayIDs
        // A variable the constraints leave free keeps its value, as after an incremental
        // removal (``takeRow(_:)``).
        for (index, symbol) in fresh.variableSymbol.enumerated() where !fresh.isBasic(symbol) {
            let value = values[Int(variableSymbol[index])]
            guard value != 0 else { continue }
            fresh.values[Int(symbol)] = value
            fresh.parametersAwayFromZero += 1
            fresh.staleValues.append(contentsOf: fresh.column(symbol))
        }
        fresh.refreshValues()
        return fresh
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == value` at `priority`,
    /// which must be below required, whose value ``suggestValue(_:for:)`` changes cheaply.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else {
            throw .invalidConstraint("An edit variable's priority must be below required.")
        }
        let id = try add(Constraint(LinearExpression(variable), .equal, 0, priority: priority))
        edits[variable] = id
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        guard let id = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(id)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        guard let id = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: id)
    }

    // MARK: Validation

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .invalidConstraint("\(constraint) has a number that is not finite.") }
        for term in constraint.expression.terms where !owns(term.variable) {
            throw .foreignVariable(term.variable)
        }
    }
}

/// One side of a ``Solver/stableRegion(ofConstants:)``: `constant + coefficients · d >= 0`, or
/// `== 0` when ``isEquality``.
public struct RegionBound: Sendable, Equatable {
    public var constant: Double
    public var coefficients: [Double]
    public var isEquality: Bool

    /// Whether the constants moved by `d` keep this side, within the solver's tolerance, or
    /// within `slack` more of a move in any direction (for a caller that tells constants apart
    /// only to within `slack`).
    public func holds(at d: [Double], slack: Double = 0) -> Bool {
        let value = constant + zip(coefficients, d).reduce(0) { $0 + $1.0 * $1.1 }
        let give = slack * coefficients.reduce(0) { $0 + abs($1) }
        return isEquality ? abs(value) <= give + tolerance : value >= -give - tolerance
    }
}
