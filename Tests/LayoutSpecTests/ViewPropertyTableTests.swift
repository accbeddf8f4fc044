import Foundation
import LayoutSpec
import XCTest

/// The view property table is the one description of view properties: the language reference
/// shows it, and the loader reads every property through it.
final class ViewPropertyTableTests: XCTestCase {
    func testTheLanguageReferenceListsExactlyTheTableInItsOrder() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/SpecLanguage.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let header = "| property | applies to | value |"
        let start = try XCTUnwrap(text.range(of: header), "docs/SpecLanguage.md has no property table")
        let rows = text[start.upperBound...].split(separator: "\n").dropFirst()
            .prefix { $0.hasPrefix("|") }
            .map(String.init)
            .filter { !$0.hasPrefix("| `type` |") && !$0.hasPrefix("| `subviews` |") }
        let expected = ViewProperty.all.map { property in
            let types =
                property.types == ViewType.allCases
                ? "all" : property.types.map(\.rawValue).joined(separator: ", ")
            return "| `\(property.name)` | \(types) | \(property.summary) |"
        }
        XCTAssertEqual(rows, expected)
    }

    func testPropertyNamesAreUniqueAndNotStructuralKeys() {
        let names = ViewProperty.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertFalse(names.contains("type"))
        XCTAssertFalse(names.contains("subviews"))
    }

    func testIsHiddenAndAlphaLoadOnEveryViewType() throws {
        for type in ViewType.allCases {
            let result = loadSnippet(
                snippetHeader + "views: {box: {type: \(type.rawValue), isHidden: true, alpha: 0.25}}\n")
            XCTAssertEqual(result.diagnostics, "", type.rawValue)
            let box = try XCTUnwrap(result.spec?.views.first)
            XCTAssertEqual(box["isHidden"], Located(.bool(true), at: snippetAt(3, 33 + type.rawValue.count)))
            XCTAssertEqual(box["alpha"]?.value, .number(0.25))
        }
    }

    func testAlphaOutsideZeroToOneIsReported() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {alpha: 1.5}}\n",
            "spec.yaml:3:22: error: 'alpha' must be between 0 and 1; found '1.5'.")
    }

    func testIsHiddenMustBeABoolean() {
        assertSnippetDiagnostics(
            snippetHeader + "views: {box: {isHidden: 1}}\n",
            "spec.yaml:3:25: error: 'isHidden' must be true or false; found '1'.")
    }

    func testEachViewTypeMakesTheRuntimeClassItNames() {
        for type in ViewType.allCases {
            XCTAssertEqual(String(describing: Swift.type(of: type.makeView())), type.runtimeClassName)
        }
    }
}
