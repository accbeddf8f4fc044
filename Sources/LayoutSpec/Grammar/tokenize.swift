/// Splits a text, given as its UTF-8 bytes, into tokens, skipping white space; the last token
/// is always `.end`.
///
/// Both grammars share these tokens. Identifiers are C identifiers (ASCII letters, digits and
/// `_`, not starting with a digit), as Apple's Visual Format grammar defines view and metric
/// names. Numbers are unsigned; a minus sign is a symbol the parsers read. White space is any
/// scalar with Unicode's White_Space property. Offsets and lengths count Unicode scalars, as
/// ``TextOrigin`` does: every token but `.unknown` is ASCII, one byte per scalar, and an
/// unknown token is one scalar, however many bytes encode it.
func tokenize(_ utf8: [UInt8]) -> [GrammarToken] {
    var tokens: [GrammarToken] = []
    // At most one token per byte, and the end: one allocation, however the text splits.
    tokens.reserveCapacity(utf8.count + 1)
    var index = 0
    /// Scalars before `index`.
    var offset = 0
    /// Appends the ASCII token from `index` to `end`, and moves past it.
    func take(_ kind: GrammarToken.Kind, to end: Int) {
        let text = String(decoding: utf8[index..<end], as: UTF8.self)
        tokens.append(GrammarToken(kind: kind, text: text, offset: offset, length: end - index))
        offset += end - index
        index = end
    }
    while index < utf8.count {
        let byte = utf8[index]
        switch byte {
        case 0x09...0x0D, UInt8(ascii: " "):
            index += 1
            offset += 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            var end = index + 1
            while end < utf8.count, isIdentifierHead(utf8[end]) || isDigit(utf8[end]) { end += 1 }
            take(.identifier, to: end)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            take(.number, to: numberEnd(in: utf8, from: index))
        case UInt8(ascii: "."):
            if isDigit(at: index + 1, in: utf8) {
                take(.number, to: numberEnd(in: utf8, from: index))
            } else {
                take(.symbol, to: index + 1)
            }
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            // `==`, `<=` and `>=`; the lone `=`, `<` and `>` are tokens too, so the parsers can
            // say "Did you mean '=='?".
            let isRelation = index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "=")
            take(.symbol, to: index + (isRelation ? 2 : 1))
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ","),
            UInt8(ascii: ":"):
            take(.symbol, to: index + 1)
        case 0x00..<0x80:
            take(.unknown, to: index + 1)
        default:
            // A scalar beyond ASCII: white space (U+00A0, U+3000 ...) or a character no rule accepts.
            let end = index + scalarLength(lead: byte)
            let text = String(decoding: utf8[index..<end], as: UTF8.self)
            if text.unicodeScalars.first?.properties.isWhitespace != true {
                tokens.append(GrammarToken(kind: .unknown, text: text, offset: offset, length: 1))
            }
            index = end
            offset += 1
        }
    }
    tokens.append(GrammarToken(kind: .end, text: "", offset: offset, length: 0))
    return tokens
}

private func isIdentifierHead(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
    default: false
    }
}

private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

private func isDigit(at index: Int, in utf8: [UInt8]) -> Bool {
    index < utf8.count && isDigit(utf8[index])
}

/// How many bytes the UTF-8 sequence starting with `lead` has; the text is valid UTF-8.
private func scalarLength(lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
}

/// The end of the number starting at `start`: digits, then `.digits`, then `e[+-]digits`;
/// a dot or an exponent joins only when digits follow it.
private func numberEnd(in utf8: [UInt8], from start: Int) -> Int {
    var index = start
    while isDigit(at: index, in: utf8) { index += 1 }
    if index < utf8.count, utf8[index] == UInt8(ascii: "."), isDigit(at: index + 1, in: utf8) {
        index += 1
        while isDigit(at: index, in: utf8) { index += 1 }
    }
    if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
        var exponent = index + 1
        if exponent < utf8.count, utf8[exponent] == UInt8(ascii: "+") || utf8[exponent] == UInt8(ascii: "-") {
            exponent += 1
        }
        if isDigit(at: exponent, in: utf8) {
            index = exponent
            while isDigit(at: index, in: utf8) { index += 1 }
        }
    }
    return index
}
