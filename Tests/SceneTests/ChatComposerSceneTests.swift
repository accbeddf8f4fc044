import LayoutRuntime
import Scenes
import XCTest

/// The generated ChatComposer, built by the plugin from Specs/ChatComposer.yaml: a bar on the
/// keyboard layout guide, which each size shows or hides.
final class ChatComposerSceneTests: XCTestCase {
    func testTheComposerRidesOnTheKeyboardAtEverySize() {
        for size in ChatComposer.sizes {
            let scene = ChatComposer()
            size.apply(to: scene.view)
            scene.view.layoutIfNeeded()
            XCTAssertEqual(scene.view.layoutIssues, [], size.name)
            // Shown, the keyboard's own height; hidden, the home indicator's strip.
            let covered = size.keyboardHeight ?? size.safeAreaInsets.bottom
            XCTAssertEqual(scene.composer.frame.maxY, size.size.height - covered, accuracy: 1e-9, size.name)
            XCTAssertEqual(scene.messages.frame.maxY, scene.composer.frame.minY, accuracy: 1e-9, size.name)
        }
    }

    /// The keyboard comes and goes at run time: the next layout follows it.
    func testShowingAndHidingTheKeyboardMovesTheComposer() {
        let scene = ChatComposer()
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.composer.frame.minY, 852 - 34 - 56, accuracy: 1e-9)
        scene.view.keyboardHeight = 336
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.composer.frame.minY, 852 - 336 - 56, accuracy: 1e-9)
        scene.view.keyboardHeight = nil
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.composer.frame.minY, 852 - 34 - 56, accuracy: 1e-9)
    }
}
