import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// A self-sizing cell proven over a range of widths: the fitted height followed exactly
/// between the fitting's breakpoints, rounded up to the pixel, and each width proven at the
/// height UIKit imposes there.
final class CellRangeTests: XCTestCase {
    /// A box on every edge of the content view, at least 44 high and at least its width less
    /// 300, and otherwise as low as it can: fitted `max(44, width - 300)`.
    private func growingCell(_ size: String) -> String {
        boxCellSpec(
            "collectionView", size,
            ["box.height >= 44", "box.height >= box.width - 300", "box.height == 0 @250"])
    }

    /// A photo at half its width, in the margins, with a required chain, over `widths` at @2x:
    /// 8 + width / 2 high, on the pixel at whole widths only.
    private func photoCell(widths: String) -> String {
        """
        scene: Photo
        cell: collectionView
        sizes:
          phones: {width: \(widths), scale: 2}
        views:
          photo: {color: gray}
        constraints:
          - H:|-[photo]-|
          - V:|-[photo]-|
          - photo.height == photo.width * 0.5
        """
    }

    /// `(344, 344.5) x 44.5`: a piece's widths and the content view's height there.
    private func pieces(_ range: RangeProof) -> [String] {
        range.pieces.map { piece in
            let widths = piece.widths
            let text =
                widths.lower == widths.upper
                ? formatNumber(widths.lower)
                : "\(widths.lowerIsOpen ? "(" : "[")\(formatNumber(widths.lower)), "
                    + "\(formatNumber(widths.upper))\(widths.upperIsOpen ? ")" : "]")"
            XCTAssertEqual(piece.heights.lower, piece.heights.upper)
            return "\(text) x \(formatNumber(piece.heights.lower))"
        }
    }

    /// From 340 to 344 the box is 44 high; past 344 it is the width less 300, 44 to 46 at 346,
    /// which at @2x UIKit rounds up to 44.5 until 344.5, 45 until 345, and so on: each pixel
    /// crossed is a breakpoint, and each width is proven at its own height.
    func testTheHeightIsFollowedExactlyAndRoundedUpToThePixel() throws {
        let run = proveCoreSnippet(growingCell("phones: {width: 340...346, scale: 2}"))
        XCTAssertEqual(run.printed, "")
        let range = try XCTUnwrap(run.proof?.ranges.first)
        XCTAssertEqual(
            pieces(range),
            [
                "340 x 44", "(340, 344) x 44", "344 x 44",
                "(344, 344.5) x 44.5", "344.5 x 44.5", "(344.5, 345) x 45", "345 x 45",
                "(345, 345.5) x 45.5", "345.5 x 45.5", "(345.5, 346) x 46", "346 x 46",
            ])
        XCTAssertEqual(
            range.breakpoints.map { "\($0.displayedValue): \($0.reason)" },
            [
                "344: 'box.height >= box.width - 300' (spec.yaml:11:5) becomes tight or exactly met, or stops being so",
                "344.5: the pixel UIKit rounds the content view's height up to (44.5 here)",
                "345: the pixel UIKit rounds the content view's height up to (45 here)",
                "345.5: the pixel UIKit rounds the content view's height up to (45.5 here)",
            ])
        // The generated code lists the range by its corners, at the heights fitted there.
        let proven = try XCTUnwrap(run.proof?.proven)
        XCTAssertEqual(
            proven.sizes.map { "\($0.name): \($0.width)x\($0.height)" },
            [
                "phones (smallest): 340.0x44.0", "phones (largest): 346.0x46.0",
            ])
    }

    /// Without a scale the height of the same cell changes with the width itself past 344: a
    /// slanted line of sizes, which is refused, with what to do.
    func testASlantedHeightWithoutAScaleIsNotProven() {
        // Catalogue: cellRangeSlanted
        assertProveDiagnostics(
            growingCell("phones: {width: 340...346}"),
            """
            spec.yaml:4:3: error: layoutgen cannot prove 'phones' (340...346 wide) as a range: from width 344 to \
            346 the cell's height changes with its width, and without a scale no pixel cuts those widths into \
            heights proven one at a time. Give the size a 'scale:' or a device, or list the widths to prove.
            """)
    }

