/// An exact fraction of two `Int64`s, always in lowest terms with a positive denominator.
///
/// The oracle's arithmetic: no rounding, so "min == max" is a true equality. Every operation
/// that could leave `Int64` checks for overflow and throws ``Overflow`` instead of trapping;
/// a test that meets one skips that random case (and counts the skip).
struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// An intermediate result did not fit in `Int64`.
    struct Overflow: Error {}

    let numerator: Int64
    /// Always > 0.
    let denominator: Int64

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ value: Int) {
        numerator = Int64(value)
        denominator = 1
    }

    /// `numerator / denominator` in lowest terms; `denominator` must not be 0.
    init(_ numerator: Int64, _ denominator: Int64) throws(Overflow) {
        precondition(denominator != 0, "A rational's denominator is never zero.")
        let divisor = Self.gcd(numerator, denominator)
        var top = numerator / divisor
        var bottom = denominator / divisor
        if bottom < 0 {
            top = try Self.checked(Int64(0).subtractingReportingOverflow(top))
            bottom = try Self.checked(Int64(0).subtractingReportingOverflow(bottom))
        }
        self.numerator = top
        self.denominator = bottom
    }

    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }
    var isPositive: Bool { numerator > 0 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func + (lhs: Rational, rhs: Rational) throws(Overflow) -> Rational {
        if rhs.isZero { return lhs }
        if lhs.isZero { return rhs }
        // a/b + c/d over the least common denominator, to keep the numbers small.
        let divisor = gcd(lhs.denominator, rhs.denominator)
        let lhsScale = rhs.denominator / divisor
        let rhsScale = lhs.denominator / divisor
        let top = try checked(
            checked(lhs.numerator.multipliedReportingOverflow(by: lhsScale))
                .addingReportingOverflow(checked(rhs.numerator.multipliedReportingOverflow(by: rhsScale))))
        let bottom = try checked(lhs.denominator.multipliedReportingOverflow(by: lhsScale))
        return try Rational(top, bottom)
    }

    static prefix func - (value: Rational) throws(Overflow) -> Rational {
        try Rational(checked(Int64(0).subtractingReportingOverflow(value.numerator)), value.denominator)
    }

    static func - (lhs: Rational, rhs: Rational) throws(Overflow) -> Rational {
        try lhs + (-rhs)
    }

    static func * (lhs: Rational, rhs: Rational) throws(Overflow) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cancel across first: (a/b)(c/d) = (a/g1)(c/g2) / ((b/g2)(d/g1)).
        let g1 = gcd(lhs.numerator, rhs.denominator)
        let g2 = gcd(rhs.numerator, lhs.denominator)
        let top = try checked((lhs.numerator / g1).multipliedReportingOverflow(by: rhs.numerator / g2))
        let bottom = try checked((lhs.denominator / g2).multipliedReportingOverflow(by: rhs.denominator / g1))
        return try Rational(top, bottom)
    }

    /// `rhs` must not be zero.
    static func / (lhs: Rational, rhs: Rational) throws(Overflow) -> Rational {
        precondition(!rhs.isZero, "Division by a zero rational.")
        return try lhs * Rational(rhs.denominator, rhs.numerator)
    }

    /// Exact: compares `a*d` with `c*b` in 128 bits, so it never overflows.
    static func < (lhs: Rational, rhs: Rational) -> Bool {
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return left.high < right.high || (left.high == right.high && left.low < right.low)
    }

    private static func checked(_ result: (partialValue: Int64, overflow: Bool)) throws(Overflow) -> Int64 {
        if result.overflow { throw Overflow() }
        return result.partialValue
    }

    /// The greatest common divisor, >= 1 (so that dividing by it is always safe).
    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a.magnitude
        var y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        // x is at most 2^63 only for gcd(Int64.min, 0) or gcd(Int64.min, Int64.min); clamp to
        // 1 there, which leaves the fraction correct, only unreduced.
        return x == 0 || x > UInt64(Int64.max) ? 1 : Int64(x)
    }
}
