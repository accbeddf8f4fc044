import XCTest

@testable import LayoutRuntime

/// Builders and checks shared by the stack view tests.
enum StackFixtures {
    /// `view`, named `name`; `addArrangedSubview` turns its autoresizing constraints off.
    static func named<V: View>(_ view: V, _ name: String) -> V {
        view.accessibilityIdentifier = name
        return view
    }

    /// A view named `name` whose intrinsic size is `width` × `height`
    /// (``View/noIntrinsicMetric`` for none).
    static func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> View {
        let view = View()
        view.explicitIntrinsicContentSize = CGSize(width: width, height: height)
        return named(view, name)
    }

    /// A label named `name` showing `text` at `fontSize` points on at most `lines` lines (0:
    /// any number).
    static func label(_ name: String, _ text: String, fontSize: CGFloat, lines: Int = 1) -> Label {
        let label = Label()
        label.text = text
        label.font = .halfEm(fontSize)
        label.numberOfLines = lines
        return named(label, name)
    }

    /// A stack of `views` in `root` (a new 400 × 300 one by default), its top-left corner at the
    /// root's, and its width and height pinned when given.
    static func stack(
        _ views: [View], axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, width: CGFloat? = nil,
        height: CGFloat? = nil, in root: View = RuntimeFixtures.root(), name: String = "stack"
    ) -> (root: View, stack: StackView) {
        let stack = RuntimeFixtures.constrained(StackView(arrangedSubviews: views), in: root, name: name)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return (root, stack)
    }

    /// Checks `view`'s frame (in its superview), to 1e-9.
    static func assertFrame(
        _ view: View, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line
    ) {
        view.layoutIfNeeded()
        let name = displayName(of: view)
        let actual = view.frame
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
            ("width", actual.width, expected.width), ("height", actual.height, expected.height),
        ]
        for (component, value, wanted) in pairs {
            XCTAssertEqual(
                value, wanted, accuracy: 1e-9, "\(name).\(component) in \(actual)", file: file, line: line)
        }
    }

    /// Checks that the layout of `root` had no issue and that none of `views` is ambiguous.
    static func assertDetermined(
        _ root: View, _ views: [View], file: StaticString = #filePath, line: UInt = #line
    ) {
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [], file: file, line: line)
        for view in views {
            XCTAssertEqual(view.ambiguousAttributes, [], displayName(of: view), file: file, line: line)
        }
    }
}

/// UIStackView's frames (docs/StackView.md), worked out by hand: every
/// distribution and alignment, hidden views, spacing, margins, baselines, right to left, nesting
/// and scrolling. Unless a test says otherwise the stack's top-left corner is at the root's.
final class StackViewTests: XCTestCase {
    private typealias Fixtures = StackFixtures

    /// Three views 30, 60 and 90 wide, 20, 40 and 10 high.
    private func threeBoxes() -> [View] {
        [Fixtures.box("a", 30, 20), Fixtures.box("b", 60, 40), Fixtures.box("c", 90, 10)]
    }

    /// Three views 20, 40 and 10 wide, 30, 60 and 90 high: the same turned on its side.
    private func threeTallBoxes() -> [View] {
        [Fixtures.box("a", 20, 30), Fixtures.box("b", 40, 60), Fixtures.box("c", 10, 90)]
    }

    // MARK: Distribution, horizontal

