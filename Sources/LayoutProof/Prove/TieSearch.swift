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

/// The search for ties among the optional constraints that place a layout's ambiguous items.
struct TieSearch {
    let context: ProofContext

    /// The most members a tie may have: a larger set of equal priorities is not a tie a person
    /// wrote, and trying it would cost a layout of the whole component.
    static let tieMemberLimit = 16

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
        // Components share no ambiguous variable. When that layout moved nothing the
        // constraints determine, no determined variable carried a raise from one component to
        // another either, so components are searched side by side, one layout for a group of
        // each (`searchSideBySide`), and a scene of many separate ties costs a few layouts, not a
        // few per tie (200 rows of three labels that hug equally took 53 s one by one).
        // Components overlap where a view's position follows one set and its size another
        // (its component is the union): an item in two could owe its settling to the other's
        // raise. An item settled outside every component (an aspect ratio carries a tied width
        // to the height, on the other axis) is owed to a raise no component shows. A content
        // size belongs to no view's component. Those take the long way, one group at a time,
        // which asks every remaining item.
        var componentsPerItem: [AmbiguousItem: Int] = [:]
        for component in Set(groups.map(\.component)) {
            for item in component where ambiguous.contains(item) { componentsPerItem[item, default: 0] += 1 }
        }
        let sideBySide =
            determinedHeld && settleable.allSatisfy { componentsPerItem[$0] != nil }
            && !settleable.contains(where: \.isContent)
        let apart = groups.indices.filter { index in
            sideBySide
                && groups[index].component.allSatisfy {
                    !ambiguous.contains($0) || componentsPerItem[$0] == 1
                }
        }
        var ties = searchSideBySide(groups, apart, ambiguous: ambiguous, remaining: &remaining)
        let apartSet = Set(apart)
        for index in groups.indices where !apartSet.contains(index) && !remaining.isEmpty {
            if let tie = searchOneByOne(groups[index], remaining: &remaining) { ties.append((index, tie)) }
        }
        return ties.sorted { $0.group < $1.group }.map(\.tie)
    }

    /// The ties of components that share nothing: in each round, the next group of every
    /// component that still has ambiguous items is raised in one layout, and each component's
    /// group is credited with what settled in it; then their members are trimmed side by side,
    /// one layout per member position. A round whose layout moves something determined is
    /// searched one group at a time instead.
    private func searchSideBySide(
        _ groups: [TieCandidate], _ indices: [Int], ambiguous: Set<AmbiguousItem>,
        remaining: inout Set<AmbiguousItem>
    ) -> [(group: Int, tie: Tie)] {
        var queues = Dictionary(grouping: indices) { groups[$0].component }.values.map { $0.sorted() }
        queues.sort { $0[0] < $1[0] }
        var ties: [(group: Int, tie: Tie)] = []
        while !remaining.isEmpty {
            var round: [Int] = []
            for index in queues.indices {
                while let next = queues[index].first {
                    queues[index].removeFirst()
                    if groups[next].component.contains(where: remaining.contains) {
                        round.append(next)
                        break
                    }
                }
            }
            if round.isEmpty { break }
            let raised = round.map { (groups[$0].members, groups[$0].priority) }
            let (settled, held) = settledByRaising(raised, among: remaining, keeping: ambiguous)
            guard held else {
                for index in round {
                    if let tie = searchOneByOne(groups[index], remaining: &remaining) {
                        ties.append((index, tie))
                    }
                }
                continue
            }
            var found: [Int: Set<AmbiguousItem>] = [:]
            var members: [Int: [LayoutConstraint]] = [:]
            for index in round {
                let inComponent = settled.intersection(groups[index].component)
                if inComponent.isEmpty { continue }
                found[index] = inComponent
                members[index] = groups[index].members
            }
            // Keep only the members each tie needs, as `searchOneByOne` does.
            let longest = found.keys.map { groups[$0].members.count }.max() ?? 0
            for position in 0..<longest {
                var trials: [Int: [LayoutConstraint]] = [:]
                for index in found.keys.sorted() where members[index]!.count > 2 {
                    let candidates = groups[index].members
                    guard position < candidates.count else { continue }
                    let member = candidates[candidates.count - 1 - position]
                    trials[index] = members[index]!.filter { $0 !== member }
                }
                if trials.isEmpty { continue }
                let order = trials.keys.sorted()
                let (settledWithout, trialHeld) = settledByRaising(
                    order.map { (trials[$0]!, groups[$0].priority) }, among: remaining, keeping: ambiguous)
                guard trialHeld else { continue }
                for index in order where settledWithout.intersection(groups[index].component) == found[index]
                {
                    members[index] = trials[index]
                }
            }
            for index in found.keys.sorted() {
                let priority = groups[index].priority
                let raised = Self.raisedPriorities(above: priority, count: members[index]!.count - 1)
                ties.append(
                    (
                        index,
                        Tie(
                            priority: priority, members: members[index]!, raised: raised,
                            explains: found[index]!)
                    ))
                remaining.subtract(found[index]!)
            }
        }
        return ties
    }

    /// The tie of one group, asking every remaining item: raise every member but the first,
    /// then drop each member whose raise settles nothing more.
    private func searchOneByOne(_ group: TieCandidate, remaining: inout Set<AmbiguousItem>) -> Tie? {
        let touchesSettleable = group.component.contains { remaining.contains($0) }
        guard touchesSettleable || remaining.contains(where: \.isContent) else { return nil }
        let (priority, candidates) = (group.priority, group.members)
        var members = candidates
        var settled = settledByRaising(members, above: priority, among: remaining)
        guard !settled.isEmpty else { return nil }
        // Keep only the members the tie needs: one whose raise settles nothing more is not
        // part of it (another wish at the same priority in the same component).
        for member in candidates.reversed() where members.count > 2 {
            let without = members.filter { $0 !== member }
            let settledWithout = settledByRaising(without, above: priority, among: remaining)
            if settledWithout == settled { members = without }
        }
        settled = settledByRaising(members, above: priority, among: remaining)
        let raised = Self.raisedPriorities(above: priority, count: members.count - 1)
        remaining.subtract(settled)
        return Tie(priority: priority, members: members, raised: raised, explains: settled)
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
        let framesBefore = context.scene.views.map(\.view.exactFrame)
        for (members, priority) in groups {
            let raised = Self.raisedPriorities(above: priority, count: members.count - 1)
            for (member, to) in zip(members.dropFirst(), raised) { setPriority(of: member, to: to) }
        }
        context.scene.root.layoutIfNeeded()
        let settled = items.filter { !isAmbiguous($0) }
        let determinedHeld = zip(context.scene.views, framesBefore).allSatisfy { sceneView, before in
            let after = sceneView.view.exactFrame
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
        context.scene.root.layoutIfNeeded()
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
                    context.specOrder[ObjectIdentifier($0), default: .max]
                        < context.specOrder[ObjectIdentifier($1), default: .max]
                }
                groups.append(
                    TieCandidate(priority: priority, members: runtime + written, component: component))
            }
        }
        for sceneView in context.scene.views {
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
        for sceneView in context.scene.views {
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
        guard let view = context.views[item.view] else { return false }
        if item.isContent, let scrollView = view as? ScrollView {
            return scrollView.contentLayoutGuide.ambiguousAttributes.contains(item.axis.sizeAttribute)
        }
        return view.ambiguousAttributes.contains(where: item.axis.contains)
    }
}
