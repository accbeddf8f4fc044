/// A view showing an ``Image``: UIKit's `UIImageView`.
///
/// Its intrinsic size is the image's size, and none without an image.
public final class ImageView: View {
    /// The image; setting it changes the intrinsic size.
    public var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// An image view sized to `image`, as UIKit's `init(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An image view without an image.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        return image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
