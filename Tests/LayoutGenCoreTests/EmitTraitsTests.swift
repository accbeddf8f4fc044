import LayoutGenCore
import LayoutProof
import XCTest

/// How both flavours give a size's display scale and text size: the runtime flavour in its
/// environments, the UIKit one as trait overrides; neither says anything of sizes that set
/// neither.
final class EmitTraitsTests: XCTestCase {
    private let spec = """
        scene: Row
        sizes:
          plain: 390x844
          device: {device: iPhoneSE3}
          big: {size: 390x844, contentSizeCategory: accessibilityLarge}
          row: {width: 320...440, height: 844, scale: 3, contentSizeCategories: [large, accessibilityMedium]}
        views:
          title: {type: Label, text: Messages}
        constraints:
          - H:|-[title]-|
          - V:|-20-[title]

        """

    /// The lines of `source` from the first that contains `first` to the first after it that
    /// is `last`, both included.
    private func section(_ source: String, from first: String, to last: String) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains(first) }),
            let end = lines[start...].firstIndex(where: { $0 == last })
        else { return "" }
        return lines[start...end].joined(separator: "\n")
    }

    private func proven() throws -> ProvenScene {
        try XCTUnwrap(proveCoreSnippet(spec).proof?.proven)
    }

    func testTheRuntimeFlavourGivesEachEnvironmentItsScaleAndTextSize() throws {
        let source = SceneEmitter.emit(try proven())
        XCTAssertEqual(
            section(source, from: "public static let sizes", to: "    ]"),
            """
                public static let sizes: [LayoutEnvironment] = [
                    LayoutEnvironment("plain", size: CGSize(width: 390, height: 844)),
                    LayoutEnvironment(
                        "device", size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20),
                        displayScale: 2),
                    LayoutEnvironment(
                        "big", size: CGSize(width: 390, height: 844), contentSizeCategory: .accessibilityLarge),
                    LayoutEnvironment("row.large (smallest)", size: CGSize(width: 320, height: 844), displayScale: 3),
                    LayoutEnvironment("row.large (largest)", size: CGSize(width: 440, height: 844), displayScale: 3),
                    LayoutEnvironment(
                        "row.accessibilityMedium (smallest)", size: CGSize(width: 320, height: 844), displayScale: 3,
                        contentSizeCategory: .accessibilityMedium),
                    LayoutEnvironment(
                        "row.accessibilityMedium (largest)", size: CGSize(width: 440, height: 844), displayScale: 3,
                        contentSizeCategory: .accessibilityMedium),
                ]
            """)
        XCTAssertTrue(
            source.contains(
                "/// The Row scene, proven at plain (390 x 844), device (375 x 667 @2x), big (390 x 844, "
                    + "accessibilityLarge), row (320...440 x 844 @3x) at 2 categories.\n"), source)
        XCTAssertFalse(source.contains("overrideTraits"))
    }

    func testTheUIKitFlavourOverridesTheTraitsOfTheSizesThatSetThem() throws {
        let source = SceneEmitter.emit(try proven(), flavor: .uikit)
        XCTAssertEqual(
            section(source, from: "/// Gives `view` the display scale", to: "    }"),
            """
                /// Gives `view` the display scale and the text size the spec proves the size `name` at,
                /// as trait overrides, which its subviews inherit; a size not listed here is laid out
                /// in the traits its window gives it.
                @available(iOS 17.0, *)
                public func overrideTraits(forSize name: String) {
                    switch name {
                    case "device":
                        view.traitOverrides.displayScale = 2
                        view.traitOverrides.preferredContentSizeCategory = .large
                    case "big":
                        view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
                    case "row.large (smallest)", "row.large (largest)":
                        view.traitOverrides.displayScale = 3
                        view.traitOverrides.preferredContentSizeCategory = .large
                    case "row.accessibilityMedium (smallest)", "row.accessibilityMedium (largest)":
                        view.traitOverrides.displayScale = 3
                        view.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
                    default:
                        break
                    }
                }
            """)
        XCTAssertFalse(source.contains("LayoutEnvironment"))
    }

    func testASpecWhoseSizesSetNeitherSaysNothingOfThem() throws {
        let plain = try XCTUnwrap(
            proveCoreSnippet(
                spec.replacingOccurrences(
                    of:
                        "  device: {device: iPhoneSE3}\n  big: {size: 390x844, contentSizeCategory: accessibilityLarge}\n"
                        + "  row: {width: 320...440, height: 844, scale: 3, contentSizeCategories: [large, accessibilityMedium]}\n",
                    with: "")
            ).proof?.proven)
        XCTAssertFalse(SceneEmitter.emit(plain).contains("displayScale"))
        XCTAssertFalse(SceneEmitter.emit(plain).contains("contentSizeCategory"))
        XCTAssertFalse(SceneEmitter.emit(plain, flavor: .uikit).contains("traitOverrides"))
    }
}
