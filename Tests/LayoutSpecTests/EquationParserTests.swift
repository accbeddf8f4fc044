import LayoutSpec
import XCTest

final class EquationParserTests: XCTestCase {
    // MARK: - Grammar rules

    func testSizeEqualsANumber() {
        XCTAssertEqual(equation("a.width == 80"), ParseResult(atoms: ["a.width == 80"]))
    }

    func testSizeIsAtLeastAMetric() {
        XCTAssertEqual(equation("a.width >= gap", metrics: ["gap": 8]), ParseResult(atoms: ["a.width >= 8"]))
    }

    func testPositionMayEqualABareNegativeConstantOrMetric() {
        XCTAssertEqual(equation("a.left == -20"), ParseResult(atoms: ["a.left == -20"]))
        XCTAssertEqual(equation("a.top <= -gap", metrics: ["gap": 8]), ParseResult(atoms: ["a.top <= -8"]))
    }

    func testMultiplierAfterTheAttributeThenAConstant() {
        XCTAssertEqual(
            equation("a.width == b.width * 0.5 + 10"), ParseResult(atoms: ["a.width == b.width * 0.5 + 10"]))
    }

    func testMultiplierBeforeTheAttributeThenASubtractedConstant() {
        XCTAssertEqual(
            equation("a.width == 0.5 * b.width - 4"), ParseResult(atoms: ["a.width == b.width * 0.5 - 4"]))
    }

    func testHeightEqualToOwnWidthIsAnAspectRatioAcrossAxes() {
        XCTAssertEqual(equation("a.height == a.width"), ParseResult(atoms: ["a.height == a.width"]))
        XCTAssertEqual(equation("a.width == a.height * 2"), ParseResult(atoms: ["a.width == a.height * 2"]))
    }

    func testNegativeMultiplierIsAllowedBetweenSizes() {
        XCTAssertEqual(equation("a.width == b.width * -1"), ParseResult(atoms: ["a.width == b.width * -1"]))
    }

    func testMetricsServeAsMultiplierAndConstant() {
        XCTAssertEqual(
            equation("a.width <= ratio * b.width + gap", metrics: ["ratio": 2, "gap": 8]),
            ParseResult(atoms: ["a.width <= b.width * 2 + 8"]))
    }

    func testNumbersTakeFractionsAndExponents() {
        XCTAssertEqual(equation("a.width == 1.5e2"), ParseResult(atoms: ["a.width == 150"]))
        XCTAssertEqual(
            equation("a.width == b.width * .25"), ParseResult(atoms: ["a.width == b.width * 0.25"]))
    }

    func testItemsAreViewsTheRootAndScrollViewLayoutGuides() {
        let result = equation("content.top == scroll.contentLayoutGuide.top")
        XCTAssertEqual(result, ParseResult(atoms: ["content.top == scroll.contentLayoutGuide.top"]))
        XCTAssertEqual(result.constraints.first?.second?.item, .contentLayoutGuide(of: "scroll"))
        XCTAssertEqual(result.constraints.first?.first.item, .view("content"))

        let frame = equation("scroll.frameLayoutGuide.width == view.width")
        XCTAssertEqual(frame.constraints.first?.first.item, .frameLayoutGuide(of: "scroll"))
        XCTAssertEqual(frame.constraints.first?.second?.item, .view("view"))
    }

    func testPrioritiesAreNumbersNamesOrMetrics() {
        XCTAssertEqual(equation("a.width == 80 @250"), ParseResult(atoms: ["a.width == 80 @250"]))
        XCTAssertEqual(equation("a.width == 80 @999.5"), ParseResult(atoms: ["a.width == 80 @999.5"]))
        XCTAssertEqual(equation("a.width == 80 @required"), ParseResult(atoms: ["a.width == 80"]))
        XCTAssertEqual(equation("a.width == 80 @high"), ParseResult(atoms: ["a.width == 80 @750"]))
        XCTAssertEqual(equation("a.width == 80 @low"), ParseResult(atoms: ["a.width == 80 @250"]))
        XCTAssertEqual(equation("a.width == 80 @fittingSize"), ParseResult(atoms: ["a.width == 80 @50"]))
        XCTAssertEqual(
            equation("a.width == 80 @soft", metrics: ["soft": 300]),
            ParseResult(atoms: ["a.width == 80 @300"]))
    }

    func testMetricNamedLikeAPriorityNameWins() {
        XCTAssertEqual(
            equation("a.width == 80 @high", metrics: ["high": 900]),
            ParseResult(atoms: ["a.width == 80 @900"]))
    }

    func testPriorityDefaultsToRequired() {
        XCTAssertEqual(equation("a.width == 80").constraints.map(\.priority), [1000])
    }