    /// A photo at half its width, in the margins, with a required chain: 8 + width / 2 high,
    /// on the pixel at @2x at 320 and 321, off it between, where the chain cannot equal the
    /// height UIKit imposes.
    func testARequiredChainOffThePixelConflictsBetweenThePixels() {
        assertCheckDiagnostics(
            photoCell(widths: "320...321"),
            """
            spec.yaml:8:7: error: These 9 required constraints cannot all hold at widths over 320 to under 321 of \
            'phones' (for example 320.5 wide @2x). Remove one or lower its priority.
            spec.yaml:8:7: note: 'photo.leading == view.layoutMarginsGuide.leading', from '|-[photo]'
            spec.yaml:8:9: note: 'photo.trailing == view.layoutMarginsGuide.trailing', from '[photo]-|'
            spec.yaml:9:7: note: 'photo.top == view.layoutMarginsGuide.top', from '|-[photo]'
            spec.yaml:9:9: note: 'photo.bottom == view.layoutMarginsGuide.bottom', from '[photo]-|'
            spec.yaml:10:5: note: 'photo.height == photo.width * 0.5'
            spec.yaml:4:3: note: 'view.width == 320.5', UIView-Encapsulated-Layout-Width: the collection view \
            holds the content view at the width of 'phones' with a required constraint
            spec.yaml:4:3: note: 'view.height == 168.5', UIView-Encapsulated-Layout-Height: the collection view \
            holds the content view at the height it fitted at 'phones', rounded up to the pixel, with a required \
            constraint
            spec.yaml:4:3: note: 'view.layoutMarginsGuide.width == view.width - 16', from the layoutMarginsGuide \
            of 'view'
            spec.yaml:4:3: note: 'view.layoutMarginsGuide.height == view.height - 16', from the \
            layoutMarginsGuide of 'view'
            spec.yaml:10:5: note: Fix, proven at every size: change 'photo.height == photo.width * 0.5' to \
            'photo.height == photo.width * 0.5 @999'.
            """)
    }

    /// A chat message that wraps onto more lines as the width shrinks, from 200 to 440 wide:
    /// each piece's height is what fitting the cell at one width in it gives, at its sample and
    /// a thousandth inside each open end, and the proof of every piece agrees with the single
    /// size's proof there.
    func testEveryPieceIsTheHeightAndTheVerdictOfASingleWidthInIt() throws {
        let spec = """
            scene: MessageCell
            cell: tableView
            sizes:
              phones: {width: 200...440, scale: 3}
            views:
              avatar: {color: blue}
              name: {type: Label, text: Ada Lovelace, font: {size: 15, weight: semibold}}
              message: {type: Label, text: "See you at eight! Bring the notes on the engine, and the tables.", \
            numberOfLines: 0}
            constraints:
              - H:|-[avatar(40)]-12-[name]-|
              - H:[avatar]-12-[message]-|
              - V:|-[avatar(40)]
              - avatar.bottom <= view.layoutMarginsGuide.bottom
              - V:|-[name]-2-[message]-|
            """
        let run = proveCoreSnippet(spec)
        XCTAssertEqual(run.printed, "")
        let range = try XCTUnwrap(run.proof?.ranges.first)
        let scene = try XCTUnwrap(run.scene)
        XCTAssertEqual(
            Set(range.pieces.map(\.heights.lower)).count, 3, "two, three and four lines of message")
        for piece in range.pieces {
            var widths = [piece.sample.width]
            if piece.widths.lowerIsOpen { widths.append(piece.widths.lower + 1e-3) }
            if piece.widths.upperIsOpen { widths.append(piece.widths.upper - 1e-3) }
            for width in widths {
                let size = range.size.sample(width: width, height: 0)
                let fitted = CellHeights.fit(scene.root, kind: .tableView, at: size)
                XCTAssertEqual(fitted.contentView, piece.heights.lower, accuracy: 1e-9, "at \(width)")
                var diagnostics = Diagnostics()
                let single = SceneProver.prove(scene, at: [size], diagnostics: &diagnostics)
                XCTAssertEqual(single.holds, piece.holds, "at \(width)")
            }
        }
    }

    /// Where a label's intrinsic width becomes tight, the breakpoint names the constraint with
    /// its constant at that width (the label fills the margins: the width less 16), not the
    /// constant of the last layout the sweep made. Specs/CommentCell.yaml's comment does.
    func testABreakpointNamesARuntimeConstraintWithItsConstantThere() throws {
        let spec = try String(
            contentsOf: Repository.root.appendingPathComponent("Specs/CommentCell.yaml"), encoding: .utf8)
        let run = proveCoreSnippet(spec)
        let range = try XCTUnwrap(run.proof?.ranges.first)
        let prefix = "'comment.width <= "
        let tight = range.breakpoints.filter { $0.reason.hasPrefix(prefix) }
        XCTAssertGreaterThan(tight.count, 1)
        for breakpoint in tight {
            let constant = try XCTUnwrap(
                Double(breakpoint.reason.dropFirst(prefix.count).prefix { $0 != " " }))
            XCTAssertEqual(constant, breakpoint.value - 16, accuracy: 1e-6, breakpoint.reason)
        }
    }

    /// The same photo over 320...326: the conflict holds in six parts, between each pair of
    /// pixels; the message names four and counts the rest, and the proof lists all six.
    func testAFindingInManyPartsNamesFourAndCountsTheRest() throws {
        let run = proveCoreSnippet(
            photoCell(widths: "320...326"))
        let error = try XCTUnwrap(run.diagnostics.errors.first)
        XCTAssertTrue(
            error.message.hasPrefix(
                "These 9 required constraints cannot all hold at widths over 320 to under 321 of 'phones' (for "
                    + "example 320.5 wide @2x), widths over 321 to under 322"), error.message)
        XCTAssertTrue(
            error.message.contains(
                "widths over 323 to under 324 of 'phones' (for example 323.5 wide @2x), and 2 more parts (each in "
                    + "'check --format json'). Remove one"), error.message)
        XCTAssertEqual(error.sizes.count, 6)
    }
}
