import LayoutSpec
import XCTest

/// The file name every snippet test loads its YAML as.
let snippetFile = "spec.yaml"

/// A minimal valid spec header, so a snippet can test one part of the language.
let snippetHeader = """
    scene: Scene
    sizes: {portrait: 390x844}

    """

/// Loads `yaml` as `spec.yaml` and returns the spec and every diagnostic as the compiler prints it.
func loadSnippet(_ yaml: String) -> (spec: Spec?, diagnostics: String) {
    var diagnostics = Diagnostics()
    let spec = SpecLoader.load(yaml: yaml, file: snippetFile, diagnostics: &diagnostics)
    return (spec, diagnostics.description)
}

/// Loads `yaml` from raw bytes.
func loadSnippet(bytes: [UInt8]) -> (spec: Spec?, diagnostics: String) {
    var diagnostics = Diagnostics()
    let spec = SpecLoader.load(yaml: bytes, file: snippetFile, diagnostics: &diagnostics)
    return (spec, diagnostics.description)
}

/// Asserts that loading `yaml` reports exactly `expected` (diagnostics, one per line, in file order).
func assertSnippetDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(loadSnippet(yaml).diagnostics, expected, file: file, line: line)
}

/// `line:column` of a location, for compact assertions.
func lineColumn(_ location: SourceLocation?) -> String {
    guard let location else { return "nowhere" }
    return "\(location.line):\(location.column)"
}

/// A location in `spec.yaml`.
func snippetAt(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: snippetFile, line: line, column: column)
}

/// Asserts that loading `yaml` reports exactly one error, at `place` (`line:column`): `name` is not a
/// valid `kind` (a view id, a size name, ...), with the rule every identifier in a spec follows.
func assertNotAnIdentifier(
    _ yaml: String, _ name: String, kind: String, at place: String, file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSnippetDiagnostics(
        yaml,
        "spec.yaml:\(place): error: '\(name)' is not a valid \(kind). Use letters, digits and '_', starting with "
            + "a letter or '_'.",
        file: file, line: line)
}
