import LayoutRuntime

/// Reading a `when:` entry of `constraints:`, Interface Builder's "Vary for Traits":
/// `{when: {horizontalSizeClass: regular}, constraints: [...]}`, constraints active only at the
/// sizes whose classes match.
extension SpecDecoder {
    private static let variantKeys = ["when", "constraints"]

    /// Whether the item of `constraints:` is a mapping with a `when` key.
    func isVariant(_ node: NodeID) -> Bool {
        guard case .mapping(let entries) = document[node].content else { return false }
        return entries.contains { entry in
            if case .scalar(let key) = document[entry.key].content { return key.text == "when" }
            return false
        }
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
    private mutating func sizeClassCondition(_ node: NodeID) -> Located<SizeClassCondition>? {
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
