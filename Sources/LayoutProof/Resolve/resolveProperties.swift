import LayoutRuntime
import LayoutSpec

extension Resolver {
    /// The runtime assignments a view spec stands for, in the order of ``ViewProperty/all``.
    /// A property the spec leaves out is set to its default where the spec language's default
    /// differs from the runtime's: views laid out by constraints do not translate their
    /// autoresizing mask, as Interface Builder's do not.
    static func settings(of spec: ViewSpec, diagnostics: inout Diagnostics) -> [ViewSetting] {
        var settings: [ViewSetting] = []
        for property in ViewProperty.applying(to: spec.type.value) {
            let value =
                spec[property.name]
                ?? property.defaultValue.map { Located($0, at: spec.id.location) }
            guard let value else { continue }
            settings += property.settings(for: value, diagnostics: &diagnostics)
        }
        return settings
    }

    /// The properties `spec`'s `vary:` sets, each with its base assignments and those of each
    /// item that sets it; in the order of ``ViewProperty/all``.
    static func variations(of spec: ViewSpec, diagnostics: inout Diagnostics) -> [PropertyVariation] {
        guard !spec.variants.isEmpty else { return [] }
        var result: [PropertyVariation] = []
        for property in ViewProperty.applying(to: spec.type.value) {
            let values = spec.variants.compactMap { variant in
                variant.properties.first { $0.name == property.name }.map {
                    (variant.condition.value, $0.value)
                }
            }
            guard !values.isEmpty,
                let base = spec[property.name]
                    ?? ViewProperty.sizeClassDefault(
                        property.name, for: spec.type.value, at: spec.id.location)
            else { continue }
            result.append(
                PropertyVariation(
                    property: property.name,
                    base: property.varyingSettings(for: base, diagnostics: &diagnostics),
                    cases: values.map { ($0, property.varyingSettings(for: $1, diagnostics: &diagnostics)) },
                    values: [base.value] + values.map(\.1.value)))
        }
        return result
    }
}
