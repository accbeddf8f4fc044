import TestSupport
import XCTest

@testable import LayoutRuntime

/// The engine's cached constraint groups (`constraintsAffectingLayout(of:axis:)` and its
/// `among:` form) and the item records' membership sets answer exactly what the walks they
/// replaced answered, on random hierarchies edited between layouts.
final class ConstraintComponentsEquivalenceTests: XCTestCase {
    func testCachedGroupsEqualAFreshWalkAcrossRandomEdits() {
        var checks = 0
        var splitItems = 0
        var refusingLayouts = 0
        for seed in 0..<UInt64(60) {
            var scene = RandomRuntimeScene(seed: seed)
            for step in 0..<12 {
                if step > 0 { scene.edit() }
                checks += scene.checkQueries(context: "seed \(seed) step \(step)")
                scene.checkRecords(context: "seed \(seed) step \(step)")
            }
            splitItems += scene.splitItems
            refusingLayouts += scene.refusingLayouts
        }
        XCTAssertGreaterThan(checks, 10_000)
        XCTAssertGreaterThan(splitItems, 100, "items whose left and width are in different groups")
        XCTAssertGreaterThan(refusingLayouts, 50, "layouts that refused a required constraint")
    }

    func testItemRecordStaysInStepThroughRepeatedActivation() {
        let root = RuntimeFixtures.root()
        let a = RuntimeFixtures.constrained(View(), in: root, name: "a")
        let b = RuntimeFixtures.constrained(View(), in: a, name: "b")
        let first = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let second = a.heightAnchor.constraint(equalTo: a.widthAnchor)
        let third = b.topAnchor.constraint(equalTo: a.topAnchor)
        first.isActive = true
        first.isActive = true
        second.isActive = true
        third.isActive = true
        XCTAssertEqual(record(of: a)!.activeConstraints, [first, second, third])
        first.isActive = false
        first.isActive = false
        XCTAssertEqual(record(of: a)!.activeConstraints, [second, third])
        XCTAssertEqual(record(of: b)!.activeConstraints, [third])
        first.isActive = true
        XCTAssertEqual(record(of: a)!.activeConstraints, [second, third, first])
        XCTAssertEqual(record(of: b)!.activeConstraints, [third, first])
        b.removeFromSuperview()
        XCTAssertEqual(record(of: a)!.activeConstraints, [second])
        XCTAssertEqual(record(of: b)!.activeConstraints, [])
        // Reactivating after a removal inserts again: the set forgot the constraint too.
        a.addSubview(b)
        third.isActive = true
        XCTAssertEqual(record(of: a)!.activeConstraints, [second, third])
        XCTAssertEqual(record(of: b)!.activeConstraints, [third])
    }
}

/// A random hierarchy of views, labels, scroll views and guides under one root, with random
/// user constraints (mixed axes, conflicts and ties included), and a model of each item's
/// record to compare with the runtime's.
private struct RandomRuntimeScene {
    var rng: SeededRandom
    let root: View
    var views: [View] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []
    /// Per item: the active user constraints that name it, in activation order (the old
    /// `LayoutItemRecord`, an array scanned on insert).
    var modelRecords: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Queries whose two seed variables reached different constraints.
    var splitItems = 0
    var refusingLayouts = 0
    var allItems: [any LayoutItem] {
        var items: [any LayoutItem] = views + guides
        for case let scroll as ScrollView in views {
            items += [scroll.contentLayoutGuide, scroll.frameLayoutGuide]
        }
        return items
    }

