import Foundation
import LayoutGenCore
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// Fixtures/Render/ holds, byte for byte, the pictures `layoutgen render` draws: one SVG per
/// seed spec in Specs/ at every size it declares, the HTML page of one, and pictures of
/// overlays made by hand on small fixture specs.
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

    // MARK: Overlays made by hand
    //
    // The marks a proof will give, written out by hand from the diagnostics of each fixture;
    // once proofs carry their findings as marks, these become the proofs' own.

    func testHandMadeConflictOverlayDrawsAsItsGolden() throws {
        var drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.fixtures.appendingPathComponent("ConflictingWidths.yaml")).first)
        drawing.overlay.conflict = [
            ConstraintMark(
                label: "'a.width == 100' (ConflictingWidths.yaml:19:5)",
                first: .init(viewID: "a", attribute: .width)
            ),
            ConstraintMark(
                label: "'b.width == a.width' (ConflictingWidths.yaml:20:5)",
                first: .init(viewID: "b", attribute: .width), second: .init(viewID: "a", attribute: .width)),
            ConstraintMark(
                label: "'b.width == 200' (ConflictingWidths.yaml:21:5)",
                first: .init(viewID: "b", attribute: .width)
            ),
        ]
        assertGolden(SceneRenderer.svg([drawing]), named: "ConflictOverlay.svg")
    }

    func testHandMadeAmbiguityOverlayDrawsAsItsGolden() throws {
        // '>=20' at the end of the chain lets the content grow: the same constraints hold with
        // the content view, and so the content area, 120 taller.
        var drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.fixtures.appendingPathComponent("BottomTipAmbiguous.yaml")).first)
        var alternative = drawing
        let content = try XCTUnwrap(alternative.views.firstIndex { $0.id == "contentView" })
        let scroll = try XCTUnwrap(alternative.views.firstIndex { $0.id == "scrollView" })
        alternative.views[content].rect.size.height += 120
        alternative.views[scroll].scroll?.content.size.height += 120
        drawing.overlay.alternative = alternative
        assertGolden(SceneRenderer.svg([drawing]), named: "AmbiguityOverlay.svg")
    }

    func testHandMadeLintOverlayDrawsAsItsGolden() throws {
        var drawing = try XCTUnwrap(
            renderDrawings(ofSpecAt: Self.folder.appendingPathComponent("LintMarks.yaml")).first)
        drawing.overlay.marks = [
            LintMark(
                kind: .overlap, viewIDs: ["badge", "card"], caption: "'badge' overlaps its sibling 'card'"),
            LintMark(kind: .outline, viewIDs: ["close"], caption: "'close' is 30 × 30, smaller than 44 × 44"),
        ]
        assertGolden(SceneRenderer.svg([drawing]), named: "LintOverlay.svg")
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
        let url = Self.folder.appendingPathComponent(name)
        let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if existing == text { return }
        if ProcessInfo.processInfo.environment["LAYOUTGEN_RECORD"] == "1" {
            XCTAssertNoThrow(
                try text.write(to: url, atomically: true, encoding: .utf8), file: file, line: line)
            XCTFail(
                "Recorded Fixtures/Render/\(name); read the diff, then run the tests without LAYOUTGEN_RECORD.",
                file: file, line: line)
        } else {
            XCTFail(
                "Fixtures/Render/\(name) is stale. Run 'LAYOUTGEN_RECORD=1 swift test --filter RenderGoldenTests'.\n"
                    + UnifiedDiff.make(old: existing, new: text, name: "Fixtures/Render/\(name)"),
                file: file, line: line)
        }
    }
}
