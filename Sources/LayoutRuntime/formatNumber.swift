/// A number as a person writes it, in specs, messages and Swift source alike: `15`, `0.5`,
/// `-8`. Whole numbers lose their `.0`; others are Swift's shortest exact spelling.
///
/// Every stage spells numbers through this one function, so a constant reads the same in a
/// spec, a diagnostic and the generated code.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
