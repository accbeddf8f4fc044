/// One attribute of one item, and where the spec wrote it.
public struct AttributeReference: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemReference
    public var attribute: SpecAttribute
    /// The first character of the item's name (or of `|` for a Visual Format superview).
    public var location: SourceLocation

    public init(_ item: ItemReference, _ attribute: SpecAttribute, at location: SourceLocation) {
        self.item = item
        self.attribute = attribute
        self.location = location
    }

    /// `item.attribute`, as an equation writes it.
    public var description: String { "\(item).\(attribute.rawValue)" }
}
