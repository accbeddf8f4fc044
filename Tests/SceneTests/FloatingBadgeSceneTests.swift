import Scenes
import XCTest

/// The generated FloatingBadge (seeds 002 and 004): a badge inside the scroll view's content,
/// constrained to the root view, floats over the scrolling content.
final class FloatingBadgeSceneTests: XCTestCase {
    func testBadgeKeepsItsScreenPositionWhileContentScrolls() {
        let scene = FloatingBadge()
        scene.view.layoutIfNeeded()
        // 390 - 16 - 60 = 314 from the left, 40 from the top, in content coordinates at offset 0.
        XCTAssertEqual(scene.badge.frame, CGRect(x: 314, y: 40, width: 60, height: 30))
        XCTAssertEqual(scene.row.frame, CGRect(x: 20, y: 100, width: 350, height: 50))
        for offset in [0.0, 120, 300, 1156] {
            scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
            scene.view.layoutIfNeeded()
            // The content view's frame is in content coordinates, so on screen a point of the
            // content is at y - offset. The badge moves down in the content by the offset...
            XCTAssertEqual(
                scene.badge.frame, CGRect(x: 314, y: 40 + offset, width: 60, height: 30), "\(offset)")
            // ...so it stays at 40 on screen, while the row scrolls away with the content.
            XCTAssertEqual(scene.badge.frame.minY - scene.scrollView.bounds.minY, 40, "\(offset)")
            XCTAssertEqual(scene.row.frame, CGRect(x: 20, y: 100, width: 350, height: 50), "\(offset)")
            XCTAssertEqual(scene.view.layoutIssues, [])
        }
    }
}
