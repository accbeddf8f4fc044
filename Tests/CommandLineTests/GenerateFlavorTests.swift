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
        try assertGenerated(["Box.yaml"], contains: "import LayoutRuntime\n")
        try assertGenerated(
            ["--flavor", "uikit", "Box.yaml"],
            contains: "import UIKit\n", "@MainActor public final class Box {", "public let box = UIView()")
    }

    func testConfigChoosesTheFlavorAndTheOptionOverridesIt() throws {
        try write("Box.yaml", spec)
        try write("layoutgen-config.yaml", "# How to generate\nflavor: uikit\n")
        try assertGenerated(["Box.yaml", "--config", "layoutgen-config.yaml"], contains: "import UIKit\n")
        try assertGenerated(
            ["Box.yaml", "--config", "layoutgen-config.yaml", "--flavor", "runtime"],
            contains: "import LayoutRuntime\n")
    }

    func testConfigOfOnlyCommentsKeepsTheDefault() throws {
        try write("Box.yaml", spec)
        try write("layoutgen-config.yaml", "# nothing yet\n\n")
        try assertGenerated(
            ["Box.yaml", "--config", "layoutgen-config.yaml"], contains: "import LayoutRuntime\n")
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

    /// Asserts that `layoutgen generate arguments` succeeds and writes code with every fragment.
    private func assertGenerated(
        _ arguments: [String], contains fragments: String..., line: UInt = #line
    ) throws {
        let result = try runProcess(layoutgen, ["generate"] + arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr, line: line)
        for fragment in fragments {
            XCTAssertTrue(
                result.stdout.contains(fragment), "no \(fragment) in:\n\(result.stdout)", line: line)
        }
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
