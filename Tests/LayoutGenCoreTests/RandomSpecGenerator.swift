import TestSupport

/// Makes random valid specs, each fully determined by its construction.
///
/// A spec is a random view tree (scroll views with content views, containers, labels, image
/// views, text views, views with an intrinsic size, nested up to four levels) and, for each
/// view and axis, a rule from ``RandomPosition`` and ``RandomSizeRule`` that depends only on
/// things decided before it. So every frame has exactly one value, which
/// ``RandomLayoutEvaluator`` computes, and the writer states each rule as constraints.
///
/// Optional constraints are kept where they cannot interfere: a size decided by wishes (or an
/// intrinsic size) is never also the subject of another view's optional constraint, and the
/// wishes on one size have distinct priorities, so no two constraints of equal priority pull
/// one size apart. ``RandomSpec/isSoft(_:)`` tracks this.
struct RandomSpecGenerator {
    /// User priorities stay at or below this, so a broken variant can add a tie above all of them.
    static let highestWishPriority = 900
    static let maxViews = 14

    private var rng: SeededRandom
    private var spec: RandomSpec
    private var usedIDs: Set<String> = []

    private init(seed: UInt64, attempt: Int, sceneName: String) {
        rng = SeededRandom(seed: seed, part: [attempt])
        spec = RandomSpec(seed: seed, sceneName: sceneName, screenSizes: [], metrics: [], views: [])
    }

    /// The spec of `seed`: the same seed gives the same spec on every run.
    static func generate(seed: UInt64, sceneName: String = "RandomScene") -> RandomSpec {
        for attempt in 0..<200 {
            var generator = RandomSpecGenerator(seed: seed, attempt: attempt, sceneName: sceneName)
            generator.build()
            if generator.isWellFormed() { return generator.spec }
        }
        preconditionFailure("seed \(hex(seed)) made no well-formed spec in 200 attempts")
    }

    // MARK: - The tree

    private mutating func build() {
        let sizePool: [RandomScreenSize] = [
            .init(name: "portrait", width: 390, height: 844),
            .init(name: "landscape", width: 844, height: 390),
            .init(name: "small", width: 320, height: 568), .init(name: "tablet", width: 1024, height: 1366),
            .init(name: "split", width: 320.5, height: 1024), .init(name: "wide", width: 1180.5, height: 820),
        ]
        spec.screenSizes = Array(rng.shuffled(sizePool).prefix(rng.int(1...3)))
        let metricPool: [RandomMetric] = [
            .init(name: "gap", value: 8), .init(name: "inset", value: 20), .init(name: "side", value: 44),
            .init(name: "spacing", value: 12.5), .init(name: "tall", value: 300),
            .init(name: "high", value: 600),
        ]
        spec.metrics = Array(rng.shuffled(metricPool).prefix(rng.int(0...3)))
        for _ in 0..<rng.int(1...3) { addView(parent: nil, depth: 1) }
        decideSubviews(of: nil)
    }

