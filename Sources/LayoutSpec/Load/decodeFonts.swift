import LayoutRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading `fonts:` (the font files a spec names) and a view's `font:`.
extension SpecDecoder {
    /// `fonts: {Avenir-Book: Fonts/Avenir-Book.ttf}`: each file is opened and registered under
    /// its name now (``FontLibrary/register(name:path:)``), so that a file that is missing or
    /// not a font is an error at its path, and fonts may name only those registered. The key
    /// `system` (``Spec/systemFontKey``) names the file of the system font instead, which is
    /// read but registered under no name: the scene's root measures with it
    /// (``Spec/systemFont``), and no font names it.
    mutating func decodeFonts(_ node: NodeID) -> [FontFile] {
        let example = "fonts: {Avenir-Book: Fonts/Avenir-Book.ttf}"
        guard let pairs = mapping(node, "'fonts'", example: example) else { return [] }
        var files: [FontFile] = []
        for pair in pairs {
            let isSystem = pair.key.value == Spec.systemFontKey
            if !isSystem { fontFiles[pair.key.value] = .some(nil) }
            guard let path = string(pair.value, "The file of the font '\(pair.key.value)'") else { continue }
            let resolved = Spec.path(path.value, from: file)
            if let reason = Self.cannotOpen(resolved) {
                diagnostics.emit(
                    .fontFileMissing(
                        pair.key.value, path: path.value, resolved: resolved, reason: reason,
                        at: path.location))
                continue
            }
            let read =
                isSystem
                ? FontLibrary.face(atPath: resolved) != nil
                : FontLibrary.register(name: pair.key.value, path: resolved)
            guard read else {
                diagnostics.emit(.fontFileNotAFont(pair.key.value, path: path.value, at: path.location))
                continue
            }
            if !isSystem { fontFiles[pair.key.value] = resolved }
            files.append(FontFile(name: pair.key, value: path))
        }
        return files
    }

    /// Why the file at `path` cannot be opened for reading, in the system's words; nil if it can.
    private static func cannotOpen(_ path: String) -> String? {
        guard let handle = fopen(path, "rb") else { return String(cString: strerror(errno)) }
        fclose(handle)
        return nil
    }

    /// The keys a font takes, in the order messages list them.
    static let fontKeys = ["size", "weight", "style", "name", "relativeTo"]

    /// `{size: N}`, `{size: N, weight: W}`, `{style: S}` or `{name: F, size: N}`, the point
    /// size above 0, and a fixed size with `relativeTo: S` to scale it as text style `S`
    /// scales; every mistake is reported at the key or the value written.
    mutating func font(_ node: NodeID) -> FontSpec? {
        var relativeTo: Font.TextStyle?
        let font = fixedOrStyledFont(node, relativeTo: &relativeTo)
        guard let relativeTo, let font else { return font }
        return .scaled(font, relativeTo: relativeTo)
    }

    /// The font without its `relativeTo`, which it sets.
    private mutating func fixedOrStyledFont(_ node: NodeID, relativeTo: inout Font.TextStyle?) -> FontSpec? {
        guard let pairs = mapping(node, "'font'", example: "font: {size: 17}") else { return nil }
        var keys: [String: Located<String>] = [:]
        var (size, weight, style, name): (Located<Double>?, Font.Weight?, Font.TextStyle?, Located<String>?)
        var valid = true
        for pair in pairs {
            keys[pair.key.value] = pair.key
            switch pair.key.value {
            case "size": size = number(pair.value, "'size'", in: .positive)
            case "weight": weight = fontWord(pair.value, "'weight'", Diagnostic.unknownFontWeight)
            case "style": style = fontWord(pair.value, "'style'", Diagnostic.unknownTextStyle)
            case "name": name = string(pair.value, "'name'")
            case "relativeTo": relativeTo = fontWord(pair.value, "'relativeTo'", Diagnostic.unknownTextStyle)
            default:
                diagnostics.emit(.unknownFontKey(pair.key, among: Self.fontKeys))
                valid = false
            }
        }
        if keys["style"] != nil {
            for key in ["size", "weight", "name", "relativeTo"] {
                guard let written = keys[key] else { continue }
                diagnostics.emit(.fontStyleWith(key, at: written.location))
                valid = false
            }
            return valid ? style.map(FontSpec.textStyle) : nil
        }
        if keys["name"] != nil, let written = keys["weight"] {
            diagnostics.emit(.fontNameWithWeight(at: written.location))
            valid = false
        }
        if keys["size"] == nil {
            diagnostics.emit(.fontNeedsSize(at: location(of: node)))
        }
        guard let size, valid else { return nil }
        guard keys["name"] != nil else { return .system(size: size, weight: weight ?? .regular) }
        guard let name else { return nil }
        if name.value == Spec.systemFontKey {
            diagnostics.emit(.systemFontByName(at: name.location))
            return nil
        }
        guard let file = fontFiles[name.value] else {
            diagnostics.emit(.unknownFontName(name, among: fontFiles.keys.sorted()))
            return nil
        }
        // A font whose file was reported is not reported again.
        return file.map { .named(name.value, size: size, file: $0) }
    }

    /// A weight or a text style by its UIKit name; anything else reported by `unknown`.
    private mutating func fontWord<Word: RawRepresentable<String> & CaseIterable>(
        _ node: NodeID, _ what: String, _ unknown: (Located<String>) -> Diagnostic
    ) -> Word? {
        guard let text = string(node, what) else { return nil }
        guard let word = Word(rawValue: text.value) else {
            diagnostics.emit(unknown(text))
            return nil
        }
        return word
    }
}
