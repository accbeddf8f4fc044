import LayoutRuntime

/// One property a view may set in a spec: the one place that says its spec name, the kind of
/// value it takes, the view types that take it, and what it does (``ViewSetting``: the runtime
/// assignment and its Swift statement).
///
/// The loader reads every property through this table, the resolver applies it to runtime
/// views and the emitter writes its statements, so adding a property is one entry in
/// ``ViewProperty/all`` (plus its tests and its row in docs/SpecLanguage.md, which a test
/// keeps equal to the table).
public struct ViewProperty: Sendable {
    /// The key in a view's mapping: `color`, `isHidden`.
    public let name: String
    public let kind: PropertyValue.Kind
    /// The view types that take it, in ``ViewType`` order.
    public let types: [ViewType]
    /// What it means, one sentence for the table in docs/SpecLanguage.md.
    public let summary: String
    /// The value applied when a spec leaves the property out, where the spec language's
    /// default differs from the runtime's; nil to leave the runtime's.
    public let defaultValue: PropertyValue?
    /// The assignments a value makes, in order; reports a value the runtime cannot take
    /// (an unknown color name) and makes none for it.
    let settings: @Sendable (Located<PropertyValue>, inout Diagnostics) -> [ViewSetting]

    init(
        _ name: String, _ kind: PropertyValue.Kind, types: [ViewType] = ViewType.allCases, _ summary: String,
        defaultValue: PropertyValue? = nil,
        settings: @escaping @Sendable (Located<PropertyValue>, inout Diagnostics) -> [ViewSetting]
    ) {
        self.name = name
        self.kind = kind
        self.types = types
        self.summary = summary
        self.defaultValue = defaultValue
        self.settings = settings
    }

    /// The assignments `value` makes, or none (reported) when the runtime cannot take it.
    public func settings(for value: Located<PropertyValue>, diagnostics: inout Diagnostics) -> [ViewSetting] {
        settings(value, &diagnostics)
    }

    /// The property named `name`, if there is one.
    public static func named(_ name: String) -> ViewProperty? {
        byName[name]
    }

    /// The properties a view of `type` takes, in table order.
    public static func applying(to type: ViewType) -> [ViewProperty] {
        byType[type] ?? []
    }

    // The table looked up by name and by type, made once: the loader and the resolver ask
    // for every view of a spec.
    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byType = Dictionary(
        uniqueKeysWithValues: ViewType.allCases.map { type in (type, all.filter { $0.types.contains(type) }) }
    )
}

/// A property a view spec sets: which one, and its value where it is written.
public struct PropertyAssignment: Hashable, Sendable {
    /// The property's name, a key of ``ViewProperty/all``.
    public var name: String
    public var value: Located<PropertyValue>

    public init(name: String, value: Located<PropertyValue>) {
        self.name = name
        self.value = value
    }
}
