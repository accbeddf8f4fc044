import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutInterfaceBuilder

/// Table and collection view cells of a document as scenes of their own (docs/InterfaceBuilder.md,
/// "Cells"): a self-sizing prototype, a fixed-height row, and the cells that are refused.
final class InterfaceBuilderCellTests: XCTestCase {
    static func cellsDocument() throws -> InterfaceBuilderDocument {
        try InterfaceBuilderImportTests.fixtureDocument("Cells.storyboard")
    }

    static func check(_ spec: Spec) throws -> (Proof, String) {
        var diagnostics = Diagnostics()
        let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
        return (proof, diagnostics.description)
    }

    func testAPrototypeInAnAutomaticHeightTableIsASelfSizingCellAtItsContentViewsWidth() throws {
        let document = try Self.cellsDocument()
        XCTAssertEqual(
            document.scenes.map(\.name),
            ["Messages", "MessageRow", "Contacts", "AvatarRow", "Subtitle", "Tiles", "Tile", "Chips", "Chip"])
        let spec = try XCTUnwrap(document.scenes[1].spec)
        XCTAssertEqual(spec.cell?.value, .tableView)
        XCTAssertEqual(spec.sizes.map(\.summary), ["canvas (375 wide @2x)"])
        XCTAssertEqual(document.scenes[1].interfaceBuilderIDs["view"], "content")
        let (proof, messages) = try Self.check(spec)
        XCTAssertEqual(proof.holds, true, messages)
        // The prototype's rowHeight="100" sizes it in the canvas only: the table fits the content.
        // Within the content view's 8-point margins, a stack of a 17-point line (20.287 high,
        // 20.5 on the @2x pixel) and a 15-point line (17.900, 18) 4 apart: 8 + 20.5 + 4 + 18 + 8.
        let layout = proof.layouts[0]
        XCTAssertEqual(layout.cellHeights?.contentView, 58.5)
        XCTAssertEqual(layout.cellHeights?.row, 59)
        XCTAssertEqual(layout.frame(of: "view"), CGRect(x: 0, y: 0, width: 375, height: 58.5))
        XCTAssertEqual(layout.frame(of: "stackView"), CGRect(x: 8, y: 8, width: 359, height: 42.5))
        XCTAssertEqual(layout.frame(of: "name"), CGRect(x: 0, y: 0, width: 359, height: 20.5))
        XCTAssertEqual(layout.frame(of: "message"), CGRect(x: 0, y: 24.5, width: 359, height: 18))
    }

    func testAPrototypeInAFixedHeightTableIsProvenAtTheRowLessTheSeparator() throws {
        let document = try Self.cellsDocument()
        let spec = try XCTUnwrap(document.scenes[3].spec)
        XCTAssertNil(spec.cell)
        XCTAssertEqual(spec.sizes.map(\.summary), ["canvas (375x59.5 @2x)"])
        let (proof, messages) = try Self.check(spec)
        XCTAssertEqual(proof.holds, true, messages)
        // A 60-point row holds a content view of 59.5 above the separator's pixel; the 44-point
        // avatar is centred in it, at (59.5 - 44) / 2 = 7.75, which UIKit rounds to the @2x pixel.
        XCTAssertEqual(proof.layouts[0].frame(of: "view"), CGRect(x: 0, y: 0, width: 375, height: 59.5))
        XCTAssertEqual(proof.layouts[0].frame(of: "avatar"), CGRect(x: 16, y: 8, width: 44, height: 44))
    }

