import XCTest

/// A negative size that only a conflict causes is a note under the conflict, not a warning
/// before it.
final class NegativeSizeFollowOnTests: XCTestCase {
    func testNegativeSizeFromASetAsideConstraintIsANoteUnderTheConflict() {
        // Catalogue: negativeSizeBySettingAside
        assertProveDiagnostics(
            portraitScene + """
                views: {a: {}, b: {}}
                constraints:
                  - H:|[a(500)][b(100)]|
                  - V:|[a(10)]
                  - V:|[b(10)]
                """,
            """
            spec.yaml:5:7: error: These 6 required constraints cannot all hold at 'portrait' (390x844). \
            Remove one or lower its priority.
            spec.yaml:5:7: note: 'a.leading == view.leading', from '|[a(500)]'
            spec.yaml:5:8: note: 'b.leading == a.trailing', from '[a(500)][b(100)]'
            spec.yaml:5:11: note: 'a.width == 500', from '500'
            spec.yaml:5:16: note: 'b.trailing == view.trailing', from '[b(100)]|'
            spec.yaml:5:19: note: 'b.width == 100', from '100'
            spec.yaml:2:9: note: 'view.width == 390', the root view's size 'portrait'
            spec.yaml:3:16: note: With one of these constraints set aside, 'b' gets a negative size, -110x10, \
            so UIKit draws nothing for it.
            """)
    }
}
