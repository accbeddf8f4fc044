import ArgumentParser
import Foundation
import LayoutInterfaceBuilder
import LayoutSpec

/// A spec as a command reads it: a YAML file, or one scene of a storyboard or xib.
struct LoadedSpec {
    /// The path the user gave.
    var path: String
    /// The scene's name in its document (what `--scene` takes); nil for a YAML spec.
    var sceneName: String?
    /// The spec; nil when it could not be loaded or the scene was refused.
    var spec: Spec?
    /// What loading reported.
    var diagnostics: Diagnostics
    /// For a scene of a document, each view's id in the document.
    var interfaceBuilderIDs: [String: String] = [:]

    /// `path`, or `path [scene]` for a scene of a document.
    var label: String { sceneName.map { "\(path) [\($0)]" } ?? path }

    /// The specs of `path`: a YAML spec, or every scene of a document (`scene` nil and
    /// `allScenes`), or the scene named `scene` (or a document's only one).
    /// - Throws: a usage error when a document has no scene of that name, or several and no
    ///   `--scene`.
    static func load(
        _ path: String, scene: String?, allScenes: Bool, command: any ParsableCommand.Type
    ) throws -> [LoadedSpec] {
        var diagnostics = Diagnostics()
        guard InterfaceBuilderDocument.isDocument(path) else {
            let spec = SpecLoader().run(.file(path), diagnostics: &diagnostics)
            return [LoadedSpec(path: path, sceneName: nil, spec: spec, diagnostics: diagnostics)]
        }
        guard let document = InterfaceBuilderDocument.load(contentsOf: path, diagnostics: &diagnostics) else {
            return [LoadedSpec(path: path, sceneName: nil, spec: nil, diagnostics: diagnostics)]
        }
        var scenes = document.scenes
        if scene != nil || !allScenes {
            guard let picked = document.scene(named: scene) else {
                let names = document.scenes.map { "'\($0.name)'" }.joined(separator: ", ")
                let problem =
                    scene.map { "'\(path)' has no scene '\($0)'." }
                    ?? "'\(path)' has \(document.scenes.count) scenes; pick one with '--scene NAME'."
                throw usageFailure(ValidationError("\(problem) Its scenes: \(names)."), of: command)
            }
            scenes = [picked]
        }
        return scenes.map {
            LoadedSpec(
                path: path, sceneName: $0.name, spec: $0.spec, diagnostics: $0.diagnostics,
                interfaceBuilderIDs: $0.interfaceBuilderIDs)
        }
    }
}
