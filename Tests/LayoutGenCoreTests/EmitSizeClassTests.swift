import LayoutGenCore
import LayoutProof
import XCTest

/// The generated code of constraints that vary with the size classes, in both flavours: one
/// array a condition in a private class that the root's trait-change handler holds, made in
/// `init()` and swapped by `activate(in:)`, the old set deactivated before the new is activated.
final class EmitSizeClassTests: XCTestCase {
    private let spec = """
        scene: Split
        sizes:
          phone: 390x844
          plus: {device: iPhone16ProMax, orientation: landscape}
        views:
          list: {color: blue}
        constraints:
          - V:|[list]|
          - when: {horizontalSizeClass: compact}
            constraints: ["H:|[list]|"]
          - when: {horizontalSizeClass: regular, verticalSizeClass: compact}
            constraints: [list.width == 600, list.centerX == view.centerX]

        """

    private func emitted(_ flavor: EmitFlavor) throws -> String {
        SceneEmitter.emit(try XCTUnwrap(proveCoreSnippet(spec, file: "e.yaml").proof?.proven), flavor: flavor)
    }

    func testTheRuntimeFlavourSwapsTheSetsOnASizeClassChange() throws {
        let source = try emitted(.runtime)
        // The large phone in landscape is regular wide, which the rule for a size without a
        // device would not give it.
        XCTAssertTrue(
            source.contains(
                """
                            safeAreaInsets: EdgeInsets(left: 62, bottom: 21, right: 62), displayScale: 3,
                            sizeClasses: SizeClasses(horizontal: .regular, vertical: .compact)),

                """), source)
        XCTAssertTrue(
            source.contains(
                """
                        activateConstraints()
                        makeSizeClassConstraints()
                        activateSizeClassConstraints()
                        view.registerForSizeClassChanges { [sizeClassConstraints] root, _ in
                            sizeClassConstraints.activate(in: root)
                        }
                    }

                """), source)
        let start = try XCTUnwrap(source.firstRange(of: "    /// Activates the constraints of the spec"))
        XCTAssertEqual(
            String(source[start.lowerBound...]),
            """
                /// Activates the constraints of the spec's `when:` entries that the root's size classes match,
                /// after deactivating the others; `init()` calls it, and so does every change of the classes.
                public func activateSizeClassConstraints() {
                    sizeClassConstraints.activate(in: view)
                }

                @_optimize(none)
                private func makeSizeClassConstraints() {
                    sizeClassConstraints.compactWidth = [
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor)
                            .identified("e.yaml:10"),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor)
                            .identified("e.yaml:10"),
                    ]

                    sizeClassConstraints.regularWidthCompactHeight = [
                        list.widthAnchor.constraint(equalToConstant: 600)
                            .identified("e.yaml:12"),
                        list.centerXAnchor.constraint(equalTo: view.centerXAnchor)
                            .identified("e.yaml:12"),
                    ]
                }
            }

            /// The constraints of each `when:` entry of the spec, and which of them the root's classes take.
            private final class SizeClassConstraints {
                /// `when: {horizontalSizeClass: compact}`
                var compactWidth: [LayoutConstraint] = []
                /// `when: {horizontalSizeClass: regular, verticalSizeClass: compact}`
                var regularWidthCompactHeight: [LayoutConstraint] = []

                /// Activates the constraints `root`'s size classes match, after deactivating the others.
                func activate(in root: View) {
                    let horizontal = root.sizeClasses.horizontal
                    let vertical = root.sizeClasses.vertical
                    var entered: [LayoutConstraint] = []
                    var left: [LayoutConstraint] = []
                    if horizontal == .compact {
                        entered += compactWidth
                    } else {
                        left += compactWidth
                    }
                    if horizontal == .regular && vertical == .compact {
                        entered += regularWidthCompactHeight
                    } else {
                        left += regularWidthCompactHeight
                    }
                    LayoutConstraint.deactivate(left)
                    LayoutConstraint.activate(entered)
                }
            }

            """)
    }

    func testTheUIKitFlavourRegistersForTraitChangesOnIOS17() throws {
        let source = try emitted(.uikit)
        XCTAssertTrue(
            source.contains(
                """
                        makeSizeClassConstraints()
                        activateSizeClassConstraints()
                        if #available(iOS 17.0, *) {
                            let traits: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]
                            view.registerForTraitChanges(traits) {
                                [sizeClassConstraints] (root: UIView, _: UITraitCollection) in
                                sizeClassConstraints.activate(in: root)
                            }
                        }
                    }

                """), source)
        // The class is the runtime flavour's but for UIKit's types, its actor and where the
        // classes are read.
        for line in [
            "@MainActor private final class SizeClassConstraints {",
            "    var regularWidthCompactHeight: [NSLayoutConstraint] = []",
            "    func activate(in root: UIView) {",
            "        let horizontal = root.traitCollection.horizontalSizeClass",
            "        let vertical = root.traitCollection.verticalSizeClass",
            "        NSLayoutConstraint.deactivate(left)\n        NSLayoutConstraint.activate(entered)",
        ] {
            XCTAssertTrue(source.contains("\n\(line)\n"), line)
        }
    }
}
