import Foundation
import TestSupport
import XCTest

/// The built `layoutgen` command, run as other tools run it: exit codes, diagnostics on
/// standard error, the JSON of `layout`, and how generated files are written.
///
/// The executable is found next to the test bundle (see ``BuildProducts``); each test works
/// in a fresh temporary folder and passes spec paths relative to it, as a build would.
final class CommandLineTests: LayoutgenProcessTestCase {
    /// A spec that holds at both sizes: a scroll view with 1000 points of content.
    private let holdingSpec =
        scrollViewSpec(
            scene: "Good", sizes: "{portrait: 390x844, landscape: 844x390}",
            subviews: """
                content: {}
                badge: {lint: {overlap: false}}
                """,
            constraints: """
                - H:|[content]|
                - V:|[content(1000)]|
                - content.width == scroll.frameLayoutGuide.width
                - badge.top == scroll.frameLayoutGuide.top + 10
                - badge.trailing == scroll.frameLayoutGuide.trailing - 10
                - badge.width == 44
                - badge.height == 44
                """) + "\n"

    /// A spec that loads and resolves but does not hold: nothing places the box vertically.
    private let failingSpec = """
        scene: Bad
        sizes: {portrait: 390x844}
        views:
          box: {}
        constraints:
          - H:|[box]|

        """

