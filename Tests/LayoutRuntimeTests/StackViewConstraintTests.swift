import XCTest

@testable import LayoutRuntime

/// The constraints a stack view makes, compared with UIKit's documented list
/// (docs/StackView.md): items, attributes, relation, multiplier, constant,
/// priority and identifier of every constraint of origin `stackView` that layout applied.
///
/// Written `first.attribute relation second.attribute * multiplier + constant @priority
/// (identifier)`; the stack's spanning guide is `S` and its gap guides `g0`, `g1`, …
final class StackViewConstraintTests: XCTestCase {
    private typealias Fixtures = StackFixtures

    /// The stack's own constraints of the last layout, as text.
    private func stackConstraints(of stack: StackView) -> [String] {
        let engine = RuntimeFixtures.engine(of: stack)
        func name(_ item: (any LayoutItem)?) -> String {
            guard let item else { return "nil" }
            let id = ObjectIdentifier(item)
            if let spanner = stack.spanningGuide, id == ObjectIdentifier(spanner) { return "S" }
            if let index = stack.distributingGuides.firstIndex(where: { ObjectIdentifier($0) == id }) {
                return "g\(index)"
            }
            return displayName(of: item)
        }
        func text(_ constraint: LayoutConstraint) -> String {
            var result = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
            if constraint.secondItem != nil {
                result += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
                if constraint.multiplier != 1 { result += " * \(formatNumber(constraint.multiplier))" }
                if constraint.constant != 0 {
                    let size = formatNumber(abs(constraint.constant))
                    result += constraint.constant < 0 ? " - \(size)" : " + \(size)"
                }
            } else {
                result += formatNumber(constraint.constant)
            }
            return result + " @\(constraint.priority) (\(constraint.identifier ?? ""))"
        }
        var items: [any LayoutItem] = [stack] + stack.arrangedSubviews + stack.distributingGuides
        if let spanner = stack.spanningGuide { items.append(spanner) }
        var seen: Set<ObjectIdentifier> = []
        var result: [String] = []
        for item in items {
            for axis in [LayoutAxis.horizontal, .vertical] {
                for constraint in engine.constraintsAffectingLayout(of: item, axis: axis)
                where constraint.origin == .stackView && seen.insert(ObjectIdentifier(constraint)).inserted {
                    result.append(text(constraint))
                }
            }
        }
        return result
    }

    /// Checks that `stack`, in `root`, makes exactly `expected`, in any order, and that `root`
    /// lays out without issues.
    private func assertConstraints(
        of stack: StackView, in root: View, _ expected: [String], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let actual = stackConstraints(of: stack)
        var unexpected = actual
        var missing: [String] = []
        for constraint in expected {
            if let index = unexpected.firstIndex(of: constraint) {
                unexpected.remove(at: index)
            } else {
                missing.append(constraint)
            }
        }
        XCTAssertEqual(missing, [], "missing", file: file, line: line)
        XCTAssertEqual(unexpected, [], "not in UIKit's list", file: file, line: line)
        XCTAssertTrue(stack.superview === root, file: file, line: line)
        XCTAssertEqual(root.layoutIssues, [], file: file, line: line)
    }

    /// A horizontal stack 300 × 100 of a, b and c (30 × 20, 60 × 40, 90 × 10), spacing 10.
    private func makeStack(
        _ distribution: StackView.Distribution = .fill, _ alignment: StackView.Alignment = .fill,
        extra: [View] = []
    ) -> (root: View, stack: StackView, views: [View]) {
        let views = [Fixtures.box("a", 30, 20), Fixtures.box("b", 60, 40), Fixtures.box("c", 90, 10)] + extra
        let (root, stack) = Fixtures.stack(
            views, distribution: distribution, alignment: alignment, spacing: 10, width: 300, height: 100)
        return (root, stack, views)
    }

    /// Along the axis, for the fill family: the canvas at the ends, 10 between neighbours.
    private let edgesAndSpacing = [
        "stack.leading == a.leading @1000 (UISV-canvas-connection)",
        "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
        "b.leading == a.trailing + 10 @1000 (UISV-spacing)",
        "c.leading == b.trailing + 10 @1000 (UISV-spacing)",
    ]

