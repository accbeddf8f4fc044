/// A random spec before it is written as YAML: a view tree, and for every view and axis the
/// rule that decides its position and size. The rules are the construction: the writer turns
/// them into constraints, and ``RandomLayoutEvaluator`` works out the frames they must give.
struct RandomSpec {
    /// The seed this spec was generated from; printed with every failure about it.
    var seed: UInt64
    var sceneName: String
    var screenSizes: [RandomScreenSize]
    var metrics: [RandomMetric]
    /// Every view, depth first with parents before children: the order of the YAML and of
    /// ``SceneLayout``.
    var views: [RandomView]

    /// The subviews of `parent` (nil for the root view), in order.
    func children(of parent: Int?) -> [Int] {
        parent.map { views[$0].children } ?? views.indices.filter { views[$0].parent == nil }
    }

    /// The spec id of a view, `view` for the root.
    func id(_ index: Int?) -> String { index.map { views[$0].id } ?? "view" }

    /// The nearest scroll view that holds `index`, if any.
    func enclosingScrollView(of index: Int) -> Int? {
        var current = views[index].parent
        while let candidate = current {
            if views[candidate].kind == .scroll { return candidate }
            current = views[candidate].parent
        }
        return nil
    }
}

/// A size the spec is proven at.
struct RandomScreenSize: Equatable {
    var name: String
    var width: Double
    var height: Double

    subscript(axis: RandomAxis) -> Double { axis == .horizontal ? width : height }
}

/// A named number the writer may use in place of a constant of the same value.
struct RandomMetric: Equatable {
    var name: String
    var value: Double
}

/// An axis of a random spec, with the words the spec language uses along it.
enum RandomAxis: Int, CaseIterable, Hashable {
    case horizontal = 0
    case vertical = 1

    var vfl: String { self == .horizontal ? "H:" : "V:" }
    var size: String { self == .horizontal ? "width" : "height" }
    var leading: String { self == .horizontal ? "leading" : "top" }
    var trailing: String { self == .horizontal ? "trailing" : "bottom" }
    /// The screen edges, which equal leading and trailing in a left-to-right layout.
    var left: String { self == .horizontal ? "left" : "top" }
    var right: String { self == .horizontal ? "right" : "bottom" }
    var center: String { self == .horizontal ? "centerX" : "centerY" }
}

