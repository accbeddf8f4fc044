import LayoutRuntime
import Scenes
import XCTest

/// The generated LoginForm, built by the plugin from Specs/LoginForm.yaml: a scene with a safe
/// area at its first size.
final class LoginFormSceneTests: XCTestCase {
    /// Laid out as soon as it is made, a scene is laid out where it was proven: at its first
    /// size (an iPhone 16 in portrait), with that size's safe area, not at its frame alone.
    func testANewSceneIsLaidOutInItsFirstSizesEnvironment() {
        let scene = LoginForm()
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.view.safeAreaInsets, EdgeInsets(top: 59, bottom: 34))
        // 59 of safe area and 20 below it; the help line ends 20 above the home indicator.
        XCTAssertEqual(scene.title.frame.minY, 79, accuracy: 1e-9)
        XCTAssertEqual(scene.help.frame.maxY, 852 - 34 - 20, accuracy: 1e-9)
    }

    // The README's example ("Testing a generated scene"): keep the two the same.
    func testLoginFormLaysOutAtEverySize() {
        for size in LoginForm.sizes {
            let scene = LoginForm()
            size.apply(to: scene.view)
            scene.view.layoutIfNeeded()
            XCTAssertEqual(scene.view.layoutIssues, [], size.name)
            // The help line ends 20 points above the safe area's bottom at every size.
            let safeBottom = size.size.height - size.safeAreaInsets.bottom
            XCTAssertEqual(scene.help.frame.maxY, safeBottom - 20, accuracy: 1e-9, size.name)
        }
    }
}