    init(seed: UInt64) {
        rng = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 17)
        root = RuntimeFixtures.root(width: 320, height: 480)
        views = [root]
        let count = 3 + rng.below(6)
        for index in 0..<count { addView(name: "v\(index)") }
        for index in 0..<rng.below(3) {
            let guide = LayoutGuide(identifier: "g\(index)")
            rng.element(of: views).addLayoutGuide(guide)
            guides.append(guide)
        }
        for _ in 0..<(4 + rng.below(14)) { addConstraint() }
    }

    mutating func addView(name: String) {
        let view: View
        switch rng.below(4) {
        case 0:
            let label = Label()
            label.text = String(repeating: "word ", count: 1 + rng.below(12))
            label.numberOfLines = rng.below(2)
            view = label
        case 1: view = ScrollView()
        default: view = View()
        }
        view.translatesAutoresizingMaskIntoConstraints = rng.below(5) == 0
        view.accessibilityIdentifier = name
        rng.element(of: views).addSubview(view)
        views.append(view)
    }

    mutating func addConstraint() {
        let attributes: [LayoutAttribute] = [
            .left, .right, .leading, .trailing, .centerX, .width, .top, .bottom, .centerY, .height,
        ]
        let items = allItems
        let first = rng.element(of: items)
        let firstAttribute = rng.element(of: attributes)
        let constraint: LayoutConstraint
        let relation = rng.element(of: [LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let constant = CGFloat(rng.below(200)) - 50
        if rng.below(6) == 0 && (firstAttribute == .width || firstAttribute == .height) {
            constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: abs(constant))
        } else {
            // Mostly the same axis; sometimes another, so that a left and a width (a top and a
            // height) of one item can end in different groups or the axes can join.
            let second = rng.element(of: items)
            let secondAttribute =
                rng.below(5) == 0
                ? rng.element(of: attributes)
                : rng.element(of: attributes.filter { $0.axis == firstAttribute.axis })
            constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: rng.element(of: [1, 1, 1, 0.5, 2]), constant: constant
            )
        }
        constraint.priority = rng.element(of: [.required, .required, .defaultHigh, .defaultLow, 500])
        activate(constraint)
        constraints.append(constraint)
    }

    mutating func activate(_ constraint: LayoutConstraint) {
        constraint.isActive = true
        guard constraint.isActive else { return }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            let key = ObjectIdentifier(item)
            if !(modelRecords[key] ?? []).contains(where: { $0 === constraint }) {
                modelRecords[key, default: []].append(constraint)
            }
        }
    }

    mutating func deactivate(_ constraint: LayoutConstraint) {
        constraint.isActive = false
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            modelRecords[ObjectIdentifier(item)]?.removeAll { $0 === constraint }
        }
    }

    /// One random change that the engine must see on its next layout.
    mutating func edit() {
        switch rng.below(11) {
        case 0: addConstraint()
        case 1:
            if let constraint = constraints.filter(\.isActive).randomElement(using: &rng) {
                deactivate(constraint)
            }
        case 2:
            if let constraint = constraints.filter({ !$0.isActive }).randomElement(using: &rng),
                let first = constraint.firstItem, hostView(of: first)?.rootView === root,
                constraint.secondItem.map({ hostView(of: $0)?.rootView === root }) ?? true
            {
                activate(constraint)
            }
        case 3:
            if let constraint = constraints.randomElement(using: &rng) {
                constraint.constant = CGFloat(rng.below(300)) - 60
            }
        case 4:
            if let constraint = constraints.filter({ $0.priority != .required }).randomElement(using: &rng) {
                constraint.priority = rng.element(of: [.defaultHigh, .defaultLow, 500, 999])
            }
        case 5:
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(200 + rng.below(300)), height: 480)
        case 6:
            // Move a view (its crossing constraints are deactivated, as UIKit does).
            let movable = views.dropFirst().filter { $0.rootView === root }
            guard let view = movable.randomElement(using: &rng) else { return }
            let targets = views.filter { $0.rootView === root && !$0.isDescendant(of: view) }
            let target = rng.element(of: targets)
            noteDeactivations { target.addSubview(view) }
        case 7:
            if let view = views.dropFirst().filter({ $0.rootView === root }).randomElement(using: &rng) {
                noteDeactivations { view.removeFromSuperview() }
            }
        case 8:
            // Same constraints, another list order: the cache must follow the order alone.
            if let constraint = constraints.filter(\.isActive).randomElement(using: &rng) {
                deactivate(constraint)
                activate(constraint)
            }
        case 9:
            // Bring a subview to the front: the pre-order changes, the constraints do not.
            if let view = views.dropFirst().filter({ $0.rootView === root }).randomElement(using: &rng) {
                view.superview!.addSubview(view)
            }
        default:
            if let label = views.compactMap({ $0 as? Label }).randomElement(using: &rng) {
                label.text = String(repeating: "longer words ", count: 1 + rng.below(10))
            }
        }
    }

    /// Runs a hierarchy change and updates the model for the constraints it deactivated.
    mutating func noteDeactivations(_ change: () -> Void) {
        let before = constraints.filter(\.isActive)
        change()
        for constraint in before where !constraint.isActive { deactivate(constraint) }
    }

    /// Compares every item's groups on both axes with the old breadth-first walk; returns how
    /// many queries it compared.
    mutating func checkQueries(context: String) -> Int {
        root.layoutIfNeeded()
        let engine = root.engine!
        let snapshot = HierarchySnapshot(root: root)
        let inHierarchy = allItems.filter { item in hostView(of: item)?.rootView === root }
        var answers: [(any LayoutItem, LayoutAxis, [LayoutConstraint])] = []
        var universe: [ObjectIdentifier: LayoutConstraint] = [:]
        for item in inHierarchy {
            for axis in [LayoutAxis.horizontal, .vertical] {
                let answer = engine.constraintsAffectingLayout(of: item, axis: axis)
                answers.append((item, axis, answer))
                for constraint in answer { universe[ObjectIdentifier(constraint)] = constraint }
                if let view = item as? View {
                    XCTAssertEqual(view.constraintsAffectingLayout(for: axis), answer, context)
                }
            }
        }
        // Every held user constraint is in some answer: the active ones that the engine neither
        // refused nor left unplaced.
        if root.layoutIssues.contains(where: { if case .unsatisfiable = $0 { true } else { false } }) {
            refusingLayouts += 1
        }
        let notHeld = Set(
            root.layoutIssues.compactMap { issue -> ObjectIdentifier? in
                switch issue {
                case .unsatisfiable(_, let broken): ObjectIdentifier(broken)
                case .noCommonAncestor(let constraint): ObjectIdentifier(constraint)
                // Unsettled views keep their constraints.
                case .unsettled: nil
                }
            })
        let heldUser = constraints.filter {
            $0.isActive && !notHeld.contains(ObjectIdentifier($0))
                && engine.translate($0, in: snapshot).map { !$0.expression.variables.isEmpty } == true
        }
        XCTAssertEqual(
            Set(heldUser.map(ObjectIdentifier.init)),
            Set(universe.values.filter { $0.origin == .user }.map(ObjectIdentifier.init)), context)
        // The old walk, over the constraints the answers hold.
        var variablesOf: [ObjectIdentifier: [AnyHashable]] = [:]
        var byVariable: [AnyHashable: [LayoutConstraint]] = [:]
        for constraint in universe.values {
            let variables = (engine.translate(constraint, in: snapshot)?.expression.variables ?? []).map(
                AnyHashable.init)
            variablesOf[ObjectIdentifier(constraint)] = variables
            for variable in variables { byVariable[variable, default: []].append(constraint) }
        }
        let userOrder = userListOrder()
        for (item, axis, answer) in answers {
            let variables = engine.variables(of: item)!
            let seeds: [AnyHashable] =
                axis == .horizontal
                ? [variables.left, variables.width] : [variables.top, variables.height]
            func walk(from start: [AnyHashable]) -> Set<ObjectIdentifier> {
                var queue = start
                var seen = Set(queue)
                var found: Set<ObjectIdentifier> = []
                while let variable = queue.popLast() {
                    for constraint in byVariable[variable] ?? []
                    where found.insert(ObjectIdentifier(constraint)).inserted {
                        for next in variablesOf[ObjectIdentifier(constraint)]!
                        where seen.insert(next).inserted {
                            queue.append(next)
                        }
                    }
                }
                return found
            }
            let found = walk(from: seeds)
            let (fromFirst, fromSecond) = (walk(from: [seeds[0]]), walk(from: [seeds[1]]))
            if !fromFirst.isEmpty && !fromSecond.isEmpty && fromFirst != fromSecond { splitItems += 1 }
            let name = "\(displayName(of: item)) \(axis) at \(context)"
            XCTAssertEqual(Set(answer.map(ObjectIdentifier.init)), found, name)
            XCTAssertEqual(answer.count, found.count, "no constraint twice: \(name)")
            // List order: the user constraints follow the pass's order (pre-order over the
            // views, each view's installed constraints in activation order).
            let users = answer.filter { $0.origin == .user }
            XCTAssertEqual(
                users, users.sorted { userOrder[ObjectIdentifier($0)]! < userOrder[ObjectIdentifier($1)]! },
                name)
            // The narrowed query: any candidates, held or not, answer the filtered list.
            var candidates = constraints.filter { _ in rng.below(2) == 0 }
            candidates += answer.filter { _ in rng.below(3) == 0 }
            candidates.shuffle(using: &rng)
            var unique: Set<ObjectIdentifier> = []
            candidates = candidates.filter { unique.insert(ObjectIdentifier($0)).inserted }
            let narrowed = engine.constraintsAffectingLayout(of: item, axis: axis, among: candidates)
            XCTAssertEqual(narrowed, answer.filter { unique.contains(ObjectIdentifier($0)) }, name)
            if let view = item as? View {
                XCTAssertEqual(view.constraintsAffectingLayout(for: axis, among: candidates), narrowed, name)
            }
        }
        return answers.count
    }

    /// Each installed user constraint's place in a layout pass's list, among user constraints.
    func userListOrder() -> [ObjectIdentifier: Int] {
        var order: [ObjectIdentifier: Int] = [:]
        func visit(_ view: View) {
            for constraint in view.installedConstraints { order[ObjectIdentifier(constraint)] = order.count }
            view.subviews.forEach(visit)
        }
        visit(root)
        return order
    }

    func checkRecords(context: String) {
        for item in allItems {
            let expected = modelRecords[ObjectIdentifier(item)] ?? []
            XCTAssertEqual(
                record(of: item)!.activeConstraints, expected, "\(displayName(of: item)) at \(context)")
        }
    }
}
