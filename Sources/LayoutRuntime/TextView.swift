/// A view showing editable, scrollable text: UIKit's `UITextView`, measured by ``TextMetrics``.
///
/// While ``isScrollEnabled`` is true (the default) it scrolls its text and has no intrinsic
/// size. With scrolling off it sizes like a ``Label`` with `numberOfLines = 0`: the blog's way
/// to put a text view inside a scroll view.
public final class TextView: View {
    /// The text; setting it changes the intrinsic size when scrolling is off.
    public var text = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font; 17-point system font by default.
    public var font = Font.standard {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the text scrolls inside the view (no intrinsic size) or sizes it.
    public var isScrollEnabled = true {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        guard !isScrollEnabled else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        let (font, scale) = measuring(font)
        return TextMetrics.size(of: text, font: font, scale: scale)
    }

    override func intrinsicContentSize(fittingWidth width: CGFloat) -> CGSize? {
        guard explicitIntrinsicContentSize == nil, !isScrollEnabled else { return nil }
        let (font, scale) = measuring(font)
        return TextMetrics.size(of: text, font: font, maxWidth: width, scale: scale)
    }

    override var wrappingText: (text: String, font: Font, maxLines: Int)? { (text, shown(font), 0) }

    /// A text view's text starts at its top: the first baseline is one ascender below it.
    override func baselines(width: CGFloat) -> Baselines {
        let font = shown(font)
        let lineCount = TextMetrics.lines(of: text, font: font, maxWidth: width).count
        return .text(lineCount: lineCount, font: font, heightFactor: 0, blockTop: 0)
    }
}
