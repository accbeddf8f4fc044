import TestSupport

/// A constraint entry of a random spec, as written in its `constraints:` list.
struct RandomEntry {
    enum Form {
        case equation
        case vfl
    }

    var text: String
    var form: Form
    var name: String?
    var isPlaceholder = false
    /// False for a compound equation (edges, size, center), which makes several constraints
    /// and so cannot take a name.
    var isSingleConstraint = true
    /// What removing the entry leaves ambiguous, as layoutgen must report it: a view's
    /// position or size, or a scroll view's content size. Empty when something else would still
    /// decide what the entry decides (see ``RandomSpec/isOnlyDecided(by:)``).
    var losses: [RandomQuantity] = []
    /// What the entry alone decides, when that differs from ``losses``: a chain's link decides
    /// a member's place in its superview, but what shows is the superview's size (the solver
    /// places views on screen, and the superview may be the one that moves).
    var decides: [RandomQuantity]?
    /// The list is sorted by this key, drawn from the entry's own part of the seed.
    var order: UInt64 = 0
}

/// States each rule of a random spec as constraints, in the many ways the spec language
/// allows: equations or Visual Format, compounds, guides, metrics, priority names, names and
/// placeholders. Each view's entries draw from their own part of the seed, so that changing
/// one view's rules (a broken variant) leaves the other entries as they were.
struct RandomEntryMaker {
    let spec: RandomSpec
    private var rng: SeededRandom
    private var entries: [RandomEntry] = []

    private init(spec: RandomSpec, part: [Int]) {
        self.spec = spec
        rng = SeededRandom(seed: spec.seed, part: part)
    }

