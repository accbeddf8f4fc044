import TestSupport

/// A valid random spec made invalid in one known way, with the diagnosis it must get.
struct RandomBrokenSpec {
    enum Diagnosis {
        /// An ambiguity error for each quantity: at the declaration of the view (or the scroll
        /// view, for a content size), naming it and the axis.
        case ambiguity([RandomQuantity])
        /// An error that required constraints cannot all hold, with a note at this line.
        case conflict(line: Int)
        /// An ambiguity error at the view's declaration that names the tied priority.
        case tie(view: Int, RandomAxis, priority: Int)
    }

    var written: RandomWrittenSpec
    /// What was done to the valid spec, for failure messages.
    var change: String
    var diagnosis: Diagnosis
}

/// Makes the broken variants of a valid random spec.
enum RandomSpecBreaker {
    /// The spec without one constraint that alone decides something: the view that loses its
    /// position or size (or the scroll view whose content size follows it) becomes ambiguous.
    static func removingPin(_ spec: RandomSpec, entries: [RandomEntry]) -> RandomBrokenSpec? {
        var rng = SeededRandom(seed: spec.seed, part: [8])
        let candidates = entries.indices.filter { !entries[$0].losses.isEmpty }
        guard !candidates.isEmpty else { return nil }
        let removed = rng.pick(candidates)
        var remaining = entries
        remaining.remove(at: removed)
        return RandomBrokenSpec(
            written: RandomYAML.write(spec, entries: remaining, expectations: false),
            change: "removed '\(entries[removed].text)'", diagnosis: .ambiguity(entries[removed].losses))
    }

    /// The spec with one more required constraint, at the end of the list, that contradicts a
    /// position or size the required constraints fix at the first size.
    static func addingConflict(_ spec: RandomSpec, entries: [RandomEntry]) -> RandomBrokenSpec? {
        var rng = SeededRandom(seed: spec.seed, part: [7])
        var candidates: [RandomQuantity] = []
        for index in spec.views.indices {
            for axis in RandomAxis.allCases {
                candidates += [.position(index, axis), .size(index, axis)].filter { !spec.isSoft($0) }
            }
        }
        guard !candidates.isEmpty else { return nil }
        let quantity = rng.pick(candidates)
        var evaluator = RandomLayoutEvaluator(spec: spec, screen: spec.screenSizes[0])
        let wrong = evaluator.value(quantity) + rng.pick([7, 13, 40.5])
        let text: String
        switch quantity {
        case .position(let index, let axis):
            let parent = spec.id(spec.views[index].parent)
            let sign = wrong < 0 ? "-" : "+"
            let constant = RandomYAML.number(abs(wrong))
            text = "\(spec.id(index)).\(axis.leading) == \(parent).\(axis.leading) \(sign) \(constant)"
        case .size(let index, let axis):
            text = "\(spec.id(index)).\(axis.size) == \(RandomYAML.number(wrong))"
        case .content:
            preconditionFailure("only positions and sizes are candidates")
        }
        let entry = RandomEntry(text: text, form: .equation)
        let written = RandomYAML.write(spec, entries: entries + [entry], expectations: false)
        return RandomBrokenSpec(
            written: written, change: "added '\(text)'", diagnosis: .conflict(line: written.entryLines.last!))
    }

