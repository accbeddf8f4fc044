import LayoutRuntime

extension ViewProperty {
    /// Every view property, in the order the generated code sets them.
    public static let all: [ViewProperty] = [
        ViewProperty(
            "translatesAutoresizingMaskIntoConstraints", .bool,
            "`true` or `false`; `true` needs a `frame`",
            defaultValue: .bool(false)
        ) { value, _ in
            guard case .bool(let flag) = value.value else { return [] }
            return [
                .assign(
                    "translatesAutoresizingMaskIntoConstraints",
                    \View.translatesAutoresizingMaskIntoConstraints, flag, swift: "\(flag)")
            ]
        },
        ViewProperty(
            "frame", .frame,
            "`[x, y, width, height]`; only with `translatesAutoresizingMaskIntoConstraints: true`"
        ) { value, _ in
            guard case .frame(let frame) = value.value else { return [] }
            let rect = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            return [.assign("frame", \View.frame, rect, swift: SwiftLiteral.rect(rect))]
        },
        ViewProperty(
            "color", .string, "a color name or `#RRGGBB`"
        ) { value, diagnostics in
            guard case .string(let text) = value.value else { return [] }
            guard let color = Color.named(text) ?? Color(hex: text) else {
                diagnostics.emit(.unknownColor(text, among: Color.names, at: value.location))
                return []
            }
            let swift = SwiftLiteral.color(color)
            return [.assign("backgroundColor", \View.backgroundColor, color, swift: swift)]
        },
        ViewProperty(
            "hugging", .axisPriorities,
            "`{horizontal: N, vertical: N}`, each 1...1000, either may be left out"
        ) { value, _ in
            guard case .axisPriorities(let priorities) = value.value else { return [] }
            return priorities.settings { priority, axis in
                ViewSetting(
                    .call("setContentHuggingPriority(\(SwiftLiteral.priority(priority)), for: .\(axis))")
                ) { $0.setContentHuggingPriority(priority, for: axis) }
            }
        },
        ViewProperty(
            "compressionResistance", .axisPriorities,
            "`{horizontal: N, vertical: N}`, each 1...1000"
        ) { value, _ in
            guard case .axisPriorities(let priorities) = value.value else { return [] }
            return priorities.settings { priority, axis in
                ViewSetting(
                    .call(
                        "setContentCompressionResistancePriority(\(SwiftLiteral.priority(priority)), for: .\(axis))"
                    )
                ) { $0.setContentCompressionResistancePriority(priority, for: axis) }
            }
        },
        ViewProperty(
            "intrinsicSize", .dimensions(example: "100x50"), types: [.view], "`WIDTHxHEIGHT`"
        ) { value, _ in
            guard case .dimensions(let size) = value.value else { return [] }
            let cgSize = size.cgSize
            return [
                .assign(
                    "explicitIntrinsicContentSize", \View.explicitIntrinsicContentSize, cgSize,
                    swift: SwiftLiteral.size(cgSize))
            ]
        },
        ViewProperty(
            "contentSize", .dimensions(example: "390x1200"), types: [.scrollView],
            "`WIDTHxHEIGHT`: an explicit content size"
        ) { value, _ in
            guard case .dimensions(let size) = value.value else { return [] }
            let cgSize = size.cgSize
            return [.assign("contentSize", \ScrollView.contentSize, cgSize, swift: SwiftLiteral.size(cgSize))]
        },
        ViewProperty(
            "text", .string, types: [.label, .textView], "a string"
        ) { value, _ in
            guard case .string(let text) = value.value else { return [] }
            return [
                ViewSetting(.text(member: "text", value: text)) { view in
                    if let label = view as? Label { label.text = text }
                    if let textView = view as? TextView { textView.text = text }
                }
            ]
        },
        ViewProperty(
            "numberOfLines", .count, types: [.label],
            "a whole number, 0 or more; 0 means as many lines as needed"
        ) { value, _ in
            guard case .integer(let lines) = value.value else { return [] }
            return [.assign("numberOfLines", \Label.numberOfLines, lines, swift: "\(lines)")]
        },
        ViewProperty(
            "font", .font, types: [.label, .textView], "`{size: N}`: the system font at N points"
        ) { value, _ in
            guard case .font(let font) = value.value else { return [] }
            let size = font.size.value
            let swift = ".systemFont(ofSize: \(SwiftLiteral.number(size)))"
            return [
                ViewSetting(.assignment(member: "font", value: swift)) { view in
                    if let label = view as? Label { label.font = .systemFont(ofSize: size) }
                    if let textView = view as? TextView { textView.font = .systemFont(ofSize: size) }
                }
            ]
        },
        ViewProperty(
            "image", .dimensions(example: "300x200"), types: [.imageView],
            "`WIDTHxHEIGHT`: the image's size, which is the view's intrinsic size"
        ) { value, _ in
            guard case .dimensions(let size) = value.value else { return [] }
            let cgSize = size.cgSize
            return [
                .assign(
                    "image", \ImageView.image, Image(size: cgSize),
                    swift: "Image(size: \(SwiftLiteral.size(cgSize)))")
            ]
        },
        ViewProperty(
            "isScrollEnabled", .bool, types: [.textView],
            "`true` or `false`"
        ) { value, _ in
            guard case .bool(let flag) = value.value else { return [] }
            return [.assign("isScrollEnabled", \TextView.isScrollEnabled, flag, swift: "\(flag)")]
        },
        ViewProperty(
            "isHidden", .bool,
            "`true` or `false`; a hidden view keeps its constraints and its frame, it is only not drawn"
        ) { value, _ in
            guard case .bool(let flag) = value.value else { return [] }
            return [.assign("isHidden", \View.isHidden, flag, swift: "\(flag)")]
        },
        ViewProperty(
            "alpha", .number(.unitInterval),
            "the opacity, a number from 0 to 1; layout ignores it"
        ) { value, _ in
            guard case .number(let alpha) = value.value else { return [] }
            return [.assign("alpha", \View.alpha, CGFloat(alpha), swift: SwiftLiteral.number(alpha))]
        },
    ]
}

extension Dimensions {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension AxisPriorities {
    /// One setting per axis given, horizontal first.
    fileprivate func settings(_ make: (LayoutPriority, LayoutAxis) -> ViewSetting) -> [ViewSetting] {
        var settings: [ViewSetting] = []
        if let value = horizontal?.value { settings.append(make(LayoutPriority(Float(value)), .horizontal)) }
        if let value = vertical?.value { settings.append(make(LayoutPriority(Float(value)), .vertical)) }
        return settings
    }
}
