import LayoutSpec
import XCTest

/// Ranges of sizes in `sizes:`: the short form, the mapping form, and what is refused.
final class SizeRangeLoadTests: XCTestCase {
    private func sizes(_ yaml: String) -> [SizeSpec] {
        let loaded = loadSnippet("scene: Scene\nsizes:\n" + yaml)
        XCTAssertEqual(loaded.diagnostics, "")
        return loaded.spec?.sizes ?? []
    }

    func testARangeIsWrittenInTheShortFormOrAsWidthAndHeight() {
        let loaded = sizes(
            """
              phones: 320...440x844
              tall: {width: 390, height: 568...956, safeArea: {top: 47}}
              both: 320.5...440x568...956
              one: {width: 390, height: 844}
            """)
        XCTAssertEqual(
            loaded.map(\.dimensions),
            [
                Dimensions(width: 320, height: 844), Dimensions(width: 390, height: 568),
                Dimensions(width: 320.5, height: 568), Dimensions(width: 390, height: 844),
            ])
        XCTAssertEqual(
            loaded.map(\.upperBound),
            [
                Dimensions(width: 440, height: 844), Dimensions(width: 390, height: 956),
                Dimensions(width: 440, height: 956), nil,
            ])
        XCTAssertEqual(loaded[1].safeArea.top, 47)
        XCTAssertEqual(lineColumn(loaded[0].dimensionsLocation), "3:11")
        XCTAssertEqual(lineColumn(loaded[1].dimensionsLocation), "4:10")
    }

    func testASideThatIsNeitherANumberNorARangeIsReported() {
        // Catalogue: expectedSizeSide
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: {width: 320..440, height: 844}\n",
            "spec.yaml:3:19: error: The width of the size 'phones' must be a number or a range such as '320...440'; "
                + "found '320..440'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: 320..440x844\n",
            "spec.yaml:3:11: error: The size 'phones' must be WIDTHxHEIGHT, such as '390x844', where either side may "
                + "be a range, such as '320...440x844'; found '320..440x844'.")
    }

    func testARangeMustRunFromTheSmallerSizeToTheLarger() {
        // Catalogue: sizeRangeOutOfOrder
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: 440...320x844\n",
            "spec.yaml:3:11: error: The size 'phones' has the range '440...320x844', whose first end is not below its "
                + "second; write it from the smaller size to the larger, or write one number.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: 0...320x844\n",
            "spec.yaml:3:11: error: The size 'phones' must have a width and a height above 0 and at most 100,000; "
                + "found '0...320x844'.")
    }

    func testASizeGivesEitherSizeOrWidthAndHeight() {
        // Catalogue: sizeNeedsWidthAndHeight
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: {width: 320...440}\n",
            "spec.yaml:3:11: error: The size 'phones' needs either 'size: 390x844' or both 'width:' and 'height:', "
                + "not a mix.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  phones: {size: 390x844, width: 320}\n",
            "spec.yaml:3:11: error: The size 'phones' needs either 'size: 390x844' or both 'width:' and 'height:', "
                + "not a mix.")
    }

    func testExpectationsNeedOneSize() {
        // Catalogue: expectationAtRange
        assertSnippetDiagnostics(
            """
            scene: Scene
            sizes: {phones: 320...440x844}
            views: {box: {color: red}}
            expect:
              phones: {box.width: 10}
            """,
            "spec.yaml:5:3: error: 'phones' is a range of sizes, where frames change with the size; give 'expect:' a "
                + "size of its own, such as 'narrow: 320x844'.")
    }
}
