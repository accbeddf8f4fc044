import ArgumentParser
import LayoutGenCore
import LayoutSpec

/// `layoutgen check SPEC...`: prove each spec, write nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prove each spec at every size it declares; write nothing.")

    @Argument(help: "The spec files (.yaml).")
    var specs: [String]

    @Flag(help: "Fail (exit status 1) on a spec with any warning, layout lint's included.")
    var warningsAsErrors = false

    func validate() throws {
        if specs.isEmpty {
            throw ValidationError("Missing a spec file. Try 'layoutgen check Specs/Scene.yaml'.")
        }
    }

    func run() throws {
        try forEachSpec(specs, through: GeneratorPipeline().prove, warningsAsErrors: warningsAsErrors) {
            path, proven in
            let sizes = proven.scene.sizes.map(\.summary)
            print("\(path): '\(proven.scene.name)' holds at \(sizes.joined(separator: ", ")).")
            return true
        }
    }
}
