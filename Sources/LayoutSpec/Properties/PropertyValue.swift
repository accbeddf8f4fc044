import LayoutRuntime

/// A view property's value as the spec writes it, checked by the loader against the property's
/// ``PropertyValue/Kind``.
public enum PropertyValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case dimensions(Dimensions)
    case frame(CGRect)
    case axisPriorities(AxisPriorities)
    case font(FontSpec)
    case edgeInsets(EdgeInsets)
    case directionalEdgeInsets(DirectionalEdgeInsets)
    case strings([String])
    case spacing(StackSpacing)

    /// How the loader reads a property's value, and what it accepts.
    public enum Kind: Hashable, Sendable {
        /// `true` or `false`.
        case bool
        /// A finite number in a range.
        case number(NumberRange)
        /// A whole number, 0 or more.
        case count
        /// Any string.
        case string
        /// `WIDTHxHEIGHT`, such as the example.
        case dimensions(example: String)
        /// `[x, y, width, height]`.
        case frame
        /// `{horizontal: N, vertical: N}`, priorities 1 to 1000.
        case axisPriorities
        /// `{size: N}`.
        case font
        /// `{top: N, left: N, bottom: N, right: N}`, each within ±100,000; a side left out is 0.
        case edgeInsets
        /// `{top: N, leading: N, bottom: N, trailing: N}`, each within ±100,000.
        case directionalEdgeInsets
        /// One of these names.
        case choice([String])
        /// A list of strings, such as the example: `segments: [Day, Week]`.
        case strings(example: String)
        /// A list of some of these names, such as the example, read as ``PropertyValue/strings(_:)``:
        /// `autoresizingMask: [flexibleWidth, flexibleTopMargin]`.
        case options([String], example: String)
        /// A stack view's spacing: a number within ±100,000, or `system`.
        case spacing
    }
}

/// The ranges a number in a spec may be required to lie in.
public enum NumberRange: Hashable, Sendable {
    /// Within ±``SpecLimits/magnitude``: positions, metrics, expected values.
    case magnitude
    /// Above 0, at most ``SpecLimits/magnitude``: sizes and font sizes.
    case positive
    /// 0 up to ``SpecLimits/magnitude``: frame sizes and line counts.
    case nonNegative
    /// A layout priority, 1...1000.
    case priority
    /// A fraction, 0...1: opacity.
    case unitInterval

    /// Whether `value` is finite and in the range.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        return switch self {
        case .magnitude: abs(value) <= SpecLimits.magnitude
        case .positive: value > 0 && value <= SpecLimits.magnitude
        case .nonNegative: value >= 0 && value <= SpecLimits.magnitude
        case .priority: value >= 1 && value <= 1000
        case .unitInterval: value >= 0 && value <= 1
        }
    }

    /// The range as a message states it: `above 0 and at most 100,000`.
    public var requirement: String {
        let limit = Wording.grouped(Int(SpecLimits.magnitude))
        return switch self {
        case .magnitude: "between -\(limit) and \(limit)"
        case .positive: "above 0 and at most \(limit)"
        case .nonNegative: "between 0 and \(limit)"
        case .priority: "between 1 and 1000"
        case .unitInterval: "between 0 and 1"
        }
    }
}
