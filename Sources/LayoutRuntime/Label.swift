/// A view showing text: UIKit's `UILabel`, measured by ``TextMetrics``.
///
/// Its intrinsic size is the text's size on at most ``numberOfLines`` lines, unwrapped; the
/// empty or nil text measures zero. A multi-line label (``numberOfLines`` other than 1) wraps:
/// after each solve, layout measures it again at its solved width and solves again when the
/// size changed (see ``LayoutEngine/maxPasses``), as UIKit's second layout pass does.
public final class Label: View {
    /// The text; setting it changes the intrinsic size. Nil measures like the empty text.
    public var text: String? {
        didSet { textChanged() }
    }

    /// The font; 17-point system font by default.
    public var font = Font.standard {
        didSet { textChanged() }
    }

    /// The most lines shown: 1 by default, 0 for any number.
    public var numberOfLines = 1 {
        didSet { textChanged() }
    }

    /// Each line's height as a multiple of the font's, NSParagraphStyle's `lineHeightMultiple`,
    /// which a UILabel takes from its `attributedText`; 0 (the default), or less, keeps the
    /// font's. The space a multiple adds (or takes) lies above each line's text.
    public var lineHeightMultiple: CGFloat = 0 {
        didSet { textChanged() }
    }

    /// The unwrapped size of the text and the traits it was measured at, measured when first
    /// asked for after the text, the font or the number of lines last changed: every layout
    /// pass asks for it.
    private var measuredSize: (size: CGSize, traits: TextTraits)?

    private func textChanged() {
        measuredSize = nil
        invalidateIntrinsicContentSize()
    }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let traits = textTraits
        if let measuredSize, measuredSize.traits == traits { return measuredSize.size }
        let size = TextMetrics.size(
            of: text ?? "", font: traits.shown(font), maxLines: numberOfLines, scale: traits.displayScale,
            lineHeightMultiple: lineHeightMultiple)
        measuredSize = (size, traits)
        return size
    }

    override func intrinsicContentSize(fittingWidth width: CGFloat) -> CGSize? {
        guard explicitIntrinsicContentSize == nil, numberOfLines != 1 else { return nil }
        let (font, scale) = measuring(font)
        return TextMetrics.size(
            of: text ?? "", font: font, maxWidth: width, maxLines: numberOfLines, scale: scale,
            lineHeightMultiple: lineHeightMultiple)
    }

    override var wrappingText: (text: String, font: Font, maxLines: Int, inset: CGFloat)? {
        numberOfLines == 1 ? nil : (text ?? "", shown(font), numberOfLines, 0)
    }

    /// UILabel centres its text vertically: the baselines follow the middle of the label, one
    /// ascender below the top of the centred block of lines.
    override func baselines(width: CGFloat) -> Baselines {
        let font = shown(font)
        let lineCount = TextMetrics.lines(
            of: text ?? "", font: font, maxWidth: numberOfLines == 1 ? nil : width, maxLines: numberOfLines
        ).count
        return .centredText(lineCount: lineCount, font: font, lineHeightMultiple: lineHeightMultiple)
    }
}
