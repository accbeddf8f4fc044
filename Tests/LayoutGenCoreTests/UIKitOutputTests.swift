import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import TestSupport
import XCTest

/// The UIKit flavour of generated code: GeneratedUIKit/ holds, byte for byte, what
/// `layoutgen generate --flavor uikit --output-dir GeneratedUIKit Specs/*.yaml` writes, and it
/// type-checks as one module against the UIKit declarations of Tests/UIKit, which reject what
/// UIKit rejects.
///
/// `LAYOUTGEN_RECORD=1 swift test --filter UIKitOutputTests` rewrites GeneratedUIKit/ and still
/// fails, so that a person reads the diff before committing it.
final class UIKitOutputTests: XCTestCase {
    func testGeneratedUIKitFolderMatchesTheSpecs() throws {
        let folder = Repository.root.appendingPathComponent("GeneratedUIKit")
        let recording = ProcessInfo.processInfo.environment["LAYOUTGEN_RECORD"] == "1"
        let pipeline = GeneratorPipeline(emitter: SceneEmitter(flavor: .uikit))
        var expectedFiles: Set<String> = []
        for spec in try Repository.specs() {
            var diagnostics = Diagnostics()
            guard let source = pipeline.generate(.file(spec.path), diagnostics: &diagnostics)?.text else {
                XCTFail("\(spec.lastPathComponent) does not hold:\n\(diagnostics.description)")
                continue
            }
            let name = spec.deletingPathExtension().lastPathComponent + ".swift"
            expectedFiles.insert(name)
            let reference = folder.appendingPathComponent(name)
            let existing = (try? String(contentsOf: reference, encoding: .utf8)) ?? ""
            if existing == source { continue }
            if recording {
                try source.write(to: reference, atomically: true, encoding: .utf8)
                XCTFail(
                    "Recorded GeneratedUIKit/\(name); read the diff, then run the tests without LAYOUTGEN_RECORD."
                )
            } else {
                XCTFail(
                    "GeneratedUIKit/\(name) is stale. Run 'LAYOUTGEN_RECORD=1 swift test --filter UIKitOutputTests'.\n"
                        + UnifiedDiff.make(old: existing, new: source, name: "GeneratedUIKit/\(name)"))
            }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        XCTAssertEqual(Set(present), expectedFiles, "GeneratedUIKit/ has files no spec makes, or lacks some.")
    }

    /// Every file at once, as an app target compiles them: a helper one file declares cannot
    /// clash with another's.
    func testGeneratedUIKitTypeChecksAsOneModule() throws {
        let folder = Repository.root.appendingPathComponent("GeneratedUIKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        XCTAssertFalse(files.isEmpty)
        let result = try typeCheck(files)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Code that UIKit accepts passes, and each mistake UIKit rejects fails with UIKit's reason:
    /// without the second half, declarations too loose to catch anything would pass the first.
    func testUIKitDeclarationsRejectWhatUIKitRejects() throws {
        let accepted = """
            import UIKit

            @MainActor func place(_ view: UIView, in superview: UIView) {
                view.isHidden = false
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                    view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5),
                ])
                superview.layoutMargins = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
            }
            """
        let result = try typeCheck(snippet: accepted)
        XCTAssertEqual(result.status, 0, result.stderr)

        let rejected: [(name: String, body: String, reason: String)] = [
            (
                "an X-axis anchor constrained to a Y-axis anchor",
                "@MainActor func f(a: UIView, b: UIView) { _ = a.leadingAnchor.constraint(equalTo: b.topAnchor) }",
                "NSLayoutAnchor<NSLayoutXAxisAnchor>"
            ),
            (
                "a dimension anchor constrained to a position anchor",
                "@MainActor func f(a: UIView, b: UIView) { _ = a.widthAnchor.constraint(equalTo: b.leadingAnchor) }",
                "NSLayoutAnchor<NSLayoutDimension>"
            ),
            (
                "a multiplier on a position anchor",
                "@MainActor func f(a: UIView, b: UIView) { _ = a.topAnchor.constraint(equalTo: b.topAnchor, multiplier: 2) }",
                "incorrect argument label"
            ),
            (
                "a view changed from a nonisolated context",
                "nonisolated func f(a: UIView) { a.isHidden = true }",
                "main actor-isolated property 'isHidden' can not be mutated from a nonisolated context"
            ),
            (
                "a view made from a nonisolated context",
                "nonisolated func f() -> UILabel { UILabel() }",
                "main actor-isolated"
            ),
            (
                "edge insets with sides left out, as LayoutRuntime's EdgeInsets allows",
                "let insets = UIEdgeInsets(top: 8, bottom: 8)",
                "missing arguments"
            ),
            (
                "an anchor assigned",
                "@MainActor func f(a: UIView, b: UIView) { a.topAnchor = b.topAnchor }",
                "get-only property"
            ),
        ]
        for (name, body, reason) in rejected {
            let result = try typeCheck(snippet: "import UIKit\n\n" + body + "\n")
            XCTAssertNotEqual(result.status, 0, "UIKit rejects \(name), the declarations accept it")
            XCTAssertTrue(
                result.stderr.contains(reason), "\(name): expected '\(reason)' in:\n\(result.stderr)")
        }
    }

    private func typeCheck(snippet: String) throws -> ProcessResult {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try Data(snippet.utf8).write(to: file)
        return try typeCheck([file.path])
    }

    /// `swiftc -typecheck` in Swift 6 mode, with the built UIKit declarations on the import path.
    private func typeCheck(_ files: [String]) throws -> ProcessResult {
        let modules = try BuildProducts.modules()
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path),
            "The build made no UIKit module (the test-only target Tests/UIKit).")
        return try runProcess(
            try swiftCompiler(), ["-swift-version", "6", "-typecheck", "-I", modules.path] + files,
            in: Repository.root)
    }
}
