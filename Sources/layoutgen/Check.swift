import ArgumentParser
import LayoutGenCore
import LayoutSpec

/// `layoutgen check SPEC...`: prove each spec, write nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prove each spec at every size it declares; write nothing.")

    @Argument(help: "The spec files (.yaml).")
    var specs: [String]

    func validate() throws {
        if specs.isEmpty {
            throw ValidationError("Missing a spec file. Try 'layoutgen check Specs/Scene.yaml'.")
        }
    }

    func run() throws {
        var failed = false
        for path in specs {
            var diagnostics = Diagnostics()
            let proven = GeneratorPipeline().prove(.file(path), diagnostics: &diagnostics)
            printDiagnostics(diagnostics)
            if let scene = proven?.scene {
                let sizes = scene.sizes.map(\.summary)
                print("\(path): '\(scene.name)' holds at \(sizes.joined(separator: ", ")).")
            } else {
                failed = true
            }
        }
        if failed { throw specFailure }
    }
}
