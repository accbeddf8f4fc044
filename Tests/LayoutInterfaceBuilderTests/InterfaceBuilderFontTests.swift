import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutInterfaceBuilder

/// `<fontDescription>` as the spec's fonts: the system font's sizes and weights, the text
/// styles by the names Interface Builder writes, and the fonts a document names without their
/// file, imported as the system font of their size with a warning.
final class InterfaceBuilderFontTests: XCTestCase {
    /// A label `id` with the text 'Hello', whose font is the element `font`, at the root's top left.
    private static func label(_ id: String, _ font: String) -> String {
        InterfaceBuilderImportTests.subview(
            "label", id: id, attributes: #"text="Hello" "#,
            content: [#"<fontDescription key="fontDescription" \#(font)/>"#])
    }

    /// Constraints that pin each view of `ids` to the root's leading edge, one under the other.
    private static func stacked(_ ids: [String]) -> String {
        ids.enumerated().flatMap { index, id in
            let top =
                index == 0
                ? #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\#(id)"/>"#
                : #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(ids[index - 1])" secondAttribute="bottom" id="t\#(id)"/>"#
            return [
                top,
                #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\#(id)"/>"#,
            ]
        }.joined(separator: "\n")
    }

    func testEachFontDescriptionImportsAsTheSpecsFontAndRoundTripsThroughYAML() throws {
        let fonts = [
            ("plain", #"type="system" pointSize="17""#), ("bold", #"type="boldSystem" pointSize="20""#),
            ("semibold", #"type="system" weight="semibold" pointSize="15""#),
            ("large", #"style="UICTFontTextStyleTitle0""#), ("sub", #"style="UICTFontTextStyleSubhead""#),
            ("system", #"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="14""#),
        ]
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: fonts.map { Self.label($0.0, $0.1) }.joined(separator: "\n"),
                constraints: Self.stacked(fonts.map(\.0))))
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        for line in [
            "  label:\n    type: Label\n    text: \"Hello\"\n    font: {size: 17}",
            "    font: {size: 20, weight: bold}", "    font: {size: 15, weight: semibold}",
            "    font: {style: largeTitle}", "    font: {style: subheadline}", "    font: {size: 14}",
        ] {
            XCTAssertTrue(yaml.contains(line + "\n"), "missing:\n\(line)\nin:\n\(yaml)")
        }
        // Checking the YAML finds what checking the document finds, at the same frames.
        var direct = Diagnostics()
        let fromDocument = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &direct))
        var viaYAML = Diagnostics()
        let fromYAML = try XCTUnwrap(
            GeneratorPipeline().check(.text(yaml, file: "imported.yaml"), diagnostics: &viaYAML), "\(viaYAML)"
        )
        XCTAssertEqual(fromDocument.holds, fromYAML.holds)
        XCTAssertEqual(direct.errors.map(\.message), viaYAML.errors.map(\.message))
        let frames = { (proof: Proof) in proof.layouts[0].views.map { "\($0.id) \($0.frame)" } }
        XCTAssertEqual(frames(fromDocument), frames(fromYAML))
        // A large title is 34 points at the default text size, a line of its font rounded up to
        // the document device's pixel (@2x): 40.57421875 is 41.
        let large = try XCTUnwrap(fromDocument.layouts[0].views.first { $0.id == "label4" })
        XCTAssertEqual(Font.preferredFont(forTextStyle: .largeTitle).lineHeight, 40.57421875)
        XCTAssertEqual(large.frame.height, 41)
    }

    func testAButtonConfigurationsTitleAndTitleFontAreTheButtons() throws {
        // Interface Builder keeps the state's 'Button' beside a configuration's own title; the
        // configuration's is the one UIKit shows, in its title font. A button without a
        // configuration title keeps its state's.
        let configured = InterfaceBuilderImportTests.subview(
            "button", id: "go", attributes: #"buttonType="system" "#,
            content: [
                #"<state key="normal" title="Button"/>"#,
                #"<buttonConfiguration key="configuration" style="filled" title="Continue">"#,
                #"<fontDescription key="titleFontDescription" style="UICTFontTextStyleCallout"/>"#,
                "</buttonConfiguration>",
            ])
        let plain = InterfaceBuilderImportTests.subview(
            "button", id: "stop", attributes: #"buttonType="system" "#,
            content: [
                #"<state key="normal" title="Stop"/>"#,
                #"<buttonConfiguration key="configuration" style="plain"/>"#,
            ])
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: configured + "\n" + plain, constraints: Self.stacked(["go", "stop"])))
        XCTAssertEqual(messages, "")
        let yaml = SpecYAMLWriter.yaml(try XCTUnwrap(document?.scenes[0].spec), comment: "test")
        for line in [
            "  button:\n    type: Button\n    title: \"Continue\"\n    font: {style: callout}\n",
            "  button2:\n    type: Button\n    title: \"Stop\"\n",
        ] {
            XCTAssertTrue(yaml.contains(line), "missing:\n\(line)\nin:\n\(yaml)")
        }
    }

