import LayoutRuntime
import LayoutSpec

/// Views installed at some size classes only (a view's `when:`, Interface Builder's "Installed"
/// per trait), and what that makes of the constraints that name them.
extension Resolver {
    /// Gives `view` its `when:` and the classes it is in the hierarchy at, those its superview
    /// is in too; reports a `when:` that never meets its superview's.
    func installCondition(
        of view: inout SceneView, written: Located<SizeClassCondition>?, diagnostics: inout Diagnostics
    ) {
        view.condition = written?.value
        let parent = viewsByID[view.parentID]
        guard let parentCondition = parent?.installedIn else {
            view.installedIn = view.condition
            return
        }
        guard let written else {
            view.installedIn = parentCondition
            return
        }
        view.installedIn = written.value.intersection(parentCondition)
        if view.installedIn == nil, let parent {
            diagnostics.emit(
                .neverInstalled(
                    "The view '\(view.id)'", when: written.value.description, view: parent.id,
                    viewWhen: parentCondition.description, at: written.location))
        }
    }

    /// Gives each constraint the classes it is active in: its entry's `when:` and the classes
    /// of every view it names (a guide's, its owning view's), since UIKit deactivates the
    /// constraints of a view it removes from its superview (`removeFromSuperview()`); reports
    /// a constraint whose classes never meet.
    func installConditions(of constraints: inout [SceneConstraint], diagnostics: inout Diagnostics) {
        let conditional = Dictionary(
            uniqueKeysWithValues: views.compactMap { view in
                view.installedIn.map { (ObjectIdentifier(view.view), (id: view.id, condition: $0)) }
            })
        for index in constraints.indices {
            let written = constraints[index].entry.condition
            var condition = written?.value
            for item in [constraints[index].constraint.firstItem, constraints[index].constraint.secondItem] {
                guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView,
                    let installed = conditional[ObjectIdentifier(view)]
                else { continue }
                guard let current = condition else {
                    condition = installed.condition
                    continue
                }
                guard let met = current.intersection(installed.condition) else {
                    diagnostics.emit(
                        .neverInstalled(
                            "The constraint '\(constraints[index].source)'", when: current.description,
                            view: installed.id, viewWhen: installed.condition.description,
                            at: constraints[index].location))
                    break
                }
                condition = met
            }
            constraints[index].condition = condition
        }
    }
}
