/// Where each Unicode scalar of a YAML scalar's decoded text was written: its ``TextOrigin``.
///
/// Text written on one line as it decodes (a plain scalar, or a quoted one without escapes) is
/// located contiguously at no cost. Any other text is located by replaying libyaml's decoding
/// of the written characters, which follows YAML 1.2: escapes and `''` in quoted scalars, line
/// folding in plain and quoted ones, indentation and chomping in block scalars. The replay notes
/// the first written character behind each decoded scalar, and must decode exactly the text
/// libyaml did; where it does not (a case it does not know), the text is located contiguously
/// from `location` rather than wrongly per character.
/// - Parameters:
///   - text: the text as libyaml decoded it.
///   - start: the index in `source.scalars` where the scalar is written, past its anchor and
///     tag: its first character, its opening quote, or its `|` or `>`.
///   - end: the index of libyaml's end mark: just past a plain scalar's last character, or
///     just past a quoted scalar's closing quote. Block scalars do not use it.
///   - location: where the text as a whole is located (``TextOrigin/start``).
func locateScalar(
    _ text: String, style: YAMLDocument.Scalar.Style, from start: Int, to end: Int, in source: SourceText,
    location: SourceLocation
) -> TextOrigin {
    // The scalars, counted by the UTF-8 bytes that begin one: cheaper than decoding them.
    let length = text.utf8.count { !UTF8.isContinuation($0) }
    let isQuoted = style == .singleQuoted || style == .doubleQuoted
    let isFlow = style == .plain || isQuoted
    let isOnOneLine = isFlow && start < end && source.line(ofIndex: start) == source.line(ofIndex: end - 1)
    if length == 0 || (isOnOneLine && end - start == length + (isQuoted ? 2 : 0)) {
        return TextOrigin(start: location)
    }
    var replay = ScalarReplay(scalars: source.scalars)
    let endIndex: Int?
    switch style {
    case .plain: endIndex = replay.plain(from: start, to: end)
    case .singleQuoted, .doubleQuoted: endIndex = replay.quoted(from: start, to: end)
    case .literal, .folded: endIndex = replay.block(from: start, text: text, source: source)
    }
    guard let endIndex, replay.decoded.elementsEqual(text.unicodeScalars) else {
        return TextOrigin(start: location)
    }
    let locations = (replay.sources + [endIndex]).map { source.location(ofIndex: $0) }
    return TextOrigin(text, start: location, locations: locations)
}

/// libyaml's decoding of one scalar, replayed over the written characters: each decoded scalar
/// with the index of the first character that produced it.
///
/// Each reader returns the index of the text's end as written: just past its last character,
/// or that character itself when it is a line break, so that the end stays on the line that
/// the text ends on. It returns nil when the characters are not what libyaml would have read.
private struct ScalarReplay {
    let scalars: [Unicode.Scalar]
    private(set) var decoded: [Unicode.Scalar] = []
    private(set) var sources: [Int] = []

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func emit(_ scalar: Unicode.Scalar, from index: Int) {
        decoded.append(scalar)
        sources.append(index)
    }

    // MARK: - Plain and quoted scalars

    /// A plain scalar, `start..<end`: characters as written, runs of white space folded.
    mutating func plain(from start: Int, to end: Int) -> Int? {
        guard end <= scalars.count else { return nil }
        var index = start
        while index < end {
            if isWhite(scalars[index]) {
                index = fold(from: index, to: end, afterEscapedBreak: false)
            } else {
                emit(scalars[index], from: index)
                index += 1
            }
        }
        return end
    }

