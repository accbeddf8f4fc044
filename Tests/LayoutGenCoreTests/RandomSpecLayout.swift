import Foundation
import LayoutRuntime

/// The layout a random spec must have at one size, worked out from its rules alone, without
/// the solver: what the property tests compare the proof, the command and the generated code
/// with.
struct RandomExpectedLayout {
    /// Every view's frame in its superview's bounds, the root (`view`) included, by id.
    var frames: [String: CGRect]
    /// Every scroll view's content size, by id.
    var contentSizes: [String: CGSize]

    /// Whether a scroll view's content is larger than its frame on each axis, as UIKit says
    /// (by more than a millionth of a point).
    func scrolls(_ id: String) -> PerAxis<Bool> {
        let frame = frames[id]!
        let content = contentSizes[id]!
        return PerAxis(content.width > frame.width + 1e-6, content.height > frame.height + 1e-6)
    }
}

/// Works out a random spec's layout at one size by following each rule, as a person would
/// by hand: positions and sizes from constants, the superview and earlier siblings; chains
/// summed; wishes settled one priority level at a time; text measured by the rule LayoutRuntime
/// documents (see ``RandomTextMeasure``), written again here so the runtime's is checked.
struct RandomLayoutEvaluator {
    let spec: RandomSpec
    let screen: RandomScreenSize
    private var values: [RandomQuantity: Double] = [:]
    private var pending: Set<RandomQuantity> = []
    /// Set when a value needed a rule not decided yet (while the generator is still at work);
    /// the value is then meaningless.
    private(set) var isIncomplete = false

    init(spec: RandomSpec, screen: RandomScreenSize) {
        self.spec = spec
        self.screen = screen
    }