    func testWhiteSpaceBetweenTokensIsOptional() {
        XCTAssertEqual(
            equation("a.width==b.width*2+1@low"), ParseResult(atoms: ["a.width == b.width * 2 + 1 @250"]))
        XCTAssertEqual(
            equation("  a . width  ==  b . width  "), ParseResult(atoms: ["a.width == b.width"]))
    }

    func testEdgesInsetEverySideByTheConstant() {
        XCTAssertEqual(
            equation("a.edges == b.edges + 8"),
            ParseResult(atoms: [
                "a.left == b.left + 8", "a.right == b.right - 8", "a.top == b.top + 8",
                "a.bottom == b.bottom - 8",
            ]))
    }

    func testEdgesInequalityKeepsAtLeastTheInsetOnEverySide() {
        XCTAssertEqual(
            equation("a.edges >= b.edges + 8"),
            ParseResult(atoms: [
                "a.left >= b.left + 8", "a.right <= b.right - 8", "a.top >= b.top + 8",
                "a.bottom <= b.bottom - 8",
            ]))
    }

    func testEdgesWithoutConstantPinFlush() {
        XCTAssertEqual(
            equation("content.edges == scroll.contentLayoutGuide.edges"),
            ParseResult(atoms: [
                "content.left == scroll.contentLayoutGuide.left",
                "content.right == scroll.contentLayoutGuide.right",
                "content.top == scroll.contentLayoutGuide.top",
                "content.bottom == scroll.contentLayoutGuide.bottom",
            ]))
    }

    func testSizeEqualToAConstantFixesBothDimensions() {
        XCTAssertEqual(equation("a.size == 44"), ParseResult(atoms: ["a.width == 44", "a.height == 44"]))
    }

    func testSizeRelationAppliesMultiplierAndConstantToBoth() {
        XCTAssertEqual(
            equation("a.size == b.size * 0.5 + 2 @high"),
            ParseResult(atoms: ["a.width == b.width * 0.5 + 2 @750", "a.height == b.height * 0.5 + 2 @750"]))
    }

    func testCenterRelatesBothCenters() {
        XCTAssertEqual(
            equation("a.center == b.center + 10"),
            ParseResult(atoms: ["a.centerX == b.centerX + 10", "a.centerY == b.centerY + 10"]))
        XCTAssertEqual(equation("a.center == 0"), ParseResult(atoms: ["a.centerX == 0", "a.centerY == 0"]))
    }

    func testEveryAtomOfACompoundCarriesTheEquationsPlaceAndText() {
        let start = SourceLocation(file: "s.yaml", line: 12, column: 9)
        var diagnostics = Diagnostics()
        let text = "card.size == icon.size"
        let atoms = EquationParser.parse(text, at: start, metrics: [:], diagnostics: &diagnostics)
        XCTAssertEqual(atoms.map(\.location), [start, start])
        XCTAssertEqual(atoms.map(\.source), [text, text])
        XCTAssertEqual(atoms.map(\.first.location), [start, start])
        XCTAssertEqual(atoms.map(\.second?.location), [start.advanced(by: 13), start.advanced(by: 13)])
        XCTAssertEqual(atoms.map(\.multiplier), [1, 1])
        XCTAssertTrue(diagnostics.all.isEmpty)
    }

    func testErrorColumnIsTheTextsStartAdvancedByTheTokensOffset() {
        // Catalogue: unknownAttribute
        let start = SourceLocation(file: "s.yaml", line: 12, column: 9)
        var diagnostics = Diagnostics()
        _ = EquationParser.parse("a.hieght == 20", at: start, metrics: [:], diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.description, "s.yaml:12:11: error: Unknown attribute 'hieght'. Did you mean 'height'?"
        )
    }

    // MARK: - Diagnostics

    func testEmptyTextIsAnError() {
        // Catalogue: emptyEquation
        let expected = "1: error: The constraint is empty. Write one like 'a.width == 80'."
        assertNoAtoms(equation(""), expected)
        assertNoAtoms(equation("   "), expected)
    }

    func testUnknownAttributeSuggestsTheClosest() {
        assertNoAtoms(
            equation("a.hieght == 20"), "3: error: Unknown attribute 'hieght'. Did you mean 'height'?")
    }

    func testUnknownAttributeFarFromAnyListsThemAll() {
        assertNoAtoms(
            equation("a.colour == 20"),
            "3: error: Unknown attribute 'colour'. Use one of left, right, top, bottom, "
                + "leading, trailing, "
                + "width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, "
                + "topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, "
                + "centerYWithinMargins, edges, size, center.")
    }

    func testUnknownAttributesOnBothSidesAreBothReported() {
        assertNoAtoms(
            equation("a.hieght == b.wdth"), "3: error: Unknown attribute 'hieght'. Did you mean 'height'?",
            "15: error: Unknown attribute 'wdth'. Did you mean 'width'?")
    }

