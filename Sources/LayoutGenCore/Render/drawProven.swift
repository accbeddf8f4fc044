import LayoutRuntime
import LayoutSpec

extension SceneRenderer {
    /// Lays `scene` out at each of `sizes` (a range at its two corners), proves it at that size
    /// alone, and draws the layout with what the proof found there (``DrawingOverlay``): the
    /// constraints of each conflict, the other layout of the first witnessed ambiguity drawn
    /// over the one the runtime made, and every lint warning's views.
    ///
    /// Where the scene is ambiguous, both layouts are drawn from the runtime as the proof left
    /// it, laid out once more, so that the only difference between them is the witness's move.
    /// - Parameter contentOffsets: Content offsets to draw the scroll views at, by id; each
    ///   scroll view gets its own offset back afterwards.
    public static func provenDrawings(
        of scene: BuiltScene, at sizes: [SceneSize], contentOffsets: [String: CGPoint] = [:]
    ) -> [SceneDrawing] {
        var scrolled: [(ScrollView, CGPoint)] = []
        for (id, offset) in contentOffsets {
            guard let scrollView = scene.view(id) as? ScrollView else { continue }
            scrolled.append((scrollView, scrollView.contentOffset))
            scrollView.contentOffset = offset
        }
        defer {
            for (scrollView, offset) in scrolled { scrollView.contentOffset = offset }
        }
        return sizes.flatMap(\.corners).map { size in
            var found = Diagnostics()
            _ = SceneProver.prove(scene, at: [size], diagnostics: &found)
            let root = scene.root
            root.setNeedsLayout()
            root.layoutIfNeeded()
            var drawing = SceneDrawing.capture(root: root, sceneName: scene.name, sizeName: size.name)
            drawing.overlay = overlay(of: scene, at: size, found: found)
            return drawing
        }
    }

    /// The sizes to draw when none is named: each size `proof` was proven at (a range is drawn
    /// at its corners), and after each range the witness size of the first part of it with
    /// each set of findings the corners do not show, at most ``witnessSizesPerRange``, so that a finding that holds only
    /// inside a range is drawn where it happens.
    public static func sizesToDraw(_ sizes: [SceneSize], provenBy proof: Proof) -> [SceneSize] {
        sizes.flatMap { size -> [SceneSize] in
            guard let range = proof.ranges.first(where: { $0.size == size }) else { return [size] }
            var seen = Set(size.corners.map { [$0.width, $0.height] })
            // What the corners show is drawn there.
            var found = Set(
                size.corners.compactMap { corner in
                    range.pieces.first { $0.contains(width: corner.width, height: corner.height) }?.findings
                        .sorted()
                })
            var witnesses: [SceneSize] = []
            // A stretch's witness lies inside it; a breakpoint's is the breakpoint itself, a size
            // nobody would pick to look at: stretches first.
            let stretches = range.pieces.filter {
                $0.widths.lower < $0.widths.upper || $0.heights.lower < $0.heights.upper
            }
            let points = range.pieces.filter {
                $0.widths.lower == $0.widths.upper && $0.heights.lower == $0.heights.upper
            }
            for piece in stretches + points where !piece.findings.isEmpty {
                let dimensions = [piece.witness.width, piece.witness.height]
                guard witnesses.count < witnessSizesPerRange, found.insert(piece.findings.sorted()).inserted,
                    seen.insert(dimensions).inserted
                else { continue }
                var witness = size
                witness.upperBound = nil
                witness.width = piece.witness.width
                witness.height = piece.witness.height
                witnesses.append(witness)
            }
            return [size] + witnesses
        }
    }

    /// The most sizes inside one range drawn for its findings.
    public static let witnessSizesPerRange = 6

    /// What the proof at `size` found, as marks over its drawing. The scene is laid out at
    /// `size`, and is laid out again if the witness moved it.
    static func overlay(of scene: BuiltScene, at size: SceneSize, found: Diagnostics) -> DrawingOverlay {
        let context = ProofContext(scene: scene, size: size)
        var overlay = DrawingOverlay()
        for case .unsatisfiable(let constraints, _) in scene.root.layoutIssues {
            // In the order the error's notes list them: the spec's own in spec order, then the
            // runtime's.
            let noted: [(constraint: LayoutConstraint, note: Diagnostic.Note)] = constraints.map {
                ($0, context.note(for: $0))
            }
            let ordered = noted.sorted { lhs, rhs in
                let (left, right) = (lhs.constraint.origin == .user, rhs.constraint.origin == .user)
                return left != right ? left : notesInSpecOrder(lhs.note, rhs.note)
            }
            overlay.conflict += ordered.compactMap { constraint, note in
                guard
                    let first = constraint.firstItem.flatMap({ edge($0, constraint.firstAttribute, context) })
                else { return nil }
                let line = note.location.map { " (line \($0.line))" } ?? ""
                return ConstraintMark(
                    label: note.message + line, first: first,
                    second: constraint.secondItem.flatMap { edge($0, constraint.secondAttribute, context) })
            }
        }
        let diagnostics = found.sorted
        overlay.marks = diagnostics.compactMap { diagnostic in
            diagnostic.marks.map {
                LintMark(
                    kind: $0.kind == .overlap ? .overlap : .outline, viewIDs: $0.views, caption: $0.caption)
            }
        }
        if let witness = diagnostics.lazy.compactMap(\.witness).first {
            let moved =
                witness.isContent
                ? (scene.view(witness.view) as? ScrollView)?.exerciseContentAmbiguity(
                    moving: witness.attribute)
                : scene.view(witness.view)?.exerciseAmbiguityInLayout(moving: [witness.attribute])
            if moved == true {
                overlay.alternative = SceneDrawing.capture(
                    root: scene.root, sceneName: scene.name, sizeName: size.name)
                scene.root.setNeedsLayout()
                scene.root.layoutIfNeeded()
            }
        }
        return overlay
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
