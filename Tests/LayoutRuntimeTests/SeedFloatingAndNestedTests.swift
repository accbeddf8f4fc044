import LayoutRuntime
import TestSupport
import XCTest

/// Apple's TN2154 and Auto Layout Guide (Working with Scroll Views): content tied to a view
/// outside the scroll view floats over the scrolling content. The blog post "UIScrollViews in
/// Interface Builder": a scroll view inside a scroll view, here a horizontal carousel in a
/// vertical form.
final class SeedFloatingAndNestedTests: XCTestCase {
    // MARK: Floating content

    /// A vertical scroll view filling the root; a 2000-high content view with a row that
    /// scrolls, and a badge that is the content view's subview but constrained to the root.
    private struct FloatingBadge: BuiltOnScrollScene {
        let page: ScrollScene
        let row: View
        let badge: View

        init() {
            page = ScrollScene()
            let (root, scrollView, contentView) = (page.root, page.scrollView, page.contentView)
            row = makeConstrainedView(View(), "row", in: contentView)
            badge = makeConstrainedView(View(), "badge", in: contentView)
            LayoutConstraint.activate(
                [
                    contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                    contentView.heightAnchor.constraint(equalToConstant: 2000),
                ]
                    // Scrolling content: placed in the content view.
                    + rowConstraints(
                        row, inset: 20, in: contentView, top: contentView.topAnchor, spacing: 100, height: 50)
                    + [
                        // Floating content: placed relative to the root, outside the scroll view.
                        badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                        badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                        badge.widthAnchor.constraint(equalToConstant: 60),
                        badge.heightAnchor.constraint(equalToConstant: 30),
                    ])
        }

        /// Scrolls the content down by `offset`, lays the scene out at `rootFrame` and asserts
        /// every frame, where the row and the badge are on screen, the scrolling and that the
        /// layout has no problem.
        func assertLayout(
            at rootFrame: CGRect, offset: CGFloat, file: StaticString = #filePath, line: UInt = #line
        ) {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            layOut(root, at: rootFrame)
            let width = rootFrame.width
            // The scroll view's bounds origin is the offset; its frame does not move.
            XCTAssertTrue(
                scrollView.bounds.isClose(to: CGRect(origin: CGPoint(x: 0, y: offset), size: rootFrame.size)),
                "scrollView: bounds is \(scrollView.bounds)", file: file, line: line)
            assertFrame(scrollView, rootFrame, file: file, line: line)
            // The content scrolls: the same content frames whatever the offset, and on screen
            // the row is `offset` higher. Its width is the root's - 40.
            assertFrame(contentView, CGRect(x: 0, y: 0, width: width, height: 2000), file: file, line: line)
            assertFrame(row, CGRect(x: 20, y: 100, width: width - 40, height: 50), file: file, line: line)
            assertRectInRoot(
                row, CGRect(x: 20, y: 100 - offset, width: width - 40, height: 50), file: file, line: line)
            // The badge floats: x = root width - 16 - 60; its content y moves with the offset,
            // 40 + offset, so that on screen it stays at 40.
            assertFrame(
                badge, CGRect(x: width - 76, y: 40 + offset, width: 60, height: 30), file: file, line: line)
            assertRectInRoot(
                badge, CGRect(x: width - 76, y: 40, width: 60, height: 30), file: file, line: line)
            // 2000 > 844 and > 390; scrolling changes no size.
            assertScrolling(
                scrollView, contentSize: CGSize(width: width, height: 2000), horizontally: false,
                vertically: true, file: file, line: line)
            assertLaidOutWithoutProblems(root, file: file, line: line)
        }
    }

    func testFloatingBadgeKeepsItsScreenPositionWhenTheContentScrolls() {
        let scene = FloatingBadge()
        // Offset 0: content coordinates and root coordinates coincide.
        scene.assertLayout(at: SeedSize.portrait, offset: 0)
        scene.assertLayout(at: SeedSize.portrait, offset: 300)
        // Landscape, still scrolled by 300.
        scene.assertLayout(at: SeedSize.landscape, offset: 300)
        // Scrolled back to the top: the badge returns to content y 40.
        scene.assertLayout(at: SeedSize.landscape, offset: 0)
    }

    // MARK: A scroll view inside a scroll view

    /// A vertical form (title, carousel, body) whose carousel is a horizontal scroll view of
    /// five 150-wide cards.
    ///
    /// Outer chain: content top -20- title(100) -8- carousel(200) -8- body(600) -20- bottom:
    /// title y 20, carousel y 20 + 100 + 8 = 128, body y 128 + 200 + 8 = 336, content height
    /// 336 + 600 + 20 = 956.
    /// Inner chain: carousel leading -20- card -20- card ... card -20- trailing: card i at
    /// x = 20 + i * (150 + 20) = 20 + 170i (20, 190, 360, 530, 700); content width
    /// 700 + 150 + 20 = 870 (= 20 + 5 * 150 + 4 * 20 + 20). Cards are pinned to the carousel's
    /// top and bottom (content area) and as high as the carousel (its frame): content height
    /// 200, the frame's.
    private struct Carousel: BuiltOnScrollScene {
        let page: ScrollScene
        let title: View
        let carousel: ScrollView
        let body: View
        let cards: [View]

