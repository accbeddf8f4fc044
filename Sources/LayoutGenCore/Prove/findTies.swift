import LayoutRuntime
import LayoutSpec

/// Something whose layout is not unique at one size, along one axis: a view's frame, or a
/// scroll view's scrollable content size.
struct AmbiguousItem: Hashable {
    let view: ObjectIdentifier
    let axis: LayoutAxis
    /// The scroll view's content size rather than the view's frame.
    let isContent: Bool
}

/// Optional constraints of one priority that trade against each other: the layout can satisfy
/// any of them at the others' expense, so it is not determined.
///
/// A tie is found by trying its way out: the first member stays at the priority, every other
/// is raised one step more than the one before (hugging and compression resistance through the
/// view's priority), and the layout is asked again which items are still ambiguous. Only the
/// items that this settles are the tie's, and only the members needed to settle them; the
/// priorities are put back before anything else is read. So a tie is never reported that the
/// suggested priorities would not resolve.
struct Tie {
    let priority: LayoutPriority
    /// The first keeps ``priority``; ``raised`` gives the others' new priorities, in order.
    let members: [LayoutConstraint]
    let raised: [LayoutPriority]
    /// The ambiguous items the tie explains.
    let explains: Set<AmbiguousItem>
}

/// The view property a runtime constraint made from an intrinsic size stands for: the view's
/// hugging (`<=` the intrinsic size) or compression resistance (`>=`) on one axis.
struct ContentPriority {
    let view: View
    let axis: LayoutAxis
    let isHugging: Bool

    /// Nil for a constraint the runtime did not make from an intrinsic size.
    init?(_ constraint: LayoutConstraint) {
        guard constraint.origin == .contentSize, let view = constraint.firstItem as? View else { return nil }
        self.view = view
        axis = LayoutAxis.horizontal.contains(constraint.firstAttribute) ? .horizontal : .vertical
        isHugging = constraint.relation == .lessThanOrEqual
    }
}

/// Optional constraints of one priority in one connected component: a tie to try.
struct TieCandidate {
    let priority: LayoutPriority
    /// In the order a tie keeps: the first stays, the others are raised.
    let members: [LayoutConstraint]
    /// The views the component places, on its axis.
    let component: Set<AmbiguousItem>
}

extension ProofContext {
    /// The most members a tie may have: a larger set of equal priorities is not a tie a person
    /// wrote, and trying it would cost a layout of the whole component.
    static let tieMemberLimit = 16

