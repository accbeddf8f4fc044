import Foundation
import LayoutSpec
import TestSupport
import XCTest

/// Pins everything both grammars say about a fixed corpus of random texts: each atom with the
/// places of its items and its source text, each diagnostic with its place and notes.
///
/// The texts are drawn from fragments of both grammars, of numbers and of awkward characters
/// (Unicode white space, letters beyond ASCII, an emoji, a combining mark), so a change to the
/// tokenizer or the readers that moves a column, a message or a recovered atom shows here.
/// The record lives in Fixtures/GrammarCorpus.txt. `LAYOUTGEN_RECORD=1` rewrites it and still
/// fails, so that a person reads the change before committing it.
final class GrammarCorpusTests: XCTestCase {
    func testBothGrammarsSayWhatTheRecordSaysAboutTheCorpus() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/GrammarCorpus.txt")
        let actual = GrammarCorpus.texts(count: 600).map(GrammarCorpus.record).joined()
        let recorded = (try? String(contentsOf: fixture, encoding: .utf8)) ?? ""
        if actual == recorded { return }
        if ProcessInfo.processInfo.environment["LAYOUTGEN_RECORD"] == "1" {
            try actual.write(to: fixture, atomically: true, encoding: .utf8)
            XCTFail("Recorded Fixtures/GrammarCorpus.txt; read its diff, then run without LAYOUTGEN_RECORD.")
            return
        }
        XCTFail(
            "The grammars' output differs from Fixtures/GrammarCorpus.txt:\n"
                + GrammarCorpus.firstDifference(recorded, actual))
    }
}

/// The corpus and how each text's results are written down.
enum GrammarCorpus {
    /// Pieces the texts are made of: tokens of both grammars, near-misses and awkward scalars.
    static let fragments = [
        "H:", "V:", "h:", "X:", ":", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<",
        ">", ".", "*", "+", "a", "b", "row0", "_x9", "m", "high", "low", "required", "fittingSize",
        "view", "width", "height", "leading", "trailing", "top", "edges", "size", "center", "widht",
        "contentLayoutGuide", "frameLayoutGuide", "s", "0", "12", "0.5", ".5", "1.", "1e3", "2E-2", "1e",
        "3e+", "1e999", "400", "1000", "9a", " ", "  ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2028}",
        "é", "Ж", "🙂", "e\u{301}", "#", "$", "!", "\"", "'", "a.width", "b.height", " == ", "[a]",
        "-8-", "(>=50@high)", "alignAllTop", "\u{0}",
    ]

    static let metrics: [String: Double] = ["m": 12, "high": 500, "big": 2000, "nan": .nan]

    static let optionSets: [[String]] = [
        [], [], [], ["alignAllTop"], ["alignAllCenterX"], ["alignAllLeading", "directionRightToLeft"],
        ["alignAllBaseline", "alinAllTop"],
        ["directionLeftToRight", "directionRightToLeft"],
    ]

    /// Constraints that hold, of both grammars, for the corpus to vary.
    static let wellFormed = [
        "H:|-[a]-[b(==a)]-|", "V:|-m-[a(>=50,<=100@750)]-(>=8@low)-[b]-|", "[a(b)][b]", "|[a]|",
        "H:[a]-(<=m@high,>=2)-[b(0.5)]-20-|", "V:[a(==b@fittingSize)][b]-|", "[a(>=-5)]-m-[b]",
        "a.width == b.width * 0.5 + 10 @high", "a.edges == view.edges + 8", "a.size == b.size * 2",
        "s.contentLayoutGuide.top == a.top", "a.center == b.center - m", "-2 * a.height <= b.height",
        "a.leading >= s.frameLayoutGuide.leading + 1e1 @ 999", "a.top == 20", "a.width <= -m",
    ]

    /// White space the texts may carry between tokens, some of it beyond ASCII.
    static let spaces = ["", "", "", " ", "  ", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "\n"]

    /// `count` texts, the same on every machine: constraints that hold, spaced out at random
    /// after punctuation;
    /// the same with one fragment changed; and fragments strung together.
    static func texts(count: Int) -> [String] {
        var generator = SeededRandom(seed: 0x6772_616D_6D61_7273)
        return (0..<count).map { index in
            func draw(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
            var scalars = Array(wellFormed[draw(wellFormed.count)].unicodeScalars)
            switch index % 3 {
            case 0:
                var spaced = ""
                for scalar in scalars {
                    spaced.unicodeScalars.append(scalar)
                    // Not inside a name, a number or a relation.
                    if !(scalar.properties.isAlphabetic || "0123456789_.=<>".unicodeScalars.contains(scalar))
                    {
                        spaced += spaces[draw(spaces.count)]
                    }
                }
                return spaced
            case 1:
                let place = draw(scalars.count)
                let replacement = Array(fragments[draw(fragments.count)].unicodeScalars)
                scalars.replaceSubrange(place..<min(place + draw(3), scalars.count), with: replacement)
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                return text
            default:
                return (0..<(1 + draw(12))).map { _ in fragments[draw(fragments.count)] }.joined()
            }
        }
    }

    /// What both grammars make of `text`, one line per atom, diagnostic and note.
    static func record(_ text: String) -> String {
        var lines = ["text \(String(reflecting: text))"]
        let start = SourceLocation(file: "spec.yaml", line: 4, column: 7)
        var diagnostics = Diagnostics()
        let atoms = EquationParser.parse(text, at: start, metrics: metrics, diagnostics: &diagnostics)
        lines += describe(atoms, diagnostics, grammar: "equation")
        let options = optionSets[text.unicodeScalars.count % optionSets.count].enumerated().map {
            Located($0.element, at: SourceLocation(file: "spec.yaml", line: 9, column: 3 + 20 * $0.offset))
        }
        diagnostics = Diagnostics()
        let lineAtoms = VisualFormatParser.parse(
            text, at: start, options: options, metrics: metrics, diagnostics: &diagnostics)
        lines += describe(lineAtoms, diagnostics, grammar: "vfl")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ atoms: [AtomicConstraint], _ diagnostics: Diagnostics, grammar: String)
        -> [String]
    {
        var lines: [String] = []
        for atom in atoms {
            let places = [atom.location, atom.first.location] + (atom.second.map { [$0.location] } ?? [])
            lines.append(
                "  \(grammar) atom \(atom) at \(places.map(place).joined(separator: " ")) source "
                    + String(reflecting: atom.source))
        }
        for diagnostic in diagnostics.all {
            lines.append(
                "  \(grammar) \(diagnostic.severity) \(place(diagnostic.location)) \(diagnostic.message)")
            for note in diagnostic.notes {
                lines.append("  \(grammar)   note \(place(note.location)) \(note.message)")
            }
        }
        return lines
    }

    private static func place(_ location: SourceLocation?) -> String {
        location.map { "\($0.line):\($0.column)" } ?? "-"
    }

    /// The first line where `actual` departs from `recorded`, with the text it belongs to.
    static func firstDifference(_ recorded: String, _ actual: String) -> String {
        let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let text = new[..<min(index + 1, new.count)].last { $0.hasPrefix("text ") } ?? "(none)"
        let line = { (lines: [Substring]) in index < lines.count ? String(lines[index]) : "(end)" }
        return "line \(index + 1), in \(text)\n- \(line(old))\n+ \(line(new))"
    }
}
