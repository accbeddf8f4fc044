import Foundation
import LayoutGenCore
import LayoutProof
import XCTest

/// iPads as sizes: each with its own screen per orientation and its own safe area, proven one by
/// one (LayoutLintTests has a finding that names them as it names iPhones).
final class PadProofTests: XCTestCase {
    /// A card 20 points inside the safe area's sides and 10 inside its top and bottom, on three
    /// iPads: the mini 6 (744×1133, insets 24/0/20/0), the 9th generation (810×1080, a 20-point
    /// status bar and a home button) and the 13-inch Pro (1032×1376, 24/0/20/0), each turned.
    func testEachIPadLaysTheSceneOutInItsScreenAndSafeArea() throws {
        let run = proveCoreSnippet(
            """
            scene: Scene
            sizes:
              pads: {devices: [iPadmini6, iPad9, iPadPro13inchM4], orientation: [portrait, landscape]}
            views:
              card: {color: red}
            constraints:
              - card.leading == view.safeAreaLayoutGuide.leading + 20
              - card.trailing == view.safeAreaLayoutGuide.trailing - 20
              - card.top == view.safeAreaLayoutGuide.top + 10
              - card.bottom == view.safeAreaLayoutGuide.bottom - 10

            """)
        XCTAssertEqual(run.printed, "")
        let proof = try XCTUnwrap(run.proof)
        let frames = Dictionary(
            uniqueKeysWithValues: proof.layouts.map { ($0.sizeName, $0.frame(of: "card")) })
        XCTAssertEqual(
            frames,
            [
                // 744 - 2 × 20 wide; 1133 - 24 - 20 - 2 × 10 high.
                "pads.iPadmini6": CGRect(x: 20, y: 34, width: 704, height: 1069),
                "pads.iPadmini6.landscape": CGRect(x: 20, y: 34, width: 1093, height: 680),
                // 1080 - 20 - 2 × 10 high; no home indicator.
                "pads.iPad9": CGRect(x: 20, y: 30, width: 770, height: 1040),
                "pads.iPad9.landscape": CGRect(x: 20, y: 30, width: 1040, height: 770),
                "pads.iPadPro13inchM4": CGRect(x: 20, y: 34, width: 992, height: 1312),
                "pads.iPadPro13inchM4.landscape": CGRect(x: 20, y: 34, width: 1336, height: 968),
            ])
    }
}