    /// Every entry of the spec, in list order.
    static func entries(of spec: RandomSpec) -> [RandomEntry] {
        var all: [RandomEntry] = []
        for index in spec.views.indices {
            var maker = RandomEntryMaker(spec: spec, part: [1, index])
            maker.placeView(index)
            all += maker.entries
            for axis in RandomAxis.allCases where spec.views[index].chain[axis] != nil {
                var chainMaker = RandomEntryMaker(spec: spec, part: [2, index, axis.rawValue])
                chainMaker.writeChain(of: index, axis)
                all += chainMaker.entries
            }
        }
        var extras = RandomEntryMaker(spec: spec, part: [3])
        extras.addPlaceholders()
        all += extras.entries
        for position in all.indices {
            let decided = all[position].decides ?? all[position].losses
            if !decided.allSatisfy(spec.isOnlyDecided(by:)) { all[position].losses = [] }
        }
        var names = RandomEntryMaker(spec: spec, part: [4])
        for position in all.indices
        where all[position].form == .equation && all[position].isSingleConstraint
            && !all[position].isPlaceholder
            && names.rng.chance(0.1)
        {
            all[position].name = "pin\(position)"
        }
        return all.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
            \.element)
    }

    private mutating func add(
        _ text: String, _ form: RandomEntry.Form, losses: [RandomQuantity] = [],
        decides: [RandomQuantity]? = nil,
        compound: Bool = false
    ) {
        entries.append(
            RandomEntry(
                text: text, form: form, isSingleConstraint: !compound, losses: losses, decides: decides,
                order: rng.next()))
    }

    // MARK: - Words

    private func id(_ index: Int?) -> String { spec.id(index) }

    /// A number as a person writes it, or a metric of the same value.
    private mutating func number(_ value: Double) -> String {
        if let metric = spec.metrics.first(where: { $0.value == value }), rng.chance(0.5) {
            return metric.name
        }
        return RandomYAML.number(value)
    }

    /// ` + 8`, ` - 8`, or nothing for 0 (now and then ` + 0`).
    private mutating func plus(_ value: Double) -> String {
        if value == 0 { return rng.chance(0.1) ? " + 0" : "" }
        return value > 0 ? " + \(number(value))" : " - \(number(-value))"
    }

    private mutating func priority(_ value: Int) -> String {
        if let metric = spec.metrics.first(where: { $0.value == Double(value) }), rng.chance(0.5) {
            return metric.name
        }
        // A metric of the same name shadows a priority name (the spec has one called 'high').
        let names = Set(spec.metrics.map(\.name))
        if value == 750, !names.contains("high"), rng.chance(0.5) { return "high" }
        if value == 250, !names.contains("low"), rng.chance(0.5) { return "low" }
        return String(value)
    }

    /// ` @required` now and then on a required constraint, else nothing.
    private mutating func requiredMark() -> String {
        rng.chance(0.05) ? rng.pick([" @required", " @1000"]) : ""
    }

    /// The leading or trailing edge; left and right now and then (the same in a left-to-right
    /// layout), used on both sides of one equation.
    private mutating func edges(_ axis: RandomAxis) -> (String, String) {
        axis == .horizontal && rng.chance(0.2) ? (axis.left, axis.right) : (axis.leading, axis.trailing)
    }

    /// The item whose edges are a view's superview's content edges: the superview, or a
    /// scroll view's content guide.
    private mutating func contentItem(of parent: Int?) -> String {
        if let parent, spec.views[parent].kind == .scroll, rng.chance(0.4) {
            return "\(id(parent)).contentLayoutGuide"
        }
        return id(parent)
    }

    /// The item whose size and center are a view's superview's frame.
    private mutating func frameItem(of parent: Int?) -> String {
        if let parent, spec.views[parent].kind == .scroll, rng.chance(0.4) {
            return "\(id(parent)).frameLayoutGuide"
        }
        return id(parent)
    }

    /// `A == B + c`, or the same relation written from B's side.
    private mutating func relate(
        _ first: String, _ relation: RandomRelation, _ second: String, _ constant: Double
    )
        -> String
    {
        if rng.chance(0.3) {
            let reversed: RandomRelation =
                switch relation {
                case .equal: .equal
                case .atLeast: .atMost
                case .atMost: .atLeast
                }
            return "\(second) \(reversed.symbol) \(first)\(plus(-constant))"
        }
        return "\(first) \(relation.symbol) \(second)\(plus(constant))"
    }

    // MARK: - Views

    /// The entries that place one view: its position and size on each axis, with compounds
    /// when both axes allow one.
    private mutating func placeView(_ index: Int) {
        let view = spec.views[index]
        let parent = view.parent
        var positionDone = PerAxis(false, false)
        var sizeDone = PerAxis(false, false)
        func sizeLoss(_ axis: RandomAxis) -> [RandomQuantity] { [.size(index, axis)] }
        // A chain member's size is written with its chain.
        let inChain = PerAxis(view.position.horizontal == .inChain, view.position.vertical == .inChain)
        guard !inChain.horizontal || !inChain.vertical else { return }
        let compounds = !inChain.horizontal && !inChain.vertical

        if compounds, case .center(let offset)? = view.position.horizontal,
            view.position.vertical == .center(offset),
            rng.chance(0.5)
        {
            add(
                "\(id(index)).center == \(frameItem(of: parent)).center\(plus(offset))\(requiredMark())",
                .equation,
                losses: [.position(index, .horizontal), .position(index, .vertical)], compound: true)
            positionDone = PerAxis(true, true)
        }
        if compounds, case .leading(let inset)? = view.position.horizontal,
            view.position.vertical == .leading(inset),
            view.size.horizontal == .toTrailing(inset), view.size.vertical == .toTrailing(inset),
            rng.chance(0.5)
        {
            add(
                "\(id(index)).edges == \(contentItem(of: parent)).edges\(plus(inset))", .equation,
                losses: [.position(index, .horizontal), .position(index, .vertical)], compound: true)
            positionDone = PerAxis(true, true)
            sizeDone = PerAxis(true, true)
        }
        if compounds, case .fixed(let length)? = view.size.horizontal, view.size.vertical == .fixed(length),
            rng.chance(0.5)
        {
            add(
                "\(id(index)).size == \(number(length))", .equation,
                losses: sizeLoss(.horizontal) + sizeLoss(.vertical),
                compound: true)
            sizeDone = PerAxis(true, true)
        }
        if compounds, case .superviewFraction(let multiplier, 0)? = view.size.horizontal,
            view.size.vertical == .superviewFraction(multiplier, 0), rng.chance(0.5)
        {
            let times = multiplier == 1 ? "" : " * \(number(multiplier))"
            add(
                "\(id(index)).size == \(frameItem(of: parent)).size\(times)", .equation,
                losses: sizeLoss(.horizontal) + sizeLoss(.vertical), compound: true)
            sizeDone = PerAxis(true, true)
        }
        for axis in RandomAxis.allCases where !inChain[axis] {
            place(index, axis, position: !positionDone[axis], size: !sizeDone[axis])
        }
    }

    /// The entries for one view's position and size on one axis, as one Visual Format line
    /// where the two fit in one.
    private mutating func place(
        _ index: Int, _ axis: RandomAxis, position writePosition: Bool, size writeSize: Bool
    ) {
        let view = spec.views[index]
        let name = id(index)
        let parent = view.parent
        let sizeRule = view.size[axis]!
        let prefix = vflPrefix(axis)
        var sizeWritten = !writeSize
        func sizeLoss() -> [RandomQuantity] { [.size(index, axis)] }

        if writePosition {
            let (leadingEdge, trailingEdge) = edges(axis)
            switch view.position[axis]! {
            case .inChain, .autoresizing:
                break
            case .leading(let inset):
                if writeSize, case .toTrailing(let end) = sizeRule, rng.chance(0.5) {
                    add(
                        "\(prefix)|\(gap(inset, superview: true))[\(name)]\(gap(end, superview: true))|",
                        .vfl,
                        losses: [.position(index, axis)])
                    sizeWritten = true
                } else if rng.chance(0.4) {
                    let predicate = writeSize ? inlineSize(index, axis) : nil
                    if predicate != nil { sizeWritten = true }
                    add(
                        "\(prefix)|\(gap(inset, superview: true))[\(name)\(predicate ?? "")]", .vfl,
                        losses: positionLoss(index, axis))
                } else if rng.chance(0.2) {
                    add(
                        "\(name).\(leadingEdge) == \(number(inset))", .equation,
                        losses: positionLoss(index, axis))
                } else {
                    let item = contentItem(of: parent)
                    add(
                        relate("\(name).\(leadingEdge)", .equal, "\(item).\(leadingEdge)", inset)
                            + requiredMark(),
                        .equation, losses: positionLoss(index, axis))
                }
            case .trailing(let inset):
                if rng.chance(0.4) {
                    let predicate = writeSize ? inlineSize(index, axis) : nil
                    if predicate != nil { sizeWritten = true }
                    add(
                        "\(prefix)[\(name)\(predicate ?? "")]\(gap(inset, superview: true))|", .vfl,
                        losses: [.position(index, axis)])
                } else {
                    let item = contentItem(of: parent)
                    add(
                        relate("\(name).\(trailingEdge)", .equal, "\(item).\(trailingEdge)", -inset),
                        .equation,
                        losses: [.position(index, axis)])
                }
            case .frameLeading(let inset):
                add(
                    relate(
                        "\(name).\(leadingEdge)", .equal, "\(id(parent)).frameLayoutGuide.\(leadingEdge)",
                        inset),
                    .equation, losses: positionLoss(index, axis))
            case .frameTrailing(let inset):
                add(
                    relate(
                        "\(name).\(trailingEdge)", .equal, "\(id(parent)).frameLayoutGuide.\(trailingEdge)",
                        -inset),
                    .equation, losses: [.position(index, axis)])
            case .center(let offset):
                add(
                    relate(
                        "\(name).\(axis.center)", .equal, "\(frameItem(of: parent)).\(axis.center)", offset),
                    .equation, losses: [.position(index, axis)])
            case .after(let sibling, let spacing):
                if writeSize, case .toTrailing(let end) = sizeRule, rng.chance(0.5) {
                    let between = gap(spacing, superview: false)
                    add(
                        "\(prefix)[\(id(sibling))]\(between)[\(name)]\(gap(end, superview: true))|", .vfl,
                        losses: [.position(index, axis)])
                    sizeWritten = true
                } else if rng.chance(0.5) {
                    let predicate = writeSize ? inlineSize(index, axis) : nil
                    if predicate != nil { sizeWritten = true }
                    let between = gap(spacing, superview: false)
                    add(
                        "\(prefix)[\(id(sibling))]\(between)[\(name)\(predicate ?? "")]",
                        .vfl,
                        losses: positionLoss(index, axis))
                } else {
                    add(
                        relate("\(name).\(leadingEdge)", .equal, "\(id(sibling)).\(trailingEdge)", spacing),
                        .equation,
                        losses: positionLoss(index, axis))
                }
            }
        }
        guard !sizeWritten else { return }
        let size = axis.size
        switch sizeRule {
        case .chain, .autoresizing:
            return
        case .fixed(let length):
            if rng.chance(0.3) {
                add(
                    "\(prefix)[\(name)(\(rng.chance(0.5) ? "==" : "")\(number(length)))]", .vfl,
                    losses: sizeLoss())
            } else {
                add("\(name).\(size) == \(number(length))\(requiredMark())", .equation, losses: sizeLoss())
            }
        case .superviewFraction(let multiplier, let constant):
            if multiplier == 1, constant == 0, rng.chance(0.3) {
                add("\(prefix)[\(name)(==\(id(parent)))]", .vfl, losses: sizeLoss())
            } else {
                let term = scaled("\(frameItem(of: parent)).\(size)", multiplier)
                add(
                    "\(name).\(size) == \(term)\(plus(constant))",
                    .equation, losses: sizeLoss())
            }
        case .rootFraction(let rootAxis, let multiplier):
            add(
                "\(name).\(size) == \(scaled("view.\(rootAxis.size)", multiplier))", .equation,
                losses: sizeLoss())
        case .sibling(let sibling, let siblingAxis, let multiplier):
            if siblingAxis == axis, multiplier == 1, rng.chance(0.4) {
                add("\(prefix)[\(name)(==\(id(sibling)))]", .vfl, losses: sizeLoss())
            } else {
                add(
                    "\(name).\(size) == \(scaled("\(id(sibling)).\(siblingAxis.size)", multiplier))",
                    .equation,
                    losses: sizeLoss())
            }
        case .aspect(let multiplier):
            add("\(name).height == \(scaled("\(name).width", multiplier))", .equation, losses: sizeLoss())
        case .toTrailing(let inset):
            if rng.chance(0.3) {
                add("\(prefix)[\(name)]\(gap(inset, superview: true))|", .vfl, losses: sizeLoss())
            } else {
                let (_, trailingEdge) = edges(axis)
                add(
                    relate(
                        "\(name).\(trailingEdge)", .equal, "\(contentItem(of: parent)).\(trailingEdge)",
                        -inset),
                    .equation, losses: sizeLoss())
            }
        case .toFrameTrailing(let inset):
            add(
                relate(
                    "\(name).\(axis.trailing)", .equal, "\(id(parent)).frameLayoutGuide.\(axis.trailing)",
                    -inset),
                .equation, losses: sizeLoss())
        case .soft(let soft):
            if rng.chance(0.3), let predicate = inlineSize(index, axis) {
                add("\(prefix)[\(name)\(predicate)]", .vfl)
            } else {
                for wish in soft.wishes {
                    let mark = wish.priority == 1000 ? requiredMark() : " @\(priority(wish.priority))"
                    add("\(name).\(size) \(wish.relation.symbol) \(number(wish.value))\(mark)", .equation)
                }
            }
        case .atLeastScrollFrame(let level):
            if rng.chance(0.3), let predicate = inlineSize(index, axis) {
                add("\(prefix)[\(name)\(predicate)]", .vfl, losses: [.size(index, axis)])
            } else {
                add("\(name).\(size) >= \(frameItem(of: parent)).\(size)", .equation)
                add(
                    "\(name).\(size) == \(frameItem(of: parent)).\(size) @\(priority(level))", .equation,
                    losses: [.size(index, axis)])
            }
        }
    }

    private func positionLoss(_ index: Int, _ axis: RandomAxis) -> [RandomQuantity] {
        [.position(index, axis)]
    }

    /// A view's size as Visual Format predicates, `(80)` or `(>=20,==80@250)`, when the rule
    /// can be said that way.
    private mutating func inlineSize(_ index: Int, _ axis: RandomAxis) -> String? {
        let view = spec.views[index]
        switch view.size[axis]! {
        case .fixed(let length):
            return "(\(rng.chance(0.5) ? "==" : "")\(number(length)))"
        case .sibling(let sibling, axis, 1):
            return "(==\(id(sibling)))"
        case .superviewFraction(1, 0):
            return "(==\(id(view.parent)))"
        case .soft(let soft) where !soft.wishes.isEmpty:
            let parts = soft.wishes.map { wish in
                let level = wish.priority == 1000 ? "" : "@\(priority(wish.priority))"
                return "\(wish.relation.symbol)\(number(wish.value))\(level)"
            }
            return "(\(parts.joined(separator: ",")))"
        case .atLeastScrollFrame(let level):
            let scroll = id(view.parent)
            return "(>=\(scroll),==\(scroll)@\(priority(level)))"
        default:
            return nil
        }
    }

    private mutating func scaled(_ term: String, _ multiplier: Double) -> String {
        if multiplier == 1 { return rng.chance(0.1) ? "\(term) * 1" : term }
        return rng.chance(0.3) ? "\(number(multiplier)) * \(term)" : "\(term) * \(number(multiplier))"
    }

    /// `H:` or `V:`; a horizontal line may leave it out.
    private mutating func vflPrefix(_ axis: RandomAxis) -> String {
        axis == .horizontal && rng.chance(0.3) ? "" : axis.vfl
    }

    /// A Visual Format connection of this many points: none for 0, `-` for the standard
    /// spacing between views (8), else `-n-`. A bare `-` to the superview is its layout margin,
    /// which the model does not follow, so 20 there is always written out (the draw is kept, so
    /// that the same seed writes the same specs otherwise).
    private mutating func gap(_ value: Double, superview: Bool, atLeast: Bool = false) -> String {
        if atLeast { return "-(>=\(number(value)))-" }
        if value == 0, rng.chance(0.7) { return "" }
        if value == (superview ? 20 : 8), rng.chance(0.5), !superview { return "-" }
        return "-\(number(value))-"
    }

    // MARK: - Chains

    /// The chain of `parent` on `axis`: its links (the superview's leading edge to the first
    /// member, member to member, the last member to the trailing edge) in runs, each run one
    /// Visual Format line or, for a single link, perhaps an equation.
    private mutating func writeChain(of parent: Int, _ axis: RandomAxis) {
        let chain = spec.views[parent].chain[axis]!
        let members = chain.members
        let linkCount = members.count + 1
        var inlined: Set<Int> = []
        var start = 0
        while start < linkCount {
            let end = rng.chance(0.5) ? linkCount - 1 : rng.int(start...linkCount - 1)
            // A link fixes the distance between two neighbours. Without it, the members after it
            // and the superview's size move together: the superview's size (or a scroll view's
            // content size) is what is sure to show, since the superview itself may be placed
            // by its far edge. When the chain ends with a minimum, the superview keeps its size
            // and the member shows.
            let size: RandomQuantity =
                spec.views[parent].kind == .scroll ? .content(parent, axis) : .size(parent, axis)
            var loss: [RandomQuantity] = [size]
            var decides: [RandomQuantity]? = nil
            if start < members.count {
                decides = [.position(members[start], axis)]
                if chain.endIsAtLeast { loss = decides! }
            } else if chain.endIsAtLeast {
                loss = []
            }
            if start == end, rng.chance(0.5) {
                add(linkEquation(parent, axis, link: start), .equation, losses: loss, decides: decides)
            } else {
                var text = vflPrefix(axis)
                text += start == 0 ? "|" : element(members[start - 1], axis, inlined: &inlined)
                for link in start...end {
                    let isEnd = link == members.count
                    text += gap(
                        chain.gaps[link], superview: link == 0 || isEnd, atLeast: isEnd && chain.endIsAtLeast)
                    text += isEnd ? "|" : element(members[link], axis, inlined: &inlined)
                }
                add(text, .vfl, losses: loss, decides: decides)
            }
            start = end + 1
        }
        for member in members where !inlined.contains(member) {
            var maker = RandomEntryMaker(spec: spec, part: [5, member, axis.rawValue])
            maker.place(member, axis, position: false, size: true)
            entries += maker.entries
        }
    }

    /// `[member]`, with its size predicates the first time it appears, when they can be said.
    private mutating func element(_ member: Int, _ axis: RandomAxis, inlined: inout Set<Int>) -> String {
        if !inlined.contains(member), rng.chance(0.6), let predicate = inlineSize(member, axis) {
            inlined.insert(member)
            return "[\(id(member))\(predicate)]"
        }
        return "[\(id(member))]"
    }

    /// One link of a chain as an equation.
    private mutating func linkEquation(_ parent: Int, _ axis: RandomAxis, link: Int) -> String {
        let chain = spec.views[parent].chain[axis]!
        let members = chain.members
        let (leadingEdge, trailingEdge) = edges(axis)
        let gap = chain.gaps[link]
        if link == 0 {
            if rng.chance(0.2) { return "\(id(members[0])).\(leadingEdge) == \(number(gap))" }
            return relate(
                "\(id(members[0])).\(leadingEdge)", .equal, "\(contentItem(of: parent)).\(leadingEdge)", gap)
        }
        if link == members.count {
            let relation: RandomRelation = chain.endIsAtLeast ? .atLeast : .equal
            return relate(
                "\(contentItem(of: parent)).\(trailingEdge)", relation,
                "\(id(members.last!)).\(trailingEdge)", gap)
        }
        return relate(
            "\(id(members[link])).\(leadingEdge)", .equal, "\(id(members[link - 1])).\(trailingEdge)", gap)
    }

    // MARK: - Placeholders

    /// Interface Builder's "remove at build time" constraints: checked, never activated, so
    /// they may say anything, even what contradicts the rest.
    private mutating func addPlaceholders() {
        for _ in 0..<rng.pick([0, 0, 1, 2]) {
            let view = id(rng.int(0...spec.views.count - 1))
            let text =
                rng.chance(0.5)
                ? "\(view).\(rng.pick(["width", "height"])) == \(rng.pick([1000, 1, 333]))"
                : "V:[\(view)(\(rng.pick([999, 7])))]"
            entries.append(
                RandomEntry(
                    text: text, form: text.hasPrefix("V:") ? .vfl : .equation, isPlaceholder: true,
                    order: rng.next()))
        }
    }
}
