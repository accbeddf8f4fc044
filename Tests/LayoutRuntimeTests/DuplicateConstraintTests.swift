import XCTest

@testable import LayoutRuntime

/// Two equal constraints are two constraints, as in UIKit: the solver holds both, reports the
/// second as redundant, and the layout is the same with either alone.
final class DuplicateConstraintTests: XCTestCase {
    func testEqualRequiredConstraintsAreBothAcceptedAndEitherHolds() {
        let root = RuntimeFixtures.root(width: 400, height: 300)
        let box = RuntimeFixtures.constrained(View(), in: root, name: "box")
        let first = box.widthAnchor.constraint(equalToConstant: 120)
        let second = box.widthAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 40),
            first, second,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 120, height: 40))
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertTrue(root.redundantConstraints.contains { $0 === second })
        first.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 120, "the copy still holds")
        XCTAssertFalse(root.hasAmbiguousLayout)
    }
}
