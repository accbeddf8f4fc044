import XCTest

@testable import LayoutRuntime

/// Right to left, baselines and alignment rectangles, with frames worked out by hand.
final class DirectionAndBaselineTests: XCTestCase {
    // MARK: Right to left

    /// A 300 x 100 root read right to left, each test's own: XCTest makes a test case for every
    /// test.
    private let rightToLeftRoot = {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        root.interfaceLayoutDirection = .rightToLeft
        return root
    }()

    /// `a` (a plain view unless given) alone in ``rightToLeftRoot``, placed by `constraints` and
    /// laid out.
    private func laidOutRightToLeft(
        _ a: View = View(), by constraints: (_ a: View, _ root: View) -> [LayoutConstraint]
    ) -> View {
        RuntimeFixtures.laidOut(a, name: "a", in: rightToLeftRoot, by: constraints)
    }

    func testLeadingAndTrailingFlipRightToLeft() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        root.interfaceLayoutDirection = .rightToLeft
        let (a, b) = RuntimeFixtures.views("a", "b", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            // 10 points after a in reading order: to its left.
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 50),
        ])
        for view in [a, b] {
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        root.layoutIfNeeded()
        // a's right edge 20 from the root's right: x = 300 - 20 - 100 = 180; b ends at 170.
        XCTAssertEqual(a.frame, CGRect(x: 180, y: 0, width: 100, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 120, y: 0, width: 50, height: 10))
        XCTAssertEqual(a.effectiveUserInterfaceLayoutDirection, .rightToLeft)

        root.interfaceLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 20)
        XCTAssertEqual(b.frame.minX, 130)
    }

    func testLeftAndRightNeverFlip() {
        let a = laidOutRightToLeft { a, root in
            [
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                a.rightAnchor.constraint(equalTo: root.centerXAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 0, width: 130, height: 10))
    }

    func testCenterXWithLeadingIsReadOnTheFlippedAxis() {
        let a = laidOutRightToLeft { a, root in
            [
                // 10 points past the centre toward the trailing edge: to the left of it.
                a.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 40),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        XCTAssertEqual(a.frame, CGRect(x: 100, y: 0, width: 40, height: 10))
    }

    func testAForcedDirectionWinsOverTheInterfaces() {
        let forced = View()
        forced.semanticContentAttribute = .forceLeftToRight
        let a = laidOutRightToLeft(forced) { a, root in
            [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 40),
                a.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        XCTAssertEqual(a.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(a.frame.minX, 20)
    }

    func testDirectionalMarginsFollowTheReadingDirectionAndFixedOnesStay() {
        let root = RuntimeFixtures.root(width: 300, height: 100)
        root.interfaceLayoutDirection = .rightToLeft
        let (directional, fixed) = RuntimeFixtures.views("directional", "fixed", in: root)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        RuntimeFixtures.pinEdges(of: directional, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Leading is the right side: 30 on the right, 10 on the left.
        XCTAssertEqual(directional.frame, CGRect(x: 10, y: 0, width: 260, height: 100))
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))

        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(directional.frame, CGRect(x: 30, y: 0, width: 260, height: 100))
        XCTAssertEqual(
            root.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        )
        _ = fixed
    }

    // MARK: Baselines

    func testLabelsAlignTheirFirstBaselines() {
        let root = RuntimeFixtures.root(width: 300, height: 200)
        let small = RuntimeFixtures.label("Hello", in: root, name: "small")
        let large = RuntimeFixtures.label("Hi", font: .halfEm(34), in: root, name: "large")
        LayoutConstraint.activate([
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // small: baseline 100 + 0.95 * 17 = 116.15; large: its top 0.95 * 34 = 32.3 above it.
        XCTAssertEqual(small.frame.minY, 100)
        XCTAssertEqual(large.frame.minY, 116.15 - 32.3, accuracy: 1e-9)
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertFalse(large.hasAmbiguousLayout)
    }

    /// The label "aaaa bbbb cccc" of `lineHeightMultiple` 85 wide at y 10, wrapped on two lines
    /// (10 characters of 8.5 points: "aaaa bbbb" and "cccc"), and the tops of views pinned to its
    /// first and last baselines.
    private func wrappedLabelsBaselines(lineHeightMultiple: CGFloat) -> (
        label: CGRect, first: CGFloat, last: CGFloat
    ) {
        let root = RuntimeFixtures.root(width: 300, height: 300)
        let label = RuntimeFixtures.label("aaaa bbbb cccc", lines: 0, in: root, name: "label")
        label.lineHeightMultiple = lineHeightMultiple
        let first = RuntimeFixtures.constrained(View(), in: root, name: "first")
        let last = RuntimeFixtures.constrained(View(), in: root, name: "last")
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 85),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        for view in [first, last] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
        return (label.frame, first.frame.minY, last.frame.minY)
    }

    func testAWrappedLabelsLastBaselineIsOnItsLastLine() {
        let (label, first, last) = wrappedLabelsBaselines(lineHeightMultiple: 0)
        XCTAssertEqual(label.height, 40.8, accuracy: 1e-9)
        // 10 + 16.15, and one line of 20.4 lower.
        XCTAssertEqual(first, 26.15, accuracy: 1e-9)
        XCTAssertEqual(last, 46.55, accuracy: 1e-9)
    }

    func testALineHeightMultipleAddsItsSpaceAboveEachLinesText() {
        let (label, first, last) = wrappedLabelsBaselines(lineHeightMultiple: 1.5)
        // Two lines of 1.5 * 20.4 = 30.6: 61.2 high. Each line's extra 10.2 lies above its
        // text, so the first baseline is 10 + 10.2 + 16.15 and the last one line lower.
        XCTAssertEqual(label.height, 61.2, accuracy: 1e-9)
        XCTAssertEqual(first, 36.35, accuracy: 1e-9)
        XCTAssertEqual(last, 66.95, accuracy: 1e-9)
    }

    func testAViewWithoutTextHasItsBaselinesAtItsTopAndBottom() {
        let root = RuntimeFixtures.root(width: 300, height: 300)
        let (box, first, last) = RuntimeFixtures.views("box", "first", "last", in: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalToConstant: 50),
            first.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
            last.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            last.heightAnchor.constraint(equalToConstant: 10),
        ])
        for view in [box, first, last] {
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
        root.layoutIfNeeded()
        XCTAssertEqual(first.frame.minY, 30)
        XCTAssertEqual(last.frame.maxY, 80)
    }

    // MARK: Alignment rectangles

    private final class SwitchLike: View {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(right: 2) }
        override var intrinsicContentSize: CGSize { CGSize(width: 49, height: 31) }
    }

    func testConstraintsPlaceTheAlignmentRectangleNotTheFrame() {
        let root = RuntimeFixtures.root(width: 320, height: 100)
        let toggle = RuntimeFixtures.laidOut(SwitchLike(), name: "toggle", in: root) { toggle, root in
            [
                toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toggle.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        // The frame is 51 wide and ends 2 points past the root's trailing edge.
        XCTAssertEqual(toggle.frame, CGRect(x: 271, y: 0, width: 51, height: 31))
        XCTAssertFalse(toggle.hasAmbiguousLayout)
    }
}
