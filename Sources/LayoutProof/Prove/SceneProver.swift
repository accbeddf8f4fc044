import LayoutRuntime
import LayoutSpec

/// What proving a scene found: the layout at each size it was proven at, and whether it holds.
public struct Proof {
    /// One layout per size, in the order proven.
    public var layouts: [SceneLayout]
    /// True when no error was found at any size.
    public var holds: Bool
    /// The scene, when it was proven at every size it declares and holds there.
    public let proven: ProvenScene?
    /// Each range of sizes that was swept, cut where its layout changes.
    public var ranges: [RangeProof] = []
    /// What was found at each size laid out, in order: each single size, and each sample of a
    /// range.
    public var foundAtSizes: [FoundAtSize] = []
    /// Every finding, in the order its diagnostic was emitted, with the sizes where it holds.
    public var found: [Found] = []

    /// A finding and every size where it holds, as its diagnostic lists them.
    public struct Found: Sendable {
        public var id: FindingID
        public var isError: Bool
        public var sizes: [SizeSet]
    }
}

/// Looks at the scene at one single size right after the proof laid it out, before the proof
/// lays it out again (its tie search does): what a picture of the proof's own layout needs.
/// `witness` is the other layout of the size's first witnessed ambiguity in spec order, if any.
public typealias LayoutObserver = (_ scene: BuiltScene, _ size: SizeSpec, _ witness: Diagnostic.Witness?) ->
    Void

/// A scene proven fully determined, with every expectation met, at every size it declares:
/// the only input the emitter takes.
///
/// Only ``SceneProver`` makes one (its initializer is private to that file), so code that was
/// not proven cannot be emitted.
public struct ProvenScene {
    /// The scene, laid out at its last declared size.
    public let scene: BuiltScene
    /// Its layout at each declared size, in declaration order; a range by its two corners.
    public let layouts: [SceneLayout]
    /// The declared sizes as proven: a cell's widths at the height imposed on its content view
    /// (``CellHeights/contentView``); a screen's as declared.
    public let sizes: [SizeSpec]

    fileprivate init(scene: BuiltScene, layouts: [SceneLayout], sizes: [SizeSpec]) {
        self.scene = scene
        self.layouts = layouts
        self.sizes = sizes
    }
}

/// Proves a built scene at every size it declares: no conflict, no ambiguity, every
/// expectation met. Failures are diagnostics at the spec lines responsible.
///
/// The scene is laid out by LayoutRuntime, the same runtime the generated code uses; the
/// root is resized between sizes, so the incremental path is the one proven.
public struct SceneProver: GeneratorStage {
    public init() {}

    /// The prove stage: the scene proven at every size it declares, or nil when it does not
    /// hold there (every failure is reported).
    public func run(_ scene: BuiltScene, diagnostics: inout Diagnostics) -> ProvenScene? {
        Self.prove(scene, diagnostics: &diagnostics).proven
    }

    /// The prove stage, keeping the proof whether it holds or not (see
    /// ``prove(_:at:capturingInsets:drawing:diagnostics:)``).
    public func prove(_ scene: BuiltScene, diagnostics: inout Diagnostics) -> Proof {
        Self.prove(scene, diagnostics: &diagnostics)
    }

