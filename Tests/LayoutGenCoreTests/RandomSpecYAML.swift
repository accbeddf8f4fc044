import Foundation
import TestSupport

/// A random spec written as a YAML file, with the line of each part, for the tests that check
/// where diagnostics point.
struct RandomWrittenSpec {
    var yaml: String
    var entries: [RandomEntry]
    /// The 1-based line of each entry.
    var entryLines: [Int]
    /// Where each view id is declared: 1-based line and column.
    var viewLocations: [String: (line: Int, column: Int)]
    /// The expectations written into `expect:`, if any.
    var expectationCount: Int
}

/// Writes random specs as YAML in the styles people use: block and flow mappings, plain,
/// single- and double-quoted strings, escapes and raw Unicode.
enum RandomYAML {
    /// A number as the spec reads it back exactly: `15`, `12.5`, `-8`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// Writes `spec` with `entries` as its constraints; `expectations` adds an `expect:` block
    /// with some of the frames the construction gives.
    static func write(_ spec: RandomSpec, entries: [RandomEntry], expectations: Bool) -> RandomWrittenSpec {
        var rng = SeededRandom(seed: spec.seed, part: [6])
        var lines: [String] = []
        var viewLocations: [String: (line: Int, column: Int)] = [:]
        lines.append("# A random spec, seed \(hex(spec.seed)). Written by RandomSpecGenerator; do not edit.")
        lines.append("scene: \(spec.sceneName)")
        let sizes = spec.screenSizes.map { "\($0.name): \(number($0.width))x\(number($0.height))" }
        if rng.chance(0.5) {
            lines.append("sizes: {\(sizes.joined(separator: ", "))}")
        } else {
            lines.append("sizes:")
            lines += sizes.map { "  " + $0 }
        }
        if !spec.metrics.isEmpty {
            let metrics = spec.metrics.map { "\($0.name): \(number($0.value))" }
            lines.append("metrics: {\(metrics.joined(separator: ", "))}")
        }
        lines.append("views:")
        func writeView(_ index: Int, indent: Int) {
            let view = spec.views[index]
            let pad = String(repeating: " ", count: indent)
            viewLocations[view.id] = (lines.count + 1, indent + 1)
            let properties = self.properties(of: view, &rng)
            if view.children.isEmpty, rng.chance(0.6) {
                if properties.isEmpty {
                    lines.append(pad + view.id + (rng.chance(0.5) ? ":" : ": {}"))
                } else {
                    lines.append(pad + view.id + ": {" + properties.joined(separator: ", ") + "}")
                }
                return
            }
            lines.append(pad + view.id + ":")
            lines += properties.map { pad + "  " + $0 }
            if !view.children.isEmpty {
                lines.append(pad + "  subviews:")
                for child in view.children { writeView(child, indent: indent + 4) }
            }
        }
        for index in spec.children(of: nil) { writeView(index, indent: 2) }
        lines.append("constraints:")
        var entryLines: [Int] = []
        for entry in entries {
            entryLines.append(lines.count + 1)
            lines.append("  - " + self.entry(entry, &rng))
        }
        var expectationCount = 0
        if expectations {
            var block: [String] = []
            for screen in spec.screenSizes where rng.chance(0.7) {
                guard let layout = RandomLayoutEvaluator.layout(of: spec, at: screen) else { continue }
                var items: [String] = []
                for view in spec.views where rng.chance(0.3) {
                    let frame = layout.frames[view.id]!
                    let numbers: [Double] = [
                        frame.origin.x, frame.origin.y, frame.size.width, frame.size.height,
                    ]
                    items.append("\(view.id).frame: \(list(numbers))")
                    if view.kind == .scroll {
                        let content = layout.contentSizes[view.id]!
                        items.append("\(view.id).contentSize: \(list([content.width, content.height]))")
                        let scrolls = layout.scrolls(view.id)
                        items.append("\(view.id).scrollsHorizontally: \(scrolls.horizontal)")
                        items.append("\(view.id).scrollsVertically: \(scrolls.vertical)")
                    }
                }
                if items.isEmpty { continue }
                block.append("  \(screen.name):")
                block += items.map { "    " + $0 }
                expectationCount += items.count
            }
            if !block.isEmpty {
                lines.append("expect:")
                lines += block
            }
        }
        // Random frames overlap, clip and squeeze text by design; the properties these specs
        // test are proof and generation, so lint is off (last, so no line moves). The names are
        // LintRule's; the loader refuses any other.
        let rules = [
            "overlap", "clipping", "outsideSafeArea", "tapTarget", "truncation", "zeroSize", "emptyLabel",
        ]
        let checks = rules.map { "\($0): false" }
        lines.append("lint: {\(checks.joined(separator: ", "))}")
        return RandomWrittenSpec(
            yaml: lines.joined(separator: "\n") + "\n", entries: entries, entryLines: entryLines,
            viewLocations: viewLocations, expectationCount: expectationCount)
    }

