import XCTest

@testable import LayoutRuntime

final class FittingSizeTests: XCTestCase {
    private func card(in root: View) -> (View, Label) {
        let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.accessibilityIdentifier = "card"
        root.addSubview(card)
        let title = RuntimeFixtures.constrained(Label(), in: card, name: "title")
        title.text = "Hello"
        title.font = .halfEm(10)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        return (card, title)
    }

    func testCompressedSizeIsTheContentPlusItsMargins() {
        let root = RuntimeFixtures.root()
        let (card, _) = card(in: root)
        // "Hello" at 10 points is 25 x 12.
        XCTAssertEqual(
            card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 57, height: 28))
    }

    func testFittingLeavesTheHierarchyUntouched() {
        let root = RuntimeFixtures.root()
        let (card, title) = card(in: root)
        root.layoutIfNeeded()
        let before = RuntimeFixtures.frames(of: root)
        let issues = root.layoutIssues.count
        _ = card.systemLayoutSizeFitting(CGSize(width: 500, height: 500))
        XCTAssertEqual(RuntimeFixtures.frames(of: root), before)
        XCTAssertEqual(root.layoutIssues.count, issues)
        XCTAssertEqual(
            card.frame, CGRect(x: 0, y: 0, width: 10, height: 10), "Its own frame constraints are not used.")
        XCTAssertEqual(
            title.frame.size.width, 10 - 32, "The real layout squeezes the label to a negative width.")
    }

    func testLargeTargetStretchesWhatMayStretch() {
        let root = RuntimeFixtures.root()
        let (card, _) = card(in: root)
        // Hugging (250) beats the fitting level (50): the label stays 25 wide.
        XCTAssertEqual(
            card.systemLayoutSizeFitting(CGSize(width: 500, height: 500)), CGSize(width: 57, height: 28))
    }

    /// The compressed fitting size of a card `width` wide whose title shows `text` in at most
    /// `lines` lines.
    private func compressedSize(ofCardWidth width: CGFloat, text: String, lines: Int = 1) -> CGSize {
        let root = RuntimeFixtures.root()
        let (card, title) = card(in: root)
        title.numberOfLines = lines
        title.text = text
        card.widthAnchor.constraint(equalToConstant: width).isActive = true
        return withExtendedLifetime(root) { card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
    }

    func testFixedWidthCardWrapsItsMultiLineLabel() {
        // The label is 100 wide: two lines, 24 tall.
        XCTAssertEqual(
            compressedSize(ofCardWidth: 132, text: "aaaa bbbb cccc dddd eeee ffff", lines: 0),
            CGSize(width: 132, height: 40))
    }

    func testFittingReportsWhatTheConstraintsForce() {
        // An empty label is 0 wide, but the card is 20 wide and its margins 32.
        XCTAssertEqual(compressedSize(ofCardWidth: 20, text: ""), CGSize(width: 20, height: 16))
    }

    func testConstraintsToTheSuperviewAreLeftOut() {
        let root = RuntimeFixtures.root()
        let (card, _) = card(in: root)
        card.heightAnchor.constraint(equalTo: root.heightAnchor).isActive = true
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height, 28)
    }

    /// A table's call: the width held at `.required`, the height at `.fittingSizeLevel` toward 0.
    /// The label gets the width less the margins and wraps there, as a self-sizing cell's does.
    func testARequiredWidthIsHeldAndTheHeightFitsTheContentAtThatWidth() {
        let root = RuntimeFixtures.root()
        let (card, title) = card(in: root)
        title.numberOfLines = 0
        title.text = "aaaa bbbb cccc dddd eeee ffff"
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 132, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 100 wide for the label: two lines of 12, and 8 above and below.
        XCTAssertEqual(size, CGSize(width: 132, height: 40))
        // At the fitting level on both sides, the width goes to the label's one line instead.
        XCTAssertEqual(
            card.systemLayoutSizeFitting(CGSize(width: 132, height: 0)).height, 28,
            "Hugging beats a width at the fitting level: one line.")
    }
}
