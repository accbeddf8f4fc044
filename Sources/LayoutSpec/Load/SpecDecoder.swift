/// Walks a YAML node tree into a ``Spec``, reporting every problem it meets and going on.
///
/// Each `decode…` step lives in its own file; this one holds the shared reading of nodes.
/// Recursion follows only the view tree, which ``SpecLimits/viewDepth`` bounds, so a deep or
/// alias-heavy document cannot exhaust the stack here.
struct SpecDecoder {
    typealias NodeID = YAMLDocument.NodeID

    /// A mapping entry whose key is a string, located at the key's first character.
    struct Pair {
        var key: Located<String>
        var value: NodeID
    }

    let document: YAMLDocument
    let file: String
    var diagnostics = Diagnostics()
    /// Views decoded so far, for ``SpecLimits/viewCount``.
    var viewCount = 0
    /// Set when ``viewCount`` passes the limit; no further views are read.
    var viewLimitReached = false
    /// Every view id seen so far and where it was first declared.
    var viewIDs: [String: SourceLocation] = [:]
    /// The fonts `fonts:` names, by name: the path each font's file was registered from, nil
    /// for a file that was reported (missing, or not a font).
    var fontFiles: [String: String?] = [:]

    init(document: YAMLDocument, file: String) {
        self.document = document
        self.file = file
    }

    /// Where to point at a node: a scalar's text, or a collection's start.
    func location(of id: NodeID) -> SourceLocation {
        let node = document[id]
        if case .scalar(let scalar) = node.content { return scalar.textLocation }
        return node.location
    }

    /// The node as a message names it: `'text'`, `nothing`, `a list` or `a mapping`.
    func describe(_ id: NodeID) -> String {
        switch document[id].content {
        case .scalar(let scalar): scalar.isEmptyPlain ? "nothing" : "'\(scalar.text)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .invalid: "an invalid node"
        }
    }

    func isInvalid(_ id: NodeID) -> Bool {
        if case .invalid = document[id].content { return true }
        return false
    }

    /// The entries of a mapping; an empty value (`key:`) reads as an empty mapping.
    ///
    /// Reports "`what` must be a mapping…" (with `example` as the way out) for anything else.
    mutating func mapping(_ id: NodeID, _ what: String, example: String) -> [Pair]? {
        switch document[id].content {
        case .mapping(let pairs):
            return pairs.compactMap { pair in
                guard case .scalar(let key) = document[pair.key].content else { return nil }
                return Pair(key: Located(key.text, at: key.textLocation), value: pair.value)
            }
        case .scalar(let scalar) where scalar.isEmptyPlain:
            return []
        case .invalid:
            return nil
        default:
            diagnostics.emit(
                .expectedMapping(what, example: example, found: describe(id), at: location(of: id)))
            return nil
        }
    }

    /// The items of a list; an empty value (`key:`) reads as an empty list.
    mutating func sequence(_ id: NodeID, _ what: String, example: String) -> [NodeID]? {
        switch document[id].content {
        case .sequence(let items):
            return items
        case .scalar(let scalar) where scalar.isEmptyPlain:
            return []
        case .invalid:
            return nil
        default:
            diagnostics.emit(.expectedList(what, example: example, found: describe(id), at: location(of: id)))
            return nil
        }
    }

    /// The text of a scalar; reports a collection or an empty value.
    mutating func string(_ id: NodeID, _ what: String) -> Located<String>? {
        switch document[id].content {
        case .scalar(let scalar) where !scalar.isEmptyPlain:
            return Located(scalar.text, at: scalar.textLocation)
        case .invalid:
            return nil
        default:
            diagnostics.emit(.expectedString(what, found: describe(id), at: location(of: id)))
            return nil
        }
    }

    /// Reports an unknown key, suggesting the closest known one or else listing them all.
    mutating func unknownKey(_ key: Located<String>, noun: String, known: [String]) {
        diagnostics.emit(.unknownKey(key, noun: noun, known: known))
    }

    /// The hint for a key that a comma cut from the plain value before it, as YAML reads
    /// `{text: Yes, see you there!}`: only a flow mapping puts a key on the line of the value
    /// before it. Nil for any other key.
    func commaSplitNote(_ pair: Pair, after previous: Pair) -> Diagnostic.Note? {
        guard case .scalar(let value) = document[previous.value].content, value.style == .plain,
            !value.isEmptyPlain, value.textLocation.line == pair.key.location.line,
            case .scalar(let cutValue) = document[pair.value].content, cutValue.isEmptyPlain
        else { return nil }
        return .quoteValueWithComma(
            previous.key.value, joined: "\(value.text), \(pair.key.value)", at: value.textLocation)
    }

    /// Whether a name is an ASCII identifier: a letter or `_`, then letters, digits and `_`.
    /// A lone `_` is not one, since Swift cannot name anything `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "_" else { return false }
        func isLetter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return isLetter(first) && name.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

}
