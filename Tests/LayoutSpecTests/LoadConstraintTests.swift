import LayoutSpec
import XCTest

/// `constraints:`: strings and mappings, kept raw and located for the grammar.
final class LoadConstraintTests: XCTestCase {
    func testPlainStringsAreVFLByTheirFirstCharacters() {
        let spec = load(
            header + """
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

    func testQuotedTextIsLocatedInsideTheQuotes() {
        let spec = load(header + "constraints:\n  - 'a.top == b.bottom'\n  - \"H:|[a]|\"\n").spec
        XCTAssertEqual(spec?.constraints.map(\.text.location), [at(4, 6), at(5, 6)])
        XCTAssertEqual(spec?.constraints.map(\.location), [at(4, 6), at(5, 6)])
    }

    func testBlockScalarIsLocatedAtItsFirstContentLine() {
        let spec = load(header + "constraints:\n  - >-\n      a.width ==\n      b.width\n").spec
        XCTAssertEqual(spec?.constraints.first?.text, Located("a.width == b.width", at: at(5, 7)))
    }

    func testAnchoredTextIsLocatedPastTheAnchor() {
        let spec = load(header + "constraints:\n  - &w a.width == 10\n  - *w\n").spec
        XCTAssertEqual(spec?.constraints.map(\.text.location), [at(4, 8), at(4, 8)])
    }

    func testMappingTakesNameOptionsAndPlaceholder() throws {
        let result = load(
            header + """
                constraints:
                  - vfl: "H:|[a][b]|"
                    name: row
                    options: [alignAllTop, alignAllBottom]
                    placeholder: false
                """)
        XCTAssertEqual(result.diagnostics, "")
        let entry = try XCTUnwrap(result.spec?.constraints.first)
        XCTAssertEqual(entry.kind, .vfl)
        XCTAssertEqual(entry.text, Located("H:|[a][b]|", at: at(4, 11)))
        XCTAssertEqual(entry.name, Located("row", at: at(5, 11)))
        XCTAssertEqual(
            entry.options, [Located("alignAllTop", at: at(6, 15)), Located("alignAllBottom", at: at(6, 28))])
        XCTAssertEqual(entry.placeholder, Located(false, at: at(7, 18)))
        XCTAssertFalse(entry.isPlaceholder)
        XCTAssertEqual(entry.location, at(4, 5))
    }

    func testMappingKindComesFromItsKeyNotItsText() {
        let spec = load(header + "constraints: [{constraint: \"a.width == 1\"}, {vfl: \"[a(10)]\"}]\n").spec
        XCTAssertEqual(spec?.constraints.map(\.kind), [.equation, .vfl])
    }

    func testMappingNeedsConstraintOrVFL() {
        assertDiagnostics(
            header + "constraints:\n  - {name: orphan}\n",
            "spec.yaml:4:5: error: A constraint mapping needs exactly one of 'constraint' or 'vfl'; this "
                + "one has neither."
        )
    }

    func testMappingMayNotHaveBothConstraintAndVFL() {
        assertDiagnostics(
            header + "constraints:\n  - {constraint: a.width == 1, vfl: \"[a]\"}\n",
            "spec.yaml:4:5: error: A constraint mapping needs exactly one of 'constraint' or 'vfl'; this "
                + "one has both."
        )
    }

    func testOptionsApplyOnlyToVFL() {
        let result = load(header + "constraints:\n  - {constraint: a.width == 1, options: [alignAllTop]}\n")
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:4:32: error: 'options' applies only to 'vfl' constraints. \
            Remove it, or write the constraint as 'vfl:'.
            """)
        XCTAssertEqual(result.spec?.constraints.first?.options, [])
    }

    func testOptionsMustBeAList() {
        assertDiagnostics(
            header + "constraints:\n  - {vfl: \"[a][b]\", options: alignAllTop}\n",
            "spec.yaml:4:30: error: 'options' must be a list, such as 'options: [alignAllTop]'; found "
                + "'alignAllTop'."
        )
    }

    func testOptionMustBeAString() {
        assertDiagnostics(
            header + "constraints:\n  - {vfl: \"[a][b]\", options: [[alignAllTop]]}\n",
            "spec.yaml:4:31: error: Each VFL option must be a string; found a list.")
    }

    func testNameMustBeAnIdentifier() {
        assertDiagnostics(
            header + "constraints:\n  - {constraint: a.width == 1, name: preferred width}\n",
            """
            spec.yaml:4:38: error: 'preferred width' is not a valid constraint name. \
            Use letters, digits and '_', starting with a letter or '_'.
            """)
    }

    func testNamesMustBeUnique() {
        assertDiagnostics(
            header
                + "constraints:\n  - {constraint: a.width == 1, name: w}\n  - {constraint: b.width == 1, "
                + "name: w}\n",
            """
            spec.yaml:5:38: error: Duplicate constraint name 'w'. Names must be unique; rename one.
            spec.yaml:4:38: note: 'w' is first used here.
            """)
    }

    func testPlaceholderMustBeABoolean() {
        assertDiagnostics(
            header + "constraints:\n  - {constraint: a.height == 1000, placeholder: yes}\n",
            """
            spec.yaml:4:49: error: 'placeholder' must be true or false; found 'yes'. \
            layoutgen reads YAML 1.2, where 'yes' is a string, not a boolean.
            """)
    }

    func testUnknownKeyInAConstraintSuggestsTheClosest() {
        assertDiagnostics(
            header + "constraints:\n  - {vfl: \"[a]\", optons: [alignAllTop]}\n",
            "spec.yaml:4:18: error: Unknown constraint key 'optons'. Did you mean 'options'?")
    }

    func testUnquotedVFLThatYAMLReadsAsAListIsExplained() {
        assertDiagnostics(
            header + "constraints:\n  - [a(80)]\n",
            """
            spec.yaml:4:5: error: A constraint must be a string or a mapping; found a list. \
            Quote VFL that starts with '[' or '|', such as '- "[a]-[b]"'.
            """)
    }

    func testEmptyConstraintIsReported() {
        assertDiagnostics(
            header + "constraints:\n  - \"  \"\n  -\n",
            """
            spec.yaml:4:6: error: A constraint is empty. Write an equation such as 'a.width == b.width', \
            or VFL such as 'H:|[a]|'.
            spec.yaml:5:4: error: A constraint must be a string; found nothing.
            """)
    }

    func testConstraintsMustBeAList() {
        assertDiagnostics(
            header + "constraints: {a: b}\n",
            """
            spec.yaml:3:14: error: 'constraints' must be a list, such as 'constraints: ["box.width == 100"]'; \
            found a mapping.
            """)
    }

    func testFiftyThousandConstraintsAreAllowed() {
        let result = load(header + constraintList(count: SpecLimits.constraintCount))
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.constraints.count, SpecLimits.constraintCount)
    }

    func testMoreThanFiftyThousandConstraintsIsReportedOnce() {
        let result = load(header + constraintList(count: SpecLimits.constraintCount + 3))
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
