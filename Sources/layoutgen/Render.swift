import ArgumentParser
import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutRuntime
import LayoutSpec

/// `layoutgen render SPEC [--size S]... [-o FILE.svg|FILE.html]`: draw the laid-out scene.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the laid-out scene at each size, side by side, as SVG or HTML.",
        discussion: """
            Each size is laid out as 'layout' lays it out and drawn at its true scale, one point \
            to one SVG unit: every view's frame and color, its id, the text of labels and \
            controls, the safe area and the margins that constraints use, and each scroll \
            view's viewport over its whole content. The spec is proven at those sizes; its \
            diagnostics go to standard error, and the exit status is 1 when it does not hold. \
            The picture is written either way. docs/Render.md describes it.
            """)

    enum Format {
        case svg
        case html
    }

    @OptionGroup var document: OneSceneOptions

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp(
            "A size the spec declares, by name, or WIDTHxHEIGHT, or NAME=WIDTHxHEIGHT for a size in the range NAME, "
                + "or a WIDTH alone (NAME=WIDTH in a range) for a cell "
                + "(repeatable; every size the spec declares by default).",
            discussion: "A range named on its own is drawn at its smallest and largest sizes."))
    var sizes: [String] = []

    @Option(
        name: [.short, .customLong("output")],
        help:
            "The file to write, SVG or HTML by its extension (.svg, .html); standard output (SVG) by default."
    )
    var output: String?

    /// The format the output's extension asks for; SVG on standard output.
    var format: Format? {
        guard let output else { return .svg }
        switch URL(fileURLWithPath: output).pathExtension.lowercased() {
        case "svg": return .svg
        case "html": return .html
        default: return nil
        }
    }

    func validate() throws {
        if let output, format == nil {
            throw ValidationError(
                "Cannot tell the format of '\(output)'. Name a file ending in '.svg' or '.html'.")
        }
    }

    func run() throws {
        let source = try document.load(command: Self.self)
        var diagnostics = source.diagnostics
        let pipeline = GeneratorPipeline()
        guard let loaded = source.spec, let scene = pipeline.resolver.run(loaded, diagnostics: &diagnostics)
        else {
            printDiagnostics(diagnostics)
            throw specFailure
        }
        let sizes =
            try self.sizes.isEmpty
            ? scene.sizes
            : self.sizes.map {
                try SizeOption.resolve(
                    $0, of: scene, spec: document.spec, allowingRanges: true, command: Self.self)
            }
        let offsets = Dictionary(
            try document.offsets(in: scene, command: Self.self).map { ($0.id, $0.point) }
        ) { _, last in last }
        // The diagnostics of all the sizes together, as 'check' phrases them; then each size
        // is proven alone for what its picture marks.
        let proof = SceneProver.prove(scene, at: sizes, diagnostics: &diagnostics)
        printDiagnostics(diagnostics)
        let drawn = self.sizes.isEmpty ? SceneRenderer.sizesToDraw(sizes, provenBy: proof) : sizes
        // It resolved once, so it resolves again.
        let drawings = SceneRenderer.provenDrawings(of: loaded, at: drawn, contentOffsets: offsets) ?? []
        let text = format == .html ? SceneRenderer.html(drawings) : SceneRenderer.svg(drawings)
        if let output {
            do {
                try OutputFile.write(text, to: output)
            } catch {
                FileHandle.standardError.write(Data("layoutgen: error: \(error)\n".utf8))
                throw specFailure
            }
        } else {
            print(text, terminator: "")
        }
        if !proof.holds { throw specFailure }
    }
}
