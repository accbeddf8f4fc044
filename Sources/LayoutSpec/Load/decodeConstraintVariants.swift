import LayoutRuntime

/// Reading a `when:` entry of `constraints:`, Interface Builder's "Vary for Traits":
/// `{when: {horizontalSizeClass: regular}, constraints: [...]}`, constraints active only at the
/// sizes whose classes match.
extension SpecDecoder {
    private static let variantKeys = ["when", "constraints"]

    /// Whether the item of `constraints:` is a mapping with a `when` key.
    func isVariant(_ node: NodeID) -> Bool { hasKey("when", node) }

    /// Whether `node` is a mapping with the scalar key `key`.
    private func hasKey(_ key: String, _ node: NodeID) -> Bool {
        guard case .mapping(let entries) = document[node].content else { return false }
        return entries.contains { entry in
            if case .scalar(let text) = document[entry.key].content { return text.text == key }
            return false
        }
    }

    /// For a spec with `when:` constraints: reports each range of `sizes` whose smallest and
    /// largest sizes have other classes by layoutgen's rule and whose entry in `sizes:`
    /// (`sizesNode`) sets no `sizeClass:`. A range is proven with one set of classes, its
    /// smallest size's, so the constraints of the other classes would go unproven. The rule's
    /// classes only change once along each side, so the two corners tell.
    mutating func checkRangesKeepTheirClasses(_ sizes: [SizeSpec], sizesNode: NodeID) {
        guard case .mapping(let entries) = document[sizesNode].content else { return }
        var given: Set<String> = []
        for entry in entries {
            if case .scalar(let key) = document[entry.key].content, hasKey("sizeClass", entry.value) {
                given.insert(key.text)
            }
        }
        var reported: Set<String> = []
        for size in sizes {
            let entry = size.member?.entry ?? size.name
            guard let upper = size.upperBound, !given.contains(entry), !reported.contains(entry) else {
                continue
            }
            let largest = SizeClasses(width: upper.width, height: upper.height)
            guard largest != size.sizeClasses else { continue }
            reported.insert(entry)
            diagnostics.emit(
                .rangeSpansSizeClasses(
                    size: entry, smallest: (formatDimensions(size.dimensions), size.sizeClasses.description),
                    largest: (formatDimensions(upper), largest.description), at: size.location))
        }
    }

    /// Warns, once per condition at its first `when:`, about the size classes that `when:`
    /// names and no size of the spec has: what varies there is never laid out, so nothing
    /// proves it, while the generated code would apply it on such a device.
    mutating func checkEveryConditionIsProven(_ conditions: [Located<SizeClassCondition>], sizes: [SizeSpec])
    {
        guard !sizes.isEmpty else { return }
        for condition in Spec.unprovenConditions(conditions, sizes: sizes) {
            diagnostics.emit(.sizeClassNeverProven(condition.value, at: condition.location))
        }
    }

    /// `390x844`.
    private func formatDimensions(_ dimensions: Dimensions) -> String {
        "\(formatNumber(dimensions.width))x\(formatNumber(dimensions.height))"
    }

    /// The constraints of a `when:` entry, each carrying its condition; none after reporting a
    /// bad condition or list (its constraints are still read, for their own errors).
    mutating func decodeVariant(_ node: NodeID) -> [ConstraintEntry] {
        let example = "{when: {horizontalSizeClass: regular}, constraints: [\"list.width == 600\"]}"
        guard let pairs = mapping(node, "A 'when:' entry", example: example) else { return [] }
        var condition: Located<SizeClassCondition>?
        var items: [NodeID]?
        var valid = true
        for pair in pairs {
            switch pair.key.value {
            case "when":
                condition = sizeClassCondition(pair.value)
                if condition == nil { valid = false }
            case "constraints":
                items = sequence(pair.value, "The 'constraints' of a 'when:' entry", example: example)
                if items == nil { valid = false }
            default:
                unknownKey(pair.key, noun: "'when:' entry key", known: Self.variantKeys)
                valid = false
            }
        }
        guard let items else {
            if valid { diagnostics.emit(.variantWithoutConstraints(at: document[node].location)) }
            return []
        }
        var entries: [ConstraintEntry] = []
        for item in items {
            if isVariant(item) {
                diagnostics.emit(.nestedVariant(at: location(of: item)))
                valid = false
                continue
            }
            guard var entry = decodeConstraint(item) else { continue }
            entry.condition = condition
            entries.append(entry)
        }
        return valid ? entries : []
    }

    /// `{horizontalSizeClass: compact | regular, verticalSizeClass: compact | regular}`, either
    /// or both; nil after reporting.
    mutating func sizeClassCondition(_ node: NodeID) -> Located<SizeClassCondition>? {
        let keys = (horizontal: "horizontalSizeClass", vertical: "verticalSizeClass")
        guard
            let classes = sizeClassPair(node, "'when'", keys: keys, example: "{horizontalSizeClass: regular}")
        else { return nil }
        let condition = SizeClassCondition(horizontal: classes.horizontal, vertical: classes.vertical)
        guard condition != SizeClassCondition() else {
            diagnostics.emit(.emptySizeClassCondition(at: location(of: node)))
            return nil
        }
        return Located(condition, at: location(of: node))
    }
}
