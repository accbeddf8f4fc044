import Foundation

/// A fenced code block of a Markdown document, such as a `yaml` example in
/// docs/SpecLanguage.md or README.md.
public struct CodeBlock: Equatable, Sendable {
    /// The 1-based line of the opening fence.
    public var line: Int
    /// The lines between the fences, each ending in a newline.
    public var text: String

    /// Every block of `document` (a path from the repository's root) whose opening fence names
    /// `language`, in order.
    public static func all(_ language: String, in document: String) throws -> [CodeBlock] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
        return all(language, inText: text)
    }

    /// Every block of the Markdown `text` whose opening fence is exactly "```" + `language`.
    public static func all(_ language: String, inText text: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let open = current {
                if line == "```" {
                    blocks.append(CodeBlock(line: open.line, text: open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.lines.append(String(line))
                }
            } else if line == "```" + language {
                current = (number + 1, [])
            }
        }
        return blocks
    }
}
