import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutInterfaceBuilder

/// Interface Builder's size-class variations of a constraint's constant and of a font,
/// resolved in each combination of classes and written as `when:` entries and `vary:` items.
final class InterfaceBuilderVariationTests: XCTestCase {
    private static let compact = UserInterfaceSizeClass.compact
    private static let regular = UserInterfaceSizeClass.regular

    /// Each set is parted into conditions that match each of its combinations once: the
    /// whole as Any × Any, a half as its class, and what is left combination by combination.
    func testASetOfCombinationsIsCoveredByDisjointConditions() {
        let cells = { (pairs: [(UserInterfaceSizeClass, UserInterfaceSizeClass)]) in
            SizeClassCells(pairs.map { SizeClassCells(SizeClasses(horizontal: $0.0, vertical: $0.1)) })
        }
        let (c, r) = (Self.compact, Self.regular)
        let cases: [(SizeClassCells, [String])] = [
            (.all, ["any"]),
            (cells([(c, c), (c, r)]), ["horizontalSizeClass: compact"]),
            (cells([(c, c), (r, c)]), ["verticalSizeClass: compact"]),
            (
                SizeClassCells.all.subtracting(cells([(r, r)])),
                ["horizontalSizeClass: compact", "horizontalSizeClass: regular, verticalSizeClass: compact"]
            ),
            (
                cells([(c, c), (r, r)]),
                [
                    "horizontalSizeClass: compact, verticalSizeClass: compact",
                    "horizontalSizeClass: regular, verticalSizeClass: regular",
                ]
            ),
            (cells([(r, c)]), ["horizontalSizeClass: regular, verticalSizeClass: compact"]),
            ([], []),
        ]
        for (set, expected) in cases {
            let cover = set.cover
            XCTAssertEqual(cover.map { $0?.description ?? "any" }, expected)
            // Disjoint, and together the set.
            let parts = cover.map { SizeClassCells(matching: $0) }
            XCTAssertEqual(parts.reduce(0) { $0 + $1.rawValue.nonzeroBitCount }, set.rawValue.nonzeroBitCount)
            XCTAssertEqual(parts.reduce(SizeClassCells()) { $0.union($1) }, set)
        }
        XCTAssertEqual(SizeClassCells(matching: SizeClassCondition(horizontal: r)), cells([(r, c), (r, r)]))
    }

    /// The most specific variations hold in each combination whatever order the document
    /// writes them in: the compact width's 20 and the compact height's 12 disagree at compact ×
    /// compact, where compact × compact's own 14 holds, written before them, between them or
    /// after them; without it, each order is refused there.
    func testTheMostSpecificVariationHoldsWhateverTheOrderOfTheDocument() throws {
        let written: [TraitValues<Int>.Variation] = [
            .init(
                key: "widthClass=compact", condition: SizeClassCondition(horizontal: Self.compact), value: 20),
            .init(
                key: "heightClass=compact", condition: SizeClassCondition(vertical: Self.compact), value: 12),
            .init(
                key: "heightClass=compact-widthClass=compact",
                condition: SizeClassCondition(horizontal: Self.compact, vertical: Self.compact), value: 14),
        ]
        for order in [[0, 1, 2], [0, 2, 1], [2, 0, 1], [1, 0, 2], [1, 2, 0], [2, 1, 0]] {
            let values = TraitValues(base: 17, variations: order.map { written[$0] })
            XCTAssertEqual(try values.resolved().get(), [14, 20, 12, 17], "\(order)")
            let withoutIt = TraitValues(base: 17, variations: order.filter { $0 != 2 }.map { written[$0] })
            guard case .failure(let conflict) = withoutIt.resolved() else {
                return XCTFail("\(order) resolves without the compact × compact variation")
            }
            XCTAssertEqual(conflict.classes, SizeClasses(horizontal: Self.compact, vertical: Self.compact))
        }
    }

