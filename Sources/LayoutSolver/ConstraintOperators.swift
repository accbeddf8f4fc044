// Building constraints: `lhs .== rhs`, `lhs .<= rhs`, `lhs .>= rhs`.
//
// The dotted operators are Swift's own pointwise comparisons (SIMD's `.==`), given here to
// linear expressions: they make a ``Constraint``, never a `Bool`. Plain `==`, `<=` and `>=`
// on an expression do not compile, with a message that points here, so `x + y == 10` cannot
// quietly become a comparison. A ``Variable`` is still `Equatable`: `x == y` asks whether
// they are the same variable.

/// A value that reads as a ``LinearExpression``: a variable, an expression, or a number.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

/// The required constraint `lhs == rhs`; ``Constraint/withPriority(_:)`` lowers it.
public func .== (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

/// The required constraint `lhs <= rhs`; ``Constraint/withPriority(_:)`` lowers it.
public func .<= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

/// The required constraint `lhs >= rhs`; ``Constraint/withPriority(_:)`` lowers it.
public func .>= (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

extension Constraint {
    /// The same constraint at `priority`: `(width .>= 100).withPriority(.defaultLow)`.
    public func withPriority(_ priority: Priority) -> Constraint {
        var constraint = self
        constraint.priority = priority
        return constraint
    }
}

extension LinearExpression {
    @available(
        *, unavailable, message: "'==' would compare two expressions; write '.==' to make a constraint"
    )
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool { fatalError() }

    @available(
        *, unavailable, message: "'<=' would compare two expressions; write '.<=' to make a constraint"
    )
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Bool { fatalError() }

    @available(
        *, unavailable, message: "'>=' would compare two expressions; write '.>=' to make a constraint"
    )
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Bool { fatalError() }
}
