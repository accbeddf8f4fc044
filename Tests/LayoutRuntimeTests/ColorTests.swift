import LayoutRuntime
import XCTest

final class ColorTests: XCTestCase {
    func testHexReadsSixDigitsInEitherCase() {
        XCTAssertEqual(Color(hex: "#FF8000"), Color(red: 1, green: 128.0 / 255, blue: 0))
        XCTAssertEqual(Color(hex: "#ff8000"), Color(hex: "#FF8000"))
        XCTAssertEqual(Color(hex: "#000000"), .black)
    }

    func testHexRejectsAnythingElse() {
        for text in ["FF8000", "#FF800", "#FF80000", "#GG8000", "", "#"] {
            XCTAssertNil(Color(hex: text), text)
        }
    }

    func testNamedColorsHaveUIKitsValues() {
        XCTAssertEqual(Color.named("lightGray"), Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
        XCTAssertEqual(Color.named("darkGray"), Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        XCTAssertEqual(Color.named("orange"), Color(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(Color.named("brown"), Color(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(Color.named("purple"), Color(red: 0.5, green: 0, blue: 0.5))
        XCTAssertEqual(Color.named("clear")?.alpha, 0)
        XCTAssertNil(Color.named("lightgrey"))
        XCTAssertEqual(Color.names.count, 15)
        XCTAssertTrue(Color.names.allSatisfy { Color.named($0) != nil })
    }

    func testComponentsAreClampedIntoRange() {
        XCTAssertEqual(
            Color(red: 2, green: -1, blue: 0.5, alpha: 3), Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    }
}
