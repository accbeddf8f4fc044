// A readable picture of the tableau, for debugging.

extension Solver {
    /// The solver's state as text: the variables and their values, the constraints with their
    /// handles and markers, the basic rows (`basic = constant + coefficient * symbol ...`) and
    /// the objective at each priority level.
    ///
    /// Externals print as their variables' names; slacks as `s`, errors as `e` and dummies as
    /// `d`, followed by the symbol's index. Rows are listed by basic symbol, so the text is the
    /// same on every run. The format is for people and may change.
    public func dump() -> String {
        var lines = ["Variables:"]
        for variable in variables {
            let symbol = variableSymbol[variable.id]
            let role = isBasic(symbol) ? "basic" : "parameter"
            lines.append("  \(variableNames[variable.id]) = \(value(of: variable)) (\(role))")
        }
        lines.append("Constraints:")
        for (id, record) in records {
            var line = "  \(id): \(description(of: record.constraint))"
            if record.marker >= 0 { line += "  marker \(symbolName(record.marker))" }
            if record.other >= 0 { line += ", \(symbolName(record.other))" }
            if record.isRedundant { line += "  (redundant)" }
            if record.isStay { line += "  (stay)" }
            lines.append(line)
        }
        lines.append("Rows:")
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            lines.append("  \(symbolName(Symbol(index))) = \(rowText(row))")
        }
        lines.append("Objective:")
        for level in levels {
            lines.append("  @\(level.priority): \(rowText(level.row))")
        }
        return lines.joined(separator: "\n")
    }

    /// `x`, `s3`, `e4` or `d5`.
    private func symbolName(_ symbol: Symbol) -> String {
        switch kind(symbol) {
        case .external: variableNames[Int(symbolVariable[Int(symbol)])]
        case .slack: "s\(symbol)"
        case .error: "e\(symbol)"
        case .dummy: "d\(symbol)"
        }
    }

    /// `constant + coefficient * symbol ...`.
    private func rowText(_ row: Row) -> String {
        var text = "\(row.constant)"
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? "-" : "+"
            text += " \(sign) \(abs(cell.coefficient))*\(symbolName(cell.symbol))"
        }
        return text
    }
}
