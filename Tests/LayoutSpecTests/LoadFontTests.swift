import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// A view's `font:` (the system font at a size and weight, a text style, a font by name) and
/// the spec's `fonts:` (the files fonts name), and every mistake in them, located.
final class LoadFontTests: XCTestCase {
    /// The font file of the runtime's tests: every character half an em wide.
    static let halfEm = Repository.root.appendingPathComponent("Tests/LayoutRuntimeTests/Fonts/HalfEm.ttf")
        .path

    func testEachFormOfFontIsRead() throws {
        // The spec as if it were in Tests/LayoutSpecTests/: its font file's path is from there.
        let file = Repository.root.appendingPathComponent("Tests/LayoutSpecTests/fonts.yaml").path
        var diagnostics = Diagnostics()
        let spec = SpecLoader.load(
            yaml: snippetHeader + """
                fonts: {HalfEm: ../LayoutRuntimeTests/Fonts/HalfEm.ttf}
                views:
                  plain: {type: Label, font: {size: 17}}
                  heavy: {type: Button, font: {size: 15, weight: semibold}}
                  body: {type: TextView, font: {style: body}}
                  brand: {type: TextField, font: {name: HalfEm, size: 20}}
                  tabs: {type: SegmentedControl, font: {style: caption1}}
                """, file: file, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.description, "")
        let views = try XCTUnwrap(spec?.views)
        let at = { (line: Int, column: Int) in SourceLocation(file: file, line: line, column: column) }
        XCTAssertEqual(views[0].font, .system(size: Located(17, at: at(5, 37))))
        XCTAssertEqual(views[1].font, .system(size: Located(15, at: at(6, 38)), weight: .semibold))
        XCTAssertEqual(views[2].font, .textStyle(.body))
        let halfEm =
            Repository.root.appendingPathComponent("Tests/LayoutSpecTests/").path
            + "/../LayoutRuntimeTests/Fonts/HalfEm.ttf"
        XCTAssertEqual(views[3].font, .named("HalfEm", size: Located(20, at: at(8, 55)), file: halfEm))
        XCTAssertEqual(views[4].font, .textStyle(.caption1))
        XCTAssertEqual(spec?.fonts.map(\.name.value), ["HalfEm"])
        XCTAssertEqual(
            spec?.fonts.map(\.value), [Located("../LayoutRuntimeTests/Fonts/HalfEm.ttf", at: at(3, 17))])
        XCTAssertNotNil(Font(name: "HalfEm", size: 20), "loading registers the file under its name")
    }

