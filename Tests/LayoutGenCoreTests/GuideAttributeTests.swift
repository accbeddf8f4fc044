import LayoutGenCore
import LayoutProof
import LayoutRuntime
import XCTest

/// Each guide and attribute a spec can name, through load, resolve and prove, with frames
/// worked out by hand from UIKit's rules (docs/Guides.md).
final class GuideAttributeTests: XCTestCase {
    /// The frames of `ids` at each size of a spec that must hold.
    private func frames(_ yaml: String, _ ids: [String], file: StaticString = #filePath, line: UInt = #line)
        -> [[CGRect]]
    {
        let run = proveCoreSnippet(yaml, testFile: file, line: line)
        guard let proof = run.proof else { return [] }
        XCTAssertTrue(proof.holds, run.printed, file: file, line: line)
        return proof.layouts.map { layout in ids.map { layout.frame(of: $0) ?? .null } }
    }

    /// An iPhone 14 in portrait: 390 x 844 under a 47-point status area and a 34-point home
    /// indicator; the root's margins are 16 on the sides.
    private let phone = """
        scene: Scene
        sizes:
          portrait: {size: 390x844, safeArea: {top: 47, bottom: 34}}

        """

    func testEachMarginAttributeIsTheMarginsGuidesEdge() {
        let result = frames(
            phone + """
                views:
                  a: {}
                  b: {}
                constraints:
                  - a.left == view.leftMargin
                  - a.right == view.rightMargin
                  - a.top == view.topMargin
                  - a.height == 10
                  - b.leading == view.leadingMargin + 10
                  - b.trailing == view.trailingMargin - 10
                  - b.bottom == view.bottomMargin
                  - b.height == 10
                """, ["a", "b"])
        // Margins: 16 on the sides, the safe area at the top (47) and bottom (844 - 34 = 810).
        XCTAssertEqual(
            result,
            [[CGRect(x: 16, y: 47, width: 358, height: 10), CGRect(x: 26, y: 800, width: 338, height: 10)]])
    }

    func testCentersWithinMarginsAreTheMarginsGuidesCenters() {
        let result = frames(
            phone + """
                views:
                  a: {intrinsicSize: 100x50}
                constraints:
                  - a.centerX == view.centerXWithinMargins
                  - a.centerY == view.centerYWithinMargins
                """, ["a"])
        // The margins guide: x 16 to 374 (centre 195), y 47 to 810 (centre 428.5).
        XCTAssertEqual(result, [[CGRect(x: 145, y: 403.5, width: 100, height: 50)]])
    }

    func testASubviewsMarginsAndSafeAreaGuides() {
        let result = frames(
            phone + """
                views:
                  card:
                    layoutMargins: {top: 10, left: 12, bottom: 10, right: 12}
                    subviews:
                      inner: {}
                      top: {}
                constraints:
                  - H:|[card]|
                  - V:|[card(200)]
                  - inner.edges == card.layoutMarginsGuide.edges
                  - H:|[top]|
                  - top.top == card.safeAreaLayoutGuide.top
                  - top.height == 1
                """, ["card", "inner", "top"])
        // The card covers the 47-point status area: its safe area starts 47 down, and its margins
        // are measured from there: 47 + 10 = 57 at the top.
        XCTAssertEqual(
            result,
            [
                [
                    CGRect(x: 0, y: 0, width: 390, height: 200),
                    CGRect(x: 12, y: 57, width: 366, height: 133),
                    CGRect(x: 0, y: 47, width: 390, height: 1),
                ]
            ])
    }

    func testTheReadableContentGuideNarrowsOnlyWideViews() {
        let result = frames(
            """
            scene: Scene
            sizes:
              phone: 390x844
              iPadLandscape: 1024x768
            views:
              text: {}
            constraints:
              - text.leading == view.readableContentGuide.leading
              - text.trailing == view.readableContentGuide.trailing
              - V:|[text(10)]
            """, ["text"])
        // Phone: the margins guide, 16 in. iPad in landscape: margins 20, readable 672 centred:
        // (1024 - 672) / 2 = 176.
        XCTAssertEqual(
            result,
            [[CGRect(x: 16, y: 0, width: 358, height: 10)], [CGRect(x: 176, y: 0, width: 672, height: 10)]])
    }

    func testBaselineAlignmentOptionsInAHorizontalLine() {
        let result = frames(
            phone + """
                views:
                  title: {type: Label, text: Title, font: {size: 34}}
                  detail: {type: Label, text: Detail}
                constraints:
                  - title.top == view.safeAreaLayoutGuide.top
                  - {vfl: "H:|-[title]-[detail]", options: [alignAllFirstBaseline]}
                """, ["title", "detail"])
        // title: 34 × 2444 / 2048 = 40.57421875 high at y 47, its baseline one ascender (34 ×
        // 1950 / 2048) lower, at 79.373046875; detail's baseline there too, its top one 17-point
        // ascender (16.1865234375) above it. Widths are the text's (TextMetrics).
        let width = { TextMetrics.width(of: $0, font: .systemFont(ofSize: $1)) }
        XCTAssertEqual(
            result,
            [
                [
                    CGRect(x: 16, y: 47, width: width("Title", 34), height: 40.57421875),
                    CGRect(
                        x: 24 + width("Title", 34), y: 63.1865234375, width: width("Detail", 17),
                        height: 20.287109375),
                ]
            ])
    }

    func testAConstantPositionOfALeadingEdgeIsMeasuredFromTheSuperviewsLeadingEdge() {
        let result = frames(
            """
            scene: Scene
            sizes:
              ltr: 300x100
              rtl: {size: 300x100, layoutDirection: rightToLeft}
            views:
              a: {intrinsicSize: 50x10}
            constraints:
              - a.leading == 20
              - a.top == 0
            """, ["a"])
        XCTAssertEqual(
            result,
            [[CGRect(x: 20, y: 0, width: 50, height: 10)], [CGRect(x: 230, y: 0, width: 50, height: 10)]])
    }

    func testAForcedLeftToRightViewKeepsItsLeadingEdgeOnTheLeftRightToLeft() {
        let result = frames(
            """
            scene: Scene
            sizes:
              rtl: {size: 300x100, layoutDirection: rightToLeft}
            views:
              logo: {intrinsicSize: 50x10, semanticContentAttribute: forceLeftToRight}
              title: {intrinsicSize: 50x10}
            constraints:
              - logo.leading == view.leading + 20
              - title.leading == view.leading + 20
              - V:|[logo]
              - V:|[title]
            """, ["logo", "title"])
        // A constraint reads in its first item's direction: the logo's leading edge is its left,
        // 20 from the root's left; the title's is its right, 20 from the root's right.
        XCTAssertEqual(
            result,
            [[CGRect(x: 20, y: 0, width: 50, height: 10), CGRect(x: 230, y: 0, width: 50, height: 10)]])
    }

    func testMarginsMeasuredFromTheBoundsIgnoreTheSafeAreaInASpec() {
        let result = frames(
            phone + """
                views:
                  panel:
                    insetsLayoutMarginsFromSafeArea: false
                    subviews:
                      text: {}
                constraints:
                  - panel.edges == view.edges
                  - text.edges == panel.layoutMarginsGuide.edges
                """, ["text"])
        // The panel covers the status area and the home indicator, but its margins are its own
        // 8 points from its bounds.
        XCTAssertEqual(result, [[CGRect(x: 8, y: 8, width: 374, height: 828)]])
    }
}
