import ArgumentParser
import LayoutGenCore
import LayoutProof
import LayoutRuntime

/// What `layout` and `render` take to name one scene and where its scroll views are scrolled:
/// a spec, the scene of a storyboard or xib, and content offsets.
struct OneSceneOptions: ParsableArguments {
    @Argument(help: "The spec file (.yaml), or a storyboard or xib.")
    var spec: String

    @Option(help: "The scene of a storyboard or xib (needed when it has several).")
    var scene: String?

    @Option(
        name: .customLong("content-offset"),
        help: "A scroll view's content offset, as ID=X,Y (repeatable).")
    var contentOffsets: [String] = []

    func validate() throws {
        for offset in contentOffsets where Self.parseOffset(offset) == nil {
            throw ValidationError(
                "Invalid content offset '\(offset)'. Write it as ID=X,Y, as in 'scrollView=0,300'.")
        }
    }

    /// The spec (or the one scene of a document) as `command` loads it.
    func load(command: any ParsableCommand.Type) throws -> LoadedSpec {
        try LoadedSpec.load(spec, scene: scene, allScenes: false, command: command)[0]
    }

    /// Each content offset by its scroll view's id; a usage error of `command` when an id is
    /// not a scroll view of `scene`.
    func offsets(in scene: BuiltScene, command: any ParsableCommand.Type) throws -> [(
        id: String, point: CGPoint
    )] {
        try contentOffsets.map { text in
            let (id, point) = Self.parseOffset(text)!
            guard scene.view(id) is ScrollView else {
                throw usageFailure(
                    ValidationError(
                        "'\(id)' in '--content-offset \(text)' is not a scroll view of '\(scene.name)' ('\(spec)')."
                    ), of: command)
            }
            return (id, point)
        }
    }

    /// `scrollView=0,300` as the id and the offset; nil for anything else.
    static func parseOffset(_ text: String) -> (String, CGPoint)? {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let numbers = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count == 2, let x = Double(numbers[0]), let y = Double(numbers[1]),
            x.isFinite, y.isFinite
        else { return nil }
        return (String(parts[0]), CGPoint(x: x, y: y))
    }
}
