/// How the two sides of a constraint compare.
public enum SpecRelation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation with its sides swapped: `<=` becomes `>=`; `==` stays.
    public var reversed: SpecRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}
