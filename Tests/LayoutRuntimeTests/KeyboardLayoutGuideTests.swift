import XCTest

@testable import LayoutRuntime

/// The keyboard layout guide, with frames worked out by hand from UIKit's documented rules
/// (docs/Guides.md): hidden, it rests on the safe area's bottom; shown, its top is the
/// keyboard's top, whose frame already holds the home indicator's strip.
final class KeyboardLayoutGuideTests: XCTestCase {
    /// A 390 x 844 root under a 47-point status area and a 34-point home indicator (iPhone 14),
    /// holding a 44-point bar pinned to the top of its keyboard guide.
    private func chat(keyboard: CGFloat?, bottomInset: CGFloat = 34) -> (root: View, bar: View) {
        let root = RuntimeFixtures.root(width: 390, height: 844)
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, bottom: bottomInset)
        root.keyboardHeight = keyboard
        let bar = RuntimeFixtures.constrained(View(), in: root, name: "bar")
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        return (root, bar)
    }

    func testAHiddenKeyboardsGuideRestsOnTheSafeAreasBottom() {
        let (root, bar) = chat(keyboard: nil)
        // 844 - 34 = 810: the bar sits on the home indicator's strip, not on the screen's edge.
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 766, width: 390, height: 44))
        XCTAssertEqual(root.layoutIssues, [])
    }

    func testAShownKeyboardsTopIsTheGuidesTopWhateverTheSafeArea() {
        // 336 already holds the 34-point strip: the bar is 336 above the screen's bottom, not 370.
        let (root, bar) = chat(keyboard: 336)
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 508, width: 390, height: 336))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 464, width: 390, height: 44))
    }

    func testAKeyboardLowerThanTheSafeAreaLeavesTheGuideOnTheSafeArea() {
        let (root, _) = chat(keyboard: 20)
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
    }

    func testWithoutAHomeIndicatorTheHiddenGuideIsZeroHighAtTheBottom() {
        let (root, bar) = chat(keyboard: nil, bottomInset: 0)
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 800, width: 390, height: 44))
    }

    func testShowingTheKeyboardLaysOutAgain() {
        let (root, bar) = chat(keyboard: nil)
        root.keyboardHeight = 336
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.minY, 464)
        root.keyboardHeight = nil
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame.minY, 766)
    }

    func testASubviewsGuideIsThePartOfItBelowTheKeyboardsTop() {
        let root = RuntimeFixtures.root(width: 390, height: 844)
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        root.keyboardHeight = 336
        // A panel from y 400 to 700: the keyboard's top (508) is 108 below its top.
        let panel = RuntimeFixtures.constrained(View(), in: root, name: "panel")
        RuntimeFixtures.place(
            panel, leading: root.leadingAnchor, top: root.topAnchor, dy: 400, width: 390, height: 300)
        let high = RuntimeFixtures.constrained(View(), in: root, name: "high")
        RuntimeFixtures.place(high, leading: root.leadingAnchor, top: root.topAnchor, width: 390, height: 100)
        // Guides are made when first asked for, and laid out by the next pass.
        _ = (panel.keyboardLayoutGuide, high.keyboardLayoutGuide)
        root.layoutIfNeeded()
        XCTAssertEqual(panel.frame, CGRect(x: 0, y: 400, width: 390, height: 300))
        XCTAssertEqual(panel.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 108, width: 390, height: 192))
        // A view wholly above the keyboard: its guide is zero high at its bottom.
        XCTAssertEqual(high.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 100, width: 390, height: 0))
    }

    func testTheEnvironmentShowsAndHidesTheKeyboard() {
        let root = RuntimeFixtures.root(width: 390, height: 844)
        LayoutEnvironment("typing", size: CGSize(width: 390, height: 844), keyboardHeight: 336).apply(
            to: root)
        XCTAssertEqual(root.keyboardHeight, 336)
        LayoutEnvironment("reading", size: CGSize(width: 390, height: 844)).apply(to: root)
        XCTAssertNil(root.keyboardHeight)
    }
}
