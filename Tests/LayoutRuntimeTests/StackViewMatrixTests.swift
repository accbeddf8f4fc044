import XCTest

@testable import LayoutRuntime

/// Every distribution with every alignment, on both axes: three views 30, 60 and 90 long along
/// the axis and 20, 40 and 10 across it, 10 apart, in a stack 320 long whose cross size is left
/// to its content. The hugging priorities (251, 252, 250) let the third view take fill's slack.
///
/// Along the axis, worked out by hand (the distribution alone decides):
/// - fill: the slack 320 - 180 - 20 = 120 goes to c: 30, 60, 210 at 0, 40, 110.
/// - fillEqually: (320 - 20) / 3 = 100 each, at 0, 110, 220.
/// - fillProportionally: 30 : 60 : 90 of 320 with D = 180 + 20 = 200 gives 48 and 96; the last
///   absorbs the spacing: 320 - 20 - 144 = 156. At 0, 58, 164.
/// - equalSpacing: gaps (320 - 180) / 2 = 70, at 0, 100, 230.
/// - equalCentering: centers 15 and 275, so b's at 145: at 0, 115, 230.
/// Across it (the alignment alone decides; views without text have baselines at their edges):
/// - fill: all 40 across (b's compression resistance beats the others' hugging), at 0.
/// - leading, top, firstBaseline: own sizes, at 0; the stack is 40 across.
/// - center: at 10, 0, 15. trailing, bottom, lastBaseline: at 20, 0, 30.
/// A vertical stack reads the same tables with x and y, width and height swapped; its baseline
/// alignments are its leading and trailing edges.
final class StackViewMatrixTests: XCTestCase {
    private typealias Fixtures = StackFixtures

    private let along: [StackView.Distribution: [(position: CGFloat, length: CGFloat)]] = [
        .fill: [(0, 30), (40, 60), (110, 210)],
        .fillEqually: [(0, 100), (110, 100), (220, 100)],
        .fillProportionally: [(0, 48), (58, 96), (164, 156)],
        .equalSpacing: [(0, 30), (100, 60), (230, 90)],
        .equalCentering: [(0, 30), (115, 60), (230, 90)],
    ]

    private func across(_ alignment: StackView.Alignment) -> [(position: CGFloat, length: CGFloat)] {
        switch alignment {
        case .fill: [(0, 40), (0, 40), (0, 40)]
        case .leading, .top, .firstBaseline: [(0, 20), (0, 40), (0, 10)]
        case .center: [(10, 20), (0, 40), (15, 10)]
        case .trailing, .bottom, .lastBaseline: [(20, 20), (0, 40), (30, 10)]
        }
    }

    func testEveryDistributionWithEveryAlignmentOnBothAxes() {
        for axis in LayoutAxis.allCases {
            for distribution in StackView.Distribution.allCases {
                for alignment in StackView.Alignment.allCases {
                    let horizontal = axis == .horizontal
                    let sizes: [(CGFloat, CGFloat)] = [(30, 20), (60, 40), (90, 10)]
                    let views = sizes.enumerated().map { index, size in
                        Fixtures.box(
                            ["a", "b", "c"][index], horizontal ? size.0 : size.1, horizontal ? size.1 : size.0
                        )
                    }
                    for (view, priority) in zip(views, [251, 252, 250] as [Float]) {
                        view.setContentHuggingPriority(LayoutPriority(priority), for: axis)
                    }
                    let (root, stack) = Fixtures.stack(
                        views, axis: axis, distribution: distribution, alignment: alignment, spacing: 10,
                        width: horizontal ? 320 : nil, height: horizontal ? nil : 320,
                        in: RuntimeFixtures.root(width: 400, height: 400))
                    let context = "\(axis) \(distribution) \(alignment)"
                    root.layoutIfNeeded()
                    XCTAssertEqual(root.layoutIssues, [], context)
                    for view in views + [stack] {
                        XCTAssertEqual(view.ambiguousAttributes, [], "\(context): \(displayName(of: view))")
                    }
                    let crossLength: CGFloat = 40
                    XCTAssertEqual(
                        stack.frame.size,
                        horizontal
                            ? CGSize(width: 320, height: crossLength)
                            : CGSize(width: crossLength, height: 320),
                        context)
                    for (index, view) in views.enumerated() {
                        let (position, length) = along[distribution]![index]
                        let (crossPosition, crossSize) = across(alignment)[index]
                        let expected =
                            horizontal
                            ? CGRect(x: position, y: crossPosition, width: length, height: crossSize)
                            : CGRect(x: crossPosition, y: position, width: crossSize, height: length)
                        XCTAssertTrue(
                            view.frame.isClose(to: expected),
                            "\(context): \(displayName(of: view)) \(view.frame)")
                    }
                }
            }
        }
    }
}

extension CGRect {
    /// Whether every number is within 1e-9 of `other`'s.
    fileprivate func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9 && abs(width - other.width) < 1e-9
            && abs(height - other.height) < 1e-9
    }
}
