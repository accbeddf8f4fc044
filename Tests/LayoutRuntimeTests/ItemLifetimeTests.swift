import XCTest

@testable import LayoutRuntime

/// What points back at a view or guide (a subview's superview, a guide's owning view, a
/// constraint's items and the view it is installed on) does not keep it alive, and reads nil
/// once it is gone, as UIKit's views and constraints do.
final class ItemLifetimeTests: XCTestCase {
    func testASubviewOutlivingItsSuperviewHasNoSuperview() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
        }
        XCTAssertNil(child.superview)
        // The subview is a root now: it lays out alone.
        child.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    func testGuidesOutlivingTheirViewHaveNoOwningView() {
        let added = LayoutGuide(identifier: "column")
        let content: LayoutGuide
        let frame: LayoutGuide
        let safeArea: LayoutGuide
        let margins: LayoutGuide
        let spanner: LayoutGuide
        do {
            let scroll = ScrollView()
            scroll.addLayoutGuide(added)
            (content, frame) = (scroll.contentLayoutGuide, scroll.frameLayoutGuide)
            (safeArea, margins) = (scroll.safeAreaLayoutGuide, scroll.layoutMarginsGuide)
            let stack = StackView(arrangedSubviews: [View(), View()])
            stack.alignment = .center
            guard let made = stack.stackGuides.spanner else { return XCTFail("no spanning guide") }
            spanner = made
            for guide in [added, content, frame, safeArea, margins] {
                XCTAssertTrue(guide.owningView === scroll)
            }
            XCTAssertTrue(spanner.owningView === stack)
        }
        for guide in [added, content, frame, safeArea, margins, spanner] {
            XCTAssertNil(guide.owningView, guide.identifier)
            XCTAssertEqual(guide.ambiguousAttributes, [], guide.identifier)
        }
    }

    func testAnActiveConstraintForgetsAnItemThatWentAway() {
        let survivor = RuntimeFixtures.root(name: "survivor")
        let orphan: LayoutConstraint
        let guideConstraint: LayoutConstraint
        do {
            let other = RuntimeFixtures.root(name: "other")
            orphan = survivor.leadingAnchor.constraint(equalTo: other.leadingAnchor)
            let guide = LayoutGuide(identifier: "guide")
            guideConstraint = survivor.topAnchor.constraint(equalTo: guide.topAnchor)
            LayoutConstraint.activate([orphan, guideConstraint])
            XCTAssertTrue(orphan.secondItem === other)
        }
        XCTAssertTrue(orphan.firstItem === survivor)
        XCTAssertNil(orphan.secondItem)
        XCTAssertNil(guideConstraint.secondItem)
        XCTAssertTrue(orphan.isActive)
        survivor.layoutIfNeeded()
        XCTAssertEqual(
            survivor.layoutIssues, [.noCommonAncestor(orphan), .noCommonAncestor(guideConstraint)])
        XCTAssertEqual(orphan.description, "survivor.leading == nil.leading @1000")
        orphan.isActive = false
        guideConstraint.isActive = false
        survivor.layoutIfNeeded()
        XCTAssertEqual(survivor.layoutIssues, [])
    }

    func testAConstraintWhoseInstallingViewWentAwayStillDeactivates() {
        let a = View()
        let b = View()
        let between: LayoutConstraint
        do {
            let container = View()
            container.addSubview(a)
            container.addSubview(b)
            between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
            between.isActive = true
            XCTAssertEqual(container.constraints, [between])
        }
        XCTAssertNil(a.superview)
        XCTAssertTrue(between.isActive)
        between.isActive = false
        XCTAssertFalse(between.isActive)
        // Both are roots now, so activating it again finds no common ancestor.
        between.isActive = true
        a.layoutIfNeeded()
        XCTAssertEqual(a.layoutIssues, [.noCommonAncestor(between)])
    }

    /// A view that outlived its superview and moved into another hierarchy is placed there;
    /// the engine that laid it out before still holds what it made for it.
    func testAViewMovedFromASuperviewThatWentAwayIsPlacedInItsNewOne() {
        let root = RuntimeFixtures.root()
        let moved = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        do {
            let old = View(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
            root.addSubview(old)
            old.addSubview(moved)
            root.layoutIfNeeded()
            XCTAssertEqual(moved.frame, CGRect(x: 5, y: 6, width: 70, height: 80))
            old.removeFromSuperview()
        }
        XCTAssertNil(moved.superview)
        let new = View(frame: CGRect(x: 10, y: 20, width: 200, height: 150))
        root.addSubview(new)
        new.addSubview(moved)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertEqual(moved.frame, CGRect(x: 5, y: 6, width: 70, height: 80))
        XCTAssertEqual(new.frame, CGRect(x: 10, y: 20, width: 200, height: 150))
    }
}
