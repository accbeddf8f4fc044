import LayoutRuntime
import LayoutSpec

/// What of a scene varies with its root's size classes: the constraints of `when:` entries and
/// the properties of views' `vary:`. The resolver applies them for the root's classes and again
/// whenever they change, as the generated scene does, so that every place that puts the root in
/// a size's environment (the proof, ranges, fixes, `layout`, `render`) lays it out with that
/// size's constraints and properties.
struct SizeClassVariants {
    let constraints: [SceneConstraint]
    let views: [SceneView]

    init(constraints: [SceneConstraint], views: [SceneView]) {
        self.constraints = constraints.filter { !$0.isPlaceholder && $0.condition != nil }
        self.views = views.filter { !$0.variations.isEmpty }
    }

    var isEmpty: Bool { constraints.isEmpty && views.isEmpty }

    /// Gives each varying property its value at `classes`, then deactivates the constraints of
    /// other classes before activating those of `classes`, so that no two sets meet.
    func apply(_ classes: SizeClasses) {
        for view in views {
            for variation in view.variations {
                for setting in variation.settings(for: classes) { setting.apply(view.view) }
            }
        }
        LayoutConstraint.deactivate(constraints.filter { !$0.isActive(in: classes) }.map(\.constraint))
        LayoutConstraint.activate(constraints.filter { $0.isActive(in: classes) }.map(\.constraint))
    }
}
