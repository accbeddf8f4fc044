import LayoutRuntime
import LayoutSpec

/// One layout of a scene at one size, read once: what every ``ProofPass`` reads. Capturing it
/// lays the scene out, reads its frames, its ambiguous items and their witnesses, then searches
/// the ties (which lays it out again with other priorities and puts them back) and which
/// ambiguity only follows from which (``FollowOnSearch``, on copies of the solver), and reads the
/// conflicts and the other issues of the layout.
struct LayoutSnapshot {
    /// The scene's places, at this size.
    let context: ProofContext
    /// The frames as the layout left them, before the tie search lays the scene out again (an
    /// ambiguous layout need not come back to the same frames).
    let layout: SceneLayout
    /// ``layout``'s frames by view id as solved, before UIKit's pixel rounding
    /// (``BuiltScene/exactFrames()``): what lint reads.
    let frames: [String: CGRect]
    /// The views and scrollable content sizes whose layout is not unique.
    let ambiguous: Set<AmbiguousItem>
    /// The witnesses of the first ambiguous items in spec order (``WitnessSearch``).
    let witnesses: [ItemWitness]
    let ties: [Tie]
    /// Which ambiguous views that no tie explains only follow, wholly or in part, from a tie
    /// or from another view's ambiguity (``FollowOnSearch``).
    let followOns: FollowOns
    /// The minimal sets of required constraints that cannot all hold.
    let conflicts: [Conflict]
    /// What else the layout pass met: constraints without a common ancestor, views whose layout
    /// does not settle.
    let issues: [LayoutIssue]
    /// Constraints that hold but change nothing.
    let redundant: [LayoutConstraint]

    var size: SizeSpec { context.size }
    var scene: BuiltScene { context.scene }

    /// Whether the layout is one and settled: no conflict, no ambiguity, no tie, no issue. Lint
    /// reads only such a layout: elsewhere its frames are one of many, and the errors say why.
    var isDeterminedAndSettled: Bool {
        conflicts.isEmpty && ambiguous.isEmpty && ties.isEmpty && issues.isEmpty
    }

    /// Lays the scene out at `context`'s size and reads it; `observe` sees the layout right
    /// after it is made, with the first witness.
    static func capture(
        _ context: ProofContext, capturingInsets: Bool, observe: LayoutObserver?
    ) -> LayoutSnapshot {
        let scene = context.scene
        let size = context.size
        size.environment.apply(to: scene.root)
        // Whatever size was proven before, as the single size would be.
        scene.root.layOutAfresh()
        let layout = SceneLayout.capture(
            root: scene.root, sceneName: scene.name, sizeName: size.name, insets: capturingInsets)
        let frames = scene.exactFrames()
        let ambiguous = ambiguousItems(of: scene)
        let witnesses = WitnessSearch(context: context).witnesses(of: ambiguous)
        observe?(scene, size, witnesses.first?.witness)
        let ties = TieSearch(context: context).findTies(among: ambiguous)
        let followOns = FollowOnSearch(context: context).search(among: ambiguous, ties: ties)
        let issues = scene.root.layoutIssues
        return LayoutSnapshot(
            context: context, layout: layout,
            frames: frames,
            ambiguous: ambiguous, witnesses: witnesses, ties: ties, followOns: followOns,
            conflicts: conflicts(in: issues),
            issues: issues,
            redundant: scene.cell == nil
                ? scene.root.redundantConstraints : CellHeights.redundantConstraints(of: scene.root, at: size)
        )
    }

    /// The ambiguous views and scrollable content sizes of the scene's last layout.
    static func ambiguousItems(of scene: BuiltScene) -> Set<AmbiguousItem> {
        var items: Set<AmbiguousItem> = []
        for sceneView in scene.installedViews {
            let attributes = sceneView.view.ambiguousAttributes
            for axis in LayoutAxis.allCases where attributes.contains(where: axis.contains) {
                items.insert(
                    AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false))
            }
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let content = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in LayoutAxis.allCases where content.contains(axis.sizeAttribute) {
                items.insert(AmbiguousItem(view: ObjectIdentifier(scrollView), axis: axis, isContent: true))
            }
        }
        return items
    }

    /// The conflicts among `issues`, each with the views its constraints place.
    static func conflicts(in issues: [LayoutIssue]) -> [Conflict] {
        issues.compactMap { issue in
            guard case .unsatisfiable(let conflicting, _) = issue else { return nil }
            var views: Set<ObjectIdentifier> = []
            for constraint in conflicting {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    if let view = item as? View { views.insert(ObjectIdentifier(view)) }
                    if let owner = (item as? LayoutGuide)?.owningView {
                        views.insert(ObjectIdentifier(owner))
                    }
                }
            }
            return Conflict(constraints: conflicting, views: views)
        }
    }

    /// The conflict whose constraints place `view` along one of `axes`, if any: setting one of
    /// them aside can only change the view on an axis they reach.
    func conflictIndex(placing view: View, along axes: [LayoutAxis]) -> Int? {
        conflicts.firstIndex { conflict in
            conflict.views.contains(ObjectIdentifier(view))
                && axes.contains {
                    !view.constraintsAffectingLayout(for: $0, among: conflict.constraints).isEmpty
                }
        }
    }
}

/// A minimal set of required constraints that cannot all hold at one size, and the views it
/// places: the runtime sets one of them aside, so their views may lose a pin.
struct Conflict {
    let constraints: [LayoutConstraint]
    /// The views the constraints place (a guide's owning view), the root included.
    let views: Set<ObjectIdentifier>
}
