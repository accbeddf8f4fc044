import LayoutRuntime

/// One linear constraint, `first relation second * multiplier + constant`, as both grammars
/// produce it.
///
/// Without `second` it reads `first relation constant`; a position related to a bare constant
/// means that many points in its superview's coordinates, which the resolver works out.
/// Compounds (`edges`, `size`, `center`) and Visual Format lines expand to several atoms, each
/// carrying the place and text it came from so later stages can point back at the spec.
public struct AtomicConstraint: Hashable, Sendable, CustomStringConvertible {
    public var first: AttributeReference
    public var relation: LayoutRelation
    public var second: AttributeReference?
    /// 1 unless the constraint relates two sizes.
    public var multiplier: Double
    public var constant: Double
    /// In 1...1000; 1000 is required.
    public var priority: Float
    /// Where the atom came from: an equation's first character, or the start of the Visual
    /// Format fragment in `source`.
    public var location: SourceLocation
    /// The text the atom came from, for messages: the whole equation, or the Visual Format
    /// fragment (a predicate, two elements and their connection, or an option name).
    public var source: String

    public init(
        _ first: AttributeReference, _ relation: LayoutRelation, _ second: AttributeReference? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Float = 1000,
        location: SourceLocation, source: String
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.source = source
    }

    /// The atom as an equation: `a.width == b.width * 0.5 + 10 @750`; the multiplier shows
    /// when it is not 1, the constant when it is not 0 (or there is no second), the priority
    /// when it is not required.
    public var description: String {
        equationText(
            "\(first)", relation, second.map { "\($0)" }, multiplier: multiplier, constant: constant,
            priority: priority == 1000 ? nil : formatNumber(Double(priority)))
    }
}
