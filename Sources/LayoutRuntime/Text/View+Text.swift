/// What a hierarchy's text is measured at: the user's text size and the display's pixels.
struct TextTraits: Hashable {
    var contentSizeCategory = ContentSizeCategory.large
    var displayScale: CGFloat?
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

    /// The traits this view's text is measured at: its root's.
    var textTraits: TextTraits { rootView.textTraitsStorage }

    /// `font` as this view shows it: a text style's font at the hierarchy's category.
    package func shown(_ font: Font) -> Font { font.resolved(for: textTraits.contentSizeCategory) }

    /// `font` as this view shows it and the display scale its text sizes round to, from one
    /// look at the root.
    func measuring(_ font: Font) -> (font: Font, scale: CGFloat?) {
        let traits = textTraits
        return (font.resolved(for: traits.contentSizeCategory), traits.displayScale)
    }

    /// The display scale this view's text sizes are rounded to: its root's.
    package var textScale: CGFloat? { textTraits.displayScale }
}
