import Scenes
import XCTest

/// The generated ScrollableController, built by the plugin from Specs/ScrollableController.yaml.
final class ScrollableControllerSceneTests: XCTestCase {
    func testGeneratedSceneLaysOutAsTheSeedSays() {
        let scene = ScrollableController()
        scene.view.layoutIfNeeded()
        // 15 + 400 + 15 + 500 + 15 = 945 high, as wide as the 390-point screen.
        XCTAssertEqual(scene.scrollView.contentSize, CGSize(width: 390, height: 945))
        XCTAssertEqual(scene.whiteView.frame, CGRect(x: 15, y: 430, width: 360, height: 500))
        XCTAssertTrue(scene.scrollView.scrollsVertically)
        XCTAssertFalse(scene.scrollView.scrollsHorizontally)
        XCTAssertEqual(
            ScrollableController.sizes.map(\.name),
            ["portrait", "landscape", "phones (smallest)", "phones (largest)"])
    }
}
