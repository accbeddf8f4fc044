import LayoutGenCore
import LayoutProof
import LayoutSpec
import XCTest

/// The pipeline's stages hand values to each other, and each stops the run when it found an error.
final class PipelineStageTests: XCTestCase {
    private let holding = """
        scene: Box
        sizes: {portrait: 390x844}
        views: {box: {color: red}}
        constraints:
          - H:|-20-[box]-20-|
          - V:|-20-[box(100)]
        """

    func testEachStageHandsItsOutputToTheNext() throws {
        let pipeline = GeneratorPipeline()
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            pipeline.loader.run(.text(holding, file: "Box.yaml"), diagnostics: &diagnostics))
        let scene = try XCTUnwrap(pipeline.resolver.run(spec, diagnostics: &diagnostics))
        let proven = try XCTUnwrap(pipeline.prover.run(scene, diagnostics: &diagnostics))
        XCTAssertEqual(
            proven.layouts.map { $0.frame(of: "box") }, [CGRect(x: 20, y: 20, width: 350, height: 100)])
        let source = try XCTUnwrap(pipeline.emitter.run(proven, diagnostics: &diagnostics))
        XCTAssertEqual(source.sceneName, "Box")
        XCTAssertEqual(
            pipeline.generate(.text(holding, file: "Box.yaml"), diagnostics: &diagnostics)?.text, source.text)
        XCTAssertEqual(diagnostics.all, [])
    }

    func testLoadStageReturnsNothingForASpecWithAnError() {
        var diagnostics = Diagnostics()
        let input = SpecInput.text(
            "scene: Box\nsizes: {portrait: 390x844}\nviews: {box: {colr: red}}\n", file: "Box.yaml")
        XCTAssertNil(GeneratorPipeline().loader.run(input, diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.description, "Box.yaml:3:15: error: Unknown property 'colr'. Did you mean 'color'?")
    }

    func testAProofThatFailsMakesNoProvenSceneAndEmitsNothing() {
        let ambiguous = holding.replacingOccurrences(of: "V:|-20-[box(100)]", with: "V:|-20-[box]")
        var diagnostics = Diagnostics()
        XCTAssertNil(
            GeneratorPipeline().generate(.text(ambiguous, file: "Box.yaml"), diagnostics: &diagnostics))
        XCTAssertTrue(diagnostics.hasErrors)
    }

    func testAProofAtOtherSizesThanDeclaredMakesNoProvenScene() throws {
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(
            GeneratorPipeline().build(.text(holding, file: "Box.yaml"), diagnostics: &diagnostics))
        let other = SizeSpec(name: "narrow", width: 320, height: 568, location: scene.sizes[0].location)
        let proof = SceneProver.prove(scene, at: [other], diagnostics: &diagnostics)
        XCTAssertTrue(proof.holds)
        XCTAssertNil(proof.proven, "only a proof at every declared size may be emitted")
        XCTAssertNotNil(SceneProver.prove(scene, diagnostics: &diagnostics).proven)
    }

    func testStagesOnlyAddTheirOwnErrorsToTheVerdict() throws {
        // Diagnostics that already hold an error from elsewhere do not stop a stage that finds none.
        var diagnostics = Diagnostics()
        diagnostics.error("An earlier file failed.", at: nil)
        XCTAssertNotNil(
            GeneratorPipeline().prove(.text(holding, file: "Box.yaml"), diagnostics: &diagnostics))
    }
}
