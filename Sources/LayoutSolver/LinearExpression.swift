/// One `coefficient * variable` term of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `c0 + c1*v1 + c2*v2 + ...`: a sum of terms plus a constant.
///
/// The terms are kept as written; the solver merges repeated variables and drops zero
/// coefficients when it reads the expression.
public struct LinearExpression: Hashable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The variables with a non-zero coefficient once repeated terms are merged, in order.
    public var variables: [Variable] {
        var merged: [Variable: Double] = [:]
        for term in terms { merged[term.variable, default: 0] += term.coefficient }
        return merged.filter { $0.value != 0 }.keys.sorted()
    }
}

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(lhs.terms, constant: lhs.constant + rhs.constant) }
        return LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(lhs.terms, constant: lhs.constant - rhs.constant) }
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(terms, constant: lhs.constant - rhs.constant)
    }

    public static prefix func - (expression: LinearExpression) -> LinearExpression {
        -1 * expression
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }

    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, lhs)])
    }
}
