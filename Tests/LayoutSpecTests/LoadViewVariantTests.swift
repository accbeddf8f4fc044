import LayoutRuntime
import LayoutSpec
import XCTest

/// A view's `vary:`: properties that take other values at some size classes.
final class LoadViewVariantTests: XCTestCase {
    private func spec(_ view: String) -> String {
        "scene: Scene\nsizes: {portrait: 390x844}\nviews:\n" + view
    }

    func testEachItemGivesItsClassesAndItsValues() throws {
        let loaded = try XCTUnwrap(
            loadSnippet(
                spec(
                    """
                      row:
                        type: StackView
                        axis: vertical
                        vary:
                          - {when: {horizontalSizeClass: regular}, axis: horizontal, spacing: 20}
                          - {when: {verticalSizeClass: compact}, isHidden: true}

                    """)
            ).spec)
        let variants = loaded.views[0].variants
        XCTAssertEqual(
            variants.map { variant in
                "\(variant.condition.value.description): "
                    + variant.properties.map { "\($0.name) \($0.value.value)" }.joined(separator: ", ")
            },
            [
                "horizontalSizeClass: regular: axis string(\"horizontal\"), spacing spacing(LayoutSpec.StackSpacing.points(20.0))",
                "verticalSizeClass: compact: isHidden bool(true)",
            ])
        XCTAssertEqual(variants[0].condition.location.line, 8)
        XCTAssertEqual(loaded.views[0]["axis"]?.value, .string("vertical"))
    }

    /// A font varies with the syntax `font:` takes: the system font, a text style, a named font.
    func testAFontVariesWithTheSyntaxOfFont() throws {
        let loaded = try XCTUnwrap(
            loadSnippet(
                spec(
                    """
                      title:
                        type: Label
                        vary:
                          - {when: {horizontalSizeClass: regular}, font: {size: 28, weight: bold}}
                          - {when: {verticalSizeClass: compact}, font: {style: title3}}

                    """)
            ).spec)
        XCTAssertEqual(
            loaded.views[0].variants.flatMap { $0.properties.map(\.value.value) },
            [
                .font(.system(size: Located(28, at: snippetAt(7, 61)), weight: .bold)),
                .font(.textStyle(.title3)),
            ])
    }

    func testAnItemNeedsItsClassesAndAPropertyThatVaries() {
        // Catalogue: varyItemIncomplete
        assertSnippetDiagnostics(
            spec("  box: {vary: [{isHidden: true}]}\n"),
            "spec.yaml:4:16: error: An item of 'vary' needs 'when:', the size classes it applies in, such as "
                + "'{when: {horizontalSizeClass: regular}, isHidden: false}'.")
        assertSnippetDiagnostics(
            spec("  box: {vary: [{when: {horizontalSizeClass: regular}}]}\n"),
            "spec.yaml:4:16: error: An item of 'vary' needs a property to vary, such as "
                + "'{when: {horizontalSizeClass: regular}, isHidden: false}'.")
    }

    func testOnlySomePropertiesVaryAndOnlyOnTheViewsThatTakeThem() {
        assertSnippetDiagnostics(
            spec("  box: {vary: [{when: {horizontalSizeClass: regular}, color: red}]}\n"),
            "spec.yaml:4:55: error: Unknown 'vary' property 'color'. Use one of 'when', 'font', 'isHidden', "
                + "'axis', 'distribution', 'alignment', 'spacing' or 'alpha'.")
        assertSnippetDiagnostics(
            spec("  box: {vary: [{when: {horizontalSizeClass: regular}, axis: vertical}]}\n"),
            "spec.yaml:4:55: error: 'axis' applies only to StackView, but 'box' is a View. Remove it, or change "
                + "the view's 'type'.")
        assertSnippetDiagnostics(
            spec("  box: {vary: [{when: {horizontalSizeClass: regular}, font: {size: 28}}]}\n"),
            "spec.yaml:4:55: error: 'font' applies only to Label, TextView, Button, TextField and SegmentedControl, "
                + "but 'box' is a View. Remove it, or change the view's 'type'.")
        assertSnippetDiagnostics(
            spec(
                "  title: {type: Label, vary: [{when: {horizontalSizeClass: regular}, font: {size: 28, style: body}}]}\n"
            ),
            "spec.yaml:4:77: error: A text style gives the font its size and weight at every text size the user "
                + "chooses, so a font with a 'style' takes no 'size'. Remove 'size', or remove 'style' for a fixed "
                + "font such as '{size: 17, weight: semibold}'.")
        assertSnippetDiagnostics(
            spec(
                "  box: {type: StackView, vary: [{when: {horizontalSizeClass: regular}, axis: diagonal}]}\n"),
            "spec.yaml:4:78: error: Unknown 'axis' value 'diagonal'. Use one of 'horizontal' or 'vertical'.")
    }
}
