import LayoutProof
import LayoutSpec

/// The private functions that build a generated scene: its views, root first and then in spec
/// order, in groups of at most a given number, each group with one function that adds its
/// views and one that activates the constraints placing them.
///
/// Small functions keep the compiler's work on each one small: in groups of 16, a scene of ten
/// thousand views is some 1,250 functions of 50 to 200 lines, never one body of sixty thousand.
/// `init()` always calls `addSubviews()` and then `activateConstraints()`. In a scene of up to
/// one group's size those are the group's functions; in a larger one they call the groups'
/// functions, numbered from 1 (`addSubviews1()`, ...), so that `init()`, where the compiler
/// checks that every stored property is set, stays two calls long.
struct SceneFunctions {
    /// A view, or the root when `view` is nil.
    struct Item {
        var id: String
        var view: SceneView?
    }

    /// The active constraints that place one view, in spec order.
    struct PlacedConstraints {
        var viewID: String
        var constraints: [SceneConstraint]
    }

    /// Consecutive views and the two functions that build them.
    struct Group {
        var views: [Item]
        /// The views' active constraints, by the view they place, in view order; views that
        /// no constraint places are left out.
        var constraints: [PlacedConstraints]
        /// The name of the function that sets up the views and adds them to their superviews.
        var addSubviews: String
        /// The name of the function that activates `constraints`.
        var activateConstraints: String
    }

    let groups: [Group]
    /// The function `init()` calls to add every view.
    let addSubviews: String
    /// The function `init()` calls to activate every constraint; nil when there is none.
    let activateConstraints: String?

    /// Whether `addSubviews` and `activateConstraints` call the groups' functions, rather than
    /// being the one group's.
    var isSplit: Bool { groups.count > 1 }

    init(_ scene: BuiltScene, names: ItemNames, viewsPerFunction: Int) {
        let items = [Item(id: BuiltScene.rootID, view: nil)] + scene.views.map { Item(id: $0.id, view: $0) }
        var placed: [String: [SceneConstraint]] = [:]
        for constraint in scene.constraints where !constraint.isPlaceholder && constraint.condition == nil {
            placed[names.placedViewID(constraint.constraint), default: []].append(constraint)
        }
        // A function may not share its name with a property: with a view `addSubviews`,
        // the function is `addSubviews_()`.
        let taken = Set(items.map(\.id) + scene.constraints.compactMap(\.name))
        func unused(_ name: String) -> String {
            var name = name
            while taken.contains(name) { name += "_" }
            return name
        }
        let count = (items.count + viewsPerFunction - 1) / viewsPerFunction
        groups = (0..<count).map { index in
            let views = Array(
                items[(index * viewsPerFunction)..<min(items.count, (index + 1) * viewsPerFunction)])
            let suffix = count == 1 ? "" : "\(index + 1)"
            return Group(
                views: views,
                constraints: views.compactMap { item in
                    placed[item.id].map { PlacedConstraints(viewID: item.id, constraints: $0) }
                },
                addSubviews: unused("addSubviews" + suffix),
                activateConstraints: unused("activateConstraints" + suffix))
        }
        addSubviews = unused("addSubviews")
        activateConstraints =
            groups.contains { !$0.constraints.isEmpty } ? unused("activateConstraints") : nil
    }
}
