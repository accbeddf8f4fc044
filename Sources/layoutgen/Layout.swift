import ArgumentParser
import Foundation
import LayoutGenCore
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

    @Argument(help: "The spec file (.yaml).")
    var spec: String

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
        var diagnostics = Diagnostics()
        guard let scene = GeneratorPipeline().build(.file(spec), diagnostics: &diagnostics) else {
            printDiagnostics(diagnostics)
            throw specFailure
        }
        guard let sceneSize = try resolveSize(scene) else {
            let names = scene.sizes.map { "'\($0.name)'" }.joined(separator: ", ")
            throw usageFailure(
                ValidationError(
                    "Unknown size '\(size)' for '\(spec)'. Use one of \(names), or WIDTHxHEIGHT such as '390x844'."
                ), of: Self.self)
        }
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
        print(format == .json ? LayoutPrinter.json(layout) : LayoutPrinter.text(layout), terminator: "")
        if constraints && format == .text {
            print("constraints:")
            for line in SceneProver.constraintLines(of: scene, at: sceneSize) { print("  \(line)") }
        }
        if !proof.holds { throw specFailure }
    }

    /// A size the spec declares, `WIDTHxHEIGHT` within the limits a spec's sizes obey, or
    /// `NAME=WIDTHxHEIGHT`, a size inside the range `NAME` with its safe area and direction.
    private func resolveSize(_ scene: BuiltScene) throws -> SceneSize? {
        if let named = scene.sizes.first(where: { $0.name == size }) {
            guard let upper = named.upperBound else { return named }
            throw usageFailure(
                ValidationError(
                    "'\(size)' is a range of sizes \(named.details); name one size in it, such as "
                        + "'\(size)=\(formatNumber(upper.width))x\(formatNumber(upper.height))'."),
                of: Self.self)
        }
        let parts = size.split(separator: "=", maxSplits: 1)
        var range: SceneSize?
        if parts.count == 2 {
            range = scene.sizes.first { $0.name == parts[0] && $0.upperBound != nil }
            guard range != nil else { return nil }
        }
        let dimensions = parts.last!.split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Double(dimensions[0]), let height = Double(dimensions[1])
        else {
            return nil
        }
        // The limits of a size written in a spec.
        guard NumberRange.positive.contains(width), NumberRange.positive.contains(height) else {
            throw ValidationError(
                "The size '\(size)' must have a width and a height \(NumberRange.positive.requirement). "
                    + "Use a size such as '390x844'.")
        }
        guard var range else {
            return SceneSize(name: size, width: width, height: height, location: scene.sizes[0].location)
        }
        let upper = range.upperBound!
        guard (range.width...upper.width).contains(width), (range.height...upper.height).contains(height)
        else {
            throw usageFailure(
                ValidationError(
                    "\(formatNumber(width))x\(formatNumber(height)) is not in the range '\(range.name)' \(range.details)."
                ),
                of: Self.self)
        }
        range.upperBound = nil
        range.width = width
        range.height = height
        return range
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