    /// The ambiguous views and scrollable content sizes at this size.
    func ambiguousItems() -> Set<AmbiguousItem> {
        var items: Set<AmbiguousItem> = []
        for sceneView in scene.views {
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

    /// The ties among the optional constraints that place the ambiguous items, highest
    /// priority first in each connected component; the layout is as it was when this returns.
    func findTies(among ambiguous: Set<AmbiguousItem>) -> [Tie] {
        guard !ambiguous.isEmpty else { return [] }
        let groups = tieCandidates(ambiguous)
        guard !groups.isEmpty else { return [] }
        // One layout with every group raised at once says which items any tie can settle, so a
        // scene of many separate ambiguous views costs two layouts, not two per group.
        let (settleable, determinedHeld) = settledByRaising(
            groups.map { ($0.members, $0.priority) }, among: ambiguous, keeping: ambiguous)
        var remaining = settleable
        var ties: [Tie] = []
        // A component with one group of two members needs no layout of its own when that
        // layout moved nothing the constraints determine: components share no ambiguous
        // variable, and then no determined one carried a raise from one to another, so what it
        // settled in the component is what raising its second member settles, and there is
        // nothing to trim (a content size, which belongs to no view's component, takes the long
        // way). A scene of many views, each with its own two tied wishes, costs that one layout.
        // Components overlap where a view's position follows one set and its size another
        // (its component is the union): an item in two components could owe its settling to the
        // other's raise, so those take the long way too.
        let groupsPerComponent = Dictionary(grouping: groups.indices) { groups[$0].component }
        var componentsPerItem: [AmbiguousItem: Int] = [:]
        for component in groupsPerComponent.keys {
            for item in component where ambiguous.contains(item) { componentsPerItem[item, default: 0] += 1 }
        }
        // An item that layout settled outside every component (an aspect ratio carries a tied
        // width to the height, on the other axis) is owed to a raise no component shows: then
        // every group takes the long way, which asks every remaining item.
        let settledInComponents = settleable.allSatisfy { componentsPerItem[$0] != nil }
        for group in groups where !remaining.isEmpty {
            let touchesSettleable = group.component.contains { remaining.contains($0) }
            guard touchesSettleable || remaining.contains(where: \.isContent) else { continue }
            if determinedHeld, settledInComponents, group.members.count == 2,
                groupsPerComponent[group.component]?.count == 1,
                group.component.allSatisfy({ !ambiguous.contains($0) || componentsPerItem[$0] == 1 }),
                !remaining.contains(where: \.isContent)
            {
                let settled = remaining.intersection(group.component)
                guard !settled.isEmpty else { continue }
                let raised = Self.raisedPriorities(above: group.priority, count: 1)
                ties.append(
                    Tie(priority: group.priority, members: group.members, raised: raised, explains: settled))
                remaining.subtract(settled)
                continue
            }
            let (priority, candidates) = (group.priority, group.members)
            var members = candidates
            var settled = settledByRaising(members, above: priority, among: remaining)
            guard !settled.isEmpty else { continue }
            // Keep only the members the tie needs: one whose raise settles nothing more is not
            // part of it (another wish at the same priority in the same component).
            for member in candidates.reversed() where members.count > 2 {
                let without = members.filter { $0 !== member }
                let settledWithout = settledByRaising(without, above: priority, among: remaining)
                if settledWithout == settled { members = without }
            }
            settled = settledByRaising(members, above: priority, among: remaining)
            let raised = Self.raisedPriorities(above: priority, count: members.count - 1)
            ties.append(Tie(priority: priority, members: members, raised: raised, explains: settled))
            remaining.subtract(settled)
        }
        return ties
    }

    /// The items of `items` that are no longer ambiguous with every member but the first
    /// raised one step more than the one before; the priorities are put back before it returns.
    private func settledByRaising(
        _ members: [LayoutConstraint], above priority: LayoutPriority, among items: Set<AmbiguousItem>
    ) -> Set<AmbiguousItem> {
        settledByRaising([(members, priority)], among: items, keeping: []).settled
    }

    /// The same, for several groups raised together in one layout; and whether every view's
    /// frame on each axis where it is not one of `ambiguous` stayed where it was.
    private func settledByRaising(
        _ groups: [(members: [LayoutConstraint], priority: LayoutPriority)], among items: Set<AmbiguousItem>,
        keeping ambiguous: Set<AmbiguousItem>
    ) -> (settled: Set<AmbiguousItem>, determinedHeld: Bool) {
        let previous = groups.map { $0.members.map(\.priority) }
        let framesBefore = scene.views.map(\.view.frame)
        for (members, priority) in groups {
            let raised = Self.raisedPriorities(above: priority, count: members.count - 1)
            for (member, to) in zip(members.dropFirst(), raised) { setPriority(of: member, to: to) }
        }
        scene.root.layoutIfNeeded()
        let settled = items.filter { !isAmbiguous($0) }
        let determinedHeld = zip(scene.views, framesBefore).allSatisfy { sceneView, before in
            let after = sceneView.view.frame
            return LayoutAxis.allCases.allSatisfy { axis in
                let item = AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
                if ambiguous.contains(item) { return true }
                return axis == .horizontal
                    ? abs(after.minX - before.minX) <= 1e-6 && abs(after.width - before.width) <= 1e-6
                    : abs(after.minY - before.minY) <= 1e-6 && abs(after.height - before.height) <= 1e-6
            }
        }
        for (group, priorities) in zip(groups, previous) {
            for (member, from) in zip(group.members, priorities) { setPriority(of: member, to: from) }
        }
        scene.root.layoutIfNeeded()
        return (settled, determinedHeld)
    }

    /// For each component of an ambiguous item (its constraints connected through ambiguous
    /// variables only, ``View/constraintsSharingAmbiguity(for:)``: views that share only a
    /// determined edge are apart), its optional constraints by priority
    /// where two to ``tieMemberLimit`` share one, highest first: the runtime's (hugging,
    /// compression resistance) first in view order, then the spec's in spec order.
    private func tieCandidates(_ ambiguous: Set<AmbiguousItem>) -> [TieCandidate] {
        // An item is asked once per set of constraints: views that get the same ones share a
        // component. A view whose position follows one set and its size another has its own,
        // the union, so a tie of its size is searched even when the first set places it too.
        var seen: Set<[Int]> = []
        var groups: [TieCandidate] = []
        func addGroups(of item: AmbiguousItem, constraints: [LayoutConstraint]) {
            var optional: [LayoutConstraint] = []
            var component: Set<AmbiguousItem> = [item]
            for constraint in constraints {
                for placed in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? View }) {
                    component.insert(
                        AmbiguousItem(view: ObjectIdentifier(placed), axis: item.axis, isContent: false))
                }
                if constraint.priority < .required,
                    constraint.origin == .user || constraint.origin == .contentSize
                {
                    optional.append(constraint)
                }
            }
            let byPriority = Dictionary(grouping: optional, by: \.priority)
            for priority in byPriority.keys.sorted(by: >) {
                let members = byPriority[priority]!
                guard (2...Self.tieMemberLimit).contains(members.count) else { continue }
                let runtime = members.filter { $0.origin != .user }
                let written = members.filter { $0.origin == .user }.sorted {
                    specOrder[ObjectIdentifier($0), default: .max]
                        < specOrder[ObjectIdentifier($1), default: .max]
                }
                groups.append(
                    TieCandidate(priority: priority, members: runtime + written, component: component))
            }
        }
        for sceneView in scene.views {
            for axis in LayoutAxis.allCases {
                let item = AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
                guard ambiguous.contains(item),
                    seen.insert(sceneView.view.ambiguityGroups(for: axis)).inserted
                else { continue }
                addGroups(of: item, constraints: sceneView.view.constraintsSharingAmbiguity(for: axis))
            }
        }
        // A scroll view's content size that no view's set reaches (its content fully placed,
        // two wishes for where the content ends).
        for sceneView in scene.views {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let guide = scrollView.contentLayoutGuide
            for axis in LayoutAxis.allCases {
                let item = AmbiguousItem(view: ObjectIdentifier(scrollView), axis: axis, isContent: true)
                guard ambiguous.contains(item), seen.insert(guide.ambiguityGroups(for: axis)).inserted else {
                    continue
                }
                addGroups(of: item, constraints: guide.constraintsSharingAmbiguity(for: axis))
            }
        }
        return groups
    }

    /// `count` distinct priorities above `priority`, one apart while they stay below required.
    static func raisedPriorities(above priority: LayoutPriority, count: Int) -> [LayoutPriority] {
        let step = min(1, (1000 - priority.rawValue) / Float(count + 1))
        return (0..<count).map { LayoutPriority(priority.rawValue + step * Float($0 + 1)) }
    }

    /// Sets a member's priority: a spec constraint's own, or the view's hugging or compression
    /// resistance for one the runtime made from the intrinsic size.
    private func setPriority(of constraint: LayoutConstraint, to priority: LayoutPriority) {
        guard let content = ContentPriority(constraint) else {
            constraint.priority = priority
            return
        }
        if content.isHugging {
            content.view.setContentHuggingPriority(priority, for: content.axis)
        } else {
            content.view.setContentCompressionResistancePriority(priority, for: content.axis)
        }
    }

    func isAmbiguous(_ item: AmbiguousItem) -> Bool {
        guard let view = views[item.view] else { return false }
        if item.isContent, let scrollView = view as? ScrollView {
            return scrollView.contentLayoutGuide.ambiguousAttributes.contains(item.axis.sizeAttribute)
        }
        return view.ambiguousAttributes.contains(where: item.axis.contains)
    }
}
