import LayoutSpec
import XCTest

final class VFLParserTests: XCTestCase {
    // MARK: - Apple's examples from the Visual Format Language appendix

    func testStandardSpaceBetweenSiblingsIsEight() {
        XCTAssertEqual(
            visualFormat("[button]-[textField]"),
            ParseResult(atoms: ["textField.leading == button.trailing + 8"]))
    }

    func testWidthPredicate() {
        XCTAssertEqual(visualFormat("[button(>=50)]"), ParseResult(atoms: ["button.width >= 50"]))
    }

    func testConnectionToSuperviewOnBothSides() {
        XCTAssertEqual(
            visualFormat("|-50-[purpleBox]-50-|"),
            ParseResult(atoms: [
                "purpleBox.leading == purpleBox.superview.leading + 50",
                "purpleBox.superview.trailing == purpleBox.trailing + 50",
            ]))
    }

    func testVerticalLayoutUsesTopAndBottom() {
        XCTAssertEqual(
            visualFormat("V:[topField]-10-[bottomField]"),
            ParseResult(atoms: ["bottomField.top == topField.bottom + 10"]))
    }

    func testFlushViewsTouch() {
        XCTAssertEqual(
            visualFormat("[maroonView][blueView]"),
            ParseResult(atoms: ["blueView.leading == maroonView.trailing"]))
    }

    func testPriorityOnAWidthWithoutRelationMeansEqual() {
        XCTAssertEqual(visualFormat("[button(100@20)]"), ParseResult(atoms: ["button.width == 100 @20"]))
    }

    func testEqualWidthsWithAnotherView() {
        XCTAssertEqual(
            visualFormat("[button1(==button2)]"), ParseResult(atoms: ["button1.width == button2.width"]))
    }

