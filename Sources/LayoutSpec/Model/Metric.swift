/// A named number that equations and VFL may use in place of a constant, such as `gap: 15`.
public struct Metric: Hashable, Sendable {
    /// The metric's name, an identifier.
    public var name: Located<String>
    /// A finite number within ±``SpecLimits/magnitude``.
    public var value: Located<Double>

    public init(name: Located<String>, value: Located<Double>) {
        self.name = name
        self.value = value
    }
}
