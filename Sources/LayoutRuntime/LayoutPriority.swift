import LayoutSolver

/// How much a constraint matters, UIKit's `UILayoutPriority`: 1000 is required.
///
/// Any `Float` can be stored; when a constraint goes to the solver its priority is clamped into
/// 1...1000 (NaN counts as 1). Priorities are exact levels: any number of constraints at 250
/// never outweigh one at 251.
public struct LayoutPriority: Hashable, Comparable, Sendable, RawRepresentable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The level; 1000 is required, anything else is a wish.
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, stored as given (see the type's note on clamping).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    // The levels are the solver's: one scale, whose constants are written once.

    /// 1000: must hold; layout breaks a required constraint only when required ones conflict.
    public static let required = LayoutPriority(solverPriority: .required)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(solverPriority: .defaultHigh)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(solverPriority: .defaultLow)
    /// 50: the target size of ``View/systemLayoutSizeFitting(_:)``.
    public static let fittingSizeLevel = LayoutPriority(solverPriority: .fittingSizeLevel)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// `1000`, `999.5`: the number as a person writes it.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }

    /// The priority of the solver's level `priority`.
    init(solverPriority priority: Priority) { self.rawValue = priority.rawValue }

    /// The solver's level for this priority, clamped into 1...1000.
    var solverPriority: Priority {
        let clamped = rawValue.isNaN ? 1 : min(max(rawValue, 1), Priority.required.rawValue)
        return Priority(rawValue: clamped)!
    }
}
