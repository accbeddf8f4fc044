import TestSupport
import XCTest

@testable import LayoutRuntime

/// UIKit's controls: their intrinsic sizes (docs/Controls.md gives each rule and its source),
/// their frames when pinned, and the baselines of the two that show text. Frames are worked
/// out by hand in the comments; text is measured by ``TextMetrics`` (a character is half the
/// font size wide, a line 1.2 times it tall, the baseline 0.95 times it below the line's top).
final class ControlTests: XCTestCase {
    /// Each test's own root: XCTest makes a test case for every test.
    private let root = RuntimeFixtures.root(width: 320, height: 100)

    /// `control`, named `name`, alone in ``root``, placed by `constraints` and laid out.
    private func laidOut<Control: View>(
        _ control: Control, name: String,
        by constraints: (_ control: Control, _ root: View) -> [LayoutConstraint]
    ) -> Control {
        RuntimeFixtures.laidOut(control, name: name, in: root, by: constraints)
    }

    // MARK: Switch

    func testSwitchPinnedTrailingReachesTwoPointsPastTheEdge() {
        let toggle = laidOut(Switch(), name: "toggle") { toggle, root in
            [
                toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ]
        }
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 49, height: 31))
        XCTAssertEqual(toggle.alignmentRectInsets, EdgeInsets(right: 2))
        // The alignment rectangle ends at 320: x = 320 - 49 = 271; the frame is 2 wider, 51.
        XCTAssertEqual(toggle.frame, CGRect(x: 271, y: 10, width: 51, height: 31))
        XCTAssertFalse(toggle.hasAmbiguousLayout)
    }

    func testSwitchKeepsItsRightInsetRightToLeft() {
        root.interfaceLayoutDirection = .rightToLeft
        let toggle = laidOut(Switch(), name: "toggle") { toggle, root in
            [
                toggle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                toggle.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        // Leading is the right edge: the alignment rectangle spans 255...304, and the frame
        // still grows on the right, to 306.
        XCTAssertEqual(toggle.frame, CGRect(x: 255, y: 0, width: 51, height: 31))
    }

    // MARK: Fixed sizes

    func testActivityIndicatorIsTwentySquareMediumAndThirtySevenLarge() {
        let spinner = laidOut(ActivityIndicator(), name: "spinner") { spinner, root in
            [
                spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                spinner.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ]
        }
        XCTAssertEqual(spinner.style, .medium)
        // Centred in 320 x 100: x = 160 - 10, y = 50 - 10.
        XCTAssertEqual(spinner.frame, CGRect(x: 150, y: 40, width: 20, height: 20))

        spinner.style = .large
        root.layoutIfNeeded()
        // x = 160 - 18.5, y = 50 - 18.5.
        XCTAssertEqual(spinner.frame, CGRect(x: 141.5, y: 31.5, width: 37, height: 37))
        XCTAssertEqual(ActivityIndicator(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
    }

    func testStepperIs94By32() {
        let stepper = laidOut(Stepper(), name: "stepper") { stepper, root in
            [
                stepper.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                stepper.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ]
        }
        // x = 320 - 16 - 94 = 210, y = 100 - 32 = 68.
        XCTAssertEqual(stepper.frame, CGRect(x: 210, y: 68, width: 94, height: 32))
    }

    // MARK: Width from constraints

    func testSliderTakesItsWidthFromConstraintsAndItsFrameIsTwoWiderEachSide() {
        let slider = laidOut(Slider(), name: "slider") { slider, root in
            [
                slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                slider.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 31))
        // The alignment rectangle spans 16...304; the frame 14...306, 292 wide, as Interface
        // Builder's sliders are (x 14, width 347 between 16-point margins of a 375-point screen).
        XCTAssertEqual(slider.frame, CGRect(x: 14, y: 0, width: 292, height: 31))
        XCTAssertFalse(slider.hasAmbiguousLayout)
    }

    func testSliderWithoutAWidthIsAmbiguous() {
        let slider = laidOut(Slider(), name: "slider") { slider, root in
            [
                slider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                slider.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        XCTAssertEqual(slider.ambiguousAttributes, [.width])
    }

    func testProgressViewIsFourTallAndTakesItsWidthFromConstraints() {
        let progress = laidOut(ProgressView(), name: "progress") { progress, root in
            [
                progress.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                progress.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                progress.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ]
        }
        // No insets: 16...304; y = 50 - 2.
        XCTAssertEqual(progress.frame, CGRect(x: 16, y: 48, width: 288, height: 4))
    }

    // MARK: Bars

    /// A toolbar across the root, on its safe area's bottom.
    private func toolbarOnTheSafeAreasBottom() -> Toolbar {
        laidOut(Toolbar(), name: "toolbar") { toolbar, root in
            [
                toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ]
        }
    }

    func testAToolbarIs44TallOnAPhoneWithAHomeButton() {
        let toolbar = toolbarOnTheSafeAreasBottom()
        XCTAssertEqual(toolbar.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 44))
        // The root is 320 x 100 with no safe-area insets: 100 - 44.
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 56, width: 320, height: 44))
        XCTAssertFalse(toolbar.hasAmbiguousLayout)
    }

    func testAToolbarIs49TallAboveAHomeIndicator() {
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let toolbar = toolbarOnTheSafeAreasBottom()
        // 100 - 34 - 49: Interface Builder's toolbars on phones with a home indicator.
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 17, width: 320, height: 49))
    }

    func testAToolbarIs44AboveAnyOtherBottomInset() {
        // A tab bar's 49 on a home-button phone, or a phone in landscape's 21: not the home
        // indicator's 34 in portrait.
        for bottom: CGFloat in [49, 21] {
            root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
            let toolbar = toolbarOnTheSafeAreasBottom()
            XCTAssertEqual(
                toolbar.frame, CGRect(x: 0, y: 100 - bottom - 44, width: 320, height: 44), "\(bottom)")
            toolbar.removeFromSuperview()
        }
    }

    func testBarsAre32TallInACompactHeightAnd50InARegularOne() {
        // An iPhone in landscape (compact x compact), then an iPad (regular x regular), with
        // the home indicator's 34 points at the bottom in both: the classes decide.
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let toolbar = toolbarOnTheSafeAreasBottom()
        let bar = RuntimeFixtures.constrained(NavigationBar(), in: root, name: "bar")
        for (classes, height) in [
            (SizeClasses(horizontal: .compact, vertical: .compact), 32.0),
            (SizeClasses(horizontal: .regular, vertical: .regular), 50.0),
        ] {
            root.sizeClasses = classes
            root.layoutIfNeeded()
            XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 100 - 34 - height, width: 320, height: height))
            XCTAssertEqual(bar.intrinsicContentSize.height, height)
        }
    }

    func testANavigationBarIs44TallAndTakesItsWidthFromConstraints() {
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = laidOut(NavigationBar(), name: "bar") { bar, root in
            [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            ]
        }
        XCTAssertEqual(bar.frame.origin.y, 47)
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertEqual(bar.ambiguousAttributes, [.width])
    }

    // MARK: Segmented control

    func testSegmentedControlIsItsWidestTitleTimesItsSegments() {
        let period = laidOut(SegmentedControl(items: ["Day", "Week", "Month"]), name: "period") {
            period, root in
            [
                period.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                period.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        // Titles in the 13-point system font: each segment is the widest title, 'Month', plus 8
        // on each side.
        let width = { TextMetrics.width(of: $0, font: SegmentedControl.defaultFont) }
        XCTAssertTrue(
            period.frame.isClose(to: CGRect(x: 16, y: 0, width: 3 * (width("Month") + 16), height: 32)),
            "\(period.frame)")

        period.insertSegment(withTitle: "Quarter", at: 3, animated: false)
        root.layoutIfNeeded()
        // 'Quarter' is the widest now; four segments.
        XCTAssertGreaterThan(width("Quarter"), width("Month"))
        XCTAssertEqual(period.frame.width, 4 * (width("Quarter") + 16), accuracy: 1e-6)
        XCTAssertEqual(period.numberOfSegments, 4)
        XCTAssertEqual(period.titleForSegment(at: 3), "Quarter")
    }

    func testSegmentedControlInsertsAsUIKitDoesAndMeasuresEmptyTitlesAsPadding() {
        let control = SegmentedControl()
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 0, height: 32))
        control.insertSegment(withTitle: "B", at: 0, animated: false)
        control.insertSegment(withTitle: "A", at: 0, animated: false)
        // An index past the end appends.
        control.insertSegment(withTitle: nil, at: 99, animated: false)
        XCTAssertEqual((0..<3).map { control.titleForSegment(at: $0) }, ["A", "B", nil])
        // The wider of 'A' and 'B', plus 16: three segments.
        let widest = ["A", "B"].map { TextMetrics.width(of: $0, font: SegmentedControl.defaultFont) }.max()!
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 3 * (widest + 16), height: 32))
        control.removeAllSegments()
        control.insertSegment(withTitle: "", at: 0, animated: false)
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 16, height: 32))
    }

    // MARK: Button

    func testButtonIsItsTitleOnOneLineWithSixPointsAboveAndBelow() {
        let button = Button()
        button.font = .halfEm(15)
        button.setTitle("Save changes", for: .normal)
        // 15 points: 12 characters of 7.5 = 90 wide; a line of 18 plus 6 + 6 = 30 tall, the
        // height of UIKit's default button.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 90, height: 30))
        button.font = .halfEm(20)
        // 12 of 10 = 120; 24 + 12 = 36.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 120, height: 36))
        button.setTitle("Save\nchanges", for: .normal)
        // One line only, as UIKit's title label: 'Save', 40, but at least 30.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 40, height: 36))
    }

    func testButtonIsAtLeastThirtyWide() {
        let button = Button()
        button.font = .halfEm(15)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 30), "no title")
        button.setTitle("OK", for: .normal)
        // 'OK' is 15 wide; Interface Builder's '+30' and '-15' buttons are 30 wide.
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 30))
        button.setTitle("Cancel", for: .highlighted)
        XCTAssertEqual(button.intrinsicContentSize.width, 30, "only the normal title is measured")
        XCTAssertEqual(button.title(for: .highlighted), "Cancel")
        XCTAssertEqual(button.title(for: .disabled), "OK", "a state without a title shows the normal one")
    }

    func testButtonFirstBaselineAlignsWithALabels() {
        let button = RuntimeFixtures.constrained(Button(), in: root, name: "button")
        button.font = .halfEm(15)
        button.setTitle("Save", for: .normal)
        let label = RuntimeFixtures.label("Name", in: root, name: "label")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The button's 15-point title line (18 tall) is centred in its 30: it starts 6 down,
        // and its baseline is 14.25 below that, at 20 + 6 + 14.25 = 40.25. The 17-point label's
        // baseline is 16.15 below its top, so its top is at 24.1; it is 'Name', 34 x 20.4.
        XCTAssertTrue(
            label.frame.isClose(to: CGRect(x: 16, y: 24.1, width: 34, height: 20.4)), "\(label.frame)")
        XCTAssertEqual(button.frame, CGRect(x: 58, y: 20, width: 30, height: 30))
        XCTAssertFalse(label.hasAmbiguousLayout)
    }

    // MARK: Text field

    func testTextFieldIsTheWiderOfTextAndPlaceholderWithPadding() {
        let field = TextField()
        XCTAssertEqual(field.font, .systemFont(ofSize: 14))
        // Nothing to show: 7 on each side; one line of the default 14-point system font
        // (14 * 2444 / 2048 = 16.70703125) plus 17.29296875 is 34.
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 14, height: 34))
        field.font = .halfEm(14)
        field.placeholder = "Your name"
        // 9 characters of 7 = 63, plus 14; a 16.8 line plus 17.29296875.
        XCTAssertEqual(field.intrinsicContentSize, CGSize(width: 77, height: 34.09296875))
        field.text = "Jo"
        XCTAssertEqual(field.intrinsicContentSize.width, 77, "never narrower than the placeholder")
        field.text = "Jonathan Appleseed"
        // 18 of 7 = 126, plus 14.
        XCTAssertEqual(field.intrinsicContentSize.width, 140)
        field.font = .halfEm(20)
        // 18 of 10 = 180, plus 14; a 24-point line plus 17.29296875.
        XCTAssertEqual(field.intrinsicContentSize.width, 194)
        XCTAssertEqual(field.intrinsicContentSize.height, 41.29296875, accuracy: 1e-9)
    }

    func testTextFieldBaselinesAlignWithALabels() {
        let field = RuntimeFixtures.constrained(TextField(), in: root, name: "field")
        field.font = .halfEm(14)
        field.placeholder = "Your name"
        let first = RuntimeFixtures.label("Name", font: .halfEm(14), in: root, name: "first")
        let last = RuntimeFixtures.label("Big", font: .halfEm(20), in: root, name: "last")
        LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            first.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            last.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            last.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // The field's 16.8-tall line is centred in its 34.09296875: it starts 8.646484375 down,
        // and its baseline is 13.3 below that, at 41.946484375. A 14-point label's baseline is
        // 13.3 below its top: the label is level with the field's text, at 28.646484375.
        XCTAssertEqual(field.frame, CGRect(x: 100, y: 20, width: 77, height: 34.09296875))
        XCTAssertTrue(
            first.frame.isClose(to: CGRect(x: 16, y: 28.646484375, width: 28, height: 16.8)), "\(first.frame)"
        )
        // A 20-point label's baseline is 19 below its top: 22.946484375; 'Big' is 30 x 24.
        XCTAssertTrue(
            last.frame.isClose(to: CGRect(x: 290, y: 22.946484375, width: 30, height: 24)), "\(last.frame)")
    }

    // MARK: Controls without text

    func testControlsWithoutTextHaveTheirEdgesAsBaselines() {
        let stepper = RuntimeFixtures.constrained(Stepper(), in: root, name: "stepper")
        let (top, bottom) = RuntimeFixtures.views("top", "bottom", in: root)
        LayoutConstraint.activate([
            stepper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stepper.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            top.firstBaselineAnchor.constraint(equalTo: stepper.firstBaselineAnchor),
            bottom.lastBaselineAnchor.constraint(equalTo: stepper.lastBaselineAnchor),
        ])
        for view in [top, bottom] {
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100).isActive = true
            view.widthAnchor.constraint(equalToConstant: 5).isActive = true
            view.heightAnchor.constraint(equalToConstant: 5).isActive = true
        }
        root.layoutIfNeeded()
        // A view without text has its first baseline at its top and its last at its bottom:
        // the stepper spans 10...42.
        XCTAssertEqual(top.frame.minY, 10)
        XCTAssertEqual(bottom.frame.maxY, 42)
    }

    func testAnExplicitIntrinsicSizeReplacesAControlsOwn() {
        let toggle = Switch()
        toggle.explicitIntrinsicContentSize = CGSize(width: 60, height: 40)
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 60, height: 40))
    }
}
