import LayoutSpec
import XCTest

/// `cell:` and a cell's sizes, which give a width alone: what is read, and what is refused.
final class LoadCellTests: XCTestCase {
    func testACellsSizesAreWidthsWithAScaleOrADevicesWidthAndScale() throws {
        let loaded = loadSnippet(
            """
            scene: TitleCell
            cell: tableView
            sizes:
              phone: {width: 390, scale: 3}
              plain: {width: 320}
              wide: {device: iPhone16, orientation: landscape}
            """)
        XCTAssertEqual(loaded.diagnostics, "")
        let spec = try XCTUnwrap(loaded.spec)
        XCTAssertEqual(spec.cell?.value, .tableView)
        XCTAssertEqual(lineColumn(spec.cell?.location), "2:7")
        XCTAssertEqual(spec.sizes.map(\.width), [390, 320, 852])
        // The height is the prover's to fit; a device's safe area is not the content view's.
        XCTAssertEqual(spec.sizes.map(\.height), [0, 0, 0])
        XCTAssertEqual(spec.sizes.map(\.displayScale), [3, nil, 3])
        XCTAssertEqual(spec.sizes.map(\.safeArea), [.zero, .zero, .zero])
        XCTAssertEqual(spec.sizes.map(\.fitsHeight), [true, true, true])
        XCTAssertEqual(
            spec.sizes.map(\.phrase),
            ["'phone' (390 wide @3x)", "'plain' (320 wide)", "'wide' (852 wide @3x)"])
    }

    func testAScreenHasNoCell() throws {
        let spec = try XCTUnwrap(loadSnippet("scene: Scene\nsizes: {portrait: 390x844}\n").spec)
        XCTAssertNil(spec.cell)
        XCTAssertEqual(spec.sizes.map(\.fitsHeight), [false])
    }

    func testAnUnknownCellListsTheKinds() {
        assertSnippetDiagnostics(
            "scene: Scene\ncell: list\nsizes: {phone: {width: 390}}\n",
            "spec.yaml:2:7: error: Unknown 'cell' value 'list'. Use one of 'tableView' or 'collectionView'.")
        assertSnippetDiagnostics(
            "scene: Scene\ncell: tableview\nsizes: {phone: {width: 390}}\n",
            "spec.yaml:2:7: error: Unknown 'cell' value 'tableview'. Did you mean 'tableView'?")
    }

    func testACellsSizeThatGivesAHeightIsAnError() {
        // Catalogue: cellSizeGivesWidthAlone
        assertSnippetDiagnostics(
            """
            scene: Scene
            cell: collectionView
            sizes:
              a: {width: 390, height: 80}
              b: 390x80
              c: {scale: 3}
              d: {size: 390x80}
              e: {width: 390, safeArea: {top: 4}, keyboard: 300}
            """,
            [("a", "4:19"), ("b", "5:6"), ("c", "6:6"), ("d", "7:7"), ("e", "8:19"), ("e", "8:39")].map {
                "spec.yaml:\($1): error: The size '\($0)' of a cell gives its width alone: the cell's height comes "
                    + "from its content. Write '\($0): {width: 390}', with 'scale:' if you like, or name a 'device:'."
            }.joined(separator: "\n"))
    }
}
