import LayoutRuntime
import XCTest

final class TextMetricsTests: XCTestCase {
    func testEveryCharacterAdvancesHalfTheFontSize() {
        XCTAssertEqual(TextMetrics.size(of: "abcd", fontSize: 10, maxWidth: nil, maxLines: 0).width, 20)
        XCTAssertEqual(TextMetrics.size(of: "a b", fontSize: 17, maxWidth: nil, maxLines: 1).width, 25.5)
    }

    func testLineHeightIsOnePointTwoTimesTheFontSize() {
        XCTAssertEqual(TextMetrics.size(of: "x", fontSize: 10, maxWidth: nil, maxLines: 0).height, 12)
        // Three 17-point lines are exactly 61.2, not 3 * 20.4 with its rounding error.
        XCTAssertEqual(TextMetrics.size(of: "a\nb\nc", fontSize: 17, maxWidth: nil, maxLines: 0).height, 61.2)
    }

    func testNewlineBreaksALine() {
        XCTAssertEqual(
            TextMetrics.lines(of: "ab\ncdef", fontSize: 10, maxWidth: nil, maxLines: 0), ["ab", "cdef"])
        XCTAssertEqual(
            TextMetrics.lines(of: "a\n\nb", fontSize: 10, maxWidth: nil, maxLines: 0), ["a", "", "b"])
        XCTAssertEqual(
            TextMetrics.size(of: "ab\ncdef", fontSize: 10, maxWidth: nil, maxLines: 0),
            CGSize(width: 20, height: 24))
    }

    func testLinesWrapGreedilyAtSpaces() {
        // 25 points at 5 points a character: 5 characters a line.
        XCTAssertEqual(
            TextMetrics.lines(of: "aa bb cc d", fontSize: 10, maxWidth: 25, maxLines: 0), ["aa bb", "cc d"])
        XCTAssertEqual(
            TextMetrics.size(of: "aa bb cc d", fontSize: 10, maxWidth: 25, maxLines: 0),
            CGSize(width: 25, height: 24))
    }

    func testSpaceAtWrapPointIsDropped() {
        XCTAssertEqual(
            TextMetrics.lines(of: "abc def", fontSize: 10, maxWidth: 15, maxLines: 0), ["abc", "def"])
        XCTAssertEqual(TextMetrics.size(of: "abc def", fontSize: 10, maxWidth: 15, maxLines: 0).width, 15)
        // Every space of a run at the wrap point goes, and a trailing one makes no empty line.
        XCTAssertEqual(
            TextMetrics.lines(of: "ab  cd ", fontSize: 10, maxWidth: 10, maxLines: 0), ["ab", "cd"])
    }

    func testSpacesInsideALineCount() {
        XCTAssertEqual(TextMetrics.lines(of: "a  b", fontSize: 10, maxWidth: 100, maxLines: 0), ["a  b"])
        XCTAssertEqual(TextMetrics.size(of: " a", fontSize: 10, maxWidth: nil, maxLines: 0).width, 10)
    }

    func testWordLongerThanTheLineBreaksBetweenCharacters() {
        XCTAssertEqual(
            TextMetrics.lines(of: "ab cdefghij", fontSize: 10, maxWidth: 25, maxLines: 0),
            ["ab", "cdefg", "hij"])
    }

    func testLineHoldsAtLeastOneCharacter() {
        XCTAssertEqual(TextMetrics.lines(of: "abc", fontSize: 10, maxWidth: 1, maxLines: 0), ["a", "b", "c"])
    }

    func testWidthJustBelowAWholeLineStillFitsIt() {
        // A solved width carries rounding error; 24.99999999 still holds five characters.
        XCTAssertEqual(
            TextMetrics.lines(of: "aa bb cc", fontSize: 10, maxWidth: 24.999_999_99, maxLines: 0),
            ["aa bb", "cc"])
        XCTAssertEqual(
            TextMetrics.lines(of: "aa bb cc", fontSize: 10, maxWidth: 24.9, maxLines: 0), ["aa", "bb", "cc"])
    }

    func testMaxLinesCountsOnlyTheFirstLines() {
        XCTAssertEqual(TextMetrics.lines(of: "a b c d", fontSize: 10, maxWidth: 5, maxLines: 2), ["a", "b"])
        XCTAssertEqual(
            TextMetrics.size(of: "a b cc\nd", fontSize: 10, maxWidth: 10, maxLines: 2),
            CGSize(width: 5, height: 24))
        XCTAssertEqual(TextMetrics.lines(of: "a\nb\nc", fontSize: 10, maxWidth: nil, maxLines: 0).count, 3)
    }

    func testEmptyTextMeasuresZero() {
        XCTAssertEqual(TextMetrics.size(of: "", fontSize: 17, maxWidth: nil, maxLines: 0), .zero)
        XCTAssertEqual(TextMetrics.lines(of: "", fontSize: 17, maxWidth: 100, maxLines: 0), [])
    }
}
