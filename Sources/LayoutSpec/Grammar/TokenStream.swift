/// A constraint's text, its tokens and a read position, with the helpers both parsers share.
struct TokenStream {
    let scalars: [Unicode.Scalar]
    /// Where each of the text's scalars sits in the spec.
    let origin: TextOrigin
    let tokens: [GrammarToken]
    private(set) var index = 0

    init(_ text: String, origin: TextOrigin) {
        self.scalars = Array(text.unicodeScalars)
        self.origin = origin
        self.tokens = tokenize(scalars)
    }

    var current: GrammarToken { tokens[index] }

    /// The token `ahead` places after the current one, or the end token.
    func peek(_ ahead: Int = 1) -> GrammarToken { tokens[min(index + ahead, tokens.count - 1)] }

    var isAtEnd: Bool { current.kind == .end }

    /// Where the last token read ends; 0 before any.
    var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

    /// Moves past the current token (never past the end) and returns it.
    @discardableResult
    mutating func advance() -> GrammarToken {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// The place in the spec of the scalar at `offset`.
    func location(at offset: Int) -> SourceLocation { origin.location(at: offset) }

    /// The text between two scalar offsets, as written.
    func text(from start: Int, to end: Int) -> String {
        String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// Reads a relation (`==`, `<=`, `>=`) if the current token is one. A lone `=`, `<` or `>`
    /// is reported with the relation it probably meant, and read as that relation.
    mutating func readRelation(into diagnostics: inout [Diagnostic]) -> SpecRelation? {
        if let relation = SpecRelation(rawValue: current.text), current.kind == .symbol {
            advance()
            return relation
        }
        let likely: [String: SpecRelation] = ["=": .equal, "<": .lessThanOrEqual, ">": .greaterThanOrEqual]
        guard current.kind == .symbol, let relation = likely[current.text] else { return nil }
        diagnostics.append(
            .error(
                "Unknown relation '\(current.text)'. Did you mean '\(relation)'?",
                at: location(at: current.offset)))
        advance()
        return relation
    }

    /// Reads a number or a name, with a leading minus when `allowingMinus`; reads nothing and
    /// returns nil when none starts here.
    mutating func readValue(allowingMinus: Bool) -> WrittenValue? {
        let start = current.offset
        var negated = false
        var valueToken = current
        if allowingMinus, current.is("-"), [.number, .identifier].contains(peek().kind) {
            negated = true
            valueToken = peek()
        }
        let form: WrittenValue.Form
        switch valueToken.kind {
        case .number: form = .number(Double(valueToken.text) ?? .infinity)
        case .identifier: form = .name(valueToken.text)
        default: return nil
        }
        if negated { advance() }
        advance()
        return WrittenValue(
            form: form, isNegated: negated, offset: start, text: text(from: start, to: valueToken.end))
    }

    /// Reads the priority after the current `@`: a number, a name, or a minus and a number (read
    /// so the range check can report it). Reports a missing priority and returns nil.
    mutating func readPriority(into diagnostics: inout [Diagnostic]) -> WrittenValue? {
        precondition(current.is("@"), "readPriority starts at '@'.")
        advance()
        if let value = readValue(allowingMinus: true) { return value }
        diagnostics.append(
            .error(
                "Expected a priority after '@', found \(current.quoted). Write a number from 1 to 1000, "
                    + "'required', 'high', 'low', 'fittingSize' or a metric name.",
                at: location(at: current.offset)))
        return nil
    }
}
