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

    @Argument(help: "The spec file (.yaml), or a storyboard or xib.")
    var spec: String

    @Option(help: "The scene of a storyboard or xib to lay out (needed when it has several).")
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "A size the spec declares, by name, or WIDTHxHEIGHT, or NAME=WIDTHxHEIGHT for a size in the range NAME.",
            discussion: "A size in a range has the range's safe area and reading direction."))
    var size: String

    @Option(
        name: .customLong("content-offset"),
        help: "A scroll view's content offset, as ID=X,Y (repeatable).")
    var contentOffsets: [String] = []

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

    func validate() throws {
        for offset in contentOffsets where Self.parseOffset(offset) == nil {
            throw ValidationError(
                "Invalid content offset '\(offset)'. Write it as ID=X,Y, as in 'scrollView=0,300'.")
        }
    }

    func run() throws {
        let loaded = try LoadedSpec.load(spec, scene: self.scene, allScenes: false, command: Self.self)[0]
        var diagnostics = loaded.diagnostics
        guard let loadedSpec = loaded.spec,
            let scene = SceneResolver().run(loadedSpec, diagnostics: &diagnostics)
        else {
            printDiagnostics(diagnostics)
            throw specFailure
        }
        let sceneSize = try SizeOption.resolve(
            size, of: scene, spec: spec, allowingRanges: false, command: Self.self)
        let proof = SceneProver.prove(
            scene, at: [sceneSize], capturingInsets: insets, diagnostics: &diagnostics)
        var offsets: [(ScrollView, CGPoint)] = []
        for text in contentOffsets {
            let (id, point) = Self.parseOffset(text)!
            guard let scrollView = scene.view(id) as? ScrollView else {
                throw usageFailure(
                    ValidationError(
                        "'\(id)' in '--content-offset \(text)' is not a scroll view of '\(scene.name)' ('\(spec)')."
                    ), of: Self.self)
            }
            offsets.append((scrollView, point))
        }
        printDiagnostics(diagnostics)
        // The proof's layout is the one the runtime made: the proof lays an ambiguous scene out
        // again to try its ties, which need not come back to the same frames.
        var layout = proof.layouts[0]
        if !offsets.isEmpty {
            for (scrollView, point) in offsets { scrollView.contentOffset = point }
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

    static func parseOffset(_ text: String) -> (String, CGPoint)? {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let numbers = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count == 2, let x = Double(numbers[0]), let y = Double(numbers[1]),
            x.isFinite, y.isFinite
        else { return nil }
        return (String(parts[0]), CGPoint(x: x, y: y))
    }
}