    func testUnknownMetricSuggestsTheClosest() {
        assertNoAtoms(
            equation("a.width >= gapp", metrics: ["gap": 8, "inset": 20]),
            "12: error: Unknown metric 'gapp'. Did you mean 'gap'?")
        assertNoAtoms(
            equation("a.width == b.width + gapp", metrics: ["gap": 8]),
            "22: error: Unknown metric 'gapp'. Did you mean 'gap'?")
    }

    func testUnknownMetricCloseToNoneSaysToAddIt() {
        // Catalogue: unknownMetric
        assertNoAtoms(
            equation("a.width == b.width + margin"),
            "22: error: Unknown metric 'margin'. Add it to the spec's metrics, or write a number.")
    }

    func testBareNameThatIsNoMetricAsksForAnAttribute() {
        // Catalogue: unknownMetricNotAttribute
        assertNoAtoms(
            equation("a.height == b"),
            "13: error: Unknown metric 'b'. To relate to a view, name its attribute, as in "
                + "'id.height'.")
    }

    func testPositionsOnDifferentAxesAreAnError() {
        // Catalogue: positionsOnDifferentAxes
        assertNoAtoms(
            equation("a.left == b.top"),
            "13: error: 'left' is horizontal and 'top' is vertical; a position relates only to a "
                + "position on the same axis.")
    }

    func testPositionWithASizeIsAnError() {
        // Catalogue: positionRelatedToSize
        assertNoAtoms(
            equation("a.left == b.width"),
            "13: error: 'left' is a position and 'width' is a size; relate positions to "
                + "positions and "
                + "sizes to sizes.")
    }

    func testLeadingWithLeftIsAnErrorAsInUIKit() {
        // Catalogue: writingDirectionMixed
        assertNoAtoms(
            equation("a.leading == b.left + 8"),
            "16: error: 'leading' follows the writing direction and 'left' does not; use leading and "
                + "trailing on both sides, or left and right.")
        XCTAssertEqual(equation("a.centerX == b.left"), ParseResult(atoms: ["a.centerX == b.left"]))
    }

    func testMultiplierOnPositionsIsAnError() {
        // Catalogue: multiplierOnPosition
        assertNoAtoms(
            equation("a.centerX == b.centerX * 2"),
            "26: error: A multiplier applies only between sizes, and 'centerX' is a "
                + "position. Remove the multiplier '2'.")
        assertNoAtoms(
            equation("a.center == 2 * b.center"),
            "13: error: A multiplier applies only between sizes, and 'center' is a "
                + "position. Remove the multiplier '2'.")
    }

    func testMultiplierOfZeroIsAnError() {
        // Catalogue: zeroMultiplier
        assertNoAtoms(
            equation("a.width == b.width * 0 + 10"),
            "22: error: A multiplier of 0 cancels 'b.width'. Write the constant alone, as in "
                + "'a.width == 10'.")
    }

    func testTwoMultipliersAreAnError() {
        // Catalogue: twoMultipliers
        assertNoAtoms(
            equation("a.width == 2 * b.width * 3"),
            "24: error: A constraint takes one multiplier; remove one of the two.")
    }

    func testCompoundWithADifferentAttributeIsAnError() {
        // Catalogue: compoundMismatch
        let message = "a compound ('edges', 'size', 'center') relates only to the same compound."
        assertNoAtoms(
            equation("a.edges == b.left"), "14: error: 'edges' cannot be related to 'left'; " + message)
        assertNoAtoms(
            equation("a.width == b.size"), "14: error: 'width' cannot be related to 'size'; " + message)
        assertNoAtoms(
            equation("a.size == b.center"), "13: error: 'size' cannot be related to 'center'; " + message)
    }

    func testEdgesEqualToABareConstantIsAnError() {
        // Catalogue: edgesNeedEdges
        assertNoAtoms(
            equation("a.edges == 8"),
            "3: error: 'edges' needs another item's edges, as in 'a.edges == view.edges + 8'.")
    }

    func testNegatedAttributeIsAnErrorWithAWayOut() {
        // Catalogue: negatedAttribute
        assertNoAtoms(
            equation("a.width == -b.width"),
            "12: error: An attribute cannot be negated. Use a multiplier instead, as in "
                + "'b.width * -1'.")
        assertNoAtoms(
            equation("a.left == -b.left"),
            "11: error: An attribute cannot be negated. Remove the minus: a position has no negative.")
    }

    func testTrailingJunkIsAnError() {
        // Catalogue: unexpectedAfterEquation
        assertNoAtoms(
            equation("a.width == 80 px"), "15: error: Unexpected 'px' after the end of the constraint.")
        assertNoAtoms(
            equation("a.width == 80 %"), "15: error: Unexpected '%' after the end of the constraint.")
    }

