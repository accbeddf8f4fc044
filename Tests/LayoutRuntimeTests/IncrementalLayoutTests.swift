import XCTest

@testable import LayoutRuntime

final class IncrementalLayoutTests: XCTestCase {
    /// A vertical form in a scroll view: a wrapping label, an image, a text view with scrolling
    /// off, and a floating badge; everything follows the root's width.
    private func form(width: CGFloat) -> View {
        let root = RuntimeFixtures.root(width: width, height: 480)
        let content = RuntimeFixtures.scrollingPage(in: root).content

        let title = RuntimeFixtures.constrained(Label(), in: content, name: "title")
        title.font = .halfEm(17)
        title.numberOfLines = 0
        title.text = String(repeating: "word ", count: 40)
        let picture = RuntimeFixtures.constrained(
            ImageView(image: Image(size: CGSize(width: 100, height: 80))), in: content, name: "picture")
        let notes = RuntimeFixtures.constrained(TextView(), in: content, name: "notes")
        notes.font = .halfEm(17)
        notes.isScrollEnabled = false
        notes.text = String(repeating: "note ", count: 30)
        notes.setContentCompressionResistancePriority(.required, for: .vertical)
        let badge = RuntimeFixtures.constrained(View(), in: content, name: "badge")
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            picture.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            picture.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            notes.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 8),
            notes.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: notes.bottomAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        return root
    }

    func testResizingTheRootEqualsAFreshLayout() {
        let root = form(width: 320)
        root.layoutIfNeeded()
        for width in [480, 375, 200, 320] as [CGFloat] {
            root.frame = CGRect(x: 0, y: 0, width: width, height: 480)
            root.layoutIfNeeded()
            let fresh = form(width: width)
            fresh.layoutIfNeeded()
            XCTAssertEqual(
                RuntimeFixtures.frames(of: root), RuntimeFixtures.frames(of: fresh), "width \(width)")
            XCTAssertEqual(root.layoutIssues, [])
        }
        XCTAssertEqual(RuntimeFixtures.engine(of: root).rebuildCount, 0, "No pass started the solver over.")
    }

    func testFormFramesWorkedByHand() {
        let root = form(width: 320)
        root.layoutIfNeeded()
        let content = root.subviews[0].subviews[0]
        let (title, picture, notes, badge) = (
            content.subviews[0], content.subviews[1], content.subviews[2], content.subviews[3]
        )
        // 288 points at 8.5 a character hold 33: "word word word word word word" (29) a line,
        // six words a line, 40 words: 7 lines of 20.4 = 142.8.
        XCTAssertEqual(title.frame, CGRect(x: 16, y: 16, width: 288, height: 142.8))
        XCTAssertEqual(picture.frame, CGRect(x: 110, y: 166.8, width: 100, height: 80))
        // 30 notes, in lines 10 narrower than the text view (278 points hold 32 characters, six
        // notes): 5 lines of 20.4 = 102, and its textContainerInset's 8 above and below.
        XCTAssertEqual(notes.frame, CGRect(x: 16, y: 254.8, width: 288, height: 118))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 388.8))
        XCTAssertEqual(badge.frame, CGRect(x: 288, y: 8, width: 24, height: 24))
    }

    func testScrollingEqualsAFreshLayoutAtThatOffset() {
        let root = form(width: 320)
        root.layoutIfNeeded()
        let scroll = root.subviews[0] as! ScrollView
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        let fresh = form(width: 320)
        (fresh.subviews[0] as! ScrollView).contentOffset = CGPoint(x: 0, y: 100)
        fresh.layoutIfNeeded()
        XCTAssertEqual(RuntimeFixtures.frames(of: root), RuntimeFixtures.frames(of: fresh))
        let badge = scroll.subviews[0].subviews[3]
        XCTAssertEqual(badge.frame.origin, CGPoint(x: 288, y: 108), "The badge floats.")
        XCTAssertEqual(RuntimeFixtures.engine(of: root).rebuildCount, 0)
    }

    func testScrollingWithoutWrappingTextSendsOneConstant() {
        let root = form(width: 320)
        let content = root.subviews[0].subviews[0]
        (content.subviews[0] as! Label).numberOfLines = 1
        (content.subviews[2] as! TextView).explicitIntrinsicContentSize = CGSize(width: 10, height: 100)
        root.layoutIfNeeded()
        (root.subviews[0] as! ScrollView).contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(RuntimeFixtures.engine(of: root).lastOperationCount, 1)
    }

    func testUnchangedLayoutSendsNothing() {
        let root = form(width: 320)
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(RuntimeFixtures.engine(of: root).lastOperationCount, 0)
    }

    func testAddingAndRemovingViewsEqualsAFreshLayout() {
        let root = form(width: 320)
        root.layoutIfNeeded()
        let content = root.subviews[0].subviews[0]
        let extra = RuntimeFixtures.constrained(View(), in: content, name: "extra")
        RuntimeFixtures.pinEdges(of: extra, to: content.subviews[1])
        root.layoutIfNeeded()
        XCTAssertEqual(extra.frame, content.subviews[1].frame)
        extra.removeFromSuperview()
        root.layoutIfNeeded()
        let fresh = form(width: 320)
        fresh.layoutIfNeeded()
        XCTAssertEqual(RuntimeFixtures.frames(of: root), RuntimeFixtures.frames(of: fresh))
    }

    func testRuntimeConstraintsKeepTheirIdentityBetweenPasses() {
        let root = form(width: 320)
        let first = root.constraintsAffectingLayout(for: .horizontal).filter { $0.origin == .rootFrame }
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        let second = root.constraintsAffectingLayout(for: .horizontal).filter { $0.origin == .rootFrame }
        XCTAssertEqual(first, second)
        XCTAssertEqual(second.map(\.constant), [0, 400])
    }
}
