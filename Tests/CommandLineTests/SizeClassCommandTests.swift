import Foundation
import TestSupport
import XCTest

/// `layout` and `render` lay each size out with the constraints of its size classes.
final class SizeClassCommandTests: LayoutgenProcessTestCase {
    /// The list 20 points inside the sides in compact width; 600 wide and centred in regular
    /// width.
    private let spec = listSpec(sizes: ["phone: 390x844", "pad: {device: iPadAir5}"])

    func testLayoutAndRenderTakeTheConstraintsOfEachSizesClasses() throws {
        try Data(spec.utf8).write(to: folder.appendingPathComponent("Variants.yaml"))
        let pad = try run("layout", "Variants.yaml", "--size", "pad")
        XCTAssertEqual(pad.status, 0, pad.stderr)
        // (820 - 600) / 2 from the left of the iPad Air's 820 points.
        XCTAssertEqual(
            pad.stdout,
            "Scene at pad (820x1180 @2x)\nview (0, 0, 820, 1180)\n  list (110, 40, 600, 1100)\n")
        // A size the spec does not declare takes layoutgen's rule: 1024 × 1366 is regular wide.
        let wide = try run("layout", "Variants.yaml", "--size", "1024x1366", "--format", "json")
        XCTAssertTrue(wide.stdout.contains(#""sizeClass": {"horizontal": "regular", "vertical": "regular"}"#))
        XCTAssertTrue(wide.stdout.contains(#""list": {"frame": [212, 40, 600, 1286]}"#), wide.stdout)
        let drawn = try run("render", "Variants.yaml")
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(
            drawn.stdout.contains(##"<rect x="20" y="40" width="350" height="764" fill="#FF0000"/>"##))
        XCTAssertTrue(
            drawn.stdout.contains(##"<rect x="110" y="40" width="600" height="1100" fill="#FF0000"/>"##))
    }
}