    /// Across the axis, fill: every view's top and bottom at a's, a's at the canvas's.
    private let fillAcross = [
        "a.top == b.top @1000 (UISV-alignment)", "a.bottom == b.bottom @1000 (UISV-alignment)",
        "a.top == c.top @1000 (UISV-alignment)", "a.bottom == c.bottom @1000 (UISV-alignment)",
        "stack.top == a.top @1000 (UISV-canvas-connection)",
        "stack.bottom == a.bottom @1000 (UISV-canvas-connection)",
    ]

    /// The spanning guide's size (0 across @51, 0 along @999) and every view's height at 0 @25.
    private func spannerFitAndSuppression(_ views: [String] = ["a", "b", "c"]) -> [String] {
        ["S.height == 0 @51 (UISV-spanning-fit)", "S.width == 0 @999 (UISV-spanning-fit)"]
            + views.map { "\($0).height == 0 @25 (UISV-ambiguity-suppression)" }
    }

    // MARK: Distributions

    func testFillMakesOnlyTheEdgesSpacingAndAlignment() {
        let (root, stack, _) = makeStack(.fill)
        assertConstraints(of: stack, in: root, edgesAndSpacing + fillAcross)
    }

    func testFillEquallyTiesEveryWidthToTheFirstViews() {
        let (root, stack, _) = makeStack(.fillEqually)
        assertConstraints(
            of: stack, in: root,
            edgesAndSpacing + fillAcross + [
                "b.width == a.width @1000 (UISV-fill-equally)",
                "c.width == a.width @1000 (UISV-fill-equally)",
            ])
    }