    /// A single- or double-quoted scalar whose quotes are at `start` and `end - 1`.
    mutating func quoted(from start: Int, to end: Int) -> Int? {
        let close = end - 1
        guard start < close, close < scalars.count, scalars[start] == scalars[close],
            scalars[start] == "'" || scalars[start] == "\""
        else { return nil }
        let isDouble = scalars[start] == "\""
        var index = start + 1
        while index < close {
            let scalar = scalars[index]
            if !isDouble, scalar == "'" {
                // Inside the quotes a single quote is always the first of a `''` pair.
                guard index + 1 < close, scalars[index + 1] == "'" else { return nil }
                emit("'", from: index)
                index += 2
            } else if isDouble, scalar == "\\" {
                guard index + 1 < close else { return nil }
                if SourceText.isBreak(scalars[index + 1]) {
                    let next = index + 1 + breakWidth(at: index + 1)
                    index = fold(from: next, to: close, afterEscapedBreak: true)
                } else {
                    guard let (value, width) = escape(at: index, before: close) else { return nil }
                    emit(value, from: index)
                    index += width
                }
            } else if isWhite(scalar) {
                index = fold(from: index, to: close, afterEscapedBreak: false)
            } else {
                emit(scalar, from: index)
                index += 1
            }
        }
        return close
    }

    /// Reads the run of blanks and line breaks at `index` (ending before `limit`) and emits what
    /// it folds to; returns the index past the run.
    ///
    /// A run without a line break is kept. In a run with one, the blanks around the breaks go; a
    /// first break that is LF, CR, CR LF or NEL becomes one space, or when more breaks follow
    /// (blank lines) is dropped and each later break becomes LF. A first break that is LS or PS
    /// is kept, as are the breaks after it. After an escaped line break, which emits nothing,
    /// every break in the run is a later one.
    private mutating func fold(from index: Int, to limit: Int, afterEscapedBreak: Bool) -> Int {
        var index = index
        var blanks: [Int] = []
        var firstBreak: Int?
        var laterBreaks: [Int] = []
        while index < limit, isWhite(scalars[index]) {
            if !SourceText.isBreak(scalars[index]) {
                if firstBreak == nil, !afterEscapedBreak { blanks.append(index) }
                index += 1
            } else {
                if firstBreak == nil, !afterEscapedBreak {
                    firstBreak = index
                } else {
                    laterBreaks.append(index)
                }
                index += breakWidth(at: index)
            }
        }
        guard firstBreak != nil || afterEscapedBreak else {
            for blank in blanks { emit(scalars[blank], from: blank) }
            return index
        }
        if let firstBreak {
            if decodedBreak(at: firstBreak) != "\n" {
                emit(decodedBreak(at: firstBreak), from: firstBreak)
            } else if laterBreaks.isEmpty {
                emit(" ", from: firstBreak)
            }
        }
        for lineBreak in laterBreaks { emit(decodedBreak(at: lineBreak), from: lineBreak) }
        return index
    }

    /// The escape at `index` (a backslash) in a double-quoted scalar: what it decodes to and how
    /// many characters it takes, or nil for one libyaml refuses.
    private func escape(at index: Int, before limit: Int) -> (Unicode.Scalar, Int)? {
        let letter = scalars[index + 1]
        if let value = Self.escapes[letter] { return (value, 2) }
        let digits: Int
        switch letter {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return nil
        }
        guard index + 2 + digits <= limit else { return nil }
        var code: UInt32 = 0
        for digit in scalars[index + 2..<index + 2 + digits] {
            guard let value = Self.hexValue(digit) else { return nil }
            code = code << 4 | value
        }
        guard let value = Unicode.Scalar(code) else { return nil }
        return (value, 2 + digits)
    }

