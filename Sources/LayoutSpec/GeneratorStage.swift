/// One stage of layoutgen: a named input in, a named output out, every problem reported to the
/// diagnostics the caller passes.
///
/// The stages are load (``SpecInput`` to ``Spec``), resolve (a spec to runtime objects), prove
/// (those objects at every size) and emit (a proven scene to Swift); `GeneratorPipeline` in
/// LayoutGenCore chains them. A stage reports every error it can find before it returns, and
/// returns nil when it found one, so the next stage only ever sees input without errors.
public protocol GeneratorStage: Sendable {
    associatedtype Input
    associatedtype Output

    /// Runs the stage.
    /// - Returns: The output, or nil when the stage reported an error.
    func run(_ input: Input, diagnostics: inout Diagnostics) -> Output?
}
