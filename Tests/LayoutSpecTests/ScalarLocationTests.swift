import LayoutSpec
import XCTest

/// Where each character of a constraint's decoded text was written, for every YAML scalar
/// style: the loader's ``TextOrigin``, checked character by character.
final class ScalarLocationTests: XCTestCase {
    // MARK: One line as written

    func testPlainTextOnOneLineIsLocatedAlongItsLine() throws {
        let entry = try firstConstraint("  - a.width == 80\n")
        XCTAssertTrue(entry.origin.isContiguous)
        XCTAssertEqual(places(of: "80", in: entry), ["6:16"])
        XCTAssertEqual(endPlace(of: entry), "6:18")
    }

    func testQuotedTextWithoutEscapesIsLocatedAlongItsLine() throws {
        let entry = try firstConstraint("  - 'a.width == 80'\n")
        XCTAssertTrue(entry.origin.isContiguous)
        XCTAssertEqual(places(of: "80", in: entry), ["6:17"])
    }

    // MARK: Plain scalars

    func testFoldedPlainTextIsLocatedOnTheLineItContinuesOn() throws {
        let entry = try firstConstraint("  - a.width ==\n    80 80\n")
        XCTAssertEqual(entry.text.value, "a.width == 80 80")
        XCTAssertEqual(places(of: "a.width", in: entry), ["6:5"])
        // The space that the line break and indentation fold to is at the line break.
        XCTAssertEqual(places(of: " 80 ", in: entry), ["6:15"])
        XCTAssertEqual(places(of: "80", in: entry), ["7:5", "7:8"])
        XCTAssertEqual(endPlace(of: entry), "7:10")
    }

    func testBlankLineInPlainTextIsLocatedAtItsOwnLineBreak() throws {
        let entry = try firstConstraint("  - a.width ==\n\n    80 80\n")
        XCTAssertEqual(entry.text.value, "a.width ==\n80 80")
        XCTAssertEqual(places(of: "\n", in: entry), ["7:1"])
        XCTAssertEqual(places(of: "80", in: entry), ["8:5", "8:8"])
    }

    func testBlanksBeforeAFoldedLineBreakAreDroppedAndBlanksWithinALineKept() throws {
        let entry = try firstConstraint("  - a.width\t==   \n    80\n")
        XCTAssertEqual(entry.text.value, "a.width\t== 80")
        XCTAssertEqual(places(of: "\t", in: entry), ["6:12"])
        XCTAssertEqual(places(of: "==", in: entry), ["6:13"])
        XCTAssertEqual(places(of: " ", in: entry), ["6:18"])
        XCTAssertEqual(places(of: "80", in: entry), ["7:5"])
    }

    func testFoldedPlainTextAfterAnAnchorAndATagIsLocated() throws {
        let entry = try firstConstraint("  - &c !!str a.width ==\n    80 80\n")
        XCTAssertEqual(lineColumn(entry.text.location), "6:14")
        XCTAssertEqual(places(of: "80", in: entry), ["7:5", "7:8"])
    }