    /// Adds a view and, depth first, its subviews.
    private mutating func addView(parent: Int?, depth: Int, kind forcedKind: RandomViewKind? = nil) {
        var kinds: [RandomViewKind] = [.leaf, .leaf, .label, .label, .image, .intrinsic, .textView]
        if spec.views.count < Self.maxViews - 3 {
            // Four levels at most: a scroll view's content view is one level below it.
            if depth < 4 { kinds += [.container, .container, .container] }
            if depth < 3 { kinds += [.scroll, .scroll, .scroll] }
        }
        let kind = forcedKind ?? rng.pick(kinds)
        var view = RandomView(id: newID(), kind: kind, parent: parent)
        if rng.chance(0.5) {
            view.color = rng.pick(["red", "green", "blue", "orange", "gray", "#F2F2F7", "#1E90FF"])
        }
        switch kind {
        case .label:
            view.text = RandomText.make(&rng)
            view.numberOfLines = rng.pick([nil, 1, 0, 0, 2, 3])
            view.fontSize = rng.pick([nil, 12, 14, 17, 20, 22.5])
        case .textView:
            view.text = RandomText.make(&rng)
            view.fontSize = rng.pick([nil, 13, 15, 17])
            // A scrolling text view inside a scroll view draws a warning; the tests predict it.
            view.isScrollEnabled = rng.pick([nil, false, false, true])
        case .image:
            view.intrinsicSize = [rng.pick([24, 44, 64, 120, 200]), rng.pick([24, 44, 80, 160])]
        case .intrinsic:
            view.intrinsicSize = [rng.pick([20, 44, 60, 100, 150.5]), rng.pick([10, 30, 44, 88])]
        default:
            break
        }
        if view.hasIntrinsicSize {
            for axis in RandomAxis.allCases {
                if rng.chance(0.4) { view.hugging[axis] = rng.pick([1, 200, 251, 500, 750, 1000]) }
                if rng.chance(0.4) { view.compression[axis] = rng.pick([100, 249, 500, 751, 999, 1000]) }
            }
        }
        let index = spec.views.count
        spec.views.append(view)
        if let parent { spec.views[parent].children.append(index) }
        switch kind {
        case .container:
            for _ in 0..<rng.int(1...3) where spec.views.count < Self.maxViews {
                addView(parent: index, depth: depth + 1)
            }
        case .scroll:
            if rng.chance(0.7) {
                // The common shape: one content view holding the rest, perhaps a floating view.
                addView(parent: index, depth: depth + 1, kind: .container)
                if rng.chance(0.3) {
                    addView(parent: index, depth: depth + 1, kind: rng.pick([.leaf, .label]))
                }
                if rng.chance(0.25) { giveExplicitContentSize(index) }
            } else {
                for _ in 0..<rng.int(1...3) where spec.views.count < Self.maxViews {
                    addView(parent: index, depth: depth + 1)
                }
            }
        default:
            break
        }
    }

    private mutating func newID() -> String {
        let keywords = [
            "default", "class", "func", "return", "where", "repeat", "switch", "guard", "defer", "static",
            "struct", "enum", "let", "var", "while", "for", "if", "do", "case", "is", "as", "in", "try",
            "throw", "import", "operator", "protocol", "extension", "subscript", "internal",
        ]
        let words = [
            "box", "card", "header", "footer", "title", "badge", "photo", "content", "panel", "row", "cell",
            "avatar", "caption", "body", "note", "tile", "banner", "strip", "pager", "details", "icon",
        ]
        while true {
            let id =
                rng.chance(0.1)
                ? rng.pick(keywords) : rng.pick(words) + (rng.chance(0.8) ? String(rng.int(1...99)) : "")
            if usedIDs.insert(id).inserted { return id }
        }
    }

    // MARK: - The rules

    /// Decides the rules of the subviews of `parent` (nil for the root), then theirs.
    private mutating func decideSubviews(of parent: Int?) {
        let children = spec.children(of: parent)
        guard !children.isEmpty else { return }
        if let parent, spec.views[parent].contentSize != nil {
            decideExplicitContent(of: parent)
        } else {
            for axis in RandomAxis.allCases {
                var decided: [Int] = []
                if let parent, let chain = makeChain(of: parent, axis) {
                    spec.views[parent].chain[axis] = chain
                    let atLeast = chain.endIsAtLeast
                    for member in chain.members {
                        spec.views[member].position[axis] = .inChain
                        decideSize(member, axis, decided: decided, inChainOf: parent, rigid: atLeast)
                        decided.append(member)
                    }
                }
                for child in children where !decided.contains(child) {
                    decidePlacement(child, axis, decided: decided)
                    decided.append(child)
                }
            }
        }
        for child in children { decideSubviews(of: child) }
    }

