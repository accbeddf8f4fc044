import LayoutRuntime
import LayoutSpec
import XCTest

/// `{when: {horizontalSizeClass: regular}, constraints: [...]}` in `constraints:`: constraints
/// active only at the sizes whose classes match.
final class LoadConstraintVariantTests: XCTestCase {
    private let header = "scene: Scene\nsizes: {portrait: 390x844}\nviews: {list: {}}\nconstraints:\n"

    func testAWhenEntryGivesEachOfItsConstraintsItsCondition() throws {
        let spec = try XCTUnwrap(
            loadSnippet(
                header + """
                      - list.top == view.top
                      - when: {horizontalSizeClass: regular, verticalSizeClass: compact}
                        constraints:
                          - list.width == 600
                          - {constraint: list.height == 300, name: tall}
                      - when: {verticalSizeClass: regular}
                        constraints: ["H:|[list]|"]

                    """
            ).spec)
        XCTAssertEqual(
            spec.constraints.map { "\($0.text.value) [\($0.condition?.value.description ?? "")]" },
            [
                "list.top == view.top []",
                "list.width == 600 [horizontalSizeClass: regular, verticalSizeClass: compact]",
                "list.height == 300 [horizontalSizeClass: regular, verticalSizeClass: compact]",
                "H:|[list]| [verticalSizeClass: regular]",
            ])
        XCTAssertEqual(spec.constraints[1].condition?.location.line, 6)
        XCTAssertEqual(spec.constraints[1].condition?.location.column, 11)
        XCTAssertEqual(spec.constraints[2].name?.value, "tall")
    }

    func testAWhenEntryNeedsItsConstraintsAndOneOrTwoClasses() {
        // Catalogue: variantWithoutConstraints, emptySizeClassCondition
        assertSnippetDiagnostics(
            header + "  - when: {horizontalSizeClass: regular}\n",
            "spec.yaml:5:5: error: A 'when:' entry needs 'constraints:', the constraints active at the sizes "
                + "whose classes match, such as '{when: {horizontalSizeClass: regular}, constraints: "
                + "[\"list.width == 600\"]}'.")
        assertSnippetDiagnostics(
            header + "  - {when: {}, constraints: [list.width == 600]}\n",
            "spec.yaml:5:12: error: 'when' names no size class. Give 'horizontalSizeClass', "
                + "'verticalSizeClass' or both, each compact or regular.")
    }

    func testABadClassOrKeyIsALocatedError() {
        assertSnippetDiagnostics(
            header + "  - {when: {horizontalSizeClass: large}, constraints: [list.width == 600]}\n",
            "spec.yaml:5:34: error: Unknown 'horizontalSizeClass' value 'large'. Use one of 'compact' or "
                + "'regular'.")
        assertSnippetDiagnostics(
            header + "  - {when: {widthClass: compact}, constraints: [list.width == 600]}\n",
            "spec.yaml:5:13: error: Unknown 'when' key 'widthClass'. Use one of 'horizontalSizeClass' or "
                + "'verticalSizeClass'.")
        assertSnippetDiagnostics(
            header + "  - {when: {verticalSizeClass: compact}, constraint: list.width == 600}\n",
            "spec.yaml:5:42: error: Unknown 'when:' entry key 'constraint'. Did you mean 'constraints'?")
    }

    func testAWhenEntryCannotHoldAnother() {
        // Catalogue: nestedVariant
        assertSnippetDiagnostics(
            header + """
                  - when: {horizontalSizeClass: regular}
                    constraints:
                      - {when: {verticalSizeClass: regular}, constraints: [list.width == 600]}

                """,
            "spec.yaml:7:9: error: A 'when:' entry cannot hold another. Write both classes in one, such as "
                + "'when: {horizontalSizeClass: regular, verticalSizeClass: regular}'.")
    }

    /// A range is proven with its smallest size's classes: where `when:` constraints vary with
    /// them, a range across 678 points wide (or 500 high) is an error, unless `sizeClass:` says
    /// which classes it has.
    func testARangeAcrossAClassBoundaryIsAnErrorWhereConstraintsVary() {
        // Catalogue: rangeSpansSizeClasses
        let variant = "  - {when: {horizontalSizeClass: regular}, constraints: [list.width == 600]}\n"
        // 'pad' has the classes 'when:' names, which the ranges alone do not prove.
        let spec = { (sizes: String) in
            "scene: Scene\nsizes:\n\(sizes)  pad: 1024x1366\nviews: {list: {}}\nconstraints:\n" + variant
        }
        assertSnippetDiagnostics(
            spec("  wide: 320...1024x1366\n  phones: 320...440x568...956\n"),
            "spec.yaml:3:3: error: The range 'wide' runs from compact × regular (320x1366) to regular × regular "
                + "(1024x1366), but a range is proven with one set of size classes, its smallest size's, and what "
                + "'when:' and 'vary:' set varies with them. Split it where the classes change (678 points wide, 500 "
                + "high), or give it 'sizeClass:'.")
        assertSnippetDiagnostics(
            spec("  wide: {size: 320...1024x1366, sizeClass: {horizontal: compact}}\n"), "")
        // Without 'when:', the classes change nothing.
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  wide: 320...1024x1366\nviews: {list: {}}\nconstraints: [list.width == 600]\n",
            "")
    }

    /// What varies at classes no size of the spec has is never laid out, so never proven.
    func testClassesThatNoSizeHasAreAWarningAtTheirFirstWhen() {
        // Catalogue: sizeClassNeverProven
        assertSnippetDiagnostics(
            """
            scene: Scene
            sizes: {portrait: 390x844}
            views: {list: {vary: [{when: {verticalSizeClass: compact}, isHidden: true}]}}
            constraints:
              - {when: {horizontalSizeClass: regular}, constraints: [list.width == 600]}
              - {when: {horizontalSizeClass: regular}, constraints: [list.height == 60]}

            """,
            // Each names devices of the classes it names (docs/Devices.md).
            "spec.yaml:3:30: warning: No size of the spec has the size classes 'when: {verticalSizeClass: "
                + "compact}' names, so what varies there is never proven, though the generated code applies it on "
                + "such a device. Add a size of those classes, such as '{device: iPhone16ProMax, orientation: "
                + "landscape}' or '{device: iPhone16, orientation: landscape}'.\n"
                + "spec.yaml:5:12: warning: No size of the spec has the size classes 'when: {horizontalSizeClass: "
                + "regular}' names, so what varies there is never proven, though the generated code applies it on "
                + "such a device. Add a size of those classes, such as '{device: iPadAir5}' or '{device: "
                + "iPhone16ProMax, orientation: landscape}'.")
    }
}
