import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// Fonts from the spec to the proof and to both flavours of generated code: each form resolves
/// to the runtime font the proof measures, and each flavour makes the same font.
final class FontSpecTests: XCTestCase {
    /// The runtime tests' font, every character half an em wide and a line 1.2 em tall.
    static let halfEm = Repository.root.appendingPathComponent("Tests/LayoutRuntimeTests/Fonts/HalfEm.ttf")
        .path

    /// A label, a button and a segmented control in each form of font, one under the other.
    static let fontsYAML =
        portraitScene + """
            fonts: {HalfEm: \(halfEm), 'Odd, "Name"': \(halfEm)}
            views:
              brand: {type: Label, text: Hello, font: {name: HalfEm, size: 20}}
              plain: {type: Label, text: Hello, font: {size: 17, weight: regular}}
              bold: {type: Button, title: Hello, font: {size: 20, weight: bold}}
              body: {type: TextField, text: Hello, font: {style: body}}
              tabs: {type: SegmentedControl, segments: [Day, Week], font: {name: 'Odd, "Name"', size: 10}}
            constraints:
              - H:|-20-[brand]
              - H:|-20-[plain]
              - H:|-20-[bold]
              - H:|-20-[body]
              - H:|-20-[tabs]
              - V:|-40-[brand]-10-[plain]-10-[bold]-10-[body]-10-[tabs]
            """