    /// A label (or a view of `tag`) of attributed text whose fragments carry `attributes`, one
    /// fragment per entry.
    private static func attributedLabel(_ id: String, _ fragments: [String], tag: String = "label") -> String
    {
        InterfaceBuilderImportTests.subview(
            tag, id: id,
            attributes: tag == "label"
                ? #"usesAttributedText="YES" numberOfLines="0" "# : #"scrollEnabled="NO" "#,
            content: [#"<attributedString key="attributedText">"#]
                + fragments.map { #"<fragment content="Hello "><attributes>\#($0)</attributes></fragment>"# }
                + ["</attributedString>"])
    }

    func testAnAttributedTextsFontAndLineHeightMultipleAreTheLabels() throws {
        // A 14-point line 1.5 times its height: 14 * 2444 / 2048 * 1.5 = 25.061, 25.5 at @2x, so
        // the label below starts there.
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: [
                    Self.attributedLabel(
                        "a",
                        [
                            #"<font key="NSFont" metaFont="system" size="14"/>"#
                                + #"<paragraphStyle key="NSParagraphStyle" lineHeightMultiple="1.5"/>"#
                        ]),
                    Self.label("b", #"type="system" pointSize="17""#),
                ].joined(separator: "\n"), constraints: Self.stacked(["a", "b"])))
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        let line = "    font: {size: 14}\n    lineHeightMultiple: 1.5\n"
        XCTAssertTrue(yaml.contains(line), "missing:\n\(line)\nin:\n\(yaml)")
        var diagnostics = Diagnostics()
        let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
        let frames = Dictionary(uniqueKeysWithValues: proof.layouts[0].views.map { ($0.id, $0.frame) })
        XCTAssertEqual(frames["label"]?.height, 25.5)
        XCTAssertEqual(frames["label2"]?.minY, 25.5)
    }

    func testWhatAnAttributedTextSaysThatIsNotMeasuredIsWarnedAtIt() throws {
        // Catalogue: interfaceBuilderAttributedTextNotMeasured
        let font14 = #"<font key="NSFont" metaFont="system" size="14"/>"#
        let style = { (attribute: String) in #"<paragraphStyle key="NSParagraphStyle" \#(attribute)/>"# }
        // Each: the view, its fragments, what the warning names, and what its YAML says: the first
        // run's font and multiple, as UILabel's `font` reflects the style at location 0 of its
        // attributed text (Apple's `UILabel.attributedText`); a text view takes the font alone.
        let cases: [(tag: String, fragments: [String], named: String, written: String)] = [
            (
                "label",
                [font14, #"<font key="NSFont" metaFont="system" size="20"/>"# + style(#"lineSpacing="4""#)],
                "fonts that differ between its runs and 'lineSpacing'", "    font: {size: 14}\n"
            ),
            (
                "label",
                [font14 + style(#"lineHeightMultiple="1.5""#), font14 + style(#"lineHeightMultiple="1.2""#)],
                "line height multiples that differ between its runs",
                "    font: {size: 14}\n    lineHeightMultiple: 1.5\n"
            ),
            (
                "textView", [font14 + style(#"lineHeightMultiple="1.5""#)], "'lineHeightMultiple'",
                "    font: {size: 14}\n    isScrollEnabled: false\n"
            ),
        ]
        for (tag, fragments, named, written) in cases {
            let (document, messages) = InterfaceBuilderImportTests.load(
                InterfaceBuilderImportTests.storyboard(
                    subviews: Self.attributedLabel("a", fragments, tag: tag), constraints: Self.stacked(["a"])
                ))
            XCTAssertEqual(
                messages,
                "doc.storyboard:11:1: warning: This attributed text has \(named), which layoutgen does not measure: "
                    + "it measures the text in its first run's font and, in a label, line height multiple alone, so "
                    + "the view's size may differ from UIKit's.")
            let yaml = SpecYAMLWriter.yaml(try XCTUnwrap(document?.scenes[0].spec), comment: "test")
            XCTAssertTrue(yaml.contains(written), yaml)
        }
    }

    func testANamedFontIsImportedAsTheSystemFontOnceWarnedPerFont() throws {
        // Catalogue: interfaceBuilderFontWithoutFile
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: [
                    Self.label("a", #"name="ProximaNova-Semibold" family="Proxima Nova" pointSize="22""#),
                    Self.label("b", #"name="ProximaNova-Semibold" family="Proxima Nova" pointSize="12""#),
                    Self.label("c", #"name="Helvetica" family="Helvetica" pointSize="17""#),
                ].joined(separator: "\n"), constraints: Self.stacked(["a", "b", "c"])))
        XCTAssertEqual(
            messages,
            """
            doc.storyboard:11:1: warning: The font 'ProximaNova-Semibold' is imported as the semibold system font \
            of the same size (22 points here), which measures it in its place: the document does not carry its \
            file. To measure the font itself, name its file in the spec's 'fonts:' and write 'font: {name: \
            ProximaNova-Semibold, size: 22}' where it is used.
            doc.storyboard:19:1: warning: The font 'Helvetica' is imported as the system font of the same size (17 \
            points here), which measures it in its place: the document does not carry its file. To measure the \
            font itself, name its file in the spec's 'fonts:' and write 'font: {name: Helvetica, size: 17}' where \
            it is used.
            """)
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        XCTAssertEqual(
            spec.allViews.map { $0["font"]?.value },
            [
                .font(
                    .system(
                        size: Located(22, at: SourceLocation(file: "doc.storyboard", line: 11, column: 1)),
                        weight: .semibold)),
                .font(
                    .system(
                        size: Located(12, at: SourceLocation(file: "doc.storyboard", line: 15, column: 1)),
                        weight: .semibold)),
                .font(
                    .system(
                        size: Located(17, at: SourceLocation(file: "doc.storyboard", line: 19, column: 1)))),
            ])
    }

    func testTheItalicSystemFontIsImportedUpright() throws {
        // Catalogue: interfaceBuilderItalicFont
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: Self.label("a", #"type="italicSystem" pointSize="16""#),
                constraints: Self.stacked(["a"])))
        XCTAssertEqual(
            messages,
            "doc.storyboard:11:1: warning: The italic system font is imported as the upright system font of the "
                + "same size (16 points here), which measures it and which the generated code sets: a spec cannot "
                + "say italic.")
        XCTAssertTrue(
            SpecYAMLWriter.yaml(try XCTUnwrap(document?.scenes[0].spec), comment: "test").contains(
                "    font: {size: 16}\n"))
    }

    func testAStyleOrWeightInterfaceBuilderDoesNotWriteIsReported() {
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: [
                    Self.label("a", #"style="UICTFontTextStyleLargeTitle""#),
                    Self.label("b", #"type="system" weight="extraBold" pointSize="16""#),
                ].joined(separator: "\n"), constraints: Self.stacked(["a", "b"])))
        XCTAssertNil(document?.scenes[0].spec)
        XCTAssertEqual(
            messages,
            """
            doc.storyboard:11:1: error: The attribute 'style' is 'UICTFontTextStyleLargeTitle', not one of UIKit's \
            text styles. Open the document in Xcode and set it again.
            doc.storyboard:15:1: error: The attribute 'weight' is 'extraBold', not one of UIFont.Weight's. Open \
            the document in Xcode and set it again.
            """)
    }
}