    func testMultiplePredicatesOnOneView() {
        XCTAssertEqual(
            visualFormat("[flexibleButton(>=70,<=100)]"),
            ParseResult(atoms: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]))
    }

    func testCompleteLineUsesTheSuperviewsMarginsAndEightBetweenViews() {
        XCTAssertEqual(
            visualFormat("|-[find]-[findNext]-[findField(>=20)]-|"),
            ParseResult(atoms: [
                "find.leading == find.superview.leadingMargin",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "findField.superview.trailingMargin == findField.trailing",
            ]))
    }

    // MARK: - The source documents' lines (TN2154 and the ScrollableController example)

    func testTechnicalNoteLinesPinScrollAndImageViewsFlush() {
        for name in ["scrollView", "imageView"] {
            XCTAssertEqual(
                visualFormat("H:|[\(name)]|"),
                ParseResult(atoms: [
                    "\(name).leading == \(name).superview.leading",
                    "\(name).superview.trailing == \(name).trailing",
                ]))
            XCTAssertEqual(
                visualFormat("V:|[\(name)]|"),
                ParseResult(atoms: [
                    "\(name).top == \(name).superview.top", "\(name).superview.bottom == \(name).bottom",
                ]))
        }
    }

    func testScrollableControllerPinsScrollAndContentViewsWithZeroSpacing() {
        for name in ["scrollView", "contentView"] {
            XCTAssertEqual(
                visualFormat("H:|-0-[\(name)]-0-|"),
                ParseResult(atoms: [
                    "\(name).leading == \(name).superview.leading",
                    "\(name).superview.trailing == \(name).trailing",
                ]))
            XCTAssertEqual(
                visualFormat("V:|-0-[\(name)]-0-|"),
                ParseResult(atoms: [
                    "\(name).top == \(name).superview.top", "\(name).superview.bottom == \(name).bottom",
                ]))
        }
    }

    func testScrollableControllerContentWidthEqualsTheRootViewsWidth() {
        let result = visualFormat("H:[contentView(==view)]")
        XCTAssertEqual(result, ParseResult(atoms: ["contentView.width == view.width"]))
        XCTAssertEqual(result.constraints.first?.second?.item, .view("view"))
    }

    func testScrollableControllerChildViewsWithFifteenPointGaps() {
        for name in ["greenView", "whiteView"] {
            XCTAssertEqual(
                visualFormat("H:|-15-[\(name)]-15-|"),
                ParseResult(atoms: [
                    "\(name).leading == \(name).superview.leading + 15",
                    "\(name).superview.trailing == \(name).trailing + 15",
                ]))
        }
        XCTAssertEqual(
            visualFormat("V:|-15-[greenView(400)]"),
            ParseResult(atoms: ["greenView.top == greenView.superview.top + 15", "greenView.height == 400"]))
        XCTAssertEqual(
            visualFormat("V:[greenView]-15-[whiteView(500)]-15-|"),
            ParseResult(atoms: [
                "whiteView.top == greenView.bottom + 15", "whiteView.height == 500",
                "whiteView.superview.bottom == whiteView.bottom + 15",
            ]))
    }

    // MARK: - Grammar rules

    func testOrientationDefaultsToHorizontal() {
        XCTAssertEqual(visualFormat("H:[a(80)]"), visualFormat("[a(80)]"))
        XCTAssertEqual(visualFormat("[a(80)]"), ParseResult(atoms: ["a.width == 80"]))
    }

    func testVerticalPredicatesConstrainHeights() {
        XCTAssertEqual(
            visualFormat("V:[a(>=44,==b@low)]"),
            ParseResult(atoms: ["a.height >= 44", "a.height == b.height @250"]))
    }

    func testStandardSpacingToTheSuperviewIsItsLayoutMargin() {
        XCTAssertEqual(
            visualFormat("V:|-[a]-|"),
            ParseResult(atoms: ["a.top == a.superview.topMargin", "a.superview.bottomMargin == a.bottom"]))
    }

    func testSpacingWithRelationAndPriority() {
        XCTAssertEqual(
            visualFormat("[a]-(>=8@750)-[b]"), ParseResult(atoms: ["b.leading >= a.trailing + 8 @750"]))
    }

    func testSpacingWithSeveralPredicates() {
        XCTAssertEqual(
            visualFormat("[a]-(>=8,<=20@high)-|"),
            ParseResult(atoms: [
                "a.superview.trailing >= a.trailing + 8", "a.superview.trailing <= a.trailing + 20 @750",
            ]))
    }

    func testMetricsServeAsSpacingsSizesAndPriorities() {
        let metrics: [String: Double] = ["gap": 12, "side": 44, "soft": 300]
        XCTAssertEqual(
            visualFormat("|-gap-[a(side@soft)]-(>=gap@high)-[b(>=side)]", metrics: metrics),
            ParseResult(atoms: [
                "a.leading == a.superview.leading + 12", "a.width == 44 @300",
                "b.leading >= a.trailing + 12 @750",
                "b.width >= 44",
            ]))
    }

    func testNegativeSpacingInParenthesesOverlapsViews() {
        XCTAssertEqual(visualFormat("[a]-(-5)-[b]"), ParseResult(atoms: ["b.leading == a.trailing - 5"]))
    }

    func testNameInAViewPredicateThatIsNoMetricIsAnotherView() {
        XCTAssertEqual(
            visualFormat("[a(==gapp)]", metrics: ["gap": 8]), ParseResult(atoms: ["a.width == gapp.width"]))
        XCTAssertEqual(visualFormat("[a(==gap)]", metrics: ["gap": 8]), ParseResult(atoms: ["a.width == 8"]))
    }

    func testWhiteSpaceBetweenTokensIsOptional() {
        XCTAssertEqual(
            visualFormat("H: | - [ a ( >= 50 ) ] - 8 - [ b ] |"), visualFormat("H:|-[a(>=50)]-8-[b]|"))
    }

    func testAlignmentOptionRelatesEachViewToThePreviousOne() {
        let result = visualFormat("|-[a]-[b]-[c]-|", options: [("alignAllTop", column: 14)])
        XCTAssertEqual(
            Array(result.atoms.suffix(2)), ["b.top == a.top", "c.top == b.top"])
        XCTAssertEqual(result.atoms.count, 6)
        let alignment = result.constraints.last
        XCTAssertEqual(alignment?.location, SourceLocation(file: "spec.yaml", line: 9, column: 14))
        XCTAssertEqual(alignment?.source, "alignAllTop")
        XCTAssertEqual(alignment?.first.location, snippetStart.advanced(by: 11))
    }

    func testVerticalLineAlignsHorizontally() {
        XCTAssertEqual(
            visualFormat("V:[a][b]", options: ["alignAllLeading", "alignAllCenterX"]),
            ParseResult(atoms: ["b.top == a.bottom", "b.leading == a.leading", "b.centerX == a.centerX"]))
    }

    func testDirectionLeftToRightUsesLeftAndRight() {
        XCTAssertEqual(
            visualFormat("|-[a]-[b]-|", options: ["directionLeftToRight"]),
            ParseResult(atoms: [
                "a.left == a.superview.leftMargin", "b.left == a.right + 8",
                "b.superview.rightMargin == b.right",
            ]))
    }

    func testDirectionRightToLeftLaysViewsOutLeftward() {
        XCTAssertEqual(
            visualFormat("|-10-[a]-[b]-5-|", options: ["directionRightToLeft"]),
            ParseResult(atoms: [
                "a.superview.right == a.right + 10", "a.left == b.right + 8",
                "b.left == b.superview.left + 5",
            ]))
    }

    func testDirectionLeadingToTrailingAndEdgeToEdgeAreTheDefaults() {
        XCTAssertEqual(
            visualFormat("[a]-[b]", options: ["directionLeadingToTrailing", "spacingEdgeToEdge"]),
            visualFormat("[a]-[b]"))
    }

    func testAtomsCarryTheirFragmentAndPlaces() {
        let result = visualFormat("V:[greenView]-15-[whiteView(500)]-15-|")
        XCTAssertEqual(
            result.constraints.map(\.source),
            ["[greenView]-15-[whiteView(500)]", "500", "[whiteView(500)]-15-|"])
        XCTAssertEqual(
            result.constraints.map(\.location),
            [snippetStart.advanced(by: 2), snippetStart.advanced(by: 28), snippetStart.advanced(by: 17)])
        let trailing = result.constraints[2]
        XCTAssertEqual(trailing.first.item, .superview(of: "whiteView"))
        XCTAssertEqual(trailing.first.location, snippetStart.advanced(by: 37))
        XCTAssertEqual(trailing.second?.location, snippetStart.advanced(by: 18))
        XCTAssertEqual(result.constraints.map(\.priority), [1000, 1000, 1000])
    }

    // MARK: - Diagnostics

    func testEmptyFormatIsAnError() {
        // Catalogue: emptyVisualFormat
        assertNoAtoms(visualFormat(" "), "1: error: The visual format is empty. Write one like 'H:|-[a]-|'.")
    }

    func testUnknownOrientationIsAnError() {
        // Catalogue: unknownOrientation, missingOrientation
        assertNoAtoms(visualFormat("h:[a]"), "1: error: Unknown orientation 'h'. Did you mean 'H'?")
        assertNoAtoms(
            visualFormat("X:[a]"),
            "1: error: Unknown orientation 'X'. Use 'H' for horizontal or 'V' for vertical.")
        assertNoAtoms(visualFormat(":[a]"), "1: error: Expected 'H' or 'V' before ':'.")
    }

    func testUnclosedViewBracketPointsAtTheBracket() {
        // Catalogue: unclosedBracket
        XCTAssertEqual(
            visualFormat("|-[a]-[b"),
            ParseResult(
                atoms: ["a.leading == a.superview.leadingMargin"],
                diagnostics: ["7: error: The '[' has no matching ']'."]))
        assertNoAtoms(visualFormat("[a-[b]"), "1: error: The '[' has no matching ']'.")
    }

    func testUnclosedPredicateParenthesisPointsAtIt() {
        // Catalogue: unclosedParenthesis
        assertNoAtoms(visualFormat("[a(>=50]"), "3: error: The '(' has no matching ')'.")
        assertNoAtoms(visualFormat("[a]-(>=8-[b]"), "5: error: The '(' has no matching ')'.")
    }

    func testUnmatchedClosingBracketIsAnError() {
        // Catalogue: unmatchedCloseBracket
        assertNoAtoms(visualFormat("[a]]"), "4: error: Unmatched ']'. Write a view as '[name]'.")
        assertNoAtoms(visualFormat("]"), "1: error: Unmatched ']'. Write a view as '[name]'.")
    }

    func testViewWithoutBracketsIsAnError() {
        // Catalogue: viewWithoutBrackets
        assertNoAtoms(visualFormat("[a]b"), "4: error: Expected '[' before 'b'. Write a view as '[b]'.")
        XCTAssertEqual(
            visualFormat("|-[a]-b"),
            ParseResult(
                atoms: ["a.leading == a.superview.leadingMargin"],
                diagnostics: ["8: error: Expected '-' after the spacing 'b', found the end."]))
        assertNoAtoms(
            visualFormat("button"), "1: error: Expected '[' before 'button'. Write a view as '[button]'.")
    }

    func testConnectionWithoutAViewAfterItIsAnError() {
        // Catalogue: connectionWithoutView
        let wayOut = "End with a view, or with '|' for the superview."
        assertNoAtoms(visualFormat("[a]-"), "4: error: The connection '-' has no view after it. " + wayOut)
        assertNoAtoms(
            visualFormat("V:|-15-"), "4: error: The connection '-15-' has no view after it. " + wayOut)
    }

    func testConnectionWithoutAViewBeforeItIsAnError() {
        // Catalogue: connectionAtStart
        assertNoAtoms(
            visualFormat("-[a]"),
            "1: error: The connection at the start has no view before it. Begin with '|' to "
                + "connect to "
                + "the superview, or with a view.")
    }

    func testDoubleDashIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            visualFormat("[a]--[b]"), "5: error: Expected a spacing, a view or '|' after '-', found '-'.")
    }

    func testSpacingWithoutClosingDashIsAnError() {
        // Catalogue: expected
        assertNoAtoms(visualFormat("[a]-15[b]"), "7: error: Expected '-' after the spacing '15', found '['.")
    }

    func testSuperviewBarInTheMiddleIsAnError() {
        // Catalogue: superviewInsideFormat
        assertNoAtoms(
            visualFormat("[a]-|-[b]"),
            "5: error: '|' stands for the superview and can only begin or end a format.")
    }

    func testFormatWithoutAViewIsAnError() {
        // Catalogue: formatWithoutView
        let message = "1: error: The format has no view. Put one between the bars, as in '|-[a]-|'."
        assertNoAtoms(visualFormat("|-|"), message)
        assertNoAtoms(visualFormat("|-a-|", metrics: ["a": 8]), message)
        assertNoAtoms(visualFormat("V:|"), message.replacingFirstColumn(3))
    }

    func testEmptyViewNameIsAnError() {
        // Catalogue: emptyViewName
        let message = "A view name is empty. Write one between the brackets, as in '[button]'."
        assertNoAtoms(visualFormat("|-[]-|"), "4: error: " + message)
        assertNoAtoms(visualFormat("[(>=50)]"), "2: error: " + message)
    }

    func testSpacingThatNamesAViewIsAnError() {
        // Catalogue: spacingNamesView
        assertNoAtoms(
            visualFormat("[a]-(==b)-[b]"),
            "8: error: A spacing cannot name the view 'b'. Use a number or a metric; relate "
                + "views in a "
                + "view's own predicates, as in '[a(==b)]'.")
    }

    func testUnknownMetricInASpacingIsAnError() {
        // Catalogue: unknownSpacingMetric
        assertNoAtoms(
            visualFormat("[a]-gapp-[b]", metrics: ["gap": 8]),
            "5: error: Unknown metric 'gapp'. Did you mean 'gap'?")
        assertNoAtoms(
            visualFormat("[a]-(>=margin)-[b]"),
            "8: error: Unknown metric 'margin'. A spacing is a number or a metric; add it "
                + "to the spec's "
                + "metrics, or write a number.")
    }

    func testBadPredicateLosesOnlyItsOwnAtom() {
        XCTAssertEqual(
            visualFormat("|-[a(>=50@1001,<=100)]-|"),
            ParseResult(
                atoms: [
                    "a.leading == a.superview.leadingMargin", "a.width <= 100",
                    "a.superview.trailingMargin == a.trailing",
                ],
                diagnostics: [
                    "11: error: Priority 1001 is out of range. Use a number from 1 to 1000 (1000 is "
                        + "required)."
                ]))
    }

    func testUnknownPriorityInAPredicateIsAnError() {
        assertNoAtoms(
            visualFormat("[a(>=50@hihg)]"), "9: error: Unknown priority 'hihg'. Did you mean 'high'?")
    }

    func testMissingPredicateObjectIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            visualFormat("[a(>=)]"),
            "6: error: Expected a number, a metric or a view name after '>=', found ')'.")
        assertNoAtoms(
            visualFormat("[a]-()-[b]"), "6: error: Expected a number or a metric in the predicate, found ')'."
        )
    }

    func testPredicatesMustBeSeparatedByCommas() {
        // Catalogue: expected
        assertNoAtoms(
            visualFormat("[a(>=50 <=100)]"), "9: error: Expected ',' or ')' after '>=50', found '<='.")
    }

    func testPredicatesOutsideAViewAreAnError() {
        // Catalogue: predicatesOutsideView
        assertNoAtoms(
            visualFormat("[a](>=50)"),
            "4: error: Unexpected '('. Predicates go inside a view's brackets, as in '[a(>=50)]'.")
    }

    func testSingleEqualsSignInAPredicateSuggestsDouble() {
        XCTAssertEqual(
            visualFormat("[a(=50)]"),
            ParseResult(
                atoms: ["a.width == 50"], diagnostics: ["4: error: Unknown relation '='. Did you mean '=='?"])
        )
    }

    func testUnknownOptionSuggestsTheClosest() {
        // Catalogue: unknownOption
        XCTAssertEqual(
            visualFormat("[a][b]", options: [("alignAllTops", column: 12)]),
            ParseResult(
                atoms: ["b.leading == a.trailing"],
                diagnostics: ["12: error: Unknown option 'alignAllTops'. Did you mean 'alignAllTop'?"]))
        XCTAssertEqual(
            visualFormat("[a][b]", options: ["stretch"]),
            ParseResult(
                atoms: ["b.leading == a.trailing"],
                diagnostics: [
                    "3: error: Unknown option 'stretch'. Use an alignment such as 'alignAllTop' or "
                        + "a direction "
                        + "such as 'directionLeftToRight'."
                ]))
    }

    func testAlignmentAlongTheFormatsOwnAxisIsAnError() {
        // Catalogue: alignmentAlongAxis
        XCTAssertEqual(
            visualFormat("[a][b]", options: ["alignAllLeading"]).diagnostics,
            [
                "3: error: Option 'alignAllLeading' aligns along the horizontal axis, which an 'H:' "
                    + "format already "
                    + "lays out. Use a vertical alignment, such as 'alignAllTop' or 'alignAllCenterY'."
            ])
        XCTAssertEqual(
            visualFormat("V:[a][b]", options: ["alignAllBottom"]).diagnostics,
            [
                "3: error: Option 'alignAllBottom' aligns along the vertical axis, which a 'V:' "
                    + "format already "
                    + "lays out. Use a horizontal alignment, such as 'alignAllLeading' or 'alignAllCenterX'."
            ])
    }

    func testBaselineToBaselineSpacingIsNotSupported() {
        // Catalogue: baselineOption
        XCTAssertEqual(
            visualFormat("[a][b]", options: ["spacingBaselineToBaseline"]).diagnostics,
            [
                "3: error: Option 'spacingBaselineToBaseline' is not supported: layoutgen does not space views "
                    + "baseline to baseline. Relate the baselines in an equation instead, such as "
                    + "'b.firstBaseline == a.lastBaseline + 20'."
            ])
    }

    func testBaselineOptionsAlignTheBaselinesOfAHorizontalLine() {
        XCTAssertEqual(
            visualFormat("[a]-[b]", options: ["alignAllFirstBaseline"]),
            ParseResult(atoms: ["b.leading == a.trailing + 8", "b.firstBaseline == a.firstBaseline"]))
        XCTAssertEqual(
            visualFormat("[a][b]", options: ["alignAllBaseline"]),
            ParseResult(atoms: ["b.leading == a.trailing", "b.lastBaseline == a.lastBaseline"]))
    }

    func testABaselineOptionInAVerticalLineIsAnError() {
        XCTAssertEqual(
            visualFormat("V:[a][b]", options: ["alignAllFirstBaseline"]).diagnostics,
            [
                "3: error: Option 'alignAllFirstBaseline' aligns along the vertical axis, which a 'V:' format "
                    + "already lays out. Use a horizontal alignment, such as 'alignAllLeading' or 'alignAllCenterX'."
            ])
    }

    func testConflictingDirectionsAreAnError() {
        // Catalogue: conflictingDirections
        var diagnostics = Diagnostics()
        let first = SourceLocation(file: "spec.yaml", line: 9, column: 3)
        let second = SourceLocation(file: "spec.yaml", line: 10, column: 3)
        _ = VisualFormatParser.parse(
            "[a][b]", at: snippetStart,
            options: [
                Located("directionLeftToRight", at: first), Located("directionRightToLeft", at: second),
            ],
            metrics: [:], diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.all,
            [
                .error(
                    "Options 'directionLeftToRight' and 'directionRightToLeft' conflict. Keep one direction.",
                    at: second, notes: [.init("'directionLeftToRight' is here.", at: first)])
            ])
    }

    func testUnexpectedCharacterIsAnError() {
        assertNoAtoms(
            visualFormat("[a]-%-[b]"), "5: error: Expected a spacing, a view or '|' after '-', found '%'.")
    }

    func testAnElementThatIsNeitherAViewNorABarIsAnError() {
        // Catalogue: expected
        assertNoAtoms(visualFormat("H:)"), "3: error: Expected a view or '|', found ')'.")
    }

    func testABracketWithoutANameIsAnError() {
        // Catalogue: expected
        assertNoAtoms(visualFormat("[5]"), "2: error: Expected a view name after '[', found '5'.")
    }

    func testAViewNameFollowedByAnotherNameIsAnError() {
        // Catalogue: expected
        assertNoAtoms(visualFormat("[a b]"), "4: error: Expected ']' after '[a', found 'b'.")
    }

    func testANumberRightAfterAViewIsAnError() {
        // Catalogue: expected
        assertNoAtoms(
            visualFormat("[a]5"),
            "4: error: Expected a connection ('-', '-8-' or none) or a view after '[a]', found '5'.")
    }
}

extension String {
    /// The message with its leading column replaced, for messages reported at another place.
    fileprivate func replacingFirstColumn(_ column: Int) -> String {
        "\(column)" + drop(while: \.isNumber)
    }
}
