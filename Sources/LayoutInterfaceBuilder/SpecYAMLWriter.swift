import LayoutRuntime
import LayoutSpec

/// Writes a ``Spec`` as the YAML the spec language reads, saying the same thing: what
/// `layoutgen import` writes for each scene of a document.
///
/// It writes what an imported spec holds: the cell it is, sizes, the fonts, the view tree with its properties
/// and what of them varies with the size classes (`vary:`), and the constraints as equations; metrics, expectations and lint settings are not written.
public enum SpecYAMLWriter {
    /// The keys of a font's mapping, as `font:` takes them.
    private static func fontFields(_ font: FontSpec) -> String {
        switch font {
        case .system(let size, .regular): "size: \(formatNumber(size.value))"
        case .system(let size, let weight): "size: \(formatNumber(size.value)), weight: \(weight.rawValue)"
        case .textStyle(let style): "style: \(style.rawValue)"
        case .named(let name, let size, _): "name: \(quoted(name)), size: \(formatNumber(size.value))"
        case .scaled(let base, let style): "\(fontFields(base)), relativeTo: \(style.rawValue)"
        }
    }

    /// The spec as YAML, after a comment line naming where it came from.
    public static func yaml(_ spec: Spec, comment: String) -> String {
        var lines = ["# \(comment)", "scene: \(spec.scene.value)"]
        if let cell = spec.cell { lines.append("cell: \(cell.value.rawValue)") }
        lines.append("sizes:")
        for size in spec.sizes {
            // A cell's size is its width alone, with its scale.
            let box = "\(formatNumber(size.width))x\(formatNumber(size.height))"
            let dimensions = size.fitsHeight ? "width: \(formatNumber(size.width))" : "size: \(box)"
            var traits: [String] = []
            if size.safeArea != .zero {
                let insets = size.safeArea
                traits.append(
                    "safeArea: {top: \(number(insets.top)), left: \(number(insets.left)), "
                        + "bottom: \(number(insets.bottom)), right: \(number(insets.right))}")
            }
            if let scale = size.displayScale { traits.append("scale: \(formatNumber(scale))") }
            // A device's classes that its dimensions do not give (a large phone in landscape).
            let classes = size.sizeClasses
            if classes != SizeClasses(width: size.width, height: size.height) {
                traits.append("sizeClass: {horizontal: \(classes.horizontal), vertical: \(classes.vertical)}")
            }
            // A size that is only its dimensions is written as they are.
            let value =
                traits.isEmpty && !size.fitsHeight
                ? box
                : "{" + ([dimensions] + traits).joined(separator: ", ") + "}"
            lines.append("  \(size.name): \(value)")
        }
        if !spec.fonts.isEmpty {
            lines.append("fonts:")
            for font in spec.fonts {
                lines.append("  \(quoted(font.name.value)): \(quoted(font.value.value))")
            }
        }
        if !spec.views.isEmpty {
            lines.append("views:")
            for view in spec.views { write(view, indent: 1, into: &lines) }
        }
        if !spec.constraints.isEmpty {
            lines.append("constraints:")
            for entry in spec.constraints where entry.condition == nil {
                lines.append("  - " + item(entry))
            }
            // The constraints of each size class, in the order a class first installs one.
            var conditions: [SizeClassCondition] = []
            for entry in spec.constraints {
                if let condition = entry.condition?.value, !conditions.contains(condition) {
                    conditions.append(condition)
                }
            }
            for condition in conditions {
                lines.append("  - when: {\(condition.description)}")
                lines.append("    constraints:")
                for entry in spec.constraints where entry.condition?.value == condition {
                    lines.append("      - " + item(entry))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A constraint as an item of a list: its text, or a mapping for a placeholder.
    private static func item(_ entry: ConstraintEntry) -> String {
        let text = quoted(entry.text.value)
        let key = entry.kind == .vfl ? "vfl" : "constraint"
        return entry.isPlaceholder ? "{\(key): \(text), placeholder: true}" : text
    }

    private static func write(_ view: ViewSpec, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        lines.append("\(pad)\(view.id.value):")
        if view.type.value != .view { lines.append("\(pad)  type: \(view.type.value.rawValue)") }
        if let condition = view.condition { lines.append("\(pad)  when: {\(condition.value.description)}") }
        for property in view.properties {
            lines.append("\(pad)  \(property.name): \(value(property.value.value))")
        }
        if !view.variants.isEmpty { lines.append("\(pad)  vary:") }
        for variant in view.variants {
            let values = variant.properties.map { "\($0.name): \(value($0.value.value))" }
            lines.append(
                "\(pad)    - {"
                    + (["when: {\(variant.condition.value.description)}"] + values).joined(separator: ", ")
                    + "}")
        }
        let arranged = view.subviews.filter(\.isArranged)
        let others = view.subviews.filter { !$0.isArranged }
        for (key, group) in [("arrangedSubviews", arranged), ("subviews", others)] where !group.isEmpty {
            lines.append("\(pad)  \(key):")
            for subview in group { write(subview, indent: indent + 2, into: &lines) }
        }
        if view.properties.isEmpty && view.subviews.isEmpty && view.type.value == .view
            && view.condition == nil && view.variants.isEmpty
        {
            lines[lines.count - 1] += " {}"
        }
    }

    private static func value(_ value: PropertyValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .number(let number): formatNumber(number)
        case .integer(let count): "\(count)"
        case .string(let text): quoted(text)
        case .dimensions(let size): "\(formatNumber(size.width))x\(formatNumber(size.height))"
        case .frame(let rect):
            "[\([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number).joined(separator: ", "))]"
        case .axisPriorities(let priorities):
            "{"
                + [("horizontal", priorities.horizontal), ("vertical", priorities.vertical)]
                .compactMap { name, value in value.map { "\(name): \(formatNumber($0.value))" } }
                .joined(separator: ", ") + "}"
        case .font(let font): "{\(fontFields(font))}"
        case .edgeInsets(let insets):
            "{top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
                + "right: \(number(insets.right))}"
        case .directionalEdgeInsets(let insets):
            "{top: \(number(insets.top)), leading: \(number(insets.leading)), bottom: \(number(insets.bottom)), "
                + "trailing: \(number(insets.trailing))}"
        case .strings(let texts): "[\(texts.map(quoted).joined(separator: ", "))]"
        case .spacing(.system): "system"
        case .spacing(.points(let points)): formatNumber(points)
        }
    }

    private static func number(_ value: CGFloat) -> String { formatNumber(Double(value)) }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        doubleQuoted(text, escapingC1Controls: true)
    }
}
