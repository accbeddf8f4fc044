import Foundation
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutGenCore
@testable import LayoutProof

/// UIKit's controls as spec view types: a spec using each loads, proves with the frames worked
/// out below, emits UIKit's statements, and compiles to a scene that lays out as proven; bad
/// control input is reported where it is written.
final class ControlSpecTests: XCTestCase {
    /// Every control and every property the controls add. Text is measured by the stand-in
    /// metrics: a character is half the font size wide, a line 1.2 times it tall, the baseline
    /// 0.95 times it below the line's top. The frames, worked out by hand:
    /// - field: 'Your name' at 17 points is 76.5 wide (wider than 'Ada'), plus 7 + 7: 90.5; one
    ///   line, 20.4, plus 17.2: 37.6. Its baseline is centred: 20 + 18.8 - 10.2 + 16.15 = 44.75.
    /// - save: 'Save' at 20 points, 40 x (24 + 12); its baseline is 18 - 12 + 19 = 25 below its
    ///   top, so its top is 44.75 - 25 = 19.75; x = 16 + 90.5 + 8 = 114.5.
    /// - toggle: alignment rectangle 49 wide ending at 304, x = 255; frame 51 wide; y = 20 +
    ///   37.6 + 8 = 65.6.
    /// - spinner: medium, 20 square, centred on the toggle's 81.1: y = 71.1.
    /// - big: large, 37 square, x = 16 + 20 + 8 = 44, y = 81.1 - 18.5 = 62.6.
    /// - volume: alignment rectangle 16...304, frame 14...306; y = 62.6 + 37 + 8 = 107.6.
    /// - progress: 16...304, 4 tall, y = 107.6 + 31 + 8 = 146.6.
    /// - period: the widest title, 'Week "2"', is 8 characters of 6.5 = 52, plus 16: three
    ///   segments of 68 = 204; y = 146.6 + 4 + 8 = 158.6.
    /// - count: 94 x 32, x = 320 - 16 - 94 = 210, y = 158.6 + 32 + 8 = 198.6.
    private let allControlsYAML = #"""
        scene: AllControls
        sizes: {portrait: 320x568}
        # The controls at their own sizes, some under 44 points: not a screen to tap.
        lint: {tapTarget: false}
        views:
          field: {type: TextField, text: Ada, placeholder: Your name, font: {size: 17}}
          save: {type: Button, title: Save, font: {size: 20}}
          toggle: {type: Switch}
          spinner: {type: ActivityIndicator}
          big: {type: ActivityIndicator, style: large}
          volume: {type: Slider}
          progress: {type: ProgressView}
          period: {type: SegmentedControl, segments: [Day, 'Week "2"', Month]}
          count: {type: Stepper}
        constraints:
          - H:|-16-[field]-8-[save]
          - field.top == view.top + 20
          - save.firstBaseline == field.firstBaseline
          - H:[toggle]-16-|
          - toggle.top == field.bottom + 8
          - H:|-16-[spinner]-8-[big]
          - spinner.centerY == toggle.centerY
          - big.centerY == spinner.centerY
          - H:|-16-[volume]-16-|
          - volume.top == big.bottom + 8
          - H:|-16-[progress]-16-|
          - progress.top == volume.bottom + 8
          - H:|-16-[period]
          - period.top == progress.bottom + 8
          - H:[count]-16-|
          - count.top == period.bottom + 8
        expect:
          portrait:
            field.frame: [16, 20, 95.884949219, 37.580078125]
            save.frame: [119.884949219, 19.723632813, 42, 36]
            toggle.frame: [255, 65.580078125, 51, 31]
            spinner.frame: [16, 71.080078125, 20, 20]
            big.frame: [44, 62.580078125, 37, 37]
            volume.frame: [14, 107.580078125, 292, 31]
            progress.frame: [16, 146.580078125, 288, 4]
            period.frame: [16, 158.580078125, 207.203332, 32]
            count.frame: [210, 198.580078125, 94, 32]
        """#

    /// The frames `allControlsYAML` expects, as the compiled program prints them.
    private let allControlsFrames = """
        field 16.0 20.0 95.885 37.58
        save 119.885 19.724 42.0 36.0
        toggle 255.0 65.58 51.0 31.0
        spinner 16.0 71.08 20.0 20.0
        big 44.0 62.58 37.0 37.0
        volume 14.0 107.58 292.0 31.0
        progress 16.0 146.58 288.0 4.0
        period 16.0 158.58 207.203 32.0
        count 210.0 198.58 94.0 32.0

