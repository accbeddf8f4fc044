import XCTest

@testable import LayoutRuntime

/// What UIStackView does beyond its constraints: the arranged views' autoresizing, leaving the
/// stack, a nested stack's length, the baselines a stack vends, and a stack of hidden views.
final class StackViewUIKitDetailTests: XCTestCase {
    private typealias Fixtures = StackFixtures

    func testAnArrangedViewIsPlacedByTheStackNotByItsFrame() {
        let plain = View()
        plain.accessibilityIdentifier = "plain"
        plain.explicitIntrinsicContentSize = CGSize(width: 30, height: 20)
        XCTAssertTrue(plain.translatesAutoresizingMaskIntoConstraints)
        let (root, _) = Fixtures.stack([plain])
        XCTAssertFalse(plain.translatesAutoresizingMaskIntoConstraints)
        Fixtures.assertFrame(plain, CGRect(x: 0, y: 0, width: 30, height: 20))
        Fixtures.assertDetermined(root, [plain])
    }

    func testAViewRemovedFromTheStackIsNoLongerArranged() {
        let a = Fixtures.box("a", 30, 20)
        let b = Fixtures.box("b", 40, 20)
        let (root, stack) = Fixtures.stack([a, b])
        b.removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [a])
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 30, height: 20))
        Fixtures.assertDetermined(root, [a])
    }

    func testANestedStackSharesAProportionalStackByItsFittingSize() {
        // The inner vertical stack has no intrinsic size; its compressed fitting width is its
        // view's 50. Proportions 100 : 50 of 300: 200 and 100.
        let a = Fixtures.box("a", 100, 10)
        let inner = StackView(arrangedSubviews: [Fixtures.box("inside", 50, 10)])
        inner.accessibilityIdentifier = "inner"
        inner.axis = .vertical
        let (root, _) = Fixtures.stack([a, inner], distribution: .fillProportionally, width: 300)
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 200, height: 10))
        Fixtures.assertFrame(inner, CGRect(x: 200, y: 0, width: 100, height: 10))
        Fixtures.assertDetermined(root, [a, inner])
    }

    func testAStackVendsItsFirstViewsBaseline() {
        // A 20-point label (24 high, baseline 19) and a vertical stack holding a 40-point label
        // (48 high, baseline 38), on one first baseline: the inner stack starts 19 above the
        // label, and the outer stack runs from the label's top to the inner stack's bottom, 29.
        let small = Fixtures.label("small", "Hi", fontSize: 20)
        let big = Fixtures.label("big", "Yo", fontSize: 40)
        let inner = StackView(arrangedSubviews: [big])
        inner.accessibilityIdentifier = "inner"
        inner.axis = .vertical
        let (root, outer) = Fixtures.stack([small, inner], alignment: .firstBaseline)
        Fixtures.assertFrame(inner, CGRect(x: 20, y: -19, width: 40, height: 48))
        Fixtures.assertFrame(outer, CGRect(x: 0, y: 0, width: 60, height: 29))
        XCTAssertTrue(inner.forFirstBaselineLayout === big)
        Fixtures.assertDetermined(root, [small, inner, big])
    }

    func testAStackOfHiddenViewsKeepsItsSpanningGuideAThousandthHigh() throws {
        let a = Fixtures.box("a", 30, 20)
        a.isHidden = true
        let (root, stack) = Fixtures.stack([a], alignment: .center)
        root.layoutIfNeeded()
        let spanner = try XCTUnwrap(stack.spanningGuide)
        let constraints = a.constraintsAffectingLayout(for: .vertical).filter {
            $0.identifier == "UISV-spanning-fit" && $0.firstItem === spanner && $0.firstAttribute == .height
        }
        XCTAssertEqual(constraints.map(\.constant), [0.001])
    }
}
