import LayoutRuntime

extension ViewProperty {
    /// The properties a view's `vary:` may give other values at some size classes, each with
    /// the value a view has where the spec does not set it (UIKit's default), which a size
    /// whose classes no item of `vary:` matches takes back: a view's `isHidden` and `alpha`, a
    /// stack view's `axis`, `spacing`, `alignment` and `distribution`, the properties
    /// Interface Builder's "Vary for Traits" most often varies. `font` varies too, with a
    /// default that depends on the view's type (``sizeClassDefault(_:for:at:)``).
    public static let sizeClassDefaults: [String: PropertyValue] = [
        "isHidden": .bool(false), "alpha": .number(1), "axis": .string("horizontal"),
        "spacing": .spacing(.points(0)), "alignment": .string("fill"), "distribution": .string("fill"),
    ]

    /// The names of the properties `vary:` may set, in table order.
    public static let varyingNames = all.map(\.name).filter { $0 == "font" || sizeClassDefaults[$0] != nil }

    /// The value a view of `type` has where the spec does not set the varying property `name`:
    /// for `font`, the runtime's default font of the type (the system font at 17 points in a
    /// label or a text view, 15 in a button's title, 14 in a text field, 13 in a segmented
    /// control's titles), written out in the generated code so that every size class gets the
    /// font its proof measured; nil for a property that cannot vary.
    public static func sizeClassDefault(_ name: String, for type: ViewType, at location: SourceLocation)
        -> Located<PropertyValue>?
    {
        guard name == "font" else { return sizeClassDefaults[name].map { Located($0, at: location) } }
        let font: Font
        switch type {
        case .label, .textView: font = .standard
        case .button: font = Button.defaultFont
        case .textField: font = TextField.defaultFont
        case .segmentedControl: font = SegmentedControl.defaultFont
        default: return nil
        }
        let size = Located(Double(font.pointSize), at: location)
        return Located(.font(.system(size: size, weight: font.weight)), at: location)
    }

    /// The assignments a `vary:` item's value (or the base value a size returns to) makes:
    /// those of ``settings(for:diagnostics:)``, save that a font in UIKit code also says
    /// whether the view scales it with the text size (`adjustsFontForContentSizeCategory`,
    /// `false` for a fixed font), since the view keeps the last value set while its font changes.
    public func varyingSettings(for value: Located<PropertyValue>, diagnostics: inout Diagnostics)
        -> [ViewSetting]
    {
        guard name == "font", case .font(let spec) = value.value else {
            return settings(for: value, diagnostics: &diagnostics)
        }
        return Self.fontSettings(spec, at: value.location, statesScaling: true, diagnostics: &diagnostics)
    }
}