    func testCRLFLineBreaksFoldAsOneBreak() throws {
        let yaml = constraintHeader + "  - a.width ==\n    80 80\n"
        let entry = try firstConstraint(yaml: yaml.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(entry.text.value, "a.width == 80 80")
        XCTAssertEqual(places(of: " 80 ", in: entry), ["6:15"])
        XCTAssertEqual(places(of: "80", in: entry), ["7:5", "7:8"])
    }

    // MARK: Double-quoted scalars

    func testEachEscapeIsLocatedAtItsBackslash() throws {
        let entry = try firstConstraint(#"  - "a\x41\u00e9\U0001F600\N\_\L\P\\\"\/\tb""# + "\n")
        XCTAssertEqual(entry.text.value, "aAé😀\u{85}\u{A0}\u{2028}\u{2029}\\\"/\tb")
        XCTAssertEqual(
            allPlaces(in: entry),
            [
                "6:6", "6:7", "6:11", "6:17", "6:27", "6:29", "6:31", "6:33", "6:35", "6:37", "6:39", "6:41",
                "6:43", "6:44",
            ])
    }

    func testDoubleQuotedTextFoldsAndJoinsAnEscapedLineBreak() throws {
        let entry = try firstConstraint("  - \"a.width ==\n    80 \\\n      80\"\n")
        XCTAssertEqual(entry.text.value, "a.width == 80 80")
        XCTAssertEqual(places(of: " 80 ", in: entry), ["6:16"])
        // The blank before the escaped line break stays, at its own place.
        XCTAssertEqual(places(of: " ", in: entry), ["6:13", "6:16", "7:7"])
        XCTAssertEqual(places(of: "80", in: entry), ["7:5", "8:7"])
        XCTAssertEqual(endPlace(of: entry), "8:9")
    }

    func testBlankLinesAfterAnEscapedLineBreakAreEachALineBreak() throws {
        let entry = try firstConstraint("  - \"a.width ==\\\n\n    80\"\n")
        XCTAssertEqual(entry.text.value, "a.width ==\n80")
        XCTAssertEqual(places(of: "\n", in: entry), ["7:1"])
        XCTAssertEqual(places(of: "80", in: entry), ["8:5"])
    }

    // MARK: Single-quoted scalars

    func testDoubledSingleQuoteIsLocatedAtItsFirstQuote() throws {
        let entry = try firstConstraint("  - 'it''s\n\n    fine'\n")
        XCTAssertEqual(entry.text.value, "it's\nfine")
        XCTAssertEqual(
            allPlaces(in: entry), ["6:6", "6:7", "6:8", "6:10", "7:1", "8:5", "8:6", "8:7", "8:8", "8:9"])
    }

    // MARK: Block scalars

    func testLiteralBlockTextIsLocatedWithoutItsIndentation() throws {
        let entry = try firstConstraint("  - |\n    a.width ==\n      80 80\n")
        XCTAssertEqual(entry.text.value, "a.width ==\n  80 80\n")
        XCTAssertEqual(lineColumn(entry.text.location), "7:5")
        XCTAssertEqual(places(of: "\n", in: entry), ["7:15", "8:12"])
        XCTAssertEqual(places(of: "  80", in: entry), ["8:5"])
        XCTAssertEqual(places(of: "80", in: entry), ["8:7", "8:10"])
        // The end is on the final line break, not on the line after it.
        XCTAssertEqual(endPlace(of: entry), "8:12")
    }

    func testFoldedBlockTextKeepsLineBreaksAroundAMoreIndentedLine() throws {
        let entry = try firstConstraint("  - >-\n    a.width ==\n    80\n\n     80\n")
        XCTAssertEqual(entry.text.value, "a.width == 80\n\n 80")
        XCTAssertEqual(places(of: " 80", in: entry), ["7:15", "10:5"])
        XCTAssertEqual(places(of: "\n", in: entry), ["8:7", "9:1"])
        XCTAssertEqual(places(of: "80", in: entry), ["8:5", "10:6"])
        XCTAssertEqual(endPlace(of: entry), "10:8")
    }

    func testBlockTextWithAnIndentationIndicatorKeepsTheExtraSpaces() throws {
        let entry = try firstConstraint("  - |2-\n      a.width == 80 80\n")
        XCTAssertEqual(entry.text.value, "  a.width == 80 80")
        XCTAssertEqual(places(of: "  a", in: entry), ["7:5"])
        XCTAssertEqual(places(of: "80", in: entry), ["7:18", "7:21"])
    }

    func testBlockTextKeptWithItsTrailingBlankLinesLocatesEachBreak() throws {
        let entry = try firstConstraint("  - |+\n    a.width == 80\n\n\n  - a.width == 1\n")
        XCTAssertEqual(entry.text.value, "a.width == 80\n\n\n")
        XCTAssertEqual(places(of: "\n", in: entry), ["7:18", "8:1", "9:1"])
    }

    // MARK: The table itself

    func testATableThatDoesNotMatchTheTextFallsBackToOneLine() {
        let start = snippetAt(3, 5)
        let origin = TextOrigin("abc", start: start, locations: [snippetAt(4, 1), snippetAt(4, 2)])
        XCTAssertTrue(origin.isContiguous)
        XCTAssertEqual(lineColumn(origin.location(at: 2)), "3:7")
    }

    func testATableInAnotherFileFallsBackToOneLine() {
        let elsewhere = SourceLocation(file: "other.yaml", line: 4, column: 1)
        let origin = TextOrigin(
            "a", start: snippetAt(3, 5), locations: [elsewhere, elsewhere.advanced(by: 1)])
        XCTAssertTrue(origin.isContiguous)
    }

    func testOffsetsOutsideATableContinueAlongTheNearestEndsLine() {
        let origin = TextOrigin(
            "ab", start: snippetAt(3, 5), locations: [snippetAt(3, 5), snippetAt(4, 1), snippetAt(4, 2)])
        XCTAssertFalse(origin.isContiguous)
        XCTAssertEqual(lineColumn(origin.location(at: 1)), "4:1")
        XCTAssertEqual(lineColumn(origin.location(at: 4)), "4:4")
        XCTAssertEqual(lineColumn(origin.location(at: -1)), "3:4")
    }
}

/// The lines before a snippet's constraint list, which therefore starts on line 6 and may name `a`.
let constraintHeader = """
    scene: Scene
    sizes: {portrait: 390x844}
    views:
      a: {}
    constraints:

    """

/// The first constraint of `constraintHeader` followed by `items`.
private func firstConstraint(_ items: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ConstraintEntry
{
    try firstConstraint(yaml: constraintHeader + items, file: file, line: line)
}

private func firstConstraint(yaml: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> ConstraintEntry
{
    let result = loadSnippet(yaml)
    XCTAssertEqual(result.diagnostics, "", file: file, line: line)
    return try XCTUnwrap(result.spec?.constraints.first, file: file, line: line)
}

/// `line:column` of every place `needle` starts in the entry's decoded text.
private func places(of needle: String, in entry: ConstraintEntry) -> [String] {
    let text = Array(entry.text.value.unicodeScalars)
    let wanted = Array(needle.unicodeScalars)
    guard text.count >= wanted.count else { return [] }
    return (0...text.count - wanted.count)
        .filter { Array(text[$0..<$0 + wanted.count]) == wanted }
        .map { lineColumn(entry.origin.location(at: $0)) }
}

/// `line:column` of every offset of the entry's text, its end included.
private func allPlaces(in entry: ConstraintEntry) -> [String] {
    (0...entry.text.value.unicodeScalars.count).map { lineColumn(entry.origin.location(at: $0)) }
}

/// `line:column` of the offset just past the entry's text.
private func endPlace(of entry: ConstraintEntry) -> String {
    lineColumn(entry.origin.location(at: entry.text.value.unicodeScalars.count))
}
