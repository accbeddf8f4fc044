import CYAML

/// Reads the one YAML document in checked source text into a located node tree.
///
/// Uses libyaml's event API and builds the tree with an explicit stack, so depth costs no
/// native stack. Returns nil when no tree can be built: malformed YAML, nothing in the file,
/// nesting deeper than ``SpecLimits/yamlDepth``, or aliases that expand beyond
/// ``SpecLimits/aliasExpansion`` nodes. Problems that leave the tree usable (duplicate keys,
/// non-string keys, unsupported tags, a second document, an over-long string, a bad alias)
/// are reported and the rest of the tree is still returned.
func parseYAML(_ source: SourceText, diagnostics: inout Diagnostics) -> YAMLDocument? {
    guard !source.bytes.isEmpty else {
        diagnostics.emit(.emptySpec(at: source.location(line: 0, column: 0)))
        return nil
    }
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
        diagnostics.emit(.libyamlCannotStart())
        return nil
    }
    defer { yaml_parser_delete(parser) }

    return source.bytes.withUnsafeBufferPointer { buffer -> YAMLDocument? in
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
        var builder = YAMLTreeBuilder(source: source)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                diagnostics.emit(libyamlError(parser.pointee, source))
                return nil
            }
            let step = builder.take(event, diagnostics: &diagnostics)
            yaml_event_delete(&event)
            switch step {
            case .more: continue
            case .finished: return builder.document(diagnostics: &diagnostics)
            case .failed: return nil
            }
        }
    }
}

