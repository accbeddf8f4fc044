import TestSupport
import XCTest

/// The first example of docs/SpecLanguage.md, the one a newcomer copies, holds at every size.
final class LanguageOverviewTests: XCTestCase {
    func testTheLanguageReferencesFirstExampleHolds() throws {
        let first = try XCTUnwrap(try CodeBlock.all("yaml", in: "docs/SpecLanguage.md").first)
        let run = proveCoreSnippet(first.text)
        XCTAssertEqual(run.printed, "", "docs/SpecLanguage.md:\(first.line)")
        XCTAssertEqual(run.proof?.holds, true)
    }
}
