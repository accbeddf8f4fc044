/// How the two sides of a ``LayoutConstraint`` compare, UIKit's `NSLayoutConstraint.Relation`.
///
/// Its operators, `==`, `<=` and `>=`, are the spec language's: one table for the runtime's
/// descriptions, the spec grammar and the prover's messages.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation with its sides swapped: `<=` becomes `>=`; `==` stays.
    public var reversed: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}
