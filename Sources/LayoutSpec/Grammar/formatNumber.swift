/// A number as a person writes it in a spec: `8`, `0.5`, `-20`; whole numbers lose their `.0`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
