import LayoutRuntime

// MARK: - Text, images and controls

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { Label(frame: frame) }

    private var label: Label { runtimeView as! Label }

    // https://developer.apple.com/documentation/uikit/uilabel/text
    // "Setting this property also replaces the value of the attributedText property with the
    // same text, albeit without any inherent style attributes": the line height multiple goes.
    open var text: String? {
        get { self[runtime: \.label.text] }
        set {
            self[runtime: \.label.text] = newValue
            label.lineHeightMultiple = 0
        }
    }
    // https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    // Kept, and read by nothing: the runtime's labels truncate their last line at the tail.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    // https://developer.apple.com/documentation/uikit/uilabel/textalignment
    // Kept, and read by nothing: alignment moves text inside the label, not the label.
    open var textAlignment = NSTextAlignment.natural
    // https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! {
        get { self[font: \.label.font, default: Label().font] }
        set { self[font: \.label.font, default: Label().font] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    // The runtime's label shows one font and one paragraph style: those of the first character,
    // as generated code gives the whole string.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = label.lineHeightMultiple
            return NSAttributedString(
                string: text, attributes: [.font: font as UIFont, .paragraphStyle: style])
        }
        set {
            text = newValue?.string
            guard let newValue, newValue.length > 0 else { return }
            // The paragraph style's line break mode and alignment are not read: as above.
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            label.lineHeightMultiple =
                (attributes[.paragraphStyle] as? NSParagraphStyle)?.lineHeightMultiple ?? 0
        }
    }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    // Kept, and read by nothing: the runtime's text views always show a text style's font at
    // their hierarchy's category, which is what the flag gives in UIKit.
    open var adjustsFontForContentSizeCategory = false
    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int {
        get { self[runtime: \.label.numberOfLines] }
        set { self[runtime: \.label.numberOfLines] = newValue }
    }
}

// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView {
    override class func makeRuntimeView(frame: CGRect) -> View { TextView(frame: frame) }

    private var textView: TextView { runtimeView as! TextView }

    // https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! {
        get { textView.text }
        set { textView.text = newValue ?? "" }
    }
    // https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont? {
        get { self[font: \.textView.font, default: TextView().font] }
        set { self[font: \.textView.font, default: TextView().font] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    // Kept, and read by nothing: the runtime's text views always show a text style's font at
    // their hierarchy's category, which is what the flag gives in UIKit.
    open var adjustsFontForContentSizeCategory = false
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open override var isScrollEnabled: Bool {
        get { self[runtime: \.textView.isScrollEnabled] }
        set { self[runtime: \.textView.isScrollEnabled] = newValue }
    }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { ImageView(frame: frame) }

    private var imageView: ImageView { runtimeView as! ImageView }

    // https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage? {
        get { imageView.image.map(UIImage.init(runtimeImage:)) }
        set { imageView.image = newValue?.runtimeImage }
    }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { Control(frame: frame) }

    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])

        /// UIKit's bits are the runtime's: highlighted 1, disabled 2, selected 4.
        var runtimeState: Control.State { Control.State(rawValue: rawValue) }
    }
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { Button(frame: frame) }

    private var button: Button { runtimeView as! Button }
    private lazy var buttonTitleLabel = ButtonTitleLabel(button: button)

    // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    // The runtime's Button is UIKit's system button; a custom one has other metrics.
    public convenience init(type buttonType: UIButton.ButtonType) {
        precondition(buttonType == .system, "LayoutRuntime models the system button only.")
        self.init(frame: .zero)
    }
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        button.setTitle(title, for: state.runtimeState)
    }
    // https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { buttonTitleLabel }

    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        case custom, system
    }
}

/// A button's title label: the runtime's Button draws its title itself, so the label is no
/// runtime view of the hierarchy; its font is the button's.
private final class ButtonTitleLabel: UILabel {
    private let button: Button

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override var text: String? {
        get { button.currentTitle }
        set { button.setTitle(newValue, for: .normal) }
    }

    override var font: UIFont! {
        get { self[font: \.button.font, default: Button().font] }
        set { self[font: \.button.font, default: Button().font] = newValue }
    }
}

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { TextField(frame: frame) }

    private var textField: TextField { runtimeView as! TextField }

    // https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? {
        get { self[runtime: \.textField.text] }
        set { self[runtime: \.textField.text] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String? {
        get { self[runtime: \.textField.placeholder] }
        set { self[runtime: \.textField.placeholder] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? {
        get { self[font: \.textField.font, default: TextField().font] }
        set { self[font: \.textField.font, default: TextField().font] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    // Kept, and read by nothing: the runtime's text views always show a text style's font at
    // their hierarchy's category, which is what the flag gives in UIKit.
    open var adjustsFontForContentSizeCategory = false
}

// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { Switch(frame: frame) }
}

// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { Slider(frame: frame) }
}

// https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { Stepper(frame: frame) }
}

// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
    override class func makeRuntimeView(frame: CGRect) -> View { SegmentedControl(frame: frame) }

    private var segmentedControl: SegmentedControl { runtimeView as! SegmentedControl }

    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentedControl.insertSegment(withTitle: title, at: segment, animated: animated)
    }
    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
    // The normal state's font is the one layout measures; the other attributes draw.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    {
        guard state == .normal else { return }
        segmentedControl.font = (attributes?[.font] as? UIFont)?.runtimeFont ?? SegmentedControl().font
    }
}

// https://developer.apple.com/documentation/uikit/uiprogressview
@MainActor open class UIProgressView: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { ProgressView(frame: frame) }
}

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { ActivityIndicator(frame: frame) }

    private var indicator: ActivityIndicator { runtimeView as! ActivityIndicator }

    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    open var style: Style {
        get { indicator.style == .large ? .large : .medium }
        set { indicator.style = newValue == .large ? .large : .medium }
    }

    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
}
