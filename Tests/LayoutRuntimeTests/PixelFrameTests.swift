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

    func testAFrameTheProgramSetsReadsBackAsSetUntilLayout() {
        let (root, views) = row(of: 1, in: CGSize(width: 60, height: 44), scale: 3, height: 20)
        views[0].frame = CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4)
        XCTAssertEqual(views[0].frame, CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4))
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, CGRect(x: 0, y: 12, width: 60, height: 20))
    }
}
