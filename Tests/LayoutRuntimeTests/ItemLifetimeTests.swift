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

    /// The last pass's issues name a constraint the runtime made for a view that went away
    /// since; describing them reads nil for it.
    func testIssuesOfTheLastPassAfterTheirViewWentAway() {
        let root = RuntimeFixtures.root()
        weak var gone: View?
        do {
            let sub = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            sub.accessibilityIdentifier = "sub"
            root.addSubview(sub)
            // Conflicts with the autoresizing width of 100.
            sub.widthAnchor.constraint(equalToConstant: 50).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutIssues.count, 1)
            sub.removeFromSuperview()
            gone = sub
        }
        XCTAssertNil(gone)
        let text = root.layoutIssues.map(\.description).joined()
        XCTAssertTrue(text.contains("nil.width"), text)
    }

    /// A list of the runtime's constraints kept after the view they place went away.
    func testConstraintsOfALayoutKeptAfterTheirViewWentAway() {
        let root = RuntimeFixtures.root()
        let kept: [LayoutConstraint]
        do {
            let sub = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            root.addSubview(sub)
            kept = root.constraintsOfLastLayout
            sub.removeFromSuperview()
        }
        root.layoutIfNeeded()
        XCTAssertTrue(kept.map(\.description).joined().contains("nil.left"))
    }

    /// A constraint that removing its view deactivated, still named by the last pass's issue.
    func testAnIssueNamingAConstraintTheRuntimeDeactivated() {
        let root = RuntimeFixtures.root()
        do {
            let sub = View()
            sub.translatesAutoresizingMaskIntoConstraints = false
            sub.accessibilityIdentifier = "sub"
            root.addSubview(sub)
            sub.widthAnchor.constraint(equalToConstant: 100).isActive = true
            sub.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutIssues.count, 1)
            sub.removeFromSuperview()
        }
        let text = root.layoutIssues.map(\.description).joined()
        XCTAssertTrue(text.contains("nil.width"), text)
    }

    /// An inactive constraint kept after its item went away reads nil, and activating it does
    /// nothing.
    func testAnInactiveConstraintForgetsItsItem() {
        let constraint: LayoutConstraint
        do {
            let view = View()
            constraint = view.widthAnchor.constraint(equalToConstant: 10)
        }
        XCTAssertNil(constraint.firstItem)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
    }

    /// A constraint that names one item twice (an aspect ratio) forgets it once for both.
    func testAConstraintOnOneItemTwiceForgetsIt() {
        let square: LayoutConstraint
        let other: LayoutConstraint
        let survivor = View()
        do {
            let view = View()
            square = view.widthAnchor.constraint(equalTo: view.heightAnchor)
            other = view.widthAnchor.constraint(equalTo: survivor.widthAnchor)
            LayoutConstraint.activate([square, other])
        }
        XCTAssertNil(square.firstItem)
        XCTAssertNil(square.secondItem)
        XCTAssertNil(other.firstItem)
        XCTAssertTrue(other.secondItem === survivor)
    }

    /// Many constraints on one item, freed in another order than they were made: each one's
    /// place in the item's list follows the others' removals.
    func testConstraintsFreedOutOfOrderLeaveTheRestNamed() {
        let view = View()
        var constraints = (0..<20).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        for index in [3, 0, 18, 7, 7, 2, 10] where index < constraints.count { constraints.remove(at: index) }
        weak var gone: View?
        do {
            let late = View()
            constraints.append(late.widthAnchor.constraint(equalTo: view.widthAnchor))
            gone = late
        }
        XCTAssertNil(gone)
        XCTAssertNil(constraints.last!.firstItem)
        XCTAssertTrue(constraints.last!.secondItem === view)
        for constraint in constraints.dropLast() { XCTAssertTrue(constraint.firstItem === view) }
    }

    final class Foreign: LayoutItem {}

    /// An item of another type adopting LayoutItem is held weakly: removing a view whose active
    /// constraint names it after it went away, and deactivating that constraint, read nil.
    func testAForeignItemThatWentAwayReadsNil() {
        let root = RuntimeFixtures.root()
        let view = View()
        root.addSubview(view)
        let constraint: LayoutConstraint
        do {
            let foreign = Foreign()
            constraint = view.leadingAnchor.constraint(equalTo: foreign.leadingAnchor)
            constraint.isActive = true
        }
        XCTAssertNil(constraint.secondItem)
        view.removeFromSuperview()
        XCTAssertTrue(constraint.isActive)
        constraint.isActive = false
        XCTAssertFalse(constraint.isActive)
    }

    /// A custom view's deinit runs before View's, while what points back at the view still
    /// does: deactivating its constraints, taking its subviews out and describing a
    /// constraint that names it work there.
    func testACustomViewsDeinitCanUndoWhatItSetUp() {
        weak var gone: View?
        let child = View()
        let other = View()
        do {
            let view = SelfCleaningView()
            view.own = [view.widthAnchor.constraint(equalToConstant: 10)]
            LayoutConstraint.activate(view.own)
            view.addSubview(child)
            view.watched = view.widthAnchor.constraint(equalTo: other.widthAnchor)
            gone = view
        }
        XCTAssertNil(gone)
        XCTAssertNil(child.superview)
    }
}

/// A custom view that, as it goes away, deactivates what it activated, takes its subviews out
/// and describes a constraint that names it.
private final class SelfCleaningView: View {
    var own: [LayoutConstraint] = []
    var watched: LayoutConstraint?

    deinit {
        LayoutConstraint.deactivate(own)
        for subview in subviews { subview.removeFromSuperview() }
        _ = watched?.description
    }
}
