import XCTest

@testable import LayoutRuntime

final class HierarchyTests: XCTestCase {
    func testConstraintsAreInstalledOnTheNearestCommonAncestorInActivationOrder() {
        let root = RuntimeFixtures.root()
        let container = RuntimeFixtures.constrained(View(), in: root, name: "container")
        let (a, b) = RuntimeFixtures.views("a", "b", in: container)
        let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let toRoot = b.topAnchor.constraint(equalTo: root.topAnchor)
        let alsoBetween = a.topAnchor.constraint(equalTo: b.topAnchor)
        LayoutConstraint.activate([between, own, toRoot, alsoBetween])
        XCTAssertEqual(container.constraints, [between, alsoBetween])
        XCTAssertEqual(a.constraints, [own])
        XCTAssertEqual(root.constraints, [toRoot])
        between.isActive = false
        XCTAssertEqual(container.constraints, [alsoBetween])
    }

    func testRemoveFromSuperviewDeactivatesConstraintsCrossingTheSubtree() {
        let root = RuntimeFixtures.root()
        let container = RuntimeFixtures.constrained(View(), in: root, name: "container")
        let child = RuntimeFixtures.constrained(View(), in: container, name: "child")
        let guide = LayoutGuide(identifier: "guide")
        child.addLayoutGuide(guide)
        let inside = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let guideInside = guide.topAnchor.constraint(equalTo: container.topAnchor)
        let containerToRoot = container.topAnchor.constraint(equalTo: root.topAnchor)
        let childToRoot = child.widthAnchor.constraint(equalTo: root.widthAnchor)
        let guideToRoot = guide.heightAnchor.constraint(equalTo: root.heightAnchor)
        LayoutConstraint.activate([inside, guideInside, containerToRoot, childToRoot, guideToRoot])
        root.layoutIfNeeded()

        container.removeFromSuperview()
        XCTAssertNil(container.superview)
        XCTAssertEqual(root.subviews, [])
        XCTAssertTrue(inside.isActive)
        XCTAssertTrue(guideInside.isActive)
        XCTAssertFalse(containerToRoot.isActive)
        XCTAssertFalse(childToRoot.isActive)
        XCTAssertFalse(guideToRoot.isActive)
        XCTAssertEqual(root.constraints, [])
        XCTAssertEqual(container.constraints, [inside, guideInside])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testAddSubviewMovesAViewAndDropsItsOldConstraints() {
        let root = RuntimeFixtures.root()
        let (first, second) = RuntimeFixtures.views("first", "second", in: root)
        let child = RuntimeFixtures.constrained(View(), in: first, name: "child")
        let old = child.leadingAnchor.constraint(equalTo: first.leadingAnchor)
        old.isActive = true
        second.addSubview(child)
        XCTAssertTrue(child.superview === second)
        XCTAssertEqual(first.subviews, [])
        XCTAssertEqual(second.subviews, [child])
        XCTAssertFalse(old.isActive)
    }

    func testAddingACurrentSubviewBringsItToTheFront() {
        let root = RuntimeFixtures.root()
        let back = View()
        let front = View()
        root.addSubview(back)
        root.addSubview(front)
        let pin = back.topAnchor.constraint(equalTo: root.topAnchor)
        pin.isActive = true
        root.addSubview(back)
        XCTAssertEqual(root.subviews, [front, back])
        XCTAssertTrue(pin.isActive, "Reordering is not a removal.")
    }

    /// UIKit's `insertSubview(_:belowSubview:)`: just behind the sibling, on top of all when the
    /// view named is no subview; a current subview moves without losing its constraints.
    func testInsertingBelowASubviewPutsTheViewJustBehindIt() {
        let root = RuntimeFixtures.root()
        let (first, last) = (View(), View())
        root.addSubview(first)
        root.addSubview(last)
        let middle = View()
        root.insertSubview(middle, belowSubview: last)
        XCTAssertEqual(root.subviews, [first, middle, last])
        XCTAssertTrue(middle.superview === root)
        let pin = first.topAnchor.constraint(equalTo: root.topAnchor)
        pin.isActive = true
        root.insertSubview(first, belowSubview: last)
        XCTAssertEqual(root.subviews, [middle, first, last])
        XCTAssertTrue(pin.isActive, "Reordering is not a removal.")
        let stranger = View()
        root.insertSubview(last, belowSubview: stranger)
        XCTAssertEqual(root.subviews, [middle, first, last])
    }

    func testRemovedSubtreeLaysOutAsItsOwnRoot() {
        let root = RuntimeFixtures.root()
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
        root.addSubview(card)
        let inner = RuntimeFixtures.constrained(View(), in: card, name: "inner")
        RuntimeFixtures.pinEdges(of: inner, to: card, inset: 5)
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 90, height: 70))
        card.removeFromSuperview()
        card.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        card.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 50, height: 30))
        XCTAssertTrue(card.engine != nil && root.engine != nil && card.engine !== root.engine)
    }

    func testRemovingALayoutGuideDeactivatesItsConstraints() {
        let root = RuntimeFixtures.root()
        let guide = LayoutGuide(identifier: "column")
        root.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === root)
        let width = guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        LayoutConstraint.activate([
            width, guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 0, width: 200, height: 5))
        root.removeLayoutGuide(guide)
        XCTAssertNil(guide.owningView)
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(root.layoutGuides, [])
    }

    func testALaidOutHierarchyIsFreedWithItsLastReference() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = RuntimeFixtures.root()
            let scroll = RuntimeFixtures.constrained(ScrollView(), in: root, name: "scroll")
            RuntimeFixtures.pinEdges(of: scroll, to: root)
            let child = RuntimeFixtures.constrained(Label(), in: scroll, name: "child")
            RuntimeFixtures.pinEdges(of: child, to: scroll)
            root.layoutIfNeeded()
            _ = child.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            XCTAssertFalse(child.hasAmbiguousLayout)
            weakRoot = root
            weakChild = child
            weakConstraint = root.constraints.first
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
        XCTAssertNil(weakConstraint)
    }

    func testBoundsStartAtZeroForAPlainView() {
        let view = View(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
    }
}