    func testFillGivesTheSlackToTheViewThatHugsLeast() {
        let views = threeBoxes()
        let (a, b, c) = (views[0], views[1], views[2])
        a.setContentHuggingPriority(251, for: .horizontal)
        c.setContentHuggingPriority(252, for: .horizontal)
        let (root, stack) = Fixtures.stack(views, spacing: 10, width: 300)
        // 300 - (30 + 60 + 90) - 2 * 10 = 100 of slack, all to b (hugging 250): 160 wide.
        // Across, fill: one height for all; b resists being under 40 at 750, the others only
        // hug at 250, so 40.
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 30, height: 40))
        Fixtures.assertFrame(b, CGRect(x: 40, y: 0, width: 160, height: 40))
        Fixtures.assertFrame(c, CGRect(x: 210, y: 0, width: 90, height: 40))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 300, height: 40))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testFillTakesTheOverflowFromTheViewThatResistsLeast() {
        let a = Fixtures.box("a", 100, 20)
        let b = Fixtures.box("b", 100, 20)
        a.setContentCompressionResistancePriority(751, for: .horizontal)
        let (root, stack) = Fixtures.stack([a, b], width: 150)
        // 50 too little: b (750) gives it up before a (751).
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 100, height: 20))
        Fixtures.assertFrame(b, CGRect(x: 100, y: 0, width: 50, height: 20))
        Fixtures.assertDetermined(root, [stack, a, b])
    }

    func testFillWithEqualHuggingIsAmbiguous() {
        // No stack constraint breaks the tie between two views that hug at 250: reported.
        let a = Fixtures.box("a", 30, 20)
        let b = Fixtures.box("b", 30, 20)
        let (root, stack) = Fixtures.stack([a, b], width: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertEqual(a.ambiguousAttributes, [.width])
        XCTAssertEqual(b.ambiguousAttributes, [.left, .width])
        XCTAssertFalse(stack.hasAmbiguousLayout)
    }

    /// UIKit breaks a tie of equal hugging by index ("the stack view resizes the arranged views
    /// based on their index in the arrangedSubviews array"): the first of the tied views takes
    /// the slack, and the layout is still reported ambiguous.
    func testFillWithEqualHuggingStretchesTheFirstOfTheTiedViews() {
        let views = threeBoxes()
        let (a, b, c) = (views[0], views[1], views[2])
        let (root, _) = Fixtures.stack(views, spacing: 10, width: 300)
        // 100 of slack to a, the first.
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 130, height: 40))
        Fixtures.assertFrame(b, CGRect(x: 140, y: 0, width: 60, height: 40))
        Fixtures.assertFrame(c, CGRect(x: 210, y: 0, width: 90, height: 40))
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertEqual(a.ambiguousAttributes, [.width])

        // With a out of the tie (it hugs more), b, the first of the tied views, stretches.
        let others = threeBoxes()
        others[0].setContentHuggingPriority(251, for: .horizontal)
        let (otherRoot, _) = Fixtures.stack(others, spacing: 10, width: 300)
        Fixtures.assertFrame(others[0], CGRect(x: 0, y: 0, width: 30, height: 40))
        Fixtures.assertFrame(others[1], CGRect(x: 40, y: 0, width: 160, height: 40))
        Fixtures.assertFrame(others[2], CGRect(x: 210, y: 0, width: 90, height: 40))
        XCTAssertEqual(otherRoot.layoutIssues, [])
    }

    func testVerticalFillWithEqualHuggingStretchesTheFirstOfTheTiedViews() {
        let a = Fixtures.box("a", 20, 30)
        let b = Fixtures.box("b", 20, 40)
        let (_, stack) = Fixtures.stack([a, b], axis: .vertical, width: 20, height: 200)
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 20, height: 160))
        Fixtures.assertFrame(b, CGRect(x: 0, y: 160, width: 20, height: 40))
        // A hidden first view is out of the stack: the next one stretches.
        a.isHidden = true
        stack.layoutIfNeeded()
        Fixtures.assertFrame(b, CGRect(x: 0, y: 0, width: 20, height: 200))
    }

    /// Along a horizontal stack 50 high of ``threeBoxes()`` (30, 60 and 90 wide), `width` wide or,
    /// `leftToContent`, that wide of its own: checks the views' left edges and widths (each 50
    /// high at the top), the stack's frame, and that the layout had no issue and no ambiguity.
    private func assertDistribution(
        _ distribution: StackView.Distribution, spacing: CGFloat = 0, width: CGFloat,
        leftToContent: Bool = false,
        lefts: [CGFloat], widths: [CGFloat], file: StaticString = #filePath, line: UInt = #line
    ) {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(
            views, distribution: distribution, spacing: spacing, width: leftToContent ? nil : width,
            height: 50)
        for (index, view) in views.enumerated() {
            Fixtures.assertFrame(
                view, CGRect(x: lefts[index], y: 0, width: widths[index], height: 50), file: file, line: line)
        }
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: width, height: 50), file: file, line: line)
        Fixtures.assertDetermined(root, [stack] + views, file: file, line: line)
    }

    func testFillEquallyMakesEveryViewAsWideAsTheFirst() {
        // (300 - 2 * 15) / 3 = 90 each, whatever they would like.
        assertDistribution(
            .fillEqually, spacing: 15, width: 300, lefts: [0, 105, 210], widths: [90, 90, 90])
    }

    func testFillProportionallyGivesTheLastViewTheDifferenceWhenSpacingIsNotZero() {
        // The documented case: intrinsic 30, 60, 90, spacing 10, width 300.
        // D = 30 + 60 + 90 + 2 * 10 = 200. a = 30/200 * 300 = 45 @999, b = 60/200 * 300 = 90
        // @998; c's 90/200 * 300 = 135 @997 cannot hold with the gaps: 300 - 45 - 90 - 20 = 145.
        assertDistribution(
            .fillProportionally, spacing: 10, width: 300, lefts: [0, 55, 155], widths: [45, 90, 145])
    }

    func testFillProportionallyWithoutSpacingKeepsTheProportionsExactly() {
        // D = 180: 360 is twice that, so 60, 120, 180.
        assertDistribution(.fillProportionally, width: 360, lefts: [0, 60, 180], widths: [60, 120, 180])
    }

    func testFillProportionallyLeftToItsContentIsAsLongAsTheIntrinsicLengths() {
        // Only a width of D = 200 lets every proportion hold: each view gets its own width.
        assertDistribution(
            .fillProportionally, spacing: 10, width: 200, leftToContent: true, lefts: [0, 40, 110],
            widths: [30, 60, 90])
    }

    func testFillProportionallyWithoutIntrinsicLengthsFillsEqually() {
        let views = [
            Fixtures.box("a", View.noIntrinsicMetric, 20), Fixtures.box("b", View.noIntrinsicMetric, 20),
        ]
        let (root, stack) = Fixtures.stack(
            views, distribution: .fillProportionally, spacing: 10, width: 300, height: 50)
        // D = 0 + 0 + 10 is no more than the spacing: (300 - 10) / 2 = 145 each.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 145, height: 50))
        Fixtures.assertFrame(views[1], CGRect(x: 155, y: 0, width: 145, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testEqualSpacingSharesTheSlackAmongTheGaps() {
        // 300 - 180 = 120 between two gaps: 60 each, above the 10 minimum.
        assertDistribution(
            .equalSpacing, spacing: 10, width: 300, lefts: [0, 90, 210], widths: [30, 60, 90])
    }

    func testEqualSpacingLeftToItsContentShrinksToTheSpacing() {
        // Canvas fit (@49) makes the stack as narrow as it can be: gaps of 10, 30 + 60 + 90 + 20.
        assertDistribution(
            .equalSpacing, spacing: 10, width: 200, leftToContent: true, lefts: [0, 40, 110],
            widths: [30, 60, 90])
    }

    func testEqualCenteringPutsTheCentersAtEqualDistances() {
        // a's center at 15, c's at 300 - 45 = 255, so b's at 135: b from 105 to 165.
        assertDistribution(.equalCentering, width: 300, lefts: [0, 105, 210], widths: [30, 60, 90])
    }

    func testEqualCenteringLeftToItsContentPacksTheCentersAsTightlyAsTheSpacingAllows() {
        // Centers 15, 15 + p, 15 + 2p. b starts at p - 15 >= 30 + 10 (p >= 55); c starts at
        // 2p - 30 >= (p - 15) + 60 + 10 (p >= 85). The narrowest stack: p = 85, so b at 70,
        // c at 140, and the stack 140 + 90 = 230 wide.
        assertDistribution(
            .equalCentering, spacing: 10, width: 230, leftToContent: true, lefts: [0, 70, 140],
            widths: [30, 60, 90])
    }

    func testEqualCenteringGivesWayBeforeCompressionResistance() {
        // Equal pitch would put b's center at (15 + 155) / 2 = 85, over c (at 110). The views
        // keep their widths (750) and the centering (@149) gives way: b as far right as it
        // fits, against c, from 50 to 110.
        assertDistribution(.equalCentering, width: 200, lefts: [0, 50, 110], widths: [30, 60, 90])
    }

    // MARK: Distribution, vertical

    func testVerticalFillGivesTheSlackToTheViewThatHugsLeast() {
        let views = threeTallBoxes()
        views[0].setContentHuggingPriority(251, for: .vertical)
        views[2].setContentHuggingPriority(252, for: .vertical)
        let (root, stack) = Fixtures.stack(views, axis: .vertical, spacing: 10, height: 300)
        // 300 - 180 - 20 = 100 of slack to b: 160 high. Across: one width, b's 40.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 40, height: 30))
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 40, width: 40, height: 160))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 210, width: 40, height: 90))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 40, height: 300))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testVerticalFillEquallyMakesEveryViewAsHighAsTheFirst() {
        let views = threeTallBoxes()
        let (root, stack) = Fixtures.stack(
            views, axis: .vertical, distribution: .fillEqually, width: 80, height: 300)
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 80, height: 100))
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 100, width: 80, height: 100))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 200, width: 80, height: 100))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testVerticalFillProportionallySharesTheHeightByIntrinsicHeight() {
        let views = [Fixtures.box("a", 10, 20), Fixtures.box("b", 10, 30), Fixtures.box("c", 10, 50)]
        let (root, stack) = Fixtures.stack(
            views, axis: .vertical, distribution: .fillProportionally, width: 100, height: 300)
        // D = 100: three times each, 60, 90, 150.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 100, height: 60))
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 60, width: 100, height: 90))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 150, width: 100, height: 150))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testVerticalEqualSpacingSharesTheSlackAmongTheGaps() {
        let views = [Fixtures.box("a", 10, 20), Fixtures.box("b", 10, 30), Fixtures.box("c", 10, 50)]
        let (root, stack) = Fixtures.stack(
            views, axis: .vertical, distribution: .equalSpacing, width: 100, height: 300)
        // 300 - 100 = 200 between two gaps: 100 each.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 100, height: 20))
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 120, width: 100, height: 30))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 250, width: 100, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testVerticalEqualCenteringPutsTheCentersAtEqualDistances() {
        let views = [Fixtures.box("a", 10, 20), Fixtures.box("b", 10, 40), Fixtures.box("c", 10, 60)]
        let (root, stack) = Fixtures.stack(
            views, axis: .vertical, distribution: .equalCentering, width: 100, height: 300)
        // Centers 10 and 300 - 30 = 270, so b's at 140: from 120 to 160.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 100, height: 20))
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 120, width: 100, height: 40))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 240, width: 100, height: 60))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    // MARK: Alignment, horizontal

    /// Across a horizontal stack 100 high, views 20, 40 and 10 high, side by side (180 wide).
    private func assertAlignment(
        _ alignment: StackView.Alignment, tops: [CGFloat], heights: [CGFloat], stackHeight: CGFloat? = 100,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, alignment: alignment, height: stackHeight)
        let xs: [CGFloat] = [0, 30, 90]
        for (index, view) in views.enumerated() {
            Fixtures.assertFrame(
                view,
                CGRect(
                    x: xs[index], y: tops[index], width: views[index].intrinsicContentSize.width,
                    height: heights[index]),
                file: file, line: line)
        }
        Fixtures.assertFrame(
            stack, CGRect(x: 0, y: 0, width: 180, height: stackHeight ?? 40), file: file, line: line)
        Fixtures.assertDetermined(root, [stack] + views, file: file, line: line)
    }

    func testFillAlignmentStretchesEveryViewAcross() {
        assertAlignment(.fill, tops: [0, 0, 0], heights: [100, 100, 100])
    }

    func testTopAlignmentKeepsTheViewsHeightsAtTheTop() {
        // .leading is the same alignment.
        for alignment in [StackView.Alignment.top, .leading] {
            assertAlignment(alignment, tops: [0, 0, 0], heights: [20, 40, 10])
        }
    }

    func testCenterAlignmentCentersEachView() {
        // Centers at 50: tops 50 - 10, 50 - 20, 50 - 5.
        assertAlignment(.center, tops: [40, 30, 45], heights: [20, 40, 10])
    }

    func testBottomAlignmentKeepsTheViewsHeightsAtTheBottom() {
        // .trailing is the same alignment.
        for alignment in [StackView.Alignment.bottom, .trailing] {
            assertAlignment(alignment, tops: [80, 60, 90], heights: [20, 40, 10])
        }
    }

    func testNonFillAlignmentsLeftToTheContentAreAsHighAsTheTallestView() {
        // The spanning guide fits the views (@51): 40, b's height.
        assertAlignment(.top, tops: [0, 0, 0], heights: [20, 40, 10], stackHeight: nil)
        assertAlignment(.center, tops: [10, 0, 15], heights: [20, 40, 10], stackHeight: nil)
        assertAlignment(.bottom, tops: [20, 0, 30], heights: [20, 40, 10], stackHeight: nil)
    }

    /// Labels "Ab" at 20 points (20 × 24, baseline 19 below its top), "Cd" at 40 (40 × 48,
    /// baseline 38) and "Ef" at 10 (10 × 12, baseline 9.5); only the first takes as many lines
    /// as its text has.
    private func threeLabels(firstText: String = "Ab") -> [Label] {
        [
            Fixtures.label("small", firstText, fontSize: 20, lines: 0),
            Fixtures.label("large", "Cd", fontSize: 40), Fixtures.label("tiny", "Ef", fontSize: 10),
        ]
    }

    func testFirstBaselineAlignmentTakesTheStacksTopFromTheFirstView() {
        let labels = threeLabels()
        let (root, stack) = Fixtures.stack(labels, alignment: .firstBaseline)
        // Baseline B: small from B - 19 to B + 5, large from B - 38 to B + 10, tiny from
        // B - 9.5 to B + 2.5. The stack's top is at most small's top (B >= 19) and the stack
        // is as short as it can be (@49): B = 19, its bottom large's bottom, 29. large sticks
        // out 19 above the stack.
        Fixtures.assertFrame(labels[0], CGRect(x: 0, y: 0, width: 20, height: 24))
        Fixtures.assertFrame(labels[1], CGRect(x: 20, y: -19, width: 40, height: 48))
        Fixtures.assertFrame(labels[2], CGRect(x: 60, y: 9.5, width: 10, height: 12))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 70, height: 29))
        Fixtures.assertDetermined(root, [stack] + labels)
    }

    func testLastBaselineAlignmentTakesTheStacksBottomFromTheFirstView() {
        // small has two lines: 20 × 48, its last baseline 19 + 24 = 43 below its top.
        let labels = threeLabels(firstText: "Ab\nCd")
        let (root, stack) = Fixtures.stack(labels, alignment: .lastBaseline)
        // Baseline B: small from B - 43 to B + 5, large from B - 38 to B + 10, tiny from
        // B - 9.5 to B + 2.5. The stack's top is the highest top, held at 0, and the spanning
        // guide fits (@51): B = 43. The bottom is small's, 48; large sticks out 5 below.
        Fixtures.assertFrame(labels[0], CGRect(x: 0, y: 0, width: 20, height: 48))
        Fixtures.assertFrame(labels[1], CGRect(x: 20, y: 5, width: 40, height: 48))
        Fixtures.assertFrame(labels[2], CGRect(x: 60, y: 33.5, width: 10, height: 12))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 70, height: 48))
        Fixtures.assertDetermined(root, [stack] + labels)
    }

    // MARK: Alignment, vertical

    /// Across a vertical stack 100 wide, views 30, 60 and 90 wide, one above the other (70 high).
    private func assertVerticalAlignment(
        _ alignment: StackView.Alignment, lefts: [CGFloat], widths: [CGFloat],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, axis: .vertical, alignment: alignment, width: 100)
        let tops: [CGFloat] = [0, 20, 60]
        for (index, view) in views.enumerated() {
            Fixtures.assertFrame(
                view,
                CGRect(
                    x: lefts[index], y: tops[index], width: widths[index],
                    height: view.intrinsicContentSize.height),
                file: file, line: line)
        }
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 100, height: 70), file: file, line: line)
        Fixtures.assertDetermined(root, [stack] + views, file: file, line: line)
    }

    func testVerticalFillAlignmentStretchesEveryViewAcross() {
        assertVerticalAlignment(.fill, lefts: [0, 0, 0], widths: [100, 100, 100])
    }

    func testVerticalLeadingAlignmentKeepsTheViewsWidthsAtTheLeadingEdge() {
        for alignment in [StackView.Alignment.leading, .top] {
            assertVerticalAlignment(alignment, lefts: [0, 0, 0], widths: [30, 60, 90])
        }
    }

    func testVerticalCenterAlignmentCentersEachView() {
        assertVerticalAlignment(.center, lefts: [35, 20, 5], widths: [30, 60, 90])
    }

    func testVerticalTrailingAlignmentKeepsTheViewsWidthsAtTheTrailingEdge() {
        for alignment in [StackView.Alignment.trailing, .bottom] {
            assertVerticalAlignment(alignment, lefts: [70, 40, 10], widths: [30, 60, 90])
        }
    }

    func testVerticalLeadingAlignmentLeftToTheContentIsAsWideAsTheWidestView() {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, axis: .vertical, alignment: .leading)
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 90, height: 70))
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 30, height: 20))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testANonFillAlignmentCollapsesAViewWithoutAnIntrinsicHeight() {
        // Ambiguity suppression (@25) is all that sizes b across: 0.
        let a = Fixtures.box("a", 30, 40)
        let b = Fixtures.box("b", 50, View.noIntrinsicMetric)
        let (root, stack) = Fixtures.stack([a, b], alignment: .center, height: 100)
        Fixtures.assertFrame(a, CGRect(x: 0, y: 30, width: 30, height: 40))
        Fixtures.assertFrame(b, CGRect(x: 30, y: 50, width: 50, height: 0))
        Fixtures.assertDetermined(root, [stack, a, b])

        stack.alignment = .top
        Fixtures.assertFrame(b, CGRect(x: 30, y: 0, width: 50, height: 0))
        Fixtures.assertDetermined(root, [stack, a, b])

        // Fill alignment stretches it instead.
        stack.alignment = .fill
        Fixtures.assertFrame(b, CGRect(x: 30, y: 0, width: 50, height: 100))
        Fixtures.assertDetermined(root, [stack, a, b])
    }

    // MARK: Hidden views

    func testAHiddenViewCollapsesAndItsNeighboursTakeThePreviousVisibleViewsSpacing() {
        let views = threeBoxes()
        let (a, b, c) = (views[0], views[1], views[2])
        let (root, stack) = Fixtures.stack(views, spacing: 10, height: 50)
        stack.setCustomSpacing(20, after: a)
        stack.setCustomSpacing(5, after: b)
        // 30 + 20 + 60 + 5 + 90.
        Fixtures.assertFrame(b, CGRect(x: 50, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(c, CGRect(x: 115, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 205, height: 50))

        // The gap after a (20) joins a and c; the one after b (5) goes with b.
        b.isHidden = true
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 30, height: 50))
        Fixtures.assertFrame(c, CGRect(x: 50, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 140, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)

        b.isHidden = false
        Fixtures.assertFrame(b, CGRect(x: 50, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(c, CGRect(x: 115, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 205, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testAHiddenViewsRequiredWidthWinsWithoutAConflict() {
        let views = threeBoxes()
        let (a, b, c) = (views[0], views[1], views[2])
        b.widthAnchor.constraint(equalToConstant: 60).isActive = true
        let (root, stack) = Fixtures.stack(views, spacing: 10, height: 50)
        b.isHidden = true
        // Hiding is 999.999, not required: b keeps its 60 and nothing is reported.
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues, [])
        XCTAssertEqual(b.frame.width, 60)
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 30, height: 50))
        Fixtures.assertFrame(c, CGRect(x: 40, y: 0, width: 90, height: 50))
        Fixtures.assertDetermined(root, [stack, a, c])
    }

    func testHiddenEndViewsLeaveTheCanvasToTheFirstAndLastVisibleViews() {
        let views = threeBoxes() + [Fixtures.box("d", 40, 30)]
        views[0].isHidden = true
        views[3].isHidden = true
        let (root, stack) = Fixtures.stack(views, spacing: 10, height: 50)
        // b and c only: 60 + 10 + 90.
        Fixtures.assertFrame(views[1], CGRect(x: 0, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 70, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 160, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testAHiddenViewTakesNoShareInFillEqually() {
        let views = threeBoxes()
        views[1].isHidden = true
        let (root, stack) = Fixtures.stack(
            views, distribution: .fillEqually, spacing: 10, width: 300, height: 50)
        // Two views: (300 - 10) / 2.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 145, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 155, y: 0, width: 145, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testAHiddenViewTakesNoShareInFillProportionally() {
        let views = threeBoxes()
        views[1].isHidden = true
        let (root, stack) = Fixtures.stack(views, distribution: .fillProportionally, width: 240, height: 50)
        // D = 30 + 90 without b: 240 is twice that, so 60 and 180.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 60, y: 0, width: 180, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testRemovingAnArrangedViewJoinsItsNeighboursAndKeepsItAsASubview() {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, spacing: 10, height: 50)
        stack.removeArrangedSubview(views[1])
        XCTAssertEqual(stack.arrangedSubviews, [views[0], views[2]])
        XCTAssertTrue(views[1].superview === stack)
        Fixtures.assertFrame(views[2], CGRect(x: 40, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 130, height: 50))

        stack.insertArrangedSubview(views[1], at: 0)
        XCTAssertEqual(stack.arrangedSubviews, [views[1], views[0], views[2]])
        // b, a, c: 60 + 10 + 30 + 10 + 90.
        Fixtures.assertFrame(views[0], CGRect(x: 70, y: 0, width: 30, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 110, y: 0, width: 90, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    // MARK: Spacing, margins, baselines

    func testCustomSpacingReplacesTheSpacingAfterOneView() {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, spacing: 8, height: 50)
        stack.setCustomSpacing(20, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), 20)
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        // 30 + 20 + 60 + 8 + 90.
        Fixtures.assertFrame(views[1], CGRect(x: 50, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 118, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 208, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)

        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        Fixtures.assertFrame(views[1], CGRect(x: 38, y: 0, width: 60, height: 50))
    }

    func testNegativeSpacingOverlapsTheViews() {
        let views = threeBoxes()
        let (root, stack) = Fixtures.stack(views, spacing: -10, height: 50)
        // 30 - 10 + 60 - 10 + 90 = 160.
        Fixtures.assertFrame(views[1], CGRect(x: 20, y: 0, width: 60, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 70, y: 0, width: 90, height: 50))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 160, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testAStackMadeInCodeHasNoMargins() {
        let stack = StackView()
        XCTAssertEqual(stack.layoutMargins, .zero)
        XCTAssertEqual(stack.directionalLayoutMargins, .zero)
    }

    func testMarginsRelativeArrangementInsetsTheViewsByTheMargins() {
        let views = threeBoxes()
        views[0].setContentHuggingPriority(251, for: .horizontal)
        views[2].setContentHuggingPriority(252, for: .horizontal)
        let (root, stack) = Fixtures.stack(views, width: 300)
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        // Margins alone change nothing.
        Fixtures.assertFrame(views[0], CGRect(x: 0, y: 0, width: 30, height: 40))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 300, height: 40))

        stack.isLayoutMarginsRelativeArrangement = true
        // 300 - 10 - 20 = 270 inside: b takes 270 - 120 = 150. Across 5 + 40 + 15 = 60.
        Fixtures.assertFrame(views[0], CGRect(x: 10, y: 5, width: 30, height: 40))
        Fixtures.assertFrame(views[1], CGRect(x: 40, y: 5, width: 150, height: 40))
        Fixtures.assertFrame(views[2], CGRect(x: 190, y: 5, width: 90, height: 40))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 300, height: 60))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testBaselineRelativeArrangementSpacesLastBaselineToFirstBaseline() {
        let labels = threeLabels()
        let (root, stack) = Fixtures.stack(labels, axis: .vertical, alignment: .leading, spacing: 30)
        // Edge to edge: small 0-24, large 54-102, tiny 132-144.
        Fixtures.assertFrame(labels[1], CGRect(x: 0, y: 54, width: 40, height: 48))
        Fixtures.assertFrame(labels[2], CGRect(x: 0, y: 132, width: 10, height: 12))

        stack.isBaselineRelativeArrangement = true
        // small's baseline at 19; large's at 19 + 30 = 49, its top 49 - 38 = 11; tiny's at
        // 49 + 30 = 79, its top 79 - 9.5 = 69.5 and its bottom, the stack's, 81.5.
        Fixtures.assertFrame(labels[0], CGRect(x: 0, y: 0, width: 20, height: 24))
        Fixtures.assertFrame(labels[1], CGRect(x: 0, y: 11, width: 40, height: 48))
        Fixtures.assertFrame(labels[2], CGRect(x: 0, y: 69.5, width: 10, height: 12))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 40, height: 81.5))
        Fixtures.assertDetermined(root, [stack] + labels)
    }

    // MARK: Direction, nesting, scrolling

    func testRightToLeftPutsTheFirstViewOnTheRight() {
        let root = RuntimeFixtures.root()
        root.interfaceLayoutDirection = .rightToLeft
        let views = threeBoxes()
        views[0].setContentHuggingPriority(251, for: .horizontal)
        views[2].setContentHuggingPriority(252, for: .horizontal)
        let (_, stack) = Fixtures.stack(views, spacing: 10, width: 300, height: 50, in: root)
        // The stack's leading edge is the root's right: 100 to 400. a ends there, then b
        // (160, as with left to right) and c.
        Fixtures.assertFrame(stack, CGRect(x: 100, y: 0, width: 300, height: 50))
        Fixtures.assertFrame(views[0], CGRect(x: 270, y: 0, width: 30, height: 50))
        Fixtures.assertFrame(views[1], CGRect(x: 100, y: 0, width: 160, height: 50))
        Fixtures.assertFrame(views[2], CGRect(x: 0, y: 0, width: 90, height: 50))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testRightToLeftLeadingAlignmentIsTheRightEdge() {
        let root = RuntimeFixtures.root()
        root.interfaceLayoutDirection = .rightToLeft
        let views = threeBoxes()
        let (_, stack) = Fixtures.stack(views, axis: .vertical, alignment: .leading, width: 100, in: root)
        Fixtures.assertFrame(stack, CGRect(x: 300, y: 0, width: 100, height: 70))
        Fixtures.assertFrame(views[0], CGRect(x: 70, y: 0, width: 30, height: 20))
        Fixtures.assertFrame(views[1], CGRect(x: 40, y: 20, width: 60, height: 40))
        Fixtures.assertFrame(views[2], CGRect(x: 10, y: 60, width: 90, height: 10))
        Fixtures.assertDetermined(root, [stack] + views)
    }

    func testNestedStacksLayOutRowsInAColumn() {
        let a = Fixtures.box("a", 30, 20)
        let b = Fixtures.box("b", 60, 40)
        let c = Fixtures.box("c", 90, 10)
        let d = Fixtures.box("d", 50, 30)
        c.setContentHuggingPriority(251, for: .horizontal)
        let top = Fixtures.named(StackView(arrangedSubviews: [a, b]), "top")
        top.distribution = .fillEqually
        let bottom = Fixtures.named(StackView(arrangedSubviews: [c, d]), "bottom")
        let (root, column) = Fixtures.stack(
            [top, bottom], axis: .vertical, spacing: 10, width: 300, name: "column")
        // The rows are as wide as the column. top: 150 each, as high as b (40). bottom: d
        // hugs least and takes 300 - 90 = 210, as high as d (30). The column: 40 + 10 + 30.
        Fixtures.assertFrame(top, CGRect(x: 0, y: 0, width: 300, height: 40))
        Fixtures.assertFrame(bottom, CGRect(x: 0, y: 50, width: 300, height: 30))
        Fixtures.assertFrame(column, CGRect(x: 0, y: 0, width: 300, height: 80))
        Fixtures.assertFrame(a, CGRect(x: 0, y: 0, width: 150, height: 40))
        Fixtures.assertFrame(b, CGRect(x: 150, y: 0, width: 150, height: 40))
        Fixtures.assertFrame(c, CGRect(x: 0, y: 0, width: 90, height: 30))
        Fixtures.assertFrame(d, CGRect(x: 90, y: 0, width: 210, height: 30))
        Fixtures.assertDetermined(root, [column, top, bottom, a, b, c, d])
    }

    func testAStackInAScrollViewSizesItsContent() {
        let root = RuntimeFixtures.root(width: 320, height: 480)
        let scroll = RuntimeFixtures.constrained(ScrollView(), in: root, name: "scroll")
        RuntimeFixtures.pinEdges(of: scroll, to: root)
        let rows = (0..<10).map { Fixtures.box("row\($0)", View.noIntrinsicMetric, 100) }
        let stack = RuntimeFixtures.constrained(StackView(arrangedSubviews: rows), in: scroll, name: "stack")
        stack.axis = .vertical
        stack.spacing = 10
        RuntimeFixtures.pinEdges(of: stack, to: scroll)
        stack.widthAnchor.constraint(equalTo: scroll.widthAnchor).isActive = true
        root.layoutIfNeeded()
        // Ten rows of 100 and nine gaps of 10; as wide as the scroll view.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1090))
        Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 320, height: 1090))
        for (index, row) in rows.enumerated() {
            Fixtures.assertFrame(row, CGRect(x: 0, y: 110 * CGFloat(index), width: 320, height: 100))
        }
        XCTAssertEqual(scroll.contentLayoutGuide.ambiguousAttributes, [])
        Fixtures.assertDetermined(root, [scroll, stack] + rows)
    }

    func testAnEmptyStackIsAmbiguousUnlessPinned() {
        let (root, stack) = Fixtures.stack([])
        XCTAssertEqual(stack.ambiguousAttributes, [.width, .height])
        stack.widthAnchor.constraint(equalToConstant: 10).isActive = true
        stack.heightAnchor.constraint(equalToConstant: 10).isActive = true
        Fixtures.assertDetermined(root, [stack])
    }
}
