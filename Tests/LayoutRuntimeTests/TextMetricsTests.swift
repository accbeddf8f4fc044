import LayoutRuntime
import XCTest

/// The system font's measurements: San Francisco's published vertical metrics, Roboto's
/// shaped advances moved by SF's tracking (docs/Text.md).
final class FontMeasurementTests: XCTestCase {
    func testTheSystemFontHasSanFranciscosVerticalMetrics() {
        // UIFont at 17 points: lineHeight 20.287109375 (17 * 2444 / 2048), ascender
        // 16.1865234375, descender -4.1005859375.
        let font = Font.systemFont(ofSize: 17)
        XCTAssertEqual(font.lineHeight, 20.287109375)
        XCTAssertEqual(font.ascender, 16.1865234375)
        XCTAssertEqual(font.descender, -4.1005859375)
        XCTAssertEqual(Font.systemFont(ofSize: 20).ascender, 19.04296875)
    }

    func testAWidthIsRobotosShapedAdvancesMovedBySanFranciscosTracking() {
        // Roboto Regular's advances of "Hello" sum to 4711 units of 2048 a em (HarfBuzz);
        // at 17 points SF tracks -26/1000 em and Roboto stands for SF Text at -30: each of the
        // 5 glyphs moves by 4/1000 * 17.
        XCTAssertEqual(
            TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 17)), 4711 * 17 / 2048 + 5 * 0.068,
            accuracy: 1e-9)
        // SF Display from 20 points: -23 against Roboto's -10.
        XCTAssertEqual(
            TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 20)), 4711 * 20 / 2048 - 5 * 0.26,
            accuracy: 1e-9)
    }

    func testShapingKernsPairsAsAShapingEngineDoes() {
        let font = Font.systemFont(ofSize: 17)
        // Roboto kerns "AV": the pair is narrower than its letters apart.
        XCTAssertLessThan(
            TextMetrics.width(of: "AV", font: font),
            TextMetrics.width(of: "A", font: font) + TextMetrics.width(of: "V", font: font) - 0.5)
    }

    func testHeavierWeightsAreWider() {
        let widths = Font.Weight.allCases.map {
            TextMetrics.width(of: "Departing", font: .systemFont(ofSize: 17, weight: $0))
        }
        XCTAssertEqual(widths, widths.sorted())
        XCTAssertLessThan(widths.first!, widths.last!)
    }

    func testTextStylesTakeTheirSizeFromTheContentSizeCategory() {
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body, compatibleWith: .extraSmall).pointSize, 14)
        XCTAssertEqual(
            Font.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraExtraExtraLarge)
                .pointSize, 53)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .caption2, compatibleWith: .extraLarge).pointSize, 13)
        // A fixed size does not follow the category; a text style's font does.
        XCTAssertEqual(Font.systemFont(ofSize: 17).resolved(for: .accessibilityLarge).pointSize, 17)
        XCTAssertEqual(
            Font.preferredFont(forTextStyle: .body).resolved(for: .accessibilityLarge).pointSize, 33)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    func testAScaledFontGrowsAsItsTextStyleDoes() {
        // UIFontMetrics(forTextStyle: .body).scaledFont(for: 15-point): body is 17 at large and
        // 53 at the largest accessibility size.
        let scaled = Font.systemFont(ofSize: 15, weight: .bold).scaled(forTextStyle: .body)
        XCTAssertEqual(scaled.resolved(for: .large).pointSize, 15)
        let largest = scaled.resolved(for: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(largest.pointSize, 15 * 53 / 17)
        XCTAssertEqual(largest.weight, .bold)
        XCTAssertEqual(largest.resolved(for: .accessibilityExtraExtraExtraLarge), largest, "resolved once")
        XCTAssertEqual(scaled.resolved(for: .extraSmall).pointSize, 15 * 14 / 17)
        // A text style's own font is not scaled again.
        let body = Font.preferredFont(forTextStyle: .body)
        XCTAssertEqual(body.scaled(forTextStyle: .title1), body)
    }

    func testARegisteredFontFileIsMeasuredWithItsOwnMetrics() throws {
        XCTAssertNil(Font(name: "NotRegistered", size: 12))
        // The runtime's own copy, in the source tree.
        let roboto = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/LayoutRuntime/Fonts/Roboto-Bold.ttf").standardized.path
        XCTAssertFalse(FontLibrary.register(name: "NotAFont", path: #filePath))
        XCTAssertTrue(FontLibrary.register(name: "RobotoBoldFile", path: roboto))
        let font = try XCTUnwrap(Font(name: "RobotoBoldFile", size: 20))
        // Roboto's hhea: ascender 1900, descender -500, no gap, 2048 units a em; no tracking.
        XCTAssertEqual(font.ascender, 1900 * 20 / 2048)
        XCTAssertEqual(font.lineHeight, 2400 * 20 / 2048)
        XCTAssertGreaterThan(TextMetrics.width(of: "Hello", font: font), 0)
    }
}

/// How text breaks into lines and how big it is: written with the widths ``TextMetrics`` gives
/// a line, so that each test says which rule it pins.
final class TextMetricsTests: XCTestCase {
    private let font = Font.systemFont(ofSize: 17)
    private func width(_ line: String) -> CGFloat { TextMetrics.width(of: line, font: font) }

    func testSizeIsTheWidestLineByTheLinesHeight() {
        XCTAssertEqual(
            TextMetrics.size(of: "ab\ncdef", font: font),
            CGSize(width: width("cdef"), height: 2 * font.lineHeight))
        XCTAssertEqual(
            TextMetrics.lines(of: "a\n\nb", font: font, maxWidth: nil, maxLines: 0), ["a", "", "b"])
        // Three lines with one rounding: 3 * 20.287109375.
        XCTAssertEqual(TextMetrics.size(of: "a\nb\nc", font: font).height, 60.861328125)
    }

    func testSizesRoundUpToThePixelOfTheScale() {
        // A 17-point line: 20.5 at @2x, 20.333 at @3x (Xcode's recorded labels).
        XCTAssertEqual(TextMetrics.size(of: "x", font: font, scale: 2).height, 20.5)
        XCTAssertEqual(TextMetrics.size(of: "x", font: font, scale: 3).height, 61.0 / 3)
        // Two 14-point lines are 33.5, not twice 16.5.
        XCTAssertEqual(TextMetrics.height(ofLines: 2, font: .systemFont(ofSize: 14), scale: 2), 33.5)
        let exact = width("Hello")
        XCTAssertEqual(
            TextMetrics.size(of: "Hello", font: font, scale: 2).width, (exact * 2).rounded(.up) / 2)
        // A value on the pixel grid stays there.
        XCTAssertEqual(TextMetrics.roundedUp(20.5, scale: 2), 20.5)
        XCTAssertEqual(TextMetrics.roundedUp(20.5, scale: nil), 20.5)
    }

    func testALineHeightMultipleScalesEveryLineBeforeTheOneRounding() {
        // Two 17-point lines 1.1 times their height: 2 * 20.287109375 * 1.1 = 44.6316, which
        // Xcode records as 44.667 at @3x (duckduckgo's Onboarding.storyboard, attributed labels
        // with lineHeightMultiple 1.1); 0 keeps the font's line.
        XCTAssertEqual(
            TextMetrics.height(ofLines: 2, font: font, scale: 3, lineHeightMultiple: 1.1), 134.0 / 3)
        XCTAssertEqual(
            TextMetrics.size(of: "a\nb", font: font, lineHeightMultiple: 1.1).height,
            2 * 20.287109375 * 1.1, accuracy: 1e-12)
        XCTAssertEqual(TextMetrics.size(of: "a\nb", font: font, lineHeightMultiple: 0).height, 40.57421875)
        XCTAssertEqual(TextMetrics.lineHeight(of: font, multiple: 0.5), 10.1435546875)
    }

    func testLinesWrapGreedilyAtSpaces() {
        let text = "aa bb cc d"
        let twoWords = width("aa bb")
        XCTAssertLessThan(twoWords, width("aa bb cc"))
        XCTAssertEqual(TextMetrics.lines(of: text, font: font, maxWidth: twoWords), ["aa bb", "cc d"])
        // A hair narrower, "bb" no longer fits after "aa".
        XCTAssertEqual(
            TextMetrics.lines(of: text, font: font, maxWidth: twoWords - 0.01), ["aa", "bb cc", "d"])
        // A solved width carries rounding error: 1e-8 short still holds the line.
        XCTAssertEqual(TextMetrics.lines(of: text, font: font, maxWidth: twoWords - 1e-8), ["aa bb", "cc d"])
    }

    func testSpacesAtTheWrapPointAreDroppedAndInsideALineCount() {
        XCTAssertEqual(
            TextMetrics.lines(of: "abc def", font: font, maxWidth: width("abc de")), ["abc", "def"])
        // Spaces never wrap: they hang past the end of a line that wraps, and stay on the last.
        XCTAssertEqual(TextMetrics.lines(of: "ab  cd ", font: font, maxWidth: width("ab")), ["ab", "cd "])
        let wider = max(width("Hello"), width("world"))
        XCTAssertEqual(
            TextMetrics.lines(of: "Hello  world", font: font, maxWidth: wider), ["Hello", "world"])
        XCTAssertEqual(TextMetrics.size(of: "Hello  world", font: font, maxWidth: wider).width, wider)
        // The spaces that start a paragraph stay with its first word, even where it breaks.
        XCTAssertEqual(
            TextMetrics.lines(of: " Hello world", font: font, maxWidth: width(" Hello")), [" Hello", "world"])
        XCTAssertEqual(
            TextMetrics.lines(of: "  Hello", font: font, maxWidth: width("  He")), ["  He", "llo"])
        XCTAssertEqual(TextMetrics.lines(of: "a  b", font: font, maxWidth: 100), ["a  b"])
        XCTAssertGreaterThan(width(" a"), width("a"))
    }

    func testAWordWiderThanTheLineBreaksBetweenCharacters() {
        XCTAssertEqual(
            TextMetrics.lines(of: "ab cdefghij", font: font, maxWidth: width("cdefg")),
            ["ab", "cdefg", "hij"])
        // At least one character a line.
        XCTAssertEqual(TextMetrics.lines(of: "abc", font: font, maxWidth: 1), ["a", "b", "c"])
    }

    func testMaxLinesCountsOnlyTheFirstLines() {
        XCTAssertEqual(TextMetrics.lines(of: "a b c d", font: font, maxWidth: 1, maxLines: 2), ["a", "b"])
        XCTAssertEqual(
            TextMetrics.size(of: "a b cc\nd", font: font, maxWidth: 1, maxLines: 2).height,
            2 * font.lineHeight)
    }

    func testEmptyTextMeasuresZero() {
        XCTAssertEqual(TextMetrics.size(of: "", font: font, scale: 2), .zero)
        XCTAssertEqual(TextMetrics.lines(of: "", font: font, maxWidth: 100), [])
    }
}

/// The bands of widths at which a text keeps its lines: every width of a band lays the text
/// out alike, the widths just outside it do not, and a lookup in the memo answers as working
/// the band out would, whichever width asked first.
final class SameLinesBandTests: XCTestCase {
    func testEveryWidthGetsTheBandOfItsLines() {
        let texts = [
            "Forgot your password?", "a bb ccc dddd eeeee", "Lorem\nipsum dolor sit amet, consectetur",
            "Supercalifragilistic word", "  jumps  over the  lazy dog ", " a",
        ]
        for (index, text) in texts.enumerated() {
            let widths = stride(from: 1.0, through: 320.0, by: 0.75).map { CGFloat($0) }
            // A size of its own per text and order, so that the memo starts empty for each.
            let font = Font.systemFont(ofSize: 15 + CGFloat(index))
            let ascending = widths.map { TextMetrics.sameLinesBand(of: text, font: font, maxWidth: $0) }
            let other = Font.systemFont(ofSize: 15.5 + CGFloat(index))
            let descending = widths.reversed().map {
                TextMetrics.sameLinesBand(of: text, font: other, maxWidth: $0 * 31 / 30)
            }.reversed()
            for (width, band) in zip(widths, ascending) {
                XCTAssertTrue(
                    band.lower <= Double(width) && Double(width) < band.upper, "\(text) at \(width)")
                let here = TextMetrics.lines(of: text, font: font, maxWidth: width)
                func lines(at edge: Double) -> [String] {
                    TextMetrics.lines(of: text, font: font, maxWidth: CGFloat(edge))
                }
                if band.lower.isFinite {
                    XCTAssertEqual(lines(at: band.lower), here, "\(text) at \(width)")
                    XCTAssertNotEqual(lines(at: band.lower - 1e-6), here, "\(text) at \(width)")
                }
                if band.upper.isFinite {
                    XCTAssertEqual(lines(at: band.upper - 1e-6), here, "\(text) at \(width)")
                    XCTAssertNotEqual(lines(at: band.upper), here, "\(text) at \(width)")
                }
            }
            for (width, band) in zip(widths, descending) {
                let scaled = Double(width * 31 / 30)
                XCTAssertTrue(band.lower <= scaled && scaled < band.upper, "\(text) at \(scaled)")
            }
        }
    }
}
