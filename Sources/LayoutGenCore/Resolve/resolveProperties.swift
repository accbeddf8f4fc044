import LayoutRuntime
import LayoutSpec

extension Resolver {
    /// The runtime assignments a view spec stands for, in a fixed order. Views laid out by
    /// constraints do not translate their autoresizing mask, as Interface Builder's do not.
    static func properties(of spec: ViewSpec, diagnostics: inout Diagnostics) -> [ViewProperty] {
        var properties: [ViewProperty] = []
        let translates = spec.translatesAutoresizingMaskIntoConstraints?.value ?? false
        properties.append(.translatesAutoresizingMaskIntoConstraints(translates))
        if let frame = spec.frame?.value {
            properties.append(
                .frame(CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)))
        }
        if let color = spec.color {
            if let value = Color.named(color.value) ?? Color(hex: color.value) {
                properties.append(.backgroundColor(value))
            } else {
                diagnostics.error(
                    "Unknown color '\(color.value)'."
                        + SpellingSuggestion.didYouMean(color.value, among: Color.names)
                        + " Use a name (\(Color.names.joined(separator: ", "))) or #RRGGBB.",
                    at: color.location)
            }
        }
        for (priorities, make) in [
            (spec.hugging, ViewProperty.contentHugging),
            (spec.compressionResistance, ViewProperty.compressionResistance),
        ] {
            if let value = priorities?.horizontal?.value {
                properties.append(make(LayoutPriority(Float(value)), .horizontal))
            }
            if let value = priorities?.vertical?.value {
                properties.append(make(LayoutPriority(Float(value)), .vertical))
            }
        }
        if let size = spec.intrinsicSize?.value { properties.append(.intrinsicContentSize(cgSize(size))) }
        if let size = spec.contentSize?.value { properties.append(.contentSize(cgSize(size))) }
        if let text = spec.text?.value { properties.append(.text(text)) }
        if let lines = spec.numberOfLines?.value { properties.append(.numberOfLines(lines)) }
        if let font = spec.font { properties.append(.fontSize(font.size.value)) }
        if let image = spec.image?.value { properties.append(.image(cgSize(image))) }
        if let scrolls = spec.isScrollEnabled?.value { properties.append(.isScrollEnabled(scrolls)) }
        return properties
    }

    static func cgSize(_ dimensions: Dimensions) -> CGSize {
        CGSize(width: dimensions.width, height: dimensions.height)
    }
}

extension ViewProperty {
    /// Sets the property on a view of the type it was resolved for.
    func apply(to view: View) {
        switch self {
        case .translatesAutoresizingMaskIntoConstraints(let value):
            view.translatesAutoresizingMaskIntoConstraints = value
        case .frame(let rect): view.frame = rect
        case .backgroundColor(let color): view.backgroundColor = color
        case .contentHugging(let priority, let axis): view.setContentHuggingPriority(priority, for: axis)
        case .compressionResistance(let priority, let axis):
            view.setContentCompressionResistancePriority(priority, for: axis)
        case .intrinsicContentSize(let size): view.explicitIntrinsicContentSize = size
        case .contentSize(let size): (view as? ScrollView)?.contentSize = size
        case .text(let text):
            if let label = view as? Label { label.text = text }
            if let textView = view as? TextView { textView.text = text }
        case .numberOfLines(let lines): (view as? Label)?.numberOfLines = lines
        case .fontSize(let size):
            if let label = view as? Label { label.font = .systemFont(ofSize: size) }
            if let textView = view as? TextView { textView.font = .systemFont(ofSize: size) }
        case .image(let size): (view as? ImageView)?.image = Image(size: size)
        case .isScrollEnabled(let value):
            if let textView = view as? TextView { textView.isScrollEnabled = value }
            if let scrollView = view as? ScrollView { scrollView.isScrollEnabled = value }
        }
    }
}
