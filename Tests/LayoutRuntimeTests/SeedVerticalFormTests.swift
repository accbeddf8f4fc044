import LayoutRuntime
import XCTest

/// The blog post "UIScrollViews in Interface Builder": a vertically scrolling form whose content
/// view is as wide as the scroll view and as tall as an unbroken top-to-bottom chain.
///
/// The chain: content top -20- button(44) -8- label -8- textView -8- image(640) -20- content
/// bottom; every element 20 from the content view's leading edge, all but the image 20 from
/// its trailing edge too. Content height = 20 + 44 + 8 + label + 8 + textView + 8 + 640 + 20
/// = 748 + label + textView.
///
/// Text metrics (LayoutRuntime's documented rule, font 17): each Character advances
/// 0.5 * 17 = 8.5, a line is 1.2 * 17 = 20.4 high, lines wrap greedily at spaces.
/// - portrait: text width = 390 - 20 - 20 = 350; 350 / 8.5 = 41.2, so at most 41 characters
///   a line.
/// - landscape: text width = 844 - 40 = 804; 804 / 8.5 = 94.6, so at most 94 characters.
/// The text view's lines are 10 narrower than it (UIKit's line fragment padding, 5 on either
/// side) and it is 16 taller than they are (its textContainerInset, 8 above and below):
/// portrait 340 / 8.5 = 40 characters a line, landscape 794 / 8.5 = 93.4, so 93.
final class SeedVerticalFormTests: XCTestCase {
    /// 118 characters. Portrait, at most 41 a line:
    ///   "It tells Auto Layout that the label"       35 (+ " should" = 42 > 41)
    ///   "should not be compressed at all and"       35 (+ " defines" = 43 > 41)
    ///   "defines its height based on the lines of"  40 (+ " text." = 46 > 41)
    ///   "text."                                      5
    /// 4 lines: height 4 * 20.4 = 81.6.
    /// Landscape, at most 94 a line:
    ///   "It tells Auto Layout ... and defines its height"  90 (+ " based" = 96 > 94)
    ///   "based on the lines of text."                      27
    /// 2 lines: height 2 * 20.4 = 40.8.
    static let labelText =
        "It tells Auto Layout that the label should not be compressed at all and defines its height "
        + "based on the lines of text."

    /// 82 characters. Portrait, at most 40 a line:
    ///   "Observe how the UITextView now acts just"   40 (40 * 8.5 = 340 <= 340: fits)
    ///   "like the UILabel in the previous"           32 (+ " example." = 41 > 40)
    ///   "example."                                    8
    /// 3 lines: 61.2, and 16 of inset: 77.2. Landscape: 82 <= 93, 1 line: 20.4 + 16 = 36.4.
    static let textViewText =
        "Observe how the UITextView now acts just like the UILabel in the previous example."

    /// The form scene, built in code as the blog builds it in Interface Builder.
    private struct Form: BuiltOnScrollScene {
        let page: ScrollScene
        let button: View
        let label: Label
        let textView: TextView
        let image: View
        /// The blog's step 4: a content height constraint "removed at build time", so made and
        /// never activated.
        let placeholderHeight: LayoutConstraint

