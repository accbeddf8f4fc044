/// How the two sides of a ``LayoutConstraint`` compare, UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