    /// The spec with one view's wishes on a size replaced by two equalities of equal priority,
    /// above every other priority in the spec, that want different sizes both within its bounds.
    static func addingTie(_ spec: RandomSpec) -> RandomBrokenSpec? {
        var rng = SeededRandom(seed: spec.seed, part: [9])
        var candidates: [(Int, RandomAxis, RandomSoftSize)] = []
        for index in spec.views.indices where !spec.views[index].hasIntrinsicSize {
            for axis in RandomAxis.allCases {
                if case .soft(let soft) = spec.views[index].size[axis] {
                    candidates.append((index, axis, soft))
                }
            }
        }
        guard !candidates.isEmpty else { return nil }
        let (index, axis, soft) = rng.pick(candidates)
        let bounds = soft.wishes.filter { $0.priority == 1000 }
        let low = bounds.filter { $0.relation == .atLeast }.map(\.value).max() ?? 0
        let high = bounds.filter { $0.relation == .atMost }.map(\.value).min() ?? .infinity
        let first = low + 10
        let second = first + 30
        guard second <= high else { return nil }
        let priority = rng.int(RandomSpecGenerator.highestWishPriority + 1...999)
        var broken = spec
        broken.views[index].size[axis] = .soft(
            RandomSoftSize(
                wishes: bounds + [
                    RandomWish(relation: .equal, value: first, priority: priority),
                    RandomWish(relation: .equal, value: second, priority: priority),
                ]))
        let entries = RandomEntryMaker.entries(of: broken)
        return RandomBrokenSpec(
            written: RandomYAML.write(broken, entries: entries, expectations: false),
            change: "tied \(spec.id(index)).\(axis.size) between \(RandomYAML.number(first)) and "
                + "\(RandomYAML.number(second)) @\(priority)",
            diagnosis: .tie(view: index, axis, priority: priority))
    }
}

/// The warnings a valid random spec must get, worked out from its construction: a scroll view
/// that scrolls the same way as the scroll view around it, and a scrolling text view inside a
/// scroll view. Each as layoutgen words it, with the sizes it holds at.
enum RandomSpecWarnings {
    static func expected(_ spec: RandomSpec, _ written: RandomWrittenSpec, layouts: [RandomExpectedLayout])
        -> [(line: Int, message: String)]
    {
        var result: [(line: Int, message: String)] = []
        for (index, view) in spec.views.enumerated() {
            guard let outer = spec.enclosingScrollView(of: index) else { continue }
            let outerID = spec.views[outer].id
            var messages: [(String, [Int])] = []
            for (sizeIndex, layout) in layouts.enumerated() {
                var message: String?
                if view.kind == .scroll {
                    let inner = layout.scrolls(view.id)
                    let around = layout.scrolls(outerID)
                    let shared = [
                        inner.vertical && around.vertical ? "vertically" : nil,
                        inner.horizontal && around.horizontal ? "horizontally" : nil,
                    ].compactMap { $0 }
                    if !shared.isEmpty {
                        message =
                            "'\(view.id)' scrolls \(shared.joined(separator: " and ")) inside '\(outerID)', "
                            + "which scrolls the same way \(sizesMark), so people must find a place outside it "
                            + "to scroll the page. Turn off its scrolling ('isScrollEnabled: false') or change "
                            + "its axis."
                    }
                } else if view.kind == .textView, view.isScrollEnabled != false {
                    message =
                        "'\(view.id)' is a scrolling text view inside the scroll view '\(outerID)' "
                        + "\(sizesMark), so it has no intrinsic height and scrolls on its own. Set "
                        + "'isScrollEnabled: false' to size it to its text."
                }
                guard let message else { continue }
                if let existing = messages.firstIndex(where: { $0.0 == message }) {
                    messages[existing].1.append(sizeIndex)
                } else {
                    messages.append((message, [sizeIndex]))
                }
            }
            let line = written.viewLocations[view.id]!.line
            for (message, sizes) in messages {
                result.append((line, message.replacing(sizesMark, with: phrase(spec, sizes))))
            }
        }
        return result
    }

    /// Where a message says its sizes, until they are known.
    static let sizesMark = "<sizes>"

    /// `at every size`, or the sizes by name, as the prover merges a finding.
    static func phrase(_ spec: RandomSpec, _ sizes: [Int]) -> String {
        if sizes.count == spec.screenSizes.count, spec.screenSizes.count > 1 { return "at every size" }
        let named = sizes.map { index in
            let screen = spec.screenSizes[index]
            return "'\(screen.name)' (\(RandomYAML.number(screen.width))x\(RandomYAML.number(screen.height)))"
        }
        return "at \(named.joined(separator: ", "))"
    }
}
