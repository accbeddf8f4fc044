import ArgumentParser
import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec

/// `layoutgen`: prove layout specs and generate Swift from them.
@main
struct LayoutGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutgen",
        abstract: "Prove Auto Layout specs at every size and generate Swift for them.",
        discussion: """
            Exit status: 0 when every spec holds, 1 when a spec is invalid or unproven, \
            64 for bad command-line usage. Diagnostics go to standard error as \
            'path:line:column: error: message'.
            """,
        version: "0.1.0",
        subcommands: [Generate.self, Check.self, Layout.self, Render.self, Import.self],
        defaultSubcommand: Generate.self)
}

/// Prints diagnostics as compilers do, to standard error.
func printDiagnostics(_ diagnostics: Diagnostics) {
    guard !diagnostics.all.isEmpty else { return }
    FileHandle.standardError.write(Data((diagnostics.description + "\n").utf8))
}

/// Runs each spec (each scene of a document, or the one `scene` names) through `stages`,
/// printing its diagnostics, then hands what came out to `handle`; throws exit status 1 after
/// the last spec when any spec failed its stages or its handling (a spec that fails does not
/// stop the others). With `warningsAsErrors`, a spec with a warning fails and is not handed on.
func forEachSpec<Output>(
    _ specs: [String], scene: String? = nil, allScenes: Bool = false, command: any ParsableCommand.Type,
    through stages: (Spec, inout Diagnostics) -> Output?,
    warningsAsErrors: Bool = false, handle: (_ loaded: LoadedSpec, Output) -> Bool
) throws {
    var failed = false
    for path in specs {
        for loaded in try LoadedSpec.load(path, scene: scene, allScenes: allScenes, command: command) {
            var diagnostics = loaded.diagnostics
            let output = loaded.spec.flatMap { stages($0, &diagnostics) }
            printDiagnostics(diagnostics)
            let refused = warningsAsErrors && !diagnostics.warnings.isEmpty
            if refused, !diagnostics.hasErrors {
                let count = diagnostics.warnings.count
                let warnings =
                    count == 1 ? "1 warning treated as an error" : "\(count) warnings treated as errors"
                FileHandle.standardError.write(
                    Data("\(loaded.label): error: \(warnings) (--warnings-as-errors).\n".utf8))
            }
            if let output, !refused, handle(loaded, output) { continue }
            failed = true
        }
    }
    if failed { throw specFailure }
}

/// Prints a usage error found while a subcommand runs as ArgumentParser prints one found while
/// parsing, with that subcommand's usage (an error thrown from `run()` would print the top
/// command's), and returns exit status 64 to throw.
func usageFailure(_ error: ValidationError, of command: any ParsableCommand.Type) -> ExitCode {
    let name = command.configuration.commandName ?? "\(command)".lowercased()
    let usage = LayoutGenCommand.usageString(for: command)
    FileHandle.standardError.write(
        Data(
            "Error: \(error.message)\nUsage: \(usage)\n  See 'layoutgen \(name) --help' for more information.\n"
                .utf8))
    return ExitCode(64)
}

/// Exit status 1: a spec is invalid or unproven.
let specFailure = ExitCode(1)