        init(bottomPin: BottomPin = .equal, textViewScrolls: Bool = false) {
            page = ScrollScene()
            let (scrollView, contentView) = (page.scrollView, page.contentView)
            button = makeConstrainedView(View(), "button", in: contentView)
            label = makeConstrainedView(Label(), "label", in: contentView)
            label.text = SeedVerticalFormTests.labelText
            label.font = .halfEm(17)
            label.numberOfLines = 0
            label.setContentCompressionResistancePriority(.required, for: .vertical)
            textView = makeConstrainedView(TextView(), "textView", in: contentView)
            textView.text = SeedVerticalFormTests.textViewText
            textView.font = .halfEm(17)
            textView.isScrollEnabled = textViewScrolls
            textView.setContentCompressionResistancePriority(.required, for: .vertical)
            image = makeConstrainedView(View(), "image", in: contentView)

            placeholderHeight = contentView.heightAnchor.constraint(equalToConstant: 1000)
            placeholderHeight.identifier = "removeAtBuildTime"

            let bottom = bottomPin.constraint(contentView, below: image)
            // Steps 1 and 2 (ScrollScene): the scroll view's edges to the root, the content
            // view's edges to the scroll view (the content area).
            var constraints =
                [
                    // Step 3: no horizontal scrolling (width attaches to the frame).
                    contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor)
                ]
                // Step 5: the chain, top to bottom.
                + rowConstraints(
                    button, inset: 20, in: contentView, top: contentView.topAnchor, spacing: 20, height: 44)
                + [
                    label.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
                    textView.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                    image.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
                    image.heightAnchor.constraint(equalToConstant: 640),
                    image.widthAnchor.constraint(equalToConstant: 280),
                    image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    bottom,
                ]
            for view in [label, textView] as [View] {
                constraints += [
                    view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                ]
            }
            LayoutConstraint.activate(constraints)
        }

        func assertPortrait(file: StaticString = #filePath, line: UInt = #line) {
            assertFrame(scrollView, CGRect(x: 0, y: 0, width: 390, height: 844), file: file, line: line)
            // width == scroll width 390; height = 748 + 81.6 + 77.2 = 906.8
            assertFrame(contentView, CGRect(x: 0, y: 0, width: 390, height: 906.8), file: file, line: line)
            assertChainInPortrait(file: file, line: line)
            // 390 is not > 390; 906.8 > 844
            assertScrolling(
                scrollView, contentSize: CGSize(width: 390, height: 906.8), horizontally: false,
                vertically: true, file: file, line: line)
        }

        /// The chain's frames, which hold whatever the content height is.
        func assertChainInPortrait(file: StaticString = #filePath, line: UInt = #line) {
            // width 390 - 40 = 350
            assertFrame(button, CGRect(x: 20, y: 20, width: 350, height: 44), file: file, line: line)
            // y = 20 + 44 + 8 = 72; 4 lines
            assertFrame(label, CGRect(x: 20, y: 72, width: 350, height: 81.6), file: file, line: line)
            // y = 72 + 81.6 + 8 = 161.6; 3 lines and the inset
            assertFrame(
                textView, CGRect(x: 20, y: 161.6, width: 350, height: 77.2), file: file, line: line)
            // y = 161.6 + 77.2 + 8 = 246.8; bottom 246.8 + 640 = 886.8, + 20 = 906.8
            assertFrame(image, CGRect(x: 20, y: 246.8, width: 280, height: 640), file: file, line: line)
        }

