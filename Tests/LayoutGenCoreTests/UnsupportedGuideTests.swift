import XCTest

/// UIKit's guides that layoutgen does not lay out yet are named as such, not corrected to a
/// scroll view's guide that the view does not have.
final class UnsupportedGuideTests: XCTestCase {
    func testSafeAreaLayoutGuideIsReportedAsNotSupportedYet() {
        // Catalogue: unsupportedLayoutGuide
        assertResolveDiagnostics(
            portraitScene + """
                views: {box: {}}
                constraints:
                  - box.top == view.safeAreaLayoutGuide.top
                """,
            """
            spec.yaml:5:21: error: layoutgen does not support 'safeAreaLayoutGuide' yet: the layout guides \
            it has are a scroll view's 'contentLayoutGuide' and 'frameLayoutGuide'. Pin to the view's edges \
            with the inset as a constant for now.
            """)
    }

    func testEveryUnsupportedUIKitGuideGetsTheSameAnswer() {
        for guide in ["layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide"] {
            let run = resolveCoreSnippet(
                portraitScene + "views: {box: {}}\nconstraints:\n  - box.leading == view.\(guide).leading\n")
            XCTAssertTrue(run.printed.contains("layoutgen does not support '\(guide)' yet"), run.printed)
        }
    }
}
