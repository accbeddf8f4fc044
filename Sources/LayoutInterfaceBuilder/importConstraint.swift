import LayoutRuntime
import LayoutSpec

extension SceneImporter {
    /// Interface Builder's attribute names and the spec's: the same but `baseline`, which is
    /// the last baseline.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// A `<constraint>` as an equation, `first.attribute == second.attribute * m + c @p`,
    /// located at the element: `firstItem` left out is the view that holds the constraint; no
    /// `secondItem` is a constant; relation, multiplier and priority default to equal, 1 and
    /// 1000. `placeholder="YES"` keeps the constraint marked, and the resolver removes it.
    /// `constant`, where given, stands for the element's own: a size-class variation's.
    mutating func constraintEntry(_ element: IBElement, holder: String, constant given: Double? = nil)
        -> ConstraintEntry?
    {
        guard let first = side(element, item: "firstItem", default: holder, attribute: "firstAttribute")
        else {
            return nil
        }
        let relation: String
        switch element["relation"] {
        case nil: relation = "=="
        case "lessThanOrEqual": relation = "<="
        case "greaterThanOrEqual": relation = ">="
        case let other?:
            diagnostics.emit(
                .interfaceBuilderBadValue(
                    "relation", value: other, expected: "'lessThanOrEqual' or 'greaterThanOrEqual'",
                    at: element.location))
            return nil
        }
        let constant = given ?? Double(element["constant"] ?? "0") ?? .nan
        let priority = Double(element["priority"] ?? "1000") ?? .nan
        guard let multiplier = Self.multiplier(element["multiplier"] ?? "1"), constant.isFinite,
            priority.isFinite
        else {
            diagnostics.emit(
                .interfaceBuilderBadValue(
                    "multiplier",
                    value: element["multiplier"] ?? element["constant"] ?? element["priority"] ?? "",
                    expected: "a number or a ratio such as '16:9'", at: element.location))
            return nil
        }
        var text = "\(first) \(relation) "
        if element["secondItem"] != nil {
            guard let second = side(element, item: "secondItem", default: nil, attribute: "secondAttribute")
            else {
                return nil
            }
            text += second
            if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
            if constant != 0 {
                text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
            }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @\(formatNumber(priority))" }
        let placeholder = element.isYes("placeholder") ? Located(true, at: element.location) : nil
        return ConstraintEntry(
            kind: .equation, text: Located(text, at: element.location), placeholder: placeholder,
            location: element.location)
    }

    /// `item.attribute` for one side of a constraint; the layout guides of view controllers
    /// before iOS 11 become the root's safe area (the top guide's bottom is its top).
    private mutating func side(
        _ element: IBElement, item itemKey: String, default holder: String?, attribute attributeKey: String
    ) -> String? {
        if let id = element[itemKey] ?? holder, refusedIDs.contains(id) { return nil }
        guard let id = element[itemKey] ?? holder, let reference = items[id] else {
            diagnostics.emit(
                .interfaceBuilderUnknownItem(element[itemKey] ?? "", attribute: itemKey, at: element.location)
            )
            return nil
        }
        var attribute = element[attributeKey] ?? ""
        if attribute == "baseline" { attribute = "lastBaseline" }
        guard Self.attributes.contains(attribute) else {
            refuse(
                "the attribute '\(attribute)' of a constraint",
                "layoutgen knows the edges, sizes, centers, baselines and margins.", at: element)
            return nil
        }
        switch reference {
        case .item(let name):
            return "\(name).\(attribute)"
        case .controllerGuide(let top):
            switch (top, attribute) {
            case (true, "bottom"): return "view.safeAreaLayoutGuide.top"
            case (true, "top"): return "view.top"
            case (false, "top"): return "view.safeAreaLayoutGuide.bottom"
            case (false, "bottom"): return "view.bottom"
            default:
                refuse(
                    "the \(top ? "top" : "bottom") layout guide's '\(attribute)'",
                    "layoutgen reads the top guide's bottom and the bottom guide's top as the safe area's edges.",
                    at: element)
                return nil
            }
        }
    }

    /// `"16:9"`, `"2/3"` or a decimal.
    static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                denominator != 0
            else { return nil }
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
