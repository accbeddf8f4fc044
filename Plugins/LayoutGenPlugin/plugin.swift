import Foundation
import PackagePlugin

/// Turns every `.yaml` spec in a target's folder into a Swift file compiled into the target.
///
/// Thin by design: it finds the inputs, runs `layoutgen` once per spec, and declares the
/// output. `layoutgen` proves the spec first: a spec that does not hold fails the build with
/// its diagnostics shown at the YAML lines, and writes nothing.
///
/// A `layoutgen-config.yaml` in the target's folder (`flavor: uikit`) chooses the code to
/// generate; `layoutgen` reads it, so a mistake in it is reported at its line.
@main
struct LayoutGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let tool = try context.tool(named: "layoutgen")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        let yamlFiles = module.sourceFiles(withSuffix: "yaml").map(\.url).sorted { $0.path < $1.path }
        let configInputs = yamlFiles.filter { $0.lastPathComponent == Self.configFileName }
        guard configInputs.count <= 1 else {
            throw ConfigError(paths: configInputs.map(\.path))
        }
        let specs = yamlFiles.filter { $0.lastPathComponent != Self.configFileName }
        let names = Self.outputNames(of: specs)
        return zip(specs, names).map { spec, name in
            let output = outputFolder.appending(path: name)
            return .buildCommand(
                displayName: "Proving and generating \(spec.lastPathComponent)",
                executable: tool.url,
                arguments: [spec.path, "--output", output.path]
                    + configInputs.flatMap { ["--config", $0.path] },
                inputFiles: [spec] + configInputs,
                outputFiles: [output])
        }
    }

    /// The file in a target's folder that says how to generate its specs; not a spec.
    static let configFileName = "layoutgen-config.yaml"

    /// A target with two configs, which would each say how to generate all of its specs.
    struct ConfigError: Error, CustomStringConvertible {
        var paths: [String]
        var description: String {
            "A target has one \(LayoutGenPlugin.configFileName), in its folder; found "
                + paths.map { "'\($0)'" }.joined(separator: " and ") + ". Remove all but one."
        }
    }

    /// The generated files' names: each spec's file name with `.swift` for `.yaml`, and where
    /// two specs of one name sit in different folders, as many of their folders as tell them
    /// apart, joined with `+` (`Settings+Row.swift` for Settings/Row.yaml), so that each writes
    /// a file of its own.
    static func outputNames(of specs: [URL]) -> [String] {
        let paths = specs.map { $0.deletingPathExtension().standardizedFileURL.pathComponents }
        return paths.map { components in
            var count = 1
            func tail(_ path: [String]) -> ArraySlice<String> { path.suffix(count) }
            while count < components.count,
                paths.contains(where: { $0 != components && tail($0) == tail(components) })
            {
                count += 1
            }
            return components.suffix(count).joined(separator: "+") + ".swift"
        }
    }
}
