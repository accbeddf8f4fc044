import XCTest

@testable import LayoutRuntime

final class AnchorTests: XCTestCase {
    private var root: View!
    private var child: View!

    override func setUp() {
        root = RuntimeFixtures.root(width: 400, height: 300)
        child = RuntimeFixtures.constrained(View(), in: root, name: "child")
    }

    func testLeadingTrailingTopBottomInsetAView() {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 30, width: 370, height: 230))
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testLeftAndRightAnchorsActLikeLeadingAndTrailing() {
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            child.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -5),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 0, width: 390, height: 10))
    }

    func testCenterAnchorsCenterAView() {
        LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Centre (200, 160): left 200 - 50, top 160 - 25.
        XCTAssertEqual(child.frame, CGRect(x: 150, y: 135, width: 100, height: 50))
    }

    func testDimensionMultiplierAndConstant() {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 210, height: 52.5))
    }

    func testInequalityAnchorsBoundAWeakerConstraint() {
        let wantsWide = child.widthAnchor.constraint(equalToConstant: 300)
        wantsWide.priority = 500
        let wantsLeft = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        wantsLeft.priority = 500
        LayoutConstraint.activate([
            wantsWide, wantsLeft,
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30),
            child.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: -5),
            child.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: -5),
            child.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 0.1),
            child.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 30, y: -5, width: 120, height: 30))
    }

    func testSystemSpacingIsEightPoints() {
        let sibling = RuntimeFixtures.constrained(View(), in: root, name: "sibling")
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
            sibling.leadingAnchor.constraint(equalToSystemSpacingAfter: child.trailingAnchor, multiplier: 2),
            sibling.topAnchor.constraint(equalToSystemSpacingBelow: child.bottomAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 10),
            sibling.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(sibling.frame.origin, CGPoint(x: 26, y: 18))
    }

    func testChangingAConstantMovesTheViewIncrementally() {
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 10)
        top.constant = 50
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 50)
        let engine = RuntimeFixtures.engine(of: root)
        XCTAssertEqual(engine.lastOperationCount, 1, "Only the changed constant goes to the solver.")
        XCTAssertEqual(engine.rebuildCount, 0)
    }

    func testChangingAPriorityRelaysOut() {
        let narrow = child.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = 300
        let wide = child.widthAnchor.constraint(equalToConstant: 90)
        wide.priority = 400
        LayoutConstraint.activate([narrow, wide])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 90)
        narrow.priority = 500
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 10)
    }

    /// The frame of a 20 x 20 dot in a container at `frame` in the root (placed by its frame),
    /// once the constraints `placement` makes from the container and the dot are laid out.
    private func frameOfDot(
        inContainerAt frame: CGRect,
        placedBy placement: (_ container: View, _ dot: View) -> [LayoutConstraint]
    ) -> CGRect {
        let container = View(frame: frame)
        root.addSubview(container)
        let dot = RuntimeFixtures.constrained(View(), in: container, name: "dot")
        LayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
        ])
        LayoutConstraint.activate(placement(container, dot))
        root.layoutIfNeeded()
        return dot.frame
    }

    func testPositionMultiplierIsMeasuredInTheCommonAncestorsBounds() {
        let dotFrame = frameOfDot(inContainerAt: CGRect(x: 100, y: 0, width: 200, height: 100)) {
            container, dot in
            [
                // UIKit: a quarter of the way across the container.
                LayoutConstraint(
                    item: dot, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                    multiplier: 0.5, constant: 0),
                dot.topAnchor.constraint(equalTo: container.topAnchor),
            ]
        }
        XCTAssertEqual(dotFrame, CGRect(x: 40, y: 0, width: 20, height: 20))
    }

    func testPositionWithoutSecondItemIsInTheSuperviewsCoordinates() {
        let dotFrame = frameOfDot(inContainerAt: CGRect(x: 100, y: 50, width: 200, height: 100)) { _, dot in
            // Its left edge at 20 and its centre at 30, each from the container's origin.
            let positions: [(LayoutAttribute, CGFloat)] = [(.left, 20), (.centerY, 30)]
            return positions.map { attribute, position in
                LayoutConstraint(
                    item: dot, attribute: attribute, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute,
                    multiplier: 1, constant: position)
            }
        }
        XCTAssertEqual(dotFrame, CGRect(x: 20, y: 20, width: 20, height: 20))
    }

    func testUIKitInitializerMatchesTheAnchors() {
        let made = LayoutConstraint(
            item: child, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .height,
            multiplier: 0.5, constant: 3)
        XCTAssertTrue(made.firstItem === child)
        XCTAssertTrue(made.secondItem === root)
        XCTAssertEqual(made.firstAttribute, .width)
        XCTAssertEqual(made.secondAttribute, .height)
        XCTAssertEqual(made.relation, .greaterThanOrEqual)
        XCTAssertEqual(made.multiplier, 0.5)
        XCTAssertEqual(made.constant, 3)
        XCTAssertEqual(made.priority, .required)
        XCTAssertEqual(made.origin, .user)
        XCTAssertFalse(made.isActive, "A new constraint is inactive, as in UIKit.")
        let fromAnchor = child.widthAnchor.constraint(equalToConstant: 5)
        XCTAssertNil(fromAnchor.secondItem)
        XCTAssertEqual(fromAnchor.secondAttribute, .notAnAttribute)
    }

    func testPriorityIsClampedIntoTheSolversRange() {
        let low = child.widthAnchor.constraint(equalToConstant: 100)
        low.priority = 0
        let high = child.heightAnchor.constraint(equalToConstant: 40)
        high.priority = 5000
        let other = child.heightAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([low, high, other])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 100, "Priority 0 acts as 1, still a wish.")
        XCTAssertEqual(child.frame.height, 40, "Priority 5000 acts as required: the later 60 breaks.")
        XCTAssertEqual(root.layoutIssues.count, 1)
        XCTAssertEqual(LayoutPriority.defaultHigh + 1, LayoutPriority(751))
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
    }
}
