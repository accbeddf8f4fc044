extension ViewProperty {
    /// The properties a view's `vary:` may give other values at some size classes, each with
    /// the value a view has where the spec does not set it (UIKit's default), which a size
    /// whose classes no item of `vary:` matches takes back: a view's `isHidden` and `alpha`, a
    /// stack view's `axis`, `spacing`, `alignment` and `distribution`, the properties
    /// Interface Builder's "Vary for Traits" most often varies.
    public static let sizeClassDefaults: [String: PropertyValue] = [
        "isHidden": .bool(false), "alpha": .number(1), "axis": .string("horizontal"),
        "spacing": .spacing(.points(0)), "alignment": .string("fill"), "distribution": .string("fill"),
    ]
}
