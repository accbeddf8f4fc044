import LayoutGenCore
import LayoutRuntime
import LayoutSpec
import XCTest

@testable import LayoutProof

/// A category whose fonts are another's lays the scene out alike: its size takes the proof of
/// the size proven before it, and says everything that size found under its own name.
final class CategoryTwinsTests: XCTestCase {
    private let spec = """
        scene: Scene
        sizes:
          portrait: 390x844
          row: {size: 390x844, contentSizeCategories: all}
          phones: {width: 320...440, height: 844, contentSizeCategories: [large, accessibilityLarge]}
        views:
          title: {type: Label, text: Notifications}
          detail: {type: Label, text: Sounds}
        constraints:
          - title.leading == view.leading + 20
          - title.top == view.top + 100
          - title.height == 10
          - H:|-20-[detail]
          - V:[title]-8-[detail]

        """

    /// Each size of `spec` with the size it takes its proof from, when its labels use `fonts`.
    private func twins(_ fonts: [String: Font]) throws -> [String] {
        let scene = try XCTUnwrap(resolveCoreSnippet(spec).scene)
        for view in scene.views { if let font = fonts[view.id] { (view.view as? Label)?.font = font } }
        var twins = CategoryTwins(scene)
        return scene.sizes.compactMap { size in twins.twin(of: size).map { "\(size.name) <- \($0.name)" } }
    }

    func testWithoutTextStylesEveryCategoryIsTheFirsts() throws {
        XCTAssertEqual(
            try twins([:]),
            [
                "row.small <- row.extraSmall", "row.medium <- row.extraSmall", "row.large <- row.extraSmall",
                "row.extraLarge <- row.extraSmall", "row.extraExtraLarge <- row.extraSmall",
                "row.extraExtraExtraLarge <- row.extraSmall", "row.accessibilityMedium <- row.extraSmall",
                "row.accessibilityLarge <- row.extraSmall", "row.accessibilityExtraLarge <- row.extraSmall",
                "row.accessibilityExtraExtraLarge <- row.extraSmall",
                "row.accessibilityExtraExtraExtraLarge <- row.extraSmall",
                "phones.accessibilityLarge <- phones.large",
            ])
    }

    /// caption1 is 11 points at extraSmall, small and medium; body differs at every category.
    func testCategoriesAreTwinsWhereEveryTextStyleHasTheSameSize() throws {
        XCTAssertEqual(
            try twins(["detail": .preferredFont(forTextStyle: .caption1)]),
            ["row.small <- row.extraSmall", "row.medium <- row.extraSmall"])
        XCTAssertEqual(
            try twins(
                [
                    "detail": .preferredFont(forTextStyle: .caption1),
                    "title": .preferredFont(forTextStyle: .body),
                ]),
            [])
    }

    /// A control's font counts as a label's: footnote is 12 points at extraSmall, small and
    /// medium only, and a button in body differs at every category.
    func testEveryViewsStoredFontCounts() throws {
        func twins(_ views: String) throws -> [String] {
            let scene = try XCTUnwrap(
                resolveCoreSnippet(
                    """
                    scene: Scene
                    sizes: {row: {size: 390x844, contentSizeCategories: all}}
                    views:
                    \(views)
                    constraints: []

                    """
                ).scene)
            var twins = CategoryTwins(scene)
            return scene.sizes.compactMap { size in twins.twin(of: size).map { "\(size.name) <- \($0.name)" }
            }
        }
        XCTAssertEqual(
            try twins("  seg: {type: SegmentedControl, segments: [Day, Week], font: {style: footnote}}"),
            ["row.small <- row.extraSmall", "row.medium <- row.extraSmall"])
        XCTAssertEqual(try twins("  go: {type: Button, title: Go, font: {style: body}}"), [])
        XCTAssertEqual(try twins("  go: {type: Button, title: Go, font: {size: 17, weight: bold}}").count, 11)
    }

    /// The proof of a size taken from its twin says what a proof of its own would: the same
    /// diagnostics, the same layouts under its name, the same findings by size.
    func testATwinsProofIsTheProofOfItsOwn() throws {
        let twinned = proveCoreSnippet(spec)
        // Proven one size at a time, no size has a twin to take a proof from.
        let scene = try XCTUnwrap(resolveCoreSnippet(spec).scene)
        var diagnostics = Diagnostics()
        var alone: [SceneLayout] = []
        var foundAlone: [String] = []
        for size in scene.sizes {
            let proof = SceneProver.prove(scene, at: [size], diagnostics: &diagnostics)
            alone += proof.layouts
            foundAlone += proof.foundAtSizes.map { "\($0.size.name) \($0.warnings.count)" }
        }
        XCTAssertEqual(
            twinned.printed,
            """
            spec.yaml:7:3: warning: The text of 'title' is truncated at every size: it needs a height of \
            20.287 where it gets 10. Give it room, or write 'lint: {truncation: false}' on it.
            """)
        let layouts = try XCTUnwrap(twinned.proof?.layouts)
        XCTAssertEqual(layouts.map(\.sizeName), alone.map(\.sizeName))
        XCTAssertEqual(layouts.map(\.sizeTitle), alone.map(\.sizeTitle))
        XCTAssertEqual(layouts.map { $0.views.map(\.frame) }, alone.map { $0.views.map(\.frame) })
        XCTAssertEqual(twinned.proof?.foundAtSizes.map { "\($0.size.name) \($0.warnings.count)" }, foundAlone)
        XCTAssertEqual(
            twinned.proof?.ranges.map(\.size.name), ["phones.large", "phones.accessibilityLarge"])
        XCTAssertEqual(twinned.proof?.ranges.last?.pieces.count, twinned.proof?.ranges.first?.pieces.count)
        XCTAssertEqual(twinned.diagnostics.warnings.first?.sizes.count, 15)
    }

    func testASizeThatExpectIsWrittenForIsProvenOnItsOwn() {
        // Without text styles every category lays out alike, but each size's expectations are
        // checked at that size: the wrong one at row.large alone is reported, and only there.
        assertProveDiagnostics(
            """
            scene: Twin
            sizes:
              row: {size: 390x844, contentSizeCategories: [extraSmall, large, extraLarge]}
            views:
              box: {type: View}
            constraints:
              - H:|-10-[box(100)]
              - V:|-10-[box(50)]
            expect:
              row.extraSmall:
                box.frame: [10, 10, 100, 50]
              row.large:
                box.frame: [99, 99, 99, 99]
            """,
            """
            spec.yaml:13:16: error: Expected 'box.frame' to be [99, 99, 99, 99] at 'row' (390x844) at large, \
            but it is [10, 10, 100, 50].
            """)
    }
}