    /// Eight runs at once (as the build plugin runs one per spec, in parallel) writing the same
    /// file and four others: every output is whole and right, and no temporary file is left.
    func testConcurrentRunsWriteWholeFilesAndLeaveNoTemporaryFiles() throws {
        try write(holdingSpec, to: "Good.yaml")
        let expected = try run("Good.yaml").stdout
        XCTAssertFalse(expected.isEmpty)
        var processes: [Process] = []
        for index in 0..<8 {
            let process = Process()
            process.executableURL = layoutgen
            let output = index < 4 ? "Shared.swift" : "Own\(index).swift"
            process.arguments = ["Good.yaml", "-o", output]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(
            names, ["Good.yaml", "Own4.swift", "Own5.swift", "Own6.swift", "Own7.swift", "Shared.swift"])
        for name in names where name.hasSuffix(".swift") {
            XCTAssertEqual(try String(contentsOfFile: path(name), encoding: .utf8), expected, name)
        }
    }

    private func write(_ text: String, to name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A spec of one red box, 'box', over the range of sizes 'phones' (`widths` wide, 844 high),
    /// placed by `constraints`, the first of them at 7:5.
    private func boxOverPhones(scene: String, widths: String, constraints: [String]) -> String {
        let header = [
            "scene: \(scene)", "sizes:", "  phones: \(widths)x844", "views:", "  box: {color: red}",
        ]
        return (header + ["constraints:"] + constraints.map { "  - " + $0 }).joined(separator: "\n")
    }

    /// Writes `spec` as `name` and asserts that `check --breakpoints` fails, as a range that
    /// conflicts somewhere does, with a first error that starts with `error`, and prints exactly
    /// `breakpoints`.
    private func assertBreakpoints(
        of spec: String, as name: String, failWith error: String, printing breakpoints: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try write(spec, to: name)
        let result = try run("check", "--breakpoints", name)
        XCTAssertEqual(result.status, 1, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix(error), result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, breakpoints, file: file, line: line)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func modificationDate(_ name: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return try XCTUnwrap(attributes[.modificationDate] as? Date)
    }

    private func fileNumber(_ name: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return try XCTUnwrap((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    /// Sets a file's modification date an hour back, so that a rewrite shows whatever the
    /// file system's timestamp granularity.
    private func backdate(_ name: String) throws -> Date {
        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path(name))
        return try modificationDate(name)
    }

    // MARK: check

    func testCheckExitsZeroAndSaysWhereTheSpecHolds() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("check", "Good.yaml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Good.yaml: 'Good' holds at portrait (390x844), landscape (844x390).\n")
        XCTAssertEqual(result.stderr, "")
    }

    /// Sizes print as declared (320.5, not 320), as the diagnostics and `layout` print them.
    func testCheckPrintsFractionalSizesAsDeclared() throws {
        try write(
            """
            scene: Split
            sizes: {splitView: 320.5x1024}
            views:
              box: {}
            constraints:
              - H:|[box]|
              - V:|[box]|
            """, to: "Split.yaml")
        let result = try run("check", "Split.yaml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "Split.yaml: 'Split' holds at splitView (320.5x1024).\n")
    }

    /// `check --format json`: one document for every spec on standard output, nothing on
    /// standard error, the same exit status as text (docs/CheckJSON.md).
    func testCheckPrintsOneJSONDocumentWithWitnessesAndFixes() throws {
        try write(failingSpec, to: "Bad.yaml")
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("check", "--format", "json", "Bad.yaml", "Good.yaml")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let specs = try XCTUnwrap(document["specs"] as? [[String: Any]])
        XCTAssertEqual(specs.map { $0["path"] as? String }, ["Bad.yaml", "Good.yaml"])
        XCTAssertEqual(specs.map { $0["holds"] as? Bool }, [false, true])
        XCTAssertEqual(specs.map { $0["scene"] as? String }, ["Bad", "Good"])
        XCTAssertEqual((specs[1]["diagnostics"] as? [Any])?.count, 0)
        let error = try XCTUnwrap((specs[0]["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(error["severity"] as? String, "error")
        XCTAssertEqual(
            error["message"] as? String,
            "The vertical position and height of 'box' are ambiguous at 'portrait' (390x844): nothing "
                + "constrains it vertically.")
        let location = try XCTUnwrap(error["location"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "Bad.yaml")
        XCTAssertEqual(location["line"] as? Int, 4)
        XCTAssertEqual(location["column"] as? Int, 3)
        // Found at the one size the spec lists.
        XCTAssertEqual(error["where"] as? [[String: String]], [["size": "portrait"]])
        let witness = try XCTUnwrap(error["witness"] as? [String: Any])
        XCTAssertEqual(witness["subject"] as? String, "box.height")
        XCTAssertEqual(witness["values"] as? [Double], [0, 100])
        XCTAssertEqual(witness["isPosition"] as? Bool, false)
        let fixes = try XCTUnwrap(error["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.map { $0["kind"] as? String }, ["addConstraints", "addConstraints"])
        XCTAssertEqual(
            fixes.map { $0["constraints"] as? [String] },
            [
                ["box.top == view.top", "box.bottom == view.bottom"],
                ["box.top == view.top", "box.height == 100"],
            ])
        // The same run prints the same bytes.
        XCTAssertEqual(try run("check", "--format", "json", "Bad.yaml", "Good.yaml").stdout, result.stdout)
    }

    /// A key holding a real newline, a tab, a bidi control and a written `\n`: the JSON
    /// `message` is the sentence text prints, escaped the same way, so it stays one line and
    /// the real newline reads apart from the written one (docs/CheckJSON.md).
    func testCheckJSONMessageIsEscapedAsTextPrintsIt() throws {
        try write(
            """
            scene: Hostile
            sizes: {portrait: 390x844}
            views:
              box: {"c\\nl\\t\\u202Er\\\\n": red}

            """, to: "Hostile.yaml")
        let text = try run("check", "Hostile.yaml")
        let json = try run("check", "--format", "json", "Hostile.yaml")
        XCTAssertEqual(json.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let specs = try XCTUnwrap(document["specs"] as? [[String: Any]])
        let error = try XCTUnwrap((specs.first?["diagnostics"] as? [[String: Any]])?.first)
        let message = try XCTUnwrap(error["message"] as? String)
        // A spec that does not load is found at no size.
        XCTAssertNil(error["where"])
        XCTAssertTrue(
            message.hasPrefix(#"Unknown property 'c\nl\t\u{202E}r\\n'. Use one of 'type', "#), message)
        XCTAssertEqual(text.stderr, "Hostile.yaml:4:10: error: \(message)\n")
    }

    func testCheckBreakpointsAreTextOnly() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("check", "--format", "json", "--breakpoints", "Good.yaml")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("'--breakpoints' prints text"), result.stderr)
    }

    func testCheckExitsOneWhenAnySpecFailsAndStillChecksTheOthers() throws {
        try write(failingSpec, to: "Bad.yaml")
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("check", "Bad.yaml", "Good.yaml")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "Good.yaml: 'Good' holds at portrait (390x844), landscape (844x390).\n")
        XCTAssertEqual(
            result.stderr,
            """
            Bad.yaml:4:3: error: The vertical position and height of 'box' are ambiguous at 'portrait' \
            (390x844): nothing constrains it vertically.
            Bad.yaml:4:3: note: At 'portrait' (390x844), 'box.height' can be 0 or 100: both layouts satisfy \
            every constraint.
            Bad.yaml:6:8: note: Fix, proven at every size: add 'box.top == view.top' and 'box.bottom == \
            view.bottom' to 'constraints'.
            Bad.yaml:6:8: note: Fix, proven at every size: add 'box.top == view.top' and 'box.height == 100' \
            to 'constraints'.

            """)
    }

    func testCheckOfAFileThatCannotBeReadExitsOne() throws {
        let result = try run("check", "Missing.yaml")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "layoutgen: error: Cannot open the spec 'Missing.yaml': No such file or directory.\n")
    }

    func testWarningsAloneExitZero() throws {
        // The holding spec and, on line 19, a constraint that the scroll view's pins imply.
        try write(holdingSpec + "  - scroll.width == view.width\n", to: "Good.yaml")
        let result = try run("check", "Good.yaml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "Good.yaml:19:5: warning: The constraint 'scroll.width == view.width' is implied"),
            result.stderr)
    }

    func testWarningsAsErrorsFailsASpecWithAWarningAndWritesNothing() throws {
        try write(holdingSpec + "  - scroll.width == view.width\n", to: "Good.yaml")
        let checked = try run("check", "--warnings-as-errors", "Good.yaml")
        XCTAssertEqual(checked.status, 1, checked.stderr)
        XCTAssertTrue(checked.stderr.hasPrefix("Good.yaml:19:5: warning: "), checked.stderr)
        XCTAssertTrue(
            checked.stderr.hasSuffix(
                "Good.yaml: error: 1 warning treated as an error (--warnings-as-errors).\n"),
            checked.stderr)
        XCTAssertEqual(checked.stdout, "")
        let output = folder.appendingPathComponent("Good.swift").path
        let generated = try run("Good.yaml", "--warnings-as-errors", "-o", output)
        XCTAssertEqual(generated.status, 1, generated.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        // Without the warning, the flag changes nothing.
        try write(holdingSpec, to: "Good.yaml")
        XCTAssertEqual(try run("check", "--warnings-as-errors", "Good.yaml").status, 0)
    }

    /// At 414 the root's margins grow from 16 to 20 and a box of 380 between them stops
    /// fitting until 420: the breakpoint where the layout starts to conflict is listed, with
    /// what changes there, as the one where it holds again is.
    func testCheckBreakpointsListsWhereALayoutStartsToConflict() throws {
        try assertBreakpoints(
            of: boxOverPhones(
                scene: "Margins", widths: "412...440",
                constraints: [
                    "box.leading == view.leadingMargin", "box.trailing <= view.trailingMargin",
                    "box.width == 380",
                    "V:|-20-[box(50)]",
                ]),
            as: "Margins.yaml",
            failWith:
                "Margins.yaml:7:5: error: These 5 required constraints cannot all hold at widths 414 to under 420 "
                + "of 'phones' (height 844; for example 417x844).",
            printing: """
                Margins.yaml: 'phones' (412...440x844) has 2 breakpoints:
                  width 414: the least side margins UIKit gives 'view' (its view controller's \
                systemMinimumLayoutMargins) change between 16 and 20 points: 16 in portrait below a width of 414, else 20
                  width 420: 'box.trailing <= view.layoutMarginsGuide.trailing', from 'box.trailing <= \
                view.trailingMargin' (Margins.yaml:8:5) becomes tight or exactly met, or stops being so

                """)
    }

    func testCheckBreakpointsPrintsWhereARangesLayoutChanges() throws {
        // A box 300 wide between margins of at least 20 fits from 340; above that it is
        // centred.
        try assertBreakpoints(
            of: boxOverPhones(
                scene: "Range", widths: "320...440",
                constraints: [
                    "box.width == 300", "H:|-(>=20)-[box]-(>=20)-|", "box.centerX == view.centerX",
                    "V:|-20-[box(50)]",
                ]),
            as: "Range.yaml",
            failWith:
                "Range.yaml:7:5: error: These 4 required constraints cannot all hold at widths 320 to under 340 of "
                + "'phones' (height 844; for example 330x844).",
            printing: """
                Range.yaml: 'phones' (320...440x844) has 1 breakpoint:
                  width 340: 'box.leading >= view.leading + 20', from '|-(>=20)-[box]' (Range.yaml:8:7) becomes tight \
                or exactly met, or stops being so

                """)
        // 'layout' shows one size of the range, named by the range and its dimensions.
        let inside = try run("layout", "Range.yaml", "--size", "phones=390x844")
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertEqual(
            inside.stdout, "Range at phones (390x844)\nview (0, 0, 390, 844)\n  box (45, 20, 300, 50)\n")
        let whole = try run("layout", "Range.yaml", "--size", "phones")
        assertUsageError(
            whole,
            startingWith:
                "Error: 'phones' is a range of sizes (320...440x844); name one size in it, such as 'phones=440x844'."
        )
        let outside = try run("layout", "Range.yaml", "--size", "phones=300x844")
        assertUsageError(
            outside, startingWith: "Error: 300x844 is not in the range 'phones' (320...440x844).")
    }

    // MARK: Diagnostics

    func testDiagnosticsUseTheCompilerFormatWithThePathAsGiven() throws {
        try write(
            """
            scene: Broken
            sizes: {portrait: 390x844}
            views:
              box: {color: gren}
              other: {}
            constraints:
              - H:|[box]|
              - V:|[box]|
              - H:|[other]|
              - V:|[other]|
              - other.width == 10
            """, to: "Specs/Broken.yaml")
        let result = try run("check", "Specs/Broken.yaml")
        XCTAssertEqual(result.status, 1)
        let pattern = try NSRegularExpression(
            pattern: #"^Specs/Broken\.yaml:[1-9][0-9]*:[1-9][0-9]*: (error|warning|note): \S.*$"#)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            XCTAssertNotNil(pattern.firstMatch(in: line, range: range), "not in compiler format: \(line)")
        }
        XCTAssertTrue(
            result.stderr.hasPrefix("Specs/Broken.yaml:4:16: error: Unknown color 'gren'."), result.stderr)
    }

    func testDiagnosticsOfAnUnprovenSpecHaveNotesAtTheirOwnLines() throws {
        try write(conflictingWidthsSpec(scene: "Conflict"), to: "Conflict.yaml")
        let result = try run("check", "Conflict.yaml")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            """
            Conflict.yaml:8:5: error: These 2 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            Conflict.yaml:8:5: note: 'box.width == 100'
            Conflict.yaml:9:5: note: 'box.width == 200'
            Conflict.yaml:8:5: note: Fix, proven at every size: change 'box.width == 100' to 'box.width == \
            100 @999'.
            Conflict.yaml:9:5: note: Fix, proven at every size: change 'box.width == 200' to 'box.width == \
            200 @999'.

            """)
    }

    // MARK: Usage

    func testBadUsageExitsSixtyFour() throws {
        try write(holdingSpec, to: "Good.yaml")
        try write(holdingSpec.replacingOccurrences(of: "scene: Good", with: "scene: Other"), to: "Other.yaml")
        let usages: [[String]] = [
            [],
            ["--frobnicate", "Good.yaml"],
            ["-o", "Out.swift", "Good.yaml", "Other.yaml"],
            ["Good.yaml", "Other.yaml"],
            ["-o", "Out.swift", "--output-dir", "Generated", "Good.yaml"],
            ["check"],
            ["layout", "Good.yaml"],
            ["layout", "Good.yaml", "--size", "tiny"],
            ["layout", "Good.yaml", "--size", "0x844"],
            ["layout", "Good.yaml", "--size", "portrait", "--format", "xml"],
            ["layout", "Good.yaml", "--size", "portrait", "--content-offset", "scroll=1"],
            ["layout", "Good.yaml", "--size", "portrait", "--content-offset", "content=0,5"],
        ]
        for arguments in usages {
            let result = try runProcess(layoutgen, arguments, in: folder)
            XCTAssertEqual(
                result.status, 64, "layoutgen \(arguments.joined(separator: " "))\n\(result.stderr)")
            XCTAssertFalse(
                result.stderr.isEmpty, "layoutgen \(arguments.joined(separator: " ")) says nothing")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(entries, ["Good.yaml", "Other.yaml"], "bad usage writes nothing")
    }

    func testAnUnknownSizeNamesTheSpecAndShowsTheLayoutCommandsUsage() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "tablet")
        assertUsageError(
            result,
            startingWith:
                "Error: Unknown size 'tablet' for 'Good.yaml'. Use one of 'portrait', 'landscape', or WIDTHxHEIGHT "
                + "such as '390x844'.\nUsage: layoutgen layout ")
    }

    /// A cell is laid out at a width it does not declare, fitted as its declared widths are, at
    /// the first size's scale: a 17-point line is 61/3 high at @3x, the content view 8 more on
    /// each side.
    func testACellIsLaidOutAtAWidthAlone() throws {
        try write(
            """
            scene: TitleCell
            cell: tableView
            sizes: {phone: {width: 390, scale: 3}}
            views:
              title: {type: Label, text: Hello}
            constraints:
              - H:|-[title]-|
              - V:|-[title]-|
            """, to: "Cell.yaml")
        let result = try run("layout", "Cell.yaml", "--size", "375")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            TitleCell at 375 wide (375x36.333 @3x)
            cell: fitted 36.333333333, content view 36.333333333, row 36.666666667
            view (0, 0, 375, 36.333333333)
              title (8, 8, 359, 20.333333333)

            """)
        assertUsageError(
            try run("layout", "Cell.yaml", "--size", "0"),
            startingWith:
                "Error: The width '0' must be above 0 and at most 100,000. Use a width such as '390'.")
    }

    func testASizeGivenByItsDimensionsIsNamedOnceInDiagnostics() throws {
        try write(holdingSpec + "  - scroll.width == view.width\n", to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "320x568")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains(" at 320x568"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'320x568'"), result.stderr)
    }

    func testOutputWithTwoSpecsSaysToUseAnOutputFolder() throws {
        try write(holdingSpec, to: "Good.yaml")
        try write(holdingSpec, to: "Other.yaml")
        let result = try run("-o", "Out.swift", "Good.yaml", "Other.yaml")
        assertUsageError(
            result, startingWith: "Error: '--output' takes one spec; for 2 specs use '--output-dir'.\n")
    }

    // MARK: layout

    func testLayoutJSONHasTheContractShapeWithEveryView() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "portrait", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], result.stdout)
        XCTAssertEqual(Set(json.keys), ["scene", "size", "sizeClass", "views", "scrollViews"])
        XCTAssertEqual(json["scene"] as? String, "Good")
        XCTAssertEqual(json["size"] as? [Double], [390, 844])
        XCTAssertEqual(
            json["sizeClass"] as? [String: String], ["horizontal": "compact", "vertical": "regular"])
        let views = try XCTUnwrap(json["views"] as? [String: Any])
        XCTAssertEqual(Set(views.keys), ["view", "scroll", "content", "badge"])
        let frames = try views.mapValues { entry in
            let object = try XCTUnwrap(entry as? [String: Any])
            XCTAssertEqual(Set(object.keys), ["frame"])
            return try XCTUnwrap(object["frame"] as? [Double])
        }
        XCTAssertEqual(frames["view"], [0, 0, 390, 844])
        XCTAssertEqual(frames["scroll"], [0, 0, 390, 844])
        XCTAssertEqual(frames["content"], [0, 0, 390, 1000])
        XCTAssertEqual(frames["badge"], [336, 10, 44, 44])
        let scrollViews = try XCTUnwrap(json["scrollViews"] as? [String: Any])
        XCTAssertEqual(Set(scrollViews.keys), ["scroll"])
        let scroll = try XCTUnwrap(scrollViews["scroll"] as? [String: Any])
        XCTAssertEqual(
            Set(scroll.keys), ["contentSize", "contentOffset", "scrollsHorizontally", "scrollsVertically"])
        XCTAssertEqual(scroll["contentSize"] as? [Double], [390, 1000])
        XCTAssertEqual(scroll["contentOffset"] as? [Double], [0, 0])
        XCTAssertEqual(scroll["scrollsHorizontally"] as? Bool, false)
        XCTAssertEqual(scroll["scrollsVertically"] as? Bool, true)
    }

    func testLayoutJSONOfASpecWithoutScrollViewsHasAnEmptyScrollViews() throws {
        try write(
            """
            scene: Plain
            sizes: {portrait: 390x844}
            views:
              box: {}
            constraints:
              - H:|-10-[box]-10-|
              - V:|-20-[box]-20-|
            """, to: "Plain.yaml")
        let result = try run("layout", "Plain.yaml", "--size", "portrait", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual((json["scrollViews"] as? [String: Any])?.count, 0)
        let box = try XCTUnwrap((json["views"] as? [String: Any])?["box"] as? [String: Any])
        XCTAssertEqual(box["frame"] as? [Double], [10, 20, 370, 804])
    }

    /// Writes `scene`.yaml: a label 'abcd' of the 17-point system font, expected at `frame`,
    /// with `fonts` on the line before its views. A spec of `fonts: {system: ...}` also gets
    /// Fonts/SF-Pro.ttf, a copy of the runtime tests' HalfEm (every glyph half an em wide, a
    /// line 1.2 em tall) standing for San Francisco's file.
    private func writeSystemFontSpec(_ scene: String, fonts: String, frame: String) throws {
        let halfEm = Repository.root.appendingPathComponent("Tests/LayoutRuntimeTests/Fonts/HalfEm.ttf")
        let fontsFolder = folder.appendingPathComponent("Fonts")
        if fonts.contains("system"), !FileManager.default.fileExists(atPath: path("Fonts/SF-Pro.ttf")) {
            try FileManager.default.createDirectory(at: fontsFolder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: halfEm, to: fontsFolder.appendingPathComponent("SF-Pro.ttf"))
        }
        try write(
            """
            scene: \(scene)
            sizes: {portrait: 390x844}
            \(fonts)
            views: {title: {type: Label, text: abcd}}
            constraints: ["H:|-20-[title]", "V:|-40-[title]"]
            expect: {portrait: {title.frame: \(frame)}}
            """, to: "\(scene).yaml")
    }

    func testCheckMeasuresEachSpecWithItsOwnSystemFontFile() throws {
        // HalfEm: 4 glyphs of 8.5 less 4 * 0.442 of SF's tracking at 17 points, a line of 20.4;
        // without a file, the stand-in's 37.551 by 20.287.
        try writeSystemFontSpec(
            "File", fonts: "fonts: {system: Fonts/SF-Pro.ttf}", frame: "[20, 40, 32.232, 20.4]")
        try writeSystemFontSpec("StandIn", fonts: "# No system font file.", frame: "[20, 40, 37.551, 20.287]")
        for order in [["File.yaml", "StandIn.yaml"], ["StandIn.yaml", "File.yaml", "StandIn.yaml"]] {
            let result = try runProcess(layoutgen, ["check"] + order, in: folder)
            XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
            XCTAssertEqual(
                result.stdout,
                order.map { "\($0): '\($0.dropLast(5))' holds at portrait (390x844).\n" }.joined())
        }
    }

    func testLayoutJSONMeasuresTheSystemFontWithTheSpecsFile() throws {
        try writeSystemFontSpec(
            "File", fonts: "fonts: {system: Fonts/SF-Pro.ttf}", frame: "[20, 40, 32.232, 20.4]")
        let result = try run("layout", "File.yaml", "--size", "portrait", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let title = try XCTUnwrap((json["views"] as? [String: Any])?["title"] as? [String: Any])
        let frame = try XCTUnwrap(title["frame"] as? [Double])
        XCTAssertEqual(frame.count, 4)
        for (value, expected) in zip(frame, [20, 40, 32.232, 20.4]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
    }

    func testLayoutJSONWithInsetsGivesEachViewsSafeAreaAndMargins() throws {
        try write(
            """
            scene: Insets
            sizes:
              landscape: {size: 844x390, safeArea: {left: 47, bottom: 21, right: 47}}
            views:
              box: {}
            constraints:
              - box.edges == view.safeAreaLayoutGuide.edges
            """, to: "Insets.yaml")
        let result = try run("layout", "Insets.yaml", "--size", "landscape", "--format", "json", "--insets")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [String: [String: [Double]]])
        // The root: the size's safe area; its margins are the system minimum of a landscape
        // root, 20 on the sides, plus the safe area.
        XCTAssertEqual(views["view"]?["safeAreaInsets"], [0, 47, 21, 47])
        XCTAssertEqual(views["view"]?["effectiveLayoutMargins"], [0, 67, 21, 67])
        // The box fills the safe area: none of it is unsafe, and its margins are a plain view's 8.
        XCTAssertEqual(views["box"]?["frame"], [47, 0, 750, 369])
        XCTAssertEqual(views["box"]?["safeAreaInsets"], [0, 0, 0, 0])
        XCTAssertEqual(views["box"]?["effectiveLayoutMargins"], [8, 8, 8, 8])
    }

    func testLayoutWithConstraintsListsAStackViewsRulesByTheirUIKitNames() throws {
        try write(
            """
            scene: Row
            sizes: {portrait: 390x844}
            views:
              row:
                type: StackView
                spacing: 8
                arrangedSubviews:
                  title: {type: Label, text: Wi-Fi, hugging: {horizontal: 251}}
                  value: {type: Label, text: Home}
            constraints:
              - H:|[row]|
              - V:|[row]
            """, to: "Row.yaml")
        let result = try run("layout", "Row.yaml", "--size", "portrait", "--constraints")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let listed = try XCTUnwrap(lines.firstIndex(of: "constraints:"), result.stdout)
        for expected in [
            "  Row.yaml:11:7: 'row.leading == view.leading', from '|[row]'",
            "  Row.yaml:4:3: 'row.leading == title.leading', UISV-canvas-connection of the stack view 'row'",
            "  Row.yaml:4:3: 'value.leading == title.trailing + 8', UISV-spacing of the stack view 'row'",
            "  Row.yaml:4:3: 'title.top == value.top', UISV-alignment of the stack view 'row'",
        ] {
            XCTAssertTrue(lines[listed...].contains(expected), "missing \(expected) in\n\(result.stdout)")
        }
    }

    func testLayoutOfATiedSpecPrintsTheFramesTheRuntimeMade() throws {
        // 'other' is tied between 50 and 100 wide; the runtime makes it 100. Trying the tie
        // lays it out again, which must not change what is printed.
        let fixture = Repository.root.appendingPathComponent(
            "Tests/LayoutGenCoreTests/Fixtures/TiedWidths.yaml")
        try write(try String(contentsOf: fixture, encoding: .utf8), to: "Tied.yaml")
        let result = try run("layout", "Tied.yaml", "--size", "portrait", "--format", "json")
        XCTAssertEqual(result.status, 1, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let other = try XCTUnwrap((json["views"] as? [String: Any])?["other"] as? [String: Any])
        XCTAssertEqual(other["frame"] as? [Double], [0, 0, 100, 10])
    }

    func testContentOffsetIsReportedAndMovesViewsPinnedToTheFrame() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run(
            "layout", "Good.yaml", "--size", "landscape", "--format", "json", "--content-offset",
            "scroll=0,300")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [String: [String: [Double]]])
        // The badge floats: pinned to the frame, it stays 10 below the visible top, which is
        // at 300 in content coordinates. The content does not move.
        XCTAssertEqual(views["badge"]?["frame"], [790, 310, 44, 44])
        XCTAssertEqual(views["content"]?["frame"], [0, 0, 844, 1000])
        let scroll = try XCTUnwrap((json["scrollViews"] as? [String: Any])?["scroll"] as? [String: Any])
        XCTAssertEqual(scroll["contentOffset"] as? [Double], [0, 300])
    }

    func testLayoutAtAnUndeclaredSizeWidthByHeight() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "300x500", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual(json["size"] as? [Double], [300, 500])
        let views = try XCTUnwrap(json["views"] as? [String: [String: [Double]]])
        XCTAssertEqual(views["content"]?["frame"], [0, 0, 300, 1000])
    }

    func testLayoutSizeBeyondTheSpecLimitsIsAUsageError() throws {
        try write(holdingSpec, to: "Good.yaml")
        for size in ["1e300x844", "390x100001", "0x844", "-390x844"] {
            let result = try run("layout", "Good.yaml", "--size=\(size)", "--format", "json")
            XCTAssertEqual(result.status, 64, size)
            XCTAssertEqual(result.stdout, "", "nothing is laid out at \(size)")
            XCTAssertTrue(
                result.stderr.contains(
                    "The size '\(size)' must have a width and a height above 0 and at most 100,000."),
                result.stderr)
            // With the usage of the subcommand it was given to.
            XCTAssertTrue(result.stderr.contains("Usage: layoutgen layout <spec>"), result.stderr)
        }
    }

    func testLayoutTextAtAWidthByHeightSizeNamesItOnce() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "300x500")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").first, "Good at 300x500")
    }

    func testLayoutTextIsAnIndentedTree() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("layout", "Good.yaml", "--size", "portrait")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            Good at portrait (390x844)
            view (0, 0, 390, 844)
              scroll (0, 0, 390, 844) content 390x1000 offset (0, 0) scrolls vertically
                content (0, 0, 390, 1000)
                badge (336, 10, 44, 44)

            """)
    }

    func testLayoutOfAnUnprovenSpecStillPrintsItAndExitsOne() throws {
        try write(failingSpec, to: "Bad.yaml")
        let result = try run("layout", "Bad.yaml", "--size", "portrait", "--format", "json")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Bad.yaml:4:3: error: "), result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let views = try XCTUnwrap(json["views"] as? [String: Any])
        XCTAssertEqual(Set(views.keys), ["view", "box"])
    }

    // MARK: Generating

    func testOneSpecWithoutAnOutputGoesToStandardOutput() throws {
        try write(holdingSpec, to: "Good.yaml")
        let result = try run("Good.yaml")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("// Generated by layoutgen from Good.yaml. Do not edit.\n\n"))
        XCTAssertTrue(result.stdout.contains("public final class Good {"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Good.yaml"])
    }

    func testGeneratedSwiftIsTheSameInEveryProcess() throws {
        // Each process hashes with its own random seed, so this catches output that follows
        // the order of a Dictionary or Set, which a second run in one process would not.
        try write(holdingSpec, to: "Good.yaml")
        let runs = try (0..<3).map { _ in try run("Good.yaml") }
        XCTAssertEqual(runs.map(\.status), [0, 0, 0])
        XCTAssertEqual(Set(runs.map(\.stdoutData)).count, 1)
        XCTAssertTrue(runs[0].stdout.contains("public final class Good {"), runs[0].stdout)
        try write(failingSpec, to: "Bad.yaml")
        let checks = try (0..<3).map { _ in try run("check", "Bad.yaml") }
        XCTAssertEqual(Set(checks.map(\.stderr)).count, 1)
        XCTAssertTrue(checks[0].stderr.hasPrefix("Bad.yaml:4:3: error: "), checks[0].stderr)
    }

    func testGeneratedSwiftHoldsNoAbsolutePath() throws {
        try write(holdingSpec, to: "Specs/Good.yaml")
        let result = try run(path("Specs/Good.yaml"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains(folder.path), "the output names the absolute path")
        XCTAssertTrue(result.stdout.hasPrefix("// Generated by layoutgen from Good.yaml. Do not edit.\n"))
    }

    func testOutputFileIsWrittenOnlyWhenItsBytesChange() throws {
        try write(holdingSpec, to: "Good.yaml")
        XCTAssertEqual(try run("Good.yaml", "-o", "Generated/Good.swift").status, 0)
        let first = try Data(contentsOf: folder.appendingPathComponent("Generated/Good.swift"))
        XCTAssertTrue(
            String(decoding: first, as: UTF8.self).hasPrefix("// Generated by layoutgen from Good.yaml."))
        let written = try backdate("Generated/Good.swift")
        let inode = try fileNumber("Generated/Good.swift")

        let again = try run("Good.yaml", "-o", "Generated/Good.swift")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try modificationDate("Generated/Good.swift"), written, "same bytes: not rewritten")
        XCTAssertEqual(try fileNumber("Generated/Good.swift"), inode)

        try write(
            holdingSpec.replacingOccurrences(of: "badge.width == 44", with: "badge.width == 40"),
            to: "Good.yaml")
        XCTAssertEqual(try run("Good.yaml", "-o", "Generated/Good.swift").status, 0)
        let changed = try Data(contentsOf: folder.appendingPathComponent("Generated/Good.swift"))
        XCTAssertNotEqual(changed, first)
        XCTAssertGreaterThan(try modificationDate("Generated/Good.swift"), written)
        XCTAssertNotEqual(
            try fileNumber("Generated/Good.swift"), inode, "replaced by a rename, not rewritten in place")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("Generated")), ["Good.swift"],
            "no temporary file is left behind")
    }

    func testFailingSpecLeavesTheExistingOutputUntouched() throws {
        try write(failingSpec, to: "Bad.yaml")
        try write("// the last good output\n", to: "Bad.swift")
        let written = try backdate("Bad.swift")
        let result = try run("Bad.yaml", "-o", "Bad.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            try String(contentsOfFile: path("Bad.swift"), encoding: .utf8), "// the last good output\n")
        XCTAssertEqual(try modificationDate("Bad.swift"), written)
    }

    func testFailingSpecWritesNoNewOutput() throws {
        try write(failingSpec, to: "Bad.yaml")
        XCTAssertEqual(try run("Bad.yaml", "-o", "Generated/Bad.swift").status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Generated/Bad.swift")))
    }

    func testOutputFolderGetsOneFilePerHoldingSpec() throws {
        try write(holdingSpec, to: "Specs/Good.yaml")
        try write(failingSpec, to: "Specs/Bad.yaml")
        try write("// the last good output\n", to: "Generated/Bad.swift")
        let result = try run("Specs/Good.yaml", "Specs/Bad.yaml", "--output-dir", "Generated")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Specs/Bad.yaml:4:3: error: "), result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("Generated")).sorted(),
            ["Bad.swift", "Good.swift"])
        let good = try String(contentsOfFile: path("Generated/Good.swift"), encoding: .utf8)
        XCTAssertTrue(good.hasPrefix("// Generated by layoutgen from Good.yaml. Do not edit.\n"))
        XCTAssertEqual(
            try String(contentsOfFile: path("Generated/Bad.swift"), encoding: .utf8),
            "// the last good output\n")
    }

    /// Two specs with the same file name in different folders would both write
    /// `<output-dir>/<name>.swift`; the run is refused, naming the clashing file.
    func testOutputFolderRefusesTwoSpecsThatWouldWriteTheSameFile() throws {
        try write(holdingSpec, to: "A/Good.yaml")
        try write(
            holdingSpec.replacingOccurrences(of: "scene: Good", with: "scene: Other"), to: "B/Good.yaml")
        let result = try run("A/Good.yaml", "B/Good.yaml", "--output-dir", "Generated")
        XCTAssertNotEqual(result.status, 0, "one of the two scenes was silently lost")
        XCTAssertTrue(result.stderr.contains("Good.swift"), result.stderr)
    }
}
