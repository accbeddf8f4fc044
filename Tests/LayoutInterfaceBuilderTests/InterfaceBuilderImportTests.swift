import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutInterfaceBuilder

final class InterfaceBuilderImportTests: XCTestCase {
    static let fixtures = Repository.root.appendingPathComponent("Tests/LayoutInterfaceBuilderTests/Fixtures")

    static func fixtureDocument(_ name: String) throws -> InterfaceBuilderDocument {
        var diagnostics = Diagnostics()
        let path = fixtures.appendingPathComponent(name).path
        let document = InterfaceBuilderDocument.load(contentsOf: path, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.description, "")
        return try XCTUnwrap(document)
    }

    /// The document's scenes, as loading `text` as `doc.storyboard` reports them.
    static func load(_ text: String, file: String = "doc.storyboard") -> (InterfaceBuilderDocument?, String) {
        var diagnostics = Diagnostics()
        let document = InterfaceBuilderDocument.load(
            bytes: Array(text.utf8), file: file, diagnostics: &diagnostics)
        let all = [diagnostics.description] + (document?.scenes.map(\.diagnostics.description) ?? [])
        return (document, all.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// `messages` without the warnings that what varies at other size classes than the
    /// document's is not proven there (``Diagnostic/interfaceBuilderSizeClassNeverProven``).
    static func withoutUnprovenClasses(_ messages: String) -> String {
        messages.split(separator: "\n").filter {
            !$0.contains("is not proven here: layoutgen proves this scene")
        }
        .joined(separator: "\n")
    }

    /// A storyboard of one scene whose root view holds `subviews`, `constraints` and, after
    /// them, `variations`.
    static func storyboard(
        subviews: String, constraints: String = "", variations: String = "", resources: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="22155">
        <device id="retina4_7" orientation="portrait"/>
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="Snippet">
        <view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        \(subviews)
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe"/><keyboardLayoutGuide key="keyboard" id="kbd"/>
        <constraints>
        \(constraints)
        </constraints>
        \(variations)
        </view>
        </viewController>
        </objects></scene></scenes>
        <resources>\(resources)</resources>
        </document>
        """
    }

    func testEachViewControllerIsASceneNamedByItsIdentifierOrTitle() throws {
        let document = try Self.fixtureDocument("Profile.storyboard")
        XCTAssertEqual(document.scenes.map(\.name), ["Profile", "LooseEnds"])
        let profile = try XCTUnwrap(document.scenes[0].spec)
        XCTAssertEqual(profile.sizes.map(\.summary), ["retina6_1 (414x896 @2x)"])
        XCTAssertEqual(profile.sizes[0].safeArea.top, 48)
        XCTAssertEqual(
            profile.allViews.map(\.id.value),
            ["imageView", "stackView", "nameLabel", "switch", "banner", "badge"])
        XCTAssertEqual(document.scenes[0].interfaceBuilderIDs["nameLabel"], "lbl1")
        XCTAssertEqual(profile.allViews.filter(\.isArranged).map(\.id.value), ["nameLabel", "switch"])
    }

    func testConstraintsFollowInterfaceBuildersDefaults() throws {
        let spec = try XCTUnwrap(try Self.fixtureDocument("Profile.storyboard").scenes[0].spec)
        XCTAssertEqual(
            spec.constraints.map(\.text.value),
            [
                "imageView.top == view.safeAreaLayoutGuide.top + 20",
                "imageView.centerX == view.centerX",
                "stackView.top == imageView.bottom + 20",
                "stackView.leading == view.safeAreaLayoutGuide.leading + 20",
                "view.safeAreaLayoutGuide.trailing == stackView.trailing + 20",
                "banner.leading == view.leading",
                "view.trailing == banner.trailing",
                "banner.bottom == view.safeAreaLayoutGuide.bottom",
                "banner.width == banner.height * \(formatNumber(414.0 / 238.0))",
                "banner.top >= stackView.bottom + 8 @750",
                "banner.height == 300",
            ])
        XCTAssertEqual(spec.constraints.map(\.isPlaceholder), Array(repeating: false, count: 10) + [true])
        XCTAssertEqual(spec.constraints[6].location, SourceLocation(file: spec.file, line: 46, column: 29))
    }

    func testFixedFrameViewsKeepTheirFrame() throws {
        let spec = try XCTUnwrap(try Self.fixtureDocument("Profile.storyboard").scenes[0].spec)
        let badge = try XCTUnwrap(spec.allViews.first { $0.id.value == "badge" })
        XCTAssertEqual(badge["translatesAutoresizingMaskIntoConstraints"]?.value, .bool(true))
        XCTAssertEqual(badge["frame"]?.value, .frame(CGRect(x: 10, y: 60, width: 30, height: 20)))
        let banner = try XCTUnwrap(spec.allViews.first { $0.id.value == "banner" })
        XCTAssertNil(banner["frame"])
        XCTAssertEqual(banner["color"]?.value, .string("#FF8000"))
    }

    func testAStackViewWhoseMarginsTheDocumentWritesArrangesItsViewsInsideThem() throws {
        // Interface Builder writes no attribute for the arrangement relative to the margins:
        // a stack view's margins are written where it arranges relative to them, and Xcode
        // records its arranged views inside them (esri DistanceMeasurementAnalysis).
        let stack = Self.subview(
            "stackView", id: "stack", attributes: #"axis="vertical" "#,
            content: [
                "<subviews>", Self.subview("view", id: "box"), "</subviews>",
                #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>"#,
            ])
        let constraints = [
            #"<constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>"#,
            #"<constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>"#,
            #"<constraint firstItem="stack" firstAttribute="width" constant="200" id="c3"/>"#,
            #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>"#,
        ].joined(separator: "\n")
        let (document, messages) = Self.load(Self.storyboard(subviews: stack, constraints: constraints))
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        let stackView = try XCTUnwrap(spec.allViews.first { $0.id.value == "stackView" })
        XCTAssertEqual(stackView["isLayoutMarginsRelativeArrangement"]?.value, .bool(true))
        var diagnostics = Diagnostics()
        let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
        XCTAssertTrue(proof.holds, "\(diagnostics)")
        let frames = Dictionary(uniqueKeysWithValues: proof.layouts[0].views.map { ($0.id, $0.frame) })
        XCTAssertEqual(frames["stackView"], CGRect(x: 0, y: 20, width: 200, height: 56))
        XCTAssertEqual(frames["view2"], CGRect(x: 8, y: 8, width: 184, height: 40))
    }

    func testAmbiguityIsReportedAtTheViewsStartTag() throws {
        let scene = try Self.fixtureDocument("Profile.storyboard").scenes[1]
        var diagnostics = Diagnostics()
        let proof = GeneratorPipeline().check(try XCTUnwrap(scene.spec), diagnostics: &diagnostics)
        XCTAssertEqual(proof?.holds, false)
        let first = try XCTUnwrap(diagnostics.errors.first)
        XCTAssertEqual(first.location?.line, 62)
        XCTAssertEqual(first.location?.column, 29)
        XCTAssertTrue(first.message.hasPrefix("The vertical position of 'label' is ambiguous"), first.message)
    }

    /// Importing writes YAML that proves the same: the same verdict and the same frames.
    func testImportedYAMLGivesTheSameVerdictsAndFramesAsTheDocument() throws {
        for name in ["Profile.storyboard", "Card.xib"] {
            let document = try Self.fixtureDocument(name)
            for scene in document.scenes {
                let spec = try XCTUnwrap(scene.spec)
                let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
                var direct = Diagnostics()
                let fromDocument = GeneratorPipeline().check(spec, diagnostics: &direct)
                var viaYAML = Diagnostics()
                let fromYAML = GeneratorPipeline().check(
                    .text(yaml, file: "imported.yaml"), diagnostics: &viaYAML)
                let documentProof = try XCTUnwrap(fromDocument, "\(name) \(scene.name)")
                let yamlProof = try XCTUnwrap(fromYAML, "\(name) \(scene.name): \(viaYAML)\n\(yaml)")
                XCTAssertEqual(documentProof.holds, yamlProof.holds, "\(name) \(scene.name)")
                XCTAssertEqual(
                    direct.errors.map(\.message), viaYAML.errors.map(\.message), "\(name) \(scene.name)")
                let frames = { (proof: Proof) in proof.layouts[0].views.map { "\($0.id) \($0.frame)" } }
                XCTAssertEqual(frames(documentProof), frames(yamlProof), "\(name) \(scene.name)")
            }
        }
    }

    func testXibTopLevelViewsAreScenesAtTheirOwnSize() throws {
        let document = try Self.fixtureDocument("Card.xib")
        XCTAssertEqual(document.scenes.map(\.name), ["CardView"])
        let spec = try XCTUnwrap(document.scenes[0].spec)
        XCTAssertEqual(spec.sizes.map(\.summary), ["canvas (320x120)"])
        var diagnostics = Diagnostics()
        XCTAssertEqual(
            GeneratorPipeline().check(spec, diagnostics: &diagnostics)?.holds, true, "\(diagnostics)")
    }

    func testMultipliersAreRatiosOrDecimals() {
        XCTAssertEqual(SceneImporter.multiplier("16:9"), 16.0 / 9.0)
        XCTAssertEqual(SceneImporter.multiplier("2/3"), 2.0 / 3.0)
        XCTAssertEqual(SceneImporter.multiplier("0.5"), 0.5)
        XCTAssertNil(SceneImporter.multiplier("1:0"))
    }

    /// A subview element `tag` named `id`, placed by constraints and framed 10 × 10 in the
    /// document, with `attributes` before its own and the `content` lines after its frame.
    static func subview(_ tag: String, id: String, attributes: String = "", content: [String] = []) -> String
    {
        let start = "<\(tag) \(attributes)translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">"
        let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#
        return ([start, frame] + content + ["</\(tag)>"]).joined(separator: "\n")
    }

    /// Asserts that the one-scene storyboard of `subviews` and `constraints` reports exactly
    /// `expected`, and (where `imports` is given) whether its scene imports as a spec.
    func assertStoryboard(
        subviews: String, constraints: String = "", variations: String = "", imports: Bool? = nil,
        reports expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (document, messages) = Self.load(
            Self.storyboard(subviews: subviews, constraints: constraints, variations: variations))
        if let imports {
            XCTAssertEqual(document?.scenes[0].spec != nil, imports, messages, file: file, line: line)
        }
        XCTAssertEqual(messages, expected, file: file, line: line)
    }

    // MARK: Diagnostics

    func testTextThatIsNotXMLIsRefused() {
        // Catalogue: interfaceBuilderNotXML
        let (document, messages) = Self.load("<document><scenes></document>")
        XCTAssertNil(document)
        XCTAssertTrue(messages.hasPrefix("doc.storyboard:1:"), messages)
        XCTAssertTrue(messages.contains("error: The document is not well-formed XML: "), messages)
        XCTAssertTrue(messages.hasSuffix("Open it in Xcode and save it again."), messages)
    }

    func testADocumentWithoutViewsIsRefused() {
        // Catalogue: interfaceBuilderNoScene
        let (document, messages) = Self.load("<document>\n  <objects/>\n</document>", file: "empty.xib")
        XCTAssertNil(document)
        XCTAssertEqual(
            messages,
            "empty.xib:1:1: error: The document has no scene: no view controller with a view, and no top-level "
                + "view. layoutgen imports the views of storyboards and xibs.")
    }

    /// A variation of anything but what is installed, a constant or a font; a view installed
    /// where no one `when:` says (in three combinations of classes) or nowhere; and two variations as
    /// specific as each other that disagree in one combination (compact × compact), whether
    /// they install, give a constant or a font: each refused at its element.
    func testSizeClassVariationsLayoutgenDoesNotImportAreRefusedWhereTheyAre() {
        // Catalogue: interfaceBuilderNotSupported
        let mask = { (key: String, kind: String, verb: String, id: String) in
            #"<variation key="\#(key)"><mask key="\#(kind)"><\#(verb) reference="\#(id)"/></mask></variation>"#
        }
        let constant = { (key: String, value: Int) in #"<variation key="\#(key)" constant="\#(value)"/>"# }
        let font = { (key: String, size: Int) in
            #"<variation key="\#(key)"><fontDescription key="fontDescription" type="system" pointSize="\#(size)"/></variation>"#
        }
        let view = Self.subview("view", id: "a")
        let width = { (variations: String) in
            #"<constraint firstItem="a" firstAttribute="width" constant="100" id="w">\#(variations)</constraint>"#
        }
        let conflict =
            "error: not supported: size-class variations that disagree at compact width and compact height "
            + "(<variation key=\"widthClass=compact\"> and <variation key=\"heightClass=compact\">). Interface "
            + "Builder takes the variation whose key names the most of a size's classes, and these name as many; "
            + "vary the element for both classes, or import a copy of the document without one of them."
        let rows: [(subviews: String, constraints: String, variations: String, report: String)] = [
            (
                Self.subview(
                    "view", id: "a",
                    content: [
                        #"<variation key="heightClass=compact"><color key="backgroundColor"/></variation>"#
                    ]),
                "", "",
                "doc.storyboard:11:1: error: not supported: a size-class variation (<variation key=\"heightClass=compact\">). "
                    + "layoutgen imports the variations that install constraints and views, and those of a constraint's "
                    + "constant and of a font; remove this one, or import a copy of the document without it."
            ),
            (
                view, "",
                [
                    mask("default", "subviews", "exclude", "a"),
                    mask("widthClass=compact", "subviews", "include", "a"),
                    mask("heightClass=compact", "subviews", "include", "a"),
                ].joined(separator: "\n"),
                "doc.storyboard:9:1: error: not supported: a view installed in size classes that no one 'when:' names "
                    + "(<view id=\"a\">). A view's 'when:' names one class, or one of each axis; install it in those, "
                    + "or import a copy of the document without the variation."
            ),
            (
                view, "", mask("default", "subviews", "exclude", "a"),
                "doc.storyboard:9:1: error: not supported: a view installed in no size class (<view id=\"a\">). "
                    + "'default' uninstalls it and no variation installs it again, so UIKit never adds it; delete it, "
                    + "or install it for the classes that show it."
            ),
            (
                view, width(""),
                mask("widthClass=compact", "constraints", "exclude", "w")
                    + mask("heightClass=compact", "constraints", "include", "w"),
                "doc.storyboard:15:1: " + conflict
            ),
            (
                view, width(constant("widthClass=compact", 1) + constant("heightClass=compact", 2)), "",
                "doc.storyboard:15:1: " + conflict
            ),
            (
                Self.subview(
                    "label", id: "a", attributes: #"text="Hi" "#,
                    content: [font("widthClass=compact", 20), font("heightClass=compact", 30)]),
                "", "", "doc.storyboard:9:1: " + conflict
            ),
        ]
        for row in rows {
            assertStoryboard(
                subviews: row.subviews, constraints: row.constraints, variations: row.variations,
                imports: false,
                reports: row.report)
        }
    }

    /// Interface Builder's "Installed" per class for views and constraints: a view `default`
    /// uninstalls and the regular width installs, a view the compact height uninstalls
    /// (installed in the regular height), and a width the compact width uninstalls: each a
    /// `when:` of its own, which `import` writes; and a constraint installed for compact heights
    /// and for regular × regular, in the conditions that part those three combinations.
    func testInstalledViewsAndConstraintsPerClassBecomeWhenConditions() throws {
        let (document, messages) = Self.load(
            Self.storyboard(
                subviews: [Self.subview("view", id: "a"), Self.subview("view", id: "b")].joined(
                    separator: "\n"),
                constraints: """
                    <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="b" firstAttribute="height" constant="50" id="h"/>
                    <constraint firstItem="b" firstAttribute="width" constant="100" id="w"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="at"/>
                    <constraint firstItem="b" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" relation="lessThanOrEqual" id="bb"/>
                    """,
                variations: """
                    <variation key="default"><mask key="subviews"><exclude reference="a"/></mask></variation>
                    <variation key="widthClass=regular"><mask key="subviews"><include reference="a"/></mask></variation>
                    <variation key="heightClass=compact"><mask key="subviews"><exclude reference="b"/></mask></variation>
                    <variation key="widthClass=compact"><mask key="constraints"><exclude reference="w"/></mask></variation>
                    <variation key="default"><mask key="constraints"><exclude reference="bb"/></mask></variation>
                    <variation key="heightClass=compact"><mask key="constraints"><include reference="bb"/></mask></variation>
                    <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="bb"/></mask></variation>
                    """))
        XCTAssertEqual(Self.withoutUnprovenClasses(messages), "")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        XCTAssertEqual(
            spec.views.map { "\($0.id.value): \($0.condition?.value.description ?? "always")" },
            ["view2: horizontalSizeClass: regular", "view3: verticalSizeClass: regular"])
        XCTAssertEqual(
            spec.constraints.filter { $0.condition != nil }.map {
                "\($0.text.value) when \($0.condition!.value.description)"
            },
            [
                "view3.width == 100 when horizontalSizeClass: regular",
                "view3.bottom <= view.safeAreaLayoutGuide.bottom when horizontalSizeClass: regular",
                "view3.bottom <= view.safeAreaLayoutGuide.bottom when horizontalSizeClass: compact, verticalSizeClass: compact",
            ])
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        XCTAssertTrue(
            yaml.contains(
                "  view2:\n    when: {horizontalSizeClass: regular}\n  view3:\n    when: {verticalSizeClass: regular}\n"
            ),
            yaml)
    }

    /// `default` uninstalls two widths and each width class installs one: a `when:` entry each;
    /// a constraint no class installs is a placeholder, never active.
    func testVariationsThatInstallConstraintsBecomeWhenEntries() throws {
        let text = Self.storyboard(
            subviews: Self.subview("view", id: "a"),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="h"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="a" firstAttribute="width" constant="300" id="w2"/>
                <constraint firstItem="a" firstAttribute="width" constant="200" id="w3"/>
                """,
            variations: """
                <variation key="default"><mask key="constraints">
                <exclude reference="w1"/><exclude reference="w2"/><exclude reference="w3"/>
                </mask></variation>
                <variation key="widthClass=compact"><mask key="constraints"><include reference="w1"/></mask></variation>
                <variation key="heightClass=regular-widthClass=regular"><mask key="constraints">
                <include reference="w2"/>
                </mask></variation>
                """)
        let (document, messages) = Self.load(text)
        // Catalogue: interfaceBuilderSizeClassNeverProven
        XCTAssertEqual(
            messages,
            "doc.storyboard:19:1: warning: What varies at 'horizontalSizeClass: regular, verticalSizeClass: regular' "
                + "is not proven here: layoutgen proves this scene at its document's size, 'retina4_7' (375x667 @2x, "
                + "compact width, regular height). Import the document (layoutgen import) and add a size of those "
                + "classes to its spec, such as '{device: iPadAir5}'.")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        XCTAssertTrue(
            yaml.hasSuffix(
                """
                constraints:
                  - "view2.top == view.safeAreaLayoutGuide.top"
                  - "view2.leading == view.safeAreaLayoutGuide.leading"
                  - "view2.height == 50"
                  - {constraint: "view2.width == 200", placeholder: true}
                  - when: {horizontalSizeClass: compact}
                    constraints:
                      - "view2.width == 100"
                  - when: {horizontalSizeClass: regular, verticalSizeClass: regular}
                    constraints:
                      - "view2.width == 300"

                """), yaml)
        // The imported spec holds at its one size, an iPhone 8's canvas, compact × regular, which
        // leaves the regular classes unproven.
        var diagnostics = Diagnostics()
        XCTAssertNotNil(
            GeneratorPipeline().check(.text(yaml, file: "imported.yaml"), diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.description,
            "imported.yaml:15:11: warning: No size of the spec has the size classes 'when: {horizontalSizeClass: "
                + "regular, verticalSizeClass: regular}' names, so what varies there is never proven, though the "
                + "generated code applies it on such a device. Add a size of those classes, such as '{device: "
                + "iPadAir5}'.")
    }

    func testAConstraintToAMissingViewIsReported() {
        // Catalogue: interfaceBuilderUnknownItem
        assertStoryboard(
            subviews: "",
            constraints:
                #"<constraint firstItem="gone" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c"/>"#,
            imports: false,
            reports:
                "doc.storyboard:13:1: error: The constraint's firstItem 'gone' is no view or layout guide of this scene. "
                + "Open the document in Xcode and delete the constraint, or add the view back.")
    }

    func testAnUnknownRelationIsReported() {
        // Catalogue: interfaceBuilderBadValue
        assertStoryboard(
            subviews: "",
            constraints:
                #"<constraint firstItem="root" firstAttribute="width" relation="about" constant="3" id="c"/>"#,
            reports:
                "doc.storyboard:13:1: error: The attribute 'relation' is 'about', not 'lessThanOrEqual' or "
                + "'greaterThanOrEqual'. Open the document in Xcode and set it again.")
    }

    func testAnImageWithoutASizeIsImportedWithoutOne() {
        // Catalogue: interfaceBuilderImageWithoutSize
        assertStoryboard(
            subviews: Self.subview("imageView", id: "i", attributes: #"image="logo" "#),
            imports: true,
            reports:
                "doc.storyboard:9:1: warning: The image 'logo' has no size in the document's <resources>, so the image "
                + "view is imported without an intrinsic size. Give it a width and a height constraint to hold "
                + "without one.")
    }

    func testASystemSymbolIsImportedWithoutASize() {
        // Catalogue: interfaceBuilderSymbolImage
        // The resources list a symbol at 128 points, not the size it draws at.
        let symbol = Self.subview(
            "imageView", id: "i",
            content: [#"<imageReference key="image" image="globe" catalog="system" symbolScale="medium"/>"#])
        let (document, messages) = Self.load(
            Self.storyboard(
                subviews: symbol,
                resources: #"<image name="globe" catalog="system" width="128" height="123"/>"#))
        XCTAssertEqual(
            messages.split(separator: "\n").first { $0.contains("warning") },
            "doc.storyboard:11:1: warning: The system symbol 'globe' draws at the size its symbol configuration "
                + "gives, which layoutgen does not know, so the image view is imported without an intrinsic size. "
                + "Give it a width and a height constraint to hold without one.")
        XCTAssertNil(document?.scenes[0].spec?.allViews.first?["image"])
    }

    func testTheRootViewsOwnMarginsAndDirectionAreRefused() {
        // Catalogue: interfaceBuilderRootMarginsFromSafeArea
        // A spec's root view stands for a view controller's: UIKit's margins, measured from its
        // safe area, and its size's direction.
        let text = Self.storyboard(
            subviews: Self.subview("view", id: "a"),
            variations: #"<edgeInsets key="layoutMargins" top="0" left="20" bottom="0" right="20"/>"#
        ).replacingOccurrences(
            of: #"<view key="view" id="root">"#,
            with: #"<view key="view" insetsLayoutMarginsFromSafeArea="NO" "#
                + #"semanticContentAttribute="forceRightToLeft" id="root">"#)
        XCTAssertEqual(
            Self.load(text).1,
            """
            doc.storyboard:6:1: warning: The root view's 'insetsLayoutMarginsFromSafeArea' is NO here, and \
            layoutgen measures a root view's margins from its safe area: where constraints use the root's \
            margins and the safe area is inset, the layout proven is not UIKit's. Move the content into a \
            subview that sets it.
            doc.storyboard:6:1: error: not supported: 'semanticContentAttribute' forceRightToLeft on the root \
            view. A spec's root view reads in its size's direction; give the sizes 'layoutDirection', or move the \
            content into a subview that sets it.
            doc.storyboard:17:1: error: not supported: 'layoutMargins' on the root view. A spec's root view has \
            UIKit's margins; move the content into a subview that sets it.
            """)
    }

    func testAPlaceholderIntrinsicSizeIsTheViewsWhereItGivesBothAxes() throws {
        // Catalogue: interfaceBuilderPlaceholderIntrinsicSize
        let custom = { (id: String, width: String, height: String) in
            Self.subview(
                "view", id: id,
                attributes: #"placeholderIntrinsicWidth="\#(width)" placeholderIntrinsicHeight="\#(height)" "#
            )
        }
        let (document, messages) = Self.load(
            Self.storyboard(
                subviews: custom("a", "288", "150") + "\n" + custom("b", "infinite", "50"),
                constraints: [
                    #"<constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>"#,
                    #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>"#,
                ].joined(separator: "\n")))
        XCTAssertEqual(
            messages,
            """
            doc.storyboard:9:1: warning: This view is proven with Interface Builder's placeholder intrinsic size, \
            288 wide and 150 high, as its 'intrinsicSize'. At run time its class gives its intrinsic size, which \
            layoutgen cannot see; give the view size constraints to prove its layout whatever the class gives.
            doc.storyboard:12:1: warning: This view has Interface Builder's placeholder intrinsic size, none wide \
            and 50 high, which is not imported: a spec's 'intrinsicSize' gives both axes, so the view has none. \
            At run time its class gives its intrinsic size, which layoutgen cannot see; give the view size \
            constraints to prove its layout whatever the class gives.
            """)
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        XCTAssertEqual(
            spec.allViews.map { $0["intrinsicSize"]?.value },
            [.dimensions(Dimensions(width: 288, height: 150)), nil])
    }

    func testTheKeyboardGuideIsTheViewsKeyboardLayoutGuide() throws {
        // Interface Builder writes iOS 15's keyboard layout guide as an element of its own; with
        // the keyboard hidden it rests on the safe area's bottom, 667 on a 375x667 phone.
        let (document, messages) = Self.load(
            Self.storyboard(
                subviews: Self.subview(
                    "view", id: "bar",
                    content: [
                        #"<constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>"#
                    ]),
                constraints: [
                    #"<constraint firstItem="bar" firstAttribute="bottom" secondItem="kbd" secondAttribute="top" id="b"/>"#,
                    #"<constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>"#,
                    #"<constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t"/>"#,
                ].joined(separator: "\n")))
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes[0].spec)
        XCTAssertEqual(spec.constraints.first?.text.value, "view2.bottom == view.keyboardLayoutGuide.top")
        var diagnostics = Diagnostics()
        let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
        XCTAssertTrue(proof.holds, "\(diagnostics)")
        let bar = proof.layouts[0].views.first { $0.id == "view2" }
        XCTAssertEqual(bar?.frame, CGRect(x: 0, y: 623, width: 375, height: 44))
    }

    /// A picker view ends in "View" like a cell's supplementary views, but its refusal is for
    /// its unknown intrinsic size, not for being laid out by a table.
    func testAViewWhoseIntrinsicSizeIsUnknownIsRefusedForThat() {
        assertStoryboard(
            subviews: Self.subview("pickerView", id: "p"), imports: false,
            reports:
                "doc.storyboard:9:1: error: not supported: a picker view (<pickerView>). layoutgen does not know "
                + "its intrinsic size; stand a view with width and height constraints in for it.")
    }

    /// A navigation bar pinned under the safe area's top and a toolbar on its bottom, each
    /// across the root, the toolbar with a custom view among its items.
    static let bars = [
        subview(
            "navigationBar", id: "nav", content: [#"<items><navigationItem title="Mail" id="ni"/></items>"#]),
        subview(
            "toolbar", id: "bar",
            content: [
                #"<items><barButtonItem style="plain" id="item"><view key="customView" id="custom">"#,
                #"<rect key="frame" x="0" y="0" width="80" height="30"/>"#,
                #"<subviews><slider translatesAutoresizingMaskIntoConstraints="NO" id="sl">"#,
                #"<rect key="frame" x="0" y="0" width="80" height="30"/></slider></subviews>"#,
                #"<constraints><constraint firstItem="sl" firstAttribute="width" constant="80" id="sw"/>"#,
                "</constraints></view></barButtonItem></items>",
            ]),
    ].joined(separator: "\n")

    static let barConstraints = [
        ("nav", "top", "safe", "top"), ("nav", "leading", "root", "leading"),
        ("nav", "trailing", "root", "trailing"),
        ("bar", "bottom", "safe", "bottom"), ("bar", "leading", "root", "leading"),
        ("bar", "trailing", "root", "trailing"),
    ].map { first, attribute, second, secondAttribute in
        #"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)" secondItem="\#(second)" "#
            + #"secondAttribute="\#(secondAttribute)" id="\#(first)\#(attribute)"/>"#
    }.joined(separator: "\n")

    func testBarsTakeTheHeightsXcodeRecordsAndLeaveTheirItemsViewsToTheBar() throws {
        // Catalogue: interfaceBuilderBarItemView
        let phones = [
            // A home-button phone: the status bar's 20 above, 44-point bars (Xcode: y 20 and 623).
            (
                "retina4_7", "375", "667", CGRect(x: 0, y: 20, width: 375, height: 44),
                CGRect(x: 0, y: 623, width: 375, height: 44)
            ),
            // A phone with a home indicator: the toolbar is 49 tall above its 34 points, as Xcode
            // records it (y 813); the navigation bar stays 44 under the 48-point top.
            (
                "retina6_1", "414", "896", CGRect(x: 0, y: 48, width: 414, height: 44),
                CGRect(x: 0, y: 813, width: 414, height: 49)
            ),
        ]
        for (device, width, height, navigationBar, toolbar) in phones {
            let text = Self.storyboard(subviews: Self.bars, constraints: Self.barConstraints)
                .replacingOccurrences(of: "retina4_7", with: device)
                .replacingOccurrences(
                    of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#)
            let (document, messages) = Self.load(text)
            XCTAssertEqual(
                messages,
                "doc.storyboard:15:47: warning: This view of the toolbar's items is not imported, nor are the views "
                    + "inside it: UIKit's bar places it, and layoutgen proves the bar's own frame only. Check it in a "
                    + "scene of its own, or in Xcode.")
            let spec = try XCTUnwrap(document?.scenes[0].spec)
            XCTAssertEqual(spec.views.map(\.type.value), [.navigationBar, .toolbar])
            var diagnostics = Diagnostics()
            let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
            XCTAssertEqual(proof.holds, true, "\(diagnostics)")
            XCTAssertEqual(proof.layouts[0].frame(of: "navigationBar"), navigationBar, device)
            XCTAssertEqual(proof.layouts[0].frame(of: "toolbar"), toolbar, device)
        }
    }

    func testAControllerInANavigationControllerHasItsSafeAreaBelowTheBarXcodeRecords() throws {
        // Interface Builder draws a navigation controller's bar over a sheet's card at y 0,
        // 56 high (rw Main.storyboard): the safe area of its root view controller starts at 56,
        // not at the status bar's 20; where the bar is hidden, at the status bar's 20.
        for (hidden, top) in [("NO", 56.0), ("YES", 20.0)] {
            let navigation = """
                </objects></scene>
                <scene sceneID="n"><objects>
                <navigationController navigationBarHidden="\(hidden)" id="nc">
                <navigationBar key="navigationBar" id="nb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/></navigationBar>
                <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="rs"/>
                </connections></navigationController>
                </objects></scene></scenes>
                """
            let pin =
                [("top", "safe", "top"), ("leading", "root", "leading"), ("trailing", "root", "trailing")]
                .map { attribute, second, secondAttribute in
                    #"<constraint firstItem="box" firstAttribute="\#(attribute)" secondItem="\#(second)" "#
                        + #"secondAttribute="\#(secondAttribute)" id="\#(attribute)"/>"#
                } + [#"<constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>"#]
            let text = Self.storyboard(
                subviews: Self.subview("view", id: "box"), constraints: pin.joined(separator: "\n")
            )
            .replacingOccurrences(of: "</objects></scene></scenes>", with: navigation)
            let (document, messages) = Self.load(text)
            XCTAssertEqual(messages, "")
            let spec = try XCTUnwrap(document?.scenes.first { $0.name == "Snippet" }?.spec)
            XCTAssertEqual(spec.sizes[0].safeArea.top, top, hidden)
            var diagnostics = Diagnostics()
            let proof = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &diagnostics))
            XCTAssertEqual(
                proof.layouts[0].frame(of: "view2"), CGRect(x: 0, y: top, width: 375, height: 10),
                "\(hidden) \(diagnostics)")
        }
    }

    func testATablesCellsHeaderAndFooterAreScenesOfTheirOwn() throws {
        // Catalogue: interfaceBuilderCellWithoutContentView
        let table = Self.subview(
            "tableView", id: "t", attributes: #"dataMode="static" "#,
            content: [
                #"<view key="tableHeaderView" contentMode="scaleToFill" id="header">"#,
                #"<rect key="frame" x="0" y="0" width="375" height="60"/>"#,
                #"<subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="hi">"#,
                #"<rect key="frame" x="16" y="20" width="20" height="20"/></label></subviews>"#,
                #"<constraints><constraint firstItem="hi" firstAttribute="leading" secondItem="header" "#
                    + #"secondAttribute="leading" constant="16" id="h1"/>"#,
                #"<constraint firstItem="hi" firstAttribute="centerY" secondItem="header" "#
                    + #"secondAttribute="centerY" id="h2"/></constraints></view>"#,
                #"<prototypes><tableViewCell reuseIdentifier="Row" id="cell">"#,
                #"<rect key="frame" x="0" y="0" width="375" height="44"/></tableViewCell></prototypes>"#,
                #"<sections><tableViewSection id="sec"><cells><tableViewCell rowHeight="50" id="static">"#,
                #"<rect key="frame" x="0" y="0" width="375" height="44"/>"#,
                #"<tableViewCellContentView key="contentView" id="sc"><rect key="frame" x="0" y="0" "#
                    + #"width="375" height="44"/><variation key="widthClass=regular" hidden="YES"/>"#
                    + "</tableViewCellContentView></tableViewCell></cells>",
                "</tableViewSection></sections>",
            ])
        let constraints = ["top", "bottom", "leading", "trailing"].map {
            #"<constraint firstItem="t" firstAttribute="\#($0)" secondItem="root" secondAttribute="\#($0)" "#
                + #"id="\#($0)"/>"#
        }
        let (document, messages) = Self.load(
            Self.storyboard(subviews: table, constraints: constraints.joined(separator: "\n")))
        let scenes = try XCTUnwrap(document).scenes
        XCTAssertEqual(scenes.map(\.name), ["Snippet", "header", "Row", "static"])
        // A cell is its content view's scene (InterfaceBuilderCellTests); one without it is refused,
        // and what a cell refuses (a variation of its content view) is refused in its scene alone.
        XCTAssertEqual(scenes.map { $0.spec != nil }, [true, true, false, false])
        XCTAssertEqual(
            messages,
            "doc.storyboard:17:13: error: The cell has no content view (a child with key=\"contentView\" and a "
                + "frame), which is where its views go. Open the document in Xcode and save it again.\n"
                + "doc.storyboard:21:108: error: not supported: a size-class variation (<variation key=\"widthClass=regular\">). "
                + "layoutgen imports the variations that install constraints and views, and those of a constraint's "
                + "constant and of a font; remove this one, or import a copy of the document without it.")
        // The table's scene holds without its cells; the header holds at the frame the table gives it.
        let table375 = try XCTUnwrap(scenes[0].spec)
        XCTAssertEqual(table375.views.map(\.id.value), ["tableView"])
        XCTAssertEqual(table375.views[0].subviews.map(\.id.value), [])
        let header = try XCTUnwrap(scenes[1].spec)
        XCTAssertEqual(header.sizes.map(\.summary), ["canvas (375x60)"])
        XCTAssertEqual(header.views.map(\.id.value), ["label"])
        for spec in [table375, header] {
            var diagnostics = Diagnostics()
            XCTAssertEqual(
                GeneratorPipeline().check(spec, diagnostics: &diagnostics)?.holds, true, "\(diagnostics)")
        }
    }

}