    func testFillProportionallyTiesEachWidthToTheCanvasAtACountdownFrom999() {
        let (root, stack, views) = makeStack(.fillProportionally)
        // D = 30 + 60 + 90 + 2 * 10 = 200; multipliers L/D.
        let proportions = [
            "a.width == stack.width * 0.15 @999 (UISV-fill-proportionally)",
            "b.width == stack.width * 0.3 @998 (UISV-fill-proportionally)",
            "c.width == stack.width * 0.45 @997 (UISV-fill-proportionally)",
        ]
        assertConstraints(of: stack, in: root, edgesAndSpacing + fillAcross + proportions)

        // Custom spacing changes the gap but not D.
        stack.setCustomSpacing(50, after: views[0])
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
                "b.leading == a.trailing + 50 @1000 (UISV-spacing)",
                "c.leading == b.trailing + 10 @1000 (UISV-spacing)",
            ] + fillAcross + proportions)
    }

    func testFillProportionallyWithOneVisibleViewIsRequired() {
        let (root, stack, views) = makeStack(.fillProportionally)
        views[1].isHidden = true
        views[2].isHidden = true
        // L/D = 30/30: multiplier 1, required.
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == a.trailing @1000 (UISV-canvas-connection)",
                "a.width == stack.width @1000 (UISV-fill-proportionally)",
                "b.width == 0 @999.999 (UISV-hiding)", "c.width == 0 @999.999 (UISV-hiding)",
                "b.leading == a.trailing @50 (UISV-spacing-hidden)",
                "c.leading == a.trailing @50 (UISV-spacing-hidden)",
            ] + fillAcross)
    }

    func testFillProportionallyWithoutIntrinsicLengthsFillsEqually() {
        let views = [
            Fixtures.box("a", View.noIntrinsicMetric, 20), Fixtures.box("b", View.noIntrinsicMetric, 20),
        ]
        let (root, stack) = Fixtures.stack(views, distribution: .fillProportionally, spacing: 10, width: 300)
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == b.trailing @1000 (UISV-canvas-connection)",
                "b.leading == a.trailing + 10 @1000 (UISV-spacing)",
                "b.width == a.width @1000 (UISV-fill-equally)",
                "a.top == b.top @1000 (UISV-alignment)", "a.bottom == b.bottom @1000 (UISV-alignment)",
                "stack.top == a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == a.bottom @1000 (UISV-canvas-connection)",
            ])
    }

    func testEqualSpacingPutsEqualGuidesBetweenTheViews() {
        let (root, stack, _) = makeStack(.equalSpacing)
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
                "b.leading >= a.trailing + 10 @1000 (UISV-spacing)",
                "c.leading >= b.trailing + 10 @1000 (UISV-spacing)",
                "g0.leading == a.trailing @1000 (UISV-distributing-edge)",
                "g0.trailing == b.leading @1000 (UISV-distributing-edge)",
                "g1.leading == b.trailing @1000 (UISV-distributing-edge)",
                "g1.trailing == c.leading @1000 (UISV-distributing-edge)",
                "g1.width == g0.width @1000 (UISV-fill-equally)",
                "stack.width == 0 @49 (UISV-canvas-fit)",
            ] + fillAcross)
    }

    func testEqualCenteringPutsGuidesBetweenCentersEqualAtACountdownFrom149() {
        let (root, stack, _) = makeStack(.equalCentering, extra: [Fixtures.box("d", 40, 30)])
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == d.trailing @1000 (UISV-canvas-connection)",
                "b.leading >= a.trailing + 10 @1000 (UISV-spacing)",
                "c.leading >= b.trailing + 10 @1000 (UISV-spacing)",
                "d.leading >= c.trailing + 10 @1000 (UISV-spacing)",
                "g0.leading == a.centerX @1000 (UISV-distributing-edge)",
                "g0.trailing == b.centerX @1000 (UISV-distributing-edge)",
                "g1.leading == b.centerX @1000 (UISV-distributing-edge)",
                "g1.trailing == c.centerX @1000 (UISV-distributing-edge)",
                "g2.leading == c.centerX @1000 (UISV-distributing-edge)",
                "g2.trailing == d.centerX @1000 (UISV-distributing-edge)",
                "g1.width == g0.width @149 (UISV-fill-equally)",
                "g2.width == g0.width @148 (UISV-fill-equally)",
                "stack.width == 0 @49 (UISV-canvas-fit)",
            ] + fillAcross + [
                "a.top == d.top @1000 (UISV-alignment)", "a.bottom == d.bottom @1000 (UISV-alignment)",
            ])
    }

    // MARK: Alignments

    func testTopAlignmentHangsTheViewsFromASpanningGuide() {
        for alignment in [StackView.Alignment.top, .leading] {
            let (root, stack, _) = makeStack(.fill, alignment)
            assertConstraints(
                of: stack, in: root,
                edgesAndSpacing + [
                    "a.top == b.top @1000 (UISV-alignment)", "a.top == c.top @1000 (UISV-alignment)",
                    "stack.top == a.top @1000 (UISV-canvas-connection)",
                    "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                    "S.top == a.top @999.5 (UISV-spanning-boundary)",
                    "S.bottom >= a.bottom @1000 (UISV-spanning-boundary)",
                    "S.top == b.top @999.5 (UISV-spanning-boundary)",
                    "S.bottom >= b.bottom @1000 (UISV-spanning-boundary)",
                    "S.top == c.top @999.5 (UISV-spanning-boundary)",
                    "S.bottom >= c.bottom @1000 (UISV-spanning-boundary)",
                ] + spannerFitAndSuppression())
        }
    }

    func testBottomAlignmentStandsTheViewsOnASpanningGuide() {
        for alignment in [StackView.Alignment.bottom, .trailing] {
            let (root, stack, _) = makeStack(.fill, alignment)
            assertConstraints(
                of: stack, in: root,
                edgesAndSpacing + [
                    "a.bottom == b.bottom @1000 (UISV-alignment)",
                    "a.bottom == c.bottom @1000 (UISV-alignment)",
                    "stack.top == S.top @1000 (UISV-canvas-connection)",
                    "stack.bottom == a.bottom @1000 (UISV-canvas-connection)",
                    "S.top <= a.top @1000 (UISV-spanning-boundary)",
                    "S.bottom == a.bottom @999.5 (UISV-spanning-boundary)",
                    "S.top <= b.top @1000 (UISV-spanning-boundary)",
                    "S.bottom == b.bottom @999.5 (UISV-spanning-boundary)",
                    "S.top <= c.top @1000 (UISV-spanning-boundary)",
                    "S.bottom == c.bottom @999.5 (UISV-spanning-boundary)",
                ] + spannerFitAndSuppression())
        }
    }

    /// The spanning guide around every view: `S.top <= v.top`, `S.bottom >= v.bottom`.
    private func spannerAround(_ views: [String] = ["a", "b", "c"]) -> [String] {
        views.flatMap {
            [
                "S.top <= \($0).top @1000 (UISV-spanning-boundary)",
                "S.bottom >= \($0).bottom @1000 (UISV-spanning-boundary)",
            ]
        }
    }

    func testCenterAlignmentCentersTheViewsInASpanningGuide() {
        let (root, stack, _) = makeStack(.fill, .center)
        assertConstraints(
            of: stack, in: root,
            edgesAndSpacing + [
                "a.centerY == b.centerY @1000 (UISV-alignment)",
                "a.centerY == c.centerY @1000 (UISV-alignment)",
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.centerY == a.centerY @1000 (UISV-canvas-connection)",
            ] + spannerAround() + spannerFitAndSuppression())
    }

    func testFirstBaselineAlignmentHoldsTheTopAtMostTheFirstViewsAndFitsTheStack() {
        let (root, stack, _) = makeStack(.fill, .firstBaseline)
        assertConstraints(
            of: stack, in: root,
            edgesAndSpacing + [
                "a.firstBaseline == b.firstBaseline @1000 (UISV-alignment)",
                "a.firstBaseline == c.firstBaseline @1000 (UISV-alignment)",
                "stack.top <= a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.height == 0 @49 (UISV-canvas-fit)",
            ] + spannerAround() + spannerFitAndSuppression())
    }

    func testLastBaselineAlignmentHoldsTheBottomAtLeastTheFirstViewsAndFitsTheStack() {
        let (root, stack, _) = makeStack(.fill, .lastBaseline)
        assertConstraints(
            of: stack, in: root,
            edgesAndSpacing + [
                "a.lastBaseline == b.lastBaseline @1000 (UISV-alignment)",
                "a.lastBaseline == c.lastBaseline @1000 (UISV-alignment)",
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom >= a.bottom @1000 (UISV-canvas-connection)",
                "stack.height == 0 @49 (UISV-canvas-fit)",
            ] + spannerAround() + spannerFitAndSuppression())
    }

    func testAVerticalStackSwapsTheAxes() {
        let views = [Fixtures.box("a", 30, 20), Fixtures.box("b", 60, 40)]
        let (root, stack) = Fixtures.stack(
            views, axis: .vertical, distribution: .fillEqually, alignment: .leading, spacing: 10, width: 100,
            height: 300)
        assertConstraints(
            of: stack, in: root,
            [
                "stack.top == a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == b.bottom @1000 (UISV-canvas-connection)",
                "b.top == a.bottom + 10 @1000 (UISV-spacing)",
                "b.height == a.height @1000 (UISV-fill-equally)",
                "a.leading == b.leading @1000 (UISV-alignment)",
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == S.trailing @1000 (UISV-canvas-connection)",
                "S.leading == a.leading @999.5 (UISV-spanning-boundary)",
                "S.trailing >= a.trailing @1000 (UISV-spanning-boundary)",
                "S.leading == b.leading @999.5 (UISV-spanning-boundary)",
                "S.trailing >= b.trailing @1000 (UISV-spanning-boundary)",
                "S.width == 0 @51 (UISV-spanning-fit)", "S.height == 0 @999 (UISV-spanning-fit)",
                "a.width == 0 @25 (UISV-ambiguity-suppression)",
                "b.width == 0 @25 (UISV-ambiguity-suppression)",
            ])
    }

    // MARK: Hidden views, margins, baselines

    func testAHiddenViewIsHiddenAt999999AndLeftOutOfTheChain() {
        let (root, stack, views) = makeStack(.fillEqually, .center)
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(5, after: views[1])
        views[1].isHidden = true
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
                // The gap after a, the visible view before b; b's own 5 is unused.
                "c.leading == a.trailing + 20 @1000 (UISV-spacing)",
                "b.width == 0 @999.999 (UISV-hiding)",
                // Half the gap, as a visible view follows.
                "b.leading == a.trailing + 10 @50 (UISV-spacing-hidden)",
                "c.width == a.width @1000 (UISV-fill-equally)",
                // b keeps its alignment and suppression, not its spanning boundaries.
                "a.centerY == b.centerY @1000 (UISV-alignment)",
                "a.centerY == c.centerY @1000 (UISV-alignment)",
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.centerY == a.centerY @1000 (UISV-canvas-connection)",
            ] + spannerAround(["a", "c"]) + spannerFitAndSuppression())
    }

    func testHiddenViewsAtTheEndsSitAgainstTheFirstAndLastVisibleViews() {
        let (root, stack, views) = makeStack(.fill, .fill, extra: [Fixtures.box("d", 40, 30)])
        views[0].isHidden = true
        views[3].isHidden = true
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == b.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
                "c.leading == b.trailing + 10 @1000 (UISV-spacing)",
                "a.width == 0 @999.999 (UISV-hiding)", "d.width == 0 @999.999 (UISV-hiding)",
                "a.leading == b.leading @50 (UISV-spacing-hidden)",
                // No visible view follows d: no gap.
                "d.leading == c.trailing @50 (UISV-spacing-hidden)",
            ] + fillAcross + [
                "a.top == d.top @1000 (UISV-alignment)", "a.bottom == d.bottom @1000 (UISV-alignment)",
            ])
    }

    func testMarginsRelativeArrangementConnectsTheMarginsGuide() {
        let (root, stack, _) = makeStack(.fillProportionally, .top)
        stack.isLayoutMarginsRelativeArrangement = true
        let margins = "stack.layoutMarginsGuide"
        assertConstraints(
            of: stack, in: root,
            [
                "\(margins).leading == a.leading @1000 (UISV-canvas-connection)",
                "\(margins).trailing == c.trailing @1000 (UISV-canvas-connection)",
                "b.leading == a.trailing + 10 @1000 (UISV-spacing)",
                "c.leading == b.trailing + 10 @1000 (UISV-spacing)",
                "a.width == \(margins).width * 0.15 @999 (UISV-fill-proportionally)",
                "b.width == \(margins).width * 0.3 @998 (UISV-fill-proportionally)",
                "c.width == \(margins).width * 0.45 @997 (UISV-fill-proportionally)",
                "a.top == b.top @1000 (UISV-alignment)", "a.top == c.top @1000 (UISV-alignment)",
                "\(margins).top == a.top @1000 (UISV-canvas-connection)",
                "\(margins).bottom == S.bottom @1000 (UISV-canvas-connection)",
                "S.top == a.top @999.5 (UISV-spanning-boundary)",
                "S.bottom >= a.bottom @1000 (UISV-spanning-boundary)",
                "S.top == b.top @999.5 (UISV-spanning-boundary)",
                "S.bottom >= b.bottom @1000 (UISV-spanning-boundary)",
                "S.top == c.top @999.5 (UISV-spanning-boundary)",
                "S.bottom >= c.bottom @1000 (UISV-spanning-boundary)",
            ] + spannerFitAndSuppression())
    }

    func testMarginsRelativeArrangementLeavesCanvasFitOnTheStack() {
        let (root, stack, _) = makeStack(.equalSpacing, .firstBaseline)
        stack.isLayoutMarginsRelativeArrangement = true
        let margins = "stack.layoutMarginsGuide"
        assertConstraints(
            of: stack, in: root,
            [
                "\(margins).leading == a.leading @1000 (UISV-canvas-connection)",
                "\(margins).trailing == c.trailing @1000 (UISV-canvas-connection)",
                "b.leading >= a.trailing + 10 @1000 (UISV-spacing)",
                "c.leading >= b.trailing + 10 @1000 (UISV-spacing)",
                "g0.leading == a.trailing @1000 (UISV-distributing-edge)",
                "g0.trailing == b.leading @1000 (UISV-distributing-edge)",
                "g1.leading == b.trailing @1000 (UISV-distributing-edge)",
                "g1.trailing == c.leading @1000 (UISV-distributing-edge)",
                "g1.width == g0.width @1000 (UISV-fill-equally)",
                "stack.width == 0 @49 (UISV-canvas-fit)",
                "a.firstBaseline == b.firstBaseline @1000 (UISV-alignment)",
                "a.firstBaseline == c.firstBaseline @1000 (UISV-alignment)",
                "\(margins).top <= a.top @1000 (UISV-canvas-connection)",
                "\(margins).bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.height == 0 @49 (UISV-canvas-fit)",
            ] + spannerAround() + spannerFitAndSuppression())
    }

    func testBaselineRelativeArrangementSpacesBaselines() {
        let views = [Fixtures.label("a", "Ab", fontSize: 20), Fixtures.label("b", "Cd", fontSize: 40)]
        let (root, stack) = Fixtures.stack(views, axis: .vertical, spacing: 10)
        stack.isBaselineRelativeArrangement = true
        assertConstraints(
            of: stack, in: root,
            [
                "stack.top == a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == b.bottom @1000 (UISV-canvas-connection)",
                "b.firstBaseline == a.lastBaseline + 10 @1000 (UISV-spacing)",
                "a.leading == b.leading @1000 (UISV-alignment)",
                "a.trailing == b.trailing @1000 (UISV-alignment)",
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == a.trailing @1000 (UISV-canvas-connection)",
            ])
    }

    // MARK: Every distribution with every alignment

    /// UIKit's constraints along the axis for `distribution`, for ``makeStack(_:_:extra:)``'s
    /// three views (docs/StackView.md, section 1).
    private func along(_ distribution: StackView.Distribution) -> [String] {
        let distributed = [
            "stack.leading == a.leading @1000 (UISV-canvas-connection)",
            "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
            "b.leading >= a.trailing + 10 @1000 (UISV-spacing)",
            "c.leading >= b.trailing + 10 @1000 (UISV-spacing)",
            "stack.width == 0 @49 (UISV-canvas-fit)",
        ]
        switch distribution {
        case .fill:
            return edgesAndSpacing
        case .fillEqually:
            return edgesAndSpacing + [
                "b.width == a.width @1000 (UISV-fill-equally)",
                "c.width == a.width @1000 (UISV-fill-equally)",
            ]
        case .fillProportionally:
            return edgesAndSpacing + [
                "a.width == stack.width * 0.15 @999 (UISV-fill-proportionally)",
                "b.width == stack.width * 0.3 @998 (UISV-fill-proportionally)",
                "c.width == stack.width * 0.45 @997 (UISV-fill-proportionally)",
            ]
        case .equalSpacing:
            return distributed + [
                "g0.leading == a.trailing @1000 (UISV-distributing-edge)",
                "g0.trailing == b.leading @1000 (UISV-distributing-edge)",
                "g1.leading == b.trailing @1000 (UISV-distributing-edge)",
                "g1.trailing == c.leading @1000 (UISV-distributing-edge)",
                "g1.width == g0.width @1000 (UISV-fill-equally)",
            ]
        case .equalCentering:
            return distributed + [
                "g0.leading == a.centerX @1000 (UISV-distributing-edge)",
                "g0.trailing == b.centerX @1000 (UISV-distributing-edge)",
                "g1.leading == b.centerX @1000 (UISV-distributing-edge)",
                "g1.trailing == c.centerX @1000 (UISV-distributing-edge)",
                "g1.width == g0.width @149 (UISV-fill-equally)",
            ]
        }
    }

    /// UIKit's constraints across the axis for `alignment`, for the same three views
    /// (docs/StackView.md, section 2).
    private func across(_ alignment: StackView.Alignment) -> [String] {
        func aligned(_ attribute: String) -> [String] {
            ["b", "c"].map { "a.\(attribute) == \($0).\(attribute) @1000 (UISV-alignment)" }
        }
        func spanner(start: String, end: String, _ priorities: (String, String)) -> [String] {
            ["a", "b", "c"].flatMap {
                [
                    "S.top \(start) \($0).top @\(priorities.0) (UISV-spanning-boundary)",
                    "S.bottom \(end) \($0).bottom @\(priorities.1) (UISV-spanning-boundary)",
                ]
            } + spannerFitAndSuppression()
        }
        switch alignment {
        case .fill:
            return fillAcross
        case .leading, .top:
            return aligned("top") + [
                "stack.top == a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
            ] + spanner(start: "==", end: ">=", ("999.5", "1000"))
        case .trailing, .bottom:
            return aligned("bottom") + [
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom == a.bottom @1000 (UISV-canvas-connection)",
            ] + spanner(start: "<=", end: "==", ("1000", "999.5"))
        case .center:
            return aligned("centerY") + [
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.centerY == a.centerY @1000 (UISV-canvas-connection)",
            ] + spanner(start: "<=", end: ">=", ("1000", "1000"))
        case .firstBaseline:
            return aligned("firstBaseline") + [
                "stack.top <= a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == S.bottom @1000 (UISV-canvas-connection)",
                "stack.height == 0 @49 (UISV-canvas-fit)",
            ] + spanner(start: "<=", end: ">=", ("1000", "1000"))
        case .lastBaseline:
            return aligned("lastBaseline") + [
                "stack.top == S.top @1000 (UISV-canvas-connection)",
                "stack.bottom >= a.bottom @1000 (UISV-canvas-connection)",
                "stack.height == 0 @49 (UISV-canvas-fit)",
            ] + spanner(start: "<=", end: ">=", ("1000", "1000"))
        }
    }

    /// `constraint` read for a vertical stack: horizontal attributes become vertical ones and
    /// the other way round.
    private func turned(_ constraint: String) -> String {
        let pairs = [
            ("leading", "top"), ("trailing", "bottom"), ("width", "height"), ("centerX", "centerY"),
        ]
        var words: [String: String] = [:]
        for (horizontal, vertical) in pairs {
            words[horizontal] = vertical
            words[vertical] = horizontal
        }
        return constraint.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let dot = word.lastIndex(of: "."),
                let other = words[String(word[word.index(after: dot)...])]
            else { return String(word) }
            return word[...dot] + other
        }.joined(separator: " ")
    }

    func testEveryDistributionWithEveryAlignmentMakesUIKitsConstraints() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let (root, stack, _) = makeStack(distribution, alignment)
                let expected = along(distribution) + across(alignment)
                let actual = stackConstraints(of: stack)
                XCTAssertEqual(
                    actual.sorted(), expected.sorted(), "\(distribution) \(alignment)")
                XCTAssertEqual(root.layoutIssues, [], "\(distribution) \(alignment)")
            }
        }
    }

    func testEveryDistributionWithEveryAlignmentOfAVerticalStackMakesUIKitsConstraints() {
        for distribution in StackView.Distribution.allCases {
            for alignment in StackView.Alignment.allCases {
                let views = [Fixtures.box("a", 20, 30), Fixtures.box("b", 40, 60), Fixtures.box("c", 10, 90)]
                let (root, stack) = Fixtures.stack(
                    views, axis: .vertical, distribution: distribution, alignment: alignment, spacing: 10,
                    width: 100, height: 300)
                // Baselines are for horizontal stacks: a vertical one aligns its edges instead.
                let asEdges: StackView.Alignment =
                    switch alignment {
                    case .firstBaseline: .leading
                    case .lastBaseline: .trailing
                    default: alignment
                    }
                let expected = (along(distribution) + across(asEdges)).map(turned)
                XCTAssertEqual(
                    stackConstraints(of: stack).sorted(), expected.sorted(), "\(distribution) \(alignment)")
                XCTAssertEqual(root.layoutIssues, [], "\(distribution) \(alignment)")
            }
        }
    }

    // MARK: Multi-line labels, system spacing, one view

    /// A multi-line label of twelve 4-letter words at 10 points (5 per character) and a 49 × 31
    /// box that hugs at 750, 8 apart in a horizontal stack 300 wide; the label hugs at 251 and
    /// resists compression at 749, as in UIKit's report of the rule (rdar 39275811).
    private func labelAndBox(
        _ distribution: StackView.Distribution = .fill, lines: Int = 0, axis: LayoutAxis = .horizontal
    ) -> (root: View, stack: StackView, label: Label, box: View) {
        let label = Fixtures.label(
            "label", Array(repeating: "abcd", count: 12).joined(separator: " "), fontSize: 10, lines: lines)
        label.setContentHuggingPriority(251, for: .horizontal)
        label.setContentCompressionResistancePriority(749, for: .horizontal)
        let box = Fixtures.box("box", 49, 31)
        box.setContentHuggingPriority(750, for: .horizontal)
        let (root, stack) = Fixtures.stack(
            [label, box], axis: axis, distribution: distribution, alignment: .top, spacing: 8,
            width: axis == .horizontal ? 300 : nil, height: axis == .horizontal ? nil : 300)
        return (root, stack, label, box)
    }

    func testAMultiLineLabelIsHeldToAnEqualShareAboveItsOwnPriorities() {
        let (root, stack, label, box) = labelAndBox()
        // At most 1/2 of the canvas less half a gap, at max(950, max(251, 749) + 10).
        XCTAssertTrue(
            stackConstraints(of: stack).contains(
                "label.width <= stack.width * 0.5 - 4 @950 (UISV-text-width-disambiguation)"))
        // 950 beats the box's hugging (750): both get half, 146, as UIKit lays them out. The
        // label holds 29 characters a line: six words, two lines, 24 tall.
        Fixtures.assertFrame(label, CGRect(x: 0, y: 0, width: 146, height: 24))
        Fixtures.assertFrame(box, CGRect(x: 154, y: 0, width: 146, height: 31))
        Fixtures.assertDetermined(root, [stack, label, box])

        // A label that resists at 960 is held at 970; at 995, at 999, below required.
        label.setContentCompressionResistancePriority(960, for: .horizontal)
        XCTAssertTrue(
            stackConstraints(of: stack).contains(
                "label.width <= stack.width * 0.5 - 4 @970 (UISV-text-width-disambiguation)"))
        label.setContentCompressionResistancePriority(995, for: .horizontal)
        XCTAssertTrue(
            stackConstraints(of: stack).contains(
                "label.width <= stack.width * 0.5 - 4 @999 (UISV-text-width-disambiguation)"))
    }

    func testOnlyMultiLineLabelsInStacksThatDoNotSizeThemGetTheTextWidthRule() {
        let rule = "UISV-text-width-disambiguation"
        for distribution in StackView.Distribution.allCases {
            let (_, stack, _, _) = labelAndBox(distribution)
            stack.layoutIfNeeded()
            let made = stackConstraints(of: stack).contains { $0.hasSuffix("(\(rule))") }
            XCTAssertEqual(
                made, [.fill, .equalSpacing, .equalCentering].contains(distribution), "\(distribution)")
        }
        let (_, vertical, _, _) = labelAndBox(axis: .vertical)
        XCTAssertFalse(stackConstraints(of: vertical).contains { $0.hasSuffix("(\(rule))") })

        // A one-line label keeps its text: the box hugs at 49, the label takes the rest.
        let (_, stack, label, box) = labelAndBox(lines: 1)
        XCTAssertFalse(stackConstraints(of: stack).contains { $0.hasSuffix("(\(rule))") })
        Fixtures.assertFrame(label, CGRect(x: 0, y: 0, width: 243, height: 12))
        Fixtures.assertFrame(box, CGRect(x: 251, y: 0, width: 49, height: 31))
    }

    func testSystemSpacingIsTheStandardSpace() {
        let (root, stack, views) = makeStack()
        stack.spacing = StackView.spacingUseSystem
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseSystem)
        assertConstraints(
            of: stack, in: root,
            [
                "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                "stack.trailing == c.trailing @1000 (UISV-canvas-connection)",
                "b.leading == a.trailing + 8 @1000 (UISV-spacing)",
                "c.leading == b.trailing + 8 @1000 (UISV-spacing)",
            ] + fillAcross)

        // A custom system spacing after a with a plain spacing of 10.
        stack.spacing = 10
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
        XCTAssertTrue(
            stackConstraints(of: stack).contains("b.leading == a.trailing + 8 @1000 (UISV-spacing)"))
        XCTAssertTrue(
            stackConstraints(of: stack).contains("c.leading == b.trailing + 8 @1000 (UISV-spacing)"))
    }

    func testOneArrangedViewIsHeldByTheCanvasWithoutASpanningGuide() {
        let expected: [StackView.Alignment: [String]] = [
            .top: [
                "stack.top == a.top @1000 (UISV-canvas-connection)",
                "stack.bottom >= a.bottom @1000 (UISV-canvas-connection)",
            ],
            .bottom: [
                "stack.top <= a.top @1000 (UISV-canvas-connection)",
                "stack.bottom == a.bottom @1000 (UISV-canvas-connection)",
            ],
            .center: [
                "stack.top <= a.top @1000 (UISV-canvas-connection)",
                "stack.bottom >= a.bottom @1000 (UISV-canvas-connection)",
                "stack.centerY == a.centerY @1000 (UISV-canvas-connection)",
            ],
            .firstBaseline: [
                "stack.top <= a.top @1000 (UISV-canvas-connection)",
                "stack.bottom >= a.bottom @1000 (UISV-canvas-connection)",
            ],
        ]
        for (alignment, across) in expected {
            let (root, stack) = Fixtures.stack([Fixtures.box("a", 30, 20)], alignment: alignment)
            assertConstraints(
                of: stack, in: root,
                [
                    "stack.leading == a.leading @1000 (UISV-canvas-connection)",
                    "stack.trailing == a.trailing @1000 (UISV-canvas-connection)",
                ] + across + [
                    "stack.height == 0 @51 (UISV-spanning-fit)",
                    "a.height == 0 @25 (UISV-ambiguity-suppression)",
                ])
            XCTAssertNil(stack.spanningGuide, "\(alignment)")
            Fixtures.assertFrame(stack, CGRect(x: 0, y: 0, width: 30, height: 20))
        }
    }
}
