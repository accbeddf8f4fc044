import XCTest

@testable import LayoutRuntime

final class AmbiguityTests: XCTestCase {
    func testFullyConstrainedViewIsNotAmbiguous() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        RuntimeFixtures.pinEdges(of: child, to: root, inset: 8)
        XCTAssertFalse(child.hasAmbiguousLayout)
        XCTAssertEqual(child.ambiguousAttributes, [])
    }

    func testMissingConstraintsLeaveTheirAttributesAmbiguous() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertTrue(child.hasAmbiguousLayout)
        XCTAssertEqual(child.ambiguousAttributes, [.top, .height])
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        XCTAssertEqual(child.ambiguousAttributes, [.height], "Asking lays out again after a change.")
    }

    func testTieBetweenEqualPrioritiesIsAmbiguous() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 500
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 500
        LayoutConstraint.activate([
            narrow, wide, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        XCTAssertEqual(child.ambiguousAttributes, [.width])
        wide.priority = 501
        XCTAssertEqual(child.ambiguousAttributes, [])
        XCTAssertEqual(child.frame.width, 200)
    }

    func testContentHeightIsAmbiguousWithTheGreaterOrEqualBottomTip() {
        // The blog's tip: a >= bottom pin lets the content view be taller than its content,
        // and nothing then says how much taller.
        let root = RuntimeFixtures.root(width: 320, height: 480)
        let (scroll, content) = RuntimeFixtures.scrollingPage(in: root)
        let box = RuntimeFixtures.constrained(View(), in: content, name: "box")
        let bottom = content.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 10)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 100),
            bottom,
        ])
        XCTAssertEqual(content.ambiguousAttributes, [.height])
        XCTAssertEqual(scroll.contentLayoutGuide.ambiguousAttributes, [.height])
        XCTAssertFalse(box.hasAmbiguousLayout)

        bottom.isActive = false
        content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10).isActive = true
        XCTAssertEqual(content.ambiguousAttributes, [])
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 120))
    }

    /// Two views in a root: a's leading, top and width set; b's width follows a's, its
    /// height is 3; nothing is active yet.
    func makeTwoViews() -> (
        root: View, a: View, b: View,
        ties: (
            aLeading: LayoutConstraint, aWidth: LayoutConstraint, bWidth: LayoutConstraint,
            aTop: LayoutConstraint, bHeight: LayoutConstraint
        )
    ) {
        let root = RuntimeFixtures.root()
        let (a, b) = RuntimeFixtures.views("a", "b", in: root)
        return (
            root, a, b,
            (
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 10),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.heightAnchor.constraint(equalToConstant: 3)
            )
        )
    }

    func testConstraintsAffectingLayoutFollowTheConnectedComponent() {
        let (root, a, b, ties) = makeTwoViews()
        // The root holds the layout; the views hold it only weakly.
        defer { withExtendedLifetime(root) {} }
        let (aLeading, aWidth, bWidth, aTop, bHeight) = ties
        LayoutConstraint.activate([aLeading, aWidth, bWidth, aTop, bHeight])
        // b's width ties to a's width and no further: b's left is free.
        XCTAssertEqual(b.constraintsAffectingLayout(for: .horizontal), [bWidth, aWidth])
        // a's left ties to the root's left; the root's width takes no part.
        XCTAssertEqual(
            a.constraintsAffectingLayout(for: .horizontal).map(\.description),
            [
                "root.left == 0 @1000 (rootFrame-left)", "a.leading == root.leading @1000",
                "b.width == a.width @1000", "a.width == 10 @1000",
            ])
        XCTAssertEqual(b.constraintsAffectingLayout(for: .vertical), [bHeight])
        a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2).isActive = true
        XCTAssertTrue(
            a.constraintsAffectingLayout(for: .vertical).contains(aWidth), "An aspect ratio ties the axes.")
    }

    func testNarrowedQueryKeepsTheComponentsMembersInItsOrder() {
        let (root, a, b, ties) = makeTwoViews()
        defer { withExtendedLifetime(root) {} }
        let bLeading = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4)
        let all = [ties.bHeight, ties.aTop, bLeading, ties.bWidth, ties.aWidth, ties.aLeading]
        LayoutConstraint.activate(all)
        let inactive = b.topAnchor.constraint(equalTo: root.topAnchor)
        for view in [a, b] {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let whole = view.constraintsAffectingLayout(for: axis)
                XCTAssertEqual(
                    view.constraintsAffectingLayout(for: axis, among: all + [inactive]),
                    whole.filter { constraint in all.contains { $0 === constraint } },
                    "\(view) \(axis)")
            }
        }
        // b's height and its free top are a group of their own.
        XCTAssertEqual(b.constraintsAffectingLayout(for: .vertical, among: all), [ties.bHeight])
    }
}
