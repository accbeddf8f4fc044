import XCTest

@testable import LayoutRuntime

final class LayoutIssueTests: XCTestCase {
    private func named(_ constraint: LayoutConstraint, _ identifier: String) -> LayoutConstraint {
        constraint.identifier = identifier
        return constraint
    }

    func testUnsatisfiableReportNamesTheMinimalSetAndLayoutGoesOn() {
        let root = RuntimeFixtures.root(width: 300, height: 300)
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        let narrow = named(child.widthAnchor.constraint(equalToConstant: 100), "narrow")
        let wide = named(child.widthAnchor.constraint(equalToConstant: 200), "wide")
        LayoutConstraint.activate([
            named(child.leadingAnchor.constraint(equalTo: root.leadingAnchor), "leading"),
            narrow,
            named(child.topAnchor.constraint(equalTo: root.topAnchor), "top"),
            wide,
            named(child.heightAnchor.constraint(equalToConstant: 50), "height"),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [.unsatisfiable(conflicting: [narrow, wide], broken: wide)])
        XCTAssertEqual(
            child.frame, CGRect(x: 0, y: 0, width: 100, height: 50), "Layout goes on without 'wide'.")
        XCTAssertTrue(wide.isActive, "Breaking a constraint does not deactivate it.")
        let report = root.layoutIssues[0].description
        XCTAssertTrue(report.contains("child.width == 100 @1000 (narrow)"), report)
        XCTAssertTrue(
            report.hasSuffix(
                "Will attempt to recover by breaking constraint\n    child.width == 200 @1000 (wide)"), report
        )
    }

    func testMinimalSetLeavesOutConstraintsThatDoNotConflict() {
        let root = RuntimeFixtures.root(width: 300, height: 300)
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        LayoutConstraint.activate([
            named(child.leadingAnchor.constraint(equalTo: root.leadingAnchor), "leading"),
            named(child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50), "trailing"),
            named(child.topAnchor.constraint(equalTo: root.topAnchor), "top"),
            named(child.heightAnchor.constraint(equalToConstant: 50), "height"),
            named(child.widthAnchor.constraint(equalToConstant: 100), "width"),
        ])
        root.layoutIfNeeded()
        guard case .unsatisfiable(let conflicting, let broken)? = root.layoutIssues.first else {
            return XCTFail("Expected a conflict, got \(root.layoutIssues)")
        }
        // 0 + 100 != 300 - 50 needs the root's width, both pins and the width; not top or height.
        XCTAssertEqual(conflicting.map(\.identifier), ["rootFrame-width", "leading", "trailing", "width"])
        XCTAssertEqual(broken.identifier, "width")
        XCTAssertEqual(conflicting[0].origin, .rootFrame)
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 250, height: 50))
    }

    func testResolvingAConflictClearsTheIssue() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 100), wide])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues.count, 1)
        wide.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertEqual(child.frame.width, 100)
    }

    func testConstantChangeThatConflictsBreaksTheSameConstraintAsAFreshLayout() {
        func scene() -> (View, View, LayoutConstraint) {
            let root = RuntimeFixtures.root(width: 300, height: 300)
            let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
            let width = child.widthAnchor.constraint(equalToConstant: 100)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                width,
            ])
            return (root, child, width)
        }
        let (root, child, width) = scene()
        root.layoutIfNeeded()
        width.constant = 400
        root.layoutIfNeeded()
        let (freshRoot, freshChild, freshWidth) = scene()
        freshWidth.constant = 400
        freshRoot.layoutIfNeeded()
        XCTAssertEqual(child.frame, freshChild.frame)
        XCTAssertEqual(child.frame.width, 300)
        XCTAssertEqual(root.layoutIssues.count, 1)
        guard case .unsatisfiable(_, let broken)? = root.layoutIssues.first else { return XCTFail() }
        XCTAssertTrue(broken === width)
    }

    func testNoCommonAncestorIsReportedWithoutCrashing() {
        let first = RuntimeFixtures.root(name: "first")
        let second = RuntimeFixtures.root(name: "second")
        let orphan = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
        orphan.isActive = true
        XCTAssertTrue(orphan.isActive)
        XCTAssertEqual(first.constraints, [])
        first.layoutIfNeeded()
        XCTAssertEqual(first.layoutIssues, [.noCommonAncestor(orphan)])
        second.layoutIfNeeded()
        XCTAssertEqual(second.layoutIssues, [.noCommonAncestor(orphan)])
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertTrue(first.layoutIssues[0].description.contains("no common ancestor"))
        orphan.isActive = false
        first.layoutIfNeeded()
        XCTAssertEqual(first.layoutIssues, [])
    }

    func testGuideWithoutOwningViewHasNoCommonAncestor() {
        let root = RuntimeFixtures.root()
        let loose = LayoutGuide(identifier: "loose")
        let constraint = loose.widthAnchor.constraint(equalTo: root.widthAnchor)
        constraint.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [.noCommonAncestor(constraint)])
    }

    func testActivatingBeforeAddingSubviewsStaysUninstalledLikeUIKitsException() {
        let root = RuntimeFixtures.root()
        let early = View()
        early.translatesAutoresizingMaskIntoConstraints = false
        let pin = early.topAnchor.constraint(equalTo: root.topAnchor)
        pin.isActive = true
        root.addSubview(early)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [.noCommonAncestor(pin)])
    }

    func testNonFiniteConstantConflictsOnItsOwn() {
        let root = RuntimeFixtures.root()
        let child = RuntimeFixtures.constrained(View(), in: root, name: "child")
        let broken = child.widthAnchor.constraint(equalToConstant: .infinity)
        broken.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [.unsatisfiable(conflicting: [broken], broken: broken)])
    }
}
