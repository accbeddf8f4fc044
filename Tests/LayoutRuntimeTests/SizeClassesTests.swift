import Foundation
import LayoutRuntime
import XCTest

/// A root's size classes: set by its environment, inherited by its views.
final class SizeClassesTests: XCTestCase {
    func testAnEnvironmentGivesTheRootItsClassesAndEveryViewReadsThem() {
        let root = View()
        let child = View()
        root.addSubview(child)
        XCTAssertEqual(root.sizeClasses, SizeClasses(horizontal: .compact, vertical: .regular))
        let wide = SizeClasses(horizontal: .regular, vertical: .compact)
        LayoutEnvironment("plus", size: CGSize(width: 926, height: 428), sizeClasses: wide).apply(to: root)
        XCTAssertEqual(root.sizeClasses, wide)
        XCTAssertEqual(child.sizeClasses, wide)
        // Without classes, the environment takes layoutgen's rule for a size without a device.
        LayoutEnvironment("pad", size: CGSize(width: 1024, height: 1366)).apply(to: root)
        XCTAssertEqual(child.sizeClasses, SizeClasses(horizontal: .regular, vertical: .regular))
    }

    func testTheRuleForASizeWithoutADeviceSplitsAt500HighAnd678Wide() {
        XCTAssertEqual(SizeClasses(width: 390, height: 844).description, "compact × regular")
        XCTAssertEqual(SizeClasses(width: 844, height: 390).description, "compact × compact")
        XCTAssertEqual(SizeClasses(width: 1000, height: 499.5).description, "compact × compact")
        XCTAssertEqual(SizeClasses(width: 677.5, height: 500).description, "compact × regular")
        XCTAssertEqual(SizeClasses(width: 678, height: 500).description, "regular × regular")
    }
}
