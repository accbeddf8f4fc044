import Foundation
import TestSupport
import XCTest

/// The documents point at what is there: docs/Architecture.md names only types the sources
/// declare, and every relative link of README.md and docs/ reaches a file, and a heading there
/// when it names one.
final class DocumentationTests: XCTestCase {
    func testEveryTypeTheArchitecturePageNamesIsDeclared() throws {
        let document = "docs/Architecture.md"
        let names = try Self.typeNames(in: document)
        XCTAssertGreaterThanOrEqual(names.count, 40, "\(document) names fewer types than it did")
        let declared = try Self.declaredNames()
        for (name, line) in names where !declared.contains(name) {
            XCTFail(
                "\(document):\(line): '\(name)' is neither declared in Sources/ (struct, class, enum, "
                    + "protocol, typealias or actor) nor a target of Package.swift.")
        }
    }

    func testEveryRelativeLinkReachesAFileAndItsHeading() throws {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("docs").path)
        let documents = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        var checked = 0
        for document in documents {
            let url = Repository.root.appendingPathComponent(document)
            for (target, line) in Self.matches(of: #"\]\(([^)\s]+)\)"#, in: try Self.prose(of: url)) {
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file =
                    parts[0].isEmpty
                    ? url : url.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                guard FileManager.default.fileExists(atPath: file.path) else {
                    XCTFail("\(document):\(line): '\(target)' names no file.")
                    continue
                }
                guard parts.count == 2 else { continue }
                let anchors = try Self.headingAnchors(of: file)
                XCTAssertTrue(
                    anchors.contains(String(parts[1])),
                    "\(document):\(line): '\(target)' names no heading there.")
            }
        }
        XCTAssertGreaterThan(checked, 10, "the documents' links were not found")
    }

    /// Each UpperCamelCase name in the code spans of `document`, with its 1-based line: a span
    /// that is a name or a dotted path of names, maybe called (`SceneProver.prove(at:)`), gives
    /// each of its parts that starts with a capital and has a lowercase letter.
    private static func typeNames(in document: String) throws -> [(name: String, line: Int)] {
        let text = try prose(of: Repository.root.appendingPathComponent(document))
        var names: [(name: String, line: Int)] = []
        let dottedPath = #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#
        for (span, line) in matches(of: "`([^`]+)`", in: text) {
            let path = span.replacingOccurrences(of: #"\(.*\)$"#, with: "", options: .regularExpression)
            guard path.range(of: dottedPath, options: .regularExpression) != nil else { continue }
            for part in path.split(separator: ".").map(String.init)
            where part.range(of: "^[A-Z][A-Za-z0-9]*$", options: .regularExpression) != nil
                && part.contains(where: \.isLowercase)
            {
                names.append((part, line))
            }
        }
        return names
    }

    /// Every name Sources/ declares as a type, and every name Package.swift gives a target or
    /// product.
    private static func declaredNames() throws -> Set<String> {
        var names: Set<String> = []
        let sources = Repository.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let declarations = #"\b(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
            names.formUnion(matches(of: declarations, in: text).map(\.text))
        }
        XCTAssertGreaterThan(names.count, 100, "the sources' declarations were not found")
        let package = try String(
            contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        names.formUnion(matches(of: #"name: "([^"]+)""#, in: package).map(\.text))
        return names
    }

    /// The anchors GitHub gives the headings of the Markdown file at `url`: lowercased, with
    /// what is not a letter, digit, space, hyphen or underscore left out, spaces as hyphens.
    private static func headingAnchors(of url: URL) throws -> Set<String> {
        let headings = matches(of: "(?m)^#+ (.+)$", in: try prose(of: url)).map(\.text)
        return Set(
            headings.map { heading in
                String(
                    heading.lowercased().filter { $0.isLetter || $0.isNumber || " -_".contains($0) }
                        .map { $0 == " " ? "-" : $0 })
            })
    }

    /// The Markdown file at `url` with the lines of its fenced code blocks blanked, so that the
    /// lines keep their numbers.
    private static func prose(of url: URL) throws -> String {
        var inFence = false
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { line -> Substring in
            if line.hasPrefix("```") {
                inFence.toggle()
                return ""
            }
            return inFence ? "" : line
        }
        return lines.joined(separator: "\n")
    }

    /// The first capture group of each match of `pattern` in `text`, with the 1-based line
    /// where the match starts.
    private static func matches(of pattern: String, in text: String) -> [(text: String, line: Int)] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap { match in
            guard let capture = Range(match.range(at: 1), in: text) else { return nil }
            let line = text[..<capture.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return (String(text[capture]), line)
        }
    }
}
