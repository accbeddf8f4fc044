import ArgumentParser
import LayoutGenCore
import LayoutProof
import LayoutSpec

/// `layoutgen check SPEC...`: prove each spec, write nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prove each spec at every size it declares; write nothing.")

    @Argument(help: "The spec files (.yaml), storyboards and xibs (every scene of each).")
    var specs: [String]

    @Option(help: "Only this scene of a storyboard or xib (its storyboard identifier, class, title or id).")
    var scene: String?

    @Flag(help: "Fail (exit status 1) on a spec with any warning, layout lint's included.")
    var warningsAsErrors = false

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Option(
        help: ArgumentHelp(
            "text, or json: one JSON document on standard output with every spec's diagnostics, witnesses and fixes.",
            discussion: "The schema is in docs/CheckJSON.md. The exit status is the same for both."))
    var format: Format = .text

    @Flag(
        help: ArgumentHelp(
            "Print, for each range of sizes, the sizes where the layout changes regime and what changes.",
            discussion:
                "An inequality becomes tight, an optional constraint stops being met, a label's text wraps "
                + "differently, a lint check starts or stops firing."))
    var breakpoints = false

    func validate() throws {
        if specs.isEmpty {
            throw ValidationError("Missing a spec file. Try 'layoutgen check Specs/Scene.yaml'.")
        }
        if breakpoints && format == .json {
            throw ValidationError("'--breakpoints' prints text; use it without '--format json'.")
        }
    }

    func run() throws {
        if format == .json { return try runJSON() }
        try forEachSpec(
            specs, scene: scene, allScenes: true, command: Self.self, through: Self.prove,
            warningsAsErrors: warningsAsErrors
        ) { loaded, proof in
            if breakpoints { Self.printBreakpoints(of: proof, path: loaded.label) }
            guard let proven = proof.proven else { return false }
            let sizes = SizeMember.summaries(of: proven.scene.sizes, single: \.summary)
            print("\(loaded.path): '\(proven.scene.name)' holds at \(sizes.joined(separator: ", ")).")
            return true
        }
    }

    /// Every spec's report as one JSON document on standard output; nothing on standard error.
    private func runJSON() throws {
        var reports: [CheckReport.SpecReport] = []
        for path in specs {
            for loaded in try LoadedSpec.load(path, scene: scene, allScenes: true, command: Self.self) {
                var diagnostics = loaded.diagnostics
                let proof = loaded.spec.flatMap { Self.prove($0, diagnostics: &diagnostics) }
                let refused = warningsAsErrors && !diagnostics.warnings.isEmpty
                let holds = proof?.proven != nil && !refused
                reports.append(
                    CheckReport.SpecReport(
                        path: path, scene: loaded.sceneName ?? proof?.layouts.first?.sceneName, holds: holds,
                        diagnostics: diagnostics))
            }
        }
        print(CheckReport(specs: reports).json, terminator: "")
        if reports.contains(where: { !$0.holds }) { throw specFailure }
    }

    /// Load, resolve and prove, keeping the proof whether it holds or not, with proven fixes
    /// for its errors.
    static func prove(_ spec: Spec, diagnostics: inout Diagnostics) -> Proof? {
        GeneratorPipeline().check(spec, diagnostics: &diagnostics)
    }

    /// `path: 'phones' (320...440x844) has 2 breakpoints:` and one line each:
    /// `  width 340: 'box.width == 300' (spec.yaml:8:5) becomes tight or exactly met, ...`.
    static func printBreakpoints(of proof: Proof, path: String) {
        for range in proof.ranges {
            let count = range.breakpoints.count
            let counted = count == 0 ? "no breakpoints" : count == 1 ? "1 breakpoint" : "\(count) breakpoints"
            print(
                "\(path): '\(range.size.name)' \(range.size.details) has \(counted)\(count == 0 ? "." : ":")")
            for point in range.breakpoints {
                print("  \(point.inWidth ? "width" : "height") \(point.displayedValue): \(point.reason)")
            }
        }
    }
}
