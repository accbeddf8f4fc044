import ArgumentParser
import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec

/// `layoutgen layout SPEC --size NAME|WxH`: print the solved layout.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the solved layout of a spec at one size.",
        discussion: """
            Frames are in superview coordinates, as UIKit's 'frame' is: a scroll view's subviews \
            are in its content coordinates. The spec is proven at that size first; its \
            diagnostics go to standard error, and the exit status is 1 when it does not hold. \
            The frames are printed either way: where the spec is ambiguous they are one of the \
            layouts that satisfy it, and where it conflicts, the layout without the constraint \
            that was set aside.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @OptionGroup var document: OneSceneOptions

    @Option(
        help: ArgumentHelp(
            "A size the spec declares, by name, or WIDTHxHEIGHT, or NAME=WIDTHxHEIGHT for a size in the range NAME, "
                + "or a WIDTH alone (NAME=WIDTH in a range) for a cell.",
            discussion: "A size in a range has the range's safe area and reading direction."))
    var size: String

    @Option(help: "text or json.")
    var format: Format = .text

    @Flag(
        help:
            "Also print each view's safe-area insets and effective layout margins (top, left, bottom, right)."
    )
    var insets = false

    @Flag(
        help: ArgumentHelp(
            "Also print every constraint of the layout, the runtime's own included (a stack view's "
                + "UISV-spacing, a safe-area guide's), with the spec line or view it comes from. Text format only."
        ))
    var constraints = false

    func run() throws {
        let loaded = try document.load(command: Self.self)
        var diagnostics = loaded.diagnostics
        guard let loadedSpec = loaded.spec,
            let scene = SceneResolver().run(loadedSpec, diagnostics: &diagnostics)
        else {
            printDiagnostics(diagnostics)
            throw specFailure
        }
        let sceneSize = try SizeOption.resolve(
            size, of: scene, spec: document.spec, allowingRanges: false, command: Self.self)
        let proof = SceneProver.prove(
            scene, at: [sceneSize], capturingInsets: insets, diagnostics: &diagnostics)
        let offsets = try document.offsets(in: scene, command: Self.self)
        printDiagnostics(diagnostics)
        // The proof's layout is the one the runtime made: the proof lays an ambiguous scene out
        // again to try its ties, which need not come back to the same frames.
        var layout = proof.layouts[0]
        if !offsets.isEmpty {
            for (id, point) in offsets { (scene.view(id) as? ScrollView)?.contentOffset = point }
            scene.root.layoutIfNeeded()
            layout = SceneLayout.capture(
                root: scene.root, sceneName: scene.name, sizeName: sceneSize.name, insets: insets)
        }
        print(
            format == .json
                ? LayoutPrinter.json(layout, interfaceBuilderIDs: loaded.interfaceBuilderIDs)
                : LayoutPrinter.text(layout), terminator: "")
        if constraints && format == .text {
            print("constraints:")
            for line in SceneProver.constraintLines(of: scene, at: sceneSize) { print("  \(line)") }
        }
        if !proof.holds { throw specFailure }
    }
}
