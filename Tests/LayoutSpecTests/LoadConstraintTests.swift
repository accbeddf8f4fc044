import LayoutSpec
import XCTest

/// `constraints:`: strings and mappings, kept raw and located for the grammar.
final class LoadConstraintTests: XCTestCase {
    func testPlainStringsAreVFLByTheirFirstCharacters() {
        let spec = loadSnippet(
            snippetHeader + """
                constraints:
                  - H:|-[a]-|
                  - V:[a]-(gap)-[b]
                  - "|-[a]"
                  - "[a]-[b]"
                  - a.width == b.width * 2 + 10
                  - "  [a]"
                """
        ).spec
        XCTAssertEqual(spec?.constraints.map(\.kind), [.vfl, .vfl, .vfl, .vfl, .equation, .vfl])
    }

    /// The first characters decide, not the first bytes: a combining mark joins the character
    /// before it, so "H:" + U+0301 does not start with 'H:', nor " " + U+0301 with a space.
    func testACombiningMarkChangesTheFirstCharactersThatMakeVFL() {
        let spec = loadSnippet(
            snippetHeader + """
                constraints:
                  - "H:\\u0301[a]"
                  - "[\\u0301a]"
                  - " \\u0301[a]"
                  - " é[a]"
                  - "  V:[a]-[é]"
                """
        ).spec
        XCTAssertEqual(spec?.constraints.map(\.kind), [.equation, .equation, .equation, .equation, .vfl])
    }

    func testQuotedTextIsLocatedInsideTheQuotes() {
        let spec = loadSnippet(snippetHeader + "constraints:\n  - 'a.top == b.bottom'\n  - \"H:|[a]|\"\n")
            .spec
        XCTAssertEqual(spec?.constraints.map(\.text.location), [snippetAt(4, 6), snippetAt(5, 6)])
        XCTAssertEqual(spec?.constraints.map(\.location), [snippetAt(4, 6), snippetAt(5, 6)])
    }

    func testBlockScalarIsLocatedAtItsFirstContentLine() {
        let spec = loadSnippet(snippetHeader + "constraints:\n  - >-\n      a.width ==\n      b.width\n").spec
        XCTAssertEqual(spec?.constraints.first?.text, Located("a.width == b.width", at: snippetAt(5, 7)))
    }

    func testAnchoredTextIsLocatedPastTheAnchor() {
        let spec = loadSnippet(snippetHeader + "constraints:\n  - &w a.width == 10\n  - *w\n").spec
        XCTAssertEqual(spec?.constraints.map(\.text.location), [snippetAt(4, 8), snippetAt(4, 8)])
    }

    func testMappingTakesNameOptionsAndPlaceholder() throws {
        let result = loadSnippet(
            snippetHeader + """
                constraints:
                  - vfl: "H:|[a][b]|"
                    name: row
                    options: [alignAllTop, alignAllBottom]
                    placeholder: false
                """)
        XCTAssertEqual(result.diagnostics, "")
        let entry = try XCTUnwrap(result.spec?.constraints.first)
        XCTAssertEqual(entry.kind, .vfl)
        XCTAssertEqual(entry.text, Located("H:|[a][b]|", at: snippetAt(4, 11)))
        XCTAssertEqual(entry.name, Located("row", at: snippetAt(5, 11)))
        XCTAssertEqual(
            entry.options,
            [Located("alignAllTop", at: snippetAt(6, 15)), Located("alignAllBottom", at: snippetAt(6, 28))])
        XCTAssertEqual(entry.placeholder, Located(false, at: snippetAt(7, 18)))
        XCTAssertFalse(entry.isPlaceholder)
        XCTAssertEqual(entry.location, snippetAt(4, 5))
    }

    func testMappingKindComesFromItsKeyNotItsText() {
        let spec = loadSnippet(
            snippetHeader + "constraints: [{constraint: \"a.width == 1\"}, {vfl: \"[a(10)]\"}]\n"
        ).spec
        XCTAssertEqual(spec?.constraints.map(\.kind), [.equation, .vfl])
    }

