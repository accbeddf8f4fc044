import LayoutSpec

/// One element of an Interface Builder document: its name, attributes and children, and where
/// its start tag begins (the `<`), so that every value read from it is located there.
public final class IBElement: @unchecked Sendable {
    /// The element's name: `view`, `constraint`, `rect`.
    public let name: String
    public let attributes: [String: String]
    /// The child elements, in document order.
    public internal(set) var children: [IBElement] = []
    /// The characters directly inside the element (a text view's `<string key="text">`).
    public internal(set) var text = ""
    /// The `<` of the start tag.
    public let location: SourceLocation

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Whether the attribute is written `"YES"`.
    func isYes(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The children named `name`.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child named `name`, with `key="KEY"` when a key is given.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element under this one, depth first, in document order.
    func descendants() -> [IBElement] {
        children.flatMap { [$0] + $0.descendants() }
    }
}