/// Turns libyaml's error state into a diagnostic at the place libyaml names.
private func libyamlError(_ parser: yaml_parser_t, _ source: SourceText) -> Diagnostic {
    let problem = parser.problem.map { String(cString: $0) } ?? "an unknown problem"
    switch parser.error {
    case YAML_MEMORY_ERROR:
        return .libyamlOutOfMemory()
    case YAML_READER_ERROR:
        let location = source.location(ofByte: parser.problem_offset)
        if problem == "control characters are not allowed" {
            let code = String(UInt32(truncatingIfNeeded: parser.problem_value), radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return .controlCharacter(code: padded, at: location)
        }
        return .malformedYAML(problem, at: location)
    default:
        let mark = parser.problem_mark
        let location = source.location(line: Int(mark.line), column: Int(mark.column))
        // libyaml says what it was doing: "while parsing a block mapping".
        let context = parser.context.map { String(cString: $0) }
        let contextLocation = source.location(
            line: Int(parser.context_mark.line), column: Int(parser.context_mark.column))
        var diagnostic = Diagnostic.malformedYAML(
            problem, at: location, context: context, contextLocation: contextLocation)
        // An unquoted VFL list item (`- [a]-[b]`, `- |[a]|`) is YAML's flow list or block text.
        if let line = [Int(mark.line), Int(parser.context_mark.line)].first(where: {
            source.isUnquotedVisualFormatItem(line: $0)
        }) {
            diagnostic.notes.append(.quoteVisualFormat(at: source.location(line: line, column: 0)))
        }
        return diagnostic
    }
}

extension SourceText {
    /// Whether 0-based `line` is a list item whose text starts with `[` or `|` and more follows.
    fileprivate func isUnquotedVisualFormatItem(line: Int) -> Bool {
        guard line >= 0, line < lineCount else { return false }
        let end = line + 1 < lineCount ? lineStarts[line + 1] : scalars.count
        let text = String(String.UnicodeScalarView(scalars[lineStarts[line]..<end]))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("- ") else { return false }
        let item = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return (item.hasPrefix("[") || item.hasPrefix("|")) && item.count > 1 && item.contains("]")
    }
}

/// Builds the node tree from libyaml events, checking the limits as each node arrives.
private struct YAMLTreeBuilder {
    typealias NodeID = YAMLDocument.NodeID

    enum Step {
        case more
        case finished
        case failed
    }

    private struct OpenCollection {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var children: [NodeID] = []
        var expandedSize = 1
    }

    private enum Anchor {
        /// The anchored collection has started and not ended: an alias to it would be a cycle.
        case open
        case node(NodeID)
    }

    let source: SourceText
    private var nodes: [YAMLDocument.Node] = []
    private var open: [OpenCollection] = []
    private var anchors: [String: Anchor] = [:]
    private var aliasExpansion = 0
    private var root: NodeID?
    private var documentCount = 0

    init(source: SourceText) {
        self.source = source
    }

    /// The finished tree, or nil (with an error) when the stream held no document or only null.
    func document(diagnostics: inout Diagnostics) -> YAMLDocument? {
        guard let root else {
            diagnostics.emit(.emptySpec(at: source.location(line: 0, column: 0)))
            return nil
        }
        if case .scalar(let scalar) = nodes[root].content, scalar.isEmptyPlain {
            diagnostics.emit(.emptySpec(at: nodes[root].location))
            return nil
        }
        return YAMLDocument(nodes: nodes, root: root)
    }

    mutating func take(_ event: yaml_event_t, diagnostics: inout Diagnostics) -> Step {
        let location = source.location(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            guard documentCount == 1 else {
                diagnostics.emit(.severalDocuments(at: location))
                return .finished
            }
            return .more
        case YAML_STREAM_END_EVENT:
            return .finished
        case YAML_SCALAR_EVENT:
            let scalar = makeScalar(event, diagnostics: &diagnostics)
            let id = append(YAMLDocument.Node(content: .scalar(scalar), location: location, expandedSize: 1))
            define(anchor: string(event.data.scalar.anchor), as: id)
            addChild(id)
            return .more
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            guard open.count < SpecLimits.yamlDepth else {
                diagnostics.emit(.nestedTooDeep(at: location))
                return .failed
            }
            let anchor = string(
                isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
            let tag = string(isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag)
            if let tag, tag != "!", tag != "tag:yaml.org,2002:" + (isMapping ? "map" : "seq") {
                diagnostics.emit(
                    .unsupportedCollectionTag(Self.shortTag(tag), isMapping: isMapping, at: location))
            }
            if let anchor { anchors[anchor] = .open }
            open.append(OpenCollection(isMapping: isMapping, location: location, anchor: anchor))
            return .more
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let collection = open.removeLast()
            let content: YAMLDocument.Node.Content =
                collection.isMapping
                ? .mapping(pairs(of: collection.children, diagnostics: &diagnostics))
                : .sequence(collection.children)
            let id = append(
                YAMLDocument.Node(
                    content: content, location: collection.location, expandedSize: collection.expandedSize))
            define(anchor: collection.anchor, as: id)
            addChild(id)
            return .more
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            switch anchors[name] {
            case nil:
                diagnostics.emit(.unknownAlias(name, at: location))
                addChild(append(YAMLDocument.Node(content: .invalid, location: location, expandedSize: 1)))
            case .open:
                diagnostics.emit(.cyclicAlias(name, at: location))
                addChild(append(YAMLDocument.Node(content: .invalid, location: location, expandedSize: 1)))
            case .node(let target):
                aliasExpansion += nodes[target].expandedSize
                guard aliasExpansion <= SpecLimits.aliasExpansion else {
                    diagnostics.emit(.aliasesTooLarge(at: location))
                    return .failed
                }
                addChild(target)
            }
            return .more
        default:
            return .more
        }
    }

    private mutating func append(_ node: YAMLDocument.Node) -> NodeID {
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func define(anchor: String?, as id: NodeID) {
        if let anchor { anchors[anchor] = .node(id) }
    }

    private mutating func addChild(_ id: NodeID) {
        if open.isEmpty {
            root = id
        } else {
            open[open.count - 1].children.append(id)
            open[open.count - 1].expandedSize += nodes[id].expandedSize
        }
    }

    /// Pairs up a mapping's children, dropping (after reporting) keys that are not strings,
    /// merge keys, and repeated keys, so readers see each key once.
    private func pairs(of children: [NodeID], diagnostics: inout Diagnostics) -> [YAMLDocument.Entry] {
        var result: [YAMLDocument.Entry] = []
        var firstPlace: [String: SourceLocation] = [:]
        for index in stride(from: 0, to: children.count - 1, by: 2) {
            let key = nodes[children[index]]
            switch key.content {
            case .invalid:
                continue
            case .sequence:
                diagnostics.emit(.keyNotString(isMapping: false, at: key.location))
            case .mapping:
                diagnostics.emit(.keyNotString(isMapping: true, at: key.location))
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.tag == nil, scalar.text == "<<" {
                    diagnostics.emit(.mergeKey(at: scalar.textLocation))
                } else if let first = firstPlace[scalar.text] {
                    diagnostics.emit(.duplicateKey(scalar.text, at: scalar.textLocation, first: first))
                } else {
                    firstPlace[scalar.text] = scalar.textLocation
                    result.append((children[index], children[index + 1]))
                }
            }
        }
        return result
    }

    private func makeScalar(_ event: yaml_event_t, diagnostics: inout Diagnostics) -> YAMLDocument.Scalar {
        let data = event.data.scalar
        let mark = event.start_mark
        let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let style: YAMLDocument.Scalar.Style =
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
        let tagText = string(data.tag)
        let properties = (data.anchor == nil ? 0 : 1) + (tagText == nil ? 0 : 1)
        let written = writtenStart(line: Int(mark.line), column: Int(mark.column), skipping: properties)
        let end = source.index(line: Int(event.end_mark.line), column: Int(event.end_mark.column))
        let origin = locateScalar(
            text, style: style, from: written, to: end, in: source,
            location: textLocation(written: written, style: style, isEmpty: text.isEmpty))

        var tag: YAMLDocument.Scalar.Tag?
        if let tagText {
            let prefix = "tag:yaml.org,2002:"
            if tagText == "!" {
                tag = .string
            } else if tagText.hasPrefix(prefix),
                let core = YAMLDocument.Scalar.Tag(
                    rawValue: String(tagText.dropFirst(prefix.count)))
            {
                tag = core
            } else {
                diagnostics.emit(
                    .unsupportedTag(
                        Self.shortTag(tagText),
                        at: source.location(line: Int(mark.line), column: Int(mark.column))))
            }
        }
        // A text never has more scalars than bytes: count them only when the bytes pass the limit.
        if text.utf8.count > SpecLimits.stringLength, case let length = text.unicodeScalars.count,
            length > SpecLimits.stringLength
        {
            diagnostics.emit(.stringTooLong(length: length, at: origin.start))
        }
        return YAMLDocument.Scalar(text: text, style: style, tag: tag, origin: origin)
    }

    /// The index in the source where a scalar is written, from the mark where its node begins:
    /// past the anchor and tag, each a run of non-blank characters, then blanks or line breaks.
    private func writtenStart(line: Int, column: Int, skipping properties: Int) -> Int {
        let scalars = source.scalars
        var index = source.index(line: line, column: column)
        for _ in 0..<properties {
            while index < scalars.count, !Self.isSpace(scalars[index]) { index += 1 }
            while index < scalars.count, Self.isSpace(scalars[index]) { index += 1 }
        }
        return index
    }

    /// Where a scalar's text begins, from the index where the scalar is written: past the
    /// opening quote, or for a block scalar past the header line and blank lines.
    private func textLocation(written index: Int, style: YAMLDocument.Scalar.Style, isEmpty: Bool)
        -> SourceLocation
    {
        let scalars = source.scalars
        switch style {
        case .plain:
            return source.location(ofIndex: index)
        case .singleQuoted, .doubleQuoted:
            return source.location(ofIndex: index + 1)
        case .literal, .folded:
            // The text starts on the first line after the header that is not blank.
            var contentLine = source.line(ofIndex: index) + 1
            while !isEmpty, contentLine < source.lineCount {
                var position = source.index(line: contentLine, column: 0)
                while position < scalars.count, scalars[position] == " " { position += 1 }
                if position < scalars.count, !SourceText.isBreak(scalars[position]) {
                    return source.location(ofIndex: position)
                }
                contentLine += 1
            }
            return source.location(ofIndex: index)
        }
    }

    /// A blank or a line break, which separate an anchor or tag from what follows.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || SourceText.isBreak(scalar)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// `tag:yaml.org,2002:timestamp` as the user wrote it: `!!timestamp`.
    static func shortTag(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}
