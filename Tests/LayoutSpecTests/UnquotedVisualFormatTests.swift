import LayoutSpec
import XCTest

/// VFL that YAML cannot read unquoted gets a note that says to quote it, under libyaml's error.
final class UnquotedVisualFormatTests: XCTestCase {
    func testUnquotedVisualFormatThatBreaksTheYAMLGetsAQuotingNote() {
        // Catalogue: quoteVisualFormat
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {}, other: {}}\nconstraints:\n  - [box]-[other]\n",
            """
            spec.yaml:5:10: error: Malformed YAML: did not find expected '-' indicator.
            spec.yaml:5:3: note: This is where libyaml started parsing a block collection.
            spec.yaml:5:1: note: A constraint that starts with '[' or '|' must be quoted, such as '- "[a]-[b]"'.
            """)
    }

    func testUnquotedVisualFormatStartingWithABarGetsTheNoteToo() {
        let printed = loadSnippet(snippetHeader + "views: {a: {}}\nconstraints:\n  - |[a]|\n").diagnostics
        XCTAssertTrue(printed.hasPrefix("spec.yaml:5:6: error: Malformed YAML: "), printed)
        XCTAssertTrue(
            printed.hasSuffix(
                "note: A constraint that starts with '[' or '|' must be quoted, such as '- \"[a]-[b]\"'."),
            printed)
    }

    func testOtherMalformedYAMLGetsNoQuotingNote() {
        let printed = loadSnippet(snippetHeader + "views: {a: {}\n").diagnostics
        XCTAssertFalse(printed.contains("must be quoted"), printed)
    }
}
