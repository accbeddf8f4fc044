import XCTest

@testable import LayoutRuntime

/// `View.exerciseAmbiguityInLayout()`: another layout that satisfies the constraints as well.
final class ExerciseAmbiguityTests: XCTestCase {
    /// A box pinned at its top and sides, with no height, and a view 8 points below it: the
    /// box's height is free, so the other layout makes it 100 points taller and the view below
    /// follows it down by 100.
    func testTheFreeHeightMovesAndTheViewsBelowFollow() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        let below = View()
        for view in [box, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        RuntimeFixtures.place(
            below, leading: root.leadingAnchor, top: box.bottomAnchor, dy: 8, width: 50, height: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(box.ambiguousAttributes, [.height])
        let height = box.frame.size.height  // as solved; `frame.height` would standardize it
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 20, width: 320, height: height))
        XCTAssertEqual(below.frame, CGRect(x: 0, y: 28 + height, width: 50, height: 50))

        XCTAssertTrue(box.exerciseAmbiguityInLayout())
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 20, width: 320, height: height + 100))
        XCTAssertEqual(below.frame, CGRect(x: 0, y: 128 + height, width: 50, height: 50))

        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(
            box.frame, CGRect(x: 0, y: 20, width: 320, height: height),
            "a layout pass writes the solved layout")
        XCTAssertEqual(below.frame, CGRect(x: 0, y: 28 + height, width: 50, height: 50))
    }

    /// A height that may not grow (`<= 30`) moves down instead, as far as `>= 10` allows.
    func testAHeightThatCannotGrowMovesTheOtherWay() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        root.layoutIfNeeded()
        let solved = box.frame.size.height
        XCTAssertTrue([10, 30].contains(solved), "a vertex of [10, 30]: \(solved)")
        XCTAssertTrue(box.exerciseAmbiguityInLayout())
        XCTAssertEqual(box.frame.size.height, solved == 10 ? 30 : 10)
    }

    func testADeterminedViewDoesNotMove() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        RuntimeFixtures.place(
            box, leading: root.leadingAnchor, dx: 10, top: root.topAnchor, dy: 10, width: 40,
            height: 40)
        root.layoutIfNeeded()
        XCTAssertFalse(box.exerciseAmbiguityInLayout())
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 40, height: 40))
    }
}
