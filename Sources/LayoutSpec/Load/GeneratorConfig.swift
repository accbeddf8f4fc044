/// A target's `layoutgen-config.yaml`, which the build plugin passes to `layoutgen generate`:
/// how to generate every spec in the target's folder, as swift-openapi-generator's
/// `openapi-generator-config.yaml` does for its documents.
///
/// ```yaml
/// flavor: uikit    # or runtime, the default
/// ```
public struct GeneratorConfig: Sendable {
    /// The flavour of generated code, one of the names the loader was given, where it is written;
    /// nil when the file does not say.
    public var flavor: Located<String>?

    /// The keys a config takes.
    public static let keys = ["flavor"]

    /// Reads a config from its bytes, as if read from `file`; reports every unknown key, a
    /// value that is not one of `flavors`, and malformed YAML, each at its line.
    ///
    /// - Returns: The config, or nil when it has an error.
    public static func load(
        yaml bytes: [UInt8], file: String, flavors: [String], diagnostics: inout Diagnostics
    ) -> GeneratorConfig? {
        guard let source = SourceText.decoding(bytes, file: file, diagnostics: &diagnostics) else {
            return nil
        }
        // A file of nothing but comments and blank lines says nothing: every default.
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        if lines.allSatisfy({ $0.drop(while: \.isWhitespace).first.map { $0 == "#" } ?? true }) {
            return GeneratorConfig()
        }
        guard let document = parseYAML(source, diagnostics: &diagnostics) else { return nil }
        var config = GeneratorConfig()
        var hasErrors = false
        let root = document[document.root]
        switch root.content {
        case .mapping(let entries):
            for (keyID, valueID) in entries {
                guard case .scalar(let key) = document[keyID].content else {
                    diagnostics.emit(
                        .error("A config's keys are names, such as 'flavor'.", at: document[keyID].location))
                    hasErrors = true
                    continue
                }
                guard key.text == "flavor" else {
                    let located = Located(key.text, at: key.textLocation)
                    diagnostics.emit(.unknownKey(located, noun: "config key", known: keys))
                    hasErrors = true
                    continue
                }
                let value = document[valueID]
                let choices = Wording.quotedList(flavors, "or")
                guard case .scalar(let scalar) = value.content else {
                    diagnostics.emit(.error("'flavor' takes one name: \(choices).", at: value.location))
                    hasErrors = true
                    continue
                }
                guard flavors.contains(scalar.text) else {
                    let suggestion = SpellingSuggestion.didYouMean(scalar.text, among: flavors)
                    diagnostics.emit(
                        .error(
                            "Unknown flavor '\(scalar.text)'.\(suggestion) Use \(choices).",
                            at: scalar.textLocation))
                    hasErrors = true
                    continue
                }
                config.flavor = Located(scalar.text, at: scalar.textLocation)
            }
        case .scalar(let scalar) where scalar.isEmptyPlain:
            break  // An empty file: every default.
        default:
            diagnostics.emit(
                .error("A config is a mapping of keys, such as 'flavor: uikit'.", at: root.location))
            hasErrors = true
        }
        return hasErrors ? nil : config
    }
}
