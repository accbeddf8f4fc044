import PluginFixtures
import XCTest

/// The generated HiddenAndTranslucent scene (Tests/PluginFixtures): `isHidden` and `alpha` come
/// through the property table into compiled Swift, and, as in UIKit, change nothing in layout.
final class HiddenAndTranslucentSceneTests: XCTestCase {
    func testGeneratedSceneSetsIsHiddenAndAlpha() {
        let scene = HiddenAndTranslucent()
        XCTAssertTrue(scene.banner.isHidden)
        XCTAssertEqual(scene.banner.alpha, 1)
        XCTAssertFalse(scene.card.isHidden)
        XCTAssertEqual(scene.card.alpha, 0.5)
        XCTAssertFalse(scene.caption.isHidden)
    }

    func testHiddenViewKeepsItsConstraintsAndFrame() {
        let scene = HiddenAndTranslucent()
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.view.layoutIssues, [])
        // A hidden view still takes its place: the card sits 10 points below the banner.
        XCTAssertEqual(scene.banner.frame, CGRect(x: 20, y: 40, width: 350, height: 60))
        XCTAssertEqual(scene.card.frame, CGRect(x: 20, y: 110, width: 350, height: 100))
        XCTAssertFalse(scene.banner.constraints.isEmpty && scene.view.constraints.isEmpty)
    }

    func testSpecsOfOneNameInDifferentFoldersEachBecomeAScene() {
        // Tests/PluginFixtures/HiddenAndTranslucent.yaml and Nested/HiddenAndTranslucent.yaml.
        let nested = NestedHiddenAndTranslucent()
        nested.view.layoutIfNeeded()
        XCTAssertTrue(nested.banner.isHidden)
        XCTAssertEqual(nested.banner.frame, CGRect(x: 20, y: 40, width: 350, height: 60))
        XCTAssertEqual(HiddenAndTranslucent().banner.frame.size, .zero, "not laid out yet")
    }
}
