import LayoutRuntime
import XCTest

/// Apple's Technical Note TN2154 (UIScrollView and Autolayout): the mixed approach (a
/// content view that keeps its autoresizing mask, and an explicit contentSize) and the pure
/// approach (an image view whose intrinsic size becomes the content size).
final class SeedTN2154Tests: XCTestCase {
    /// A scroll view with translatesAutoresizingMaskIntoConstraints off, pinned to the root's
    /// edges, as both listings of the note do ("H:|[scrollView]|", "V:|[scrollView]|").
    private static func makeScrollView(in root: View) -> ScrollView {
        let scrollView = makeConstrainedView(ScrollView(), "scrollView", in: root)
        LayoutConstraint.activate(edgeConstraints(scrollView, equalTo: root))
        return scrollView
    }

    func testMixedApproachContentViewKeepsItsFrameAndSetsTheContentSize() {
        let root = View(frame: SeedSize.portrait)
        root.accessibilityIdentifier = "root"
        let scrollView = Self.makeScrollView(in: root)
        // Listing 1: a content view that still translates its autoresizing mask.
        let contentView = View(frame: CGRect(x: 0, y: 0, width: 600, height: 1200))
        contentView.accessibilityIdentifier = "contentView"
        XCTAssertTrue(contentView.translatesAutoresizingMaskIntoConstraints)
        scrollView.addSubview(contentView)
        scrollView.contentSize = CGSize(width: 600, height: 1200)
        // "The views you want to put inside the content view", placed by constraints.
        let header = makeConstrainedView(View(), "header", in: contentView)
        let footer = makeConstrainedView(View(), "footer", in: contentView)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            header.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            header.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            header.heightAnchor.constraint(equalToConstant: 100),
            footer.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
            footer.widthAnchor.constraint(equalToConstant: 300),
            footer.heightAnchor.constraint(equalToConstant: 60),
        ])

        func assertContent(file: StaticString = #filePath, line: UInt = #line) {
            // The content view's frame is the one it was given, in content coordinates.
            assertFrame(contentView, CGRect(x: 0, y: 0, width: 600, height: 1200), file: file, line: line)
            // x 20, width 600 - 20 - 20 = 560
            assertFrame(header, CGRect(x: 20, y: 20, width: 560, height: 100), file: file, line: line)
            // x = 600 / 2 - 300 / 2 = 150; y = 1200 - 20 - 60 = 1120
            assertFrame(footer, CGRect(x: 150, y: 1120, width: 300, height: 60), file: file, line: line)
        }

        root.layoutIfNeeded()
        assertFrame(scrollView, CGRect(x: 0, y: 0, width: 390, height: 844))
        assertContent()
        // 600 > 390, 1200 > 844
        assertScrolling(
            scrollView, contentSize: CGSize(width: 600, height: 1200), horizontally: true, vertically: true)
        assertLaidOutWithoutProblems(root)

        layOut(root, at: SeedSize.landscape)
        assertFrame(scrollView, CGRect(x: 0, y: 0, width: 844, height: 390))
        assertContent()
        // 600 is not > 844; 1200 > 390
        assertScrolling(
            scrollView, contentSize: CGSize(width: 600, height: 1200), horizontally: false,
            vertically: true)
        assertLaidOutWithoutProblems(root)
    }

    func testMixedApproachContentSizeCanComeFromSystemLayoutSizeFitting() {
        // The note's alternative: build the content subtree, ask it for its compressed fitting
        // size, and use that for the content view's frame and the contentSize.
        let contentView = View()
        contentView.accessibilityIdentifier = "contentView"
        let panel = makeConstrainedView(View(), "panel", in: contentView)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            panel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            panel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
            panel.widthAnchor.constraint(equalToConstant: 500),
            panel.heightAnchor.constraint(equalToConstant: 400),
        ])
        // 20 + 500 + 20 = 540 wide, 20 + 400 + 20 = 440 high
        let fitting = contentView.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(fitting.width, 540, accuracy: seedAccuracy)
        XCTAssertEqual(fitting.height, 440, accuracy: seedAccuracy)

        let root = View(frame: SeedSize.portrait)
        root.accessibilityIdentifier = "root"
        let scrollView = Self.makeScrollView(in: root)
        contentView.frame = CGRect(origin: .zero, size: fitting)
        scrollView.addSubview(contentView)
        scrollView.contentSize = fitting

        // Portrait: 540 > 390; 440 is not > 844. Landscape: 540 is not > 844; 440 > 390.
        for (rootFrame, horizontally) in [(SeedSize.portrait, true), (SeedSize.landscape, false)] {
            assertLayout(
                root, at: rootFrame, scrolling: scrollView, contentSize: CGSize(width: 540, height: 440),
                horizontally: horizontally, vertically: !horizontally,
                frames: [
                    (contentView, CGRect(x: 0, y: 0, width: 540, height: 440)),
                    (panel, CGRect(x: 20, y: 20, width: 500, height: 400)),
                ])
        }
    }

    func testPureApproachImageIntrinsicSizeBecomesTheContentSize() {
        let root = View(frame: SeedSize.portrait)
        root.accessibilityIdentifier = "root"
        let scrollView = Self.makeScrollView(in: root)
        // Listing 2: "H:|[imageView]|", "V:|[imageView]|" inside the scroll view. Edges inside
        // a scroll view mean the content area, so nothing fixes the content size but the
        // image view's intrinsic size (hugging 250 and compression 750 both hold at 1000x1500).
        let imageView = makeConstrainedView(
            ImageView(image: Image(size: CGSize(width: 1000, height: 1500))), "imageView", in: scrollView)
        LayoutConstraint.activate(vflEdgeConstraints(imageView, in: scrollView))

        // "A scroll view that resized as the view controller's view resized (such as on device
        // rotation)": the frame follows the root, the content stays the image's size, larger
        // than either orientation's frame (1000 > 390 and > 844; 1500 > 844 and > 390).
        for rootFrame in [SeedSize.portrait, SeedSize.landscape] {
            assertLayout(
                root, at: rootFrame, scrolling: scrollView, contentSize: CGSize(width: 1000, height: 1500),
                horizontally: true, vertically: true,
                frames: [(scrollView, rootFrame), (imageView, CGRect(x: 0, y: 0, width: 1000, height: 1500))])
        }
    }
}
