import LayoutRuntime

/// What the load stage reports about fonts: a view's `font:` and the spec's `fonts:`. Each
/// message names what was written and lists what the spec language takes there.
extension Diagnostic {
    /// The forms a font takes, for the messages that say what to write instead.
    private static let fontForms =
        "A font is '{size: 17}' or '{size: 17, weight: semibold}' (the system font), '{style: body}' "
        + "(a Dynamic Type text style) or '{name: Avenir-Book, size: 15}' (a font of 'fonts:'); "
        + "'relativeTo: body' scales a font of fixed size as that text style scales."

    /// A key a font does not take.
    package static func unknownFontKey(_ key: Located<String>, among known: [String]) -> Diagnostic {
        unknown("font key", key.value, among: known, then: fontForms, at: key.location)
    }

    /// A weight that is not one of UIKit's nine.
    package static func unknownFontWeight(_ name: Located<String>) -> Diagnostic {
        let weights = Wording.quotedList(Font.Weight.allCases.map(\.rawValue), "and")
        return unknown(
            "font weight", name.value, among: Font.Weight.allCases.map(\.rawValue),
            then: "The weights are UIFont.Weight's: \(weights).", at: name.location)
    }

    /// A text style that is not one of UIKit's eleven.
    package static func unknownTextStyle(_ name: Located<String>) -> Diagnostic {
        let styles = Wording.quotedList(Font.TextStyle.allCases.map(\.rawValue), "and")
        return unknown(
            "text style", name.value, among: Font.TextStyle.allCases.map(\.rawValue),
            then: "The text styles are UIFont.TextStyle's: \(styles).", at: name.location)
    }

    /// `size`, `weight` or `name` (`key`) beside `style`, which gives the size and the weight.
    package static func fontStyleWith(_ key: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "A text style gives the font its size and weight at every text size the user chooses, so a font "
                + "with a 'style' takes no '\(key)'. Remove '\(key)', or remove 'style' for a fixed font such "
                + "as '{size: 17, weight: semibold}'.", at: location)
    }

    /// `weight` beside `name`: a named font's weight is its file's.
    package static func fontNameWithWeight(at location: SourceLocation?) -> Diagnostic {
        .error(
            "A named font's weight is its file's, so a font with a 'name' takes no 'weight'. Remove 'weight', "
                + "or name the file of that weight in 'fonts:', such as 'Avenir-Heavy'.", at: location)
    }

    /// A font `name` that `fonts:` does not name; `known` are the names it does.
    package static func unknownFontName(_ name: Located<String>, among known: [String]) -> Diagnostic {
        let declared =
            known.isEmpty
            ? "The spec has no 'fonts:'."
            : "The spec's 'fonts:' names \(Wording.quotedList(known, "and"))."
        return unknown(
            "font", name.value, among: known,
            then: Wording.sentences(
                declared,
                "Name the font's file there, such as 'fonts: {\(name.value): Fonts/\(name.value).ttf}', a path "
                    + "from the spec's folder."), at: name.location)
    }

    /// A font file of `fonts:` that cannot be opened: `path` as written, `resolved` from the
    /// spec's folder, `reason` the system's.
    package static func fontFileMissing(
        _ name: String, path: String, resolved: String, reason: String, at location: SourceLocation?
    ) -> Diagnostic {
        let place = path == resolved ? "" : " (from the spec's folder, '\(resolved)')"
        return .error(
            "Cannot open the file '\(path)'\(place) of the font '\(name)': \(reason). Write its path from the "
                + "spec's folder, or an absolute path.", at: location)
    }

    /// `name: system`: `system` names the system font's file in `fonts:`, not a font by name.
    package static func systemFontByName(at location: SourceLocation?) -> Diagnostic {
        .error(
            "'system' in 'fonts:' names the file the system font is measured with, not a font by name: the "
                + "system font is '{size: 17}' or '{size: 17, weight: semibold}'. Remove 'name: system'.",
            at: location)
    }

    /// A file of `fonts:` that is not a font.
    package static func fontFileNotAFont(_ name: String, path: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The file '\(path)' of the font '\(name)' is not a font: layoutgen reads TrueType and OpenType "
                + "files (.ttf, .otf, .ttc).", at: location)
    }
}
