import LayoutRuntime
import LayoutSpec

/// What of a scene varies with its root's size classes: the constraints of `when:` entries and
/// of views installed at some classes only, the properties of views' `vary:`, and those views.
/// The resolver applies them for the root's classes and again whenever they change, as the
/// generated scene does, so that every place that puts the root in a size's environment (the
/// proof, ranges, fixes, `layout`, `render`) lays it out with that size's views, constraints
/// and properties.
struct SizeClassVariants {
    let constraints: [SceneConstraint]
    let views: [SceneView]
    /// The views of a `when:`, each with its superview and the siblings the spec puts after it.
    let installable: [(view: SceneView, parent: View, later: [View])]

    /// - Parameter viewNamed: The view of an id, the root included (``Resolver/view(_:)``).
    init(constraints: [SceneConstraint], views: [SceneView], viewNamed: (String) -> View?) {
        self.constraints = constraints.filter { !$0.isPlaceholder && $0.condition != nil }
        self.views = views.filter { !$0.variations.isEmpty }
        var installable: [(view: SceneView, parent: View, later: [View])] = []
        for (index, view) in views.enumerated() where view.condition != nil {
            let later = SceneView.laterSiblings(of: index, in: views).map(\.view)
            if let parent = viewNamed(view.parentID) { installable.append((view, parent, later)) }
        }
        self.installable = installable
    }

    var isEmpty: Bool { constraints.isEmpty && views.isEmpty && installable.isEmpty }

    /// Gives each varying property its value at `classes`, takes out the views not installed
    /// there and puts back those that are, then deactivates the constraints of other classes
    /// before activating those of `classes`, so that no two sets meet.
    func apply(_ classes: SizeClasses) {
        for view in views {
            for variation in view.variations {
                for setting in variation.settings(for: classes) { setting.apply(view.view) }
            }
        }
        for (sceneView, parent, later) in installable {
            let view = sceneView.view
            guard sceneView.condition?.matches(classes) ?? true else {
                view.removeFromSuperview()
                continue
            }
            guard view.superview == nil else { continue }
            if sceneView.isArranged, let stack = parent as? StackView {
                // Back among the arranged views, before the first of those after it that is there.
                let index = later.compactMap { next in stack.arrangedSubviews.firstIndex { $0 === next } }
                    .min()
                stack.insertArrangedSubview(view, at: index ?? stack.arrangedSubviews.count)
                if let spacing = sceneView.customSpacingAfter {
                    stack.setCustomSpacing(spacing.runtimeValue, after: view)
                }
            } else if let next = later.first(where: { $0.superview === parent }) {
                parent.insertSubview(view, belowSubview: next)
            } else {
                parent.addSubview(view)
            }
        }
        LayoutConstraint.deactivate(constraints.filter { !$0.isActive(in: classes) }.map(\.constraint))
        LayoutConstraint.activate(constraints.filter { $0.isActive(in: classes) }.map(\.constraint))
    }
}
