import XCTest

@testable import LayoutRuntime

final class AutoresizingTests: XCTestCase {
    func testRootKeepsItsFrame() {
        let root = View(frame: CGRect(x: 5, y: 6, width: 300, height: 400))
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame, CGRect(x: 5, y: 6, width: 300, height: 400))
        let origins = root.constraintsAffectingLayout(for: .horizontal).map(\.origin)
        XCTAssertEqual(origins, [.rootFrame, .rootFrame])
        XCTAssertEqual(root.ambiguousAttributes, [])
    }

    func testFrameSetInCodeIsHeldByRequiredConstraints() {
        let root = RuntimeFixtures.root(width: 320, height: 480)
        let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        child.accessibilityIdentifier = "child"
        root.addSubview(child)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        let vertical = child.constraintsAffectingLayout(for: .vertical).filter { $0.firstItem === child }
        XCTAssertEqual(
            vertical.map(\.description),
            [
                "child.top == 20 @1000 (autoresizing-top)", "child.height == 50 @1000 (autoresizing-height)",
            ])
        XCTAssertTrue(vertical.allSatisfy { $0.origin == .autoresizingMask && $0.isActive })
        XCTAssertFalse(child.hasAmbiguousLayout)
    }

    func testAutoresizingFrameIsRelativeToTheSuperviewsOrigin() {
        let root = RuntimeFixtures.root(width: 320, height: 480)
        let container = RuntimeFixtures.constrained(View(), in: root, name: "container")
        RuntimeFixtures.place(
            container, leading: root.leadingAnchor, dx: 40, top: root.topAnchor, dy: 60, width: 200,
            height: 200)
        let child = View(frame: CGRect(x: 10, y: 15, width: 50, height: 50))
        container.addSubview(child)
        // A marker in the root, pinned to the child, shows where the child is on screen.
        let marker = RuntimeFixtures.constrained(View(), in: root, name: "marker")
        RuntimeFixtures.place(
            marker, leading: child.leadingAnchor, top: child.bottomAnchor, width: 1, height: 1)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 15, width: 50, height: 50))
        XCTAssertEqual(marker.frame, CGRect(x: 50, y: 125, width: 1, height: 1))
    }

    func testMovingTheFrameRelaysOut() {
        let root = RuntimeFixtures.root()
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        child.frame = CGRect(x: 30, y: 40, width: 20, height: 25)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 30, y: 40, width: 20, height: 25))
        XCTAssertEqual(RuntimeFixtures.engine(of: root).rebuildCount, 0)
    }

    func testFrameOfAConstrainedViewIsReplacedByLayout() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        RuntimeFixtures.pinEdges(of: child, to: root, inset: 10)
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(
            child.frame, CGRect(x: 1, y: 2, width: 3, height: 4), "Reading a frame does not lay out.")
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 380, height: 280))
    }

    func testForgettingToTurnOffAutoresizingConflictsLikeUIKit() {
        let root = RuntimeFixtures.root()
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.accessibilityIdentifier = "child"
        root.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        wide.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 100)
        guard case .unsatisfiable(let conflicting, let broken)? = root.layoutIssues.first else {
            return XCTFail("Expected a conflict, got \(root.layoutIssues)")
        }
        XCTAssertTrue(broken === wide)
        XCTAssertEqual(conflicting.map(\.identifier), ["autoresizing-width", "wide"])
        XCTAssertEqual(conflicting.first?.origin, .autoresizingMask)
    }

    func testRootWithoutAutoresizingIsPlacedByItsOwnConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.translatesAutoresizingMaskIntoConstraints = false
        root.widthAnchor.constraint(equalToConstant: 70).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.width, 70)
        XCTAssertEqual(root.ambiguousAttributes, [.left, .top, .height])
    }

    /// A view placed by `frame` and `mask`, added to `superview`.
    private func autoresizing(_ frame: CGRect, _ mask: View.AutoresizingMask, in superview: View) -> View {
        let view = View(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        return view
    }

    /// A root of 300 x 100 and a container that constraints place `inset` inside it.
    private func constrainedContainer(inset: CGFloat) -> (root: View, container: View) {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        let container = RuntimeFixtures.constrained(View(), in: root, name: "container")
        RuntimeFixtures.pinEdges(of: container, to: root, inset: inset)
        return (root, container)
    }

    /// Sets the root's size and lays it out.
    private func resize(_ root: View, width: CGFloat, height: CGFloat) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.layoutIfNeeded()
    }

    // Autoresizing masks. One view, (50, 20, 100, 60) in a root of 300 x 100: margins of 50
    // and 150 across, 20 and 20 down. The root then grows to 600 wide (300 more) and shrinks
    // to 50 high (50 less); each flexible portion takes its share of the difference, in
    // proportion to its length (UIView.autoresizingMask: "distribute the size difference
    // proportionally among the flexible portions").
    func testEachMaskSharesTheSuperviewsChangeAmongItsFlexiblePortions() {
        let rows: [(View.AutoresizingMask, CGRect, line: UInt)] = [
            // None flexible: the margin after the view takes the difference.
            ([], CGRect(x: 50, y: 20, width: 100, height: 60), #line),
            ([.flexibleLeftMargin], CGRect(x: 350, y: 20, width: 100, height: 60), #line),
            ([.flexibleWidth], CGRect(x: 50, y: 20, width: 400, height: 60), #line),
            ([.flexibleRightMargin], CGRect(x: 50, y: 20, width: 100, height: 60), #line),
            ([.flexibleTopMargin], CGRect(x: 50, y: -30, width: 100, height: 60), #line),
            ([.flexibleHeight], CGRect(x: 50, y: 20, width: 100, height: 10), #line),
            ([.flexibleBottomMargin], CGRect(x: 50, y: 20, width: 100, height: 60), #line),
            // 50 + 100 flexible across: 300 * 50 / 150 = 100 to the margin, 200 to the width;
            // 20 + 60 down: -50 * 20 / 80 = -12.5 to the margin, -37.5 to the height.
            (
                [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight],
                CGRect(x: 150, y: 7.5, width: 300, height: 22.5), #line
            ),
            // Both margins: 300 * 50 / 200 = 75 more on the left; -50 * 20 / 40 = -25 on top.
            (
                [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
                CGRect(x: 125, y: -5, width: 100, height: 60), #line
            ),
            // Size and the far margin: 300 * 100 / 250 = 120 more wide; -37.5 high.
            (
                [.flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin],
                CGRect(x: 50, y: 20, width: 220, height: 22.5), #line
            ),
            // All three: every portion scales with the superview, x 2 across and x 0.5 down.
            (
                [
                    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
                    .flexibleHeight,
                    .flexibleBottomMargin,
                ],
                CGRect(x: 100, y: 10, width: 200, height: 30), #line
            ),
        ]
        for (mask, resized, line) in rows {
            let root = RuntimeFixtures.root(width: 300, height: 100)
            let child = autoresizing(CGRect(x: 50, y: 20, width: 100, height: 60), mask, in: root)
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 60), line: line)
            resize(root, width: 600, height: 50)
            XCTAssertEqual(child.frame, resized, "\(mask.names)", line: line)
            XCTAssertFalse(child.hasAmbiguousLayout, line: line)
            // Back to the size the frame was set for: the frame as set.
            resize(root, width: 300, height: 100)
            XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 60), line: line)
        }
    }

    func testFlexibleConstraintsRelateTheFrameToTheSuperviewsSize() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        let child = View(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        child.accessibilityIdentifier = "child"
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        root.addSubview(child)
        root.layoutIfNeeded()
        let horizontal = child.constraintsAffectingLayout(for: .horizontal).filter { $0.firstItem === child }
        XCTAssertEqual(
            horizontal.map(\.description),
            [
                "child.left == root.width * 0.3333333333333333 - 50 @1000 (autoresizing-left)",
                "child.width == root.width * 0.6666666666666666 - 100 @1000 (autoresizing-width)",
            ])
    }

    func testNestedAutoresizingViewsFollowEachOther() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        let outer = autoresizing(
            CGRect(x: 0, y: 0, width: 300, height: 100), [.flexibleWidth, .flexibleHeight], in: root)
        let inner = autoresizing(
            CGRect(x: 50, y: 20, width: 100, height: 60),
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight],
            in: outer)
        resize(root, width: 600, height: 50)
        XCTAssertEqual(outer.frame, CGRect(x: 0, y: 0, width: 600, height: 50))
        // In the outer view, 300 wider and 50 lower: margins of 50 and 150 share 300 as 75 and
        // 225; the height alone takes -50.
        XCTAssertEqual(inner.frame, CGRect(x: 125, y: 20, width: 100, height: 10))
    }

    func testFlexibleMarginIsMeasuredInTheSuperviewsBounds() {
        let (root, container) = constrainedContainer(inset: 10)
        root.layoutIfNeeded()
        // Added once the container is 280 x 80: the frame is kept against that size.
        let child = autoresizing(
            CGRect(x: 20, y: 10, width: 100, height: 40), [.flexibleLeftMargin, .flexibleTopMargin],
            in: container)
        let marker = RuntimeFixtures.constrained(View(), in: root, name: "marker")
        RuntimeFixtures.place(marker, leading: child.leadingAnchor, top: child.topAnchor, width: 1, height: 1)
        resize(root, width: 600, height: 120)
        // The container is 580 x 100: 300 more to the left margin, 20 more to the top one.
        XCTAssertEqual(child.frame, CGRect(x: 320, y: 30, width: 100, height: 40))
        XCTAssertEqual(marker.frame, CGRect(x: 330, y: 40, width: 1, height: 1))
    }

    func testFlexibleWidthAddedToASuperviewNotYetLaidOutGrowsByItsWholeWidth() {
        // The frame is kept against the superview's size when the view was added: zero here,
        // so the right margin was -120 and the width takes all of the container's 300.
        let (root, container) = constrainedContainer(inset: 0)
        let child = autoresizing(
            CGRect(x: 20, y: 10, width: 100, height: 40), [.flexibleWidth], in: container)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 400, height: 40))
    }

    func testAutoresizingIsNotMirroredRightToLeft() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        root.interfaceLayoutDirection = .rightToLeft
        let child = autoresizing(
            CGRect(x: 50, y: 20, width: 100, height: 60), [.flexibleLeftMargin], in: root)
        resize(root, width: 600, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 350, y: 20, width: 100, height: 60))
    }

    func testFlexiblePortionsOfZeroLengthShareTheChangeEqually() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        let child = autoresizing(
            CGRect(x: 0, y: 0, width: 0, height: 100), [.flexibleLeftMargin, .flexibleWidth], in: root)
        resize(root, width: 600, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    func testRootKeepsItsFrameWhateverItsMask() {
        let root = View(frame: CGRect(x: 5, y: 6, width: 300, height: 400))
        root.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame, CGRect(x: 5, y: 6, width: 300, height: 400))
    }
}
