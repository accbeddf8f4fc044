import LayoutRuntime
import XCTest

/// A ``LayoutEnvironment``'s display scale and text size, which it gives the root it is applied
/// to, and which every text view of the hierarchy is measured at.
final class EnvironmentTraitsTests: XCTestCase {
    /// A root with one label, pinned at its top leading corner, in `environment`.
    private func label(_ font: Font, in environment: LayoutEnvironment) -> (root: View, label: Label) {
        let root = View()
        let label = Label()
        label.text = "Messages"
        label.font = font
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        environment.apply(to: root)
        root.layoutIfNeeded()
        return (root, label)
    }

    private func environment(_ category: ContentSizeCategory, scale: CGFloat? = nil) -> LayoutEnvironment {
        LayoutEnvironment(
            "row", size: CGSize(width: 390, height: 844), displayScale: scale, contentSizeCategory: category)
    }

    func testABodyLabelAtTheLargestAccessibilitySizeMeasuresAt53Points() {
        let body = Font.preferredFont(forTextStyle: .body)
        let (root, label) = label(body, in: environment(.accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(root.contentSizeCategory, .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(root.displayScale, nil)
        // A 53-point line: 53 * 2444 / 2048, unrounded without a scale.
        XCTAssertEqual(label.frame.height, 63.248046875)
        XCTAssertEqual(label.frame.size, TextMetrics.size(of: "Messages", font: .systemFont(ofSize: 53)))
        XCTAssertEqual(
            label.intrinsicContentSize, TextMetrics.size(of: "Messages", font: .systemFont(ofSize: 53)))
    }

    func testTheScaleRoundsTheTextUpToItsPixel() {
        let body = Font.preferredFont(forTextStyle: .body)
        let (root, label) = label(body, in: environment(.accessibilityExtraExtraExtraLarge, scale: 3))
        XCTAssertEqual(root.displayScale, 3)
        XCTAssertEqual(label.frame.height, 190.0 / 3)
        XCTAssertEqual(
            label.frame.size, TextMetrics.size(of: "Messages", font: .systemFont(ofSize: 53), scale: 3))
    }

    func testAnotherEnvironmentPutsTheRootBackAtItsTextSizeAndScale() {
        let body = Font.preferredFont(forTextStyle: .body)
        let (root, label) = label(body, in: environment(.accessibilityExtraExtraExtraLarge, scale: 3))
        environment(.large).apply(to: root)
        root.layoutIfNeeded()
        XCTAssertEqual(root.displayScale, nil)
        XCTAssertEqual(label.frame.height, 20.287109375)
        environment(.extraSmall, scale: 2).apply(to: root)
        root.layoutIfNeeded()
        // body at extraSmall is 14 points: 16.707 high, 17 at @2x.
        XCTAssertEqual(label.frame.height, 17)
    }

    func testTheSystemFontKeepsItsSizeAtEveryCategory() {
        let (_, label) = label(.systemFont(ofSize: 17), in: environment(.accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(label.frame.height, 20.287109375)
    }

    func testAnEnvironmentSaysItsTraitsOnlyWhenGiven() {
        let plain = LayoutEnvironment("portrait", size: CGSize(width: 390, height: 844))
        XCTAssertEqual(plain.displayScale, nil)
        XCTAssertEqual(plain.contentSizeCategory, .large)
    }
}
