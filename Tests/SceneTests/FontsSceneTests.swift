import LayoutGenCore
import LayoutSpec
import PluginFixtures
import TestSupport
import XCTest

/// The generated Fonts and SystemFont scenes (Tests/PluginFixtures): each form of `font:` comes
/// through the property table into compiled Swift as the runtime font the proof measured, and the
/// scene lays out as proven once the app has registered the spec's font files, as an app
/// registers its fonts.
final class FontsSceneTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let halfEm = Repository.root.appendingPathComponent("Tests/LayoutRuntimeTests/Fonts/HalfEm.ttf").path
        XCTAssertTrue(FontLibrary.register(name: "HalfEm", path: halfEm))
        // The SystemFont fixture's file for the system font, as the app registers it.
        XCTAssertTrue(FontLibrary.register(name: "system", path: halfEm))
    }

    func testGeneratedSceneSetsEachFont() throws {
        let scene = Fonts()
        let halfEm = try XCTUnwrap(Font(name: "HalfEm", size: 20))
        XCTAssertEqual(scene.brand.font, halfEm)
        XCTAssertEqual(scene.go.font, halfEm)
        XCTAssertEqual(scene.tabs.font, Font(name: "HalfEm", size: 10))
        XCTAssertEqual(scene.bold.font, .systemFont(ofSize: 20, weight: .bold))
        XCTAssertEqual(scene.body.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(scene.field.font, .preferredFont(forTextStyle: .caption1))
        XCTAssertEqual(scene.notes.font, .systemFont(ofSize: 15, weight: .semibold))
    }

    func testGeneratedSceneLaysOutAsProven() throws {
        let scene = Fonts()
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.view.layoutIssues, [])
        XCTAssertEqual(scene.brand.frame, CGRect(x: 20, y: 40, width: 50, height: 24))
        XCTAssertEqual(scene.go.frame, CGRect(x: 20, y: 74, width: 60, height: 36))
        XCTAssertEqual(scene.tabs.frame, CGRect(x: 20, y: 120, width: 72, height: 32))
        // The system font's weights and text styles are measured by the runtime as the proof measured them.
        let bold = TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 20, weight: .bold), maxLines: 1)
        XCTAssertEqual(scene.bold.frame.size, bold)
        XCTAssertGreaterThan(
            bold.width, TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 20), maxLines: 1).width)
        let body = TextMetrics.size(of: "Hello", font: .preferredFont(forTextStyle: .body), maxLines: 1)
        XCTAssertEqual(scene.body.frame.size, body)
        try assertScenesMatchTheInterpreter(
            ["Fonts": GeneratedScene({ Fonts().view }, sizes: Fonts.sizes)], specsIn: "Tests/PluginFixtures")
    }

    /// The generated SystemFont scene (Tests/PluginFixtures): a spec that names a file for the
    /// system font (`fonts: {system: PATH}`) makes a scene whose root names the file the app
    /// registered as `system`, and lays out as proven, with the file's widths and lines.
    func testGeneratedSceneMeasuresTheSystemFontWithTheRegisteredFile() throws {
        let scene = SystemFont()
        XCTAssertEqual(scene.view.systemFontName, "system")
        scene.view.layoutIfNeeded()
        XCTAssertEqual(scene.view.layoutIssues, [])
        // 'abcd' at 17 points: 4 * 8.5 less 4 * 0.442 of SF's tracking; a HalfEm line of 20.4.
        XCTAssertEqual(scene.plain.frame.width, 32.232, accuracy: 1e-12)
        XCTAssertEqual(scene.plain.frame.height, 20.4, accuracy: 1e-12)
        XCTAssertEqual(scene.bold.frame.size, scene.plain.frame.size)
        XCTAssertEqual(scene.go.frame.size, CGSize(width: 44, height: 30))
        XCTAssertEqual(scene.tabs.frame.width, 83.376, accuracy: 1e-12)
        // Another scene in the same program keeps the stand-in.
        let fonts = Fonts()
        fonts.view.layoutIfNeeded()
        XCTAssertEqual(
            fonts.bold.frame.size,
            TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 20, weight: .bold), maxLines: 1))
        try assertScenesMatchTheInterpreter(
            ["SystemFont": GeneratedScene({ SystemFont().view }, sizes: SystemFont.sizes)],
            specsIn: "Tests/PluginFixtures")
    }
}
