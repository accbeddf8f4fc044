import LayoutRuntime
import XCTest

final class RuntimeSmokeTests: XCTestCase {
    func testFoundationGeometryIsAvailable() {
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 2, height: 3).maxY, 3)
    }
}
