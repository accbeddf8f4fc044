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
}