        func assertLandscape(file: StaticString = #filePath, line: UInt = #line) {
            assertFrame(scrollView, CGRect(x: 0, y: 0, width: 844, height: 390), file: file, line: line)
            // width == scroll width 844; height = 748 + 40.8 + 36.4 = 825.2
            assertFrame(contentView, CGRect(x: 0, y: 0, width: 844, height: 825.2), file: file, line: line)
            // width 844 - 40 = 804
            assertFrame(button, CGRect(x: 20, y: 20, width: 804, height: 44), file: file, line: line)
            // y = 72; 2 lines
            assertFrame(label, CGRect(x: 20, y: 72, width: 804, height: 40.8), file: file, line: line)
            // y = 72 + 40.8 + 8 = 120.8; 1 line and the inset
            assertFrame(
                textView, CGRect(x: 20, y: 120.8, width: 804, height: 36.4), file: file, line: line)
            // y = 120.8 + 36.4 + 8 = 165.2; bottom 805.2, + 20 = 825.2
            assertFrame(image, CGRect(x: 20, y: 165.2, width: 280, height: 640), file: file, line: line)
            // 844 is not > 844; 825.2 > 390
            assertScrolling(
                scrollView, contentSize: CGSize(width: 844, height: 825.2), horizontally: false,
                vertically: true, file: file, line: line)
        }
    }

    func testFormContentIsAsWideAsTheScrollViewAndScrollsVerticallyInPortrait() {
        let form = Form()
        form.root.layoutIfNeeded()

        form.assertPortrait()
        assertLaidOutWithoutProblems(form.root)
    }

    func testFormLabelAndTextViewRewrapWhenRotated() {
        let form = Form()
        form.root.layoutIfNeeded()
        layOut(form.root, at: SeedSize.landscape)

        // Label 4 lines -> 2, text view 3 lines -> 1: the content gets shorter but still scrolls.
        form.assertLandscape()
        assertLaidOutWithoutProblems(form.root)

        // And back: both wrap to their portrait line counts again.
        layOut(form.root, at: SeedSize.portrait)
        form.assertPortrait()
        assertLaidOutWithoutProblems(form.root)
    }

    func testGreaterThanOrEqualBottomPinLeavesContentHeightAmbiguous() {
        let form = Form(bottomPin: .atLeast)
        form.root.layoutIfNeeded()

        // content.bottom >= image.bottom + 20 bounds the content height from below only
        // (height >= 906.8) and nothing else pulls on it: the blog's tip is a trap.
        XCTAssertTrue(form.contentView.hasAmbiguousLayout)
        XCTAssertEqual(form.contentView.ambiguousAttributes, [.height])
        XCTAssertGreaterThanOrEqual(form.contentView.frame.height, 906.8 - seedAccuracy)
        XCTAssertGreaterThanOrEqual(form.scrollView.contentSize.height, 906.8 - seedAccuracy)
        // The chain hangs from the content's top, so every element is still placed exactly.
        form.assertChainInPortrait()
        for view in [form.root, form.scrollView, form.button, form.label, form.textView, form.image] {
            XCTAssertFalse(view.hasAmbiguousLayout, "\(seedName(view)): \(view.ambiguousAttributes)")
        }
        // Ambiguity is not a broken constraint.
        XCTAssertTrue(form.root.layoutIssues.isEmpty, "\(form.root.layoutIssues)")
    }

    func testRemoveAtBuildTimePlaceholderChangesNothing() {
        let form = Form()
        form.root.layoutIfNeeded()

        // The placeholder (content height == 1000) was made but never activated: the content
        // height is still the chain's 906.8 in portrait, 825.2 in landscape.
        XCTAssertFalse(form.placeholderHeight.isActive)
        XCTAssertFalse(form.contentView.constraints.contains { $0 === form.placeholderHeight })
        XCTAssertFalse(
            form.contentView.constraintsAffectingLayout(for: .vertical).contains {
                $0 === form.placeholderHeight
            })
        form.assertPortrait()
        assertLaidOutWithoutProblems(form.root)
        layOut(form.root, at: SeedSize.landscape)
        form.assertLandscape()
        assertLaidOutWithoutProblems(form.root)
    }

    func testTextViewWithScrollingEnabledHasNoHeightOfItsOwn() {
        let form = Form(textViewScrolls: true)
        form.root.layoutIfNeeded()

        // A scrolling text view has no intrinsic size (the blog's step 4 un-checks Scrolling
        // Enabled for this reason): its height, the image below it and the content height all
        // float; the label above it does not.
        XCTAssertEqual(form.textView.ambiguousAttributes, [.height])
        XCTAssertEqual(form.image.ambiguousAttributes, [.top])
        XCTAssertEqual(form.contentView.ambiguousAttributes, [.height])
        XCTAssertFalse(form.label.hasAmbiguousLayout, "\(form.label.ambiguousAttributes)")
        // label still at y 72 with 4 lines
        assertFrame(form.label, CGRect(x: 20, y: 72, width: 350, height: 81.6))
    }
}
