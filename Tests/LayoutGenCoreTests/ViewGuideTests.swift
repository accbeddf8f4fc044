import XCTest

/// UIKit's guides that layoutgen does not lay out are named as such, not corrected to a guide
/// the view has.
final class UnsupportedGuideTests: XCTestCase {
    func testKeyboardLayoutGuideIsReportedAsNotSupportedYet() {
        // Catalogue: unsupportedLayoutGuide
        assertResolveDiagnostics(
            portraitScene + """
                views: {box: {}}
                constraints:
                  - box.bottom == view.keyboardLayoutGuide.top
                """,
            """
            spec.yaml:5:24: error: layoutgen does not support 'keyboardLayoutGuide' yet: a spec has no \
            keyboard. Pin to 'safeAreaLayoutGuide' for now.
            """)
    }

    func testEveryGuideUIKitGivesAnyViewResolves() {
        for guide in ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"] {
            let run = resolveCoreSnippet(
                portraitScene + "views: {box: {}}\nconstraints:\n  - box.leading == view.\(guide).leading\n")
            XCTAssertEqual(run.printed, "", guide)
        }
    }
}
