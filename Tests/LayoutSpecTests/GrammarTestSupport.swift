import LayoutSpec
import XCTest

/// Where the snippets under test start: column 1, so a reported column is the 1-based index of
/// the offending character in the snippet.
let snippetStart = SourceLocation(file: "spec.yaml", line: 4, column: 1)

/// A grammar's output in a form a test can compare exactly: the atoms as equations, and each
/// diagnostic as `column: severity: message`.
struct ParseResult: Equatable, CustomStringConvertible {
    var atoms: [String]
    var diagnostics: [String]
    /// The atoms themselves, for the fields their text does not show.
    var constraints: [AtomicConstraint] = []

    static func == (lhs: ParseResult, rhs: ParseResult) -> Bool {
        lhs.atoms == rhs.atoms && lhs.diagnostics == rhs.diagnostics
    }

    var description: String { "atoms: \(atoms)\ndiagnostics: \(diagnostics)" }

    init(atoms: [String], diagnostics: [String] = []) {
        self.atoms = atoms
        self.diagnostics = diagnostics
    }

    init(_ constraints: [AtomicConstraint], _ collected: Diagnostics) {
        self.constraints = constraints
        atoms = constraints.map(\.description)
        diagnostics = collected.all.map { diagnostic in
            let column = diagnostic.location.map { "\($0.column)" } ?? "-"
            return "\(column): \(diagnostic.severity): \(diagnostic.message)"
        }
    }
}

func equation(_ text: String, metrics: [String: Double] = [:]) -> ParseResult {
    var diagnostics = Diagnostics()
    let atoms = EquationParser.parse(text, at: snippetStart, metrics: metrics, diagnostics: &diagnostics)
    return ParseResult(atoms, diagnostics)
}

/// Parses a Visual Format line; options are placed on line 9 at the column given.
func visualFormat(
    _ text: String, options: [(String, column: Int)] = [], metrics: [String: Double] = [:]
) -> ParseResult {
    var diagnostics = Diagnostics()
    let located = options.map {
        Located($0.0, at: SourceLocation(file: "spec.yaml", line: 9, column: $0.column))
    }
    let atoms = VisualFormatParser.parse(
        text, at: snippetStart, options: located, metrics: metrics, diagnostics: &diagnostics)
    return ParseResult(atoms, diagnostics)
}

func visualFormat(_ text: String, options: [String], metrics: [String: Double] = [:]) -> ParseResult {
    visualFormat(text, options: options.map { ($0, column: 3) }, metrics: metrics)
}

/// Asserts that a snippet makes no atom and reports exactly `diagnostics`, each as
/// `column: severity: message`.
func assertNoAtoms(
    _ result: ParseResult, _ diagnostics: String..., file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(result, ParseResult(atoms: [], diagnostics: diagnostics), file: file, line: line)
}
