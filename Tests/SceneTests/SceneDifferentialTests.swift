import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import Scenes
import TestSupport
import XCTest

/// Every generated scene in `Scenes` (built by the plugin from Specs/), by spec file name.
/// ``testEverySpecHasAGeneratedScene`` fails when a spec is missing here.
let generatedScenes: [String: GeneratedScene] = [
    "AutoresizingBanner": GeneratedScene(
        { AutoresizingBanner().view }, sizes: AutoresizingBanner.sizes),
    "ChatComposer": GeneratedScene({ ChatComposer().view }, sizes: ChatComposer.sizes),
    "CommentCell": GeneratedScene({ CommentCell().view }, sizes: CommentCell.sizes),
    "DynamicTypeRow": GeneratedScene({ DynamicTypeRow().view }, sizes: DynamicTypeRow.sizes),
    "FloatingBadge": GeneratedScene({ FloatingBadge().view }, sizes: FloatingBadge.sizes),
    "LoginForm": GeneratedScene({ LoginForm().view }, sizes: LoginForm.sizes),
    "MailMessage": GeneratedScene({ MailMessage().view }, sizes: MailMessage.sizes),
    "MessageCell": GeneratedScene({ MessageCell().view }, sizes: MessageCell.sizes),
    "NestedCarousel": GeneratedScene({ NestedCarousel().view }, sizes: NestedCarousel.sizes),
    "ProfileHeader": GeneratedScene({ ProfileHeader().view }, sizes: ProfileHeader.sizes),
    "ScrollViewGrid": GeneratedScene({ ScrollViewGrid().view }, sizes: ScrollViewGrid.sizes),
    "SettingsRow": GeneratedScene({ SettingsRow().view }, sizes: SettingsRow.sizes),
    "StackSettings": GeneratedScene({ StackSettings().view }, sizes: StackSettings.sizes),
    "StackSignIn": GeneratedScene({ StackSignIn().view }, sizes: StackSignIn.sizes),
    "ScrollableController": GeneratedScene(
        { ScrollableController().view }, sizes: ScrollableController.sizes),
    "StoryboardContentSize": GeneratedScene(
        { StoryboardContentSize().view }, sizes: StoryboardContentSize.sizes),
    "TN2154Mixed": GeneratedScene({ TN2154Mixed().view }, sizes: TN2154Mixed.sizes),
    "TN2154Pure": GeneratedScene({ TN2154Pure().view }, sizes: TN2154Pure.sizes),
    "VerticalForm": GeneratedScene({ VerticalForm().view }, sizes: VerticalForm.sizes),
    "WorkingWithScrollViews": GeneratedScene(
        { WorkingWithScrollViews().view }, sizes: WorkingWithScrollViews.sizes),
]

struct GeneratedScene: Sendable {
    let makeRoot: @Sendable () -> View
    let sizes: [LayoutEnvironment]

    init(_ makeRoot: @escaping @Sendable () -> View, sizes: [LayoutEnvironment]) {
        self.makeRoot = makeRoot
        self.sizes = sizes
    }

    /// Asserts that the generated code lays out as the interpreter did (`expected`, one layout
    /// per size named in `sizeNames`): every frame, content size and scroll axis, with no
    /// layout issue, both in one instance resized through every size (the incremental path)
    /// and in a fresh instance per size.
    func assertLayouts(
        match expected: [SceneLayout], sizeNames: [String], of sceneName: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(sizes.map(\.name), sizeNames, sceneName, file: file, line: line)
        let resized = makeRoot()
        for (index, size) in sizes.enumerated() where index < expected.count {
            for root in [resized, makeRoot()] {
                size.apply(to: root)
                root.layoutIfNeeded()
                let context = "\(sceneName) at \(size.name)"
                XCTAssertEqual(root.layoutIssues, [], context, file: file, line: line)
                let actual = SceneLayout.capture(root: root, sceneName: sceneName, sizeName: size.name)
                Self.assertLayoutsMatch(actual, expected[index], context, file: file, line: line)
            }
        }
    }

    private static func assertLayoutsMatch(
        _ actual: SceneLayout, _ expected: SceneLayout, _ context: String, file: StaticString, line: UInt
    ) {
        XCTAssertEqual(actual.views.map(\.id), expected.views.map(\.id), context, file: file, line: line)
        for (a, e) in zip(actual.views, expected.views) where !a.frame.isClose(to: e.frame) {
            XCTFail(
                "\(context): '\(a.id)' is \(a.frame), the interpreter says \(e.frame)", file: file, line: line
            )
        }
        XCTAssertEqual(
            actual.scrollViews.map(\.id), expected.scrollViews.map(\.id), context, file: file, line: line)
        for (a, e) in zip(actual.scrollViews, expected.scrollViews) {
            XCTAssertTrue(
                CGRect(origin: .zero, size: a.contentSize).isClose(
                    to: CGRect(origin: .zero, size: e.contentSize)),
                "\(context): '\(a.id)' content \(a.contentSize), the interpreter says \(e.contentSize)",
                file: file, line: line)
            XCTAssertEqual(
                a.scrollsHorizontally, e.scrollsHorizontally, "\(context): \(a.id)", file: file, line: line)
            XCTAssertEqual(
                a.scrollsVertically, e.scrollsVertically, "\(context): \(a.id)", file: file, line: line)
        }
    }
}

/// The generated code and the interpreter (the verifier's build of the spec) must agree on
/// every frame, content size and scroll axis at every declared size: a differential test of
/// the emitter against the resolver, through the one runtime both use.
final class SceneDifferentialTests: XCTestCase {
    func testEverySpecHasAGeneratedScene() throws {
        XCTAssertEqual(Set(try Repository.specNames()), Set(generatedScenes.keys))
    }

    func testGeneratedScenesMatchTheInterpreterAtEverySize() throws {
        try assertScenesMatchTheInterpreter(generatedScenes, specsIn: "Specs")
    }
}

/// Proves each spec in `folder` (a path from the repository root) and asserts that its scene
/// in `scenes`, by file name, lays out as the interpreter does at every size; a spec that does
/// not hold fails. With `printsNothing`, proving must print no diagnostic either, not even a
/// warning.
func assertScenesMatchTheInterpreter(
    _ scenes: [String: GeneratedScene], specsIn folder: String, printsNothing: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    for spec in try Repository.specs(in: folder) {
        let name = spec.deletingPathExtension().lastPathComponent
        guard let generated = scenes[name] else { continue }
        var diagnostics = Diagnostics()
        guard let proven = GeneratorPipeline().prove(.file(spec.path), diagnostics: &diagnostics) else {
            XCTFail("\(name) does not hold:\n\(diagnostics.description)", file: file, line: line)
            continue
        }
        if printsNothing {
            XCTAssertEqual(
                diagnostics.all.count, 0, "\(name): \(diagnostics.description)", file: file, line: line)
        }
        generated.assertLayouts(
            match: proven.layouts, sizeNames: proven.scene.sizes.flatMap(\.corners).map(\.name),
            of: proven.scene.name,
            file: file, line: line)
    }
}
