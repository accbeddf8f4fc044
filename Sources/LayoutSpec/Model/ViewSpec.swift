/// One view of the tree: its id, type, properties and subviews, each located.
///
/// A property is nil when the spec does not set it. The loader sets only the properties that
/// apply to ``type`` (see docs/SpecLanguage.md), and sets ``frame`` exactly when
/// ``translatesAutoresizingMaskIntoConstraints`` is true.
public struct ViewSpec: Hashable, Sendable {
    /// The view's id: an ASCII identifier (possibly a Swift keyword), unique in the spec, not `view`.
    public var id: Located<String>
    /// The view's type; located at the id when the spec leaves it out.
    public var type: Located<ViewType>
    /// A color name or `#RRGGBB`, raw and unchecked.
    public var color: Located<String>?
    public var hugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?
    /// `View` only: the size the view reports as intrinsic.
    public var intrinsicSize: Located<Dimensions>?
    public var translatesAutoresizingMaskIntoConstraints: Located<Bool>?
    /// Set exactly when ``translatesAutoresizingMaskIntoConstraints`` is true.
    public var frame: Located<FrameSpec>?
    /// `ScrollView` only: an explicit content size.
    public var contentSize: Located<Dimensions>?
    /// `Label` and `TextView`.
    public var text: Located<String>?
    /// `Label` only: 0 means as many lines as the text needs.
    public var numberOfLines: Located<Int>?
    /// `Label` and `TextView`.
    public var font: FontSpec?
    /// `ImageView` only: the size of the image, which becomes the view's intrinsic size.
    public var image: Located<Dimensions>?
    /// `TextView` only.
    public var isScrollEnabled: Located<Bool>?
    /// The subviews in z-order (first is backmost).
    public var subviews: [ViewSpec]

    public init(id: Located<String>, type: Located<ViewType>, subviews: [ViewSpec] = []) {
        self.id = id
        self.type = type
        self.subviews = subviews
    }
}