    func testAnUnknownWeightIsNamedWithUIKitsNine() {
        // Catalogue: unknownFontWeight
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, font: {size: 17, weight: semi-bold}}}\n",
            "spec.yaml:3:55: error: Unknown font weight 'semi-bold'. Did you mean 'semibold'? The weights are "
                + "UIFont.Weight's: 'ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy' "
                + "and 'black'.")
    }

    func testAnUnknownTextStyleIsNamedWithUIKitsEleven() {
        // Catalogue: unknownTextStyle
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, font: {style: bodyText}}}\n",
            "spec.yaml:3:44: error: Unknown text style 'bodyText'. The text styles are UIFont.TextStyle's: "
                + "'largeTitle', 'title1', 'title2', 'title3', 'headline', 'subheadline', 'body', 'callout', "
                + "'footnote', 'caption1' and 'caption2'.")
    }

    func testAFixedFontRelativeToATextStyleIsScaledAsItAndNotWithAStyle() {
        var diagnostics = Diagnostics()
        let spec = SpecLoader.load(
            yaml: snippetHeader
                + "views: {title: {type: Label, font: {size: 15, weight: bold, relativeTo: body}}}\n",
            file: "spec.yaml", diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all, [])
        let font = spec?.views.first?.properties.first { $0.name == "font" }?.value.value
        guard case .font(.scaled(.system(let size, .bold), relativeTo: .body)) = font else {
            return XCTFail("\(String(describing: font))")
        }
        XCTAssertEqual(size.value, 15)
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, font: {style: body, relativeTo: title1}}, "
                + "b: {type: Label, font: {size: 15, relativeTo: bodyText}}}\n",
            """
            spec.yaml:3:50: error: A text style gives the font its size and weight at every text size the user \
            chooses, so a font with a 'style' takes no 'relativeTo'. Remove 'relativeTo', or remove 'style' for a \
            fixed font such as '{size: 17, weight: semibold}'.
            spec.yaml:3:118: error: Unknown text style 'bodyText'. The text styles are UIFont.TextStyle's: \
            'largeTitle', 'title1', 'title2', 'title3', 'headline', 'subheadline', 'body', 'callout', 'footnote', \
            'caption1' and 'caption2'.
            """)
    }

    func testAnUnknownFontKeyIsNamedWithTheFormsAFontTakes() {
        // Catalogue: unknownFontKey
        let forms =
            "A font is '{size: 17}' or '{size: 17, weight: semibold}' (the system font), '{style: body}' (a "
            + "Dynamic Type text style) or '{name: Avenir-Book, size: 15}' (a font of 'fonts:'); "
            + "'relativeTo: body' scales a font of fixed size as that text style scales."
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, font: {size: 17, wieght: bold}}, b: {type: Label, "
                + "font: {size: 17, italic: true}}}\n",
            """
            spec.yaml:3:47: error: Unknown font key 'wieght'. Did you mean 'weight'? \(forms)
            spec.yaml:3:97: error: Unknown font key 'italic'. \(forms)
            """)
    }

    func testATextStyleTakesNoSizeWeightOrName() {
        // Catalogue: fontStyleWith
        let message = { (key: String) in
            "error: A text style gives the font its size and weight at every text size the user chooses, so a "
                + "font with a 'style' takes no '\(key)'. Remove '\(key)', or remove 'style' for a fixed font such "
                + "as '{size: 17, weight: semibold}'."
        }
        assertSnippetDiagnostics(
            snippetHeader
                + "views: {title: {type: Label, font: {style: body, size: 17, weight: bold, name: X}}}\n",
            """
            spec.yaml:3:50: \(message("size"))
            spec.yaml:3:60: \(message("weight"))
            spec.yaml:3:74: \(message("name"))
            """)
    }

    func testANamedFontTakesNoWeightAndNeedsASize() {
        // Catalogue: fontNameWithWeight
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {HalfEm: \(Self.halfEm)}\n"
                + "views: {title: {type: Label, font: {name: HalfEm, weight: bold}}}\n",
            """
            spec.yaml:4:36: error: 'font' needs a 'size', such as 'font: {size: 17}'.
            spec.yaml:4:51: error: A named font's weight is its file's, so a font with a 'name' takes no \
            'weight'. Remove 'weight', or name the file of that weight in 'fonts:', such as 'Avenir-Heavy'.
            """)
    }

    func testAFontNameMustBeOneOfTheSpecsFonts() {
        // Catalogue: unknownFontName
        assertSnippetDiagnostics(
            snippetHeader + "views: {title: {type: Label, font: {name: Avenir-Book, size: 15}}}\n",
            "spec.yaml:3:43: error: Unknown font 'Avenir-Book'. The spec has no 'fonts:'. Name the font's file "
                + "there, such as 'fonts: {Avenir-Book: Fonts/Avenir-Book.ttf}', a path from the spec's folder."
        )
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {HalfEm: \(Self.halfEm)}\n"
                + "views: {title: {type: Label, font: {name: HalfEn, size: 15}}}\n",
            "spec.yaml:4:43: error: Unknown font 'HalfEn'. Did you mean 'HalfEm'? The spec's 'fonts:' names "
                + "'HalfEm'. Name the font's file there, such as 'fonts: {HalfEn: Fonts/HalfEn.ttf}', a path from "
                + "the spec's folder.")
    }

    func testAMissingFontFileIsReportedAtItsPathAndNotAgainWhereItIsUsed() {
        // Catalogue: fontFileMissing
        var diagnostics = Diagnostics()
        let spec = SpecLoader.load(
            yaml: snippetHeader + "fonts: {Brand: Fonts/Brand.ttf}\n"
                + "views: {title: {type: Label, font: {name: Brand, size: 15}}}\n",
            file: "Specs/spec.yaml", diagnostics: &diagnostics)
        XCTAssertNil(spec.flatMap { $0.views.first?.font })
        XCTAssertEqual(
            diagnostics.description,
            "Specs/spec.yaml:3:16: error: Cannot open the file 'Fonts/Brand.ttf' (from the spec's folder, "
                + "'Specs/Fonts/Brand.ttf') of the font 'Brand': No such file or directory. Write its path from "
                + "the spec's folder, or an absolute path.")
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {Brand: /nowhere/Brand.ttf}\n",
            "spec.yaml:3:16: error: Cannot open the file '/nowhere/Brand.ttf' of the font 'Brand': No such file "
                + "or directory. Write its path from the spec's folder, or an absolute path.")
    }

    func testAFileThatIsNotAFontIsReportedAtItsPath() {
        // Catalogue: fontFileNotAFont
        let notAFont = Repository.root.appendingPathComponent("Package.swift").path
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {Brand: \(notAFont)}\n",
            "spec.yaml:3:16: error: The file '\(notAFont)' of the font 'Brand' is not a font: layoutgen reads "
                + "TrueType and OpenType files (.ttf, .otf, .ttc).")
    }

    func testTheSystemKeyNamesTheFileOfTheSystemFontAndNoFontName() throws {
        let file = Repository.root.appendingPathComponent("Tests/LayoutSpecTests/fonts.yaml").path
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(
                yaml: snippetHeader + """
                    fonts: {HalfEm: ../LayoutRuntimeTests/Fonts/HalfEm.ttf, system: ../LayoutRuntimeTests/Fonts/HalfEm.ttf}
                    views: {title: {type: Label, font: {size: 17, weight: bold}}}
                    """, file: file, diagnostics: &diagnostics))
        XCTAssertEqual(diagnostics.description, "")
        XCTAssertEqual(spec.fonts.map(\.name.value), ["HalfEm", "system"])
        let system = try XCTUnwrap(spec.systemFont)
        XCTAssertEqual(system.value.value, "../LayoutRuntimeTests/Fonts/HalfEm.ttf")
        XCTAssertEqual(system.name.location, SourceLocation(file: file, line: 3, column: 57))
        XCTAssertEqual(
            spec.path(of: system),
            Repository.root.appendingPathComponent("Tests/LayoutSpecTests").path
                + "/../LayoutRuntimeTests/Fonts/HalfEm.ttf")
        XCTAssertNil(
            SpecLoader.load(yaml: snippetHeader, file: "spec.yaml", diagnostics: &diagnostics)?.systemFont)
    }

    func testAMissingOrUnreadableSystemFontFileIsReportedAsANamedFontsIs() {
        // The same messages as for a font of a name, at the path written.
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {system: /nowhere/SF-Pro.ttf}\n",
            "spec.yaml:3:17: error: Cannot open the file '/nowhere/SF-Pro.ttf' of the font 'system': No such file "
                + "or directory. Write its path from the spec's folder, or an absolute path.")
        let notAFont = Repository.root.appendingPathComponent("Package.swift").path
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {system: \(notAFont)}\n",
            "spec.yaml:3:17: error: The file '\(notAFont)' of the font 'system' is not a font: layoutgen reads "
                + "TrueType and OpenType files (.ttf, .otf, .ttc).")
    }

    func testNoFontNamesTheSystemFontsFile() {
        // Catalogue: systemFontByName
        assertSnippetDiagnostics(
            snippetHeader + "fonts: {system: \(Self.halfEm)}\n"
                + "views: {title: {type: Label, font: {name: system, size: 17}}}\n",
            "spec.yaml:4:43: error: 'system' in 'fonts:' names the file the system font is measured with, not a "
                + "font by name: the system font is '{size: 17}' or '{size: 17, weight: semibold}'. Remove "
                + "'name: system'.")
    }
}
