import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutInterfaceBuilder

/// Views that keep their frame in a document: their `<autoresizingMask>` is read, written by
/// `import`, and shares a change of the root's size as UIKit does.
final class InterfaceBuilderAutoresizingTests: XCTestCase {
    /// A 375 x 667 scene (retina4_7): a banner 16 points in from each side that grows with the
    /// root's width, a title inside it that grows with the banner, a badge 16 points from the
    /// bottom right corner (`fixedFrame`), a view with no mask element and one with an empty one,
    /// and a strip that grows with a panel that constraints place.
    static let document = InterfaceBuilderImportTests.storyboard(
        subviews: """
            <view contentMode="scaleToFill" id="banner" userLabel="Banner">
            <rect key="frame" x="16" y="60" width="343" height="44"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            <subviews>
            <view contentMode="scaleToFill" id="title" userLabel="Title">
            <rect key="frame" x="8" y="8" width="327" height="28"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
            </view>
            </subviews>
            </view>
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" \
            id="badge" userLabel="Badge">
            <rect key="frame" x="319" y="611" width="40" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="plain" userLabel="Plain">
            <rect key="frame" x="20" y="200" width="100" height="50"/>
            </view>
            <view contentMode="scaleToFill" id="empty" userLabel="Empty">
            <rect key="frame" x="20" y="300" width="100" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
            <rect key="frame" x="20" y="400" width="335" height="100"/>
            <subviews>
            <view contentMode="scaleToFill" id="strip" userLabel="Strip">
            <rect key="frame" x="0.0" y="0.0" width="335" height="10"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            </subviews>
            </view>
            """,
        constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="20" id="c1"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" \
            constant="20" id="c2"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" \
            id="c3"/>
            <constraint firstItem="panel" firstAttribute="height" constant="100" id="c4"/>
            """)

    static func spec() throws -> Spec {
        let (document, messages) = InterfaceBuilderImportTests.load(document)
        XCTAssertEqual(messages, "")
        return try XCTUnwrap(document?.scenes.first?.spec)
    }

    func testTheMaskIsReadAsUIKitsOptionsAndImportWritesIt() throws {
        let spec = try Self.spec()
        let masks = spec.allViews.map {
            "\($0.id.value): \($0["autoresizingMask"].map { "\($0.value)" } ?? "-")"
        }
        XCTAssertEqual(
            masks,
            [
                #"banner: strings(["flexibleWidth", "flexibleBottomMargin"])"#,
                #"title: strings(["flexibleWidth"])"#,
                #"badge: strings(["flexibleLeftMargin", "flexibleTopMargin"])"#, "plain: -", "empty: -",
                "panel: -",
                // Added to a panel that has no size yet: its flexible width would be kept against
                // zero, so only the flexible bottom margin, which does not depend on it, is kept.
                #"strip: strings(["flexibleBottomMargin"])"#,
            ])
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        // Strings are written quoted, as every string the import writes.
        XCTAssertTrue(yaml.contains(#"autoresizingMask: ["flexibleWidth", "flexibleBottomMargin"]"#), yaml)
        XCTAssertTrue(yaml.contains(#"autoresizingMask: ["flexibleLeftMargin", "flexibleTopMargin"]"#), yaml)
    }

    /// At the document's own device every frame is the one Xcode recorded; on a 440 x 956
    /// phone, 65 points wider and 289 taller, the banner and the title take the 65 in their
    /// widths, the badge in its left and top margins, and the views without a flexible portion
    /// keep their frames, as the strip does in its wider panel.
    func testFramesAreTheRecordedOnesAtTheDocumentsDeviceAndFollowTheMaskElsewhere() throws {
        let spec = try Self.spec()
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(SceneResolver().run(spec, diagnostics: &diagnostics))
        let other = SizeSpec(name: "tall", width: 440, height: 956, location: spec.sizes[0].location)
        let proof = SceneProver.prove(scene, at: [spec.sizes[0], other], diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.description, "")
        XCTAssertTrue(proof.holds)
        let frames = proof.layouts.map { layout in
            layout.views.filter { $0.id != "view" }.map { "\($0.id) \(Self.text($0.frame))" }
        }
        XCTAssertEqual(
            frames,
            [
                [
                    "banner 16 60 343 44", "title 8 8 327 28", "badge 319 611 40 40", "plain 20 200 100 50",
                    "empty 20 300 100 50", "panel 20 400 335 100", "strip 0 0 335 10",
                ],
                [
                    "banner 16 60 408 44", "title 8 8 392 28", "badge 384 900 40 40", "plain 20 200 100 50",
                    "empty 20 300 100 50", "panel 20 400 400 100", "strip 0 0 335 10",
                ],
            ])
    }

    /// A visual effect view centred by constraints, its content view recorded at 60 x 30 with a
    /// flexible width and height (as Xcode writes one), holding a 100 x 50 box on its margins
    /// (8 on every side): the content view fills the effect view, which the box sizes, 116 x 66,
    /// centred in the 375 x 667 root, as UIKit lays it out; the recorded 60 x 30 would have left
    /// the effect view's size to nothing.
    func testAVisualEffectViewsContentViewFillsItAndItsContentSizesIt() throws {
        XCTAssertEqual(
            try Self.visualEffectFrames(
                content: "",
                boxWidth: #"<constraint firstItem="box" firstAttribute="width" constant="100" id="b5"/>"#,
                placement: """
                    <constraint firstItem="effect" firstAttribute="centerX" secondItem="root" \
                    secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="effect" firstAttribute="centerY" secondItem="root" \
                    secondAttribute="centerY" id="c2"/>
                    """),
            ["visualEffectView 129.5 300.5 116 66", "view2 0 0 116 66", "view3 8 8 100 50"])
    }

    /// Xcode writes `insetsLayoutMarginsFromSafeArea="NO"` on a visual effect view's content
    /// view, which has the key `contentView` as a cell's has: the content view of an effect view
    /// under the status bar keeps margins of 8 from its own edges, not from the safe area's top
    /// 20 points down, so a box on its top margin is 8 below its top, as in UIKit.
    func testAVisualEffectViewsContentViewKeepsItsMarginsOffTheSafeArea() throws {
        XCTAssertEqual(
            try Self.visualEffectFrames(
                content: #"insetsLayoutMarginsFromSafeArea="NO" "#, boxWidth: "",
                placement: ["top", "leading", "trailing"].map {
                    #"<constraint firstItem="effect" firstAttribute="\#($0)" secondItem="root" "#
                        + #"secondAttribute="\#($0)" id="c-\#($0)"/>"#
                }.joined(separator: "\n")),
            ["visualEffectView 0 0 375 66", "view2 0 0 375 66", "view3 8 8 359 50"])
    }

    /// The frames, but the root's, of a 375 x 667 scene whose root holds a visual effect view
    /// placed by `placement`, its content view (with the attributes `content`) recorded at
    /// 60 x 30 with a flexible width and height, holding a box 50 high on its margins, and
    /// `boxWidth` constraining its width; the scene must import and hold without a word.
    private static func visualEffectFrames(content: String, boxWidth: String, placement: String) throws
        -> [String]
    {
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: """
                    <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                    <rect key="frame" x="0" y="0" width="60" height="30"/>
                    <view key="contentView" opaque="NO" \(content)id="content">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="8" y="8" width="44" height="14"/>
                    </view>
                    </subviews>
                    <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" \
                    secondAttribute="leadingMargin" id="b1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" \
                    id="b2"/>
                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b4"/>
                    \(boxWidth)
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="b6"/>
                    </constraints>
                    </view>
                    <blurEffect style="regular"/>
                    </visualEffectView>
                    """,
                constraints: placement))
        XCTAssertEqual(messages, "")
        let spec = try XCTUnwrap(document?.scenes.first?.spec)
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(SceneResolver().run(spec, diagnostics: &diagnostics))
        let proof = SceneProver.prove(scene, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.description, "")
        return proof.layouts[0].views.filter { $0.id != "view" }.map { "\($0.id) \(Self.text($0.frame))" }
    }

    private static func text(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { formatNumber($0) }.joined(separator: " ")
    }
}
