import XCTest

/// Every guide UIKit gives any view resolves.
final class ViewGuideTests: XCTestCase {
    func testEveryGuideUIKitGivesAnyViewResolves() {
        for guide in [
            "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "keyboardLayoutGuide",
        ] {
            let run = resolveCoreSnippet(
                portraitScene + "views: {box: {}}\nconstraints:\n  - box.leading == view.\(guide).leading\n")
            XCTAssertEqual(run.printed, "", guide)
        }
    }
}
