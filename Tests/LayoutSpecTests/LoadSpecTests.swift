import LayoutSpec
import XCTest

/// The top level of a spec: a full valid spec, required keys, sizes, metrics, and many errors at once.
final class LoadSpecTests: XCTestCase {
    static let scrollableController = """
        scene: ScrollableController        # required: the Swift type name of the generated scene
        sizes:                             # required: name: WIDTHxHEIGHT, one or more
          portrait: 390x844
          landscape: 844x390
        metrics: {gap: 15}                 # optional named numbers for equations and VFL
        views:                             # the root view's subviews, in z-order; keys are ids
          scrollView:
            type: ScrollView               # View (default), ScrollView, Label, ImageView, TextView
            subviews:
              contentView:
                color: orange
                subviews:
                  greenView: {color: green}
                  whiteView: {color: white}
        constraints:                       # each an equation or a VFL string, or a mapping with options
          - H:|[scrollView]|
          - contentView.width == view.width
          - {constraint: "greenView.width == 80 @250", name: preferredWidth}
          - {vfl: "H:[greenView]-[whiteView]", options: [alignAllTop]}
          - {constraint: "contentView.height == 1000", placeholder: true}   # IB's "remove at build time"
        expect:                            # optional: checked at that size
          portrait:
            greenView.frame: [15, 15, 360, 400]
            scrollView.contentSize: [390, 945]
            scrollView.scrollsVertically: true
        """

    func testFullSpecLoadsWithEveryValueLocated() throws {
        let result = loadSnippet(Self.scrollableController)
        XCTAssertEqual(result.diagnostics, "")
        let spec = try XCTUnwrap(result.spec)
        XCTAssertEqual(spec.file, "spec.yaml")
        XCTAssertEqual(spec.scene, Located("ScrollableController", at: snippetAt(1, 8)))

        XCTAssertEqual(
            spec.sizes,
            [
                SizeSpec(
                    name: Located("portrait", at: snippetAt(3, 3)),
                    dimensions: Located(Dimensions(width: 390, height: 844), at: snippetAt(3, 13))),
                SizeSpec(
                    name: Located("landscape", at: snippetAt(4, 3)),
                    dimensions: Located(Dimensions(width: 844, height: 390), at: snippetAt(4, 14))),
            ])
        XCTAssertEqual(
            spec.metrics,
            [Metric(name: Located("gap", at: snippetAt(5, 11)), value: Located(15, at: snippetAt(5, 16)))])

        XCTAssertEqual(spec.views.map(\.id.value), ["scrollView"])
        let scrollView = spec.views[0]
        XCTAssertEqual(scrollView.id.location, snippetAt(7, 3))
        XCTAssertEqual(scrollView.type, Located(.scrollView, at: snippetAt(8, 11)))
        let contentView = try XCTUnwrap(scrollView.subviews.first)
        XCTAssertEqual(contentView.id, Located("contentView", at: snippetAt(10, 7)))
        XCTAssertEqual(
            contentView.type, Located(.view, at: snippetAt(10, 7)), "the default type sits at the id")
        XCTAssertEqual(contentView["color"], Located(.string("orange"), at: snippetAt(11, 16)))
        XCTAssertEqual(contentView.subviews.map(\.id.value), ["greenView", "whiteView"])
        XCTAssertEqual(contentView.subviews[1]["color"], Located(.string("white"), at: snippetAt(14, 30)))
        XCTAssertEqual(
            spec.allViews.map(\.id.value), ["scrollView", "contentView", "greenView", "whiteView"])

        XCTAssertEqual(
            spec.constraints,
            [
                ConstraintEntry(
                    kind: .vfl, text: Located("H:|[scrollView]|", at: snippetAt(16, 5)),
                    location: snippetAt(16, 5)),
                ConstraintEntry(
                    kind: .equation, text: Located("contentView.width == view.width", at: snippetAt(17, 5)),
                    location: snippetAt(17, 5)),
                ConstraintEntry(
                    kind: .equation, text: Located("greenView.width == 80 @250", at: snippetAt(18, 19)),
                    name: Located("preferredWidth", at: snippetAt(18, 54)), location: snippetAt(18, 5)),
                ConstraintEntry(
                    kind: .vfl, text: Located("H:[greenView]-[whiteView]", at: snippetAt(19, 12)),
                    options: [Located("alignAllTop", at: snippetAt(19, 50))], location: snippetAt(19, 5)),
                ConstraintEntry(
                    kind: .equation, text: Located("contentView.height == 1000", at: snippetAt(20, 19)),
                    placeholder: Located(true, at: snippetAt(20, 61)), location: snippetAt(20, 5)),
            ])
        XCTAssertEqual(spec.constraints.map(\.isPlaceholder), [false, false, false, false, true])

        XCTAssertEqual(
            spec.expectations,
            [
                Expectation(
                    size: Located("portrait", at: snippetAt(22, 3)),
                    entries: [
                        .init(
                            subject: Located("greenView.frame", at: snippetAt(23, 5)),
                            value: Located(.numbers([15, 15, 360, 400]), at: snippetAt(23, 22))),
                        .init(
                            subject: Located("scrollView.contentSize", at: snippetAt(24, 5)),
                            value: Located(.numbers([390, 945]), at: snippetAt(24, 29))),
                        .init(
                            subject: Located("scrollView.scrollsVertically", at: snippetAt(25, 5)),
                            value: Located(.bool(true), at: snippetAt(25, 35))),
                    ])
            ])
    }

