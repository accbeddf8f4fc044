/// What a hierarchy's text is measured at: the user's text size, the display's pixels, and the
/// file that measures the system font.
struct TextTraits: Hashable {
    var contentSizeCategory = ContentSizeCategory.large
    var displayScale: CGFloat?
    /// The name the root gave for the system font's file (``View/systemFontName``).
    var systemFontName: String?
    /// That file; nil for San Francisco's stand-in.
    var systemFont: FontFace?

    /// `font` as a view in these traits shows it: a text style's font at the category, and the
    /// system font measured with the hierarchy's file for it.
    func shown(_ font: Font) -> Font {
        var shown = font.resolved(for: contentSizeCategory)
        if shown.fontName == nil { shown.systemFile = systemFont }
        return shown
    }
}

extension View {
    /// On a hierarchy's root: the user's preferred text size, which every view of the hierarchy
    /// inherits (UIKit's trait collection `preferredContentSizeCategory`); ``Font`` sizes of
    /// text styles follow it. `large` by default; read only on the root.
    public var contentSizeCategory: ContentSizeCategory {
        get { textTraitsStorage.contentSizeCategory }
        set {
            textTraitsStorage.contentSizeCategory = newValue
            setNeedsLayout()
        }
    }

    /// On a hierarchy's root: the display's pixels per point (UIKit's trait collection
    /// `displayScale`), to which text sizes are rounded up; nil, the default, measures text
    /// exactly, unrounded. Read only on the root.
    public var displayScale: CGFloat? {
        get { textTraitsStorage.displayScale }
        set {
            textTraitsStorage.displayScale = newValue.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            setNeedsLayout()
        }
    }

    /// On a hierarchy's root: the name of the font file, registered with
    /// ``FontLibrary/register(name:path:)``, that measures the system font in this hierarchy
    /// in place of San Francisco's stand-in: San Francisco's own file, on a machine that has
    /// it (a spec's `fonts: {system: PATH}`, docs/Text.md). The file is looked up when the name
    /// is set; nil, the default, or a name nobody registered, measures the stand-in. Read only
    /// on the root, and for this hierarchy only: other hierarchies keep theirs.
    public var systemFontName: String? {
        get { textTraitsStorage.systemFontName }
        set { measureSystemFont(with: newValue.flatMap(FontLibrary.face(named:)), named: newValue) }
    }

    /// On a hierarchy's root: measures the system font with `file`, given as `name` (nil, the
    /// stand-in), as ``systemFontName`` does with a registered name; the proof gives the file
    /// its spec names.
    package func measureSystemFont(with file: FontFace?, named name: String?) {
        textTraitsStorage.systemFontName = name
        textTraitsStorage.systemFont = file
        setNeedsLayout()
    }

    /// The traits this view's text is measured at: its root's.
    var textTraits: TextTraits { rootView.textTraitsStorage }

    /// `font` as this view shows it: a text style's font at the hierarchy's category, and the
    /// system font measured with the hierarchy's file for it.
    package func shown(_ font: Font) -> Font { textTraits.shown(font) }

    /// `font` as this view shows it and the display scale its text sizes round to, from one
    /// look at the root.
    func measuring(_ font: Font) -> (font: Font, scale: CGFloat?) {
        let traits = textTraits
        return (traits.shown(font), traits.displayScale)
    }

    /// The display scale this view's text sizes are rounded to: its root's.
    package var textScale: CGFloat? { textTraits.displayScale }
}
