import LayoutSpec
import XCTest

/// Numbers, booleans and `WIDTHxHEIGHT`, read the same way wherever they appear.
final class LoadValueTests: XCTestCase {
    /// The diagnostics for `metrics: {m: <value>}`, whose value starts at column 14 of line 3.
    private func metric(_ value: String) -> String {
        loadSnippet(snippetHeader + "metrics: {m: \(value)}\n").diagnostics
    }

    func testDecimalNumberFormsAreRead() {
        let spec = loadSnippet(
            snippetHeader + "metrics: {a: 15, b: -8.5, c: +.5, d: 2., e: 1.5e3, f: 1E-2, g: 007}\n"
        ).spec
        XCTAssertEqual(spec?.metrics.map(\.value.value), [15, -8.5, 0.5, 2, 1500, 0.01, 7])
    }

    func testInfinityIsNotFinite() {
        // Catalogue: expectedFiniteNumber
        XCTAssertEqual(
            metric(".inf"), "spec.yaml:3:14: error: The metric 'm' must be a finite number; found '.inf'.")
        XCTAssertEqual(
            metric("-.Inf"), "spec.yaml:3:14: error: The metric 'm' must be a finite number; found '-.Inf'.")
    }

    func testNaNIsNotFinite() {
        XCTAssertEqual(
            metric(".nan"), "spec.yaml:3:14: error: The metric 'm' must be a finite number; found '.nan'.")
    }

    func testOverflowingExponentIsNotFinite() {
        // Catalogue: numberTooLarge
        XCTAssertEqual(
            metric("1e400"),
            "spec.yaml:3:14: error: The metric 'm' must be a finite number; '1e400' is too large for a "
                + "Double."
        )
    }

    func testNumberBeyondTheMagnitudeLimitIsReported() {
        XCTAssertEqual(
            metric("-100001"),
            "spec.yaml:3:14: error: The metric 'm' must be between -100,000 and 100,000; found '-100001'.")
        XCTAssertEqual(metric("100000"), "", "the limit itself is allowed")
    }

    func testHexadecimalIsNotANumberHere() {
        XCTAssertEqual(
            metric("0x10"), "spec.yaml:3:14: error: The metric 'm' must be a number; found '0x10'.")
    }

    func testQuotedNumberIsAString() {
        // Catalogue: quotedScalar
        XCTAssertEqual(
            metric("\"15\""),
            "spec.yaml:3:15: error: The metric 'm' must be a number; found the string '15'. Remove the "
                + "quotes."
        )
    }

    func testStringTaggedNumberIsAString() {
        XCTAssertEqual(
            metric("!!str 15"),
            "spec.yaml:3:20: error: The metric 'm' must be a number; found the string '15'. Remove the "
                + "quotes."
        )
    }

    func testBooleanTaggedValueIsNotANumber() {
        // Catalogue: taggedScalar
        XCTAssertEqual(
            metric("!!bool true"),
            "spec.yaml:3:21: error: The metric 'm' must be a number; found 'true' tagged '!!bool'.")
    }

    func testListIsNotANumber() {
        XCTAssertEqual(metric("[1]"), "spec.yaml:3:14: error: The metric 'm' must be a number; found a list.")
    }

    func testMissingNumberIsReported() {
        XCTAssertEqual(metric(""), "spec.yaml:3:14: error: The metric 'm' must be a number; found nothing.")
    }

    /// The diagnostics for `isScrollEnabled: <value>` on a text view, the value at column 50.
    private func flag(_ value: String) -> (spec: Spec?, diagnostics: String) {
        loadSnippet(snippetHeader + "views: {notes: {type: TextView, isScrollEnabled: \(value)}}\n")
    }

    func testBooleansOfYAMLOnePointTwoAreRead() {
        for (text, value) in [
            ("true", true), ("True", true), ("TRUE", true), ("false", false), ("FALSE", false),
        ] {
            let result = flag(text)
            XCTAssertEqual(result.diagnostics, "", text)
            XCTAssertEqual(result.spec?.views.first?.isScrollEnabled?.value, value, text)
        }
    }

    func testYesAndNoAreNotBooleans() {
        // Catalogue: yaml11Bool
        for word in ["yes", "no", "on", "Off"] {
            XCTAssertEqual(
                flag(word).diagnostics,
                "spec.yaml:3:50: error: 'isScrollEnabled' must be true or false; found '\(word)'. "
                    + "layoutgen reads YAML 1.2, where '\(word)' is a string, not a boolean.")
        }
        // The same in a constraint's placeholder flag and in an expected boolean.
        assertSnippetDiagnostics(
            snippetHeader + "constraints:\n  - {constraint: a.height == 1000, placeholder: yes}\n",
            """
            spec.yaml:4:49: error: 'placeholder' must be true or false; found 'yes'. \
            layoutgen reads YAML 1.2, where 'yes' is a string, not a boolean.
            """)
        assertSnippetDiagnostics(
            snippetHeader + "expect:\n  portrait: {scroll.scrollsVertically: Yes}\n",
            """
            spec.yaml:4:40: error: 'scroll.scrollsVertically' must be true or false; found 'Yes'. \
            layoutgen reads YAML 1.2, where 'Yes' is a string, not a boolean.
            """)
    }

    func testOtherWordsAreNotBooleans() {
        // Catalogue: expectedScalar
        XCTAssertEqual(
            flag("1").diagnostics,
            "spec.yaml:3:50: error: 'isScrollEnabled' must be true or false; found '1'.")
    }

    func testQuotedBooleanIsAString() {
        // Catalogue: quotedScalar
        XCTAssertEqual(
            flag("'false'").diagnostics,
            "spec.yaml:3:51: error: 'isScrollEnabled' must be true or false; found the string 'false'. "
                + "Remove the quotes."
        )
    }

    func testWidthByHeightNeedsExactlyOneX() {
        let result = loadSnippet("scene: Scene\nsizes: {a: 1x2x3, b: x2, c: 390X844, d: .infx5}\n")
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:2:12: error: The size 'a' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found '1x2x3'.
            spec.yaml:2:22: error: The size 'b' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found 'x2'.
            spec.yaml:2:29: error: The size 'c' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found '390X844'.
            spec.yaml:2:41: error: The size 'd' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found '.infx5'.
            """)
    }

    func testWidthByHeightOverflowIsOutOfRange() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: {a: 1e400x5}\n",
            """
            spec.yaml:2:12: error: The size 'a' must have a width and a height above 0 and at most 100,000; \
            found '1e400x5'.
            """)
    }

    func testMisspelledWordsGetTheClosestSuggestionOnlyWhenClose() {
        XCTAssertEqual(
            loadSnippet(snippetHeader + "views: {box: {backgroundColor: red}}\n").diagnostics,
            """
            spec.yaml:3:15: error: Unknown property 'backgroundColor'. Use one of 'type', 'subviews', 'lint', 'vary', 'when', \
            'translatesAutoresizingMaskIntoConstraints', 'frame', 'autoresizingMask', \
            'color', 'hugging', 'compressionResistance', \
            'intrinsicSize', 'isHidden', 'layoutMargins', 'directionalLayoutMargins', \
            'preservesSuperviewLayoutMargins', 'insetsLayoutMarginsFromSafeArea', 'semanticContentAttribute' or \
            'alpha'.
            """)
        XCTAssertEqual(
            loadSnippet(snippetHeader + "views: {box: {Color: red}}\n").diagnostics,
            "spec.yaml:3:15: error: Unknown property 'Color'. Did you mean 'color'?")
    }
}
