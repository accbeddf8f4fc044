import XCTest

@testable import LayoutRuntime

/// Safe area, layout margins and the readable content guide, with frames worked out by hand
/// from UIKit's documented rules (docs/Guides.md).
final class SafeAreaAndMarginsTests: XCTestCase {
    /// A 390 x 844 root under a 47-point status area and a 34-point home indicator (iPhone 14).
    private func phoneRoot(width: CGFloat = 390, height: CGFloat = 844, safeArea: EdgeInsets? = nil) -> View {
        let root = RuntimeFixtures.root(width: width, height: height)
        root.additionalSafeAreaInsets = safeArea ?? EdgeInsets(top: 47, bottom: 34)
        return root
    }

    /// ``phoneRoot(width:height:safeArea:)`` as a view controller's root view: its margins are at
    /// least the system minimum.
    private func controllersRoot(width: CGFloat = 390, height: CGFloat = 844, safeArea: EdgeInsets? = nil)
        -> View
    {
        let root = phoneRoot(width: width, height: height, safeArea: safeArea)
        root.viewRespectsSystemMinimumLayoutMargins = true
        return root
    }

    /// A view of `frame` in `parent`, placed by constraints.
    private func placed(_ frame: CGRect, in parent: View, name: String) -> View {
        let view = RuntimeFixtures.constrained(View(), in: parent, name: name)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
            view.widthAnchor.constraint(equalToConstant: frame.width),
            view.heightAnchor.constraint(equalToConstant: frame.height),
        ])
        return view
    }

    /// A view named `name` in `root`, its edges pinned to those of `guide`, after layout.
    private func laidOutView(_ name: String, filling guide: LayoutGuide, in root: View) -> View {
        let view = RuntimeFixtures.constrained(View(), in: root, name: name)
        RuntimeFixtures.pinEdges(of: view, to: guide)
        root.layoutIfNeeded()
        return view
    }

    // MARK: Safe area

    func testContentPinnedToTheRootsSafeAreaStaysClearOfTheStatusBarAndHomeIndicator() {
        let root = phoneRoot()
        let content = laidOutView("content", filling: root.safeAreaLayoutGuide, in: root)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, bottom: 34))
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertFalse(content.hasAmbiguousLayout)
    }

    func testASubviewsSafeAreaIsThePartOfItTheUnsafeAreaCovers() {
        let root = phoneRoot()
        // 10 points below the top of the 47-point status area: 37 of it is unsafe.
        let band = placed(CGRect(x: 0, y: 10, width: 390, height: 100), in: root, name: "band")
        let text = RuntimeFixtures.constrained(View(), in: band, name: "text")
        RuntimeFixtures.place(
            text, leading: band.leadingAnchor, top: band.safeAreaLayoutGuide.topAnchor, width: 10, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(band.safeAreaInsets, EdgeInsets(top: 37))
        XCTAssertEqual(text.frame, CGRect(x: 0, y: 37, width: 10, height: 10))
        XCTAssertEqual(band.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 37, width: 390, height: 63))
    }

    func testASubviewClearOfTheUnsafeAreaHasNoInsets() {
        let root = phoneRoot()
        let card = placed(CGRect(x: 20, y: 100, width: 350, height: 200), in: root, name: "card")
        root.layoutIfNeeded()
        XCTAssertEqual(card.safeAreaInsets, .zero)
    }

    func testASubviewsInsetNeverExceedsItsSuperviewsOnThatEdge() {
        let root = phoneRoot()
        // Starts 20 points above the screen: 67 points of it lie above the safe area, but the
        // root's inset there is 47. Its bottom edge reaches 16 points into the home indicator.
        let tall = placed(CGRect(x: 0, y: -20, width: 390, height: 846), in: root, name: "tall")
        root.layoutIfNeeded()
        XCTAssertEqual(tall.safeAreaInsets, EdgeInsets(top: 47, bottom: 16))
    }

    func testAGrandchildsSafeAreaComesThroughItsParent() {
        let root = phoneRoot(
            width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let panel = placed(CGRect(x: 30, y: 0, width: 300, height: 390), in: root, name: "panel")
        // In the panel: x 0 is x 30 on the root, 17 points inside the 47-point left inset.
        let inner = placed(CGRect(x: 0, y: 0, width: 50, height: 390), in: panel, name: "inner")
        root.layoutIfNeeded()
        XCTAssertEqual(panel.safeAreaInsets, EdgeInsets(left: 17, bottom: 21))
        XCTAssertEqual(inner.safeAreaInsets, EdgeInsets(left: 17, bottom: 21))
    }

    func testAViewPlacedByItsOwnSubviewsSafeAreaSettles() {
        // The band's height follows a subview pinned below its safe area's top: two passes.
        let root = phoneRoot()
        let band = RuntimeFixtures.constrained(View(), in: root, name: "band")
        let text = RuntimeFixtures.constrained(View(), in: band, name: "text")
        LayoutConstraint.activate([
            band.topAnchor.constraint(equalTo: root.topAnchor),
            band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: band.safeAreaLayoutGuide.topAnchor, constant: 8),
            text.leadingAnchor.constraint(equalTo: band.leadingAnchor),
            text.widthAnchor.constraint(equalToConstant: 100),
            text.heightAnchor.constraint(equalToConstant: 20),
            band.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(band.frame, CGRect(x: 0, y: 0, width: 390, height: 47 + 8 + 20 + 8))
        XCTAssertEqual(text.frame, CGRect(x: 0, y: 55, width: 100, height: 20))
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testAViewWhoseSafeAreaDoesNotSettleIsReported() {
        let root = phoneRoot()
        let band = RuntimeFixtures.constrained(View(), in: root, name: "band")
        LayoutConstraint.activate([
            band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            band.heightAnchor.constraint(equalToConstant: 100),
            // band.top + max(0, 47 - band.top) == 47.5: half a point a pass toward 47.5.
            band.safeAreaLayoutGuide.topAnchor.constraint(equalTo: root.topAnchor, constant: 47.5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [.unsettled([band])])
        XCTAssertEqual(band.frame.minY, 3, "six passes from a band that fills the root: 0.5, 1 ... 3")
    }

    // MARK: Margins

    func testAPlainViewsMarginsAreEightPointsOnEverySide() {
        let root = RuntimeFixtures.root(width: 200, height: 100)
        let box = laidOutView("box", filling: root.layoutMarginsGuide, in: root)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(all: 8))
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    func testMarginsAreAddedToTheSafeAreaNotTheLargerOfTheTwo() {
        let root = phoneRoot()
        let box = laidOutView("box", filling: root.layoutMarginsGuide, in: root)
        // top 47 + 8 = 55, bottom 34 + 8 = 42.
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 55, width: 374, height: 844 - 55 - 42))
    }

    func testMarginsMeasuredFromTheBoundsIgnoreTheSafeArea() {
        let root = phoneRoot()
        root.insetsLayoutMarginsFromSafeArea = false
        let box = laidOutView("box", filling: root.layoutMarginsGuide, in: root)
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 374, height: 828))
    }

    func testAViewControllersRootHasTheSystemMinimumMarginsPlusTheSafeArea() {
        let cases: [(CGSize, EdgeInsets, CGRect)] = [
            // Portrait iPhone 14: sides 16, top and bottom 0, plus the safe area.
            (
                CGSize(width: 390, height: 844), EdgeInsets(top: 47, bottom: 34),
                CGRect(x: 16, y: 47, width: 358, height: 763)
            ),
            // Portrait iPhone 11, 414 wide: sides 20.
            (
                CGSize(width: 414, height: 896), EdgeInsets(top: 48, bottom: 34),
                CGRect(x: 20, y: 48, width: 374, height: 814)
            ),
            // Landscape iPhone 14: 47 + 20 on each side.
            (
                CGSize(width: 844, height: 390), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                CGRect(x: 67, y: 0, width: 710, height: 369)
            ),
        ]
        for (size, safeArea, expected) in cases {
            let root = controllersRoot(width: size.width, height: size.height, safeArea: safeArea)
            let box = laidOutView("box", filling: root.layoutMarginsGuide, in: root)
            XCTAssertEqual(box.frame, expected, "\(size)")
        }
    }

    func testARootsOwnMarginsCountWhereLargerThanTheSystemMinimum() {
        let root = controllersRoot(safeArea: .zero)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 8, bottom: 0, trailing: 30)
        let box = laidOutView("box", filling: root.layoutMarginsGuide, in: root)
        // leading max(8, 16) = 16, trailing max(30, 16) = 30, top max(10, 0) = 10.
        XCTAssertEqual(box.frame, CGRect(x: 16, y: 10, width: 390 - 46, height: 834))
    }

    func testPreservedSuperviewMarginsKeepContentInsideTheSuperviewsMargins() {
        let root = RuntimeFixtures.root(width: 300, height: 200)
        let parent = placed(CGRect(x: 0, y: 0, width: 300, height: 200), in: root, name: "parent")
        parent.layoutMargins = EdgeInsets(all: 20)
        // 5 points inside the parent on every side: its own 8-point margins would put content
        // 13 points from the parent's edges, inside the parent's 20-point margins.
        let cell = placed(CGRect(x: 5, y: 5, width: 290, height: 190), in: parent, name: "cell")
        cell.preservesSuperviewLayoutMargins = true
        let text = RuntimeFixtures.constrained(View(), in: cell, name: "text")
        RuntimeFixtures.pinEdges(of: text, to: cell.layoutMarginsGuide)
        root.layoutIfNeeded()
        // max(8, 20 - 5) = 15 on every side.
        XCTAssertEqual(text.frame, CGRect(x: 15, y: 15, width: 260, height: 160))
        cell.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame, CGRect(x: 8, y: 8, width: 274, height: 174))
    }

    // MARK: Readable content

    func testTheReadableGuideIsTheMarginsGuideOnAPhone() {
        let root = controllersRoot()
        let text = laidOutView("text", filling: root.readableContentGuide, in: root)
        XCTAssertEqual(text.frame, CGRect(x: 16, y: 47, width: 358, height: 763))
    }

    func testTheReadableGuideIs672WideAndCentredOnALandscapeIPad() {
        // Use Your Loaf's iPad in landscape: 1024 wide, margins 20, readable inset 176.
        let root = controllersRoot(width: 1024, height: 768, safeArea: EdgeInsets(top: 24, bottom: 20))
        let text = laidOutView("text", filling: root.readableContentGuide, in: root)
        XCTAssertEqual(text.frame, CGRect(x: 176, y: 24, width: 672, height: 724))
    }
}
