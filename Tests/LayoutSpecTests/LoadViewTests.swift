import LayoutRuntime
import LayoutSpec
import XCTest

/// Views: ids, types, each property and where it applies, and the view limits.
final class LoadViewTests: XCTestCase {
    /// The error for a Label's unknown property `name` at `place`, which lists what a Label takes.
    private func unknownLabelProperty(_ name: String, at place: String) -> String {
        """
        spec.yaml:\(place): error: Unknown property '\(name)'. Use one of 'type', 'subviews', 'lint', 'vary', 'when', \
        'translatesAutoresizingMaskIntoConstraints', 'frame', 'autoresizingMask', \
        'color', 'hugging', 'compressionResistance', 'text', \
        'numberOfLines', 'font', 'lineHeightMultiple', 'isHidden', 'layoutMargins', 'directionalLayoutMargins', \
        'preservesSuperviewLayoutMargins', 'insetsLayoutMarginsFromSafeArea', 'semanticContentAttribute' or 'alpha'.
        """
    }

    func testViewsKeepFileOrderAsZOrder() {
        let spec = loadSnippet(snippetHeader + "views:\n  back: {}\n  middle:\n  front: {color: red}\n").spec
        XCTAssertEqual(spec?.views.map(\.id.value), ["back", "middle", "front"])
        XCTAssertEqual(spec?.views.map(\.type.value), [.view, .view, .view])
    }

    func testViewIdMustBeAnIdentifier() {
        assertNotAnIdentifier(
            snippetHeader + "views: {green-view: {}}\n", "green-view", kind: "view id", at: "3:9")
    }

    func testNonASCIIViewIdIsRejected() {
        assertNotAnIdentifier(snippetHeader + "views: {vüe: {}}\n", "vüe", kind: "view id", at: "3:9")
    }

    func testLoneUnderscoreIsNotAViewId() {
        assertNotAnIdentifier(snippetHeader + "views: {_: {}}\n", "_", kind: "view id", at: "3:9")
    }