    /// A document saved at a large phone in landscape is proven at regular × compact, the
    /// classes UIKit gives that phone, and its YAML says so, where an iPhone 8 in landscape is
    /// compact × compact: a leading inset of 10 that the regular width makes 40 is 40 on the
    /// iPhone 8 Plus alone, from the document and from its YAML.
    func testADocumentOfALargePhoneInLandscapeHasThatPhonesClasses() throws {
        let rows: [(device: String, size: String, traits: String, x: CGFloat)] = [
            ("retina5_5", "736x414", "scale: 3, sizeClass: {horizontal: regular, vertical: compact}", 40),
            ("retina4_7", "667x375", "scale: 2", 10),
        ]
        for row in rows {
            let dimensions = row.size.split(separator: "x")
            let text = InterfaceBuilderImportTests.storyboard(
                subviews: InterfaceBuilderImportTests.subview("view", id: "a"),
                constraints: [
                    Self.constraint("t", "top", to: "top", constant: 10),
                    Self.constraint(
                        "l", "leading", to: "leading", constant: 10, variations: [("widthClass=regular", 40)]),
                    Self.constraint("w", "width", to: nil, constant: 100),
                    Self.constraint("h", "height", to: nil, constant: 50),
                ].joined(separator: "\n")
            )
            .replacingOccurrences(
                of: #"<device id="retina4_7" orientation="portrait"/>"#,
                with: #"<device id="\#(row.device)" orientation="landscape"/>"#
            )
            .replacingOccurrences(
                of: #"width="375" height="667""#,
                with: #"width="\#(dimensions[0])" height="\#(dimensions[1])""#)
            let (document, messages) = InterfaceBuilderImportTests.load(text)
            XCTAssertEqual(InterfaceBuilderImportTests.withoutUnprovenClasses(messages), "")
            let spec = try XCTUnwrap(document?.scenes[0].spec)
            let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
            XCTAssertTrue(yaml.contains("  \(row.device): {size: \(row.size), \(row.traits)}\n"), yaml)
            var diagnostics = Diagnostics()
            for proof in [
                GeneratorPipeline().check(spec, diagnostics: &diagnostics),
                GeneratorPipeline().check(.text(yaml, file: "imported.yaml"), diagnostics: &diagnostics),
            ] {
                let frames = try XCTUnwrap(proof).layouts[0].views
                XCTAssertEqual(frames.first { $0.id == "view2" }?.frame.minX, row.x, row.device)
            }
        }
    }

    /// The sizes each scene is laid out at before the document's (an iPhone 8's canvas,
    /// compact × regular): regular × regular, regular × compact, compact × compact.
    private static let sizes = [
        "  pad: {device: iPadAir5, orientation: landscape}",
        "  max: {device: iPhone16ProMax, orientation: landscape}",
        "  phone: {device: iPhone16, orientation: landscape}",
    ]

    /// The storyboard of `subviews` and `constraints` (variations inside them) imported without a message,
    /// its spec written as YAML, and the frames of each view (`id` to frame) at the document's size
    /// and at ``sizes``, which the document and its YAML, checked, give alike.
    private func importAndLayOut(subviews: String, constraints: String) throws -> (
        spec: Spec, yaml: String, frames: [[String: CGRect]]
    ) {
        let (document, messages) = InterfaceBuilderImportTests.load(
            InterfaceBuilderImportTests.storyboard(
                subviews: subviews, constraints: constraints))
        XCTAssertEqual(InterfaceBuilderImportTests.withoutUnprovenClasses(messages), "")
        var spec = try XCTUnwrap(document?.scenes[0].spec)
        let yaml = SpecYAMLWriter.yaml(spec, comment: "test")
        let sized = yaml.replacingOccurrences(
            of: "sizes:\n", with: (["sizes:"] + Self.sizes).joined(separator: "\n") + "\n")
        var loading = Diagnostics()
        spec.sizes = try XCTUnwrap(
            SpecLoader().run(.text(sized, file: "imported.yaml"), diagnostics: &loading)
        ).sizes
        var direct = Diagnostics()
        let fromDocument = try XCTUnwrap(GeneratorPipeline().check(spec, diagnostics: &direct))
        var viaYAML = Diagnostics()
        let fromYAML = try XCTUnwrap(
            GeneratorPipeline().check(.text(sized, file: "imported.yaml"), diagnostics: &viaYAML))
        XCTAssertTrue(fromDocument.holds, "\(direct)")
        XCTAssertEqual(direct.errors.map(\.message), viaYAML.errors.map(\.message))
        let frames = { (proof: Proof) in
            proof.layouts.map { Dictionary(uniqueKeysWithValues: $0.views.map { ($0.id, $0.frame) }) }
        }
        XCTAssertEqual(frames(fromDocument), frames(fromYAML))
        XCTAssertEqual(fromDocument.layouts.map(\.sizeName), ["pad", "max", "phone", "retina4_7"])
        return (spec, yaml, frames(fromDocument))
    }

    /// A constraint attribute list `first.attribute == root.attribute` (or a constant where
    /// `second` is nil), with `variations` inside.
    private static func constraint(
        _ id: String, _ attribute: String, to second: String?, constant: Int, variations: [(String, Int)] = []
    ) -> String {
        let other = second.map { #" secondItem="root" secondAttribute="\#($0)""# } ?? ""
        let inner = variations.map { #"<variation key="\#($0.0)" constant="\#($0.1)"/>"# }.joined()
        return
            #"<constraint firstItem="a" firstAttribute="\#(attribute)"\#(other) constant="\#(constant)" id="\#(id)">"#
            + inner + "</constraint>"
    }

    /// A leading inset of 10 that the regular width makes 40, and a width of 100 that regular ×
    /// regular makes 300: each constraint once per constant, in `when:` entries whose
    /// conditions part the combinations that take it, and each size laid out with its own. A
    /// height whose variation writes its own constant again is the one constraint it was.
    func testAConstantVariationIsTheConstraintOncePerConstantAtItsClasses() throws {
        let (spec, _, frames) = try importAndLayOut(
            subviews: InterfaceBuilderImportTests.subview("view", id: "a"),
            constraints: [
                Self.constraint("t", "top", to: "top", constant: 10),
                Self.constraint(
                    "l", "leading", to: "leading", constant: 10, variations: [("widthClass=regular", 40)]),
                Self.constraint(
                    "w", "width", to: nil, constant: 100,
                    variations: [("heightClass=regular-widthClass=regular", 300)]),
                Self.constraint(
                    "h", "height", to: nil, constant: 50, variations: [("widthClass=regular", 50)]),
            ].joined(separator: "\n"))
        // Each constraint as the YAML writes it, in the order of the document, under its `when:`.
        XCTAssertEqual(
            spec.constraints.map { [$0.text.value, $0.condition?.value.description ?? "always"] },
            [
                ["view2.top == view.top + 10", "always"],
                ["view2.leading == view.leading + 10", "horizontalSizeClass: compact"],
                ["view2.leading == view.leading + 40", "horizontalSizeClass: regular"],
                ["view2.width == 100", "horizontalSizeClass: compact"],
                ["view2.width == 100", "horizontalSizeClass: regular, verticalSizeClass: compact"],
                ["view2.width == 300", "horizontalSizeClass: regular, verticalSizeClass: regular"],
                ["view2.height == 50", "always"],
            ])
        // Regular × regular: 40 in, 300 wide; regular × compact: 40 in, 100 wide; compact ×
        // compact and compact × regular (the document's canvas): 10 in, 100 wide.
        XCTAssertEqual(
            frames.map { $0["view2"] },
            [
                CGRect(x: 40, y: 10, width: 300, height: 50), CGRect(x: 40, y: 10, width: 100, height: 50),
                CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 10, y: 10, width: 100, height: 50),
            ])
    }

    /// A label of the system font of 17 points that regular × regular makes bold 30, and one
    /// whose `default` variation makes it 20 points and the compact height 12 (so that its own
    /// is never seen): the fonts other than its own are `vary:` items, a font that every
    /// combination takes (a third label's `default`, over none of its own) is its own, and each
    /// size measures the text in the font of its classes, a line of it rounded up to the pixel.
    func testAFontVariationIsAVaryItemAndEachSizeMeasuresTheTextInItsFont() throws {
        let font = { (attributes: String) in #"<fontDescription key="fontDescription" \#(attributes)/>"# }
        let variation = { (key: String, attributes: String) in
            #"<variation key="\#(key)">"# + font(attributes) + "</variation>"
        }
        let label = { (id: String, content: [String]) in
            InterfaceBuilderImportTests.subview(
                "label", id: id, attributes: #"text="Hello" "#, content: content)
        }
        let (_, yaml, frames) = try importAndLayOut(
            subviews: [
                label(
                    "a",
                    [
                        font(#"type="system" pointSize="17""#),
                        variation(
                            "heightClass=regular-widthClass=regular", #"type="boldSystem" pointSize="30""#),
                    ]),
                label(
                    "b",
                    [
                        font(#"type="system" pointSize="17""#),
                        variation("default", #"type="system" pointSize="20""#),
                        variation("heightClass=compact", #"type="system" pointSize="12""#),
                    ]),
                label("c", [variation("default", #"type="system" pointSize="20""#)]),
            ].joined(separator: "\n"),
            constraints: [
                Self.constraint("t", "top", to: "top", constant: 10),
                Self.constraint("l", "leading", to: "leading", constant: 10),
                #"<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="bt"/>"#,
                #"<constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>"#,
                #"<constraint firstItem="c" firstAttribute="top" secondItem="b" secondAttribute="bottom" id="ct"/>"#,
                #"<constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>"#,
            ].joined(separator: "\n"))
        for lines in [
            "  label:\n    type: Label\n    text: \"Hello\"\n    font: {size: 17}\n    vary:\n"
                + "      - {when: {horizontalSizeClass: regular, verticalSizeClass: regular}, font: {size: 30, weight: bold}}\n",
            "  label2:\n    type: Label\n    text: \"Hello\"\n    font: {size: 17}\n    vary:\n"
                + "      - {when: {verticalSizeClass: compact}, font: {size: 12}}\n"
                + "      - {when: {verticalSizeClass: regular}, font: {size: 20}}\n",
            "  label3:\n    type: Label\n    text: \"Hello\"\n    font: {size: 20}\nconstraints:\n",
        ] {
            XCTAssertTrue(yaml.contains(lines), "missing:\n\(lines)\nin:\n\(yaml)")
        }
        // A line's height rounded up to the pixel, in pixels: the iPad is @2x, the iPhones
        // @3x, the canvas @2x.
        let scales: [CGFloat] = [2, 3, 3, 2]
        let line = { (size: CGFloat, weight: Font.Weight, scale: CGFloat) in
            Int((Font.systemFont(ofSize: size, weight: weight).lineHeight * scale).rounded(.up))
        }
        let pixels = { (id: String) in
            zip(frames, scales).map { frame, scale in frame[id].map { Int(($0.height * scale).rounded()) } }
        }
        XCTAssertEqual(
            pixels("label"),
            [line(30, .bold, 2), line(17, .regular, 3), line(17, .regular, 3), line(17, .regular, 2)])
        XCTAssertEqual(
            pixels("label2"),
            [line(20, .regular, 2), line(12, .regular, 3), line(12, .regular, 3), line(20, .regular, 2)])
        XCTAssertEqual([line(17, .regular, 2), line(30, .bold, 2)], [41, 72])
    }
}
