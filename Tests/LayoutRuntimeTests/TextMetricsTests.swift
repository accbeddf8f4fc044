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

/// The bands of widths at which a text keeps its lines are worked out once and then looked up:
/// a lookup answers as the working out would, whichever width asked first.
final class SameLinesBandMemoTests: XCTestCase {
    func testEveryWidthGetsABandThatHoldsItWhicheverOrderTheyAreAskedIn() {
        let texts = [
            "Forgot your password?", "a bb ccc dddd eeeee", "Lorem\nipsum dolor sit amet, consectetur",
        ]
        for (index, text) in texts.enumerated() {
            let widths = stride(from: 1.0, through: 320.0, by: 0.75).map { CGFloat($0) }
            // A size of its own per text and order, so that the memo starts empty for each.
            let ascending = widths.map {
                TextMetrics.sameLinesBand(of: text, fontSize: 15 + CGFloat(index), maxWidth: $0)
            }
            let descending = widths.reversed().map {
                TextMetrics.sameLinesBand(of: text, fontSize: 15.5 + CGFloat(index), maxWidth: $0 * 31 / 30)
            }.reversed()
            for (width, band) in zip(widths, ascending) {
                XCTAssertTrue(
                    band.lower <= Double(width) && Double(width) < band.upper, "\(text) at \(width)")
                let lines = TextMetrics.lines(of: text, fontSize: 15 + CGFloat(index), maxWidth: width)
                // The band's smaller end lays the text out in the same lines.
                if band.lower.isFinite {
                    XCTAssertEqual(
                        TextMetrics.lines(
                            of: text, fontSize: 15 + CGFloat(index), maxWidth: CGFloat(band.lower + 2e-7)),
                        lines, "\(text) at \(width)")
                }
            }
            for (width, band) in zip(widths, descending) {
                let scaled = Double(width * 31 / 30)
                XCTAssertTrue(band.lower <= scaled && scaled < band.upper, "\(text) at \(scaled)")
            }
        }
    }
}
