import LayoutGenCore
import LayoutProof
import XCTest

/// The generated code of what varies with the size classes, in both flavours: the varying views
/// and one constraint array a condition in a private class that the root's trait-change handler
/// holds, made in `init()`; its `apply(in:)` sets the properties, then swaps the constraints, the
/// old set deactivated before the new is activated.
final class EmitSizeClassTests: XCTestCase {
    private let spec = """
        scene: Split
        sizes:
          phone: 390x844
          plus: {device: iPhone16ProMax, orientation: landscape}
        views:
          list:
            color: blue
            vary: [{when: {verticalSizeClass: compact}, alpha: 0.5}]
        constraints:
          - V:|[list]|
          - when: {horizontalSizeClass: compact}
            constraints: ["H:|[list]|"]
          - when: {horizontalSizeClass: regular, verticalSizeClass: compact}
            constraints: [list.width == 600, list.centerX == view.centerX]

        """

    /// The UIKit code of `spec` from the first `start` up to the next `end`, which it leaves out.
    private func uikitCode(of spec: String, from start: String, upTo end: String) throws -> String {
        let source = SceneEmitter.emit(try XCTUnwrap(proveCoreSnippet(spec).proof?.proven), flavor: .uikit)
        let from = try XCTUnwrap(source.firstRange(of: start))
        let to = try XCTUnwrap(source[from.lowerBound...].firstRange(of: end))
        return String(source[from.lowerBound..<to.lowerBound])
    }

    private func emitted(_ flavor: EmitFlavor) throws -> String {
        SceneEmitter.emit(try XCTUnwrap(proveCoreSnippet(spec, file: "e.yaml").proof?.proven), flavor: flavor)
    }

    func testTheRuntimeFlavourAppliesTheClassesOnEveryChange() throws {
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
                        makeSizeClassVariants()
                        applySizeClasses()
                        view.registerForSizeClassChanges { [sizeClassVariants] root, _ in
                            sizeClassVariants.apply(in: root)
                        }
                    }

                """), source)
        let start = try XCTUnwrap(
            source.firstRange(of: "    /// Gives the views the properties and the constraints"))
        XCTAssertEqual(
            String(source[start.lowerBound...]),
            """
                /// Gives the views the properties and the constraints of the root's size classes, those
                /// of other classes deactivated first; `init()` calls it, and so does every change of the classes.
                public func applySizeClasses() {
                    sizeClassVariants.apply(in: view)
                }