    /// A xib's top-level cell is registered with a table the document does not show: it is
    /// taken to size itself, as UIKit's default row height does, at the width Xcode records for
    /// its content view, which the disclosure indicator narrows.
    func testAXibsCellSizesItselfAtItsContentViewsWidthBesideItsAccessory() throws {
        let xib = Self.settingXib()
        let (document, messages) = InterfaceBuilderImportTests.load(xib, file: "Setting.xib")
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes.first?.spec)
        XCTAssertEqual(spec.cell?.value, .tableView)
        XCTAssertEqual(spec.sizes.map(\.summary), ["canvas (383.5 wide @2x)"])
        let (proof, checkMessages) = try Self.check(spec)
        XCTAssertEqual(proof.holds, true, checkMessages)
        // 10 + 24 + 10 sets the height; the row is one pixel taller.
        XCTAssertEqual(proof.layouts[0].cellHeights?.contentView, 44)
        XCTAssertEqual(proof.layouts[0].cellHeights?.row, 44.5)
        XCTAssertEqual(proof.layouts[0].frame(of: "view"), CGRect(x: 0, y: 0, width: 383.5, height: 44))
    }

    /// A xib of one top-level table view cell, "Setting", with a disclosure indicator and a 24 x 24
    /// swatch in its content view, which has the attributes `contentAttributes` besides.
    static func settingXib(contentAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" reuseIdentifier="Setting" id="cell">
        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
        <tableViewCellContentView key="contentView" opaque="NO" \(contentAttributes)id="content">
        <rect key="frame" x="0.0" y="0.0" width="383.5" height="44"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" userLabel="Swatch" id="swatch">
        <rect key="frame" x="20" y="10" width="24" height="24"/>
        <constraints><constraint firstAttribute="width" constant="24" id="w"/>
        <constraint firstAttribute="height" constant="24" id="h"/></constraints></view></subviews>
        <constraints>
        <constraint firstItem="swatch" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="l"/>
        <constraint firstItem="swatch" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
        <constraint firstAttribute="bottom" secondItem="swatch" secondAttribute="bottom" constant="10" id="b"/>
        </constraints>
        </tableViewCellContentView>
        </tableViewCell>
        </objects>
        </document>
        """
    }

    /// A cell's content view is the root of its scene, which reads in its size's direction: a
    /// forced direction is refused as on a view controller's root view, not dropped silently.
    func testACellsForcedDirectionIsRefused() {
        let (_, messages) = InterfaceBuilderImportTests.load(
            Self.settingXib(contentAttributes: #"semanticContentAttribute="forceRightToLeft" "#),
            file: "Setting.xib")
        XCTAssertEqual(
            messages,
            "Setting.xib:8:1: error: not supported: 'semanticContentAttribute' forceRightToLeft on the root view. A "
                + "spec's root view reads in its size's direction; give the sizes 'layoutDirection', or move the "
                + "content into a subview that sets it.")
    }

    func testACollectionViewCellIsProvenAtTheSizeItsFlowLayoutGivesIt() throws {
        let document = try Self.cellsDocument()
        let scene = document.scenes[6]
        let spec = try XCTUnwrap(scene.spec)
        XCTAssertNil(spec.cell)
        XCTAssertEqual(spec.sizes.map(\.summary), ["canvas (100x120 @2x)"])
        // The content view has no id and the cell holds the constraints, which name the cell:
        // they place the thumbnail in the content view, which fills the cell.
        XCTAssertEqual(scene.interfaceBuilderIDs["view"], "tile")
        let (proof, messages) = try Self.check(spec)
        XCTAssertEqual(proof.holds, true, messages)
        XCTAssertEqual(proof.layouts[0].frame(of: "thumbnail"), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A standard style's labels, and a cell a flow layout fits both ways, are refused at the
    /// element that says so.
    func testCellsWhoseSizeIsNotTheirConstraintsAreRefusedWhereTheDocumentSaysSo() throws {
        // Catalogue: interfaceBuilderStandardCellStyle, interfaceBuilderSelfSizingCollectionCell
        let document = try Self.cellsDocument()
        let path = "\(InterfaceBuilderImportTests.fixtures.path)/Cells.storyboard"
        let refusals = [
            (
                4,
                "\(path):76:29: error: not supported: a table view cell of the standard style "
                    + "'IBUITableViewCellStyleSubtitle'. UIKit's cell places its textLabel, detailTextLabel and "
                    + "imageView itself when it lays out, without constraints, so there is nothing to prove; make "
                    + "the cell's style Custom and constrain your own labels in its content view to check its layout."
            ),
            (
                8,
                "\(path):147:29: error: not supported: a collection view cell that sizes itself (the flow "
                    + "layout's 'estimatedItemSize'). The layout fits its width and its height to the content, and "
                    + "layoutgen proves a cell at a width it is given; give the layout an item size, or write the "
                    + "cell as a spec with 'cell: collectionView' at the widths it gets."
            ),
        ]
        for (index, message) in refusals {
            XCTAssertNil(document.scenes[index].spec)
            XCTAssertEqual(document.scenes[index].diagnostics.description, message)
        }
    }

    /// What `layoutgen import` writes for a cell says the same thing: `cell: tableView` and the
    /// width with its scale, or the fixed size of a row.
    func testImportedCellsAreWrittenAsCellSpecs() throws {
        let document = try Self.cellsDocument()
        let yaml = try [1, 3].map {
            SpecYAMLWriter.yaml(try XCTUnwrap(document.scenes[$0].spec), comment: "test")
        }
        XCTAssertEqual(
            yaml.map { $0.split(separator: "\n").prefix(5).joined(separator: "\n") },
            [
                "# test\nscene: MessageRow\ncell: tableView\nsizes:\n  canvas: {width: 375, scale: 2}",
                "# test\nscene: AvatarRow\nsizes:\n  canvas: {size: 375x59.5, scale: 2}\nviews:",
            ])
        for (index, text) in zip([1, 3], yaml) {
            let (direct, directMessages) = try Self.check(try XCTUnwrap(document.scenes[index].spec))
            var diagnostics = Diagnostics()
            let viaYAML = try XCTUnwrap(
                GeneratorPipeline().check(.text(text, file: "imported.yaml"), diagnostics: &diagnostics),
                "\(diagnostics)\n\(text)")
            XCTAssertEqual(direct.holds, viaYAML.holds, directMessages)
            XCTAssertEqual(direct.layouts[0].views.map(\.frame), viaYAML.layouts[0].views.map(\.frame))
            XCTAssertEqual(direct.layouts[0].cellHeights, viaYAML.layouts[0].cellHeights)
        }
    }
}
