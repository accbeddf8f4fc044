import Foundation
import TestSupport
import XCTest

/// Tests/UIKit (the strict declarations, the compile oracle) and Tests/UIKitOnRuntime (the same
/// declarations with bodies that drive LayoutRuntime) declare one API: the compiler prints each
/// module's interface (`swift-synthesize-interface`, from the built modules), and every
/// declaration of the strict module must be in the shim's, in the same type, with the same
/// signature, attributes and settability. The shim may add only its bridge to the runtime (the
/// `@_spi(Runtime)` properties, typed `LayoutRuntime.*`) and overrides of members UIKit
/// declares on a superclass. So a declaration added to one module and not the other fails here,
/// before the UIKit flavour uses it.
final class UIKitShimInterfaceTests: XCTestCase {
    func testTheShimDeclaresEveryUIKitDeclarationWithItsSignature() throws {
        let strict = try Self.declarations(of: "UIKit")
        let shim = Set(try Self.declarations(of: "UIKitOnRuntime"))
        XCTAssertGreaterThan(strict.count, 100, "the interface of Tests/UIKit is not what it should be")
        for declaration in strict where !shim.contains(declaration) {
            XCTFail("Tests/UIKitOnRuntime lacks \(declaration), which Tests/UIKit declares.")
        }
    }

    func testTheShimDeclaresNothingUIKitLacks() throws {
        let strict = Set(try Self.declarations(of: "UIKit"))
        for declaration in try Self.declarations(of: "UIKitOnRuntime") where !strict.contains(declaration) {
            let isBridge = declaration.contains("LayoutRuntime")
            let isOverride = declaration.contains(" override ") || declaration.contains(": override ")
            XCTAssertTrue(
                isBridge || isOverride,
                "Tests/UIKitOnRuntime declares \(declaration), which Tests/UIKit does not: declare it there "
                    + "first, with its Apple documentation page, or keep it internal.")
        }
    }

    /// Each declaration of the built module `module`, one line each, as `Type.Nested: decl`, its
    /// own module's name written `UIKit`; comments and blank lines left out.
    static func declarations(of module: String) throws -> [String] {
        let tool = try swiftCompiler().deletingLastPathComponent().appendingPathComponent(
            "swift-synthesize-interface")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw MissingTool(path: tool.path)
        }
        let result = try runProcess(
            tool, ["-module-name", module] + (try BuildProducts.importArguments()), in: Repository.root)
        XCTAssertEqual(result.status, 0, "\(tool.path) -module-name \(module):\n\(result.stderr)")
        var declarations: [String] = []
        var scope: [String] = []
        for rawLine in result.stdout.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "\(module).", with: "UIKit.")
            if line.isEmpty || line.hasPrefix("//") { continue }
            if line == "}" {
                _ = scope.popLast()
                continue
            }
            declarations.append((scope.isEmpty ? "" : scope.joined(separator: ".") + ": ") + line)
            if line.hasSuffix("{") { scope.append(typeName(in: line)) }
        }
        XCTAssertTrue(scope.isEmpty, "\(module)'s interface has unbalanced braces")
        return declarations
    }

    /// `UIView` in `@MainActor open class UIView : UIKit.UIResponder {`.
    private static func typeName(in header: String) -> String {
        let words = header.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" })
        guard
            let keyword = words.firstIndex(where: { ["class", "struct", "enum", "extension"].contains($0) }),
            keyword + 1 < words.count
        else { return header }
        return String(words[keyword + 1])
    }

    struct MissingTool: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "\(path) is missing: it comes with the Swift toolchain from 6.1 on, and reads the interfaces compared."
        }
    }
}
