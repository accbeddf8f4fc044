/// A one-line text input: UIKit's `UITextField` with the `.roundedRect` border, classic design
/// (iOS 13–18), as Interface Builder makes it.
///
/// Its intrinsic size is one line of text, measured by ``TextMetrics``, with padding: as wide as
/// the wider of its text and its placeholder plus 7 points on each side, and as tall as one line
/// plus the padding that makes the default 14-point field 34 points tall, as UIKit's is. Its
/// baselines are its text's, centred vertically as in a ``Label``. docs/Controls.md gives the
/// sources and which of these numbers are layoutgen's own.
public final class TextField: Control {
    /// The space on each side of the text.
    package static let horizontalPadding: CGFloat = 7
    /// The default font's size, at which UIKit's field is ``defaultHeight`` tall.
    static let defaultFontSize: CGFloat = 14
    /// The font where none is set: the system font at ``defaultFontSize``.
    package static let defaultFont = Font.systemFont(ofSize: defaultFontSize)
    /// The height of a field with the default font.
    static let defaultHeight: CGFloat = 34
    /// What the field adds to its text's line: the default height less the default font's line.
    static let verticalPadding = defaultHeight - defaultFont.lineHeight

    /// The text; setting it changes the intrinsic size. Nil measures like the empty text.
    public var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The text shown while the field is empty; the field is at least as wide as it.
    public var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font of the text and the placeholder; ``defaultFont`` by default.
    public var font = TextField.defaultFont {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let (font, scale) = measuring(font)
        let textWidth = TextMetrics.size(of: text ?? "", font: font, maxLines: 1, scale: scale).width
        let placeholderWidth = TextMetrics.size(of: placeholder ?? "", font: font, maxLines: 1, scale: scale)
            .width
        return CGSize(
            width: max(textWidth, placeholderWidth) + 2 * Self.horizontalPadding,
            height: TextMetrics.roundedUp(font.lineHeight + Self.verticalPadding, scale: scale))
    }

    /// The text is one line centred vertically, as in a ``Label``.
    override func baselines(width: CGFloat) -> Baselines {
        .centredText(lineCount: 1, font: shown(font))
    }
}
