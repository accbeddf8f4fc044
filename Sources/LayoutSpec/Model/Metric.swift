/// A value a spec names, both located: a metric (`gap: 15`), or a stack view's custom spacing
/// after one of its arranged subviews (`customSpacing: {title: 20}`).
public struct Named<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The name as written: an identifier (a metric's name, an arranged subview's id).
    public var name: Located<String>
    public var value: Located<Value>

    public init(name: Located<String>, value: Located<Value>) {
        self.name = name
        self.value = value
    }
}

/// A named number that equations and VFL may use in place of a constant, such as `gap: 15`:
/// a finite number within ±``SpecLimits/magnitude``.
public typealias Metric = Named<Double>
