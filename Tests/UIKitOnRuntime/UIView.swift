// UIKit on LayoutRuntime: the declarations of Tests/UIKit (the strict module, which stays the
// compile oracle) with bodies that drive LayoutRuntime, so that the UIKit flavour of generated
// code runs on Linux. The differential test (Tests/SceneTests/UIKitOnRuntimeTests.swift)
// compiles GeneratedUIKit/ against this module under the name UIKit
// (`swiftc -module-alias UIKit=UIKitOnRuntime`) and compares its frames with the runtime
// flavour's and the proof's. Each UIKit object wraps the runtime object of the same role; the
// runtime decides every frame. UIKitShimInterfaceTests keeps every declaration of the strict
// module here with the same signature, and lets this module add only its bridge to the runtime
// (the `@_spi(Runtime)` properties) and overrides. Those bridge properties carry `//` comments:
// swift-synthesize-interface, which that test reads, misprints some `///` comments into code.

@_exported import Foundation
import LayoutRuntime

// MARK: - Responders and views

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // The runtime view this view is: every property below reads and writes it.
    @_spi(Runtime) public let runtimeView: View

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        runtimeView = Self.makeRuntimeView(frame: frame)
        super.init()
        (runtimeView as? OwnedView)?.owner = self
    }

    /// The runtime view a view of this class is made with, as a `UIView` subclass names its
    /// `layerClass`: `Label` for a `UILabel`, and so on. Subclasses that keep it read it back
    /// with `as!`, which cannot fail: nothing else sets it.
    class func makeRuntimeView(frame: CGRect) -> View { OwnedView(frame: frame) }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { return nil }

    // UIView() is NSObject's init(), which UIKit's Objective-C initializer makes init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { self[runtime: \.runtimeView.translatesAutoresizingMaskIntoConstraints] }
        set { self[runtime: \.runtimeView.translatesAutoresizingMaskIntoConstraints] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String? {
        get { self[runtime: \.runtimeView.accessibilityIdentifier] }
        set { self[runtime: \.runtimeView.accessibilityIdentifier] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        runtimeView.addSubview(view.runtimeView)
        view.parent = self
    }
    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        runtimeView.insertSubview(view.runtimeView, belowSubview: siblingSubview.runtimeView)
        view.parent = self
    }
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { runtimeView.removeFromSuperview() }
    // https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { runtimeView.superview == nil ? nil : parent }
    // The view this one was last added to: its runtime view's superview, while it has one.
    weak var parent: UIView?
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { runtimeView.backgroundColor.map(UIColor.init(runtimeColor:)) }
        set { runtimeView.backgroundColor = newValue?.runtimeColor }
    }
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { self[runtime: \.runtimeView.isHidden] }
        set { self[runtime: \.runtimeView.isHidden] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { self[runtime: \.runtimeView.alpha] }
        set { self[runtime: \.runtimeView.alpha] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { self[runtime: \.runtimeView.frame] }
        set { self[runtime: \.runtimeView.frame] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask {
        get { self[runtime: \.runtimeView.autoresizingMask] }
        set { self[runtime: \.runtimeView.autoresizingMask] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    open var layoutMargins: UIEdgeInsets {
        get { self[runtime: \.runtimeView.layoutMargins] }
        set { self[runtime: \.runtimeView.layoutMargins] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { self[runtime: \.runtimeView.directionalLayoutMargins] }
        set { self[runtime: \.runtimeView.directionalLayoutMargins] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    open var preservesSuperviewLayoutMargins: Bool {
        get { self[runtime: \.runtimeView.preservesSuperviewLayoutMargins] }
        set { self[runtime: \.runtimeView.preservesSuperviewLayoutMargins] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { self[runtime: \.runtimeView.insetsLayoutMarginsFromSafeArea] }
        set { self[runtime: \.runtimeView.insetsLayoutMarginsFromSafeArea] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { self[runtime: \.runtimeView.semanticContentAttribute] }
        set { self[runtime: \.runtimeView.semanticContentAttribute] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    // A plain view has none unless a subclass overrides this (its runtime view asks it); a
    // label, control or image view has its runtime class's.
    open var intrinsicContentSize: CGSize {
        (runtimeView as? OwnedView)?.ownIntrinsicContentSize ?? runtimeView.intrinsicContentSize
    }
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        runtimeView.setContentHuggingPriority(priority.runtimeValue, for: axis.runtimeValue)
    }
    // https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        runtimeView.setContentCompressionResistancePriority(priority.runtimeValue, for: axis.runtimeValue)
    }

    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(runtimeView.safeAreaLayoutGuide) }
    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(runtimeView.layoutMarginsGuide) }
    // https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    open var readableContentGuide: UILayoutGuide { UILayoutGuide(runtimeView.readableContentGuide) }
    // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        UIKeyboardLayoutGuide(runtimeView.keyboardLayoutGuide)
    }

    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeView.leadingAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeView.trailingAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeView.leftAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeView.rightAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeView.topAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeView.bottomAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(runtimeView.widthAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(runtimeView.heightAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeView.centerXAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeView.centerYAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeView.firstBaselineAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeView.lastBaselineAnchor) }
    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        runtimeView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority.runtimeValue,
            verticalFittingPriority: verticalFittingPriority.runtimeValue)
    }
}

/// The runtime view of a plain `UIView`: its intrinsic size is its owner's, so that a
/// `UIView` subclass that overrides `intrinsicContentSize` (the generated `IntrinsicSizeView`)
/// sizes the runtime view as UIKit would size it.
final class OwnedView: View {
    weak var owner: UIView?

    override var intrinsicContentSize: CGSize {
        guard let owner else { return super.intrinsicContentSize }
        // Layout runs where the scene was made, on the main actor, as in UIKit.
        return MainActor.assumeIsolated { owner.intrinsicContentSize }
    }

    /// The size `UIView`'s own `intrinsicContentSize` returns: none, unless the runtime's
    /// explicit one is set.
    var ownIntrinsicContentSize: CGSize { super.intrinsicContentSize }
}

// The value types themselves are Tests/UIKit's (UIKitValues.swift, linked here); these are their
// bridges to the runtime's.

extension UIView.AutoresizingMask: RuntimeBridged {
    /// UIKit's options and the runtime's have the same bits.
    var runtimeValue: View.AutoresizingMask { View.AutoresizingMask(rawValue: rawValue) }

    init(_ mask: View.AutoresizingMask) { self.init(rawValue: mask.rawValue) }
}

extension UISemanticContentAttribute: RuntimeBridged {
    /// UIKit lays out playback and spatial controls left to right in every language.
    var runtimeValue: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback, .spatial, .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }

    init(_ attribute: SemanticContentAttribute) {
        switch attribute {
        case .unspecified: self = .unspecified
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }
}

extension UIEdgeInsets: RuntimeBridged {
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    var runtimeValue: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

extension NSDirectionalEdgeInsets: RuntimeBridged {
    init(_ insets: DirectionalEdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    var runtimeValue: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