    /// TN2154's mixed approach: the scroll view's `contentSize` is set, and its content view
    /// (its first subview) keeps the frame it is given, by its autoresizing mask.
    private mutating func giveExplicitContentSize(_ scroll: Int) {
        let content = spec.views[scroll].children[0]
        let width = rng.pick([300, 390, 600, 844.5, 1200])
        let height: Double = rng.pick([400, 900, 1500, 2000])
        let x: Double = rng.pick([0, 0, 10])
        let y: Double = rng.pick([0, 0, 24])
        spec.views[content].autoresizingFrame = [x, y, width, height]
        let extraWidth: Double = rng.pick([0, 0, 16])
        let extraHeight: Double = rng.pick([0, 0, 40])
        spec.views[scroll].contentSize = [x + width + extraWidth, y + height + extraHeight]
    }

    /// The rules in a scroll view with an explicit content size: its content view keeps its
    /// frame, and floating views beside it are placed by constraints.
    private mutating func decideExplicitContent(of scroll: Int) {
        let content = spec.views[scroll].children[0]
        for axis in RandomAxis.allCases {
            spec.views[content].position[axis] = .autoresizing
            spec.views[content].size[axis] = .autoresizing
            var decided = [content]
            for child in spec.views[scroll].children.dropFirst() {
                decidePlacement(child, axis, decided: decided)
                decided.append(child)
            }
        }
    }

    /// The chain that decides `parent`'s size on `axis`, or its content size for a scroll
    /// view; nil when the parent's size comes from elsewhere.
    private mutating func makeChain(of parent: Int, _ axis: RandomAxis) -> RandomChain? {
        let view = spec.views[parent]
        var atLeast = false
        switch (view.kind, view.size[axis]) {
        case (.scroll, _): break
        case (_, .chain?): break
        case (_, .atLeastScrollFrame?): atLeast = true
        default: return nil
        }
        var members: [Int]
        if view.kind == .scroll, spec.views[view.children[0]].kind == .container, rng.chance(0.8) {
            members = [view.children[0]]
        } else {
            members = Array(rng.shuffled(view.children).prefix(rng.int(1...view.children.count)))
        }
        if atLeast { members = Array(members.prefix(3)) }
        let edge: [Double] = [0, 0, 8, 10, 15, 16, 20, 12.5]
        let between: [Double] = [0, 8, 8, 10, 12, 15, 20]
        var gaps = [rng.pick(edge)]
        for _ in members.dropFirst() { gaps.append(rng.pick(between)) }
        gaps.append(rng.pick(edge))
        return RandomChain(members: members, gaps: gaps, endIsAtLeast: atLeast)
    }

    /// Decides the size of a chain member; it may not depend on the superview's size when the
    /// chain decides that size. `rigid` allows only sizes no optional constraint can move.
    private mutating func decideSize(
        _ index: Int, _ axis: RandomAxis, decided: [Int], inChainOf parent: Int, rigid: Bool
    ) {
        let view = spec.views[index]
        let parentIsScroll = spec.views[parent].kind == .scroll
        for _ in 0..<12 {
            var options: [RandomSizeRule] = [
                fixedSize(axis), .rootFraction(rng.pick(RandomAxis.allCases), rng.pick([0.25, 0.5])),
            ]
            if !rigid {
                options += siblingSizes(index, axis, decided: decided)
                if axis == .vertical { options.append(.aspect(rng.pick([0.5, 0.75, 1, 1.5]))) }
                options.append(softSize(index, axis))
                if parentIsScroll {
                    let fraction = RandomSizeRule.superviewFraction(rng.pick([1, 1, 1, 2, 0.5]), 0)
                    options += [fraction, fraction]
                }
                if view.kind == .container, !view.children.isEmpty {
                    options += [.chain, .chain]
                    if parentIsScroll, spec.views[parent].chain[axis]!.members == [index],
                        !spec.isSoft(.size(parent, axis))
                    {
                        options.append(.atLeastScrollFrame(priority: rng.int(1...Self.highestWishPriority)))
                    }
                }
            }
            if view.hasIntrinsicSize && !rigid {
                options += [softSize(index, axis), softSize(index, axis)]
            }
            if tryRule(index, axis, position: .inChain, size: rng.pick(options)) { return }
        }
        // When this fails too (a rigid size on a view whose hugging or compression is
        // required), the spec is not well formed and is made again.
        _ = tryRule(
            index, axis, position: .inChain, size: rigid ? fixedSize(axis) : fallbackSize(index, axis))
    }

