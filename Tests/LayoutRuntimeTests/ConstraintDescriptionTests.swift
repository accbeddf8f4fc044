import LayoutRuntime
import XCTest

final class ConstraintDescriptionTests: XCTestCase {
    func testDescriptionNamesViewsByAccessibilityIdentifier() {
        let greenView = View()
        greenView.accessibilityIdentifier = "greenView"
        let contentView = View()
        contentView.accessibilityIdentifier = "contentView"
        let constraint = greenView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 15)
        constraint.identifier = "id"
        XCTAssertEqual(constraint.description, "greenView.top == contentView.top + 15 @1000 (id)")
    }

    func testDescriptionFallsBackToTheClassName() {
        let label = Label()
        let width = label.widthAnchor.constraint(lessThanOrEqualToConstant: 120.5)
        width.priority = .defaultHigh
        XCTAssertEqual(width.description, "Label.width <= 120.5 @750")
    }

    func testDescriptionShowsMultiplierAndNegativeConstant() {
        let a = View()
        a.accessibilityIdentifier = "a"
        let scroll = ScrollView()
        scroll.accessibilityIdentifier = "scroll"
        let half = a.widthAnchor.constraint(
            greaterThanOrEqualTo: scroll.frameLayoutGuide.widthAnchor,
            multiplier: 0.5, constant: -15)
        half.priority = 999.5
        XCTAssertEqual(half.description, "a.width >= scroll.frameLayoutGuide.width * 0.5 - 15 @999.5")
    }
}