    /// The one-letter escapes of a double-quoted scalar and what they decode to, as in libyaml.
    private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}",
        "f": "\u{C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "'": "'", "\\": "\\",
        "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
    ]

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 97 + 10
        case "A"..."F": scalar.value - 65 + 10
        default: nil
        }
    }

    // MARK: - Block scalars

    /// A literal (`|`) or folded (`>`) block scalar whose indicator is at `start`.
    ///
    /// The content indentation is the first content line's spaces less the spaces that begin
    /// the decoded text, which covers both a detected and an explicit indentation (whose parent
    /// indentation libyaml does not report). It misses only a line of spaces alone, above the
    /// first content line and deeper than an explicit indentation, which then fails the check.
    mutating func block(from start: Int, text: String, source: SourceText) -> Int? {
        guard start < scalars.count, scalars[start] == "|" || scalars[start] == ">" else { return nil }
        let isLiteral = scalars[start] == "|"
        var chomping: Unicode.Scalar?
        var index = start + 1
        while index < scalars.count, "+-123456789".unicodeScalars.contains(scalars[index]) {
            if scalars[index] == "+" || scalars[index] == "-" { chomping = scalars[index] }
            index += 1
        }
        let contentLine = source.line(ofIndex: start) + 1
        guard contentLine < source.lineCount else { return nil }
        index = source.index(line: contentLine, column: 0)
        guard let indent = blockIndentation(from: index, text: text) else { return nil }

        // What libyaml holds between lines: the break that ended the last content line, and the
        // breaks of the blank lines since.
        var lastBreak: Int?
        var blankBreaks: [Int] = []
        var column = skipIndentation(&index, indent: indent, breaks: &blankBreaks)
        var isLeadingBlank = false
        while column == indent, index < scalars.count {
            let isTrailingBlank = isBlank(scalars[index])
            if !isLiteral, let lastBreak, decodedBreak(at: lastBreak) == "\n", !isLeadingBlank,
                !isTrailingBlank
            {
                // A folded line break: a space, or nothing when blank lines follow it.
                if blankBreaks.isEmpty { emit(" ", from: lastBreak) }
            } else if let lastBreak {
                emit(decodedBreak(at: lastBreak), from: lastBreak)
            }
            for blankBreak in blankBreaks { emit(decodedBreak(at: blankBreak), from: blankBreak) }
            blankBreaks = []
            isLeadingBlank = isTrailingBlank
            while index < scalars.count, !SourceText.isBreak(scalars[index]) {
                emit(scalars[index], from: index)
                index += 1
            }
            lastBreak = index < scalars.count ? index : nil
            if index < scalars.count { index += breakWidth(at: index) }
            column = skipIndentation(&index, indent: indent, breaks: &blankBreaks)
        }
        if chomping != "-", let lastBreak { emit(decodedBreak(at: lastBreak), from: lastBreak) }
        if chomping == "+" {
            for blankBreak in blankBreaks { emit(decodedBreak(at: blankBreak), from: blankBreak) }
        }
        guard let last = sources.last else { return nil }
        return SourceText.isBreak(scalars[last]) ? last : last + 1
    }

    /// The content indentation of a block scalar whose lines start at `index`, from its decoded
    /// `text`; `Int.max` when the text has no content line, nil when the two disagree.
    private func blockIndentation(from index: Int, text: String) -> Int? {
        let decoded = text.unicodeScalars.drop { $0 == "\n" || $0 == "\u{2028}" || $0 == "\u{2029}" }
        guard !decoded.isEmpty else { return Int.max }
        let decodedSpaces = decoded.prefix { $0 == " " }.count
        var index = index
        var spaces = 0
        while index < scalars.count {
            if scalars[index] == " " {
                spaces += 1
            } else if SourceText.isBreak(scalars[index]) {
                spaces = 0
            } else {
                let indent = spaces - decodedSpaces
                return indent >= 1 ? indent : nil
            }
            index += 1
        }
        return nil
    }

    /// Skips up to `indent` spaces at the start of each line from `index`, collecting the breaks
    /// of lines that are blank; returns the column reached on the first line that is not.
    private func skipIndentation(_ index: inout Int, indent: Int, breaks: inout [Int]) -> Int {
        while true {
            var column = 0
            while column < indent, index < scalars.count, scalars[index] == " " {
                index += 1
                column += 1
            }
            guard index < scalars.count, SourceText.isBreak(scalars[index]) else { return column }
            breaks.append(index)
            index += breakWidth(at: index)
        }
    }

    // MARK: - Characters

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private func isWhite(_ scalar: Unicode.Scalar) -> Bool { isBlank(scalar) || SourceText.isBreak(scalar) }

    /// 2 for CR LF, which libyaml reads as one line break; else 1.
    private func breakWidth(at index: Int) -> Int {
        scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
    }

    /// What libyaml decodes a line break to: LS and PS stay, LF, CR, CR LF and NEL become LF.
    private func decodedBreak(at index: Int) -> Unicode.Scalar {
        let scalar = scalars[index]
        return scalar == "\u{2028}" || scalar == "\u{2029}" ? scalar : "\n"
    }
}