    func testEveryErrorInTheFileIsReportedInOneRun() {
        // Catalogue: unknownKey, invalidName, constraintMappingText
        // Catalogue: expectedScalar, numberOutOfRange, dimensionsOutOfRange
        let result = loadSnippet(
            """
            scene: My Scene
            sizes: {portrait: 390x0, tall: 390x2000}
            metrics: {gap: wide}
            views:
              box: {colr: red}
              label: {type: Label, numberOfLines: -1}
            constraints:
              - {constraint: "box.width == 10", vfl: "H:|[box]|"}
            expect:
              portrat: {box.frame: [0, 0, 10, 10]}
            """)
        XCTAssertNil(result.spec, "without a valid scene there is no spec")
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:1:8: error: 'My Scene' is not a valid Swift type name for 'scene'. \
            Use letters, digits and '_', starting with a letter or '_'.
            spec.yaml:2:19: error: The size 'portrait' must have a width and a height above 0 and at most \
            100,000; \
            found '390x0'.
            spec.yaml:3:16: error: The metric 'gap' must be a number; found 'wide'.
            spec.yaml:5:9: error: Unknown property 'colr'. Did you mean 'color'?
            spec.yaml:6:39: error: 'numberOfLines' must be between 0 and 100,000; found '-1'.
            spec.yaml:8:5: error: A constraint mapping needs exactly one of 'constraint' or 'vfl'; this one \
            has both.
            spec.yaml:10:3: error: Unknown size 'portrat'. Did you mean 'portrait'?
            """)
    }

    func testValidPartsAreKeptBesideErrors() throws {
        // Catalogue: constraintIsList
        let result = loadSnippet(
            snippetHeader + """
                views: {a: {}, b: {color: [red]}, 9c: {}}
                constraints: ["a.width == 10", 5, [a]]
                """)
        XCTAssertEqual(
            result.diagnostics,
            """
            spec.yaml:3:27: error: 'color' must be a string; found a list.
            spec.yaml:3:35: error: '9c' is not a valid view id. Use letters, digits and '_', starting with a \
            letter or '_'.
            spec.yaml:4:35: error: A constraint must be a string or a mapping; found a list. \
            Quote VFL that starts with '[' or '|', such as '- "[a]-[b]"'.
            """)
        let spec = try XCTUnwrap(result.spec)
        XCTAssertEqual(spec.views.map(\.id.value), ["a", "b"])
        XCTAssertEqual(spec.constraints.map(\.text.value), ["a.width == 10", "5"])
    }

    func testRootThatIsNotAMappingIsReported() {
        assertSnippetDiagnostics(
            "- scene: Scene\n",
            "spec.yaml:1:1: error: The spec must be a mapping with keys such as 'scene' and 'sizes'; found "
                + "a list."
        )
    }

    func testRootThatIsAScalarIsReported() {
        // Catalogue: specNotMapping
        assertSnippetDiagnostics(
            "hello\n",
            "spec.yaml:1:1: error: The spec must be a mapping with keys such as 'scene' and 'sizes'; found "
                + "'hello'."
        )
    }

    func testMissingSceneIsReportedAtTheTop() {
        // Catalogue: missingScene
        let result = loadSnippet("sizes: {portrait: 390x844}\n")
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:1:1: error: The spec has no 'scene'. Add 'scene: TypeName', the Swift type to "
                + "generate."
        )
    }

    func testMissingSizesIsReported() {
        // Catalogue: missingSizes
        let result = loadSnippet("# A scene\nscene: Scene\n")
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:2:1: error: The spec has no 'sizes'. Add at least one, such as 'sizes: {portrait: "
                + "390x844}'."
        )
    }

    func testSceneMustBeAString() {
        assertSnippetDiagnostics(
            "scene: [A, B]\nsizes: {p: 1x1}\n",
            "spec.yaml:1:8: error: 'scene' must be a string; found a list.")
    }

    func testEmptySceneIsReported() {
        // Catalogue: expectedString
        assertSnippetDiagnostics(
            "scene:\nsizes: {p: 1x1}\n", "spec.yaml:1:7: error: 'scene' must be a string; found nothing.")
    }

    func testSceneMayBeQuoted() {
        XCTAssertEqual(
            loadSnippet("scene: \"Scene\"\nsizes: {p: 1x1}\n").spec?.scene,
            Located("Scene", at: snippetAt(1, 9)))
    }

    func testUnknownTopLevelKeySuggestsTheClosest() {
        assertSnippetDiagnostics(
            snippetHeader + "constraint: []\n",
            "spec.yaml:3:1: error: Unknown key 'constraint'. Did you mean 'constraints'?")
    }

    func testUnknownTopLevelKeyWithNothingCloseListsTheKeys() {
        assertSnippetDiagnostics(
            snippetHeader + "layout: []\n",
            """
            spec.yaml:3:1: error: Unknown key 'layout'. \
            Use one of 'scene', 'cell', 'sizes', 'metrics', 'fonts', 'views', 'constraints', 'expect' or 'lint'.
            """)
    }

    func testSizesMustHoldAtLeastOneSize() {
        // Catalogue: noSizes
        let result = loadSnippet("scene: Scene\nsizes: {}\n")
        XCTAssertNil(result.spec)
        XCTAssertEqual(
            result.diagnostics,
            "spec.yaml:2:8: error: 'sizes' needs at least one size, such as 'sizes: {portrait: 390x844}'.")
    }

    func testSizesMustBeAMapping() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: [390x844]\n",
            "spec.yaml:2:8: error: 'sizes' must be a mapping, such as 'sizes: {portrait: 390x844}'; found "
                + "a list."
        )
    }

    func testSizeNameMustBeAnIdentifier() {
        assertNotAnIdentifier(
            "scene: Scene\nsizes: {iPhone 15: 393x852, ok: 1x1}\n", "iPhone 15", kind: "size name", at: "2:9")
    }

    func testSizeAllowsDecimals() {
        XCTAssertEqual(
            loadSnippet("scene: Scene\nsizes: {small: 320.5x480.25}\n").spec?.sizes.first?.dimensions,
            Dimensions(width: 320.5, height: 480.25))
    }

    func testSizeMustBeWidthByHeight() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: {portrait: 390*844}\n",
            "spec.yaml:2:19: error: The size 'portrait' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found "
                + "'390*844'."
        )
    }

    func testSizeGivenAsAListIsReported() {
        // Catalogue: expectedSizeOrRange
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: {portrait: [390, 844]}\n",
            "spec.yaml:2:19: error: The size 'portrait' must be WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'; found a "
                + "list."
        )
    }

    func testSizeWithoutAValueIsReported() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  portrait:\n",
            "spec.yaml:3:12: error: The size 'portrait' must be WIDTHxHEIGHT, such as '390x844', where either "
                + "side may be a range, such as '320...440x844'; found nothing.")
    }

    func testSizeBeyondTheMagnitudeLimitIsReported() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes: {huge: 390x100001}\n",
            """
            spec.yaml:2:15: error: The size 'huge' must have a width and a height above 0 and at most \
            100,000; \
            found '390x100001'.
            """)
    }

    func testMetricsKeepTheirOrderAndPlaces() {
        let spec = loadSnippet(snippetHeader + "metrics:\n  gap: 15\n  inset: -8.5\n").spec
        XCTAssertEqual(
            spec?.metrics,
            [
                Metric(name: Located("gap", at: snippetAt(4, 3)), value: Located(15, at: snippetAt(4, 8))),
                Metric(
                    name: Located("inset", at: snippetAt(5, 3)), value: Located(-8.5, at: snippetAt(5, 10))),
            ])
    }

    func testMetricNameMustBeAnIdentifier() {
        assertNotAnIdentifier(
            snippetHeader + "metrics: {side-gap: 8}\n", "side-gap", kind: "metric name", at: "3:11")
    }

    func testMetricsMustBeAMapping() {
        // Catalogue: expectedMapping
        assertSnippetDiagnostics(
            snippetHeader + "metrics: [8]\n",
            "spec.yaml:3:10: error: 'metrics' must be a mapping, such as 'metrics: {gap: 15}'; found a list.")
    }

    func testEmptyOptionalPartsReadAsEmpty() {
        let result = loadSnippet(snippetHeader + "metrics:\nviews:\nconstraints:\nexpect:\n")
        XCTAssertEqual(result.diagnostics, "")
        XCTAssertEqual(result.spec?.views, [])
        XCTAssertEqual(result.spec?.constraints, [])
    }

    func testLintNamesItsChecksAndTakesBooleans() {
        assertSnippetDiagnostics(
            snippetHeader + "lint: {overlaps: false, clipping: no}\nviews: {a: {lint: {zeroSize: 0}}}\n",
            """
            spec.yaml:3:8: error: Unknown lint check 'overlaps'. Did you mean 'overlap'?
            spec.yaml:3:35: error: 'clipping' must be true or false; found 'no'. layoutgen reads YAML 1.2, where \
            'no' is a string, not a boolean.
            spec.yaml:4:30: error: 'zeroSize' must be true or false; found '0'.
            """)
        let spec = loadSnippet(
            snippetHeader + "lint: {overlap: false}\nviews: {a: {lint: {overlap: true}}}\n"
        ).spec
        XCTAssertEqual(spec?.lint, [.overlap: false])
        XCTAssertEqual(spec?.views.first?.lint, [.overlap: true])
    }
}