    func testSwiftKeywordsAreValidViewIds() {
        let result = loadSnippet(snippetHeader + "views: {class: {}, default: {}, _private1: {}}\n")
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.views.map(\.id.value), ["class", "default", "_private1"])
    }

    func testRootViewIdIsReserved() {
        // Catalogue: rootViewRedeclared
        assertSnippetDiagnostics(
            snippetHeader + "views: {view: {}}\n",
            "spec.yaml:3:9: error: 'view' is the root view's id and cannot be declared again. Choose "
                + "another id."
        )
    }

    func testViewIdMustBeUniqueAcrossTheTree() {
        // Catalogue: duplicateViewID
        let result = loadSnippet(
            snippetHeader + """
                views:
                  card:
                    subviews:
                      title: {type: Label}
                  title: {type: Label}
                """)
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:7:3: error: Duplicate view id 'title'. Ids must be unique in the whole spec; rename one.
            spec.yaml:6:7: note: 'title' is first declared here.
            """)
        XCTAssertEqual(result.spec?.allViews.map(\.id.value), ["card", "title"])
    }

    func testViewMustBeAMapping() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: red}\n",
            "spec.yaml:3:14: error: The view 'box' must be a mapping, such as 'box: {color: red}'; found "
                + "'red'."
        )
    }

    func testViewsMustBeAMapping() {
        assertSnippetDiagnostics(
            snippetHeader + "views: [box]\n",
            "spec.yaml:3:8: error: 'views' must be a mapping, such as 'views: {box: {color: red}}'; found "
                + "a list."
        )
    }

    func testSubviewsMustBeAMapping() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {subviews: [a, b]}}\n",
            """
            spec.yaml:3:25: error: 'subviews' must be a mapping, such as 'subviews: {box: {color: red}}'; \
            found a list.
            """)
    }

    func testEveryViewTypeIsRead() {
        let spec = loadSnippet(
            snippetHeader + """
                views:
                  a: {type: View}
                  b: {type: ScrollView}
                  c: {type: Label}
                  d: {type: ImageView}
                  e: {type: TextView}
                """
        ).spec
        XCTAssertEqual(spec?.views.map(\.type.value), [.view, .scrollView, .label, .imageView, .textView])
        XCTAssertEqual(spec?.views.last?.type.location, snippetAt(8, 13))
    }

    func testUnknownViewTypeSuggestsTheClosest() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {type: Scrollview}}\n",
            "spec.yaml:3:21: error: Unknown view type 'Scrollview'. Did you mean 'ScrollView'?")
    }

    func testUnknownViewTypeWithNothingCloseListsTheTypes() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {type: Picker}}\n",
            """
            spec.yaml:3:21: error: Unknown view type 'Picker'. \
            Use one of 'View', 'ScrollView', 'Label', 'ImageView', 'TextView', 'Button', 'Switch', 'TextField', \
            'ActivityIndicator', 'Slider', 'ProgressView', 'SegmentedControl', 'Stepper', 'Toolbar', 'NavigationBar' \
            or 'StackView'.
            """)
    }

    func testUnknownTypeDoesNotAlsoReportItsPropertiesAsMisplaced() {
        let result = loadSnippet(snippetHeader + "views: {box: {type: Lable, text: Hi}}\n")
        XCTAssertEqual(
            result.diagnostics, "spec.yaml:3:21: error: Unknown view type 'Lable'. Did you mean 'Label'?")
        XCTAssertNil(result.spec?.views.first?.text, "a View has no text")
    }

    /// In `{...}` a comma ends a plain value, so the rest of a label's text becomes a key of
    /// its own: the error says to quote the text, as an unquoted VFL line's note does.
    func testCommaInAFlowMappingValueHintsAtQuoting() {
        // Catalogue: quoteValueWithComma
        assertSnippetDiagnostics(
            snippetHeader + "views: {msg: {type: Label, text: Yes, see you there!}}\n",
            unknownLabelProperty("see you there!", at: "3:39") + "\n"
                + #"spec.yaml:3:34: note: A comma ends a value inside '{...}'; if the text goes on, quote it, such as "#
                + #"'text: "Yes, see you there!"'."#)
    }

    func testUnknownKeyOnALineOfItsOwnGetsNoQuotingHint() {
        assertSnippetDiagnostics(
            snippetHeader + "views:\n  msg:\n    type: Label\n    text: Yes\n    see you there!:\n",
            unknownLabelProperty("see you there!", at: "7:5"))
    }

    func testUnknownPropertySuggestsTheClosest() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {colr: red}}\n",
            "spec.yaml:3:15: error: Unknown property 'colr'. Did you mean 'color'?")
    }

    func testUnknownPropertyWithNothingCloseListsThePropertiesOfTheType() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {picture: {type: ImageView, opacity: 0.5}}\n",
            """
            spec.yaml:3:36: error: Unknown property 'opacity'. Use one of 'type', 'subviews', 'lint', 'vary', 'when', \
            'translatesAutoresizingMaskIntoConstraints', 'frame', 'autoresizingMask', \
            'color', 'hugging', 'compressionResistance', \
            'image', 'isHidden', 'layoutMargins', 'directionalLayoutMargins', 'preservesSuperviewLayoutMargins', \
            'insetsLayoutMarginsFromSafeArea', 'semanticContentAttribute' or 'alpha'.
            """)
    }

    func testPropertyOfAnotherTypeNamesTheTypesItAppliesTo() {
        // Catalogue: propertyNotForType
        assertSnippetDiagnostics(
            snippetHeader + """
                views:
                  box: {contentSize: 100x100}
                  title: {type: Label, isScrollEnabled: false}
                  picture: {type: ImageView, text: Hi}
                """,
            """
            spec.yaml:4:9: error: 'contentSize' applies only to ScrollView, but 'box' is a View. \
            Remove it, or change the view's 'type'.
            spec.yaml:5:24: error: 'isScrollEnabled' applies only to ScrollView and TextView, but 'title' is \
            a Label. Remove it, or change the view's 'type'.
            spec.yaml:6:30: error: 'text' applies only to Label, TextView and TextField, but 'picture' is an \
            ImageView. Remove it, or change the view's 'type'.
            """)
    }

    func testIntrinsicSizeAppliesOnlyToView() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, intrinsicSize: 10x10}}\n",
            """
            spec.yaml:3:30: error: 'intrinsicSize' applies only to View, but 'title' is a Label. \
            Remove it, or change the view's 'type'.
            """)
    }

    func testTypeMayComeAfterTheProperties() {
        let result = loadSnippet(snippetHeader + "views: {title: {text: Hi, type: Label}}\n")
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.views.first?.text, Located("Hi", at: snippetAt(3, 23)))
    }

    func testCommonPropertiesAreRead() throws {
        let result = loadSnippet(
            snippetHeader + """
                views:
                  box:
                    color: "#FF8800"
                    hugging: {horizontal: 750, vertical: 249.5}
                    compressionResistance: {vertical: 1000}
                    intrinsicSize: 120x44.5
                """)
        XCTAssertEqual(result.diagnostics, "")
        let box = try XCTUnwrap(result.spec?.views.first)
        XCTAssertEqual(box.color, Located("#FF8800", at: snippetAt(5, 13)))
        XCTAssertEqual(
            box.hugging,
            AxisPriorities(
                horizontal: Located(750, at: snippetAt(6, 27)), vertical: Located(249.5, at: snippetAt(6, 42))
            ))
        XCTAssertEqual(
            box.compressionResistance, AxisPriorities(vertical: Located(1000, at: snippetAt(7, 39))))
        XCTAssertEqual(box.intrinsicSize, Located(Dimensions(width: 120, height: 44.5), at: snippetAt(8, 20)))
    }

    func testTypeSpecificPropertiesAreRead() throws {
        let result = loadSnippet(
            snippetHeader + """
                views:
                  scroll:
                    type: ScrollView
                    contentSize: 390x2000
                  title: {type: Label, text: "Hello, world", numberOfLines: 0, font: {size: 17}}
                  picture: {type: ImageView, image: 300x200}
                  notes: {type: TextView, text: Notes, font: {size: 12.5}, isScrollEnabled: false}
                """)
        XCTAssertEqual(result.diagnostics, "")
        let views = try XCTUnwrap(result.spec?.views)
        XCTAssertEqual(views[0].contentSize?.value, Dimensions(width: 390, height: 2000))
        XCTAssertEqual(views[1].text, Located("Hello, world", at: snippetAt(7, 31)))
        XCTAssertEqual(views[1].numberOfLines, Located(0, at: snippetAt(7, 61)))
        XCTAssertEqual(views[1].font, .system(size: Located(17, at: snippetAt(7, 77))))
        XCTAssertEqual(views[2].image?.value, Dimensions(width: 300, height: 200))
        XCTAssertEqual(views[3].text?.value, "Notes")
        XCTAssertEqual(views[3].font?.size?.value, 12.5)
        XCTAssertEqual(views[3].isScrollEnabled, Located(false, at: snippetAt(9, 77)))
    }

    func testColorMustBeAString() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {color: {red: 1}}}\n",
            "spec.yaml:3:22: error: 'color' must be a string; found a mapping.")
    }

    func testPriorityMustBeWithinOneToAThousand() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {hugging: {horizontal: 0, vertical: 1001}}}\n",
            """
            spec.yaml:3:37: error: 'horizontal' must be between 1 and 1000; found '0'.
            spec.yaml:3:50: error: 'vertical' must be between 1 and 1000; found '1001'.
            """)
    }

    func testPriorityAxisMustBeKnown() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {compressionResistance: {horizontl: 750}}}\n",
            "spec.yaml:3:39: error: Unknown axis 'horizontl'. Did you mean 'horizontal'?")
    }

    func testPrioritiesNeedAnAxis() {
        // Catalogue: axisPrioritiesEmpty
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {hugging: {}}}\n",
            """
            spec.yaml:3:24: error: 'hugging' needs 'horizontal', 'vertical' or both, \
            such as 'hugging: {horizontal: 750, vertical: 250}'.
            """)
    }

    func testPrioritiesMustBeAMapping() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {hugging: 750}}\n",
            """
            spec.yaml:3:24: error: 'hugging' must be a mapping, such as 'hugging: {horizontal: 750, \
            vertical: 250}'; \
            found '750'.
            """)
    }

    func testNumberOfLinesMustBeAWholeNumber() {
        // Catalogue: expectedScalar
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, numberOfLines: 2.5}}\n",
            "spec.yaml:3:45: error: 'numberOfLines' must be a whole number; found '2.5'.")
    }

    func testNumberOfLinesMustNotBeNegative() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, numberOfLines: -1}}\n",
            "spec.yaml:3:45: error: 'numberOfLines' must be between 0 and 100,000; found '-1'.")
    }

    func testFontNeedsAPositiveSize() {
        // Catalogue: fontNeedsSize
        assertSnippetDiagnostics(
            snippetHeader
                + "views: {title: {type: Label, font: {size: 0}}, notes: {type: TextView, font: {}}}\n",
            """
            spec.yaml:3:43: error: 'size' must be above 0 and at most 100,000; found '0'.
            spec.yaml:3:78: error: 'font' needs a 'size', such as 'font: {size: 17}'.
            """)
    }

    func testIntrinsicSizeMustBeWidthByHeight() {
        // Catalogue: expectedDimensions
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {intrinsicSize: [100, 50]}}\n",
            "spec.yaml:3:30: error: 'intrinsicSize' must be WIDTHxHEIGHT, such as '100x50'; found a list.")
    }

    func testImageMustHaveAPositiveSize() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {picture: {type: ImageView, image: 0x200}}\n",
            """
            spec.yaml:3:43: error: 'image' must have a width and a height above 0 and at most 100,000; \
            found '0x200'.
            """)
    }

    func testFrameWithAutoresizingIsRead() throws {
        let result = loadSnippet(
            snippetHeader + """
                views:
                  content:
                    translatesAutoresizingMaskIntoConstraints: true
                    frame: [0, -10.5, 390, 1200]
                """)
        XCTAssertEqual(result.diagnostics, "")
        let content = try XCTUnwrap(result.spec?.views.first)
        XCTAssertEqual(content.translatesAutoresizingMaskIntoConstraints, Located(true, at: snippetAt(5, 48)))
        XCTAssertEqual(
            content.frame, Located(CGRect(x: 0, y: -10.5, width: 390, height: 1200), at: snippetAt(6, 12)))
    }

    func testFrameOrMaskWithoutAutoresizingIsReported() {
        // Catalogue: frameWithoutTranslates
        for (property, value) in [("frame", "[0, 0, 10, 10]"), ("autoresizingMask", "[flexibleWidth]")] {
            let result = loadSnippet(snippetHeader + "views: {box: {\(property): \(value)}}\n")
            XCTAssertEqual(
                result.diagnostics,
                """
                spec.yaml:3:\(17 + property.count): error: '\(property)' applies only with \
                'translatesAutoresizingMaskIntoConstraints: true'. \
                Add that, or remove '\(property)' and place 'box' with constraints.
                """)
            XCTAssertNil(result.spec?.views.first?[property])
        }
    }

    /// A mask that shares a change of the superview's size needs that size when the view is
    /// added to be the same in the proof and both flavours: not so in a cell's content view, or
    /// for a view installed by size class; a lone far margin depends on none, and a screen's
    /// root, a framed view and a view constraints place (zero, as in UIKit code) have it.
    func testAMaskThatNeedsItsSuperviewsSizeIsReportedWhereNoneIsKnown() {
        // Catalogue: autoresizingWithoutSizedSuperview
        let framed =
            "{translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, 10, 10], autoresizingMask: "
        let cases: [(header: String, views: String, reason: String?)] = [
            (snippetHeader, "views: {box: \(framed)[flexibleWidth]}}", nil),
            (snippetHeader, "views: {box: {subviews: {dot: \(framed)[flexibleRightMargin]}}}}", nil),
            // Kept against zero, as UIKit code keeps it: no error.
            (snippetHeader, "views: {box: {subviews: {dot: \(framed)[flexibleWidth]}}}}", nil),
            (
                snippetHeader,
                "views: {dot: {when: {horizontalSizeClass: regular}, translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, 10, 10], autoresizingMask: [flexibleWidth]}}",
                "its 'when:' adds it back at whatever size its superview has when the size classes change"
            ),
            (
                "scene: Cell\ncell: tableView\nsizes: {phone: {width: 390}}\n",
                "views: {dot: \(framed)[flexibleWidth]}}",
                "a cell's content view has no size of the spec's when the cell makes its content"
            ),
        ]
        for (header, views, reason) in cases {
            let diagnostics = loadSnippet(header + views + "\n").diagnostics
            guard let reason else {
                XCTAssertEqual(diagnostics, "", views)
                continue
            }
            XCTAssertTrue(
                diagnostics.hasSuffix(
                    "error: '\(views.contains("dot") ? "dot" : "box")' keeps its frame with 'autoresizingMask: "
                        + "[flexibleWidth]', which shares a change of its superview's size from the size it has when "
                        + "'dot' is added, and that size is not known: \(reason). Keep only 'flexibleRightMargin' and "
                        + "'flexibleBottomMargin', which depend on no size, or place 'dot' with constraints."),
                diagnostics)
        }
    }

    func testAutoresizingMaskIsReadAsItsOptionNames() throws {
        let result = loadSnippet(
            snippetHeader + """
                views:
                  banner:
                    translatesAutoresizingMaskIntoConstraints: true
                    frame: [16, 60, 358, 44]
                    autoresizingMask: [flexibleWidth, flexibleBottomMargin]
                """)
        XCTAssertEqual(result.diagnostics, "")
        let banner = try XCTUnwrap(result.spec?.views.first)
        XCTAssertEqual(
            banner["autoresizingMask"],
            Located(.strings(["flexibleWidth", "flexibleBottomMargin"]), at: snippetAt(7, 23)))
    }

    func testUnknownAutoresizingOptionIsReportedWithTheClosestName() {
        assertSnippetDiagnostics(
            snippetHeader + """
                views:
                  banner:
                    translatesAutoresizingMaskIntoConstraints: true
                    frame: [16, 60, 358, 44]
                    autoresizingMask: [flexibleWidth, flexibleBottom]
                """,
            """
            spec.yaml:7:39: error: Unknown Item 2 of 'autoresizingMask' value 'flexibleBottom'. \
            Did you mean 'flexibleBottomMargin'?
            """)
    }

    func testAutoresizingWithoutFrameIsReported() {
        // Catalogue: translatesWithoutFrame
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {translatesAutoresizingMaskIntoConstraints: true}}\n",
            """
            spec.yaml:3:58: error: 'box' sets 'translatesAutoresizingMaskIntoConstraints: true' but has no \
            'frame'. \
            Add 'frame: [x, y, width, height]'.
            """)
    }

    func testAutoresizingOffNeedsNoFrame() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {translatesAutoresizingMaskIntoConstraints: false}}\n", "")
    }

    func testFrameNeedsFourNumbers() {
        // Catalogue: frameNeedsFourNumbers
        assertSnippetDiagnostics(
            snippetHeader
                + "views: {box: {translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, 10]}}\n",
            "spec.yaml:3:71: error: 'frame' must hold four numbers, [x, y, width, height]; found 3.")
    }

    func testFrameSizeMustNotBeNegative() {
        assertSnippetDiagnostics(
            snippetHeader
                + "views: {box: {translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, -1, 1e6]}}\n",
            """
            spec.yaml:3:78: error: The width of 'frame' must be between 0 and 100,000; found '-1'.
            spec.yaml:3:82: error: The height of 'frame' must be between 0 and 100,000; found '1e6'.
            """)
    }

    func testViewTreeMayBeSixtyFourDeepAndNoDeeper() {
        // Catalogue: viewNestedTooDeep
        assertViewLimit(
            atLimit: nestedViews(depth: SpecLimits.viewDepth),
            pastLimit: nestedViews(depth: SpecLimits.viewDepth + 1),
            // "views: " then 9 levels of "{vN: {subviews: " (16 characters) and 55 of 17 put v65 at 1088.
            reports:
                "spec.yaml:3:1088: error: 'v65' is nested 65 views deep; the limit is 64. Flatten the view tree.",
            keeping: SpecLimits.viewDepth)
    }

    func testTenThousandViewsAreAllowedAndMoreAreReportedOnce() {
        // Catalogue: tooManyViews
        assertViewLimit(
            atLimit: flatViews(count: SpecLimits.viewCount),
            pastLimit: flatViews(count: SpecLimits.viewCount + 2),
            reports:
                "spec.yaml:10004:3: error: The spec declares more than 10,000 views. Split it into smaller specs.",
            keeping: SpecLimits.viewCount)
    }

    /// `atLimit` loads cleanly; `pastLimit` reports exactly `reports`; both keep `keeping` views.
    private func assertViewLimit(
        atLimit: String, pastLimit: String, reports expected: String, keeping count: Int,
        line: UInt = #line
    ) {
        let within = loadSnippet(snippetHeader + atLimit)
        XCTAssertEqual(within.diagnostics, "", line: line)
        XCTAssertEqual(within.spec?.allViews.count, count, line: line)
        let past = loadSnippet(snippetHeader + pastLimit)
        XCTAssertEqual(past.diagnostics, expected, line: line)
        XCTAssertEqual(past.spec?.allViews.count, count, line: line)
    }

    /// `views: {v1: {subviews: {v2: {subviews: ... {vN: {}} }}}}` on one line.
    private func nestedViews(depth: Int) -> String {
        var yaml = "views: "
        for level in 1...depth {
            yaml += level == depth ? "{v\(level): {}" : "{v\(level): {subviews: "
        }
        yaml += String(repeating: "}}", count: depth - 1) + "}\n"
        return yaml
    }

    /// `views:` then `count` views, one per line.
    private func flatViews(count: Int) -> String {
        "views:\n" + (1...count).map { "  v\($0): {}\n" }.joined()
    }

    func testArrangedSubviewsAndCustomSpacingBelongToStackViewsOnly() {
        assertSnippetDiagnostics(
            snippetHeader + "views:\n  box: {arrangedSubviews: {a: {}}, customSpacing: {a: 8}}\n",
            """
            spec.yaml:4:9: error: 'arrangedSubviews' applies only to StackView, but 'box' is a View. Remove it, \
            or change the view's 'type'.
            spec.yaml:4:36: error: 'customSpacing' applies only to StackView, but 'box' is a View. Remove it, or \
            change the view's 'type'.
            """)
    }

    func testAnArrangedViewsFrameIsAnError() {
        // Catalogue: frameOfArrangedView
        assertSnippetDiagnostics(
            snippetHeader + """
                views:
                  row:
                    type: StackView
                    arrangedSubviews:
                      a: {translatesAutoresizingMaskIntoConstraints: true, frame: [0, 0, 10, 10]}
                """,
            """
            spec.yaml:7:67: error: 'a' is an arranged subview of the stack view 'row', which places it, so its \
            'frame' would have no effect. Remove 'frame' and 'translatesAutoresizingMaskIntoConstraints', or \
            move 'a' to 'subviews'.
            """)
    }

    func testASpacingThatIsAnotherWordThanSystemIsAnError() {
        // Catalogue: expectedStackSpacing
        assertSnippetDiagnostics(
            snippetHeader + """
                views:
                  row: {type: StackView, spacing: standard, customSpacing: {a: wide}, arrangedSubviews: {a: {}}}
                """,
            """
            spec.yaml:4:35: error: 'spacing' must be a number or system (UIKit's spacingUseSystem); found \
            'standard'.
            spec.yaml:4:64: error: The custom spacing after 'a' must be a number or system (UIKit's \
            spacingUseSystem); found 'wide'.
            """)
        // A number past the limit is still reported as a number.
        assertSnippetDiagnostics(
            snippetHeader + "views:\n  row: {type: StackView, spacing: 1e6}\n",
            "spec.yaml:4:35: error: 'spacing' must be between -100,000 and 100,000; found '1e6'.")
    }
}