    /// Decides the position and size of a view that no chain places.
    private mutating func decidePlacement(_ index: Int, _ axis: RandomAxis, decided: [Int]) {
        let view = spec.views[index]
        let parentIsScroll = view.parent.map { spec.views[$0].kind == .scroll } ?? false
        for _ in 0..<12 {
            var positions: [RandomPosition] = [
                .leading(rng.pick([0, 8, 16, 20, 12.5, 30])), .trailing(rng.pick([0, 8, 16, 20])),
                .center(rng.pick([0, 0, 10, -24])),
            ]
            let earlier = decided.filter { $0 != index }
            if !earlier.isEmpty { positions.append(.after(rng.pick(earlier), rng.pick([0, 8, 8, 12, 20]))) }
            if parentIsScroll {
                positions += [.frameLeading(rng.pick([0, 10, 16])), .frameTrailing(rng.pick([0, 10, 16]))]
            }
            // Mirror the other axis now and then, so that compounds (edges, size, center) appear.
            var position = rng.pick(positions)
            if axis == .vertical, rng.chance(0.2), let horizontal = view.position.horizontal {
                switch horizontal {
                case .leading, .trailing, .center, .frameLeading, .frameTrailing: position = horizontal
                case .after, .inChain, .autoresizing: break
                }
            }
            var sizes: [RandomSizeRule] = [
                fixedSize(axis),
                .superviewFraction(rng.pick([1, 0.5, 0.25, 0.75]), rng.pick([0, 0, -20, 10])),
                .rootFraction(rng.pick(RandomAxis.allCases), rng.pick([0.125, 0.25, 0.5, 1])),
                softSize(index, axis),
            ]
            sizes += siblingSizes(index, axis, decided: decided)
            if axis == .vertical { sizes.append(.aspect(rng.pick([0.5, 0.75, 1, 1.5]))) }
            switch position {
            case .leading, .after, .frameLeading:
                sizes += [.toTrailing(rng.pick([0, 8, 16, 20])), .toTrailing(rng.pick([0, 20]))]
                if parentIsScroll { sizes.append(.toFrameTrailing(rng.pick([0, 16]))) }
            default:
                break
            }
            if view.kind == .container, !view.children.isEmpty { sizes += [.chain, .chain] }
            if view.hasIntrinsicSize { sizes += [softSize(index, axis), softSize(index, axis)] }
            var size = rng.pick(sizes)
            if axis == .vertical, rng.chance(0.3), let horizontal = view.size.horizontal,
                position == view.position.horizontal
            {
                switch horizontal {
                case .fixed, .toTrailing, .superviewFraction: size = horizontal
                default: break
                }
            }
            if tryRule(index, axis, position: position, size: size) { return }
        }
        _ = tryRule(index, axis, position: .leading(0), size: fallbackSize(index, axis))
    }

