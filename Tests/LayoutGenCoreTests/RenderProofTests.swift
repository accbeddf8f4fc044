import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// What `layoutgen render` draws of a range of sizes: its corners, and the sizes inside it
/// where the proof found something.
final class RenderProofTests: XCTestCase {
    /// RangeProofTests' lint case: at widths 200 to under 261 the title is truncated and the
    /// logo overlaps the chip, from 261 to under 300 only the overlap is left, from 300 on
    /// nothing. The smallest corner shows both findings; the part with the overlap alone is
    /// drawn at its sample size; the part with none is the largest corner.
    func testARangeIsDrawnAtItsCornersAndWhereItsOtherFindingsAre() throws {
        let yaml = truncatedTitleAndOverlappingLogoOverPhones
        let run = proveCoreSnippet(yaml)
        let scene = try XCTUnwrap(run.scene)
        let proof = try XCTUnwrap(run.proof)
        let sizes = SceneRenderer.sizesToDraw(scene.sizes, provenBy: proof)
        XCTAssertEqual(sizes.count, 2, "the range, then one sample size")
        XCTAssertEqual(sizes.first, scene.sizes[0])
        let sample = try XCTUnwrap(sizes.last)
        XCTAssertTrue((227..<300).contains(sample.width), "\(sample.width)")
        XCTAssertEqual(sample.height, 844)
        XCTAssertNil(sample.upperBound)

        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(yaml: yaml, file: coreSnippetFile, diagnostics: &diagnostics))
        let drawings = try XCTUnwrap(SceneRenderer.provenDrawings(of: spec, at: sizes))
        XCTAssertEqual(drawings.map(\.size.width), [200, 440, CGFloat(sample.width)])
        XCTAssertEqual(
            drawings.map { $0.overlay.marks.map(\.caption) },
            [
                ["'title' is truncated", "'logo' overlaps 'chip'"], [], ["'logo' overlaps 'chip'"],
            ])
    }

    /// A content view of its own height whose bottom nothing pins: the content size is free but
    /// no view moves, so the picture draws the content area the witness sizes otherwise.
    func testAFreeContentSizeIsDrawnEvenWhenNoViewMoves() throws {
        let yaml = scrollViewSpec(
            subviews: "content: {color: green}",
            constraints: """
                - H:|[content]|
                - content.width == scroll.frameLayoutGuide.width
                - content.top == scroll.contentLayoutGuide.top
                - content.height == 300
                """)
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(yaml: yaml, file: coreSnippetFile, diagnostics: &diagnostics))
        let drawing = try XCTUnwrap(
            SceneRenderer.provenDrawings(of: spec, at: resolvedSizes(of: spec))?.first)
        let alternative = try XCTUnwrap(drawing.overlay.alternative)
        XCTAssertEqual(zip(drawing.views, alternative.views).filter { $0.rect != $1.rect }.count, 0)
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(svg.contains(">scroll content</text>"), svg)
        XCTAssertTrue(svg.contains(">another layout (ambiguous)</text>"), svg)
    }

    /// A range where nothing is found is drawn at its corners only.
    func testARangeThatHoldsIsDrawnAtItsCorners() throws {
        let url = Repository.root.appendingPathComponent("Specs/ScrollableController.yaml")
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(GeneratorPipeline().build(.file(url.path), diagnostics: &diagnostics))
        let proof = SceneProver.prove(scene, diagnostics: &diagnostics)
        XCTAssertTrue(proof.holds)
        XCTAssertEqual(SceneRenderer.sizesToDraw(scene.sizes, provenBy: proof), scene.sizes)
    }
}