/// One value per axis.
struct PerAxis<Value: Equatable>: Equatable {
    var horizontal: Value
    var vertical: Value

    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    subscript(axis: RandomAxis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// What a view is, as far as layout cares.
enum RandomViewKind: Equatable {
    /// A plain View with subviews.
    case container
    /// A ScrollView with subviews.
    case scroll
    /// A plain View with no subviews and no intrinsic size.
    case leaf
    /// A plain View with an `intrinsicSize`.
    case intrinsic
    /// An ImageView, sized by its image.
    case image
    case label
    /// A TextView: sized by its text only when its scrolling is off.
    case textView

    /// The spec's `type:`, nil for a plain View.
    var typeName: String? {
        switch self {
        case .container, .leaf, .intrinsic: nil
        case .scroll: "ScrollView"
        case .image: "ImageView"
        case .label: "Label"
        case .textView: "TextView"
        }
    }
}

/// A view of a random spec: its properties and, per axis, how it is placed.
struct RandomView {
    var id: String
    var kind: RandomViewKind
    /// The superview, nil for the root.
    var parent: Int?
    var children: [Int] = []
    var color: String?
    var text: String?
    /// A label's `numberOfLines`; nil leaves UIKit's 1.
    var numberOfLines: Int?
    /// The font size; nil leaves the 17-point default.
    var fontSize: Double?
    /// A text view's `isScrollEnabled`; nil leaves the default, true.
    var isScrollEnabled: Bool?
    /// `intrinsicSize` of a plain view, or `image` of an image view: [width, height].
    var intrinsicSize: [Double]?
    /// Explicit priorities; nil leaves the defaults, 250 and 750.
    var hugging = PerAxis<Int?>(nil, nil)
    var compression = PerAxis<Int?>(nil, nil)
    /// `translatesAutoresizingMaskIntoConstraints: true` with this frame: [x, y, width, height].
    var autoresizingFrame: [Double]?
    /// A scroll view's explicit `contentSize`: [width, height].
    var contentSize: [Double]?
    var position = PerAxis<RandomPosition?>(nil, nil)
    var size = PerAxis<RandomSizeRule?>(nil, nil)
    /// The subviews whose chain decides this view's size (or a scroll view's content size).
    var chain = PerAxis<RandomChain?>(nil, nil)

    var fontSizeOrDefault: Double { fontSize ?? 17 }
    var huggingPriority: PerAxis<Int> { PerAxis(hugging.horizontal ?? 250, hugging.vertical ?? 250) }
    var compressionPriority: PerAxis<Int> {
        PerAxis(compression.horizontal ?? 750, compression.vertical ?? 750)
    }

    /// Whether the runtime gives the view an intrinsic size (and so hugging and compression
    /// constraints).
    var hasIntrinsicSize: Bool {
        switch kind {
        case .intrinsic, .image, .label: true
        case .textView: isScrollEnabled == false
        case .container, .scroll, .leaf: false
        }
    }

    /// A text whose height follows its width: a label of other than one line, or a text view.
    var wrapsText: Bool {
        (kind == .label && numberOfLines != nil && numberOfLines != 1)
            || (kind == .textView && hasIntrinsicSize)
    }
}

/// How a view's position along an axis is decided, in its superview's bounds (a scroll view's
/// content coordinates, at content offset 0).
enum RandomPosition: Equatable {
    /// By the superview's ``RandomChain`` on this axis.
    case inChain
    /// This far from the superview's leading (top) edge: a scroll view's content area's.
    case leading(Double)
    /// Its far edge this far inside the superview's trailing (bottom) edge.
    case trailing(Double)
    /// This far from a scroll view superview's frame edge (`frameLayoutGuide`).
    case frameLeading(Double)
    /// Its far edge this far inside a scroll view superview's frame edge.
    case frameTrailing(Double)
    /// Its center this far from the superview's center (a scroll view's frame center).
    case center(Double)
    /// This far after the far edge of an earlier-decided sibling.
    case after(Int, Double)
    /// The autoresizing frame.
    case autoresizing
}

/// How a view's size along an axis is decided.
enum RandomSizeRule: Equatable {
    case fixed(Double)
    /// The superview's frame size on this axis times a multiplier, plus a constant.
    case superviewFraction(Double, Double)
    /// The root view's size on an axis times a multiplier.
    case rootFraction(RandomAxis, Double)
    /// A sibling's size on an axis times a multiplier.
    case sibling(Int, RandomAxis, Double)
    /// Its own width times a multiplier; vertical only.
    case aspect(Double)
    /// From its position to this far inside the superview's trailing edge (content area).
    case toTrailing(Double)
    /// From its position to this far inside a scroll view superview's frame edge.
    case toFrameTrailing(Double)
    /// Required bounds and optional wishes, with the intrinsic size's hugging and compression.
    case soft(RandomSoftSize)
    /// The view's own chain of subviews on this axis.
    case chain
    /// A scroll view's content view: at least the scroll view's frame, `==` it at this priority,
    /// and longer when its chain (which ends with `>=`) needs more.
    case atLeastScrollFrame(priority: Int)
    case autoresizing
}

enum RandomRelation: Equatable {
    case equal
    case atLeast
    case atMost

    var symbol: String {
        switch self {
        case .equal: "=="
        case .atLeast: ">="
        case .atMost: "<="
        }
    }
}

/// A constraint on one size and a constant.
struct RandomWish: Equatable {
    var relation: RandomRelation
    var value: Double
    /// 1000 for a required bound.
    var priority: Int
}

/// The constraints on a size that the view's own constraints alone decide: required bounds,
/// optional wishes at distinct priorities, and (added by the evaluator) the intrinsic size.
struct RandomSoftSize: Equatable {
    var wishes: [RandomWish]
}

/// Subviews in a row along an axis, from the superview's leading edge to its trailing edge:
/// `|-gaps[0]-[members[0]]-gaps[1]-...-gaps[n]-|`. The row decides the superview's size (or a
/// scroll view's content size).
struct RandomChain: Equatable {
    var members: [Int]
    /// One more than the members: the gap before each, then the gap at the end.
    var gaps: [Double]
    /// The gap at the end is a minimum (`>=`), for ``RandomSizeRule/atLeastScrollFrame(priority:)``.
    var endIsAtLeast = false
}

/// A quantity of the layout along an axis.
enum RandomQuantity: Hashable {
    /// A view's frame origin in its superview's bounds.
    case position(Int, RandomAxis)
    /// A view's frame size.
    case size(Int, RandomAxis)
    /// A scroll view's content size.
    case content(Int, RandomAxis)
}

extension RandomSpec {
    /// The quantity a view's superview offers its subviews' edges: the root's size (nil), a
    /// scroll view's content size, or a view's size.
    func contentQuantity(of parent: Int?, _ axis: RandomAxis) -> RandomQuantity? {
        guard let parent else { return nil }
        return views[parent].kind == .scroll ? .content(parent, axis) : .size(parent, axis)
    }

    /// The quantities a quantity's rule computes it from; nil while the rule (or the chain it
    /// is in) is not decided.
    func dependencies(of quantity: RandomQuantity) -> [RandomQuantity]? {
        switch quantity {
        case .position(let index, let axis):
            let view = views[index]
            let parentFrame = view.parent.map { RandomQuantity.size($0, axis) }
            guard let position = view.position[axis] else { return nil }
            switch position {
            case .inChain:
                guard let chain = views[view.parent!].chain[axis] else { return nil }
                let place = chain.members.firstIndex(of: index)!
                guard place > 0 else { return [] }
                let previous = chain.members[place - 1]
                return [.position(previous, axis), .size(previous, axis)]
            case .leading, .frameLeading, .autoresizing: return []
            case .trailing:
                return [contentQuantity(of: view.parent, axis), .size(index, axis)].compactMap { $0 }
            case .frameTrailing, .center: return [parentFrame, .size(index, axis)].compactMap { $0 }
            case .after(let sibling, _): return [.position(sibling, axis), .size(sibling, axis)]
            }
        case .size(let index, let axis):
            let view = views[index]
            let parentFrame = view.parent.map { RandomQuantity.size($0, axis) }
            guard let size = view.size[axis] else { return nil }
            switch size {
            case .fixed, .rootFraction, .autoresizing, .soft: return []
            case .superviewFraction: return [parentFrame].compactMap { $0 }
            case .sibling(let sibling, let siblingAxis, _): return [.size(sibling, siblingAxis)]
            case .aspect: return [.size(index, .horizontal)]
            case .toTrailing:
                return [contentQuantity(of: view.parent, axis), .position(index, axis)].compactMap { $0 }
            case .toFrameTrailing: return [parentFrame, .position(index, axis)].compactMap { $0 }
            case .chain: return chainEnd(of: index, axis)
            case .atLeastScrollFrame: return chainEnd(of: index, axis).map { $0 + [parentFrame!] }
            }
        case .content(let index, let axis):
            return views[index].contentSize != nil ? [] : chainEnd(of: index, axis)
        }
    }

    private func chainEnd(of index: Int, _ axis: RandomAxis) -> [RandomQuantity]? {
        guard let last = views[index].chain[axis]?.members.last else { return nil }
        return [.position(last, axis), .size(last, axis)]
    }

    /// Whether a quantity depends on an optional constraint: a size a view's own wishes or
    /// intrinsic size decide, or anything computed from one.
    ///
    /// The generator keeps every other optional constraint off such quantities, so that each
    /// optional constraint acts on a size no other optional constraint can move, and the
    /// layout is the one the rules say. A quantity whose rules are not decided yet counts as
    /// soft, so a choice made now stays sound whatever is decided later.
    func isSoft(_ quantity: RandomQuantity) -> Bool {
        if case .size(let index, let axis) = quantity {
            switch views[index].size[axis] {
            case .soft?, .atLeastScrollFrame?: return true
            default: break
            }
        }
        guard let dependencies = dependencies(of: quantity) else { return true }
        return dependencies.contains(where: isSoft)
    }

    /// Whether `quantity` is computed from `source` (or is it).
    func depends(_ quantity: RandomQuantity, on source: RandomQuantity) -> Bool {
        quantity == source || (dependencies(of: quantity) ?? []).contains { depends($0, on: source) }
    }

    /// Whether the rule of `quantity` is all that decides it, so that without the constraint
    /// stating that rule it has more than one value. Not so when an optional constraint acts
    /// on something computed from it: hugging and compression of a view whose size follows
    /// it, or a content view's wish to equal its scroll view's frame.
    func isOnlyDecided(by quantity: RandomQuantity) -> Bool {
        for (index, view) in views.enumerated() {
            for axis in RandomAxis.allCases {
                switch view.size[axis] {
                case .soft?:
                    continue
                case .atLeastScrollFrame?:
                    if depends(.size(view.parent!, axis), on: quantity) { return false }
                default:
                    if view.hasIntrinsicSize, depends(.size(index, axis), on: quantity) { return false }
                }
            }
        }
        return true
    }
}
