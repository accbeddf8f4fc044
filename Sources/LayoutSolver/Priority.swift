/// How much a constraint matters, from 1 to 1000; 1000 is required.
///
/// Priorities are exact levels, as Auto Layout documents them, not weights: the solver
/// satisfies each level as well as it can before it considers any lower level, so any number
/// of constraints at 250 never outvote one at 251. Within one level, errors add up.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The level, in 1...1000 for every priority made outside the solver.
    public let rawValue: Float

    /// Makes a priority; `nil` when `rawValue` is not a finite number in 1...1000.
    public init?(rawValue: Float) {
        guard rawValue.isFinite, rawValue >= 1, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    /// A level outside 1...1000, for the solver's own use (``belowEvery``).
    init(level: Float) { self.rawValue = level }

    /// A literal priority; it must lie in 1...1000.
    public init(integerLiteral value: Int) {
        precondition((1...1000).contains(value), "A priority lies in 1...1000, not \(value).")
        self.rawValue = Float(value)
    }

    public init(floatLiteral value: Float) {
        guard let priority = Priority(rawValue: value) else {
            preconditionFailure("A priority lies in 1...1000, not \(value).")
        }
        self = priority
    }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { rawValue == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
