import XCTest

@testable import LayoutRuntime

/// What UIStackView does beyond its constraints: the arranged views' autoresizing, leaving the
/// stack, a nested stack's length, the baselines a stack vends (its tallest view's, where
/// UIKit picks that one), and a stack of hidden views.
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

    /// A horizontal stack of a 20-point label (20 × 24, baseline 19) and a 40-point one
    /// (40 × 48, baseline 38) at the root's corner, and a 10-point label "Ef" (10 × 12,
    /// baseline 9.5) outside it whose `attribute` baseline is the stack's.
    private func stackAndReader(
        _ alignment: StackView.Alignment, _ attribute: LayoutAttribute, views: [View]? = nil
    )
        -> (root: View, stack: StackView, reader: Label)
    {
        let arranged =
            views ?? [
                Fixtures.label("small", "Ab", fontSize: 20), Fixtures.label("large", "Cd", fontSize: 40),
            ]
        let (root, stack) = Fixtures.stack(arranged, alignment: alignment)
        let reader = RuntimeFixtures.constrained(Label(), in: root, name: "reader")
        reader.text = "Ef"
        reader.font = .halfEm(10)
        let baseline = attribute == .firstBaseline
        LayoutConstraint.activate([
            reader.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 10),
            baseline
                ? reader.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor)
                : reader.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
        ])
        return (root, stack, reader)
    }

    func testAHorizontalStackVendsItsTallestViewsBaselineWhereUIKitDoes() {
        // Centred: large fills the 48 points, small sits at 12; the stack's first baseline is
        // large's, 38 down, so the reader's top is 38 - 9.5.
        var (root, stack, reader) = stackAndReader(.center, .firstBaseline)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 28.5, width: 10, height: 12))
        XCTAssertEqual(displayName(of: stack.forFirstBaselineLayout), "large")
        Fixtures.assertDetermined(root, [stack, reader])

        // Top-aligned: the first baseline is the first view's (19), the last the tallest's (38).
        (root, stack, reader) = stackAndReader(.top, .firstBaseline)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 9.5, width: 10, height: 12))
        (root, stack, reader) = stackAndReader(.top, .lastBaseline)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 28.5, width: 10, height: 12))
        XCTAssertEqual(displayName(of: stack.forLastBaselineLayout), "large")
        // The tallest first: still large's (38), not the last view's (small's, 19).
        let reversed = [
            Fixtures.label("large", "Cd", fontSize: 40), Fixtures.label("small", "Ab", fontSize: 20),
        ]
        (root, stack, reader) = stackAndReader(.top, .lastBaseline, views: reversed)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 28.5, width: 10, height: 12))
        XCTAssertEqual(displayName(of: stack.forLastBaselineLayout), "large")

        // Bottom-aligned, the other way round: the first baseline is the tallest's (38), not
        // small's (its top at 24, its baseline at 43); the last is the last view's, large's.
        (root, stack, reader) = stackAndReader(.bottom, .firstBaseline)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 28.5, width: 10, height: 12))
        XCTAssertEqual(displayName(of: stack.forFirstBaselineLayout), "large")
        (root, stack, reader) = stackAndReader(.bottom, .lastBaseline)
        Fixtures.assertFrame(reader, CGRect(x: 70, y: 28.5, width: 10, height: 12))
        XCTAssertEqual(displayName(of: stack.forLastBaselineLayout), "large")
        Fixtures.assertDetermined(root, [stack, reader])
    }

    func testTheTallestViewIsTheTallestOnceSolvedNotByItsIntrinsicHeight() {
        // The box has no intrinsic height but a height of 100: the first pass takes the label
        // as the tallest, the solved heights the box, whose first baseline is its top. Centred,
        // the box fills the stack from 0; the reader's baseline is at 0, its top at -9.5.
        let box = Fixtures.box("box", 30, View.noIntrinsicMetric)
        box.heightAnchor.constraint(equalToConstant: 100).isActive = true
        let label = Fixtures.label("label", "Cd", fontSize: 40)
        let (root, stack, reader) = stackAndReader(.center, .firstBaseline, views: [label, box])
        Fixtures.assertFrame(box, CGRect(x: 40, y: 0, width: 30, height: 100))
        Fixtures.assertFrame(label, CGRect(x: 0, y: 26, width: 40, height: 48))
        Fixtures.assertFrame(reader, CGRect(x: 80, y: -9.5, width: 10, height: 12))
        XCTAssertTrue(stack.forFirstBaselineLayout === box)
        XCTAssertEqual(root.layoutIssues, [])
        Fixtures.assertDetermined(root, [stack, reader, box, label])
    }
}
