import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import PluginFixtures
import TestSupport
import XCTest

/// The plugin fixtures other than the random ones, by spec file name, in their two folders.
let pluginFixtureScenes: [String: GeneratedScene] = [
    "HiddenAndTranslucent": GeneratedScene(
        { HiddenAndTranslucent().view }, sizes: HiddenAndTranslucent.sizes),
    "HostileText": GeneratedScene({ HostileText().view }, sizes: HostileText.sizes),
    "Fonts": GeneratedScene({ Fonts().view }, sizes: Fonts.sizes),
    "SystemFont": GeneratedScene({ SystemFont().view }, sizes: SystemFont.sizes),
    "ReadableList": GeneratedScene({ ReadableList().view }, sizes: ReadableList.sizes),
]
let nestedPluginFixtureScenes: [String: GeneratedScene] = [
    "HiddenAndTranslucent": GeneratedScene(
        { NestedHiddenAndTranslucent().view }, sizes: NestedHiddenAndTranslucent.sizes)
]

/// The UIKit flavour, run: every spec's UIKit code, compiled against Tests/UIKitOnRuntime as
/// `UIKit` (`swiftc -module-alias UIKit=UIKitOnRuntime`) into one program with a driver that
/// makes each scene, puts its view in each declared size, lays it out and prints what UIKit's
/// API reads back (every view's `frame` by its `accessibilityIdentifier`, every scroll view's
/// `contentSize`). Those frames must equal the runtime flavour's at that size, be the proof's,
/// and meet the spec's `expect:`; a differential test of the two emitters through one runtime.
final class UIKitOnRuntimeTests: XCTestCase {
    /// Where the specs are and which compiled runtime-flavour scenes they have. Every spec of
    /// each folder must have one, so that no spec escapes the comparison.
    private static let folders: [(folder: String, scenes: [String: GeneratedScene])] = [
        ("Specs", generatedScenes),
        ("Tests/PluginFixtures", pluginFixtureScenes),
        ("Tests/PluginFixtures/Nested", nestedPluginFixtureScenes),
        ("Tests/PluginFixtures/Random", propertyScenes),
    ]

    /// Specs that no target compiles in the runtime flavour, held to the interpreter (the
    /// prover's own build of the spec) in its place: the fixture that sets every view property,
    /// so that every property's UIKit statement runs.
    private static let interpretedSpecs = ["Tests/LayoutGenCoreTests/Fixtures/EveryProperty.yaml"]

    func testUIKitFlavourLaysOutAsTheRuntimeFlavourTheProofAndTheExpectations() throws {
        let cases =
            try Self.folders.flatMap { try Self.cases(in: $0.folder, scenes: $0.scenes) }
            + Self.interpretedSpecs.map { try Self.interpretedCase($0) }
        // The runtime flavour's scenes measure with the fonts the app registers, as the UIKit
        // program below does: registered here too, whichever test ran before.
        for (name, path) in cases.flatMap(\.fonts) { FontLibrary.register(name: name, path: path) }
        let output = try Self.run(cases)
        var count = Count()
        for scene in cases {
            compare(scene, with: output, counting: &count)
        }
        XCTAssertGreaterThan(count.frames, 0)
        print(
            "UIKit on LayoutRuntime: \(cases.count) specs, \(count.sizes) sizes, \(count.frames) view frames "
                + "compared with the runtime flavour's and the proof's, \(count.expectations) expectations met, "
                + "each in a resized and a fresh instance.")
    }

    // MARK: The scenes

    private struct Case {
        var spec: String
        var proven: ProvenScene
        var runtime: GeneratedScene
        /// What ``runtime`` is, in messages: the runtime flavour or the interpreter.
        var reference = "the runtime flavour"
        var sizes: [LayoutEnvironment]
        /// The UIKit flavour: GeneratedUIKit/'s file for a spec of Specs/ (UIKitOutputTests keeps
        /// it the emitter's), the emitter's output for a fixture.
        var uikitSource: String
        /// The spec's font files, which the program registers as an app registers its fonts.
        var fonts: [(name: String, path: String)]

