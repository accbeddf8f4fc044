import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// Fixtures/Render/ holds, byte for byte, the pictures `layoutgen render` draws: one SVG per
/// seed spec in Specs/ at every size it declares, the HTML page of one, and pictures of what
/// proofs find (a conflict, an ambiguity's witness, lint warnings) on small fixture specs.
///
/// On a mismatch the test prints a unified diff. `LAYOUTGEN_RECORD=1 swift test --filter
/// RenderGoldenTests` rewrites the goldens and still fails, so that a person reads the diff
/// before committing it.
final class RenderGoldenTests: XCTestCase {
    private static let folder = Repository.root.appendingPathComponent(
        "Tests/LayoutGenCoreTests/Fixtures/Render")
    private static let fixtures = Repository.root.appendingPathComponent("Tests/LayoutGenCoreTests/Fixtures")

    func testEachSeedSpecDrawsAsItsGolden() throws {
        let specs = try Repository.specs()
        XCTAssertFalse(specs.isEmpty)
        for spec in specs {
            let name = spec.deletingPathExtension().lastPathComponent
            let drawings = renderDrawings(ofSpecAt: spec)
            XCTAssertEqual(drawings.count, try sizeCount(of: spec), "\(name): one drawing a size")
            assertGolden(SceneRenderer.svg(drawings), named: "\(name).svg")
        }
    }

    func testHTMLPageDrawsAsItsGolden() {
        let spec = Repository.root.appendingPathComponent("Specs/ScrollableController.yaml")
        assertGolden(SceneRenderer.html(renderDrawings(ofSpecAt: spec)), named: "ScrollableController.html")
    }

    // MARK: What proofs find, drawn over the layout

    /// ConflictingWidths: 'a.width == 100', 'b.width == a.width' and 'b.width == 200' cannot
    /// all hold; each is drawn between the edges it relates, with its spec line.
    func testAConflictIsDrawnFromTheProof() throws {
        let drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.fixtures.appendingPathComponent("ConflictingWidths.yaml")).first)
        XCTAssertEqual(
            drawing.overlay.conflict.map(\.label),
            ["'a.width == 100' (line 19)", "'b.width == a.width' (line 20)", "'b.width == 200' (line 21)"])
        XCTAssertEqual(drawing.overlay.conflict[1].second, .init(viewID: "a", attribute: .width))
        XCTAssertNil(drawing.overlay.alternative)
        assertGolden(SceneRenderer.svg([drawing]), named: "ConflictOverlay.svg")
    }

    /// BottomTipAmbiguous: the chain ends with '>=', so the content may be taller. The witness
    /// moves the content height 100 points up; the content view follows it, nothing else moves.
    func testAnAmbiguityIsDrawnWithItsWitness() throws {
        let drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.fixtures.appendingPathComponent("BottomTipAmbiguous.yaml")).first)
        let alternative = try XCTUnwrap(drawing.overlay.alternative)
        let content = try XCTUnwrap(drawing.view("scrollView")?.scroll?.content)
        let moved = try XCTUnwrap(alternative.view("scrollView")?.scroll?.content)
        XCTAssertEqual(moved.size.height - content.size.height, 100)
        let changed = zip(drawing.views, alternative.views).filter { $0.rect != $1.rect }.map(\.0.id)
        XCTAssertEqual(changed, ["contentView"])
        assertGolden(SceneRenderer.svg([drawing]), named: "AmbiguityOverlay.svg")
    }

    /// LintMarks: the badge overlaps the card, the close button is a small tap target in its bar.
    func testLintWarningsAreDrawnFromTheProof() throws {
        let drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.folder.appendingPathComponent("LintMarks.yaml")).first)
        XCTAssertEqual(
            drawing.overlay.marks,
            [
                LintMark(views: ["badge", "card"], kind: .overlap, caption: "'badge' overlaps 'card'"),
                LintMark(views: ["close"], kind: .outline, caption: "'close' is 30 high: a small tap target"),
            ])
        assertGolden(SceneRenderer.svg([drawing]), named: "LintOverlay.svg")
    }

    // MARK: The README's pictures

    /// docs/images/ holds the pictures the README shows, as `layoutgen render` draws them:
    /// `render Specs/ScrollableController.yaml` and `render
    /// Tests/LayoutGenCoreTests/Fixtures/BottomTipAmbiguous.yaml --size portrait`.
    func testTheReadmesPicturesAreTheCommandsOutput() throws {
        let images = Repository.root.appendingPathComponent("docs/images")
        let seed = renderDrawings(
            ofSpecAt: Repository.root.appendingPathComponent("Specs/ScrollableController.yaml"))
        assertGolden(SceneRenderer.svg(seed), at: images.appendingPathComponent("ScrollableController.svg"))
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader().run(
                .file(Self.fixtures.appendingPathComponent("BottomTipAmbiguous.yaml").path),
                diagnostics: &diagnostics))
        let portrait = resolvedSizes(of: spec).filter { $0.name == "portrait" }
        let ambiguous = try XCTUnwrap(SceneRenderer.provenDrawings(of: spec, at: portrait))
        XCTAssertNotNil(ambiguous.first?.overlay.alternative)
        assertGolden(
            SceneRenderer.svg(ambiguous), at: images.appendingPathComponent("BottomTipAmbiguous.svg"))
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("](docs/images/ScrollableController.svg)"))
        XCTAssertTrue(readme.contains("](docs/images/BottomTipAmbiguous.svg)"))
    }

    // MARK: Every golden

    func testEveryGoldenSVGIsWellFormed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".svg")
        }
        XCTAssertGreaterThanOrEqual(names.count, try Repository.specs().count + 3)
        for name in names.sorted() {
            let svg = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            assertWellFormedSVG(svg, name)
        }
    }

    func testGoldenFolderHoldsNoPictureNoTestDraws() throws {
        let expected = Set(try Repository.specNames().map { "\($0).svg" }).union([
            "ScrollableController.html", "ConflictOverlay.svg", "AmbiguityOverlay.svg", "LintOverlay.svg",
        ])
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".svg") || $0.hasSuffix(".html")
        }
        XCTAssertEqual(Set(present), expected)
    }

    /// The number of drawings a spec's sizes make: one a size, two a range.
    private func sizeCount(of spec: URL) throws -> Int {
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(GeneratorPipeline().build(.file(spec.path), diagnostics: &diagnostics))
        return scene.sizes.flatMap(\.corners).count
    }

    private func assertGolden(
        _ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertGolden(text, at: Self.folder.appendingPathComponent(name), file: file, line: line)
    }

    private func assertGolden(_ text: String, at url: URL, file: StaticString = #filePath, line: UInt = #line)
    {
        let name = url.path.replacingOccurrences(of: Repository.root.path + "/", with: "")
        let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if existing == text { return }
        if ProcessInfo.processInfo.environment["LAYOUTGEN_RECORD"] == "1" {
            XCTAssertNoThrow(
                try text.write(to: url, atomically: true, encoding: .utf8), file: file, line: line)
            XCTFail(
                "Recorded \(name); read the diff, then run the tests without LAYOUTGEN_RECORD.",
                file: file, line: line)
        } else {
            XCTFail(
                "\(name) is stale. Run 'LAYOUTGEN_RECORD=1 swift test --filter RenderGoldenTests'.\n"
                    + UnifiedDiff.make(old: existing, new: text, name: name),
                file: file, line: line)
        }
    }
}
