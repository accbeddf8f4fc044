/// A view showing editable, scrollable text: UIKit's `UITextView`, measured by ``TextMetrics``.
///
/// While ``isScrollEnabled`` is true (the default) it scrolls its text and has no intrinsic
/// size. With scrolling off it sizes like a ``Label`` with `numberOfLines = 0` around which
/// lie its ``textContainerInset`` and, on either side of each line, its text container's
/// ``lineFragmentPadding``: the blog's way to put a text view inside a scroll view.
public final class TextView: View {
    /// The space between the view's edges and its text container, UIKit's default
    /// `(8, 0, 8, 0)`: "By default the value of this property is (8, 0, 8, 0)" (Apple's
    /// `UITextView.textContainerInset`).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The space on either side of each line inside the text container, NSTextContainer's
    /// `lineFragmentPadding`, whose default is 5.
    public static let lineFragmentPadding: CGFloat = 5

    /// How much narrower than the view its lines are: the inset's sides and the padding on
    /// either side of a line.
    private var horizontalInset: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding
    }

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
        return measured(maxWidth: nil)
    }

    override func intrinsicContentSize(fittingWidth width: CGFloat) -> CGSize? {
        guard explicitIntrinsicContentSize == nil, !isScrollEnabled else { return nil }
        return measured(maxWidth: width - horizontalInset)
    }

    /// The size of the view around its text's lines at most `maxWidth` wide. An empty text is
    /// one line high: TextKit lays it out in its extra line fragment, which holds the insertion
    /// point "when the text backing is totally empty" (Apple's
    /// `NSLayoutManager.setExtraLineFragmentRect(_:usedRect:textContainer:)`), as it does the
    /// empty line after a final line break.
    private func measured(maxWidth: CGFloat?) -> CGSize {
        let (font, scale) = measuring(font)
        var size = TextMetrics.size(of: text, font: font, maxWidth: maxWidth, scale: scale)
        if text.isEmpty { size.height = TextMetrics.height(ofLines: 1, font: font, scale: scale) }
        return CGSize(
            width: size.width + horizontalInset,
            height: size.height + textContainerInset.top + textContainerInset.bottom)
    }

    override var wrappingText: (text: String, font: Font, maxLines: Int, inset: CGFloat)? {
        (text, shown(font), 0, horizontalInset)
    }

    /// The lines of the text in a view `width` wide.
    public func lines(width: CGFloat) -> [String] {
        TextMetrics.lines(of: text, font: shown(font), maxWidth: width - horizontalInset)
    }

    /// A text view's text starts below its inset's top: the first baseline is one ascender below it.
    override func baselines(width: CGFloat) -> Baselines {
        .text(
            lineCount: lines(width: width).count, font: shown(font), heightFactor: 0,
            blockTop: textContainerInset.top)
    }
}
