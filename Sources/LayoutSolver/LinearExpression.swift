/// One `coefficient * variable` term of a ``LinearExpression``.
///
/// Terms compare by variable and coefficient.
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
///
/// An expression is not `Equatable`: `x + y == 10` does not compile, so that it cannot be
/// read as a constraint; write `x + y .== 10` (ConstraintOperators.swift). Compare
/// ``terms`` and ``constant`` to ask whether two expressions are written alike.
public struct LinearExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
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

    /// The expression as written, each variable as `v` and its index: `v0 + 0.5*v1 - 8.0`.
    /// ``Solver/description(of:)-(LinearExpression)`` writes the names.
    public var description: String { description(naming: \.description) }

    /// The expression as written, each variable as `naming` says.
    func description(naming: (Variable) -> String) -> String {
        var text = ""
        for term in terms {
            let negative = term.coefficient < 0
            if text.isEmpty {
                if negative { text = "-" }
            } else {
                text += negative ? " - " : " + "
            }
            let magnitude = abs(term.coefficient)
            let name = naming(term.variable)
            text += magnitude == 1 ? name : "\(magnitude)*\(name)"
        }
        if text.isEmpty { return "\(constant)" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return text
    }

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

    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { rhs * lhs }

    public static prefix func - (variable: Variable) -> LinearExpression {
        LinearExpression([Term(variable, -1)])
    }

    // Disfavoured, so that `x + 8` keeps meaning `x + Double` rather than being ambiguous
    // with `x + LinearExpression(integerLiteral: 8)`.
    @_disfavoredOverload
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    @_disfavoredOverload
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    @_disfavoredOverload
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    @_disfavoredOverload
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}