    func testNonFiniteNumberOrMetricIsAnError() {
        // Catalogue: metricNotFinite, numberNotFinite
        assertNoAtoms(
            equation("a.width == 1e999"),
            "12: error: Number '1e999' is not finite. Use a value a Double can hold.")
        assertNoAtoms(
            equation("a.width == huge", metrics: ["huge": .infinity]),
            "12: error: Metric 'huge' is not a finite number. Give it a finite value.")
    }

    func testMissingRelationIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            equation("a.width 80"), "9: error: Expected '==', '>=' or '<=' after 'a.width', found '80'.")
    }

    func testSingleEqualsSignSuggestsDoubleAndYieldsNothing() {
        // Catalogue: misspelledRelation
        assertNoAtoms(equation("a.width = 80"), "9: error: Unknown relation '='. Did you mean '=='?")
        assertNoAtoms(equation("a.width > 80"), "9: error: Unknown relation '>'. Did you mean '>='?")
    }

    func testItemWithoutAttributeIsAnError() {
        // Catalogue: expected, missingAttribute, missingGuideAttribute
        assertNoAtoms(equation("a == 10"), "2: error: Expected an attribute after 'a', as in 'a.width'.")
        assertNoAtoms(
            equation("s.contentLayoutGuide == b.top"),
            "21: error: Expected an attribute after 's.contentLayoutGuide', as in "
                + "'s.contentLayoutGuide.top'.")
        assertNoAtoms(equation("a. == 10"), "4: error: Expected an attribute after 'a.', found '=='.")
    }

    func testConstraintStartingWithAConstantIsAnError() {
        // Catalogue: equationStartsWithoutAttribute
        assertNoAtoms(
            equation("80 == a.width"),
            "1: error: A constraint starts with an attribute, as in 'a.width == 80'; found '80'.")
    }

    func testUnknownLayoutGuideSuggestsTheClosest() {
        // Catalogue: unknownLayoutGuide
        assertNoAtoms(
            equation("c.top == s.contentGuide.top"),
            "12: error: Unknown layout guide 'contentGuide'. Did you mean 'contentLayoutGuide'?")
    }

    func testPathWithTooManyPartsIsAnError() {
        // Catalogue: pathHasTooManyParts
        assertNoAtoms(
            equation("a.b.c.top == 0"),
            "7: error: 'a.b.c.top' has too many parts. Write 'id.attribute' or "
                + "'id.contentLayoutGuide.attribute'.")
    }

    func testPriorityOutOfRangeIsAnError() {
        // Catalogue: priorityOutOfRange
        let wayOut = "Use a number from 1 to 1000 (1000 is required)."
        assertNoAtoms(equation("a.width == 80 @0"), "16: error: Priority 0 is out of range. " + wayOut)
        assertNoAtoms(equation("a.width == 80 @1001"), "16: error: Priority 1001 is out of range. " + wayOut)
        assertNoAtoms(equation("a.width == 80 @-5"), "16: error: Priority -5 is out of range. " + wayOut)
        assertNoAtoms(
            equation("a.width == 80 @top", metrics: ["top": 1200]),
            "16: error: Priority 'top' is 1200, which is out of range. " + wayOut)
    }

    func testUnknownPriorityNameSuggestsTheClosest() {
        // Catalogue: unknownPriority
        assertNoAtoms(
            equation("a.width == 80 @hihg"), "16: error: Unknown priority 'hihg'. Did you mean 'high'?")
        assertNoAtoms(
            equation("a.width == 80 @urgent"),
            "16: error: Unknown priority 'urgent'. Use a number from 1 to 1000, 'required', 'high', "
                + "'low', 'fittingSize' or a metric name.")
    }

    func testMissingPriorityAfterAtIsAnError() {
        // Catalogue: expectedPriority
        assertNoAtoms(
            equation("a.width == 80 @"),
            "16: error: Expected a priority after '@', found the end. Write a number from 1 to 1000, "
                + "'required', 'high', 'low', 'fittingSize' or a metric name.")
    }

    func testMissingRightSideIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            equation("a.width =="),
            "11: error: Expected an attribute or a constant after '==', found the end.")
        assertNoAtoms(
            equation("a.width == b.width +"), "21: error: Expected a constant after '+', found the end.")
    }

    func testLeadingMultiplierWithoutAnAttributeIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            equation("a.width == 2 * 5"), "16: error: Expected an attribute after '2 *', found '5'.")
    }

    func testStarWithoutAMultiplierIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            equation("a.width == b.width * @high"), "22: error: Expected a multiplier after '*', found '@'.")
    }
}
