import Foundation
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutGenCore
@testable import LayoutProof

/// The resolve stage, one diagnostic at a time: a few lines of YAML in, the exact messages,
/// places and notes out.
final class SnippetResolveTests: XCTestCase {
    // MARK: Unknown names

    func testUnknownViewIDInAnEquationSuggestsTheClosestID() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  greenView: {}
                constraints:
                  - greenVeiw.width == 10
                """,
            "spec.yaml:6:5: error: Unknown view 'greenVeiw'. Did you mean 'greenView'?")
    }

    func testUnknownViewIDWithNothingCloseHasNoSuggestion() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  greenView: {}
                constraints:
                  - greenView.width == zebra.width
                """,
            "spec.yaml:6:24: error: Unknown view 'zebra'.")
    }

    func testUnknownViewIDBetweenTwoViewsInVisualFormatIsReportedOnceAtTheID() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:[bx]-[box]
                """,
            "spec.yaml:6:8: error: Unknown view 'bx'. Did you mean 'box'?")
    }

    /// `H:|[bx]|` makes three atoms that name 'bx'; the id is reported once, where it is written
    /// (each '|' looks the id up again to find its superview, and used to report it too).
    func testUnknownViewIDBetweenSuperviewBarsIsReportedOnceAtTheID() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|[bx]|
                """,
            "spec.yaml:6:9: error: Unknown view 'bx'. Did you mean 'box'?")
    }

    /// A line of one view and nothing else makes no constraint, yet UIKit throws for an unknown
    /// name in it as it does in `|[bx]|`: the same error, at the id.
    func testUnknownViewIDAloneInVisualFormatIsReportedAtTheID() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - "[bx]"
                  - H:[missing]
                  - V:[bxo]
                  - H:[box]
                """,
            """
            spec.yaml:6:7: error: Unknown view 'bx'. Did you mean 'box'?
            spec.yaml:7:8: error: Unknown view 'missing'.
            spec.yaml:8:8: error: Unknown view 'bxo'. Did you mean 'box'?
            """)
    }

    /// `V|[box]|` does not start with `V:`, so it reads as an equation whose first item is `V`:
    /// the error suggests the colon rather than an attribute.
    func testVisualFormatWithoutTheColonAfterItsOrientationSuggestsIt() {
        // Catalogue: orientationWithoutColon
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - V|[box]|
                  - H[box(100)]
                """,
            """
            spec.yaml:6:6: error: Expected ':' after 'V' to start a Visual Format line. Did you mean 'V:|[box]|'?
            spec.yaml:7:6: error: Expected ':' after 'H' to start a Visual Format line. Did you mean 'H:[box(100)]'?
            """)
    }

    func testUnknownColorSuggestsANameAndListsTheNames() {
        // Catalogue: unknownColor
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {color: gren}
                """,
            "spec.yaml:4:16: error: Unknown color 'gren'. Did you mean 'green'? Use a name (black, darkGray, "
                + "lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, "
                + "clear) or #RRGGBB.")
    }

    func testColorNamesAndHexValuesResolve() throws {
        let run = resolveCoreSnippet(
            portraitScene + """
                views:
                  named: {color: orange}
                  hex: {color: "#FF8000"}
                """)
        XCTAssertEqual(run.printed, "")
        let scene = try XCTUnwrap(run.scene)
        XCTAssertEqual(scene.view("named")?.backgroundColor, Color.named("orange"))
        XCTAssertEqual(
            scene.view("hex")?.backgroundColor, Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    // MARK: Names the generated code cannot take

    func testReservedViewIDsAreRejectedAtTheirDeclaration() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  self: {}
                  sizes: {}
                  init: {}
                  Type: {}
                """,
            """
            spec.yaml:4:3: error: The view id 'self' is reserved in generated code. Choose another id.
            spec.yaml:5:3: error: The view id 'sizes' is reserved in generated code. Choose another id.
            spec.yaml:6:3: error: The view id 'init' is reserved in generated code. Choose another id.
            spec.yaml:7:3: error: The view id 'Type' is reserved in generated code. Choose another id.
            """)
    }

    func testKeywordViewIDsResolve() {
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  default: {}
                  class: {}
                constraints:
                  - default.width == class.width
                """, "")
    }

    func testSceneNameThatIsAKeywordIsRejected() {
        // Catalogue: sceneNameNotAType
        assertResolveDiagnostics(
            """
            scene: class
            sizes: {portrait: 390x844}
            """,
            "spec.yaml:1:8: error: The scene name 'class' cannot name a Swift type. Use a name such as "
                + "'ProfileScene'.")
    }

    func testConstraintNamedLikeTheRootOrAViewIsRejectedAtItsName() {
        // Catalogue: reservedConstraintName, constraintNameIsViewID
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - {constraint: "box.width == 10", name: view}
                  - {constraint: "box.height == 10", name: box}
                  - {constraint: "box.top == 10", name: self}
                """,
            """
            spec.yaml:6:43: error: The constraint name 'view' is reserved in generated code. Choose another \
            name.
            spec.yaml:7:44: error: The constraint name 'box' is also a view id; the generated scene needs \
            one property for each. Rename the constraint.
            spec.yaml:8:41: error: The constraint name 'self' is reserved in generated code. Choose another \
            name.
            """)
    }

    func testNameOnAnEntryThatMakesSeveralConstraintsIsRejected() {
        // Catalogue: namedEntryMakesSeveral
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - {vfl: "H:|[box]|", name: pin}
                """,
            "spec.yaml:6:30: error: The name 'pin' needs exactly one constraint, but 'H:|[box]|' makes 2. "
                + "Split the entry, or drop the name.")
    }

    // MARK: Items that do not exist

    func testSuperviewBarsAroundTheRootAreRejectedAtEachBar() {
        // Catalogue: rootHasNoSuperview
        assertResolveDiagnostics(
            portraitScene + """
                constraints:
                  - H:|[view]|
                """,
            """
            spec.yaml:4:7: error: '|' stands for the superview of 'view', and the root view has none.
            spec.yaml:4:14: error: '|' stands for the superview of 'view', and the root view has none.
            """)
    }

    func testPositionConstantOnTheRootHasNoSuperviewToMeasureFrom() {
        // Catalogue: noSuperviewToMeasureFrom
        assertResolveDiagnostics(
            portraitScene + """
                constraints:
                  - view.top == 10
                """,
            "spec.yaml:4:5: error: 'view.top' has no superview to measure top from. Relate it to another "
                + "item's top.")
    }

    func testLayoutGuidesOfAViewThatIsNotAScrollViewAreRejected() {
        // Catalogue: guideOfNonScrollView
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - box.contentLayoutGuide.top == view.top
                  - view.width == box.frameLayoutGuide.width
                """,
            """
            spec.yaml:6:5: error: 'box' is not a ScrollView, so it has no 'contentLayoutGuide'. Use 'box.top'.
            spec.yaml:7:19: error: 'box' is not a ScrollView, so it has no 'frameLayoutGuide'. Use 'box.width'.
            """)
    }

    func testAScrollViewsMarginsToItsContentAreRefused() {
        // Catalogue: scrollViewMarginsToContent
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  scroll:
                    type: ScrollView
                    subviews:
                      text: {}
                constraints:
                  - H:|-[text]-|
                  - text.top == scroll.layoutMarginsGuide.top
                  - scroll.layoutMarginsGuide.leading == view.leading
                """,
            """
            spec.yaml:9:7: error: not supported: a constraint between the margins of the scroll view 'scroll' and \
            its content, which UIKit attaches to the content area inset by the margins. Pin the content to the \
            scroll view's edges with a constant, or give it a content view and use the content view's margins.
            spec.yaml:9:9: error: not supported: a constraint between the margins of the scroll view 'scroll' and \
            its content, which UIKit attaches to the content area inset by the margins. Pin the content to the \
            scroll view's edges with a constant, or give it a content view and use the content view's margins.
            spec.yaml:10:5: error: not supported: a constraint between the margins of the scroll view 'scroll' and \
            its content, which UIKit attaches to the content area inset by the margins. Pin the content to the \
            scroll view's edges with a constant, or give it a content view and use the content view's margins.
            """)
    }

    func testAMarginAttributeOfALayoutGuideIsAnError() {
        // Catalogue: marginOfLayoutGuide
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - box.leading == view.safeAreaLayoutGuide.leadingMargin
                """,
            "spec.yaml:6:20: error: 'view.safeAreaLayoutGuide.leadingMargin': a layout guide has no margins. "
                + "Use 'view.safeAreaLayoutGuide.leading'.")
    }

    func testABaselineOfALayoutGuideIsAnError() {
        // Catalogue: baselineOfLayoutGuide
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - view.layoutMarginsGuide.firstBaseline == box.top
                """,
            "spec.yaml:6:5: error: 'view.layoutMarginsGuide.firstBaseline': a layout guide has no baseline. "
                + "Use 'view.layoutMarginsGuide.top', or a view's 'firstBaseline'.")
    }

    // MARK: Expectations

    func testExpectationNamingAnUnknownViewOrPropertySuggestsOne() {
        // Catalogue: unknownExpectedProperty
        assertResolveDiagnostics(
            boxExpecting(
                atPortrait: "bx.frame: [0, 0, 390, 844]\nbox.frme: [0, 0, 390, 844]\nbox.origin: [0, 0]"),
            """
            spec.yaml:7:5: error: Unknown view 'bx'. Did you mean 'box'?
            spec.yaml:8:5: error: Unknown property 'frme'. Did you mean 'frame'? Expectations can check \
            'frame', 'contentSize', 'contentOffset', 'scrollsHorizontally', 'scrollsVertically'.
            spec.yaml:9:5: error: Unknown property 'origin'. Expectations can check 'frame', 'contentSize', \
            'contentOffset', 'scrollsHorizontally', 'scrollsVertically'.
            """)
    }

    func testScrollViewPropertiesAreExpectedOnlyOfScrollViews() {
        // Catalogue: expectedPropertyNeedsScrollView
        assertResolveDiagnostics(
            boxExpecting(atPortrait: "box.contentSize: [390, 844]\nbox.scrollsVertically: false"),
            """
            spec.yaml:7:5: error: 'box' is not a ScrollView, so it has no 'contentSize'.
            spec.yaml:8:5: error: 'box' is not a ScrollView, so it has no 'scrollsVertically'.
            """)
    }

    func testExpectedValueOfTheWrongShapeIsRejectedAtTheValue() {
        // Catalogue: expectedNumbers, expectedBool
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  scroll: {type: ScrollView}
                expect:
                  portrait:
                    view.frame: [0, 0]
                    scroll.frame: true
                    scroll.contentOffset: [0, 0, 0]
                    scroll.scrollsHorizontally: [1]
                """,
            """
            spec.yaml:7:17: error: 'view.frame' takes 4 numbers, as in [0, 0, 390, 844].
            spec.yaml:8:19: error: 'scroll.frame' takes 4 numbers, as in [0, 0, 390, 844].
            spec.yaml:9:27: error: 'scroll.contentOffset' takes 2 numbers, as in [390, 945].
            spec.yaml:10:33: error: 'scroll.scrollsHorizontally' takes true or false.
            """)
    }

    // MARK: One run, every error

    func testEveryResolveErrorInASpecIsReportedInOneRun() {
        // Catalogue: reservedViewID, unknownView
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  self: {}
                  box: {color: blu}
                constraints:
                  - bx.width == 10
                expect:
                  portrait:
                    bx.frame: [0, 0, 1, 1]
                """,
            """
            spec.yaml:4:3: error: The view id 'self' is reserved in generated code. Choose another id.
            spec.yaml:5:16: error: Unknown color 'blu'. Did you mean 'blue'? Use a name (black, darkGray, \
            lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, \
            clear) or #RRGGBB.
            spec.yaml:7:5: error: Unknown view 'bx'. Did you mean 'box'?
            spec.yaml:10:5: error: Unknown view 'bx'. Did you mean 'box'?
            """)
    }

    // MARK: What a resolved scene holds

    func testConstraintsCarryTheirSpecLineAndPlaceholdersStayInactive() throws {
        let run = resolveCoreSnippet(
            portraitScene + """
                views:
                  box: {}
                constraints:
                  - H:|-8-[box]
                  - {constraint: "box.width == 10", name: fixedWidth}
                  - {constraint: "box.height == 1000", placeholder: true}
                """, file: "Specs/Box.yaml")
        XCTAssertEqual(run.printed, "")
        let scene = try XCTUnwrap(run.scene)
        XCTAssertEqual(scene.specFileName, "Box.yaml")
        XCTAssertEqual(
            scene.constraints.map(\.constraint.identifier), ["Box.yaml:6", "Box.yaml:7", "Box.yaml:8"])
        XCTAssertEqual(scene.constraints.map(\.name), [nil, "fixedWidth", nil])
        XCTAssertEqual(scene.constraints.map(\.constraint.isActive), [true, true, false])
        XCTAssertEqual(scene.constraints.map(\.isPlaceholder), [false, false, true])
    }

    func testViewsAreBuiltDepthFirstUnderTheirSuperviews() throws {
        let run = resolveCoreSnippet(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views:
              scroll:
                type: ScrollView
                subviews:
                  content:
                    subviews:
                      title: {type: Label, text: Hi}
              footer: {type: ImageView, image: 10x20}
            """)
        XCTAssertEqual(run.printed, "")
        let scene = try XCTUnwrap(run.scene)
        XCTAssertEqual(scene.views.map(\.id), ["scroll", "content", "title", "footer"])
        XCTAssertEqual(scene.views.map(\.parentID), ["view", "scroll", "content", "view"])
        XCTAssertTrue(scene.view("scroll") is ScrollView)
        XCTAssertTrue(scene.view("footer") is ImageView)
        XCTAssertEqual((scene.view("title") as? Label)?.text, "Hi")
        XCTAssertTrue(scene.view("title")?.superview === scene.view("content"))
        XCTAssertEqual(scene.root.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(scene.sizes.map(\.name), ["portrait", "landscape"])
    }

    /// docs/SpecLanguage.md's examples must not only load (LayoutSpecTests checks that) but
    /// resolve: a reader copies them. Known mismatch: the `expect` example writes
    /// `box.width: 844`, and expectations only know frame, contentSize, contentOffset,
    /// scrollsHorizontally and scrollsVertically.
    func testEveryYAMLExampleInTheLanguageReferenceResolves() throws {
        let examples = try CodeBlock.all("yaml", in: "docs/SpecLanguage.md")
        XCTAssertGreaterThanOrEqual(examples.count, 10)
        // Read as if they were in docs/, from where an example's font files are.
        let file = Repository.root.appendingPathComponent("docs/example.yaml").path
        for example in examples {
            let run = resolveCoreSnippet(example.text, file: file)
            XCTAssertEqual(run.printed, "", "example at SpecLanguage.md:\(example.line)")
        }
    }

    /// A spec with one view, 'box', whose `expect:` entries at 'portrait' (line 7 on) are `entries`.
    private func boxExpecting(atPortrait entries: String) -> String {
        "scene: Scene\nsizes: {portrait: 390x844}\nviews:\n  box: {}\nexpect:\n  portrait:\n"
            + entries.split(separator: "\n").map { "    \($0)\n" }.joined()
    }
}