                @_optimize(none)
                private func makeSizeClassVariants() {
                    sizeClassVariants.list = list

                    sizeClassVariants.compactWidth += [
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor)
                            .identified("e.yaml:12"),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor)
                            .identified("e.yaml:12"),
                    ]

                    sizeClassVariants.regularWidthCompactHeight += [
                        list.widthAnchor.constraint(equalToConstant: 600)
                            .identified("e.yaml:14"),
                        list.centerXAnchor.constraint(equalTo: view.centerXAnchor)
                            .identified("e.yaml:14"),
                    ]
                }
            }

            /// What varies with the size classes, and what the root's classes take of it.
            private final class SizeClassVariants {
                var list: View!
                /// `when: {horizontalSizeClass: compact}`
                var compactWidth: [LayoutConstraint] = []
                /// `when: {horizontalSizeClass: regular, verticalSizeClass: compact}`
                var regularWidthCompactHeight: [LayoutConstraint] = []

                /// Gives `root`'s hierarchy the properties and the constraints of its size classes.
                func apply(in root: View) {
                    let horizontal = root.sizeClasses.horizontal
                    let vertical = root.sizeClasses.vertical
                    if vertical == .compact {
                        list.alpha = 0.5
                    } else {
                        list.alpha = 1
                    }
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
                        makeSizeClassVariants()
                        applySizeClasses()
                        if #available(iOS 17.0, *) {
                            let traits: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]
                            view.registerForTraitChanges(traits) {
                                [sizeClassVariants] (root: UIView, _: UITraitCollection) in
                                sizeClassVariants.apply(in: root)
                            }
                        }

                """), source)
        // The class is the runtime flavour's but for UIKit's types, its actor and where the
        // classes are read.
        for line in [
            "@MainActor private final class SizeClassVariants {",
            "    var list: UIView!",
            "    var regularWidthCompactHeight: [NSLayoutConstraint] = []",
            "    func apply(in root: UIView) {",
            "        let horizontal = root.traitCollection.horizontalSizeClass",
            "        let vertical = root.traitCollection.verticalSizeClass",
            "        NSLayoutConstraint.deactivate(left)\n        NSLayoutConstraint.activate(entered)",
        ] {
            XCTAssertTrue(source.contains("\n\(line)\n"), line)
        }
    }

    /// A varying font, in UIKit code: each branch says whether the view scales its font with
    /// the text size, since the view keeps `adjustsFontForContentSizeCategory` as last set; a
    /// view that sets no `font:` goes back to its type's default font, written out.
    func testAVaryingFontSaysWhetherItScalesInEachBranch() throws {
        let fonts = """
            scene: Fonts
            sizes: {phone: 390x844, pad: 1024x1366}
            views:
              title: {type: Label, text: Hi, vary: [{when: {horizontalSizeClass: regular}, font: {style: title1}}]}
              go:
                type: Button
                title: Go
                font: {style: headline}
                vary: [{when: {horizontalSizeClass: regular}, font: {size: 20, weight: bold}}]
            constraints: ["H:|-[title]-[go]", "V:|-40-[title]", "V:|-40-[go]"]

            """
        XCTAssertEqual(
            try uikitCode(of: fonts, from: "        if horizontal == .regular {", upTo: "    }\n}"),
            """
                    if horizontal == .regular {
                        title.font = .preferredFont(forTextStyle: .title1)
                        title.adjustsFontForContentSizeCategory = true
                    } else {
                        title.font = .systemFont(ofSize: 17)
                        title.adjustsFontForContentSizeCategory = false
                    }
                    if horizontal == .regular {
                        go.titleLabel?.font = .systemFont(ofSize: 20, weight: .bold)
                        go.titleLabel?.adjustsFontForContentSizeCategory = false
                    } else {
                        go.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                        go.titleLabel?.adjustsFontForContentSizeCategory = true
                    }

            """)
    }

    /// A view of a `when:` in generated code: the holder keeps it, its superview and the
    /// siblings after it up to the first that is always there (the row, not the footer after
    /// it); `apply(in:)` puts it back where the spec has it, or takes it out, and the constraints
    /// that name it are in its classes' set.
    func testAnInstalledViewIsPutBackInItsPlaceOrTakenOut() throws {
        let spec = """
            scene: Panes
            sizes: {phone: 390x844, pad: 1024x1366}
            views:
              side: {when: {horizontalSizeClass: regular}}
              row:
                type: StackView
                arrangedSubviews:
                  first: {}
                  extra: {when: {horizontalSizeClass: regular}}
                  last: {}
              footer: {}
            constraints:
              - H:|[row]|
              - V:|[row(100)]
              - "H:|[side(100)]"
              - V:|[side]|
              - first.width == last.width
              - extra.width == 10
              - H:|[footer]|
              - V:[footer(10)]|

            """
        XCTAssertEqual(
            try uikitCode(
                of: spec, from: "@MainActor private final class SizeClassVariants {", upTo: "var entered"),
            """
            @MainActor private final class SizeClassVariants {
                var side: UIView!
                var row: UIStackView!
                var extra: UIView!
                var last: UIView!
                /// `when: {horizontalSizeClass: regular}`
                var regularWidth: [NSLayoutConstraint] = []

                /// Gives `root`'s hierarchy the properties and the constraints of its size classes.
                func apply(in root: UIView) {
                    let horizontal = root.traitCollection.horizontalSizeClass
                    if horizontal == .regular {
                        install(side, in: root, before: [row])
                    } else {
                        side.removeFromSuperview()
                    }
                    if horizontal == .regular {
                        install(extra, arrangedIn: row, before: [last])
                    } else {
                        extra.removeFromSuperview()
                    }

            """ + "        ")
        // The constraints are swapped as in every scene; then the two `install` functions.
        XCTAssertEqual(
            try uikitCode(of: spec, from: "    /// Puts `view` back in", upTo: "\n}\n"),
            """
                /// Puts `view` back in `parent`, behind the first of `later` that is there.
                private func install(_ view: UIView, in parent: UIView, before later: [UIView]) {
                    guard view.superview == nil else { return }
                    if let next = later.first(where: { $0.superview === parent }) {
                        parent.insertSubview(view, belowSubview: next)
                    } else {
                        parent.addSubview(view)
                    }
                }

                /// Puts `view` back among `stack`'s arranged views, before the first of `later` there.
                private func install(_ view: UIView, arrangedIn stack: UIStackView, before later: [UIView]) {
                    guard view.superview == nil else { return }
                    let index = later.compactMap { next in stack.arrangedSubviews.firstIndex { $0 === next } }.min()
                    stack.insertArrangedSubview(view, at: index ?? stack.arrangedSubviews.count)
                }
            """)
    }
}
