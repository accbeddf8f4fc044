import LayoutGenCore
import LayoutProof
import LayoutSpec
import XCTest

final class PipelineTests: XCTestCase {
    func testScrollableControllerHoldsAtBothSizes() throws {
        let yaml = scrollingPageSpec(
            scene: "Demo", sizes: "{portrait: 390x844, landscape: 844x390}", subviews: "greenView: {}",
            constraints: """
                - H:|-15-[greenView]-15-|
                - V:|-15-[greenView(400)]-15-|
                """)
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(SpecLoader.load(yaml: yaml, file: "Demo.yaml", diagnostics: &diagnostics))
        let scene = try XCTUnwrap(
            GeneratorPipeline().resolver.run(spec, diagnostics: &diagnostics), diagnostics.description)
        let proof = SceneProver.prove(scene, diagnostics: &diagnostics)
        XCTAssertTrue(proof.holds, diagnostics.description)
        XCTAssertEqual(
            proof.layouts.map { $0.frame(of: "greenView") },
            [
                CGRect(x: 15, y: 15, width: 360, height: 400), CGRect(x: 15, y: 15, width: 814, height: 400),
            ])
        XCTAssertEqual(
            proof.layouts.map { $0.scrollContent(of: "scroll")?.contentSize },
            [
                CGSize(width: 390, height: 430), CGSize(width: 844, height: 430),
            ])
    }
}