    /// Sets a view's rules on an axis when they keep the construction sound: no optional
    /// constraint on a size that another optional constraint moves, text widths that only
    /// their text decides or required constraints fix, and no negative size or content size
    /// at any size. Otherwise leaves the view undecided and returns false.
    private mutating func tryRule(
        _ index: Int, _ axis: RandomAxis, position: RandomPosition, size: RandomSizeRule
    ) -> Bool {
        let view = spec.views[index]
        spec.views[index].position[axis] = position
        spec.views[index].size[axis] = size
        var sound = true
        if case .soft(let soft) = size {
            // Text that wraps is measured again at its solved width; only its text may decide it.
            if axis == .horizontal, view.wrapsText, !soft.wishes.isEmpty { sound = false }
        } else if view.hasIntrinsicSize, spec.isSoft(.size(index, axis)) {
            // Its hugging and compression would act on a size that wishes elsewhere decide.
            sound = false
        } else if view.hasIntrinsicSize,
            view.huggingPriority[axis] == 1000 || view.compressionPriority[axis] == 1000
        {
            // A required hugging or compression would fight the size the rule gives.
            sound = false
        }
        if sound, case .chain = size {
            // Decided with its subviews; nothing to check now.
        } else if sound, case .atLeastScrollFrame = size {
        } else if sound {
            sound = spec.screenSizes.allSatisfy { screen in
                var evaluator = RandomLayoutEvaluator(spec: spec, screen: screen)
                let length = evaluator.value(.size(index, axis))
                let place = evaluator.value(.position(index, axis))
                // What depends on rules not decided yet is checked once the spec is whole.
                if evaluator.isIncomplete { return true }
                return length >= 0 && length.isFinite && place.isFinite
                    && (!view.wrapsText || axis == .vertical || length >= 40)
            }
        }
        if !sound {
            spec.views[index].position[axis] = nil
            spec.views[index].size[axis] = nil
        }
        return sound
    }

    /// A size that is always sound: the intrinsic size alone, or a fixed one.
    private mutating func fallbackSize(_ index: Int, _ axis: RandomAxis) -> RandomSizeRule {
        spec.views[index].hasIntrinsicSize ? .soft(RandomSoftSize(wishes: [])) : fixedSize(axis)
    }

    private mutating func fixedSize(_ axis: RandomAxis) -> RandomSizeRule {
        .fixed(
            axis == .horizontal
                ? rng.pick([20, 44, 60, 80, 100, 120, 150, 200, 250.5])
                : rng.pick([20, 44, 50, 80, 120, 300, 400]))
    }

    private mutating func siblingSizes(_ index: Int, _ axis: RandomAxis, decided: [Int]) -> [RandomSizeRule] {
        var options: [RandomSizeRule] = []
        let sameAxis = decided.filter { $0 != index }
        if !sameAxis.isEmpty { options.append(.sibling(rng.pick(sameAxis), axis, rng.pick([1, 1, 0.5, 2]))) }
        if axis == .vertical {
            // Every sibling's width is decided before any height.
            let siblings = spec.children(of: spec.views[index].parent).filter { $0 != index }
            if !siblings.isEmpty {
                options.append(.sibling(rng.pick(siblings), .horizontal, rng.pick([1, 0.5])))
            }
        }
        return options
    }

    /// Wishes at distinct priorities, below ``highestWishPriority`` and apart from the view's
    /// hugging and compression priorities; for a view with an intrinsic size, perhaps none.
    private mutating func softSize(_ index: Int, _ axis: RandomAxis) -> RandomSizeRule {
        let view = spec.views[index]
        var wishes: [RandomWish] = []
        var used: Set<Int> = [view.huggingPriority[axis], view.compressionPriority[axis], 1000]
        func priority() -> Int {
            while true {
                let candidate =
                    rng.chance(0.3) ? rng.pick([250, 750, 500, 300]) : rng.int(1...Self.highestWishPriority)
                if used.insert(candidate).inserted { return candidate }
            }
        }
        let values: [Double] = axis == .horizontal ? [40, 60, 80, 120, 200, 300] : [30, 44, 60, 100, 250]
        // Required bounds only without an intrinsic size, whose hugging or compression may be
        // required too.
        if !view.hasIntrinsicSize, rng.chance(0.5) {
            wishes.append(RandomWish(relation: .atLeast, value: rng.pick([0, 20, 50]), priority: 1000))
        }
        if !view.hasIntrinsicSize, rng.chance(0.4) {
            wishes.append(RandomWish(relation: .atMost, value: rng.pick([150, 400, 1000]), priority: 1000))
        }
        let count = view.hasIntrinsicSize ? rng.int(0...2) : rng.int(1...3)
        for number in 0..<count {
            // Without an intrinsic size, the first wish is an equality, which settles the size.
            let relation: RandomRelation =
                number == 0 && !view.hasIntrinsicSize ? .equal : rng.pick([.equal, .atLeast, .atMost])
            wishes.append(RandomWish(relation: relation, value: rng.pick(values), priority: priority()))
        }
        return .soft(RandomSoftSize(wishes: rng.shuffled(wishes)))
    }

