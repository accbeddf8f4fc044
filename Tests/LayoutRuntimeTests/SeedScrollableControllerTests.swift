import LayoutRuntime
import XCTest

/// The iOS docs page "UIScrollView AutoLayout": the ScrollableController written with VFL, and
/// the storyboard's dynamic content size (equal width and a low-priority equal height to the
/// root view).
final class SeedScrollableControllerTests: XCTestCase {
    // MARK: ScrollableController

    func testScrollableControllerContentIsTheRootWidthAndTheChainHeight() {
        // viewDidLoad, in the listing's order (translatesAutoresizingMaskIntoConstraints is
        // turned off after the constraints are made, as the listing does).
        let view = View(frame: SeedSize.portrait)
        view.accessibilityIdentifier = "view"
        let scrollView = ScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        let contentView = View()
        contentView.accessibilityIdentifier = "contentView"
        scrollView.backgroundColor = .blue
        contentView.backgroundColor = .orange

        // layoutScrollView: "H:|-0-[scrollView]-0-|", "V:|-0-[scrollView]-0-|"
        view.addSubview(scrollView)
        LayoutConstraint.activate(vflEdgeConstraints(scrollView, in: view))
        scrollView.translatesAutoresizingMaskIntoConstraints = false

        // layoutContentView: "H:|-0-[contentView]-0-|", "V:|-0-[contentView]-0-|" inside the
        // scroll view (the content area), and "H:[contentView(==view)]".
        scrollView.addSubview(contentView)
        LayoutConstraint.activate(
            vflEdgeConstraints(contentView, in: scrollView) + [
                contentView.widthAnchor.constraint(equalTo: view.widthAnchor)
            ])
        contentView.translatesAutoresizingMaskIntoConstraints = false

        // addChildViews
        let greenView = View()
        greenView.accessibilityIdentifier = "greenView"
        greenView.backgroundColor = .green
        let whiteView = View()
        whiteView.accessibilityIdentifier = "whiteView"
        whiteView.backgroundColor = .orange
        contentView.addSubview(greenView)
        contentView.addSubview(whiteView)
        LayoutConstraint.activate([
            // "H:|-15-[greenView]-15-|", "V:|-15-[greenView(400)]"
            greenView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
            contentView.trailingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: 15),
            greenView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 15),
            greenView.heightAnchor.constraint(equalToConstant: 400),
            // "H:|-15-[whiteView]-15-|", "V:[greenView]-15-[whiteView(500)]-15-|"
            whiteView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
            contentView.trailingAnchor.constraint(equalTo: whiteView.trailingAnchor, constant: 15),
            whiteView.topAnchor.constraint(equalTo: greenView.bottomAnchor, constant: 15),
            whiteView.heightAnchor.constraint(equalToConstant: 500),
            contentView.bottomAnchor.constraint(equalTo: whiteView.bottomAnchor, constant: 15),
        ])
        greenView.translatesAutoresizingMaskIntoConstraints = false
        whiteView.translatesAutoresizingMaskIntoConstraints = false

        // Content height = 15 + 400 + 15 + 500 + 15 = 945 at both orientations.
        // The content is as wide as the view, so it never scrolls horizontally; 945 > 844 and
        // > 390.
        for rootFrame in [SeedSize.portrait, SeedSize.landscape] {
            let width = rootFrame.width
            assertLayout(
                view, at: rootFrame, scrolling: scrollView, contentSize: CGSize(width: width, height: 945),
                horizontally: false, vertically: true,
                frames: [
                    (scrollView, rootFrame),
                    (contentView, CGRect(x: 0, y: 0, width: width, height: 945)),
                    // width: the view's - 15 - 15; y = 15 + 400 + 15 = 430
                    (greenView, CGRect(x: 15, y: 15, width: width - 30, height: 400)),
                    (whiteView, CGRect(x: 15, y: 430, width: width - 30, height: 500)),
                ])
        }
    }

    // MARK: Dynamic content size through a storyboard

    /// The storyboard scene: scroll view pinned to the main view; content view pinned to the
    /// scroll view's edges, equal width to the main view, equal height at low priority (250);
    /// inside, a header from y 20 and a last row 20 high, 20 below it, 20 above the bottom.
    private struct Storyboard: BuiltOnScrollScene {
        let page: ScrollScene
        let header: View
        let lastRow: View
        let headerHeight: CGFloat

        init(headerHeight: CGFloat, bottomPin: BottomPin) {
            self.headerHeight = headerHeight
            page = ScrollScene(rootName: "mainView")
            let (root, contentView) = (page.root, page.contentView)
            header = makeConstrainedView(View(), "header", in: contentView)
            lastRow = makeConstrainedView(View(), "lastRow", in: contentView)
            let equalHeight = contentView.heightAnchor.constraint(equalTo: root.heightAnchor)
            equalHeight.priority = .defaultLow
            let bottom = bottomPin.constraint(contentView, below: lastRow)
            // Steps 1 and 2 (ScrollScene): the scroll view's and the content view's leading,
            // trailing, top and bottom, all 0. Then step 2's equal width and low equal height.
            LayoutConstraint.activate(
                [contentView.widthAnchor.constraint(equalTo: root.widthAnchor), equalHeight]
                    // Step 3: the content.
                    + rowConstraints(
                        header, inset: 20, in: contentView, top: contentView.topAnchor, spacing: 20,
                        height: headerHeight)
                    + rowConstraints(
                        lastRow, inset: 20, in: contentView, top: header.bottomAnchor, spacing: 20, height: 20
                    )
                    + [bottom])
        }

        /// Lays the scene out at `rootFrame` and asserts every frame (the scroll view fills the
        /// root, the content view is the root's width and `contentHeight` high, header and last
        /// row are 20 from its sides), the content size, the axes it scrolls along (never
        /// horizontally: the content is the root's width) and that the layout has no problem
        /// (a broken optional constraint is none).
        func assertLayout(
            at rootFrame: CGRect, contentHeight: CGFloat, scrollsVertically: Bool,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            layOut(root, at: rootFrame)
            let width = rootFrame.width
            assertFrame(scrollView, rootFrame, file: file, line: line)
            assertFrame(
                contentView, CGRect(x: 0, y: 0, width: width, height: contentHeight), file: file,
                line: line)
            // width = root width - 20 - 20
            assertFrame(
                header, CGRect(x: 20, y: 20, width: width - 40, height: headerHeight), file: file,
                line: line)
            // y = 20 + header height + 20
            assertFrame(
                lastRow, CGRect(x: 20, y: 40 + headerHeight, width: width - 40, height: 20),
                file: file, line: line)
            assertScrolling(
                scrollView, contentSize: CGSize(width: width, height: contentHeight), horizontally: false,
                vertically: scrollsVertically, file: file, line: line)
            assertLaidOutWithoutProblems(root, file: file, line: line)
        }
    }

    func testStoryboardChainTallerThanTheRootWinsOverTheLowPriorityEqualHeight() {
        // header 20...900 (height 880); last row y = 900 + 20 = 920, height 20 -> 940;
        // content height = 940 + 20 = 960 > 844 and > 390: the required chain beats the equal
        // height @250 at both orientations.
        let scene = Storyboard(headerHeight: 880, bottomPin: .equal)
        scene.assertLayout(at: SeedSize.portrait, contentHeight: 960, scrollsVertically: true)
        scene.assertLayout(at: SeedSize.landscape, contentHeight: 960, scrollsVertically: true)
    }

    func testStoryboardShortRequiredChainStillSetsTheContentHeight() {
        // The storyboard example's own numbers: last row (its label) at y 420, height 20 -> 440,
        // and a 20 bottom margin: content height 460. The chain's bottom pin is required and
        // ==, so the content is 460 high even where the main view is taller (portrait 844): the
        // equal height @250 loses.
        // header 20...400 (height 380); last row y = 400 + 20 = 420.
        let scene = Storyboard(headerHeight: 380, bottomPin: .equal)
        // 460 is not > 844; 460 > 390
        scene.assertLayout(at: SeedSize.portrait, contentHeight: 460, scrollsVertically: false)
        scene.assertLayout(at: SeedSize.landscape, contentHeight: 460, scrollsVertically: true)
    }

    func testStoryboardLowPriorityEqualHeightWinsWhereTheChainLeavesRoom() {
        // With the bottom pin >= (the blog's tip), the chain only says content height >= 460,
        // and the equal height @250 pulls it as close to the main view's height as it may:
        // height = max(460, root height). No longer ambiguous: the optional constraint decides.
        let scene = Storyboard(headerHeight: 380, bottomPin: .atLeast)
        // portrait: max(460, 844) = 844, the main view's height; 844 is not > 844: the content
        // fills the screen and does not scroll.
        scene.assertLayout(at: SeedSize.portrait, contentHeight: 844, scrollsVertically: false)
        // landscape: max(460, 390) = 460, the chain's minimum; 460 > 390
        scene.assertLayout(at: SeedSize.landscape, contentHeight: 460, scrollsVertically: true)
        // And back to portrait: the content grows to fill the screen again.
        scene.assertLayout(at: SeedSize.portrait, contentHeight: 844, scrollsVertically: false)
    }
}
