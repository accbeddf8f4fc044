import Foundation
import XCTest

/// Every factory in the diagnostic catalogue (Sources/LayoutSpec/Diagnostics/Catalogue, and the
/// prover's in Sources/LayoutProof/Diagnostics) has a
/// snippet test: a test whose exact expected output holds a message the factory makes, marked
/// by a `// Catalogue: name, ...` line at the top of its body.
///
/// The check reads the sources, so it stays honest only with the markers: put one on the test
/// that shows a new factory's message, and move it when a test is removed.
final class DiagnosticCatalogueTests: XCTestCase {
    /// Factories no spec can reach, with why.
    static let unreachable: [String: String] = [
        "libyamlCannotStart": "libyaml fails to allocate its parser",
        "libyamlOutOfMemory": "libyaml runs out of memory while parsing",
        "noCommonAncestor": "every item of a scene built from a spec is under its root view",
        "cannotReadSpec":
            "a read error after the file opened (a failing disk); a folder is reported before reading",
    ]

    func testEveryCatalogueFactoryHasASnippetTest() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let factories = try ["Sources/LayoutSpec/Diagnostics/Catalogue", "Sources/LayoutProof/Diagnostics"]
            .flatMap { try Self.swiftFiles(under: packageRoot.appendingPathComponent($0)) }
            .flatMap(Self.factoryNames)
        XCTAssertGreaterThan(factories.count, 100, "the catalogue's files were not found")
        XCTAssertEqual(Set(factories).count, factories.count, "factory names are unique across stages")
        let marked = Set(
            try Self.swiftFiles(under: packageRoot.appendingPathComponent("Tests")).flatMap(Self.markedNames))
        let missing = factories.filter { !marked.contains($0) && Self.unreachable[$0] == nil }
        XCTAssertEqual(missing, [], "factories without a snippet test marked '// Catalogue: name'")
        let unknown = marked.subtracting(factories).sorted()
        XCTAssertEqual(unknown, [], "markers that name no factory")
        let reachedAnyway = Self.unreachable.keys.filter(marked.contains).sorted()
        XCTAssertEqual(reachedAnyway, [], "factories listed as unreachable that a test reaches")
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `name` of each `static func name(` in a catalogue file.
    static func factoryNames(in file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.contains("package static func ") else { return nil }
            let rest = line.split(separator: "static func ", maxSplits: 1)[1]
            return String(rest.prefix { $0 != "(" })
        }
    }

    /// The names on each `// Catalogue: a, b` line of a test file.
    static func markedNames(in file: URL) throws -> [String] {
        let marker = "// Catalogue: "
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").flatMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(marker) else { return [String]() }
            return trimmed.dropFirst(marker.count).split(separator: ", ").map(String.init)
        }
    }
}