    /// The whole layout; nil when some size is not a single value (the rules leave a tie).
    static func layout(of spec: RandomSpec, at screen: RandomScreenSize) -> RandomExpectedLayout? {
        var evaluator = RandomLayoutEvaluator(spec: spec, screen: screen)
        var frames = ["view": CGRect(x: 0, y: 0, width: screen.width, height: screen.height)]
        var contentSizes: [String: CGSize] = [:]
        for index in spec.views.indices {
            let x = evaluator.value(.position(index, .horizontal))
            let y = evaluator.value(.position(index, .vertical))
            let width = evaluator.value(.size(index, .horizontal))
            let height = evaluator.value(.size(index, .vertical))
            guard [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
            frames[spec.views[index].id] = CGRect(x: x, y: y, width: width, height: height)
            if spec.views[index].kind == .scroll {
                let content = CGSize(
                    width: evaluator.value(.content(index, .horizontal)),
                    height: evaluator.value(.content(index, .vertical)))
                guard content.width.isFinite, content.height.isFinite else { return nil }
                contentSizes[spec.views[index].id] = content
            }
        }
        guard !evaluator.isIncomplete else { return nil }
        return RandomExpectedLayout(frames: frames, contentSizes: contentSizes)
    }

    /// A quantity's value; NaN when its wishes leave more than one value.
    mutating func value(_ quantity: RandomQuantity) -> Double {
        if let known = values[quantity] { return known }
        precondition(pending.insert(quantity).inserted, "The rules of \(quantity) depend on themselves")
        let result = compute(quantity)
        pending.remove(quantity)
        values[quantity] = result
        return result
    }

    private mutating func compute(_ quantity: RandomQuantity) -> Double {
        switch quantity {
        case .position(let index, let axis): position(index, axis)
        case .size(let index, let axis): size(index, axis)
        case .content(let index, let axis):
            if let explicit = spec.views[index].contentSize {
                explicit[axis.rawValue]
            } else {
                chainEnd(index, axis)
            }
        }
    }

    /// The superview's size as its subviews' edges see it: a scroll view's content size.
    private mutating func parentContent(_ index: Int, _ axis: RandomAxis) -> Double {
        guard let quantity = spec.contentQuantity(of: spec.views[index].parent, axis) else {
            return screen[axis]
        }
        return value(quantity)
    }

    /// The superview's frame size: what its width, height and centers mean.
    private mutating func parentFrame(_ index: Int, _ axis: RandomAxis) -> Double {
        guard let parent = spec.views[index].parent else { return screen[axis] }
        return value(.size(parent, axis))
    }

    private mutating func position(_ index: Int, _ axis: RandomAxis) -> Double {
        let view = spec.views[index]
        guard let rule = view.position[axis] else { return undecided() }
        switch rule {
        case .inChain:
            guard let chain = spec.views[view.parent!].chain[axis] else { return undecided() }
            let place = chain.members.firstIndex(of: index)!
            guard place > 0 else { return chain.gaps[0] }
            let previous = chain.members[place - 1]
            return value(.position(previous, axis)) + value(.size(previous, axis)) + chain.gaps[place]
        case .leading(let inset), .frameLeading(let inset):
            return inset
        case .trailing(let inset):
            return parentContent(index, axis) - inset - value(.size(index, axis))
        case .frameTrailing(let inset):
            return parentFrame(index, axis) - inset - value(.size(index, axis))
        case .center(let offset):
            return parentFrame(index, axis) / 2 + offset - value(.size(index, axis)) / 2
        case .after(let sibling, let gap):
            return value(.position(sibling, axis)) + value(.size(sibling, axis)) + gap
        case .autoresizing:
            return view.autoresizingFrame![axis.rawValue]
        }
    }

    private mutating func size(_ index: Int, _ axis: RandomAxis) -> Double {
        let view = spec.views[index]
        guard let rule = view.size[axis] else { return undecided() }
        switch rule {
        case .fixed(let value):
            return value
        case .superviewFraction(let multiplier, let constant):
            return parentFrame(index, axis) * multiplier + constant
        case .rootFraction(let rootAxis, let multiplier):
            return screen[rootAxis] * multiplier
        case .sibling(let sibling, let siblingAxis, let multiplier):
            return value(.size(sibling, siblingAxis)) * multiplier
        case .aspect(let multiplier):
            return value(.size(index, .horizontal)) * multiplier
        case .toTrailing(let inset):
            return parentContent(index, axis) - inset - value(.position(index, axis))
        case .toFrameTrailing(let inset):
            return parentFrame(index, axis) - inset - value(.position(index, axis))
        case .soft(let soft):
            var wishes = soft.wishes
            if let intrinsic = intrinsicSize(index, axis) {
                wishes.append(
                    RandomWish(relation: .atMost, value: intrinsic, priority: view.huggingPriority[axis]))
                wishes.append(
                    RandomWish(relation: .atLeast, value: intrinsic, priority: view.compressionPriority[axis])
                )
            }
            return Self.settle(wishes) ?? .nan
        case .chain:
            return chainEnd(index, axis)
        case .atLeastScrollFrame:
            return max(parentFrame(index, axis), chainEnd(index, axis))
        case .autoresizing:
            return view.autoresizingFrame![2 + axis.rawValue]
        }
    }

    private mutating func undecided() -> Double {
        isIncomplete = true
        return 0
    }

    /// Where a view's chain ends: the last member's far edge plus the last gap.
    private mutating func chainEnd(_ index: Int, _ axis: RandomAxis) -> Double {
        guard let chain = spec.views[index].chain[axis] else { return undecided() }
        let last = chain.members.last!
        return value(.position(last, axis)) + value(.size(last, axis)) + chain.gaps.last!
    }

    /// The size the view's content asks for on an axis, nil when it has none: its intrinsic
    /// size, or for wrapping text the height of its lines at its width.
    private mutating func intrinsicSize(_ index: Int, _ axis: RandomAxis) -> Double? {
        let view = spec.views[index]
        guard view.hasIntrinsicSize else { return nil }
        if let size = view.intrinsicSize { return size[axis.rawValue] }
        let font = Font.systemFont(ofSize: CGFloat(view.fontSizeOrDefault))
        let maxLines = view.kind == .textView ? 0 : (view.numberOfLines ?? 1)
        // A text view's text lies inside UIKit's default textContainerInset, (8, 0, 8, 0), and
        // its text container's lineFragmentPadding, 5 on either side of a line; an empty one is
        // one line high, TextKit's extra line fragment.
        let isTextView = view.kind == .textView
        let (across, along) = isTextView ? (10.0, 16.0) : (0, 0)
        let width: Double? =
            axis == .vertical && view.wrapsText ? value(.size(index, .horizontal)) - across : nil
        let lines = RandomTextMeasure.lines(
            of: view.text ?? "", font: font, maxWidth: width, maxLines: maxLines)
        let lineCount = isTextView && (view.text ?? "").isEmpty ? 1 : lines.count
        return axis == .horizontal
            ? (lines.map { Double(TextMetrics.width(of: $0, font: font)) }.max() ?? 0) + across
            : Double(CGFloat(lineCount) * font.lineHeight) + along
    }

    /// The one value of a size under constraints on it alone, settled as Auto Layout does:
    /// required ones (priority 1000) must hold; then, from the highest priority down, each
    /// level keeps the values where the sum of its errors is least. Nil when more than one
    /// value is left.
    static func settle(_ wishes: [RandomWish]) -> Double? {
        var low = -Double.infinity
        var high = Double.infinity
        for wish in wishes where wish.priority == 1000 {
            if wish.relation != .atMost { low = max(low, wish.value) }
            if wish.relation != .atLeast { high = min(high, wish.value) }
        }
        precondition(low <= high, "required bounds that cannot hold: \(wishes)")
        let levels = Set(wishes.map(\.priority)).subtracting([1000]).sorted(by: >)
        for level in levels {
            let atLevel = wishes.filter { $0.priority == level }
            func error(_ value: Double) -> Double {
                atLevel.reduce(0) { sum, wish in
                    switch wish.relation {
                    case .equal: sum + abs(value - wish.value)
                    case .atLeast: sum + max(0, wish.value - value)
                    case .atMost: sum + max(0, value - wish.value)
                    }
                }
            }
            // The error is convex and piecewise linear, so its least value is at a bound or a
            // breakpoint, and the values where it is least form an interval.
            var points = atLevel.map(\.value).filter { $0 > low && $0 < high }
            points += [low, high].filter(\.isFinite)
            guard !points.isEmpty else { continue }
            let least = points.map(error).min()!
            let best = points.filter { abs(error($0) - least) <= 1e-9 }
            var newLow = best.min()!
            var newHigh = best.max()!
            if newLow - 1 >= low, abs(error(newLow - 1) - least) <= 1e-9 { newLow = low }
            if newHigh + 1 <= high, abs(error(newHigh + 1) - least) <= 1e-9 { newHigh = high }
            (low, high) = (newLow, newHigh)
        }
        return low == high ? low : nil
    }
}

/// The line breaking of LayoutRuntime's TextMetrics, written again from its documentation, with
/// the width of one line (``TextMetrics/width(of:font:)``) as its only measurement: lines
/// wrapped greedily at single spaces, a word wider than a line broken between characters, as
/// many as fit and at least one.
///
/// The generator writes text whose words are joined by single spaces, with no space at either
/// end of a paragraph, which is all this needs to handle.
enum RandomTextMeasure {
    /// The lines of `text` at `maxWidth`.
    static func lines(of text: String, font: Font, maxWidth: Double?, maxLines: Int) -> [String] {
        if text.isEmpty { return [] }
        func fits(_ line: String) -> Bool {
            maxWidth.map { Double(TextMetrics.width(of: line, font: font)) <= $0 + 1e-7 } ?? true
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: String?
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                if let line = current, fits(line + " " + word) {
                    current = line + " " + word
                    continue
                }
                if let line = current { lines.append(line) }
                var rest = word
                while rest.count > 1 && !fits(rest) {
                    // The longest start that fits, one character more at a time.
                    var kept = 1
                    while kept < rest.count && fits(String(rest.prefix(kept + 1))) { kept += 1 }
                    lines.append(String(rest.prefix(kept)))
                    rest = String(rest.dropFirst(kept))
                }
                current = rest
            }
            lines.append(current ?? "")
        }
        return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
    }
}
