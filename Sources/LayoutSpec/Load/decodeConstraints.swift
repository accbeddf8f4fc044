/// Reading `constraints:`: each item a string, or a mapping with options.
extension SpecDecoder {
    private static let constraintKeys = ["constraint", "vfl", "name", "options", "placeholder"]

    mutating func decodeConstraints(_ node: NodeID) -> [ConstraintEntry] {
        let example = "constraints: [\"box.width == 100\"]"
        guard let items = sequence(node, "'constraints'", example: example) else { return [] }
        var entries: [ConstraintEntry] = []
        var names: [String: SourceLocation] = [:]
        for (index, item) in items.enumerated() {
            guard index < SpecLimits.constraintCount else {
                diagnostics.emit(.tooManyConstraints(at: location(of: item)))
                break
            }
            let decoded = isVariant(item) ? decodeVariant(item) : decodeConstraint(item).map { [$0] } ?? []
            for entry in decoded {
                if let name = entry.name {
                    if let first = names[name.value] {
                        diagnostics.emit(
                            .duplicateConstraintName(name.value, at: name.location, first: first))
                    } else {
                        names[name.value] = name.location
                    }
                }
                entries.append(entry)
            }
        }
        return entries
    }

    /// One item of `constraints:` that is not a `when:` entry; nil after reporting.
    mutating func decodeConstraint(_ node: NodeID) -> ConstraintEntry? {
        switch document[node].content {
        case .invalid:
            return nil
        case .sequence:
            diagnostics.emit(.constraintIsList(at: location(of: node)))
            return nil
        case .scalar:
            guard let text = constraintText(node, "A constraint") else { return nil }
            let kind: ConstraintEntry.Kind = Self.looksLikeVFL(text.value) ? .vfl : .equation
            return ConstraintEntry(kind: kind, text: text, origin: origin(of: node), location: text.location)
        case .mapping:
            return decodeConstraintMapping(node)
        }
    }

    private mutating func decodeConstraintMapping(_ node: NodeID) -> ConstraintEntry? {
        let pairs = mapping(node, "A constraint", example: "{constraint: \"a.width == 80\"}") ?? []
        var text: (kind: ConstraintEntry.Kind, value: Located<String>?, node: NodeID)?
        var name: Located<String>?
        var options: (items: [Located<String>], key: Located<String>)?
        var placeholder: Located<Bool>?
        var textKeyCount = 0
        for pair in pairs {
            switch pair.key.value {
            case "constraint", "vfl":
                textKeyCount += 1
                let kind: ConstraintEntry.Kind = pair.key.value == "vfl" ? .vfl : .equation
                text = (kind, constraintText(pair.value, "'\(pair.key.value)'"), pair.value)
            case "name":
                name = string(pair.value, "'name'")
                if let given = name, !Self.isIdentifier(given.value) {
                    diagnostics.emit(
                        .invalidName(given.value, kind: "a valid constraint name", at: given.location))
                    name = nil
                }
            case "options":
                options = (vflOptions(pair.value), pair.key)
            case "placeholder":
                placeholder = bool(pair.value, "'placeholder'")
            default:
                unknownKey(pair.key, noun: "constraint key", known: Self.constraintKeys)
            }
        }
        let location = document[node].location
        guard textKeyCount == 1, let text else {
            diagnostics.emit(.constraintMappingText(hasBoth: textKeyCount != 0, at: location))
            return nil
        }
        if let options, text.kind != .vfl {
            diagnostics.emit(.optionsWithoutVFL(at: options.key.location))
        }
        guard let value = text.value else { return nil }
        return ConstraintEntry(
            kind: text.kind, text: value, origin: origin(of: text.node), name: name,
            options: text.kind == .vfl ? options?.items ?? [] : [], placeholder: placeholder,
            location: location)
    }

    /// Where each character of a scalar's text was written.
    private func origin(of node: NodeID) -> TextOrigin? {
        guard case .scalar(let scalar) = document[node].content else { return nil }
        return scalar.origin
    }

    /// A constraint's text: a string with something in it.
    private mutating func constraintText(_ node: NodeID, _ what: String) -> Located<String>? {
        guard let text = string(node, what) else { return nil }
        guard text.value.contains(where: { !$0.isWhitespace }) else {
            diagnostics.emit(.emptyConstraintText(what, at: text.location))
            return nil
        }
        return text
    }

    /// `options: [alignAllTop, ...]`, kept raw for the VFL grammar.
    private mutating func vflOptions(_ node: NodeID) -> [Located<String>] {
        guard let items = sequence(node, "'options'", example: "options: [alignAllTop]") else { return [] }
        return items.compactMap { string($0, "Each VFL option") }
    }

    /// VFL starts with an orientation (`H:`, `V:`), a superview edge (`|`) or a view (`[`).
    static func looksLikeVFL(_ text: String) -> Bool {
        // Bytes answer for ASCII text, the common case. Beyond ASCII, characters do: a combining
        // mark after 'H:' makes ':' another character, so the text does not start with 'H:'.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            let start = text.drop { $0 == " " }
            return ["H:", "V:", "|", "["].contains { start.hasPrefix($0) }
        }
        let start = text.utf8.drop { $0 == UInt8(ascii: " ") }
        return ["H:", "V:", "|", "["].contains { start.starts(with: $0.utf8) }
    }
}
