import LayoutRuntime
import XCTest

/// The frames layout writes on a display with a scale: each edge on the nearest pixel, the
/// exact solution kept beside them.
final class PixelFrameTests: XCTestCase {
    /// A root of `size` at `scale` holding `count` views side by side, of equal widths, filling
    /// it from edge to edge, each `height` high and centred vertically.
    private func row(
        of count: Int, in size: CGSize, scale: CGFloat?, height: CGFloat
    ) -> (root: View, views: [View]) {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.displayScale = scale
        let views = (0..<count).map { _ in View() }
        var constraints: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                view.heightAnchor.constraint(equalToConstant: height),
                view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
                index == 0
                    ? view.leftAnchor.constraint(equalTo: root.leftAnchor)
                    : view.leftAnchor.constraint(equalTo: views[index - 1].rightAnchor),
            ]
        }
        constraints.append(views[count - 1].rightAnchor.constraint(equalTo: root.rightAnchor))
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views)
    }

    /// A view 8 high whose top is solved at `top` in a 768x1024 root at @2x.
    private func frame(ofViewAtTop top: CGFloat) -> CGRect {
        let root = View(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
        root.displayScale = 2
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 768),
            view.heightAnchor.constraint(equalToConstant: 8),
        ])
        root.layoutIfNeeded()
        return view.frame
    }

    func testAnEdgeMovesToTheNearestPixelNotUp() {
        // A unit test run on devices (Stack Overflow, "Why does iOS auto layout lead to apparent
        // rounding errors on pre-Retina displays"): at @2x, 950.25 shows at 950.5, 950.2 at 950.
        XCTAssertEqual(frame(ofViewAtTop: 950.25), CGRect(x: 0, y: 950.5, width: 768, height: 8))
        XCTAssertEqual(frame(ofViewAtTop: 950.2), CGRect(x: 0, y: 950, width: 768, height: 8))
        XCTAssertEqual(frame(ofViewAtTop: 950.3), CGRect(x: 0, y: 950.5, width: 768, height: 8))
    }

    func testEdgesMoveRatherThanSizesSoThatViewsThatTouchKeepTouching() {
        // Three thirds of 100 at @2x: edges at 33.333 and 66.667 move to 33.5 and 66.5, so the
        // middle view is a pixel narrower than the others and no gap opens.
        let (_, views) = row(of: 3, in: CGSize(width: 100, height: 40), scale: 2, height: 20)
        XCTAssertEqual(
            views.map(\.frame),
            [
                CGRect(x: 0, y: 10, width: 33.5, height: 20), CGRect(x: 33.5, y: 10, width: 33, height: 20),
                CGRect(x: 66.5, y: 10, width: 33.5, height: 20),
            ])
    }

    func testAnEdgeHalfWayBetweenPixelsMovesUp() {
        // 61/3 high, centred in 44 at @3x: its top at 71/6 = 11.8333 is 35.5 pixels down, half
        // way, and shows at 12 (36 pixels); its bottom at 32.1667 (96.5 pixels) at 32.3333.
        let (root, views) = row(of: 1, in: CGSize(width: 60, height: 44), scale: 3, height: 61.0 / 3)
        XCTAssertEqual(views[0].frame.minY, 12)
        XCTAssertEqual(views[0].frame.height, 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(views[0].exactFrame.minY, 71.0 / 6, accuracy: 1e-9)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 60, height: 44))
    }

    func testWithoutAScaleTheFrameIsTheExactSolution() {
        let (_, views) = row(of: 3, in: CGSize(width: 100, height: 40), scale: nil, height: 20)
        XCTAssertEqual(views[1].frame.minX, 100.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(views.map(\.frame), views.map(\.exactFrame))
    }

    func testTheRootKeepsItsSizeAndTheExactSolutionStaysBesideThePixels() {
        // A root 100.25 wide (a width a range proof samples) is not moved; its views' edges are.
        let (root, views) = row(of: 2, in: CGSize(width: 100.25, height: 40), scale: 2, height: 20)
        XCTAssertEqual(root.frame.width, 100.25)
        XCTAssertEqual(root.bounds.width, 100.25)
        // Halves of 100.25: the shared edge at 50.125 shows at 50 (100.25 pixels), the far edge
        // at 100.25 at 100.5 (200.5 pixels, half way).
        XCTAssertEqual(views.map(\.frame.minX), [0, 50])
        XCTAssertEqual(views.map(\.frame.width), [50, 50.5])
        XCTAssertEqual(views.map(\.exactFrame.width), [50.125, 50.125])
        XCTAssertEqual(views[1].bounds.size, CGSize(width: 50.5, height: 20))
    }

    /// A root 200 x 100 at `scale`.
    private func root(at scale: CGFloat) -> View {
        let root = RuntimeFixtures.root(width: 200, height: 100)
        root.displayScale = scale
        return root
    }

    func testAViewPinnedToItsSuperviewsEdgesFillsItOnPixelsToo() {
        // 'card' spans 0.2 ... 100.4 at @2x: on screen 0 ... 100.5. 'fill', pinned to both its
        // edges, shows 0 ... 100.5 inside it, and 'next', after 'fill', starts at 100.5.
        let root = root(at: 2)
        let (card, next) = RuntimeFixtures.views("card", "next", in: root)
        let fill = RuntimeFixtures.constrained(View(), in: card, name: "fill")
        RuntimeFixtures.place(
            card, leading: root.leadingAnchor, dx: 0.2, top: root.topAnchor, width: 100.2, height: 50)
        RuntimeFixtures.pinEdges(of: fill, to: card)
        RuntimeFixtures.place(next, leading: fill.trailingAnchor, top: root.topAnchor, width: 10, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 100.5, height: 50))
        XCTAssertEqual(fill.frame, CGRect(x: 0, y: 0, width: 100.5, height: 50))
        XCTAssertEqual(next.frame.minX, 100.5)
    }

    func testANegativeEdgeHalfWayBetweenPixelsMovesAwayFromZero() {
        // At @2x, -0.25 and -0.75 are half way: they show at -0.5 and -1, as C's round moves
        // them; the far edges, 9.75 and 9.25, at 10 and 9.5.
        let root = root(at: 2)
        let box = RuntimeFixtures.constrained(View(), in: root, name: "box")
        RuntimeFixtures.place(
            box, leading: root.leadingAnchor, dx: -0.25, top: root.topAnchor, dy: -0.75, width: 10, height: 10
        )
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: -0.5, y: -1, width: 10.5, height: 10.5))
    }

    func testWhetherAScrollViewScrollsIsAskedOfItsExactFrame() {
        // A page 100.2 wide, its content as wide: its frame shows 100 wide at @2x, and it does
        // not scroll across, as without a scale.
        let root = root(at: 2)
        root.frame.size.width = 100.2
        let (scroll, content) = RuntimeFixtures.scrollingPage(in: root)
        content.heightAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.width, 100.2)
        XCTAssertEqual(scroll.frame.width, 100)
        XCTAssertEqual(scroll.contentSize.width, 100.2, accuracy: 1e-9)
        XCTAssertFalse(scroll.scrollsHorizontally)
    }

    func testAFrameTheProgramSetsReadsBackAsSetUntilLayout() {
        let (root, views) = row(of: 1, in: CGSize(width: 60, height: 44), scale: 3, height: 20)
        views[0].frame = CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4)
        XCTAssertEqual(views[0].frame, CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4))
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, CGRect(x: 0, y: 12, width: 60, height: 20))
    }
}
