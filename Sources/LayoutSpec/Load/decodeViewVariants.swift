import LayoutRuntime

/// Reading a view's `vary:`: `[{when: {horizontalSizeClass: regular}, axis: horizontal}]`, the
/// properties that take other values at some size classes.
extension SpecDecoder {
    /// The items of `vary:` on the view `id` of `type` (nil when its type was reported); an item
    /// with an error is left out after reporting it.
    mutating func decodeVary(_ node: NodeID, id: String, type: ViewType?) -> [ViewSpec.PropertyVariant] {
        let example = "vary: [{when: {horizontalSizeClass: regular}, isHidden: false}]"
        guard let items = sequence(node, "'vary' of '\(id)'", example: example) else { return [] }
        var variants: [ViewSpec.PropertyVariant] = []
        for item in items {
            guard let pairs = mapping(item, "An item of 'vary'", example: example) else { continue }
            var condition: Located<SizeClassCondition>?
            var properties: [PropertyAssignment] = []
            var valid = true
            for pair in pairs {
                if pair.key.value == "when" {
                    condition = sizeClassCondition(pair.value)
                    valid = valid && condition != nil
                    continue
                }
                guard let property = varyingProperty(pair.key, id: id, type: type),
                    let value = propertyValue(pair.value, property)
                else {
                    valid = false
                    continue
                }
                properties.append(PropertyAssignment(name: property.name, value: value))
            }
            guard valid else { continue }
            guard let condition, !properties.isEmpty else {
                diagnostics.emit(.varyItemIncomplete(hasCondition: condition != nil, at: location(of: item)))
                continue
            }
            variants.append(ViewSpec.PropertyVariant(condition: condition, properties: properties))
        }
        return variants
    }

    /// The property `key` names, where `vary:` may set it on a view of `type`; nil after
    /// reporting one that cannot vary or that the view does not take.
    private mutating func varyingProperty(_ key: Located<String>, id: String, type: ViewType?)
        -> ViewProperty?
    {
        let names = ViewProperty.varyingNames
        guard let property = ViewProperty.named(key.value), names.contains(property.name) else {
            unknownKey(key, noun: "'vary' property", known: ["when"] + names)
            return nil
        }
        guard let type, property.types.contains(type) else {
            if let type {
                diagnostics.emit(
                    .propertyNotForType(
                        property.name, types: property.types.map(\.rawValue), id: id, type: type.rawValue,
                        at: key.location))
            }
            return nil
        }
        return property
    }
}
