import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutRuntime
import LayoutSpec
import XCTest

/// Self-sizing cells: the height fitted at each width, rounded up to the pixel and imposed on
/// the content view, the row a table adds a separator pixel to; a content that does not set the
/// height; and the famous conflict with `UIView-Encapsulated-Layout-Height`.
final class CellProofTests: XCTestCase {
    /// A 17-point label inside the content view's margins (8 on every side, UIView's default),
    /// at 390 @3x, 320 @2x and 390 without a scale.
    private func labelCell(_ kind: String) -> String {
        """
        scene: TitleCell
        cell: \(kind)
        sizes:
          phone: {width: 390, scale: 3}
          small: {width: 320, scale: 2}
          exact: {width: 390}
        views:
          title: {type: Label, text: Hello}
        constraints:
          - H:|-[title]-|
          - V:|-[title]-|
        """
    }

    func testALabelCellIsItsLineAndItsMarginsHighOnThePixelWithASeparatorPixelBelow() throws {
        let run = proveCoreSnippet(labelCell("tableView"))
        XCTAssertEqual(run.printed, "")
        let layouts = try XCTUnwrap(run.proof?.layouts)
        let heights = layouts.compactMap(\.cellHeights)
        XCTAssertEqual(heights.count, 3)
        // A 17-point line is 20.287109375 exact, 61/3 at @3x, 20.5 at @2x; with 8 above and
        // below, the content view is 8 + 61/3 + 8 = 109/3, 36.5, and 36.287109375 unrounded.
        let fitted = [109.0 / 3, 36.5, 36.287109375]
        for (cell, expected) in zip(heights, fitted) {
            XCTAssertEqual(cell.fitted, expected, accuracy: 1e-9)
            XCTAssertEqual(cell.contentView, expected, accuracy: 1e-9)
            XCTAssertFalse(cell.isUndetermined)
        }
        // The row adds the separator's pixel: 110/3 and 37; without a scale, no pixel is known.
        XCTAssertEqual(heights[0].row ?? 0, 110.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(heights[1].row, 37)
        XCTAssertNil(heights[2].row)
        // The proof lays the content view out at the height imposed on it.
        XCTAssertEqual(layouts[0].frame(of: "view")?.height ?? 0, 109.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(layouts[1].frame(of: "title"), CGRect(x: 8, y: 8, width: 304, height: 20.5))
        XCTAssertEqual(layouts[2].frame(of: "view")?.height, 36.287109375)
    }

    func testACollectionViewCellHasNoSeparator() throws {
        let run = proveCoreSnippet(labelCell("collectionView"))
        XCTAssertEqual(run.printed, "")
        let heights = try XCTUnwrap(run.proof?.layouts.compactMap(\.cellHeights))
        XCTAssertEqual(heights.map(\.contentView), [109.0 / 3, 36.5, 36.287109375])
        XCTAssertEqual(heights.map(\.row), [nil, nil, nil])
    }

    func testLayoutPrintsTheFittedTheImposedAndTheRowHeight() throws {
        let layout = try XCTUnwrap(proveCoreSnippet(labelCell("tableView")).proof?.layouts[1])
        XCTAssertEqual(
            LayoutPrinter.text(layout),
            """
            TitleCell at small (320x36.5 @2x)
            cell: fitted 36.5, content view 36.5, row 37
            view (0, 0, 320, 36.5)
              title (8, 8, 304, 20.5)

            """)
        XCTAssertEqual(
            LayoutPrinter.json(layout),
            """
            {
              "scene": "TitleCell",
              "size": [320, 36.5],
              "sizeClass": {"horizontal": "compact", "vertical": "compact"},
              "cell": {"fittedHeight": 36.5, "contentViewHeight": 36.5, "rowHeight": 37},
              "views": {
                "view": {"frame": [0, 0, 320, 36.5]},
                "title": {"frame": [8, 8, 304, 20.5]}
              },
              "scrollViews": {
              }
            }

            """)
        let phone = try XCTUnwrap(proveCoreSnippet(labelCell("tableView")).proof?.layouts[0])
        XCTAssertEqual(phone.sizeTitle, "phone (390x36.333 @3x)")
    }

    func testRenderDrawsTheCellAtTheImposedHeight() throws {
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(yaml: labelCell("tableView"), file: coreSnippetFile, diagnostics: &diagnostics))
        let drawings = try XCTUnwrap(SceneRenderer.provenDrawings(of: spec, at: spec.sizes))
        XCTAssertEqual(drawings.map { $0.view("view")?.rect.height ?? 0 }, [109.0 / 3, 36.5, 36.287109375])
    }

    /// What `check` prints for `yaml`: the proof's diagnostics with their proven fixes.

    /// The fix pins the last view's bottom as far in as the first view's top is.
    func testACellWhoseLastViewIsNotPinnedToTheBottomCollapses() {
        // Catalogue: cellHeightUndetermined, cellCollapses
        let yaml = """
            scene: LooseCell
            cell: tableView
            sizes:
              phone: {width: 390, scale: 3}
            lint: {clipping: false, outsideSafeArea: false}
            views:
              title: {type: Label, text: Hello}
              box: {color: red}
            constraints:
              - H:|-[title]-|
              - H:|-[box]-|
              - V:|-[title]-[box(20)]
            """
        XCTAssertEqual(
            checkedCoreSnippet(yaml),
            """
            spec.yaml:8:3: error: The height of the cell 'LooseCell' is not set by its content at 'phone' (390 wide \
            @3x): nothing pins 'box.bottom' to its superview's bottom, so the vertical chain from the content \
            view's top to its bottom stops there.
            spec.yaml:8:3: note: 'box' is declared here. Pin its bottom to its superview's bottom with '=='.
            spec.yaml:4:3: note: At 'phone' (390 wide @3x), the content view fits 0 high toward a height of 0 and \
            100000 toward a taller one. UIKit fits a cell at '.fittingSizeLevel' vertically, so the cell \
            collapses to 0.
            spec.yaml:12:22: note: Fix, proven at every size: add 'box.bottom == view.bottom - 8' to 'constraints'.
            """)
    }

    func testACellWhoseContentOnlyBoundsItsHeightIsAnErrorAtTheSize() {
        assertProveDiagnostics(
            boxCellSpec("collectionView", "item: {width: 200}", ["box.height >= 20"]),
            """
            spec.yaml:4:3: error: The height of the cell 'BoxCell' is not set by its content at 'item' (200 \
            wide): its content's constraints leave the height free. Look for a missing pin, an inequality, or a \
            tie between constraints of equal priority.
            spec.yaml:4:3: note: At 'item' (200 wide), the content view fits 20 high toward a height of 0 and \
            100000 toward a taller one. UIKit fits a cell at '.fittingSizeLevel' vertically, so the cell \
            collapses to 20.
            """)
    }

    /// A required chain 10.25 high, fitted at 10.25, held at 10.5 at @2x: the console's "Unable to
    /// simultaneously satisfy constraints" with UIKit's encapsulated height, and the usual fix,
    /// one vertical constraint at 999, proven.
    func testAnOffPixelRequiredChainConflictsWithTheEncapsulatedHeight() {
        // Catalogue: encapsulatedLayoutConstraint
        XCTAssertEqual(
            checkedCoreSnippet(
                boxCellSpec("tableView", "phone: {width: 390, scale: 2}", ["box.height == 10.25"])),
            """
            spec.yaml:9:7: error: These 4 required constraints cannot all hold at 'phone' (390 wide @2x). Remove \
            one or lower its priority.
            spec.yaml:9:7: note: 'box.top == view.top', from '|[box]'
            spec.yaml:9:8: note: 'box.bottom == view.bottom', from '[box]|'
            spec.yaml:10:5: note: 'box.height == 10.25'
            spec.yaml:4:3: note: 'view.height == 10.5', UIView-Encapsulated-Layout-Height: the table view holds \
            the content view at the height it fitted at 'phone', rounded up to the pixel, with a required \
            constraint
            spec.yaml:9:5: note: Fix, proven at every size: change 'V:|[box]|' to 'V:|-(0@999)-[box]|'.
            spec.yaml:9:5: note: Fix, proven at every size: change 'V:|[box]|' to 'V:|[box]-(0@999)-|'.
            spec.yaml:10:5: note: Fix, proven at every size: change 'box.height == 10.25' to 'box.height == 10.25 \
            @999'.
            """)
    }

    /// A constraint the content implies is redundant in a cell too; the chain that sets the
    /// encapsulated height is not (the previous test).
    func testAConstraintTheContentImpliesIsRedundantInACell() {
        assertProveDiagnostics(
            boxCellSpec("tableView", "phone: {width: 390}", ["box.height == 10", "box.height == 10"]),
            """
            spec.yaml:11:5: warning: The constraint 'box.height == 10' is implied by the required constraints \
            before it at 'phone' (390 wide), so it adds nothing. Remove it, or lower its priority if it is a \
            fallback.
            """)
    }

    /// The same chain on the pixel, or with no scale to round to, holds: the encapsulated
    /// height that follows from it does not make it redundant.
    func testAChainOnThePixelHolds() {
        for (box, size) in [("10.5", "phone: {width: 390, scale: 2}"), ("10.25", "phone: {width: 390}")] {
            assertProveDiagnostics(boxCellSpec("tableView", size, ["box.height == \(box)"]), "")
        }
    }

    func testACellsViewCannotTakeTheNameOfAMemberOfItsClass() {
        // Catalogue: cellMemberName
        assertResolveDiagnostics(
            """
            scene: PhotoCell
            cell: tableView
            sizes: {phone: {width: 390}}
            views:
              imageView: {type: ImageView}
            constraints:
              - {constraint: "imageView.height == 40", name: tag}
            """,
            """
            spec.yaml:5:3: error: The name 'imageView' is a member of the generated cell class, a \
            UITableViewCell, so a view or constraint of that name would clash with it. Choose another name.
            spec.yaml:7:50: error: The name 'tag' is a member of the generated cell class, a UITableViewCell, so \
            a view or constraint of that name would clash with it. Choose another name.
            """)
    }
}
