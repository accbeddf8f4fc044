import Foundation
import TestSupport
import XCTest

/// `layoutgen generate --flavor` and `--config`, the build plugin's layoutgen-config.yaml: the
/// flavour chosen, and each mistake in a config reported at its line.
final class GenerateFlavorTests: LayoutgenProcessTestCase {
    private let spec = """
        scene: Box
        sizes: {portrait: 390x844}
        views:
          box: {color: red}
        constraints:
          - H:|-[box]-|
          - V:|-[box(44)]
        """

    func testFlavorUIKitWritesUIKitAndRuntimeStaysTheDefault() throws {
        try write("Box.yaml", spec)
        let runtime = try run("generate", "Box.yaml")
        XCTAssertEqual(runtime.status, 0, runtime.stderr)
        XCTAssertTrue(runtime.stdout.contains("import LayoutRuntime\n"), runtime.stdout)
        let uikit = try run("generate", "--flavor", "uikit", "Box.yaml")
        XCTAssertEqual(uikit.status, 0, uikit.stderr)
        XCTAssertTrue(uikit.stdout.contains("import UIKit\n"), uikit.stdout)
        XCTAssertTrue(uikit.stdout.contains("@MainActor public final class Box {"), uikit.stdout)
        XCTAssertTrue(uikit.stdout.contains("public let box = UIView()"), uikit.stdout)
    }

    func testConfigChoosesTheFlavorAndTheOptionOverridesIt() throws {
        try write("Box.yaml", spec)
        try write("layoutgen-config.yaml", "# How to generate\nflavor: uikit\n")
        let configured = try run("generate", "Box.yaml", "--config", "layoutgen-config.yaml")
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertTrue(configured.stdout.contains("import UIKit\n"), configured.stdout)
        let overridden = try run(
            "generate", "Box.yaml", "--config", "layoutgen-config.yaml", "--flavor", "runtime")
        XCTAssertTrue(overridden.stdout.contains("import LayoutRuntime\n"), overridden.stdout)
    }

    func testConfigOfOnlyCommentsKeepsTheDefault() throws {
        try write("Box.yaml", spec)
        try write("layoutgen-config.yaml", "# nothing yet\n\n")
        let result = try run("generate", "Box.yaml", "--config", "layoutgen-config.yaml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("import LayoutRuntime\n"), result.stdout)
    }

    func testConfigMistakesAreErrorsAtTheirLinesAndWriteNothing() throws {
        try write("Box.yaml", spec)
        let cases = [
            (
                "flavor: uikt\n",
                "layoutgen-config.yaml:1:9: error: Unknown flavor 'uikt'. Did you mean 'uikit'? "
                    + "Use 'runtime' or 'uikit'."
            ),
            (
                "# settings\nflavr: uikit\n",
                "layoutgen-config.yaml:2:1: error: Unknown config key 'flavr'. Did you mean 'flavor'?"
            ),
            (
                "flavor: [uikit]\n",
                "layoutgen-config.yaml:1:9: error: 'flavor' takes one name: 'runtime' or 'uikit'."
            ),
            ("flavor: uikit\n  bad: [\n", "layoutgen-config.yaml:"),
        ]
        for (config, expected) in cases {
            try write("layoutgen-config.yaml", config)
            let result = try run(
                "generate", "Box.yaml", "--config", "layoutgen-config.yaml", "-o", "Box.swift")
            XCTAssertEqual(result.status, 1, "\(config): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.hasPrefix(expected), "\(config): expected \(expected) in:\n\(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("Box.swift")), config)
        }
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
