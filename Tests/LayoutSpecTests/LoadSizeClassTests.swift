import LayoutRuntime
import LayoutSpec
import XCTest

/// Each size's horizontal and vertical size classes: a device's per orientation, layoutgen's
/// rule for a size without one, and `sizeClass:` over either.
final class LoadSizeClassTests: XCTestCase {
    private func classes(_ yaml: String) -> [String]? {
        loadSnippet("scene: Scene\nsizes:\n" + yaml).spec?.sizes.map {
            "\($0.name): \($0.sizeClasses.description)"
        }
    }

    func testADeviceGivesItsClassesInEachOrientation() {
        XCTAssertEqual(
            classes(
                """
                  phones: {devices: [iPhone15, iPhone15Plus, iPhone8Plus], orientation: [portrait, landscape]}
                  pad: {device: iPadmini6, orientation: landscape}

                """),
            [
                "phones.iPhone15: compact × regular", "phones.iPhone15.landscape: compact × compact",
                "phones.iPhone15Plus: compact × regular", "phones.iPhone15Plus.landscape: regular × compact",
                // 736 wide in landscape, narrower than the compact iPhone 15's 852: the class is
                // the model's.
                "phones.iPhone8Plus: compact × regular", "phones.iPhone8Plus.landscape: regular × compact",
                "pad: regular × regular",
            ])
    }

    /// Without a device: vertically compact below 500 points high; horizontally regular from
    /// 678 wide when vertically regular. A range takes its smallest size's.
    func testASizeWithoutADeviceTakesLayoutgensRule() {
        XCTAssertEqual(
            classes(
                """
                  phone: 390x844
                  phoneLandscape: 932x430
                  lowest: 1024x499
                  split: 677x1024
                  half: 678x1024
                  ipad: 1024x1366
                  widths: 320...1024x844

                """),
            [
                "phone: compact × regular", "phoneLandscape: compact × compact", "lowest: compact × compact",
                "split: compact × regular", "half: regular × regular", "ipad: regular × regular",
                "widths: compact × regular",
            ])
    }

    func testSizeClassOverridesEitherClassOfASizeOrADevice() {
        XCTAssertEqual(
            classes(
                """
                  big: {size: 1024x1366, sizeClass: {horizontal: regular, vertical: regular}}
                  slideOver: {size: 320x1024, sizeClass: {horizontal: compact}}
                  narrow: {device: iPadAir5, sizeClass: {horizontal: compact}}
                  pads: {devices: [iPad9, iPadAir5], orientation: landscape, sizeClass: {vertical: compact}}

                """),
            [
                "big: regular × regular", "slideOver: compact × regular", "narrow: compact × regular",
                "pads.iPad9.landscape: regular × compact", "pads.iPadAir5.landscape: regular × compact",
            ])
    }

    func testABadSizeClassIsALocatedError() {
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, sizeClass: {horizontal: wide}}\n",
            "spec.yaml:3:46: error: Unknown 'horizontal' value 'wide'. Use one of 'compact' or 'regular'.")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, sizeClass: {horizonal: regular}}\n",
            "spec.yaml:3:34: error: Unknown 'sizeClass' key 'horizonal'. Did you mean 'horizontal'?")
        assertSnippetDiagnostics(
            "scene: Scene\nsizes:\n  a: {size: 390x844, sizeClass: regular}\n",
            "spec.yaml:3:33: error: 'sizeClass' must be a mapping, such as '{horizontal: regular, vertical: "
                + "regular}'; found 'regular'.")
    }
}