        """

    // MARK: Proving

    func testEveryControlLoadsAndProvesWithItsExpectedFrames() throws {
        let run = proveCoreSnippet(allControlsYAML)
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(run.proof?.holds, true)
        let types = run.scene?.views.map(\.type.rawValue) ?? []
        XCTAssertEqual(
            Set(types),
            [
                "TextField", "Button", "Switch", "ActivityIndicator", "Slider", "ProgressView",
                "SegmentedControl", "Stepper",
            ])
    }

    func testTheExampleInTheControlsDocumentHolds() throws {
        let example = try XCTUnwrap(try CodeBlock.all("yaml", in: "docs/Controls.md").first)
        let run = proveCoreSnippet(example.text)
        XCTAssertEqual(run.printed, "")
        XCTAssertEqual(run.proof?.holds, true)
    }

    func testAWrongExpectedFrameIsReported() {
        let yaml = allControlsYAML.replacingOccurrences(
            of: "toggle.frame: [255, 65.580078125, 51, 31]", with: "toggle.frame: [257, 65.580078125, 49, 31]"
        )
        assertProveDiagnostics(
            yaml,
            """
            spec.yaml:36:19: error: Expected 'toggle.frame' to be [257, 65.580078125, 49, 31] at 'portrait' \
            (320x568), but it is [255, 65.580078125, 51, 31].
            """)
    }

    // MARK: Emitting

    func testControlsEmitUIKitsStatements() throws {
        let emitted = try XCTUnwrap(emitCoreSnippet(allControlsYAML, file: "AllControls.yaml"))
        for line in [
            "public let field = TextField()", "public let save = Button()", "public let toggle = Switch()",
            "public let spinner = ActivityIndicator()", "public let volume = Slider()",
            "public let progress = ProgressView()", "public let period = SegmentedControl()",
            "public let count = Stepper()",
            #"field.text = "Ada""#, #"field.placeholder = "Your name""#,
            "field.font = .systemFont(ofSize: 17)",
            #"save.setTitle("Save", for: .normal)"#, "save.font = .systemFont(ofSize: 20)",
            "big.style = .large",
            #"period.insertSegment(withTitle: "Day", at: 0, animated: false)"#,
            #"period.insertSegment(withTitle: "Week \"2\"", at: 1, animated: false)"#,
            #"period.insertSegment(withTitle: "Month", at: 2, animated: false)"#,
        ] {
            XCTAssertTrue(
                emitted.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line },
                "missing: \(line)")
        }
        XCTAssertFalse(emitted.contains("spinner.style"), "the default style is not written")
    }

    /// The generated scenes, compiled against this build's LayoutRuntime and run, lay out as
    /// the prover found.
    func testEmittedControlsCompileAndLayOutAsProven() throws {
        let allControls = try XCTUnwrap(emitCoreSnippet(allControlsYAML, file: "AllControls.yaml"))
        let example = try XCTUnwrap(try CodeBlock.all("yaml", in: "docs/Controls.md").first)
        let controls = try XCTUnwrap(emitCoreSnippet(example.text, file: "Controls.yaml"))
        let main = """
            import LayoutRuntime

            func show(_ name: String, _ view: View) {
                let f = view.frame
                let values = [f.minX, f.minY, f.width, f.height].map { ($0 * 1000).rounded() / 1000 }
                print(name, values.map { "\\($0)" }.joined(separator: " "))
            }