    /// `[x, y, w, h]`, each rounded to a millionth so that arithmetic noise does not show.
    private static func list(_ values: [Double]) -> String {
        "[" + values.map { number(($0 * 1e6).rounded() / 1e6) }.joined(separator: ", ") + "]"
    }

    /// The properties of a view as `key: value` strings, in a fixed order.
    private static func properties(of view: RandomView, _ rng: inout SeededRandom) -> [String] {
        var result: [String] = []
        if let type = view.kind.typeName { result.append("type: \(type)") }
        if let color = view.color {
            result.append("color: " + (color.hasPrefix("#") ? "\"\(color)\"" : color))
        }
        for (key, priorities) in [("hugging", view.hugging), ("compressionResistance", view.compression)] {
            let parts = [
                priorities.horizontal.map { "horizontal: \($0)" },
                priorities.vertical.map { "vertical: \($0)" },
            ].compactMap { $0 }
            if !parts.isEmpty { result.append("\(key): {\(parts.joined(separator: ", "))}") }
        }
        if let size = view.intrinsicSize {
            result.append(
                "\(view.kind == .image ? "image" : "intrinsicSize"): \(number(size[0]))x\(number(size[1]))")
        }
        if let text = view.text { result.append("text: " + string(text, &rng)) }
        if let lines = view.numberOfLines { result.append("numberOfLines: \(lines)") }
        if let size = view.fontSize { result.append("font: {size: \(number(size))}") }
        if let scrolls = view.isScrollEnabled { result.append("isScrollEnabled: \(scrolls)") }
        if let frame = view.autoresizingFrame {
            result.append("translatesAutoresizingMaskIntoConstraints: true")
            result.append("frame: [\(frame.map(number).joined(separator: ", "))]")
        }
        if let size = view.contentSize { result.append("contentSize: \(number(size[0]))x\(number(size[1]))") }
        return result
    }

    /// A constraint list item: a string, or a mapping when it has a name or is a placeholder.
    private static func entry(_ entry: RandomEntry, _ rng: inout SeededRandom) -> String {
        let key = entry.form == .vfl ? "vfl" : "constraint"
        if entry.name != nil || entry.isPlaceholder {
            var parts = ["\(key): \"\(entry.text)\""]
            if let name = entry.name { parts.append("name: \(name)") }
            if entry.isPlaceholder { parts.append("placeholder: true") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
        if entry.form == .vfl, rng.chance(0.1) { return "{vfl: \"\(entry.text)\"}" }
        // YAML reads a leading '[' as a list and '|' as a block; those must be quoted.
        let mustQuote = entry.text.hasPrefix("[") || entry.text.hasPrefix("|")
        if mustQuote || rng.chance(0.15) {
            return rng.chance(0.5) ? "\"\(entry.text)\"" : "'\(entry.text)'"
        }
        return entry.text
    }

    /// A YAML scalar whose value is exactly `text`: plain for plain words, single-quoted when
    /// nothing needs an escape, else double-quoted with escapes, Unicode raw or escaped.
    static func string(_ text: String, _ rng: inout SeededRandom) -> String {
        let plainWords = Set(["Hello", "world", "a", "label", "layout", "scroll"])
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        if words.count >= 2, words.allSatisfy({ plainWords.contains(String($0)) }), rng.chance(0.7) {
            return text
        }
        let needsEscape = text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isInvisible(scalar)
        }
        if !needsEscape, rng.chance(0.4) {
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isInvisible(scalar)
                    || (scalar.value > 0x7F && rng.chance(0.3))
                {
                    result +=
                        scalar.value > 0xFFFF
                        ? "\\U" + hexDigits(scalar.value, 8) : "\\u" + hexDigits(scalar.value, 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Format and separator characters that are better escaped than written raw.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || (0x200B...0x200F).contains(scalar.value) || scalar.value == 0xFEFF
    }

    private static func hexDigits(_ value: UInt32, _ count: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }
}
