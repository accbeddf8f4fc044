import LayoutSpec
import PluginFixtures
import TestSupport
import XCTest

/// A label text full of Swift syntax goes through YAML, the emitter, the compiler and the
/// runtime, and comes out as exactly the YAML string.
final class HostileTextRoundTripTests: XCTestCase {
    func testGeneratedLabelTextEqualsTheYAMLString() throws {
        let path = Repository.root.appendingPathComponent("Tests/PluginFixtures/HostileText.yaml").path
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: path, diagnostics: &diagnostics))
        guard case .string(let yamlText) = spec.views.first?["text"]?.value else {
            return XCTFail("the fixture's first view must have a text")
        }
        XCTAssertTrue(yamlText.contains("\\(view)"), "the fixture must hold an interpolation")
        XCTAssertTrue(yamlText.contains("\u{202E}"), "the fixture must hold a bidi control")
        XCTAssertTrue(yamlText.contains("\0"), "the fixture must hold a NUL")
        let scene = HostileText()
        XCTAssertEqual(scene.label.text, yamlText)
        XCTAssertEqual(scene.label.text?.unicodeScalars.map(\.value), yamlText.unicodeScalars.map(\.value))
    }
}