    /// Proves the scene at `sizes` (its declared sizes by default) and returns what was found,
    /// whether it holds or not: the layouts of a scene that fails are what `layoutgen layout`
    /// prints. The proof carries a ``ProvenScene`` only when the scene holds at its declared
    /// sizes, all of them. With `capturingInsets`, the layouts hold each view's safe-area insets
    /// and margins too; `observe` is called at each single size right after its layout.
    public static func prove(
        _ scene: BuiltScene, at sizes: [SizeSpec]? = nil, capturingInsets: Bool = false,
        observe: LayoutObserver? = nil,
        diagnostics: inout Diagnostics
    ) -> Proof {
        let declared = sizes ?? scene.sizes
        // A cell is proven the ordinary way at the height UIKit imposes on its content view.
        let (sizes, cellHeights) = fitCells(scene, at: declared)
        var findings = Findings()
        var layouts: [SceneLayout] = []
        var ranges: [RangeProof] = []
        // The sizes generated code lists: a cell's range by its corners at their fitted heights.
        var provenSizes: [SizeSpec] = []
        guard let first = sizes.first else { return Proof(layouts: [], holds: true, proven: nil) }
        var context = ProofContext(scene: scene, size: first)
        var twins = sizes.contains { $0.member?.contentSizeCategory != nil } ? CategoryTwins(scene) : nil
        for size in sizes {
            if observe == nil, let twin = twins?.twin(of: size) {
                findings.copy(twin, to: size)
                copy(twin, to: size, layouts: &layouts, ranges: &ranges, found: &context.foundAtSizes)
                provenSizes +=
                    size.upperBound != nil && scene.cell != nil
                    ? fitCells(scene, at: size.corners).sizes : [size]
                continue
            }
            if size.upperBound != nil {
                ranges += proveRange(size, context: &context, into: &findings).map { [$0] } ?? []
                // The layouts at the range's corners, the sizes generated code lists for it; a
                // cell's at the heights fitted there.
                let corners = fitCells(scene, at: size.corners)
                for corner in corners.sizes {
                    corner.environment.apply(to: scene.root)
                    scene.root.layoutIfNeeded()
                    var layout = SceneLayout.capture(
                        root: scene.root, sceneName: scene.name, sizeName: corner.name,
                        insets: capturingInsets)
                    layout.cellHeights = corners.heights[corner]
                    layouts.append(layout)
                }
                if scene.cell != nil { provenSizes += corners.sizes } else { provenSizes.append(size) }
                continue
            }
            provenSizes.append(size)
            context.cellHeights = cellHeights[size]
            var layout = prove(
                at: size, context: &context, capturingInsets: capturingInsets, observe: observe,
                into: &findings)
            layout.cellHeights = cellHeights[size]
            layouts.append(layout)
        }
        let before = diagnostics.errors.count
        let found = findings.flush(into: &diagnostics, sizes: sizes)
        let holds = diagnostics.errors.count == before
        let atDeclaredSizes = declared == scene.sizes
        let proven =
            holds && atDeclaredSizes ? ProvenScene(scene: scene, layouts: layouts, sizes: provenSizes) : nil
        return Proof(
            layouts: layouts, holds: holds, proven: proven, ranges: ranges,
            foundAtSizes: context.foundAtSizes,
            found: found)
    }

    /// Gives `twin`, a size laid out as `size` was (``CategoryTwins``), the layouts, the range
    /// proof and the findings by size of `size`, named as `twin`'s.
    private static func copy(
        _ size: SizeSpec, to twin: SizeSpec, layouts: inout [SceneLayout], ranges: inout [RangeProof],
        found: inout [FoundAtSize]
    ) {
        for (corner, twinCorner) in zip(size.corners, twin.corners) {
            guard var layout = layouts.first(where: { $0.sizeName == corner.name }) else { continue }
            layout.sizeName = twinCorner.name
            layout.sizeTitle = SizeSpec.title(
                name: twinCorner.name, dimensions: twinCorner.dimensionsText,
                suffix: twinCorner.environmentSuffix,
                quoted: false)
            layouts.append(layout)
        }
        if var range = ranges.first(where: { $0.size.name == size.name }) {
            range.size = twin
            ranges.append(range)
        }
        found += found.filter { $0.size.name == size.name }.map {
            $0.at(twin.upperBound == nil ? twin : twin.sample(width: $0.size.width, height: $0.size.height))
        }
    }

    /// The checks of a layout, in the order they run at each size: ties, then ambiguity, so that
    /// what only follows from a tie is a note under it (what only follows from another view's
    /// ambiguity is a note under that view's error, ``LayoutSnapshot/followOns``); warnings; then
    /// conflicts, which take the notes that earlier passes found following from them, so a cause
    /// is always the error and what follows from it a note; expectations; lint; last, a cell's
    /// height, whose check lays the scene out again at another height.
    static let passes: [any ProofPass] = [
        TiePass(), AmbiguityPass(), WarningPass(), ConflictPass(), ExpectationPass(), LintPass(),
        CellHeightPass(),
    ]

    /// Proves the scene at one size: its layout, as it was before any further layout, shown to
    /// `observe` with its first witness.
    static func prove(
        at size: SizeSpec, context: inout ProofContext, capturingInsets: Bool,
        observe: LayoutObserver?, into findings: inout Findings
    ) -> SceneLayout {
        context.size = size
        let snapshot = LayoutSnapshot.capture(context, capturingInsets: capturingInsets, observe: observe)
        var found: [Finding] = []
        for pass in passes { found += pass.run(snapshot, after: found) }
        for finding in found { findings.add(size: size, finding) }
        context.foundAtSizes.append(FoundAtSize(snapshot, found: found))
        return snapshot.layout
    }
}

extension SceneProver {
    /// Every constraint of the scene's last layout, one a line, each as a diagnostic note
    /// names it: `spec.yaml:9:5: 'box.top == view.top + 8'`, or what made it:
    /// `'b.leading == a.trailing + 8', UISV-spacing of the stack view 'row'`.
    public static func constraintLines(of scene: BuiltScene, at size: SizeSpec) -> [String] {
        let context = ProofContext(scene: scene, size: size)
        return scene.root.constraintsOfLastLayout.map { constraint in
            let note = context.note(for: constraint)
            guard let location = note.location else { return note.message }
            return "\(location): \(note.message)"
        }
    }
}
