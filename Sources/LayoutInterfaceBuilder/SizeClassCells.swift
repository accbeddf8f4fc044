import LayoutRuntime

/// A set of the four combinations of size classes (horizontal compact or regular by vertical
/// compact or regular), which Interface Builder's variations resolve a value in one by one, and
/// which a spec says as `when:` conditions.
struct SizeClassCells: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// The four combinations, in this order: compact × compact, compact × regular, regular ×
    /// compact, regular × regular (horizontal × vertical).
    static let combinations: [SizeClasses] = [UserInterfaceSizeClass.compact, .regular].flatMap {
        horizontal in
        [UserInterfaceSizeClass.compact, .regular].map { SizeClasses(horizontal: horizontal, vertical: $0) }
    }

    static let all = SizeClassCells(rawValue: 0b1111)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The one combination `classes`.
    init(_ classes: SizeClasses) {
        self.init(rawValue: 1 << UInt8(Self.combinations.firstIndex(of: classes) ?? 0))
    }

    /// The combinations `condition` matches; nil, Any × Any, matches all four.
    init(matching condition: SizeClassCondition?) {
        self.init(Self.combinations.filter { condition?.matches($0) ?? true }.map(SizeClassCells.init))
    }

    /// The conditions whose combinations part this set, fewest first: the whole set is `[nil]`
    /// (Any × Any), a half (two combinations of one class) is the condition of that class
    /// (horizontal first), and the rest each a condition naming both classes. Each combination
    /// of the set is matched by exactly one of them, so they may be written as `when:` entries
    /// side by side; an empty set has none.
    var cover: [SizeClassCondition?] {
        if self == .all { return [nil] }
        var remaining = self
        var conditions: [SizeClassCondition?] = []
        let halves =
            [UserInterfaceSizeClass.compact, .regular].map { SizeClassCondition(horizontal: $0) }
            + [UserInterfaceSizeClass.compact, .regular].map { SizeClassCondition(vertical: $0) }
        for half in halves {
            let cells = SizeClassCells(matching: half)
            if remaining.isSuperset(of: cells) {
                conditions.append(half)
                remaining.subtract(cells)
            }
        }
        for classes in Self.combinations where remaining.contains(SizeClassCells(classes)) {
            conditions.append(SizeClassCondition(horizontal: classes.horizontal, vertical: classes.vertical))
        }
        return conditions
    }
}

/// One value of an element and its variations (a constraint's constant or installation, a
/// label's font): resolved in each combination of size classes as Interface Builder resolves
/// it, by the variation whose key matches the combination with the most traits, `default`
/// matching every combination with none, and the element's own value where none matches.
struct TraitValues<Value: Equatable> {
    /// A variation's value, with the key it was written under and its condition (nil for
    /// `default`).
    struct Variation {
        var key: String
        var condition: SizeClassCondition?
        var value: Value
    }

    var base: Value
    var variations: [Variation] = []

    /// Two variations as specific as each other that match one combination and disagree.
    struct Conflict: Error {
        var keys: (String, String)
        var classes: SizeClasses
    }

    /// The value in each combination, in the order of ``SizeClassCells/combinations``: that of
    /// the most specific variations that match it, whatever order the document writes them in
    /// (two less specific ones that disagree do not matter where a more specific one holds).
    func resolved() -> Result<[Value], Conflict> {
        var values: [Value] = []
        for classes in SizeClassCells.combinations {
            let matching = variations.filter { $0.condition?.matches(classes) ?? true }
            let specificity = { (variation: Variation) in
                [variation.condition?.horizontal, variation.condition?.vertical].compactMap { $0 }.count
            }
            let most = matching.map(specificity).max()
            let holding = matching.filter { specificity($0) == most }
            if let first = holding.first, let other = holding.first(where: { $0.value != first.value }) {
                return .failure(Conflict(keys: (first.key, other.key), classes: classes))
            }
            values.append(holding.first?.value ?? base)
        }
        return .success(values)
    }

    /// The combinations of each value, in the order a combination first takes it.
    static func groups(_ values: [Value]) -> [(value: Value, cells: SizeClassCells)] {
        var groups: [(value: Value, cells: SizeClassCells)] = []
        for (index, value) in values.enumerated() {
            let cell = SizeClassCells(SizeClassCells.combinations[index])
            if let found = groups.firstIndex(where: { $0.value == value }) {
                groups[found].cells.insert(cell)
            } else {
                groups.append((value, cell))
            }
        }
        return groups
    }
}

extension SizeClasses {
    /// `compact width and regular height`, as a message names a combination.
    var phrase: String { "\(horizontal.rawValue) width and \(vertical.rawValue) height" }
}
