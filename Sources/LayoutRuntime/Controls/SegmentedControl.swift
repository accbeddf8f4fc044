/// A row of segments, each with a title: UIKit's `UISegmentedControl`, classic design
/// (iOS 13–18).
///
/// Its segments are equally wide, as UIKit's are by default: each as wide as the widest title,
/// measured by ``TextMetrics`` in ``font`` (13 points by default), plus 8 points on each side.
/// The control is 32 points tall whatever the font. It has no baseline. docs/Controls.md gives
/// the sources and which of these numbers are layoutgen's own.
public final class SegmentedControl: Control {
    /// The default font of the segments' titles: the 13-point system font.
    package static let defaultFont = Font.systemFont(ofSize: 13)

    /// The font of the segments' titles, ``defaultFont`` unless set. UIKit sets it as the
    /// `.font` of `setTitleTextAttributes(_:for:)` for the normal state.
    public var font = SegmentedControl.defaultFont {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The space on each side of the widest title in every segment.
    static let segmentPadding: CGFloat = 8

    /// The segments' titles, in order; nil for a segment without one.
    private var titles: [String?] = []

    /// A control with one segment per title, as UIKit's `init(items:)`.
    public init(items: [String]) {
        titles = items
        super.init(frame: .zero)
    }

    /// A control without segments.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` before the segment at `segment`; an index past the
    /// end appends, as in UIKit. `animated` is accepted for UIKit's spelling and ignored.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment`, which must exist.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        precondition(titles.indices.contains(segment), "No segment at index \(segment).")
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`; nil past the end.
    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        invalidateIntrinsicContentSize()
    }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let (font, scale) = measuring(font)
        let widest =
            titles.map { TextMetrics.size(of: $0 ?? "", font: font, maxLines: 1, scale: scale).width }.max()
            ?? 0
        let segmentWidth = widest + 2 * Self.segmentPadding
        return CGSize(width: CGFloat(titles.count) * segmentWidth, height: 32)
    }
}
