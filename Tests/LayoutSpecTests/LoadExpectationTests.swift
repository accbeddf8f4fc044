import LayoutSpec
import XCTest

/// `expect:`: named sizes, `id.property` subjects, numbers or booleans.
final class LoadExpectationTests: XCTestCase {
    func testExpectationsKeepOrderValuesAndPlaces() throws {
        let result = loadSnippet(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            expect:
              landscape:
                box.frame: [0, 0, 844, 390]
              portrait:
                box.width: 390
                scroll.scrollsHorizontally: false
            """)
        XCTAssertEqual(result.diagnostics, "")
        let expectations = try XCTUnwrap(result.spec?.expectations)
        XCTAssertEqual(
            expectations.map(\.size),
            [Located("landscape", at: snippetAt(4, 3)), Located("portrait", at: snippetAt(6, 3))])
        XCTAssertEqual(
            expectations[1].entries,
            [
                .init(
                    subject: Located("box.width", at: snippetAt(7, 5)),
                    value: Located(.numbers([390]), at: snippetAt(7, 16))),
                .init(
                    subject: Located("scroll.scrollsHorizontally", at: snippetAt(8, 5)),
                    value: Located(.bool(false), at: snippetAt(8, 33))),
            ])
    }

    func testUnknownSizeSuggestsTheClosest() {
        assertSnippetDiagnostics(
            snippetHeader + "expect:\n  portrit: {box.width: 1}\n",
            "spec.yaml:4:3: error: Unknown size 'portrit'. Did you mean 'portrait'?")
    }

    func testUnknownSizeWithNothingCloseListsTheSizes() {
        assertSnippetDiagnostics(
            snippetHeader + "expect:\n  ipad: {box.width: 1}\n",
            "spec.yaml:4:3: error: Unknown size 'ipad'. Use 'portrait'.")
    }

    func testSubjectMustBeIdDotProperty() {
        // Catalogue: invalidExpectationSubject
        assertSnippetDiagnostics(
            snippetHeader + "expect:\n  portrait:\n    box: [1]\n    box.frame.x: 1\n    box.: 1\n",
            """
            spec.yaml:5:5: error: 'box' is not something to expect. Write 'id.property', such as \
            'greenView.frame'.
            spec.yaml:6:5: error: 'box.frame.x' is not something to expect. Write 'id.property', \
            such as 'greenView.frame'.
            spec.yaml:7:5: error: 'box.' is not something to expect. Write 'id.property', such as \
            'greenView.frame'.
            """)
    }

    func testValueMustBeNumbersOrABoolean() {
        // Catalogue: emptyExpectedList, expectedValueIsMapping
        assertSnippetDiagnostics(
            snippetHeader
                + "expect:\n  portrait:\n    box.frame: {x: 1}\n    box.size: []\n    box.origin: [0, "
                + "zero]\n",
            """
            spec.yaml:5:16: error: 'box.frame' must be a number, a list of numbers, or true or false; found \
            a mapping.
            spec.yaml:6:15: error: 'box.size' must list at least one number; found an empty list.
            spec.yaml:7:21: error: 'box.origin' must be a number; found 'zero'.
            """)
    }

    func testExpectationsForEachSizeMustBeAMapping() {
        assertSnippetDiagnostics(
            snippetHeader + "expect:\n  portrait: [box.width, 1]\n",
            """
            spec.yaml:4:13: error: The expectations for 'portrait' must be a mapping, \
            such as 'box.frame: [0, 0, 100, 100]'; found a list.
            """)
    }
}