    func testEachFormIsTheRuntimeFontTheProofMeasures() throws {
        let run = proveCoreSnippet(Self.fontsYAML)
        XCTAssertEqual(run.printed, "")
        let layout = try XCTUnwrap(run.proof?.layouts.first)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.id, $0.frame) })
        // 'Hello' in HalfEm at 20 points: 5 characters of 10, one line of 24.
        XCTAssertEqual(frames["brand"], CGRect(x: 20, y: 40, width: 50, height: 24))
        let plain = TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 17), maxLines: 1)
        XCTAssertEqual(frames["plain"]?.size, plain)
        // A button rounds its title up to whole points; bold is wider than regular.
        let bold = TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 20, weight: .bold))
        XCTAssertEqual(frames["bold"]?.width, bold.rounded(.up))
        XCTAssertGreaterThan(bold, TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 20)))
        // A text field's height follows its font's line: body's, 17 points at the default category.
        let field = try XCTUnwrap(run.scene?.views.first { $0.id == "body" }?.view as? TextField)
        XCTAssertEqual(field.font, .preferredFont(forTextStyle: .body))
        // The wider title, 'Week', is 4 characters of 5, plus 8 on each side: two segments of 36.
        XCTAssertEqual(frames["tabs"]?.size, CGSize(width: 72, height: 32))
    }

    func testEachFlavourMakesTheSameFont() throws {
        var diagnostics = Diagnostics()
        let source = { (flavor: EmitFlavor) in
            GeneratorPipeline(emitter: SceneEmitter(flavor: flavor))
                .generate(.text(Self.fontsYAML, file: "Fonts.yaml"), diagnostics: &diagnostics)?.text ?? ""
        }
        let runtime = source(.runtime)
        let uikit = source(.uikit)
        XCTAssertEqual(diagnostics.description, "")
        for line in [
            #"        brand.font = Font(name: "HalfEm", size: 20) ?? .systemFont(ofSize: 20)"#,
            // A regular weight is the system font as it was written before weights.
            "        plain.font = .systemFont(ofSize: 17)",
            "        bold.font = .systemFont(ofSize: 20, weight: .bold)",
            "        body.font = .preferredFont(forTextStyle: .body)",
            #"        tabs.font = Font(name: "Odd, \"Name\"", size: 10) ?? .systemFont(ofSize: 10)"#,
        ] {
            XCTAssertTrue(runtime.contains("\n" + line + "\n"), "missing:\n\(line)\nin:\n\(runtime)")
        }
        for line in [
            #"        brand.font = UIFont(name: "HalfEm", size: 20) ?? .systemFont(ofSize: 20)"#,
            "        plain.font = .systemFont(ofSize: 17)",
            "        bold.titleLabel?.font = .systemFont(ofSize: 20, weight: .bold)",
            // So that the field follows the user's text size as the proof does.
            "        body.font = .preferredFont(forTextStyle: .body)\n"
                + "        body.adjustsFontForContentSizeCategory = true",
            // Too long for one line: broken after the call's parenthesis, not at the name's comma.
            "        tabs.setTitleTextAttributes(\n"
                + #"            [.font: UIFont(name: "Odd, \"Name\"", size: 10) ?? .systemFont(ofSize: 10)], for: .normal)"#,
        ] {
            XCTAssertTrue(uikit.contains("\n" + line + "\n"), "missing:\n\(line)\nin:\n\(uikit)")
        }
        XCTAssertFalse(uikit.contains("bold.titleLabel?.adjustsFontForContentSizeCategory"), uikit)
    }

    /// `relativeTo:` scales a fixed font as a text style scales: UIKit's UIFontMetrics.
    func testAFontRelativeToATextStyleGrowsAsItAndIsMadeWithUIFontMetrics() throws {
        let yaml = """
            scene: Scaled
            sizes: {big: {size: 390x844, contentSizeCategory: accessibilityExtraExtraExtraLarge}}
            fonts: {HalfEm: \(Self.halfEm)}
            views:
              brand: {type: Label, text: Hello, font: {name: HalfEm, size: 14, relativeTo: title1}}
              note: {type: Label, text: Hi, font: {size: 15, weight: bold, relativeTo: body}}
            constraints: ["H:|-20-[brand]", "H:|-20-[note]", "V:|-40-[brand]-10-[note]"]
            """
        let run = proveCoreSnippet(yaml)
        XCTAssertEqual(run.printed, "")
        let layout = try XCTUnwrap(run.proof?.layouts.first)
        // title1 is 28 at large and 58 at the largest size: 14 points grow to 29; 'Hello' is 5
        // HalfEm characters of 14.5, one line of 34.8.
        XCTAssertEqual(layout.frame(of: "brand"), CGRect(x: 20, y: 40, width: 72.5, height: 34.8))
        let note = Font.systemFont(ofSize: 15 * 53 / 17, weight: .bold)
        let size = TextMetrics.size(of: "Hi", font: note)
        XCTAssertEqual(layout.frame(of: "note")?.width ?? 0, size.width, accuracy: 1e-6)
        XCTAssertEqual(layout.frame(of: "note")?.height ?? 0, size.height, accuracy: 1e-6)
        var diagnostics = Diagnostics()
        let source = { (flavor: EmitFlavor) in
            GeneratorPipeline(emitter: SceneEmitter(flavor: flavor))
                .generate(.text(yaml, file: "Scaled.yaml"), diagnostics: &diagnostics)?.text ?? ""
        }
        let (runtime, uikit) = (source(.runtime), source(.uikit))
        XCTAssertEqual(diagnostics.description, "")
        for line in [
            #"        brand.font = (Font(name: "HalfEm", size: 14) ?? .systemFont(ofSize: 14)).scaled(forTextStyle: .title1)"#,
            "        note.font = Font.systemFont(ofSize: 15, weight: .bold).scaled(forTextStyle: .body)",
        ] {
            XCTAssertTrue(runtime.contains("\n" + line + "\n"), "missing:\n\(line)\nin:\n\(runtime)")
        }
        for line in [
            "        note.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .bold))\n"
                + "        note.adjustsFontForContentSizeCategory = true"
        ] {
            XCTAssertTrue(uikit.contains("\n" + line + "\n"), "missing:\n\(line)\nin:\n\(uikit)")
        }
        XCTAssertTrue(
            uikit.contains("UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: \"HalfEm\""),
            uikit)
    }

    /// A label whose font is `name` at 17 points from `file`, in a spec the loader did not read
    /// (built in code, so nothing registered the file), resolved.
    private func resolveLabel(font name: String, file: String) throws -> CoreSnippetRun {
        var diagnostics = Diagnostics()
        var spec = try XCTUnwrap(
            SpecLoader.load(
                yaml: portraitScene + "views: {title: {type: Label, text: Hi, font: {size: 17}}}\n",
                file: "spec.yaml", diagnostics: &diagnostics))
        let at = SourceLocation(file: "spec.yaml", line: 3, column: 45)
        let font = FontSpec.named(name, size: Located(17, at: at), file: file)
        spec.views[0].properties.removeAll { $0.name == "font" }
        spec.views[0].properties.append(PropertyAssignment(name: "font", value: Located(.font(font), at: at)))
        let scene = GeneratorPipeline().resolver.run(spec, diagnostics: &diagnostics)
        return CoreSnippetRun(scene: scene, proof: nil, diagnostics: diagnostics)
    }

    func testANamedFontIsRegisteredWhenResolvedIfNothingRegisteredIt() throws {
        let name = "HalfEmRegisteredByTheResolver"
        XCTAssertNil(Font(name: name, size: 17))
        let run = try resolveLabel(font: name, file: Self.halfEm)
        XCTAssertEqual(run.printed, "")
        let label = try XCTUnwrap(run.scene?.views.first { $0.id == "title" }?.view as? Label)
        XCTAssertEqual(label.font, Font(name: name, size: 17))
        // 'Hi': two characters of 8.5, one line of 20.4.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 17, height: 20.4))
    }

    func testANamedFontWhoseFileIsNotAFontIsReportedWhenResolved() throws {
        let notAFont = Repository.root.appendingPathComponent("Package.swift").path
        XCTAssertEqual(
            try resolveLabel(font: "NotRegistered", file: notAFont).printed,
            "spec.yaml:3:45: error: The file '\(notAFont)' of the font 'NotRegistered' is not a font: layoutgen "
                + "reads TrueType and OpenType files (.ttf, .otf, .ttc).")
    }

    /// A label of the system font at 17 points, `abcd`, in a spec whose `fonts:` is `fonts`.
    private static func systemFontYAML(fonts: String) -> String {
        portraitScene + fonts + """
            views: {title: {type: Label, text: abcd}}
            constraints: ["H:|-20-[title]", "V:|-40-[title]"]
            """
    }

    func testEachSpecMeasuresTheSystemFontWithItsOwnFileInOneProcess() throws {
        let withFile = Self.systemFontYAML(fonts: "fonts: {system: \(Self.halfEm)}\n")
        let without = Self.systemFontYAML(fonts: "")
        let standIn = TextMetrics.size(of: "abcd", font: .standard)
        // HalfEm: four glyphs of 8.5, each moved by SF's -26/1000 em at 17 points, and a line of
        // 20.4; the spec without the file, proven after it and before it again, the stand-in.
        for (yaml, size) in [
            (withFile, CGSize(width: 32.232, height: 20.4)), (without, standIn),
            (withFile, CGSize(width: 32.232, height: 20.4)), (without, standIn),
        ] {
            let run = proveCoreSnippet(yaml)
            XCTAssertEqual(run.printed, "")
            let frame = try XCTUnwrap(run.proof?.layouts.first?.frame(of: "title"))
            XCTAssertEqual(frame.width, size.width, accuracy: 1e-12)
            XCTAssertEqual(frame.height, size.height, accuracy: 1e-12)
        }
        XCTAssertNotEqual(standIn.height, 20.4)
    }

    func testTheRuntimeFlavourNamesTheSystemFontsFileAndUIKitsIsUnchanged() throws {
        var diagnostics = Diagnostics()
        let source = { (flavor: EmitFlavor, yaml: String) in
            GeneratorPipeline(emitter: SceneEmitter(flavor: flavor))
                .generate(.text(yaml, file: "System.yaml"), diagnostics: &diagnostics)?.text ?? ""
        }
        let withFile = Self.systemFontYAML(fonts: "fonts: {system: \(Self.halfEm)}\n")
        // On a line of its own, so that constraints keep their spec lines.
        let without = Self.systemFontYAML(fonts: "# No system font file.\n")
        // The app registers the file as 'system', as it registers its fonts: the root names it.
        let runtime = source(.runtime, withFile)
        let line = "        view.viewRespectsSystemMinimumLayoutMargins = true\n"
        XCTAssertTrue(runtime.contains(line + "        view.systemFontName = \"system\"\n"), runtime)
        XCTAssertEqual(
            runtime.replacingOccurrences(of: "        view.systemFontName = \"system\"\n", with: ""),
            source(.runtime, without))
        // The device's system font is San Francisco: UIKit code needs nothing.
        XCTAssertEqual(source(.uikit, withFile), source(.uikit, without))
        XCTAssertEqual(diagnostics.description, "")
    }
}
