import LayoutSpec
import XCTest

/// A diagnostic is one line whatever the user's words hold: newlines, escape characters, NUL
/// and bidi controls in ids, keys and paths are written as Swift's debugDescription writes them.
final class OneLineDiagnosticTests: XCTestCase {
    func testControlCharactersInAViewIDAreEscaped() {
        assertSnippetDiagnostics(
            snippetHeader + "views:\n  \"a\\nb\\e[31mred\\0\": {}\n",
            "spec.yaml:4:4: error: 'a\\nb\\u{1B}[31mred\\0' is not a valid view id. Use letters, digits and "
                + "'_', starting with a letter or '_'.")
    }

    func testTabAndCarriageReturnInAQuotedKeyAreEscaped() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {\"co\\tl\\r\": red}}\n",
            "spec.yaml:3:16: error: Unknown property 'co\\tl\\r'. Use one of 'type', 'subviews', 'lint', 'vary', 'when', "
                + "'translatesAutoresizingMaskIntoConstraints', 'frame', 'autoresizingMask', 'color', 'hugging', "
                + "'compressionResistance', 'intrinsicSize', 'isHidden', 'layoutMargins', 'directionalLayoutMargins', "
                + "'preservesSuperviewLayoutMargins', 'insetsLayoutMarginsFromSafeArea', 'semanticContentAttribute' "
                + "or 'alpha'.")
    }

    func testBidiControlsAndLineSeparatorsAreEscaped() {
        XCTAssertEqual(
            Diagnostic.oneLine("left\u{202E}right\u{2028}next\u{7F}"),
            "left\\u{202E}right\\u{2028}next\\u{7F}")
    }

    /// A written `\n` reads `\\n`, a real newline `\n`: the two never print the same.
    func testABackslashIsEscapedSoAWrittenEscapeReadsApartFromARealOne() {
        XCTAssertEqual(Diagnostic.oneLine("a\\nb\nc"), #"a\\nb\nc"#)
        XCTAssertEqual(Diagnostic.oneLine(#"back\slash"#), #"back\\slash"#)
    }

    func testPrintableTextIsUnchanged() {
        for text in ["plain", "emoji 👩‍👩‍👧", "quotes ' and \"", "accents é ü", ""] {
            XCTAssertEqual(Diagnostic.oneLine(text), text)
        }
    }

    func testEveryPrintedDiagnosticAndNoteIsOneLine() {
        let location = SourceLocation(file: "dir\nname.yaml", line: 1, column: 1)
        let diagnostic = Diagnostic.error(
            "Bad '\u{1B}]0;title\u{7}'.", at: location, notes: [.init("see 'x\ny'", at: location)])
        let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines,
            [
                "dir\\nname.yaml:1:1: error: Bad '\\u{1B}]0;title\\u{7}'.",
                "dir\\nname.yaml:1:1: note: see 'x\\ny'",
            ])
    }
}
