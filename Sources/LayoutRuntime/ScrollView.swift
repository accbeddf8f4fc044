/// A view whose content can be larger than its frame: UIKit's `UIScrollView`.
///
/// The content area is the ``contentLayoutGuide``, C; the frame is the ``frameLayoutGuide``,
/// F, always equal to the scroll view's own frame. C's top-left corner sits at the scroll
/// view's top-left corner minus ``contentOffset``, and subviews' frames are in content
/// coordinates. C's size is the ``contentSize``: free until constraints or an explicit
/// `contentSize` fix it (then ``LayoutGuide/ambiguousAttributes`` of C says so).
///
/// The rule of the Auto Layout Guide and TN2154, applied to every constraint whose items are
/// the scroll view and one of its descendants (a subview at any depth, or a guide of one): the
/// scroll view's edges (left, right, top, bottom, leading, trailing) mean the edges of the
/// content area; its width, height, centerX and centerY mean its frame. A constraint between
/// the scroll view and anything else uses its frame. A descendant constrained to views outside
/// the scroll view therefore floats: it keeps its place on screen as the content scrolls.
public class ScrollView: View {
    /// The content area, in content coordinates: its layout frame is `(0, 0, contentSize)`.
    public let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")
    /// The scroll view's frame; its layout frame is the visible rectangle of the content.
    public let frameLayoutGuide = LayoutGuide(identifier: "frameLayoutGuide")

    /// Set by the program: held by required constraints on C's width and height.
    var explicitContentSize: CGSize?

    /// The content size: C's solved size after layout.
    ///
    /// Setting it (TN2154's mixed approach) holds C's width and height at that size with
    /// required constraints of origin ``LayoutConstraint/Origin/scrollView``, and reads back
    /// at once.
    public var contentSize: CGSize {
        get { contentLayoutGuide.layoutFrameStorage.size }
        set {
            explicitContentSize = newValue
            contentLayoutGuide.layoutFrameStorage.size = newValue
            setNeedsLayout()
        }
    }

    /// The content size in another layout that satisfies the constraints exactly as well, in
    /// which the content's ambiguous `attribute` (`.width` or `.height`) has moved (see
    /// ``View/exerciseAmbiguityInLayout()``); nil when it cannot move. Writes nothing.
    package func alternativeContentSize(moving attribute: LayoutAttribute) -> CGSize? {
        layoutIfNeeded()
        return rootView.engine?.alternativeLayoutFrame(of: contentLayoutGuide, moving: [attribute], by: 100)?
            .size
    }

    /// Writes every frame from the layout ``alternativeContentSize(moving:)`` describes, as
    /// ``View/exerciseAmbiguityInLayout()`` does; false, writing nothing, when it cannot move.
    @discardableResult
    package func exerciseContentAmbiguity(moving attribute: LayoutAttribute) -> Bool {
        layoutIfNeeded()
        return rootView.engine?.exerciseAmbiguity(
            of: contentLayoutGuide, moving: [attribute], under: rootView, by: 100) ?? false
    }

    /// How far the content is scrolled: the bounds origin. Setting it marks the hierarchy as
    /// needing layout; subviews keep their frames, floating views move with it.
    public var contentOffset: CGPoint = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether the user may scroll; layout does not depend on it.
    public var isScrollEnabled = true

    /// Whether scrolling stops only on multiples of the scroll view's bounds, UIKit's
    /// `isPagingEnabled`: one page is the frame's width (or height). Layout does not depend on
    /// it; lint checks that the content is a whole number of pages (docs/SpecLanguage.md).
    public var isPagingEnabled = false

    /// Whether the content is wider than the frame (by more than 1e-6 points).
    public var scrollsHorizontally: Bool { scrollExcess.width > 0 }

    /// Whether the content is taller than the frame (by more than 1e-6 points).
    public var scrollsVertically: Bool { scrollExcess.height > 0 }

    /// How much more than 1e-6 points the content is wider and taller than the frame, both as
    /// solved (``View/exactFrame``, not the frame on pixels): the lengths whose signs say
    /// whether it scrolls, affine in the root's size between breakpoints.
    package var scrollExcess: CGSize {
        CGSize(
            width: contentSize.width - exactFrame.width - 1e-6,
            height: contentSize.height - exactFrame.height - 1e-6)
    }

    /// A scroll view with its two guides, no content size and no offset.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        for (guide, property) in [
            (contentLayoutGuide, "contentLayoutGuide"), (frameLayoutGuide, "frameLayoutGuide"),
        ] {
            guide.owningView = self
            guide.viewProperty = property
        }
    }

    /// Its two guides forget it (see ``View``'s deinitializer).
    deinit {
        contentLayoutGuide.owningView = nil
        frameLayoutGuide.owningView = nil
    }

    override var boundsOrigin: CGPoint { contentOffset }

    override var allGuides: [LayoutGuide] { [contentLayoutGuide, frameLayoutGuide] + super.allGuides }
}