        /// The name the program registers the spec's system font file under, for the device to
        /// measure its system font with; nil for a spec without one (San Francisco's stand-in).
        var systemFontName: String? {
            fonts.contains { $0.name == Spec.systemFontKey } ? Spec.systemFontKey : nil
        }
    }

    /// The font files the spec at `path` names, by name, with their paths.
    private static func fonts(ofSpecAt path: String) throws -> [(name: String, path: String)] {
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(contentsOf: path, diagnostics: &diagnostics), "\(diagnostics)")
        return spec.fonts.map { ($0.name.value, spec.path(of: $0)) }
    }

    private static func cases(in folder: String, scenes: [String: GeneratedScene]) throws -> [Case] {
        var cases: [Case] = []
        let uikit = GeneratorPipeline(emitter: SceneEmitter(flavor: .uikit))
        for spec in try Repository.specs(in: folder) {
            let name = spec.deletingPathExtension().lastPathComponent
            let path = "\(folder)/\(name).yaml"
            let runtime = try XCTUnwrap(scenes[name], "\(path) has no runtime-flavour scene to compare with")
            var diagnostics = Diagnostics()
            let proven = try XCTUnwrap(
                GeneratorPipeline().prove(.file(spec.path), diagnostics: &diagnostics),
                diagnostics.description)
            let source: String
            if folder == "Specs" {
                let file = Repository.root.appendingPathComponent("GeneratedUIKit/\(name).swift")
                source = try String(contentsOf: file, encoding: .utf8)
            } else {
                source = try XCTUnwrap(
                    uikit.generate(.file(spec.path), diagnostics: &diagnostics)?.text, diagnostics.description
                )
            }
            let sizes = proven.sizes.flatMap(\.corners).map(\.environment)
            XCTAssertEqual(sizes, runtime.sizes, "\(path): the runtime flavour lists other sizes")
            cases.append(
                Case(
                    spec: path, proven: proven, runtime: runtime, sizes: sizes, uikitSource: source,
                    fonts: try fonts(ofSpecAt: spec.path)))
        }
        return cases
    }

    private static func interpretedCase(_ path: String) throws -> Case {
        let url = Repository.root.appendingPathComponent(path)
        var diagnostics = Diagnostics()
        let proven = try XCTUnwrap(
            GeneratorPipeline().prove(.file(url.path), diagnostics: &diagnostics), diagnostics.description)
        let uikit = GeneratorPipeline(emitter: SceneEmitter(flavor: .uikit))
        let source = try XCTUnwrap(
            uikit.generate(.file(url.path), diagnostics: &diagnostics)?.text, diagnostics.description)
        let sizes = proven.sizes.flatMap(\.corners).map(\.environment)
        let interpreter = GeneratedScene(
            {
                var diagnostics = Diagnostics()
                return GeneratorPipeline().build(.file(url.path), diagnostics: &diagnostics)!.root
            }, sizes: sizes)
        return Case(
            spec: path, proven: proven, runtime: interpreter, reference: "the interpreter", sizes: sizes,
            uikitSource: source, fonts: try fonts(ofSpecAt: url.path))
    }

    // MARK: The program

    /// One layout read back through UIKit: a scene at one size, in one pass.
    private struct Measured {
        var issues = ""
        var frames: [String: CGRect] = [:]
        var contents: [String: Content] = [:]
        /// A cell's `fittedHeight(forWidth:)` at the size's width.
        var fitted: CGFloat?
    }

    /// What a scroll view's content is after layout, as ``SceneLayout/ScrollContent`` has it.
    private struct Content: Equatable {
        var contentSize: CGSize
        var contentOffset: CGPoint
        var scrollsHorizontally: Bool
        var scrollsVertically: Bool
    }

    /// Compiles every case's UIKit code with the shim and the driver into one program, runs it,
    /// and reads its output by scene, size index and pass.
    private static func run(_ cases: [Case]) throws -> [String: Measured] {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, scene) in cases.enumerated() {
            let name = String(format: "Scene%03d.swift", index)
            try Data(scene.uikitSource.utf8).write(to: folder.appendingPathComponent(name))
            files.append(name)
        }
        try Data(driver(cases).utf8).write(to: folder.appendingPathComponent("main.swift"))
        files.append("main.swift")
        let objects = try BuildProducts.objectFiles(of: ["UIKitOnRuntime", "LayoutRuntime", "LayoutSolver"])
        let compile = try runProcess(
            try swiftCompiler(),
            [
                "-swift-version", "6", "-module-alias", "UIKit=UIKitOnRuntime", "-o", "program",
            ] + (try BuildProducts.importArguments()) + files + objects.map(\.path)
                + BuildProducts.linkArguments,
            in: folder)
        guard compile.status == 0 else {
            XCTFail("The UIKit flavour does not compile against UIKitOnRuntime:\n\(compile.stderr)")
            return [:]
        }
        let run = try runProcess(folder.appendingPathComponent("program"), [], in: folder)
        XCTAssertEqual(run.status, 0, "The UIKit program stopped:\n\(run.stderr)")
        return parse(run.stdout)
    }

    /// The program's main.swift: `measure` and one call per scene.
    private static func driver(_ cases: [Case]) -> String {
        var text = """
            @_spi(Runtime) import UIKit
            import LayoutRuntime

            /// Lays the scene out at each size, in one instance resized through them all and in a
            /// fresh one per size, and prints what UIKit's API reads back from each of its views.
            /// `make` gives the scene, its view, and what gives the view the traits of a size by
            /// name: the generated `overrideTraits(forSize:)`, where the scene has one. The device's
            /// system font is the file registered as `systemFontName`, where the spec names one.
            /// A cell's `view` is its content view, with UIView's margins, which no view
            /// controller holds; `fittedHeight` calls its generated `fittedHeight(forWidth:)`,
            /// which is printed at each size's width.
            @MainActor func measure(
                _ scene: String, _ sizes: [LayoutEnvironment], systemFontName: String? = nil,
                fittedHeight: ((AnyObject, CGFloat) -> CGFloat)? = nil,
                _ make: () -> (AnyObject, UIView, (String) -> Void)
            ) {
                let isCell = fittedHeight != nil
                let resized = make()
                for (index, size) in sizes.enumerated() {
                    for (pass, (object, view, overrideTraits)) in [("resized", resized), ("fresh", make())] {
                        let root = view.runtimeView
                        // What a view controller gives its root view (UIKit's default
                        // viewRespectsSystemMinimumLayoutMargins, but for a cell's content view)
                        // and the device its system font and its size, then the scale and text
                        // size the generated code overrides.
                        root.viewRespectsSystemMinimumLayoutMargins = !isCell
                        root.systemFontName = systemFontName
                        size.apply(to: root)
                        overrideTraits(size.name)
                        root.layoutIfNeeded()
                        let key = "\\(scene)\\t\\(index)\\t\\(pass)"
                        let issues = root.layoutIssues.map { "\\($0)" }.joined(separator: "; ")
                        print("issues\\t\\(key)\\t\\(issues.replacingOccurrences(of: "\\n", with: " "))")
                        if let fittedHeight {
                            print("fitted\\t\\(key)\\tview\\t\\(Double(fittedHeight(object, size.size.width)))")
                        }
                        // A cell's content view is its superclass's: no stored property of its own.
                        // A view that a `when:` leaves out is not in the hierarchy, nor read.
                        let stored = Mirror(reflecting: object).children.compactMap { $0.value as? UIView }
                        for view in ((isCell ? [view] : []) + stored) where view.runtimeView.isDescendant(of: root) {
                            let id = view.accessibilityIdentifier ?? "?"
                            let frame = view.frame
                            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                            print("frame\\t\\(key)\\t\\(id)\\t" + numbers.map { "\\(Double($0))" }.joined(separator: "\\t"))
                            // The offset and scroll axes are the runtime's: UIKit has no such reading here.
                            if let scrollView = view as? UIScrollView, let runtime = view.runtimeView as? ScrollView {
                                let content = scrollView.contentSize
                                let offset = runtime.contentOffset
                                let values = [content.width, content.height, offset.x, offset.y].map { "\\(Double($0))" }
                                let axes = "\\(runtime.scrollsHorizontally)\\t\\(runtime.scrollsVertically)"
                                print("content\\t\\(key)\\t\\(id)\\t" + values.joined(separator: "\\t") + "\\t" + axes)
                            }
                        }
                    }
                }
            }


            """
        for (name, path) in cases.flatMap(\.fonts) {
            text +=
                "FontLibrary.register(name: \(SwiftLiteral.string(name)), path: \(SwiftLiteral.string(path)))\n"
        }
        for scene in cases {
            // The scale and the text size are the generated code's to give, not the driver's.
            let overridesTraits = scene.sizes.contains {
                $0.displayScale != nil || $0.contentSizeCategory != .large
            }
            let sizes = scene.sizes.map { size in
                let insets = size.safeAreaInsets
                let keyboard = size.keyboardHeight.map { "\(Double($0))" } ?? "nil"
                return """
                    LayoutEnvironment(
                        \(SwiftLiteral.string(size.name)),
                        size: CGSize(width: \(Double(size.size.width)), height: \(Double(size.size.height))),
                        safeAreaInsets: EdgeInsets(
                            top: \(Double(insets.top)), left: \(Double(insets.left)), bottom: \(Double(insets.bottom)),
                            right: \(Double(insets.right))),
                        layoutDirection: .\(size.layoutDirection.rawValue), keyboardHeight: \(keyboard),
                        sizeClasses: SizeClasses(
                            horizontal: .\(size.sizeClasses.horizontal), vertical: .\(size.sizeClasses.vertical))),
                    """
            }
            let name = scene.proven.scene.name
            let make: String
            switch scene.proven.scene.cell {
            case nil: make = "\(name)()"
            case .tableView: make = "\(name)(style: .default, reuseIdentifier: nil)"
            case .collectionView: make = "\(name)(frame: .zero)"
            }
            text += """
                measure("\(name)", [
                \(sizes.joined(separator: "\n"))
                ]\(scene.systemFontName.map { ", systemFontName: \(SwiftLiteral.string($0))" } ?? "")\(scene.proven.scene.cell == nil ? "" : ", fittedHeight: { ($0 as! \(name)).fittedHeight(forWidth: $1) }")) {
                    let scene = \(make)
                    return (scene, scene.view, \(overridesTraits ? "{ scene.overrideTraits(forSize: $0) }" : "{ _ in }"))
                }


                """
        }
        return text
    }

    private static func parse(_ output: String) -> [String: Measured] {
        var measured: [String: Measured] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { continue }
            let key = fields[1...3].joined(separator: "\t")
            let numbers = fields.dropFirst(5).compactMap(Double.init).map { CGFloat($0) }
            switch fields[0] {
            case "issues": measured[key, default: Measured()].issues = fields[4]
            case "fitted" where numbers.count == 1: measured[key, default: Measured()].fitted = numbers[0]
            case "frame" where numbers.count == 4:
                measured[key, default: Measured()].frames[fields[4]] = CGRect(
                    x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            case "content" where numbers.count == 4 && fields.count == 11:
                measured[key, default: Measured()].contents[fields[4]] = Content(
                    contentSize: CGSize(width: numbers[0], height: numbers[1]),
                    contentOffset: CGPoint(x: numbers[2], y: numbers[3]),
                    scrollsHorizontally: fields[9] == "true", scrollsVertically: fields[10] == "true")
            default: XCTFail("The UIKit program printed a line it should not: \(line)")
            }
        }
        return measured
    }

    // MARK: The comparison

    private struct Count {
        var sizes = 0
        var frames = 0
        var expectations = 0
    }

    /// At each size, in both passes (one instance resized through the sizes, a fresh one per
    /// size): the same views as the runtime flavour, each frame equal to the runtime flavour's
    /// in the same pass (the same runtime and the same steps, so equal to the bit) and the proof's (within
    /// ``CGRect/isClose(to:)``, as the runtime flavour is held to it), the same scroll content,
    /// and every `expect:` met (within a thousandth of a point, as the prover checks it).
    private func compare(_ scene: Case, with output: [String: Measured], counting count: inout Count) {
        let name = scene.proven.scene.name
        let resized = scene.runtime.makeRoot()
        count.sizes += scene.sizes.count
        for (index, size) in scene.sizes.enumerated() {
            let proof = scene.proven.layouts[index]
            // The runtime flavour takes the same two paths: incremental layout can round
            // otherwise than a first one.
            for (pass, root) in [("resized", resized), ("fresh", scene.runtime.makeRoot())] {
                size.apply(to: root)
                root.layoutIfNeeded()
                let runtime = SceneLayout.capture(root: root, sceneName: name, sizeName: size.name)
                let context = "\(scene.spec) at \(size.name) (\(pass) instance)"
                guard let uikit = output["\(name)\t\(index)\t\(pass)"] else {
                    XCTFail("\(context): the UIKit program printed nothing")
                    continue
                }
                XCTAssertEqual(uikit.issues, "", "\(context): layout issues")
                // A cell's fitting call, the table view's, gives the height the proof fitted.
                XCTAssertEqual(
                    uikit.fitted.map(Double.init), proof.cellHeights?.fitted, "\(context): the fitted height")
                XCTAssertEqual(
                    Set(uikit.frames.keys), Set(runtime.views.map(\.id)),
                    "\(context): UIKit's views are not those of \(scene.reference)")
                for view in runtime.views {
                    guard let frame = uikit.frames[view.id] else { continue }
                    count.frames += pass == "fresh" ? 1 : 0
                    if frame != view.frame {
                        XCTFail(
                            "\(context): '\(view.id)' is \(Self.describe(frame)) in UIKit, "
                                + "\(Self.describe(view.frame)) in \(scene.reference)")
                    }
                    if let proven = proof.frame(of: view.id), !frame.isClose(to: proven) {
                        XCTFail(
                            "\(context): '\(view.id)' is \(Self.describe(frame)) in UIKit, "
                                + "\(Self.describe(proven)) in the proof")
                    }
                }
                XCTAssertEqual(
                    Set(uikit.contents.keys), Set(runtime.scrollViews.map(\.id)),
                    "\(context): UIKit's scroll views are not those of \(scene.reference)")
                for scrollView in runtime.scrollViews {
                    let content = Content(
                        contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                        scrollsHorizontally: scrollView.scrollsHorizontally,
                        scrollsVertically: scrollView.scrollsVertically)
                    guard let measured = uikit.contents[scrollView.id], measured != content else { continue }
                    XCTFail(
                        "\(context): '\(scrollView.id)' has \(measured) in UIKit, \(content) in \(scene.reference)"
                    )
                }
                for expectation in scene.proven.scene.expectations where expectation.sizeName == size.name {
                    count.expectations += pass == "fresh" ? 1 : 0
                    let actual = Self.value(of: expectation, in: uikit)
                    if !Self.matches(actual, expectation.value.value) {
                        XCTFail(
                            "\(context): \(expectation.subject.value) is \(String(describing: actual)) in UIKit, "
                                + "the spec expects \(expectation.value.value) (\(expectation.value.location))"
                        )
                    }
                }
            }
        }
    }

    /// `[x, y, width, height]`, each number as Swift prints a Double, so that a difference in the
    /// last bit shows.
    private static func describe(_ frame: CGRect) -> String {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        return "[" + numbers.map { "\(Double($0))" }.joined(separator: ", ") + "]"
    }

    private static func value(of expectation: SceneExpectation, in layout: Measured) -> Expectation.Value? {
        let id = expectation.viewID
        switch expectation.property {
        case .frame:
            return layout.frames[id].map {
                .numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map(Double.init))
            }
        case .contentSize:
            return layout.contents[id].map {
                .numbers([$0.contentSize.width, $0.contentSize.height].map(Double.init))
            }
        case .contentOffset:
            return layout.contents[id].map {
                .numbers([$0.contentOffset.x, $0.contentOffset.y].map(Double.init))
            }
        case .scrollsHorizontally: return layout.contents[id].map { .bool($0.scrollsHorizontally) }
        case .scrollsVertically: return layout.contents[id].map { .bool($0.scrollsVertically) }
        }
    }

    private static func matches(_ actual: Expectation.Value?, _ expected: Expectation.Value) -> Bool {
        switch (actual, expected) {
        case (.bool(let a), .bool(let b)): a == b
        case (.numbers(let a), .numbers(let b)):
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.001 }
        default: false
        }
    }
}
