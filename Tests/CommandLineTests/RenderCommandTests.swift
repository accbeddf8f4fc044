import Foundation
import TestSupport
import XCTest

/// `layoutgen render` as a process: what it writes where, and its exit statuses.
final class RenderCommandTests: LayoutgenProcessTestCase {
    private let scrollableController = Repository.root.appendingPathComponent(
        "Specs/ScrollableController.yaml"
    ).path
    private let goldens = Repository.root.appendingPathComponent("Tests/LayoutGenCoreTests/Fixtures/Render")

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testRenderWritesEverySizeAsSVGToStandardOutput() throws {
        let result = try run("render", scrollableController)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        // The drawings the golden holds: every declared size, a range at its two corners.
        XCTAssertEqual(result.stdout, try golden("ScrollableController.svg"))
    }

    func testOutputEndingInHTMLWritesAPage() throws {
        let result = try run("render", scrollableController, "-o", "picture.html")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(try entries(), ["picture.html"], "no temporary file is left")
        let page = try String(contentsOf: folder.appendingPathComponent("picture.html"), encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertEqual(page, try golden("ScrollableController.html"))
    }

    func testOutputEndingInSVGWritesThePicture() throws {
        let result = try run("render", scrollableController, "--output", "picture.SVG", "--size", "portrait")
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = try String(contentsOf: folder.appendingPathComponent("picture.SVG"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        XCTAssertEqual(svg.components(separatedBy: "<g class=\"drawing\"").count - 1, 1)
    }

    func testAnOutputOfAnotherKindIsAUsageErrorAndWritesNothing() throws {
        for name in ["picture.png", "picture", "picture.svg.txt"] {
            let result = try run("render", scrollableController, "-o", name)
            XCTAssertEqual(result.status, 64, "\(name): \(result.stderr)")
            XCTAssertTrue(
                result.stderr.contains(
                    "Cannot tell the format of '\(name)'. Name a file ending in '.svg' or '.html'."),
                result.stderr)
        }
        XCTAssertEqual(try entries(), [])
    }

    func testBadSizesAndOffsetsAreUsageErrors() throws {
        let usages: [[String]] = [
            ["render"],
            ["render", scrollableController, "--size", "tablet"],
            ["render", scrollableController, "--size", "0x844"],
            ["render", scrollableController, "--size", "phones=200x500"],
            ["render", scrollableController, "--content-offset", "scrollView=1"],
            ["render", scrollableController, "--content-offset", "greenView=0,5"],
        ]
        for arguments in usages {
            let result = try runProcess(layoutgen, arguments, in: folder)
            XCTAssertEqual(
                result.status, 64, "layoutgen \(arguments.joined(separator: " "))\n\(result.stderr)")
            XCTAssertEqual(result.stdout, "", "layoutgen \(arguments.joined(separator: " ")) draws nothing")
        }
        let unknown = try run("render", scrollableController, "--size", "tablet")
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "Error: Unknown size 'tablet' for '\(scrollableController)'. Use one of "),
            unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("\nUsage: layoutgen render "), unknown.stderr)
    }

    func testARangeNamedAloneIsDrawnAtItsTwoCorners() throws {
        let result = try run("render", scrollableController, "--size", "phones", "--size", "phones=360x800")
        XCTAssertEqual(result.status, 0, result.stderr)
        let sizes = result.stdout.components(separatedBy: "<text x=\"").compactMap { text -> String? in
            guard let start = text.range(of: "font-size=\"12\">") else { return nil }
            return String(text[start.upperBound...].prefix { $0 != "<" })
        }
        XCTAssertEqual(
            sizes, ["phones (smallest) (320x568)", "phones (largest) (440x956)", "phones (360x800)"])
    }

    func testContentOffsetScrollsTheContentInThePicture() throws {
        let result = try run(
            "render", scrollableController, "--size", "portrait", "--content-offset", "scrollView=0,100")
        XCTAssertEqual(result.status, 0, result.stderr)
        // greenView, 15 into the content, lies 100 higher on screen.
        XCTAssertTrue(
            result.stdout.contains(
                "<rect x=\"15\" y=\"-85\" width=\"360\" height=\"400\" fill=\"#00FF00\"/>"),
            result.stdout)
    }

    func testASpecThatDoesNotHoldIsDrawnAndExitsOne() throws {
        try Data(
            """
            scene: Bad
            sizes: {portrait: 390x844}
            views:
              box: {color: red}
            constraints:
              - H:|-20-[box(100)]

            """.utf8
        ).write(to: folder.appendingPathComponent("Bad.yaml"))
        let result = try run("render", "Bad.yaml", "-o", "Bad.svg")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Bad.yaml:4:3: error: "), result.stderr)
        let svg = try String(contentsOf: folder.appendingPathComponent("Bad.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("font-size=\"13\" font-weight=\"bold\">Bad</text>"), svg)
        // The box is 0 high, too low for its id: it is the box's tooltip.
        XCTAssertTrue(svg.contains("fill=\"#FF0000\"><title>box</title></rect>"), svg)
        // The box is free vertically: the other layout the witness found is drawn over it.
        XCTAssertTrue(svg.contains(">another layout (ambiguous)</text>"), svg)
    }

    func testASpecThatDoesNotLoadDrawsNothingAndExitsOne() throws {
        try Data("scene: Broken\nsizes: [\n".utf8).write(to: folder.appendingPathComponent("Broken.yaml"))
        let result = try run("render", "Broken.yaml", "-o", "Broken.svg")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Broken.yaml:"), result.stderr)
        XCTAssertEqual(try entries(), ["Broken.yaml"])
    }
}