            let scene = AllControls()
            scene.view.layoutIfNeeded()
            show("field", scene.field)
            show("save", scene.save)
            show("toggle", scene.toggle)
            show("spinner", scene.spinner)
            show("big", scene.big)
            show("volume", scene.volume)
            show("progress", scene.progress)
            show("period", scene.period)
            show("count", scene.count)
            let example = Controls()
            example.view.layoutIfNeeded()
            show("notify", example.notify)
            show("period", example.period)
            print(scene.view.layoutIssues.count + example.view.layoutIssues.count, "issues")

            """
        let output = try compileAndRun(
            ["AllControls.swift": allControls, "Controls.swift": controls, "main.swift": main])
        XCTAssertEqual(
            output,
            allControlsFrames + "notify 271.0 100.0 51.0 31.0\nperiod 16.0 190.0 164.748 32.0\n0 issues\n")
    }

    // MARK: Bad input

    func testAnUnknownIndicatorStyleIsReportedAtTheValue() {
        // Catalogue: unknownKey
        XCTAssertEqual(
            loadDiagnostics(portraitScene + "views: {spinner: {type: ActivityIndicator, style: huge}}\n"),
            "spec.yaml:3:51: error: Unknown 'style' value 'huge'. Use one of 'medium' or 'large'.")
        XCTAssertEqual(
            loadDiagnostics(portraitScene + "views: {spinner: {type: ActivityIndicator, style: lage}}\n"),
            "spec.yaml:3:51: error: Unknown 'style' value 'lage'. Did you mean 'large'?")
    }

    func testASegmentThatIsNotAStringIsReportedAtTheItem() {
        // Catalogue: expectedString
        XCTAssertEqual(
            loadDiagnostics(
                portraitScene + """
                    views:
                      period:
                        type: SegmentedControl
                        segments:
                          - Day
                          - {title: Week}
                          - [Month]
                          -
                    """),
            """
            spec.yaml:8:9: error: Item 2 of 'segments' must be a string; found a mapping.
            spec.yaml:9:9: error: Item 3 of 'segments' must be a string; found a list.
            spec.yaml:10:8: error: Item 4 of 'segments' must be a string; found nothing.
            """)
    }

    func testSegmentsThatAreNotAListAreReported() {
        // Catalogue: expectedList
        XCTAssertEqual(
            loadDiagnostics(portraitScene + "views: {period: {type: SegmentedControl, segments: Day}}\n"),
            """
            spec.yaml:3:52: error: 'segments' must be a list, such as 'segments: [Day, Week, Month]'; \
            found 'Day'.
            """)
    }

    func testControlPropertiesOnOtherTypesNameTheTypesTheyApplyTo() {
        // Catalogue: propertyNotForType
        XCTAssertEqual(
            loadDiagnostics(
                portraitScene + """
                    views:
                      name: {type: Label, title: Hi}
                      save: {type: Button, text: Save}
                      toggle: {type: Switch, font: {size: 12}}
                      spinner: {style: large}
                    """),
            """
            spec.yaml:4:23: error: 'title' applies only to Button, but 'name' is a Label. Remove it, or \
            change the view's 'type'.
            spec.yaml:5:24: error: 'text' applies only to Label, TextView and TextField, but 'save' is a \
            Button. Remove it, or change the view's 'type'.
            spec.yaml:6:26: error: 'font' applies only to Label, TextView, Button, TextField and \
            SegmentedControl, but 'toggle' is a Switch. Remove it, or change the view's 'type'.
            spec.yaml:7:13: error: 'style' applies only to ActivityIndicator, but 'spinner' is a View. \
            Remove it, or change the view's 'type'.
            """)
    }

    // MARK: Helpers

    /// What loading `yaml` as `spec.yaml` prints, one diagnostic a line.
    private func loadDiagnostics(_ yaml: String) -> String {
        var diagnostics = Diagnostics()
        _ = SpecLoader.load(yaml: yaml, file: coreSnippetFile, diagnostics: &diagnostics)
        return diagnostics.description
    }
}
