/// The kind of a view, as written in `type:`; `View` when the spec does not say.
public enum ViewType: String, CaseIterable, Hashable, Sendable {
    case view = "View"
    case scrollView = "ScrollView"
    case label = "Label"
    case imageView = "ImageView"
    case textView = "TextView"
}
