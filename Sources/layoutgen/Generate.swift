import ArgumentParser
import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec

/// `layoutgen SPEC... [--flavor runtime|uikit] [-o FILE | --output-dir DIR]`: prove, then write
/// Swift.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prove each spec, then write one Swift file per spec.",
        discussion: """
            With one spec and no output option, the Swift goes to standard output. A spec that \
            fails its proof writes nothing and leaves any existing output untouched. Files are \
            replaced atomically, and only when their bytes change.
            """)

    @Argument(help: "The spec files (.yaml), or a storyboard or xib.")
    var specs: [String]

    @Option(help: "The scene of a storyboard or xib to generate (needed when it has several).")
    var scene: String?

    @Option(name: [.short, .customLong("output")], help: "The Swift file to write (one spec only).")
    var output: String?

    @Option(name: .customLong("output-dir"), help: "The folder to write <spec name>.swift files into.")
    var outputDirectory: String?

    /// ``EmitFlavor`` as an option's value.
    enum Flavor: String, ExpressibleByArgument, CaseIterable {
        case runtime, uikit

        var emitFlavor: EmitFlavor {
            switch self {
            case .runtime: .runtime
            case .uikit: .uikit
            }
        }
    }

    @Option(
        help:
            "The code to write: 'runtime' (the default) builds the scene on LayoutRuntime, 'uikit' with UIKit."
    )
    var flavor: Flavor?

    @Option(
        name: .customLong("config"),
        help:
            "A layoutgen-config.yaml whose 'flavor' applies where '--flavor' is not given (the build plugin's)."
    )
    var configPath: String?

    @Flag(help: "Fail (exit status 1) and write nothing for a spec with any warning, layout lint's included.")
    var warningsAsErrors = false

    func validate() throws {
        if specs.isEmpty { throw ValidationError("Missing a spec file. Try 'layoutgen Specs/Scene.yaml'.") }
        if output != nil && outputDirectory != nil {
            throw ValidationError("Use either '--output' or '--output-dir', not both.")
        }
        if output != nil && specs.count > 1 {
            throw ValidationError("'--output' takes one spec; for \(specs.count) specs use '--output-dir'.")
        }
        if output == nil && outputDirectory == nil && specs.count > 1 {
            throw ValidationError("Give '--output-dir' to generate \(specs.count) specs.")
        }
        var writers: [String: String] = [:]
        for spec in specs {
            guard let destination = destination(for: spec) else { continue }
            if let other = writers.updateValue(spec, forKey: destination) {
                throw ValidationError(
                    "'\(other)' and '\(spec)' would both write '\(destination)'. Rename one, or generate them "
                        + "into different folders.")
            }
        }
    }

    func run() throws {
        let pipeline = GeneratorPipeline(emitter: SceneEmitter(flavor: try chosenFlavor()))
        try forEachSpec(
            specs, scene: scene, command: Self.self, through: pipeline.generate,
            warningsAsErrors: warningsAsErrors
        ) {
            loaded, generated in
            guard let destination = destination(for: loaded.path) else {
                print(generated.text, terminator: "")
                return true
            }
            do {
                try OutputFile.write(generated.text, to: destination)
                return true
            } catch {
                FileHandle.standardError.write(Data("layoutgen: error: \(error)\n".utf8))
                return false
            }
        }
    }

    /// `--flavor`, else the config's, else LayoutRuntime's. A config with an error fails the
    /// command with its diagnostics, before any spec is read.
    private func chosenFlavor() throws -> EmitFlavor {
        if let flavor { return flavor.emitFlavor }
        guard let configPath else { return .runtime }
        guard let data = FileManager.default.contents(atPath: configPath) else {
            FileHandle.standardError.write(Data("layoutgen: error: Cannot read '\(configPath)'.\n".utf8))
            throw specFailure
        }
        var diagnostics = Diagnostics()
        let config = GeneratorConfig.load(
            yaml: Array(data), file: configPath, flavors: Flavor.allCases.map(\.rawValue),
            diagnostics: &diagnostics)
        printDiagnostics(diagnostics)
        guard let config else { throw specFailure }
        return config.flavor.flatMap { Flavor(rawValue: $0.value) }?.emitFlavor ?? .runtime
    }

    private func destination(for spec: String) -> String? {
        if let output { return output }
        guard let outputDirectory else { return nil }
        let name = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: outputDirectory).appendingPathComponent(name + ".swift").path
    }
}
