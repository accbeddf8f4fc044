import XCTest

@testable import LayoutRuntime

/// The scroll-view rule (edges between a scroll view and its descendants mean the content
/// area), worked by hand on a 320 x 480 root with a scroll view pinned to its edges.
final class ScrollViewTests: XCTestCase {
    private var root: View!
    private var scroll: ScrollView!
    private var content: View!

    override func setUp() {
        root = RuntimeFixtures.root(width: 320, height: 480)
        scroll = RuntimeFixtures.constrained(ScrollView(), in: root, name: "scroll")
        RuntimeFixtures.pinEdges(of: scroll, to: root)
        content = RuntimeFixtures.constrained(View(), in: scroll, name: "content")
    }

    /// Pins the content view to the scroll view's edges (the content area) and makes it as
    /// wide as the scroll view (its frame) and 1000 high.
    private func pinTallContent() {
        RuntimeFixtures.pinEdges(of: content, to: scroll)
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
    }

    /// Scrolls `scroll` down to the content offset `y` and lays the root out again.
    private func scrollAndLayOut(toY y: CGFloat) {
        scroll.contentOffset = CGPoint(x: 0, y: y)
        root.layoutIfNeeded()
    }

    func testEdgesToContentMeanTheContentArea() {
        pinTallContent()
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertTrue(scroll.scrollsVertically)
        XCTAssertFalse(scroll.scrollsHorizontally)
        XCTAssertEqual(scroll.contentLayoutGuide.ambiguousAttributes, [])
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testWidthToContentMeansTheFrame() {
        RuntimeFixtures.pinEdges(of: content, to: scroll)
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            content.heightAnchor.constraint(equalTo: scroll.heightAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 160, height: 500))
        XCTAssertFalse(scroll.scrollsHorizontally)
        XCTAssertTrue(scroll.scrollsVertically)
    }

    func testCentersToContentMeanTheFrame() {
        scroll.contentSize = CGSize(width: 1000, height: 1000)
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 100),
            content.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            content.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 110, y: 190, width: 100, height: 100))
        // Scrolled down 200: still centred in the visible frame, 200 further down the content.
        scrollAndLayOut(toY: 200)
        XCTAssertEqual(content.frame, CGRect(x: 110, y: 390, width: 100, height: 100))
    }

    func testContentSizeIsAmbiguousWithoutAnUnbrokenChain() {
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        XCTAssertEqual(scroll.contentLayoutGuide.ambiguousAttributes, [.height])
        XCTAssertFalse(content.hasAmbiguousLayout, "The content view itself is placed.")
        XCTAssertFalse(scroll.hasAmbiguousLayout, "The frame is placed from outside.")
    }

    func testScrollingKeepsSubviewFramesInContentCoordinates() {
        pinTallContent()
        root.layoutIfNeeded()
        scrollAndLayOut(toY: 300)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scroll.bounds, CGRect(x: 0, y: 300, width: 320, height: 480))
        XCTAssertEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 320, height: 480))
        let engine = RuntimeFixtures.engine(of: root)
        XCTAssertEqual(engine.lastOperationCount, 1, "Scrolling changes one constant.")
    }

    func testFloatingViewKeepsItsPlaceOnScreen() {
        pinTallContent()
        let floater = RuntimeFixtures.constrained(View(), in: content, name: "floater")
        RuntimeFixtures.place(
            floater, leading: root.leadingAnchor, dx: 10, top: root.topAnchor, dy: 20, width: 50,
            height: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(floater.frame, CGRect(x: 10, y: 20, width: 50, height: 50))
        scrollAndLayOut(toY: 300)
        XCTAssertEqual(floater.frame, CGRect(x: 10, y: 320, width: 50, height: 50))
    }

    func testConstraintsFromOutsideUseTheScrollViewsFrame() {
        let short = ScrollView()
        RuntimeFixtures.constrained(short, in: root, name: "short")
        let below = RuntimeFixtures.constrained(View(), in: root, name: "below")
        short.contentSize = CGSize(width: 320, height: 2000)
        RuntimeFixtures.place(
            short, leading: root.leadingAnchor, top: root.topAnchor, width: 320, height: 400)
        RuntimeFixtures.place(
            below, leading: short.leadingAnchor, top: short.bottomAnchor, width: 10, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(below.frame.minY, 400)
    }

    func testMixedApproachExplicitContentSize() {
        // TN2154 listing 1: an autoresizing content view and an explicit content size.
        let mixed = View(frame: CGRect(x: 0, y: 0, width: 500, height: 800))
        scroll.addSubview(mixed)
        scroll.contentSize = CGSize(width: 500, height: 800)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 500, height: 800), "Reads back before layout.")
        root.layoutIfNeeded()
        XCTAssertEqual(mixed.frame, CGRect(x: 0, y: 0, width: 500, height: 800))
        XCTAssertEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 500, height: 800))
        XCTAssertTrue(scroll.scrollsHorizontally)
        XCTAssertTrue(scroll.scrollsVertically)
        let held = scroll.contentLayoutGuide.ambiguousAttributes
        XCTAssertEqual(held, [])
    }

    func testPureApproachImageSetsTheContentSize() {
        // TN2154 listing 2: a big image view pinned to the scroll view's edges.
        let image = RuntimeFixtures.constrained(
            ImageView(image: Image(size: CGSize(width: 1000, height: 800))), in: scroll, name: "image")
        RuntimeFixtures.pinEdges(of: image, to: scroll)
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 1000, height: 800))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 1000, height: 800))
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testAnEmptyScrollViewKeepsAZeroContentSizeUnlessItsGuideIsConstrained() {
        // Nothing in it sizes its content: UIKit keeps the content size it has, zero.
        content.removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, .zero)
        XCTAssertEqual(scroll.contentLayoutGuide.ambiguousAttributes, [])
        XCTAssertEqual(root.layoutIssues, [])
        // Constraints on the content guide alone still decide it.
        LayoutConstraint.activate([
            scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 640),
            scroll.contentLayoutGuide.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 640, height: 480))
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testGuidesCanBeConstrainedDirectly() {
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            content.trailingAnchor.constraint(
                equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -10),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -20),
            content.heightAnchor.constraint(equalToConstant: 600),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 10, y: 10, width: 300, height: 600))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 620))
    }

    func testScrollViewRuleAppliesToDeepDescendants() {
        RuntimeFixtures.pinEdges(of: content, to: scroll)
        let deep = RuntimeFixtures.constrained(View(), in: content, name: "deep")
        LayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            deep.topAnchor.constraint(equalTo: content.topAnchor),
            deep.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            deep.widthAnchor.constraint(equalToConstant: 10),
            deep.heightAnchor.constraint(equalToConstant: 900),
            // The bottom of the deep view holds the scroll view's content bottom, not its frame.
            deep.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 950))
        XCTAssertEqual(content.frame.height, 950)
    }
}
