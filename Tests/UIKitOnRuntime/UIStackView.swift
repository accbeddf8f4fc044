import LayoutRuntime

// MARK: - Views that lay out others

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { ScrollView(frame: frame) }

    /// A `UITextView`'s runtime `TextView` is no scroll view: it has no content or frame guide.
    private var runtimeScrollView: ScrollView {
        guard let scrollView = runtimeView as? ScrollView else {
            preconditionFailure(
                "LayoutRuntime's TextView is no scroll view: it has no content guides or size.")
        }
        return scrollView
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide(runtimeScrollView.contentLayoutGuide) }
    // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide(runtimeScrollView.frameLayoutGuide) }
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize {
        get { self[runtime: \.runtimeScrollView.contentSize] }
        set { self[runtime: \.runtimeScrollView.contentSize] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool {
        get { self[runtime: \.runtimeScrollView.isScrollEnabled] }
        set { self[runtime: \.runtimeScrollView.isScrollEnabled] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    open var isPagingEnabled: Bool {
        get { self[runtime: \.runtimeScrollView.isPagingEnabled] }
        set { self[runtime: \.runtimeScrollView.isPagingEnabled] = newValue }
    }
}

// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View {
        let stackView = StackView()
        stackView.frame = frame
        return stackView
    }

    private var stackView: StackView { runtimeView as! StackView }

    // https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis {
        get { self[runtime: \.stackView.axis] }
        set { self[runtime: \.stackView.axis] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution: Distribution {
        get { self[runtime: \.stackView.distribution] }
        set { self[runtime: \.stackView.distribution] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment: Alignment {
        get { self[runtime: \.stackView.alignment] }
        set { self[runtime: \.stackView.alignment] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat {
        get { self[runtime: \.stackView.spacing] }
        set { self[runtime: \.stackView.spacing] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { self[runtime: \.stackView.isLayoutMarginsRelativeArrangement] }
        set { self[runtime: \.stackView.isLayoutMarginsRelativeArrangement] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
    open var isBaselineRelativeArrangement: Bool {
        get { self[runtime: \.stackView.isBaselineRelativeArrangement] }
        set { self[runtime: \.stackView.isBaselineRelativeArrangement] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: stackView.arrangedSubviews.count)
    }
    // https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        stackView.insertArrangedSubview(view.runtimeView, at: stackIndex)
        view.parent = self
        if !arranged.contains(where: { $0 === view }) { arranged.append(view) }
    }
    // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open var arrangedSubviews: [UIView] {
        stackView.arrangedSubviews.compactMap { runtimeView in
            arranged.first { $0.runtimeView === runtimeView }
        }
    }
    // Every view this stack view arranged: its arranged subviews among them, in runtime order.
    private var arranged: [UIView] = []
    // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stackView.setCustomSpacing(spacing, after: arrangedSubview.runtimeView)
    }
    // https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem
    public class var spacingUseSystem: CGFloat { StackView.spacingUseSystem }

    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

        init(_ distribution: StackView.Distribution) {
            switch distribution {
            case .fill: self = .fill
            case .fillEqually: self = .fillEqually
            case .fillProportionally: self = .fillProportionally
            case .equalSpacing: self = .equalSpacing
            case .equalCentering: self = .equalCentering
            }
        }
    }

    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: Alignment { .leading }
        // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: Alignment { .trailing }

        /// The runtime spells `top` and `bottom` apart; UIKit's are `leading` and `trailing`.
        init(_ alignment: StackView.Alignment) {
            switch alignment {
            case .fill: self = .fill
            case .leading, .top: self = .leading
            case .firstBaseline: self = .firstBaseline
            case .center: self = .center
            case .trailing, .bottom: self = .trailing
            case .lastBaseline: self = .lastBaseline
            }
        }
    }
}

// Each UIKit case stands for the runtime's case of its name; the runtime spells more.
extension UIStackView.Distribution: NamedAsRuntimeCases {}
extension UIStackView.Alignment: NamedAsRuntimeCases {}
