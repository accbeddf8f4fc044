import LayoutRuntime

extension VisualFormatParser {
    /// The Visual Format line `text` with the one constraint that its fragment at scalar
    /// `offset` makes given `priority` instead, the rest as written; nil when the grammar has no
    /// way to give that constraint alone a priority.
    ///
    /// `fragment` is an atom's ``AtomicConstraint/source``: a view's size predicate (`50`,
    /// `>=50@750`), which gets `@priority`; or two elements and their connection (`|-16-[box]`,
    /// `[a][b]`), whose one spacing predicate gets it: `-16-` becomes `-(16@999)-`, no connection
    /// `-(0@999)-`, `-(>=8)-` `-(>=8@999)-`, and a bare `-` between two views, the standard
    /// spacing of ``standardSiblingSpacing``, `-(8@999)-`. A bare `-` to the superview (its
    /// layout margin, which no predicate can write) and a connection of several predicates (which
    /// of them is meant is not in the fragment) have none.
    public static func settingPriority(
        _ priority: String, ofFragment fragment: String, at offset: Int, in text: String
    ) -> String? {
        let scalars = Array(text.unicodeScalars)
        let piece = Array(fragment.unicodeScalars)
        guard offset >= 0, offset + piece.count <= scalars.count,
            Array(scalars[offset..<(offset + piece.count)]) == piece, let first = piece.first
        else { return nil }
        func string(_ part: ArraySlice<Unicode.Scalar>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: part)
            return result
        }
        // A predicate: its priority replaced, or one added.
        func prioritized(_ predicate: String) -> String {
            let trimmed = predicate.trimmingSpaces
            guard let at = trimmed.firstIndex(of: "@") else { return "\(trimmed)@\(priority)" }
            return "\(trimmed[..<at].trimmingSpaces)@\(priority)"
        }
        let before = string(scalars[..<offset])
        let after = string(scalars[(offset + piece.count)...])
        guard first == "[" || first == "|" else {
            return before + prioritized(fragment) + after
        }
        // Two elements and the connection between them.
        guard let earlierEnd = first == "|" ? 1 : piece.firstIndex(of: "]").map({ $0 + 1 }),
            let laterStart = piece.last == "|" ? piece.count - 1 : piece.lastIndex(of: "["),
            earlierEnd <= laterStart
        else { return nil }
        let connection = string(piece[earlierEnd..<laterStart]).trimmingSpaces
        let spacing: String
        if connection.isEmpty {
            spacing = "0@\(priority)"
        } else if connection == "-" {
            guard first == "[", piece.last == "]" else { return nil }
            spacing = "\(formatNumber(standardSiblingSpacing))@\(priority)"
        } else if connection.count >= 3, connection.hasPrefix("-"), connection.hasSuffix("-") {
            let inner = String(connection.dropFirst().dropLast()).trimmingSpaces
            if inner.hasPrefix("(") {
                guard inner.hasSuffix(")"), !inner.contains(",") else { return nil }
                spacing = prioritized(String(inner.dropFirst().dropLast()))
            } else {
                spacing = prioritized(inner)
            }
        } else {
            return nil
        }
        return before + string(piece[..<earlierEnd]) + "-(\(spacing))-" + string(piece[laterStart...]) + after
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
