/// Splits `scalars` into tokens, skipping white space; the last token is always `.end`.
///
/// Both grammars share these tokens. Identifiers are C identifiers (ASCII letters, digits and
/// `_`, not starting with a digit), as Apple's Visual Format grammar defines view and metric
/// names. Numbers are unsigned; a minus sign is a symbol the parsers read.
func tokenize(_ scalars: [Unicode.Scalar]) -> [GrammarToken] {
    var tokens: [GrammarToken] = []
    var index = 0
    func token(_ kind: GrammarToken.Kind, from start: Int) -> GrammarToken {
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        return GrammarToken(kind: kind, text: text, offset: start, length: index - start)
    }
    while index < scalars.count {
        let scalar = scalars[index]
        let start = index
        if scalar.properties.isWhitespace {
            index += 1
        } else if isIdentifierHead(scalar) {
            while index < scalars.count, isIdentifierHead(scalars[index]) || isDigit(scalars[index]) {
                index += 1
            }
            tokens.append(token(.identifier, from: start))
        } else if isDigit(scalar) || (scalar == "." && isDigit(at: index + 1, in: scalars)) {
            index = numberEnd(in: scalars, from: index)
            tokens.append(token(.number, from: start))
        } else if let symbol = symbols.first(where: { matches($0, in: scalars, at: index) }) {
            index += symbol.unicodeScalars.count
            tokens.append(token(.symbol, from: start))
        } else {
            index += 1
            tokens.append(token(.unknown, from: start))
        }
    }
    tokens.append(GrammarToken(kind: .end, text: "", offset: scalars.count, length: 0))
    return tokens
}

/// The punctuation both grammars know, longest first so `==` wins over `=`. The lone `=`, `<`
/// and `>` are tokens so the parsers can say "Did you mean '=='?".
private let symbols = [
    "==", "<=", ">=", "=", "<", ">", ".", "*", "+", "-", "@", "(", ")", "[", "]", "|", ",", ":",
]

private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
}

private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

private func isDigit(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    index < scalars.count && isDigit(scalars[index])
}

private func matches(_ symbol: String, in scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let wanted = Array(symbol.unicodeScalars)
    guard index + wanted.count <= scalars.count else { return false }
    return Array(scalars[index..<index + wanted.count]) == wanted
}

/// The end of the number starting at `start`: digits, then `.digits`, then `e[+-]digits`;
/// a dot or an exponent joins only when digits follow it.
private func numberEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    while isDigit(at: index, in: scalars) { index += 1 }
    if index < scalars.count, scalars[index] == ".", isDigit(at: index + 1, in: scalars) {
        index += 1
        while isDigit(at: index, in: scalars) { index += 1 }
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
        var exponent = index + 1
        if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
        if isDigit(at: exponent, in: scalars) {
            index = exponent
            while isDigit(at: index, in: scalars) { index += 1 }
        }
    }
    return index
}
