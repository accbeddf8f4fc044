import Foundation
import LayoutRuntime
import PluginFixtures
import XCTest

/// The generated scene of Tests/PluginFixtures/ReadableList.yaml swaps the constraints of its
/// `when:` entries, the properties and fonts of its `vary:` and the views of a `when:` when its
/// root's size classes change, as the proof laid each size out.
final class SizeClassSceneTests: XCTestCase {
    func testChangingTheClassesSwapsConstraintsAndPropertiesAndTheSceneLaysOutAgain() {
        let scene = ReadableList()
        var frames: [String] = []
        var installed: [String] = []
        // Through every size and back to the first: each step changes a class.
        for size in ReadableList.sizes + [ReadableList.sizes[0]] {
            size.apply(to: scene.view)
            scene.view.layoutIfNeeded()
            XCTAssertEqual(scene.view.layoutIssues, [], size.name)
            frames.append(
                "\(size.name) \(size.sizeClasses.description): list \(numbers(scene.list.frame)), badge "
                    + "\(numbers(scene.badge.frame))\(scene.badge.isHidden ? " hidden" : ""), row "
                    + "\(numbers(scene.row.frame)) \(scene.row.axis) \(Int(scene.row.spacing)), bio \(numbers(scene.bio.frame)), "
                    + "title \(scene.title.font.textStyle.map { "\($0)" } ?? "\(Int(scene.title.font.pointSize))") "
                    + String(
                        format: "(%g, %g, height %g)", scene.title.frame.minX, scene.title.frame.minY,
                        scene.title.frame.height)
            )
            installed.append(
                "\(size.name): \(ids(scene.view.subviews)) | \(ids(scene.row.arrangedSubviews))"
                    + (scene.pin.superview == nil ? "" : ", pin \(numbers(scene.pin.frame))")
                    + (scene.note.superview == nil ? "" : ", note \(numbers(scene.note.frame))"))
        }
        XCTAssertEqual(
            installed,
            [
                "phone: list badge row title | photo bio",
                // The pin 8 after the badge, centred on it: 766 + 40 + 8, 8 + 20 - 10; the note
                // back in its place among the row's views, in the spec's order, each
                // (672 - 2 × 20) / 3 = 210.667 wide.
                "phoneLandscape: list badge pin row title | photo note bio, pin (814, 18, 20, 20), "
                    + "note (230, 0, 210, 100)",
                // At @2x the note's edges round to the half point, 230.5 and 441.5: 211 wide.
                "pad: list badge pin row title | photo note bio, pin (310, 18, 20, 20), note (230, 0, 211, 100)",
                "narrow: list badge row title | photo bio",
                "phone: list badge row title | photo bio",
            ])
        XCTAssertEqual(
            frames,
            [
                // The row stacks its views, 100 high and 8 apart, under the badge (8 + 40 + 8); the
                // title is 17 points at @3x, ceil(20.287109375 × 3) / 3 high, 8 above the safe
                // area's bottom, 34 up.
                "phone compact × regular: list (0, 0, 393, 852), badge (8, 8, 40, 40) hidden, row (0, 56, 393, 208) "
                    + "vertical 8, bio (0, 108, 393, 100), title 17 (8, 789.667, height 20.3333)",
                // The readable width, 672, centred in 956: 142 from the left; the badge 8 inside
                // the list's trailing edge, 142 + 672 - 8 - 40; the row's two views side by side,
                // 20 apart with the note between them, each (672 - 2 × 20) / 3 wide.
                // The title in title1, 28 points at the default text size, 33.4140625 high:
                // ceil(× 3) / 3 = 33.667, and the safe area's bottom 21 up.
                "phoneLandscape regular × compact: list (142, 0, 672, 440), badge (766, 8, 40, 40), row "
                    + "(142, 56, 672, 100) horizontal 20, bio (461, 0, 210, 100), title title1 (150, 377.333, height 33.6667)",
                // Centred in 1180: 254; the badge back at the leading edge, 254 + 8.
                // At @2x, 33.5 high; the safe area's bottom 20 up.
                "pad regular × regular: list (254, 0, 672, 820), badge (262, 8, 40, 40), row (254, 56, 672, 100) "
                    + "horizontal 20, bio (461, 0, 210, 100), title title1 (262, 758.5, height 33.5)",
                // No scale, no safe area: 20.287109375 high exactly, 768 - 8 - 20.287109375 down.
                "narrow compact × regular: list (0, 0, 1024, 768), badge (8, 8, 40, 40) hidden, row "
                    + "(0, 56, 1024, 208) vertical 8, bio (0, 108, 1024, 100), title 17 (8, 739.713, height 20.2871)",
                "phone compact × regular: list (0, 0, 393, 852), badge (8, 8, 40, 40) hidden, row (0, 56, 393, 208) "
                    + "vertical 8, bio (0, 108, 393, 100), title 17 (8, 789.667, height 20.3333)",
            ])
        // The named constraint of a `when:` entry is active only in its classes.
        XCTAssertFalse(scene.centred.isActive)
        LayoutEnvironment("wide", size: CGSize(width: 1024, height: 1366)).apply(to: scene.view)
        XCTAssertTrue(scene.centred.isActive)
    }
}

/// `(x, y, width, height)` in whole numbers, as the test writes a frame.
private func numbers(_ frame: CGRect) -> String {
    "(" + [frame.minX, frame.minY, frame.width, frame.height].map { "\(Int($0))" }.joined(separator: ", ")
        + ")"
}

/// The views' ids, in order.
private func ids(_ views: [View]) -> String {
    views.compactMap(\.accessibilityIdentifier).joined(separator: " ")
}
