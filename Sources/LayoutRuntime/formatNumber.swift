/// A number as a person writes it, in specs, messages and Swift source alike: `15`, `0.5`,
/// `-8`. Whole numbers lose their `.0`; others are Swift's shortest exact spelling.
///
/// Every stage spells numbers through this one function, so a constant reads the same in a
/// spec, a diagnostic and the generated code.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// A constraint as an equation in the spec's syntax, the one way every stage spells one:
/// `box.width == view.width * 0.5 + 10 @750`. The multiplier shows when it is not 1, the
/// constant when it is not 0 (or there is no second side), the priority when it is given.
/// - Parameters:
///   - first: The first side, `item.attribute`.
///   - second: The second side, `item.attribute`; nil for a constant alone.
///   - priority: The priority as written after `@`; nil leaves it out.
public func equationText(
    _ first: String, _ relation: LayoutRelation, _ second: String?, multiplier: Double = 1,
    constant: Double, priority: String? = nil
) -> String {
    var text = "\(first) \(relation) "
    if let second {
        text += second
        if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
        text += formatNumber(constant)
    }
    if let priority { text += " @\(priority)" }
    return text
}
