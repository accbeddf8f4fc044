import LayoutProof
import LayoutRuntime
import LayoutSpec

/// The stages of layoutgen as one value: load the YAML into a ``Spec``, resolve it into a
/// ``BuiltScene`` of runtime objects, prove it at every size into a ``ProvenScene``, emit a
/// ``GeneratedSource``.
///
/// The command line, the build plugin (through the command line), the tests, the fuzzers and
/// the benchmarks all run specs through this value. Each stage reports into the same
/// ``Diagnostics`` and returns nil when it found an error, so a run stops only between stages
/// and reports every error the stage that failed could find.
public struct GeneratorPipeline: Sendable {
    public var loader: SpecLoader
    public var resolver: SceneResolver
    public var prover: SceneProver
    public var emitter: SceneEmitter

    public init(
        loader: SpecLoader = SpecLoader(), resolver: SceneResolver = SceneResolver(),
        prover: SceneProver = SceneProver(), emitter: SceneEmitter = SceneEmitter()
    ) {
        self.loader = loader
        self.resolver = resolver
        self.prover = prover
        self.emitter = emitter
    }

    /// Load and resolve: the scene's runtime objects, not yet proven.
    public func build(_ input: SpecInput, diagnostics: inout Diagnostics) -> BuiltScene? {
        guard let spec = loader.run(input, diagnostics: &diagnostics) else { return nil }
        return resolver.run(spec, diagnostics: &diagnostics)
    }

    /// Load, resolve and prove: the scene when it holds at every size it declares.
    public func prove(_ input: SpecInput, diagnostics: inout Diagnostics) -> ProvenScene? {
        check(input, diagnostics: &diagnostics)?.proven
    }

    /// Load, resolve and prove, keeping the proof whether it holds or not. When it does not,
    /// the errors get the fixes ``FixProver`` proves.
    public func check(_ input: SpecInput, diagnostics: inout Diagnostics) -> Proof? {
        guard let spec = loader.run(input, diagnostics: &diagnostics) else { return nil }
        return check(spec, diagnostics: &diagnostics)
    }

    /// Resolve and prove a spec already loaded (from YAML or an Interface Builder document),
    /// keeping the proof whether it holds or not, with ``FixProver``'s fixes when it does not.
    public func check(_ spec: Spec, diagnostics: inout Diagnostics) -> Proof? {
        guard let scene = resolver.run(spec, diagnostics: &diagnostics) else { return nil }
        let proof = prover.prove(scene, diagnostics: &diagnostics)
        if !proof.holds { FixProver.prove(&diagnostics, of: spec, proof: proof, resolver: resolver) }
        return proof
    }

    /// Every stage: the Swift source, or nil when the spec does not hold. Nothing is emitted
    /// for a spec that fails its proof.
    public func generate(_ input: SpecInput, diagnostics: inout Diagnostics) -> GeneratedSource? {
        guard let proven = prove(input, diagnostics: &diagnostics) else { return nil }
        return emitter.run(proven, diagnostics: &diagnostics)
    }

    /// Resolve, prove and emit a spec already loaded: the Swift source, or nil when it does not hold.
    public func generate(_ spec: Spec, diagnostics: inout Diagnostics) -> GeneratedSource? {
        guard let proven = check(spec, diagnostics: &diagnostics)?.proven else { return nil }
        return emitter.run(proven, diagnostics: &diagnostics)
    }
}
