import Foundation
import PackagePlugin

/// Turns every `.yaml` spec in a target's folder into a Swift file compiled into the target.
///
/// Thin by design: it finds the inputs, runs `layoutgen` once per spec, and declares the
/// output. `layoutgen` proves the spec first: a spec that does not hold fails the build with
/// its diagnostics shown at the YAML lines, and writes nothing.
@main
struct LayoutGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let tool = try context.tool(named: "layoutgen")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return module.sourceFiles(withSuffix: "yaml")
            .sorted { $0.url.path < $1.url.path }
            .map { spec in
                let name = spec.url.deletingPathExtension().lastPathComponent
                let output = outputFolder.appending(path: "\(name).swift")
                return .buildCommand(
                    displayName: "Proving and generating \(spec.url.lastPathComponent)",
                    executable: tool.url,
                    arguments: [spec.url.path, "--output", output.path],
                    inputFiles: [spec.url],
                    outputFiles: [output])
            }
    }
}
