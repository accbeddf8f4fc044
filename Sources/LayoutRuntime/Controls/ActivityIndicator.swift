/// A spinning wheel: UIKit's `UIActivityIndicatorView`, classic design (iOS 13–18).
///
/// Its intrinsic size is square and set by its ``style``: 20 × 20 for ``Style/medium``,
/// 37 × 37 for ``Style/large``. It has no baseline.
public final class ActivityIndicator: View {
    /// The size of the wheel, UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// 20 × 20, the default.
        case medium
        /// 37 × 37.
        case large

        /// The side of the square the wheel measures.
        var side: CGFloat {
            switch self {
            case .medium: 20
            case .large: 37
            }
        }
    }

    /// The style; setting it changes the intrinsic size.
    public var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// An indicator of `style`, as UIKit's `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A ``Style/medium`` indicator.
    public override init(frame: CGRect = .zero) {
        style = .medium
        super.init(frame: frame)
    }

    public override var intrinsicContentSize: CGSize {
        explicitIntrinsicContentSize ?? CGSize(width: style.side, height: style.side)
    }
}
