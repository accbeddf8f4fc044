/// Per-axis priorities, written `{horizontal: 750, vertical: 250}`: content hugging or
/// compression resistance.
///
/// Each given value is within 1...1000; an axis left out keeps the view type's default.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Located<Double>?
    public var vertical: Located<Double>?

    public init(horizontal: Located<Double>? = nil, vertical: Located<Double>? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
