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
}
