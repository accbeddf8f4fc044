/// The keys a view's mapping may hold, and the view types each applies to.
enum ViewProperty: String, CaseIterable {
    case type
    case subviews
    case color
    case hugging
    case compressionResistance
    case intrinsicSize
    case translatesAutoresizingMaskIntoConstraints
    case frame
    case contentSize
    case text
    case numberOfLines
    case font
    case image
    case isScrollEnabled

    /// The types the property applies to, in ``ViewType`` order.
    var types: [ViewType] {
        switch self {
        case .type, .subviews, .color, .hugging, .compressionResistance,
            .translatesAutoresizingMaskIntoConstraints, .frame:
            ViewType.allCases
        case .intrinsicSize: [.view]
        case .contentSize: [.scrollView]
        case .text, .font: [.label, .textView]
        case .numberOfLines: [.label]
        case .image: [.imageView]
        case .isScrollEnabled: [.textView]
        }
    }

    /// The properties a view of `type` takes, in declaration order.
    static func applying(to type: ViewType) -> [ViewProperty] {
        allCases.filter { $0.types.contains(type) }
    }
}
