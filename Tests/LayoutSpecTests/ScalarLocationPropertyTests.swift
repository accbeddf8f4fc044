import LayoutSpec
import TestSupport
import XCTest

/// Random constraint text in every scalar style, each character checked against the spec's own
/// lines: the place a decoded character is located at holds that character, or the backslash
/// of its escape, or (for what a line break folds to) the end of a line.
final class ScalarLocationPropertyTests: XCTestCase {
    func testEveryDecodedCharacterIsLocatedWhereItWasWritten() {
        var random = SeededRandom(seed: 0x5EED_10CA)
        for _ in 0..<600 {
            let style = Style.allCases[random.below(Style.allCases.count)]
            var item = style.write(using: &random)
            if random.below(4) == 0 { item = item.replacingOccurrences(of: "\n", with: "\r\n") }
            let yaml = constraintHeader + item
            var diagnostics = Diagnostics()
            let spec = SpecLoader.load(yaml: yaml, file: snippetFile, diagnostics: &diagnostics)
            guard let entry = spec?.constraints.first, !diagnostics.hasErrors else {
                XCTFail("The generated spec does not load:\n\(yaml)\n\(diagnostics.description)")
                continue
            }
            if let problem = misplacedCharacter(in: entry, style: style, lines: lines(of: yaml)) {
                XCTFail("\(style): \(problem)\n\(yaml.debugDescription)")
                return
            }
        }
    }

    /// The first decoded character located where the spec does not hold it, or out of order.
    private func misplacedCharacter(in entry: ConstraintEntry, style: Style, lines: [[Unicode.Scalar]])
        -> String?
    {
        let text = Array(entry.text.value.unicodeScalars)
        var previous = (line: 0, column: 0)
        for offset in 0...text.count {
            let location = entry.origin.location(at: offset)
            guard location.line >= 1, location.line <= lines.count else {
                return "offset \(offset) is off the file"
            }
            let place = (location.line, location.column)
            guard place > previous || (offset == text.count && place >= previous) else {
                return "offset \(offset) at \(lineColumn(location)) is before the offset ahead of it"
            }
            previous = place
            guard offset < text.count else { break }
            let line = lines[location.line - 1]
            let decoded = text[offset]
            if location.column - 1 < line.count {
                let written = line[location.column - 1]
                if written == decoded || (style == .doubleQuoted && written == "\\") { continue }
            } else if location.column - 1 == line.count,
                [" ", "\n", "\u{2028}", "\u{2029}"].contains(decoded)
            {
                continue
            }
            return
                "offset \(offset) ('\(decoded.escaped(asASCII: true))') is located at \(lineColumn(location))"
        }
        return nil
    }

    /// The spec's lines as libyaml counts them, without their line breaks.
    private func lines(of yaml: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for scalar in yaml.unicodeScalars {
            if scalar == "\n", previous == "\r" {
            } else if scalar == "\n" || scalar == "\r" {
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
            previous = scalar
        }
        return lines
    }
}

/// The ways the generator writes a constraint list item, each spread over several lines.
private enum Style: CaseIterable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    func write(using random: inout SeededRandom) -> String {
        switch self {
        case .plain:
            return "  - a" + flowLines(using: &random, word: { word(&$0) }) + "\n"
        case .singleQuoted:
            return "  - 'a" + flowLines(using: &random, word: { $0.below(3) == 0 ? "''" : word(&$0) }) + "'\n"
        case .doubleQuoted:
            let escapes = [
                #"\t"#, #"\x41"#, #"\u00e9"#, #"\U0001F600"#, #"\\"#, #"\""#, #"\_"#, #"\N"#, "\\\n  ",
            ]
            return "  - \"a"
                + flowLines(using: &random, word: { $0.below(3) == 0 ? $0.element(of: escapes) : word(&$0) })
                + "\"\n"
        case .literal, .folded:
            let header = (self == .literal ? "|" : ">") + random.element(of: ["", "-", "+", "2", "2-"])
            // The list sits at column 2, so an indentation indicator of 2 means 4 spaces.
            let indent = header.contains("2") ? "    " : String(repeating: " ", count: 4 + random.below(2))
            var item = "  - \(header)\n"
            for line in 0..<1 + random.below(4) {
                if random.below(4) == 0 { item += random.element(of: ["", "  "]) + "\n" }
                // A more-indented first line sets a detected indentation; only an indicator keeps it.
                let canIndentMore = line > 0 || header.contains("2")
                let more =
                    canIndentMore && random.below(4) == 0
                    ? String(repeating: " ", count: 1 + random.below(2)) : ""
                item += indent + more + "a" + word(&random) + "\n"
            }
            return item
        }
    }

    /// Words and blanks over one to four lines, with blank lines between some of them.
    private func flowLines(using random: inout SeededRandom, word: (inout SeededRandom) -> String) -> String {
        var text = word(&random)
        for _ in 0..<random.below(8) {
            switch random.below(5) {
            case 0: text += random.element(of: ["\n    ", "\n\n    ", "   \n      ", "\n  \n    "])
            case 1: text += random.element(of: ["\t", "  "])
            default: text += " "
            }
            text += word(&random)
        }
        return text
    }

    private func word(_ random: inout SeededRandom) -> String {
        let letters = Array("abwz.=*+09".unicodeScalars)
        var word = "b"
        for _ in 0..<random.below(5) { word.unicodeScalars.append(letters[random.below(letters.count)]) }
        return word
    }
}
