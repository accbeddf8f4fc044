import Foundation
import TestSupport
import XCTest

/// Pictures `layoutgen render` draws, as a browser shows them: headless Chromium takes a
/// screenshot of the SVG, and png_pixels.py (Python's standard library only) reads the colors
/// of chosen pixels, which must be the spec's colors where `layoutgen layout` puts its views.
///
/// Without Chromium the tests skip, unless the environment has CI set (as .ci/run has, which
/// installs it): there they fail, so that CI cannot pass by drawing nothing.
final class RenderBrowserTests: LayoutgenProcessTestCase {
    private var chromium: URL!

    override func setUpWithError() throws {
        chromium = try Self.findChromium()
        try super.setUpWithError()
    }

    // MARK: Pictures

    func testScrollableControllerShowsItsGreenViewWhereLayoutPutsIt() throws {
        let spec = Repository.root.appendingPathComponent("Specs/ScrollableController.yaml").path
        let render = try runProcess(
            layoutgen, ["render", spec, "--size", "portrait", "-o", "picture.svg"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let frames = try screenFrames(spec: spec, size: "portrait")
        let green = try XCTUnwrap(frames["greenView"])
        XCTAssertEqual(green, CGRect(x: 15, y: 15, width: 360, height: 400))
        let white = try XCTUnwrap(frames["whiteView"])
        let picture = try screenshot(folder.appendingPathComponent("picture.svg"))
        let origin = try XCTUnwrap(picture.drawingOrigins.first)
        // Well inside the green view, away from its outline and from the id at its top-left;
        // between the green and the white view, the orange content view; past the bottom of
        // the screen (844), the content beyond the viewport, orange under the white veil at 0.6
        // (255 * 0.6 + orange * 0.4).
        try picture.assertColors(
            [
                .init(point: CGPoint(x: green.midX, y: green.midY), color: (0, 255, 0), what: "greenView"),
                .init(
                    point: CGPoint(x: green.minX + 10, y: green.maxY - 10), color: (0, 255, 0),
                    what: "greenView"),
                .init(
                    point: CGPoint(x: green.maxX - 10, y: green.minY + 30), color: (0, 255, 0),
                    what: "greenView"),
                .init(
                    point: CGPoint(x: green.midX, y: (green.maxY + white.minY) / 2), color: (255, 128, 0),
                    what: "contentView under greenView"),
                .init(
                    point: CGPoint(x: 5, y: 900), color: (255, 204, 153),
                    what: "contentView beyond the viewport"),
            ], origin: origin)
    }

    func testNestedCarouselGoldenShowsTheCardsItsCarouselHides() throws {
        let spec = Repository.root.appendingPathComponent("Specs/NestedCarousel.yaml").path
        let golden = Repository.root.appendingPathComponent(
            "Tests/LayoutGenCoreTests/Fixtures/Render/NestedCarousel.svg")
        let frames = try screenFrames(spec: spec, size: "portrait")
        let picture = try screenshot(golden)
        // The golden draws every size; portrait is the first.
        let origin = try XCTUnwrap(picture.drawingOrigins.first)
        let carousel = try XCTUnwrap(frames["carousel"])
        let first = try XCTUnwrap(frames["card0"])
        let last = try XCTUnwrap(frames["card4"])
        XCTAssertLessThan(first.maxX, carousel.maxX)
        XCTAssertGreaterThan(last.minX, carousel.maxX, "card4 lies beyond the carousel's viewport")
        let body = try XCTUnwrap(frames["body"])
        // card4 is beyond both scroll views' viewports: cyan under two white veils at 0.6,
        // 0 -> 153 -> 214.2 in red. Below the carousel, the gray body view, on screen.
        try picture.assertColors(
            [
                .init(
                    point: CGPoint(x: first.midX, y: first.midY + 20), color: (255, 0, 0),
                    what: "card0, on screen"),
                .init(
                    point: CGPoint(x: last.midX, y: last.midY + 20), color: (214, 255, 255),
                    what: "card4, beyond the viewports"),
                .init(point: CGPoint(x: body.midX, y: body.minY + 100), color: (128, 128, 128), what: "body"),
            ], origin: origin)
    }

    // MARK: Layout

    /// Each view's frame on screen, from `layoutgen layout`'s text: frames in superview
    /// coordinates, summed down the tree, less each scroll view's content offset.
    private func screenFrames(spec: String, size: String) throws -> [String: CGRect] {
        let layout = try runProcess(layoutgen, ["layout", spec, "--size", size], in: folder)
        XCTAssertEqual(layout.status, 0, layout.stderr)
        var frames: [String: CGRect] = [:]
        // The origin of each open level's bounds coordinates on screen.
        var origins: [CGPoint] = []
        for line in layout.stdout.split(separator: "\n").dropFirst() {
            let depth = line.prefix { $0 == " " }.count / 2
            let text = line.drop { $0 == " " }
            let id = String(text.prefix { $0 != " " })
            let frame = try XCTUnwrap(Self.numbers(after: " (", in: text), String(line))
            let offset = Self.numbers(after: " offset (", in: text) ?? [0, 0]
            origins.removeLast(origins.count - depth)
            let parent = origins.last ?? .zero
            let rect = CGRect(
                x: parent.x + frame[0], y: parent.y + frame[1], width: frame[2], height: frame[3])
            frames[id] = rect
            origins.append(CGPoint(x: rect.minX - offset[0], y: rect.minY - offset[1]))
        }
        return frames
    }

    /// The numbers in the parentheses after the first `marker` of `text`.
    private static func numbers(after marker: String, in text: Substring) -> [Double]? {
        guard let start = text.range(of: marker) else { return nil }
        return text[start.upperBound...].prefix { $0 != ")" }.split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan
        }
    }

    // MARK: Browser

    /// A screenshot of an SVG file, and where its drawings are.
    private struct Screenshot {
        var image: URL
        var drawingOrigins: [CGPoint]
        var folder: URL

        /// What a pixel must be, give or take 3 per component, in a drawing's own coordinates.
        struct Expectation {
            var point: CGPoint
            var color: (Int, Int, Int)
            var what: String
        }

        /// Asserts each expectation of the drawing placed at `origin`, reading every pixel with
        /// one run of png_pixels.py.
        func assertColors(
            _ expectations: [Expectation], origin: CGPoint, file: StaticString = #filePath, line: UInt = #line
        ) throws {
            let pixels = expectations.map { expectation in
                (
                    Int((origin.x + expectation.point.x).rounded(.down)),
                    Int((origin.y + expectation.point.y).rounded(.down))
                )
            }
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("png_pixels.py")
            let result = try runProcess(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["python3", script.path, image.path] + pixels.map { "\($0.0),\($0.1)" }, in: folder)
            XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
            let lines = result.stdout.split(separator: "\n").dropFirst()
            XCTAssertEqual(lines.count, expectations.count, result.stdout, file: file, line: line)
            for ((expectation, pixel), text) in zip(zip(expectations, pixels), lines) {
                let channels = text.split(separator: " ").dropFirst().compactMap { Int($0) }
                let expected = [expectation.color.0, expectation.color.1, expectation.color.2]
                let close =
                    channels.count == 4 && zip(channels.prefix(3), expected).allSatisfy { abs($0 - $1) <= 3 }
                XCTAssertTrue(
                    close,
                    "\(expectation.what) at (\(pixel.0), \(pixel.1)): \(Array(channels.prefix(3))), expected \(expected)",
                    file: file, line: line)
            }
        }
    }

    /// Chromium's screenshot of `svg`: its window as tall as the picture and as wide as its
    /// first drawing's column (the whole picture when it has one drawing).
    private func screenshot(_ svg: URL) throws -> Screenshot {
        let text = try String(contentsOf: svg, encoding: .utf8)
        func attribute(_ name: String) throws -> Int {
            let start = try XCTUnwrap(
                text.range(of: " \(name)=\""), "\(svg.lastPathComponent) has no \(name)")
            return try XCTUnwrap(Int(text[start.upperBound...].prefix { $0 != "\"" }))
        }
        let origins = text.components(separatedBy: "<g class=\"drawing\" transform=\"translate(").dropFirst()
            .map {
                tail in
                let numbers = tail.prefix { $0 != ")" }.split(separator: ",").compactMap { Double($0) }
                return CGPoint(x: numbers.first ?? .nan, y: numbers.last ?? .nan)
            }
        var width = try attribute("width")
        if origins.count > 1, origins[1].x.isFinite { width = min(width, Int(origins[1].x)) }
        let image = folder.appendingPathComponent(svg.deletingPathExtension().lastPathComponent + ".png")
        let result = try runProcess(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--user-data-dir=\(folder.appendingPathComponent("chromium-profile").path)",
                "--screenshot=\(image.path)", "--window-size=\(width),\(try attribute("height"))",
                svg.absoluteString,
            ], in: folder)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: image.path),
            "Chromium wrote no screenshot (status \(result.status)):\n\(result.stderr)")
        return Screenshot(image: image, drawingOrigins: origins, folder: folder)
    }

    /// The `chromium` on the PATH.
    /// - Throws: XCTSkip when there is none and CI is not set; a failure when CI is set.
    private static func findChromium() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            struct MissingChromium: Error, CustomStringConvertible {
                var description: String {
                    "CI is set but chromium is not on the PATH: .ci/run installs it ('apt-get install chromium')."
                }
            }
            throw MissingChromium()
        }
        throw XCTSkip("chromium is not installed ('apt-get install chromium'); CI runs these tests.")
    }
}
