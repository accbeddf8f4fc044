import LayoutRuntime
import XCTest

/// The grid scene of Apple's Auto Layout Guide (scroll view example): a 4 x 4 grid of squares
/// a standard space apart in a content view that is at least as large as the scroll view on
/// both axes.
///
/// The arithmetic for both orientations, used by every test below:
/// - side s of every square; content width = 20 + 4s + 3 * 8 + 20 = 4s + 64, and the column
///   chain gives the same content height 4s + 64: the content is square.
/// - square(0,0): s >= 80 (required) and s == 80 @250 (optional): s is the smallest value the
///   required constraints allow.
/// - portrait 390x844: content height >= 844 -> 4s + 64 >= 844 -> s >= 195; content width
///   >= 390 -> s >= 81.5. So s = 195, content 844x844.
/// - landscape 844x390: content width >= 844 -> s >= 195; content height >= 390 -> s >= 81.5.
///   So s = 195 again, content 844x844.
/// - square(r,c) origin = (20 + c * (195 + 8), 20 + r * (195 + 8)) = (20 + 203c, 20 + 203r):
///   columns at 20, 223, 426, 629; the last ends at 629 + 195 = 824, + 20 = 844. Rows the same.
final class SeedScrollViewGridTests: XCTestCase {
    /// The grid scene, built in code as the guide builds it in Interface Builder.
    private struct Grid: BuiltOnScrollScene {
        let page: ScrollScene
        /// squares[row][column]
        let squares: [[View]]
        /// square(0,0).width == 80 @250, the guide's "optional width of 80 points".
        let optionalWidth: LayoutConstraint

        init() {
            page = ScrollScene()
            let (scrollView, contentView) = (page.scrollView, page.contentView)
            contentView.backgroundColor = .lightGray
            var squares: [[View]] = []
            for row in 0..<4 {
                squares.append(
                    (0..<4).map { column in
                        makeConstrainedView(View(), "square(\(row),\(column))", in: contentView)
                    })
            }
            self.squares = squares
            let first = squares[0][0]
            optionalWidth = first.widthAnchor.constraint(equalToConstant: 80)
            optionalWidth.priority = .defaultLow

            // ScrollScene: the scroll view fills the root, and the content view is pinned to
            // the scroll view's edges: the content area.
            var constraints = [
                // Width and height attach to the scroll view's frame.
                contentView.widthAnchor.constraint(greaterThanOrEqualTo: scrollView.widthAnchor),
                contentView.heightAnchor.constraint(greaterThanOrEqualTo: scrollView.heightAnchor),
                // The first square: 1:1, at least 80, 80 if it can.
                first.widthAnchor.constraint(equalTo: first.heightAnchor),
                first.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
                optionalWidth,
            ]
            for row in 0..<4 {
                for column in 0..<4 {
                    let square = squares[row][column]
                    if row != 0 || column != 0 {
                        constraints += [
                            square.widthAnchor.constraint(equalTo: first.widthAnchor),
                            square.heightAnchor.constraint(equalTo: first.heightAnchor),
                        ]
                    }
                    // Standard spacing: 20 to the content view's edges, 8 between neighbours.
                    constraints.append(
                        column == 0
                            ? square.leadingAnchor.constraint(
                                equalTo: contentView.leadingAnchor, constant: 20)
                            : square.leadingAnchor.constraint(
                                equalTo: squares[row][column - 1].trailingAnchor, constant: 8))
                    constraints.append(
                        row == 0
                            ? square.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20)
                            : square.topAnchor.constraint(
                                equalTo: squares[row - 1][column].bottomAnchor, constant: 8))
                    if column == 3 {
                        constraints.append(
                            contentView.trailingAnchor.constraint(
                                equalTo: square.trailingAnchor, constant: 20))
                    }
                    if row == 3 {
                        constraints.append(
                            contentView.bottomAnchor.constraint(equalTo: square.bottomAnchor, constant: 20))
                    }
                }
            }
            LayoutConstraint.activate(constraints)
        }

        /// Asserts the frames that hold at both orientations: s = 195, content 844x844.
        func assertSquareContent(file: StaticString = #filePath, line: UInt = #line) {
            // Content view in content coordinates: origin 0, size 4 * 195 + 64 = 844 square.
            assertFrame(contentView, CGRect(x: 0, y: 0, width: 844, height: 844), file: file, line: line)
            for row in 0..<4 {
                for column in 0..<4 {
                    // origin (20 + 203 * column, 20 + 203 * row), side 195
                    let expected = CGRect(
                        x: 20 + 203 * CGFloat(column), y: 20 + 203 * CGFloat(row), width: 195, height: 195)
                    assertFrame(squares[row][column], expected, file: file, line: line)
                }
            }
        }

        /// Lays the grid out at `rootFrame` and asserts every frame (the scroll view fills the
        /// root; the content is 844 square at both orientations), the axes it scrolls along and
        /// that the layout has no problem.
        func assertLayout(
            at rootFrame: CGRect, horizontally: Bool, vertically: Bool, file: StaticString = #filePath,
            line: UInt = #line
        ) {
            layOut(root, at: rootFrame)
            assertFrame(root, rootFrame, file: file, line: line)
            assertFrame(scrollView, rootFrame, file: file, line: line)
            assertSquareContent(file: file, line: line)
            assertScrolling(
                scrollView, contentSize: CGSize(width: 844, height: 844), horizontally: horizontally,
                vertically: vertically, file: file, line: line)
            assertLaidOutWithoutProblems(root, file: file, line: line)
        }
    }

    func testGridContentIsSquareAndScrollsHorizontallyInPortrait() {
        // 844 > 390 horizontally; 844 is not strictly larger than 844 vertically.
        Grid().assertLayout(at: SeedSize.portrait, horizontally: true, vertically: false)
    }

    func testGridContentIsSquareAndScrollsVerticallyInLandscape() {
        let grid = Grid()
        grid.root.layoutIfNeeded()
        // 844 is not strictly larger than 844 horizontally; 844 > 390 vertically.
        grid.assertLayout(at: SeedSize.landscape, horizontally: false, vertically: true)
        // And back: the incremental re-solve lands on the portrait answer again.
        grid.assertLayout(at: SeedSize.portrait, horizontally: true, vertically: false)
    }

    func testGridSquareSizeIsAmbiguousWithoutTheOptionalWidth() {
        let grid = Grid()
        grid.root.layoutIfNeeded()
        grid.optionalWidth.isActive = false
        grid.root.layoutIfNeeded()

        // Without width == 80 @250 nothing bounds s from above: any s >= 195 satisfies every
        // constraint. square(0,0) stays at (20, 20) (pinned to the content view's top-left,
        // which is pinned to the content area's origin), but its width and height float, and
        // so do the content view's.
        XCTAssertEqual(grid.squares[0][0].ambiguousAttributes, [.width, .height])
        XCTAssertTrue(grid.squares[0][0].hasAmbiguousLayout)
        XCTAssertEqual(grid.contentView.ambiguousAttributes, [.width, .height])
        // square(1,1) sits at (20 + s + 8, 20 + s + 8): its position floats with s too.
        XCTAssertEqual(grid.squares[1][1].ambiguousAttributes, [.left, .top, .width, .height])
        // The scroll view's frame is still pinned to the root.
        XCTAssertFalse(grid.scrollView.hasAmbiguousLayout)
        // Ambiguity is not a broken constraint.
        XCTAssertTrue(grid.root.layoutIssues.isEmpty, "\(grid.root.layoutIssues)")
    }
}
