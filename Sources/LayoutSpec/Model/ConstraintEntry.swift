import LayoutRuntime

/// One item of the `constraints:` list: an equation or a VFL string, kept raw for the grammar.
public struct ConstraintEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// `contentView.width == view.width`, one constraint.
        case equation
        /// `H:|-[a]-[b]-|`, any number of constraints.
        case vfl
    }

    public var kind: Kind
    /// The text exactly as YAML delivers it, located at its first character (inside the
    /// quotes of a quoted scalar). Place an offset into it with ``origin``, not by adding
    /// columns to this location: YAML may have folded, unescaped or unindented the text.
    public var text: Located<String>
    /// Where each Unicode scalar of ``text`` was written, for a grammar's offsets; its start is
    /// `text.location`.
    public var origin: TextOrigin
    /// The constraint's name, an identifier, from a mapping's `name:`.
    public var name: Located<String>?
    /// VFL options such as `alignAllTop`, raw and unchecked; only ever set for ``Kind/vfl``.
    public var options: [Located<String>]
    /// `placeholder: true`: Interface Builder's "remove at build time". Nil when not written.
    public var placeholder: Located<Bool>?
    /// Where the list item starts: the string itself, or the mapping.
    public var location: SourceLocation
    /// For an entry of a `when:` entry's `constraints:`, the size classes it is active in, at
    /// the `when:` mapping; nil for a constraint active at every size.
    public var condition: Located<SizeClassCondition>?

    /// An entry whose text is located by `origin`, or when that is nil along one line from
    /// `text.location`.
    public init(
        kind: Kind, text: Located<String>, origin: TextOrigin? = nil, name: Located<String>? = nil,
        options: [Located<String>] = [], placeholder: Located<Bool>? = nil, location: SourceLocation,
        condition: Located<SizeClassCondition>? = nil
    ) {
        self.kind = kind
        self.text = text
        self.origin = origin ?? TextOrigin(start: text.location)
        self.name = name
        self.options = options
        self.placeholder = placeholder
        self.location = location
        self.condition = condition
    }

    /// Whether the constraint exists only while editing and is removed at build time.
    public var isPlaceholder: Bool { placeholder?.value ?? false }
}
