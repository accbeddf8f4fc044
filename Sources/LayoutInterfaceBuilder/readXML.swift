import Foundation
import LayoutSpec

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses an Interface Builder document's bytes into its element tree, each element located
/// at the `<` of its start tag.
///
/// XMLParser reports where the parser stands when a start tag has been read (past its `>`);
/// the `<` is found once here by looking back from there in the document's own text, so every
/// later stage speaks in 1-based lines and columns of Unicode scalars.
/// - Returns: the root element, or nil after reporting why the text is not XML.
func readXML(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> IBElement? {
    let lines = String(decoding: bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
    )
    .map { Array($0.unicodeScalars) }
    let reader = XMLTreeReader(file: file, lines: lines)
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = reader
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if !parsed || reader.error != nil || reader.root == nil {
        let location = SourceLocation(
            file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        let reason =
            parser.parserError.map { ($0 as NSError).localizedDescription } ?? "it has no root element"
        diagnostics.emit(.interfaceBuilderNotXML(reason: reason, at: location))
        return nil
    }
    return reader.root
}

private final class XMLTreeReader: NSObject, XMLParserDelegate {
    let file: String
    let lines: [[Unicode.Scalar]]
    var root: IBElement?
    /// The first error the parser reported.
    var error: (any Error)?
    private var stack: [IBElement] = []

    init(file: String, lines: [[Unicode.Scalar]]) {
        self.file = file
        self.lines = lines
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = IBElement(
            name: elementName, attributes: attributes,
            location: tagStart(line: parser.lineNumber, column: parser.columnNumber))
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if error == nil { error = parseError }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    /// The last `<` at or before the parser's position (1-based line, column past the tag).
    private func tagStart(line: Int, column: Int) -> SourceLocation {
        var lineIndex = min(max(line - 1, 0), lines.count - 1)
        var index = min(max(column - 1, 0), lines[lineIndex].count)
        while lineIndex >= 0 {
            let scalars = lines[lineIndex]
            var position = min(index, scalars.count) - 1
            while position >= 0 {
                if scalars[position] == "<" {
                    return SourceLocation(file: file, line: lineIndex + 1, column: position + 1)
                }
                position -= 1
            }
            lineIndex -= 1
            index = lineIndex >= 0 ? lines[lineIndex].count : 0
        }
        return SourceLocation(file: file, line: max(line, 1), column: max(column, 1))
    }
}
