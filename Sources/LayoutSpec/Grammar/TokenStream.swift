import LayoutRuntime

/// A constraint's text, its tokens and a read position, with the helpers both parsers share.
struct TokenStream {
    /// The text's UTF-8 bytes, which tokens and ``text(from:to:)`` are cut from.
    let utf8: [UInt8]
    /// Where each of the text's Unicode scalars starts in `utf8`, then `utf8.count`: offsets
    /// count scalars, as ``TextOrigin`` does.
    private let scalarStarts: [Int]
    /// Where each of the text's scalars sits in the spec.
    let origin: TextOrigin
    let tokens: [GrammarToken]
    private(set) var index = 0

    init(_ text: String, origin: TextOrigin) {
        self.utf8 = Array(text.utf8)
        var scalarStarts: [Int] = []
        scalarStarts.reserveCapacity(utf8.count + 1)
        for (index, byte) in utf8.enumerated() where !UTF8.isContinuation(byte) {
            scalarStarts.append(index)
        }
        scalarStarts.append(utf8.count)
        self.scalarStarts = scalarStarts
        self.origin = origin
        self.tokens = tokenize(utf8)
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
        String(decoding: utf8[scalarStarts[start]..<scalarStarts[end]], as: UTF8.self)
    }

    /// Reads a relation (`==`, `<=`, `>=`) if the current token is one. A lone `=`, `<` or `>`
    /// is reported with the relation it probably meant, and read as that relation.
    mutating func readRelation(into diagnostics: inout [Diagnostic]) -> LayoutRelation? {
        guard current.kind == .symbol else { return nil }
        if let relation = LayoutRelation(rawValue: current.text) {
            advance()
            return relation
        }
        let likely: LayoutRelation? =
            switch current.text {
            case "=": .equal
            case "<": .lessThanOrEqual
            case ">": .greaterThanOrEqual
            default: nil
            }
        guard let relation = likely else { return nil }
        diagnostics.append(
            .misspelledRelation(current.text, meant: "\(relation)", at: location(at: current.offset)))
        advance()
        return relation
    }

    /// Reads a number or a name, with a leading minus when `allowingMinus`; reads nothing and
    /// returns nil when none starts here.
    mutating func readValue(allowingMinus: Bool) -> WrittenValue? {
        let start = current.offset
        var negated = false
        var valueToken = current
        if allowingMinus, current.is("-"), peek().kind == .number || peek().kind == .identifier {
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
        diagnostics.append(.expectedPriority(found: current.quoted, at: location(at: current.offset)))
        return nil
    }
}
