import XCTest

@testable import LayoutRuntime

private struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

private final class Weak {
    weak var value: AnyObject?
    init(_ v: AnyObject?) { value = v }
}

private final class ForeignItem: LayoutItem {}

/// Random lives of views, guides, foreign items and the constraints that name them: after
/// every step each surviving constraint names its live items and reads nil for those that
/// went away, each item's record lists each constraint at the slot the constraint keeps, and
/// at the end everything is freed.
final class ItemLifetimeRandomTests: XCTestCase {
    private struct Tracked {
        let constraint: LayoutConstraint
        let first: Weak
        let second: Weak
        let hadSecond: Bool
    }

    func runFuzz(seed: UInt64, steps: Int) {
        var rng = LCG(state: seed)
        var items: [any LayoutItem] = []
        var constraints: [Tracked] = []
        var everItems: [Weak] = []
        var everConstraints: [Weak] = []
        var roots: [View] = []
        var deadSeen = 0
        var slotsChecked = 0

        func check(_ step: Int) {
            for t in constraints {
                let f = t.constraint.firstItem
                let s = t.constraint.secondItem
                if (f as AnyObject?) !== t.first.value {
                    XCTFail(
                        "seed \(seed) step \(step): firstItem \(String(describing: f)) expected \(String(describing: t.first.value))"
                    )
                    return
                }
                if (s as AnyObject?) !== t.second.value {
                    XCTFail("seed \(seed) step \(step): secondItem mismatch")
                    return
                }
                _ = t.constraint.description
                if t.first.value == nil || (t.hadSecond && t.second.value == nil) { deadSeen += 1 }
            }
            for item in items {
                guard let rec = record(of: item) else { continue }
                let naming =
                    Mirror(reflecting: rec).children.first { $0.label == "naming" }!.value
                    as! [Unmanaged<LayoutConstraint>]
                for (i, u) in naming.enumerated() {
                    let c = u.takeUnretainedValue()
                    let m = Dictionary(
                        uniqueKeysWithValues: Mirror(reflecting: c).children.compactMap { ch in
                            ch.label.map { ($0, ch.value) }
                        })
                    let okFirst =
                        (m["firstRecord"] as? LayoutItemRecord) === rec && (m["firstSlot"] as! Int) == i
                    let okSecond =
                        (m["secondRecord"] as? LayoutItemRecord) === rec && (m["secondSlot"] as! Int) == i
                    if !(okFirst || okSecond) {
                        XCTFail("seed \(seed) step \(step): slot \(i) inconsistent")
                        return
                    }
                    slotsChecked += 1
                }
            }
        }

        for step in 0..<steps {
            switch rng.below(20) {
            case 0, 1, 2:
                let kind = rng.below(6)
                let item: any LayoutItem
                switch kind {
                case 0: item = View()
                case 1: item = ScrollView()
                case 2: item = StackView(arrangedSubviews: [])
                case 3: item = LayoutGuide(identifier: "g\(step)")
                case 4: item = ForeignItem()
                default:
                    let v = View()
                    _ = v.safeAreaLayoutGuide
                    item = rng.below(2) == 0 ? v.layoutMarginsGuide : v
                }
                items.append(item)
                everItems.append(Weak(item))
            case 3, 4:
                if !items.isEmpty { items.remove(at: rng.below(items.count)) }
            case 5, 6, 7, 8, 9:
                guard !items.isEmpty else { break }
                let a = items[rng.below(items.count)]
                let r = rng.below(4)
                let b: (any LayoutItem)? = r == 0 ? nil : (r == 1 ? a : items[rng.below(items.count)])
                let c: LayoutConstraint
                if let b {
                    c = a.widthAnchor.constraint(
                        equalTo: b.heightAnchor, multiplier: 1, constant: CGFloat(step))
                } else {
                    c = a.widthAnchor.constraint(equalToConstant: CGFloat(step))
                }
                if rng.below(2) == 0 { c.isActive = true }
                constraints.append(
                    Tracked(constraint: c, first: Weak(a), second: Weak(b), hadSecond: b != nil))
                everConstraints.append(Weak(c))
            case 10, 11, 12:
                if !constraints.isEmpty { constraints.remove(at: rng.below(constraints.count)) }
            case 13:
                if !constraints.isEmpty {
                    constraints[rng.below(constraints.count)].constraint.isActive.toggle()
                }
            case 14, 15:
                // hierarchy: add a view under another
                let views = items.compactMap { $0 as? View }
                guard views.count >= 2 else { break }
                let p = views[rng.below(views.count)]
                let c = views[rng.below(views.count)]
                if !p.isDescendant(of: c) {
                    if let s = p as? StackView, rng.below(2) == 0 {
                        s.addArrangedSubview(c)
                    } else {
                        p.addSubview(c)
                    }
                    if p.superview == nil, rng.below(3) == 0 { roots.append(p) }
                }
            case 16:
                let views = items.compactMap { $0 as? View }
                if !views.isEmpty { views[rng.below(views.count)].removeFromSuperview() }
            case 17:
                let guides = items.compactMap { $0 as? LayoutGuide }.filter { $0.viewProperty == nil }
                let views = items.compactMap { $0 as? View }
                if !guides.isEmpty, !views.isEmpty {
                    views[rng.below(views.count)].addLayoutGuide(guides[rng.below(guides.count)])
                }
            case 18:
                if !roots.isEmpty, rng.below(2) == 0 { roots.remove(at: rng.below(roots.count)) }
                let views = items.compactMap { $0 as? View }
                if !views.isEmpty {
                    let v = views[rng.below(views.count)]
                    v.layoutIfNeeded()
                    _ = v.layoutIssues.map(\.description)
                    _ = v.constraintsOfLastLayout.map(\.description)
                }
            default:
                check(step)
            }
        }
        check(steps)
        items = []
        constraints = []
        roots = []
        let liveItems = everItems.filter { $0.value != nil }.count
        let liveConstraints = everConstraints.filter { $0.value != nil }.count
        XCTAssertEqual(liveItems, 0, "seed \(seed): items leaked")
        XCTAssertEqual(liveConstraints, 0, "seed \(seed): constraints leaked")
    }

    func testRandomLivesKeepEveryConstraintsItemsRight() {
        for seed in UInt64(1)...6 { runFuzz(seed: seed, steps: 1500) }
    }
}
