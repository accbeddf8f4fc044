import LayoutProof
import LayoutRuntime
import LayoutSpec

extension SceneRenderer {
    /// Draws `spec` at each of `sizes` (a range at its two corners) as `layoutgen layout` lays
    /// it out there: resolved afresh for each size and proven at that size alone, with what
    /// the proof found marked over it (``DrawingOverlay``): the constraints of each conflict,
    /// the other layout of the first witnessed ambiguity (in spec order) drawn over the one the
    /// runtime made, and every lint warning's views.
    ///
    /// The layout drawn is the proof's own (through its ``LayoutObserver``), taken before the proof's tie
    /// search lays the scene out again; a fresh scene per size keeps one size's proof from
    /// moving another's ambiguous layout. Nil when the spec does not resolve.
    /// - Parameter contentOffsets: Content offsets to draw the scroll views at, by id.
    public static func provenDrawings(
        of spec: Spec, at sizes: [SizeSpec], contentOffsets: [String: CGPoint] = [:],
        resolver: SceneResolver = SceneResolver()
    ) -> [SceneDrawing]? {
        var drawings: [SceneDrawing] = []
        for size in sizes.flatMap(\.corners) {
            var found = Diagnostics()
            guard let scene = resolver.run(spec, diagnostics: &found) else { return nil }
            for (id, offset) in contentOffsets {
                (scene.view(id) as? ScrollView)?.contentOffset = offset
            }
            var drawn: SceneDrawing?
            _ = SceneProver.prove(
                scene, at: [size], observe: { drawn = drawing(of: $0, at: $1, witness: $2) },
                diagnostics: &found)
            guard var drawing = drawn else { return nil }
            drawing.overlay.conflict = conflictMarks(of: scene, at: size)
            drawing.overlay.marks = found.sorted.compactMap(\.marks)
            drawings.append(drawing)
        }
        return drawings
    }

    /// A picture of the layout as it is, with `witness`'s other layout over it: the runtime
    /// moves what the witness moves, the picture is taken, and a layout pass writes the solved
    /// frames again.
    static func drawing(of scene: BuiltScene, at size: SizeSpec, witness: Diagnostic.Witness?)
        -> SceneDrawing
    {
        let root = scene.root
        var drawing = SceneDrawing.capture(root: root, sceneName: scene.name, sizeName: size.name)
        guard let witness else { return drawing }
        let moved =
            witness.isContent
            ? (scene.view(witness.view) as? ScrollView)?.exerciseContentAmbiguity(moving: witness.attribute)
            : scene.view(witness.view)?.exerciseAmbiguityInLayout(moving: [witness.attribute])
        if moved == true {
            drawing.overlay.alternative = SceneDrawing.capture(
                root: root, sceneName: scene.name, sizeName: size.name)
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        return drawing
    }

    /// The sizes to draw when none is named: each size `proof` was proven at (a range is drawn
    /// at its corners), and after each range the sample size of the first part of it with
    /// each set of findings the corners do not show, at most ``sampleSizesPerRange``, so that a finding that holds only
    /// inside a range is drawn where it happens.
    public static func sizesToDraw(_ sizes: [SizeSpec], provenBy proof: Proof) -> [SizeSpec] {
        sizes.flatMap { size -> [SizeSpec] in
            guard let range = proof.ranges.first(where: { $0.size == size }) else { return [size] }
            var seen = Set(size.corners.map { [$0.width, $0.height] })
            // What the corners show is drawn there.
            var found = Set(
                size.corners.compactMap { corner in
                    range.pieces.first { $0.contains(width: corner.width, height: corner.height) }?.findings
                        .sorted()
                })
            var samples: [SizeSpec] = []
            // A stretch's sample lies inside it; a breakpoint's is the breakpoint itself, a size
            // nobody would pick to look at: stretches first.
            let stretches = range.pieces.filter {
                $0.widths.lower < $0.widths.upper || $0.heights.lower < $0.heights.upper
            }
            let points = range.pieces.filter {
                $0.widths.lower == $0.widths.upper && $0.heights.lower == $0.heights.upper
            }
            for piece in stretches + points where !piece.findings.isEmpty {
                let dimensions = [piece.sample.width, piece.sample.height]
                guard samples.count < sampleSizesPerRange, found.insert(piece.findings.sorted()).inserted,
                    seen.insert(dimensions).inserted
                else { continue }
                var sample = size
                sample.upperBound = nil
                sample.width = piece.sample.width
                sample.height = piece.sample.height
                samples.append(sample)
            }
            return [size] + samples
        }
    }

    /// The most sizes inside one range drawn for its findings.
    public static let sampleSizesPerRange = 6

    /// The constraints of each conflict the runtime met at `size`, in the order the error
    /// lists them: the spec's own in spec order, then the runtime's. A constraint on a scroll
    /// view's edges is drawn where the scroll-view rule puts it, on its content area.
    static func conflictMarks(of scene: BuiltScene, at size: SizeSpec) -> [ConstraintMark] {
        let context = ProofContext(scene: scene, size: size)
        var marks: [ConstraintMark] = []
        for case .unsatisfiable(let constraints, _) in scene.root.layoutIssues {
            marks += context.notedInSpecOrder(constraints).compactMap { constraint, note in
                guard
                    let first = constraint.effectiveFirstItem.flatMap({
                        edge($0, constraint.firstAttribute, context)
                    })
                else { return nil }
                let line = note.location.map { " (line \($0.line))" } ?? ""
                return ConstraintMark(
                    label: note.message + line, first: first,
                    second: constraint.effectiveSecondItem.flatMap {
                        edge($0, constraint.secondAttribute, context)
                    })
            }
        }
        return marks
    }

    /// A constraint's side as a mark names it: the view, or the view that owns the guide.
    private static func edge(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ context: ProofContext)
        -> ConstraintMark.Edge?
    {
        let id = context.id(of: item)
        guard id != "?" else { return nil }
        return ConstraintMark.Edge(
            viewID: id, guide: (item as? LayoutGuide)?.identifier, attribute: attribute)
    }
}
