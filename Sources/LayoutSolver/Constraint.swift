/// How the two sides of a ``Constraint`` compare: `==`, `<=` or `>=`, UIKit's
/// `NSLayoutConstraint.Relation`.
///
/// Its raw values are its operators as written: one table for the solver's descriptions, the
/// runtime's (which names it `LayoutRelation`), the spec grammar and the prover's messages.
public enum Relation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation with its sides swapped: `<=` becomes `>=`; `==` stays.
    public var reversed: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}

/// `lhs relation rhs` at a priority, stored as `expression relation 0` with
/// `expression = lhs - rhs`.
///
/// Build one with `.==`, `.<=` or `.>=` (`left + width .== right`), then
/// ``withPriority(_:)`` for a priority below required; or with the initializer. Two
/// constraints are equal when their terms, in the order written, their constant, relation
/// and priority are.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0,
        priority: Priority = .required
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.expression.terms == rhs.expression.terms && lhs.expression.constant == rhs.expression.constant
            && lhs.relation == rhs.relation && lhs.priority == rhs.priority
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(expression.terms)
        hasher.combine(expression.constant)
        hasher.combine(relation)
        hasher.combine(priority)
    }

    /// `expression relation 0 @priority`, each variable as `v` and its index:
    /// `v0 + v1 - 10.0 == 0 @1000`. ``Solver/description(of:)-(Constraint)`` writes the names.
    public var description: String { description(naming: \.description) }

    /// `expression relation 0 @priority`, each variable as `naming` says.
    func description(naming: (Variable) -> String) -> String {
        let terms = LinearExpression(expression.terms)
        var text = expression.terms.isEmpty ? "0" : terms.description(naming: naming)
        let constant = expression.constant
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return "\(text) \(relation) 0 @\(priority)"
    }
}

/// A handle to a constraint added to a ``Solver``; the caller maps it back to its source.
///
/// A handle knows the solver that gave it: another solver does not hold the constraint it
/// names (``Solver/contains(_:)`` is false, ``Solver/remove(_:)`` throws), whatever its number.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Increasing in the order constraints were added; never reused by one solver.
    public let rawValue: Int
    /// The identity of the solver that gave it (`Solver.identity`).
    @usableFromInline let solver: UInt32

    @inlinable init(rawValue: Int, solver: UInt32) {
        self.rawValue = rawValue
        self.solver = solver
    }

    /// The order constraints were added to one solver (handles of different solvers are
    /// ordered by their solvers after that).
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
        (lhs.rawValue, lhs.solver) < (rhs.rawValue, rhs.solver)
    }

    public var description: String { "c\(rawValue)" }
}

/// Why the solver refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Hashable, Sendable {
    /// The required constraint cannot hold together with the required constraints already
    /// added. `refused` is the handle the constraint would have had; it is not in the solver.
    /// `conflict` is a minimal conflicting set, sorted, that contains `refused`: these
    /// required constraints cannot all hold, and dropping any one of them lets the rest hold.
    case unsatisfiable(refused: ConstraintID, conflict: [ConstraintID])
    /// A constraint's priority is not in 1...1000, or a coefficient or constant is not finite.
    case invalidConstraint(String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// The handle does not name a constraint that is in the solver.
    case unknownConstraint(ConstraintID)
    /// Another solver made the variable (or a copy of this solver made it after the copy).
    case foreignVariable(Variable)
}