        init() {
            page = ScrollScene()
            let (scrollView, contentView) = (page.scrollView, page.contentView)
            title = makeConstrainedView(View(), "title", in: contentView)
            let carousel = makeConstrainedView(ScrollView(), "carousel", in: contentView)
            self.carousel = carousel
            body = makeConstrainedView(View(), "body", in: contentView)
            cards = (0..<5).map { makeConstrainedView(View(), "card\($0)", in: carousel) }

            // The outer chain.
            var constraints =
                [contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor)]
                + rowConstraints(
                    title, inset: 20, in: contentView, top: contentView.topAnchor, spacing: 20, height: 100)
                + rowConstraints(
                    carousel, inset: 0, in: contentView, top: title.bottomAnchor, spacing: 8, height: 200)
                + rowConstraints(
                    body, inset: 20, in: contentView, top: carousel.bottomAnchor, spacing: 8, height: 600)
                + [contentView.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 20)]
            // The inner chain: edges mean the carousel's content area, height its frame.
            for (index, card) in cards.enumerated() {
                constraints += [
                    card.widthAnchor.constraint(equalToConstant: 150),
                    card.topAnchor.constraint(equalTo: carousel.topAnchor),
                    card.bottomAnchor.constraint(equalTo: carousel.bottomAnchor),
                    card.heightAnchor.constraint(equalTo: carousel.heightAnchor),
                    index == 0
                        ? card.leadingAnchor.constraint(equalTo: carousel.leadingAnchor, constant: 20)
                        : card.leadingAnchor.constraint(
                            equalTo: cards[index - 1].trailingAnchor, constant: 20),
                ]
            }
            constraints.append(
                carousel.trailingAnchor.constraint(equalTo: cards[4].trailingAnchor, constant: 20))
            LayoutConstraint.activate(constraints)
        }

        /// Asserts every frame at a root `width` wide (the carousel's content is the same at
        /// every width).
        func assertFrames(
            width: CGFloat, height: CGFloat, file: StaticString = #filePath, line: UInt = #line
        ) {
            assertFrame(scrollView, CGRect(x: 0, y: 0, width: width, height: height), file: file, line: line)
            assertFrame(contentView, CGRect(x: 0, y: 0, width: width, height: 956), file: file, line: line)
            assertFrame(title, CGRect(x: 20, y: 20, width: width - 40, height: 100), file: file, line: line)
            // In the outer content view's coordinates: full width, y 128.
            assertFrame(carousel, CGRect(x: 0, y: 128, width: width, height: 200), file: file, line: line)
            assertFrame(body, CGRect(x: 20, y: 336, width: width - 40, height: 600), file: file, line: line)
            for (index, card) in cards.enumerated() {
                // In the carousel's content coordinates: x 20 + 170 * index.
                assertFrame(
                    card, CGRect(x: 20 + 170 * CGFloat(index), y: 0, width: 150, height: 200),
                    file: file, line: line)
            }
        }

        /// Lays the scene out at `rootFrame` and asserts every frame, both scroll views and
        /// that the layout has no problem.
        func assertLayout(at rootFrame: CGRect, file: StaticString = #filePath, line: UInt = #line) {
            layOut(root, at: rootFrame)
            assertFrames(width: rootFrame.width, height: rootFrame.height, file: file, line: line)
            // Outer: the root's width is not more than itself; 956 > 844 and > 390.
            assertScrolling(
                scrollView, contentSize: CGSize(width: rootFrame.width, height: 956), horizontally: false,
                vertically: true, file: file, line: line)
            // Inner: 870 > 390 and > 844; 200 is not > 200.
            assertScrolling(
                carousel, contentSize: CGSize(width: 870, height: 200), horizontally: true, vertically: false,
                file: file, line: line)
            assertLaidOutWithoutProblems(root, file: file, line: line)
        }
    }

    func testNestedCarouselScrollsHorizontallyInsideAVerticalForm() {
        let scene = Carousel()
        scene.assertLayout(at: SeedSize.portrait)
        scene.assertLayout(at: SeedSize.landscape)
    }

    func testScrollingTheCarouselMovesOnlyTheCards() {
        let scene = Carousel()
        scene.root.layoutIfNeeded()
        scene.carousel.contentOffset = CGPoint(x: 100, y: 0)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scene.root.layoutIfNeeded()

        // Frames are unchanged: each is in its own scroll view's content coordinates.
        scene.assertFrames(width: 390, height: 844)
        // On screen the carousel is 50 higher: y = 128 - 50 = 78.
        assertRectInRoot(scene.carousel, CGRect(x: 0, y: 78, width: 390, height: 200))
        // card1 on screen: x = 190 - 100 = 90, y = 78 + 0 = 78.
        assertRectInRoot(scene.cards[1], CGRect(x: 90, y: 78, width: 150, height: 200))
        // The title only moves with the outer offset: y = 20 - 50 = -30.
        assertRectInRoot(scene.title, CGRect(x: 20, y: -30, width: 350, height: 100))
        assertLaidOutWithoutProblems(scene.root)
    }
}
