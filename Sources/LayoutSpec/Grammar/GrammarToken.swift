/// One token of a constraint's text, placed by its offset in Unicode scalars from the text's
/// first character; ``TextOrigin/location(at:)`` turns that offset into a place in the spec.
struct GrammarToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A C identifier: a view id, an attribute, a metric or a keyword.
        case identifier
        /// An unsigned decimal number: `12`, `0.5`, `.5`, `1e3`. Signs are separate tokens.
        case number
        /// Punctuation: relations, `.`, `*`, `+`, `-`, `@`, brackets, `|`, `,` and `:`.
        case symbol
        /// A character no rule accepts.
        case unknown
        /// The end of the text; always the last token.
        case end
    }

    var kind: Kind
    var text: String
    var offset: Int
    var length: Int

    var end: Int { offset + length }

    /// Whether this is the punctuation `symbol`.
    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// The token for a message: `'text'`, or `the end` at the end.
    var quoted: String { kind == .end ? "the end" : "'\(text)'" }
}
