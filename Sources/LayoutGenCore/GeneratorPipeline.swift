import LayoutRuntime
import LayoutSpec

/// The stages of layoutgen, chained: load the YAML into a spec model, resolve it into runtime
/// objects, prove it at every size, emit Swift.
///
/// Each stage reports into the same ``Diagnostics``; only the pipeline stops, and only between
/// stages, so one run reports every error a stage can find.
public enum GeneratorPipeline {
    /// Loads and resolves a spec file.
    /// - Returns: The built scene, or nil when the spec has errors (in `diagnostics`).
    public static func build(specAt path: String, diagnostics: inout Diagnostics) -> BuiltScene? {
        guard let spec = SpecLoader.load(contentsOf: path, diagnostics: &diagnostics),
            !diagnostics.hasErrors
        else { return nil }
        return build(spec, diagnostics: &diagnostics)
    }

    /// Resolves a loaded spec into runtime objects.
    public static func build(_ spec: Spec, diagnostics: inout Diagnostics) -> BuiltScene? {
        let scene = SceneResolver.resolve(spec, diagnostics: &diagnostics)
        return diagnostics.hasErrors ? nil : scene
    }

    /// Builds and proves a spec file.
    /// - Returns: The scene and its proof, or nil when it could not be built.
    public static func prove(specAt path: String, diagnostics: inout Diagnostics) -> (BuiltScene, Proof)? {
        guard let scene = build(specAt: path, diagnostics: &diagnostics) else { return nil }
        return (scene, SceneProver.prove(scene, diagnostics: &diagnostics))
    }

    /// Builds, proves and emits a spec file.
    /// - Returns: The Swift source, or nil when the spec does not hold: nothing is emitted for
    ///   a spec that fails its proof.
    public static func generate(specAt path: String, diagnostics: inout Diagnostics) -> String? {
        guard let (scene, proof) = prove(specAt: path, diagnostics: &diagnostics), proof.holds else {
            return nil
        }
        return SceneEmitter.emit(scene)
    }
}