    // MARK: - Checks

    /// Every view decided, the rules sound (checked again here, whole, as a guard against a
    /// slip in any one choice), every frame a single finite value, no negative size: a spec the
    /// tests can hold to its construction.
    private func isWellFormed() -> Bool {
        for (index, view) in spec.views.enumerated() {
            for axis in RandomAxis.allCases {
                guard view.position[axis] != nil, let size = view.size[axis] else { return false }
                switch size {
                case .soft(let soft):
                    if axis == .horizontal, view.wrapsText, !soft.wishes.isEmpty { return false }
                case .atLeastScrollFrame:
                    if spec.isSoft(.size(view.parent!, axis)) { return false }
                    for member in view.chain[axis]?.members ?? [] {
                        if spec.isSoft(.size(member, axis)) || spec.isSoft(.position(member, axis)) {
                            return false
                        }
                    }
                default:
                    if view.hasIntrinsicSize,
                        spec.isSoft(.size(index, axis)) || view.huggingPriority[axis] == 1000
                            || view.compressionPriority[axis] == 1000
                    {
                        return false
                    }
                }
            }
        }
        return spec.screenSizes.allSatisfy { screen in
            guard let layout = RandomLayoutEvaluator.layout(of: spec, at: screen) else { return false }
            // CGRect's width and height are absolute values; a frame's size is not.
            return layout.frames.values.allSatisfy { $0.size.width >= 0 && $0.size.height >= 0 }
                && layout.contentSizes.values.allSatisfy { $0.width >= 0 && $0.height >= 0 }
        }
    }
}

func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

/// Label and text view text: words of letters, quotes, backslashes, Swift syntax and Unicode
/// (combining marks, emoji sequences, right-to-left scripts, bidi controls, tabs, NUL),
/// joined by single spaces, in paragraphs.
enum RandomText {
    static let pieces = [
        "Hello", "world", "a", "label", "layout", "scroll", "\"quoted\"", "back\\slash", "\\(view)",
        "#\"raw\"#", "\"\"\"", "it's", "'single'", "caf\u{E9}", "e\u{301}te\u{301}",
        "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}\u{1F1F7}", "\u{65E5}\u{672C}\u{8A9E}",
        "\u{5E2}\u{5D1}\u{5E8}\u{5D9}\u{5EA}", "\u{645}\u{631}\u{62D}\u{628}\u{627}", "\u{202E}evil",
        "tab\there", "nul\u{0}", "Stra\u{DF}e", "x*y", "a:b", "#hash", "{brace}", "[bracket]", "-", "@at",
        "100%", "\\n", "*/", "//",
    ]

    static func make(_ rng: inout SeededRandom) -> String {
        if rng.chance(0.05) { return "" }
        var paragraphs: [String] = []
        for _ in 0..<rng.pick([1, 1, 1, 2, 3]) {
            var words: [String] = []
            for _ in 0..<rng.int(rng.chance(0.1) ? 0...0 : 1...7) {
                words.append((0..<rng.pick([1, 1, 1, 2])).map { _ in rng.pick(pieces) }.joined())
            }
            paragraphs.append(words.joined(separator: " "))
        }
        return paragraphs.joined(separator: "\n")
    }
}