    func testMappingNeedsConstraintOrVFL() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {name: orphan}\n",
            "spec.yaml:4:5: error: A constraint mapping needs exactly one of 'constraint' or 'vfl'; this "
                + "one has neither."
        )
    }

    func testMappingMayNotHaveBothConstraintAndVFL() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {constraint: a.width == 1, vfl: \"[a]\"}\n",
            "spec.yaml:4:5: error: A constraint mapping needs exactly one of 'constraint' or 'vfl'; this "
                + "one has both."
        )
    }

    func testOptionsApplyOnlyToVFL() {
        // Catalogue: optionsWithoutVFL
        let result = loadSnippet(
            snippetHeader + "constraints:\n  - {constraint: a.width == 1, options: [alignAllTop]}\n")
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:4:32: error: 'options' applies only to 'vfl' constraints. \
            Remove it, or write the constraint as 'vfl:'.
            """)
        XCTAssertEqual(result.spec?.constraints.first?.options, [])
    }

    func testOptionsMustBeAList() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {vfl: \"[a][b]\", options: alignAllTop}\n",
            "spec.yaml:4:30: error: 'options' must be a list, such as 'options: [alignAllTop]'; found "
                + "'alignAllTop'."
        )
    }

    func testOptionMustBeAString() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {vfl: \"[a][b]\", options: [[alignAllTop]]}\n",
            "spec.yaml:4:31: error: Each VFL option must be a string; found a list.")
    }

    func testNameMustBeAnIdentifier() {
        assertNotAnIdentifier(
            snippetHeader + "constraints:\n  - {constraint: a.width == 1, name: preferred width}\n",
            "preferred width", kind: "constraint name", at: "4:38")
    }

    func testNamesMustBeUnique() {
        // Catalogue: duplicateConstraintName
        assertSnippetDiagnostics(
            snippetHeader
                + "constraints:\n  - {constraint: a.width == 1, name: w}\n  - {constraint: b.width == 1, "
                + "name: w}\n",
            """
            spec.yaml:5:38: error: Duplicate constraint name 'w'. Names must be unique; rename one.
            spec.yaml:4:38: note: 'w' is first used here.
            """)
    }

    func testUnknownKeyInAConstraintSuggestsTheClosest() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {vfl: \"[a]\", optons: [alignAllTop]}\n",
            "spec.yaml:4:18: error: Unknown constraint key 'optons'. Did you mean 'options'?")
    }

    func testUnquotedVFLThatYAMLReadsAsAListIsExplained() {
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - [a(80)]\n",
            """
            spec.yaml:4:5: error: A constraint must be a string or a mapping; found a list. \
            Quote VFL that starts with '[' or '|', such as '- "[a]-[b]"'.
            """)
    }

    func testEmptyConstraintIsReported() {
        // Catalogue: emptyConstraintText
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - \"  \"\n  -\n",
            """
            spec.yaml:4:6: error: A constraint is empty. Write an equation such as 'a.width == b.width', \
            or VFL such as 'H:|[a]|'.
            spec.yaml:5:4: error: A constraint must be a string; found nothing.
            """)
    }

    func testConstraintsMustBeAList() {
        // Catalogue: expectedList
        assertSnippetDiagnostics(
            snippetHeader + "constraints: {a: b}\n",
            """
            spec.yaml:3:14: error: 'constraints' must be a list, \
            such as 'constraints: ["box.width == 100"]'; found a mapping.
            """)
    }

    func testFiftyThousandConstraintsAreAllowed() {
        let result = loadSnippet(snippetHeader + constraintList(count: SpecLimits.constraintCount))
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.constraints.count, SpecLimits.constraintCount)
    }

    func testMoreThanFiftyThousandConstraintsIsReportedOnce() {
        // Catalogue: tooManyConstraints
        let result = loadSnippet(snippetHeader + constraintList(count: SpecLimits.constraintCount + 3))
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:50004:3: error: The spec has more than 50,000 constraints. Split it into smaller "
                + "specs."
        )
        XCTAssertEqual(result.spec?.constraints.count, SpecLimits.constraintCount)
    }

    private func constraintList(count: Int) -> String {
        "constraints:\n" + String(repeating: "- a\n", count: count)
    }
}
