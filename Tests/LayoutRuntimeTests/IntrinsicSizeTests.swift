import XCTest

@testable import LayoutRuntime

final class IntrinsicSizeTests: XCTestCase {
    private func label(_ text: String, in parent: View, name: String, lines: Int = 1) -> Label {
        RuntimeFixtures.label(text, font: .halfEm(10), lines: lines, in: parent, name: name)
    }

    private func pinTopLeading(_ view: View, to other: View, _ inset: CGFloat = 0) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
            view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
        ])
    }

    func testLabelTakesItsTextSize() {
        let root = RuntimeFixtures.root()
        let hello = label("Hello", in: root, name: "hello")
        pinTopLeading(hello, to: root, 10)
        root.layoutIfNeeded()
        XCTAssertEqual(hello.intrinsicContentSize, CGSize(width: 25, height: 12))
        XCTAssertEqual(hello.frame, CGRect(x: 10, y: 10, width: 25, height: 12))
        XCTAssertFalse(hello.hasAmbiguousLayout)
    }

    func testLabelGrowsWhenItsTextChanges() {
        let root = RuntimeFixtures.root()
        let hello = label("Hello", in: root, name: "hello")
        pinTopLeading(hello, to: root)
        root.layoutIfNeeded()
        hello.text = "Hello world"
        root.layoutIfNeeded()
        XCTAssertEqual(hello.frame.size, CGSize(width: 55, height: 12))
        hello.font = .halfEm(20)
        root.layoutIfNeeded()
        XCTAssertEqual(hello.frame.size, CGSize(width: 110, height: 24))
    }

    /// A label keeps the size it measured until its text, font or number of lines changes.
    func testALabelMeasuresAgainWhenWhatItMeasuresChanges() {
        let label = Label()
        label.text = "Hello"
        label.font = .halfEm(10)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 25, height: 12))
        label.text = "Hello, world"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 60, height: 12))
        label.font.pointSize = 20
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 120, height: 24))
        label.text = "Hello\nworld"
        label.numberOfLines = 0
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 48))
        label.numberOfLines = 1
        XCTAssertEqual(label.intrinsicContentSize.height, 24)
        label.text = nil
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    func testEmptyLabelMeasuresZero() {
        let root = RuntimeFixtures.root()
        let empty = label("", in: root, name: "empty")
        empty.text = nil
        pinTopLeading(empty, to: root)
        root.layoutIfNeeded()
        XCTAssertEqual(empty.frame.size, .zero)
    }

    func testCompressedLabelLosesAt749Against750() {
        let root = RuntimeFixtures.root(width: 100)
        // Twelve characters each: 60 points, 120 together in a 100-point row.
        let first = label("abcdefghijkl", in: root, name: "first")
        let second = label("mnopqrstuvwx", in: root, name: "second")
        first.setContentCompressionResistancePriority(749, for: .horizontal)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 40, height: 12))
        XCTAssertEqual(second.frame, CGRect(x: 40, y: 0, width: 60, height: 12))
        XCTAssertEqual(first.contentCompressionResistancePriority(for: .horizontal), 749)
        XCTAssertEqual(second.contentCompressionResistancePriority(for: .horizontal), 750)
    }

    func testCompressionResistanceBeatsALowerPriorityWidth() {
        let root = RuntimeFixtures.root()
        let text = label("abcdefghij", in: root, name: "text")
        pinTopLeading(text, to: root)
        let narrow = text.widthAnchor.constraint(equalToConstant: 30)
        narrow.priority = 749
        narrow.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame.width, 50)
        narrow.priority = 751
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame.width, 30)
    }

    func testHuggingKeepsALabelAtItsTextWidth() {
        let root = RuntimeFixtures.root(width: 300)
        let text = label("abcd", in: root, name: "text")
        pinTopLeading(text, to: root)
        let stretch = text.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        stretch.priority = 249
        stretch.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame.width, 20, "Hugging at 250 beats 249.")
        text.setContentHuggingPriority(248, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame.width, 300)
        XCTAssertEqual(text.contentHuggingPriority(for: .vertical), 250)
    }

    func testImageViewTakesTheImagesSize() {
        let root = RuntimeFixtures.root()
        let picture = RuntimeFixtures.constrained(
            ImageView(image: Image(size: CGSize(width: 64, height: 48))),
            in: root, name: "picture")
        pinTopLeading(picture, to: root)
        root.layoutIfNeeded()
        XCTAssertEqual(picture.frame, CGRect(x: 0, y: 0, width: 64, height: 48))
        picture.image = nil
        XCTAssertEqual(picture.intrinsicContentSize, CGSize(width: -1, height: -1))
        XCTAssertEqual(picture.ambiguousAttributes, [.width, .height], "No image, no intrinsic size.")
    }

    func testExplicitIntrinsicSizeGivesAPlainViewASize() {
        let root = RuntimeFixtures.root()
        let box = RuntimeFixtures.constrained(View(), in: root, name: "box")
        pinTopLeading(box, to: root)
        box.explicitIntrinsicContentSize = CGSize(width: 30, height: View.noIntrinsicMetric)
        box.heightAnchor.constraint(equalToConstant: 5).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, CGSize(width: 30, height: 5))
        let origins = box.constraintsAffectingLayout(for: .horizontal).filter { $0.firstItem === box }.map(
            \.origin)
        // List order: the root's installed leading pin, then the box's own hugging and compression.
        XCTAssertEqual(origins, [.user, .contentSize, .contentSize])
    }

    func testMultiLineLabelWrapsAtItsSolvedWidth() {
        let root = RuntimeFixtures.root(width: 100)
        // 29 characters: 145 points unwrapped; 20 characters a line at 100 points.
        let text = label("aaaa bbbb cccc dddd eeee ffff", in: root, name: "text", lines: 0)
        let below = RuntimeFixtures.constrained(View(), in: root, name: "below")
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        RuntimeFixtures.place(
            below, leading: root.leadingAnchor, top: text.bottomAnchor, dy: 8, width: 10, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame, CGRect(x: 0, y: 0, width: 100, height: 24))
        XCTAssertEqual(below.frame.minY, 32)
        XCTAssertEqual(
            text.intrinsicContentSize, CGSize(width: 145, height: 12), "The first pass is unwrapped.")
    }

    /// Pins `view`'s leading, trailing and top edges to `root`'s, leaving its height to its
    /// content.
    private func pinToTheTop(_ view: View, of root: View) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    func testMultiLineLabelRewrapsWhenItsWidthChanges() {
        let root = RuntimeFixtures.root(width: 100)
        let text = label("aaaa bbbb cccc dddd eeee ffff", in: root, name: "text", lines: 0)
        pinToTheTop(text, of: root)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 50, height: 300)
        root.layoutIfNeeded()
        // 10 characters a line: "aaaa bbbb", "cccc dddd", "eeee ffff".
        XCTAssertEqual(text.frame.height, 36)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame.height, 12)
    }

    func testLabelHugsItsWrappedText() {
        let root = RuntimeFixtures.root(width: 100)
        let text = label("aaaa bbbb cccc dddd eeee ffff", in: root, name: "text", lines: 0)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -4),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 96 points hold 19 characters: "aaaa bbbb cccc dddd" then "eeee ffff".
        XCTAssertEqual(text.frame, CGRect(x: 0, y: 0, width: 95, height: 24))
    }

    func testLineLimitStopsALabelGrowing() {
        let root = RuntimeFixtures.root(width: 50)
        let text = label("aaaa bbbb cccc dddd eeee ffff", in: root, name: "text", lines: 2)
        pinToTheTop(text, of: root)
        root.layoutIfNeeded()
        // Three lines at 10 characters a line; two count.
        XCTAssertEqual(text.frame.size, CGSize(width: 50, height: 24))
    }

    func testSingleLineLabelDoesNotWrap() {
        let root = RuntimeFixtures.root(width: 100)
        let text = label("aaaa bbbb cccc dddd eeee ffff", in: root, name: "text")
        pinToTheTop(text, of: root)
        root.layoutIfNeeded()
        XCTAssertEqual(text.frame, CGRect(x: 0, y: 0, width: 100, height: 12))
    }

    func testTextViewSizesLikeALabelOnlyWithScrollingOff() {
        let root = RuntimeFixtures.root(width: 100)
        let notes = RuntimeFixtures.constrained(TextView(), in: root, name: "notes")
        notes.text = "aaaa bbbb cccc dddd eeee ffff"
        notes.font = .halfEm(10)
        LayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            notes.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        XCTAssertEqual(notes.intrinsicContentSize, CGSize(width: -1, height: -1))
        XCTAssertEqual(notes.ambiguousAttributes, [.height])
        notes.isScrollEnabled = false
        // Its text on one line, 29 characters of 5 points and 12 high, inside UIKit's
        // textContainerInset (8 above and below) and line fragment padding (5 either side).
        XCTAssertEqual(notes.intrinsicContentSize, CGSize(width: 145 + 10, height: 12 + 16))
        root.layoutIfNeeded()
        // At 100 wide its lines are 90: "aaaa bbbb cccc" and "dddd eeee ffff", 24 high.
        XCTAssertEqual(notes.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertFalse(notes.hasAmbiguousLayout)
    }

    func testAnEmptyTextViewIsOneLineHigh() {
        // TextKit lays out an empty text in its extra line fragment, one line of the font, for
        // the insertion point (Apple's NSLayoutManager.setExtraLineFragmentRect): a text view
        // that does not scroll keeps that line's height when its text is emptied, as it does
        // after a final line break.
        let root = RuntimeFixtures.root(width: 100)
        let notes = RuntimeFixtures.constrained(TextView(), in: root, name: "notes")
        notes.font = .halfEm(10)
        notes.isScrollEnabled = false
        XCTAssertEqual(notes.intrinsicContentSize, CGSize(width: 10, height: 12 + 16))
        notes.text = "aaaa\n"
        XCTAssertEqual(notes.intrinsicContentSize, CGSize(width: 20 + 10, height: 24 + 16))
        notes.text = ""
        LayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            notes.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(notes.frame, CGRect(x: 0, y: 0, width: 100, height: 28))
    }
}
