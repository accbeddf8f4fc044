// The part of UIKit that layoutgen's UIKit flavour uses, declared as Apple's documentation
// declares it (each page's address above its declaration), so that the UIKit code in
// GeneratedUIKit/ can be type-checked on Linux (UIKitOutputTests). It is a compile oracle only:
// nothing links it into a program, and its bodies never run. It is only as strict as it is
// complete and exact, so it declares nothing UIKit lacks, and `@MainActor` wherever Apple does.
// docs/UIKitOutput.md says how to check the output against the real UIKit on a Mac.

@_exported import Foundation

/// The message of every body: this module declares UIKit for the type checker and never runs.
private let declarationsOnly = "UIKit declarations for type-checking only; nothing runs them"

// MARK: - Responders and views

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // UIView() is NSObject's init(), which UIKit's Objective-C initializer makes init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints = true
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    // https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame = CGRect.zero
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []
    // https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    open var preservesSuperviewLayoutMargins = false
    // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
    open var insetsLayoutMarginsFromSafeArea = true
    // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    // https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}

    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    open var layoutMarginsGuide: UILayoutGuide { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    open var readableContentGuide: UILayoutGuide { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError(declarationsOnly) }
}

// MARK: - Traits

// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5
public protocol UIMutableTraits {}

extension UIMutableTraits {
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/displayscale
    public var displayScale: CGFloat {
        get { fatalError(declarationsOnly) }
        set {}
    }
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { fatalError(declarationsOnly) }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
public struct UITraitOverrides: UIMutableTraits {}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/traitoverrides-fd9z
    @available(iOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get { fatalError(declarationsOnly) }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError(declarationsOnly) }
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    public var traitCollection: UITraitCollection { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    // UIKit's handler is generic over the observed trait environment; the UIKit flavour names it
    // UIView.
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (UIView, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { fatalError(declarationsOnly) }
}

// MARK: - Layout guides, anchors and constraints

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError(declarationsOnly) }
}

// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        fatalError(declarationsOnly)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    open var priority = UILayoutPriority.required
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    open var identifier: String?

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}

// MARK: - Fonts, colours and images

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError(declarationsOnly)
    }
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        fatalError(declarationsOnly)
    }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { fatalError(declarationsOnly) }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/darkgray
    open class var darkGray: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/lightgray
    open class var lightGray: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/gray
    open class var gray: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/red
    open class var red: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/green
    open class var green: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/blue
    open class var blue: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/cyan
    open class var cyan: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/yellow
    open class var yellow: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/magenta
    open class var magenta: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/orange
    open class var orange: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/purple
    open class var purple: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/brown
    open class var brown: UIColor { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError(declarationsOnly) }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {}

// https://developer.apple.com/documentation/uikit/uigraphicsrenderer
open class UIGraphicsRenderer: NSObject {}

// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
    public init(size: CGSize) { super.init() }

    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        fatalError(declarationsOnly)
    }
}

// MARK: - Cells

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open var contentView: UIView { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { fatalError(declarationsOnly) }
}

// MARK: - Views that lay out others

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    open var contentLayoutGuide: UILayoutGuide { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    open var frameLayoutGuide: UILayoutGuide { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize = CGSize.zero
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
    // https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    open var isPagingEnabled = false
}

// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    // https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis = NSLayoutConstraint.Axis.horizontal
    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution = Distribution.fill
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment = Alignment.fill
    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0
    // https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
    open var isLayoutMarginsRelativeArrangement = false
    // https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
    open var isBaselineRelativeArrangement = false
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {}
    // https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    // https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open var arrangedSubviews: [UIView] { fatalError(declarationsOnly) }
    // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    // https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem
    public class var spacingUseSystem: CGFloat { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: Alignment { .leading }
        // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: Alignment { .trailing }
    }
}

// MARK: - Text, images and controls

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    // https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!
    // https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?
    // https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    // https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment = NSTextAlignment.natural
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines = 1
}

// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String!
    // https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont?
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    // https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
    }
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    // https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { fatalError(declarationsOnly) }

    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        case custom, system
    }
}

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl {
    // https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?
    // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?
    // https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont?
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
}

// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {}

// https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {}

// https://developer.apple.com/documentation/uikit/uistepper
@MainActor open class UIStepper: UIControl {}

// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    {}
}

// https://developer.apple.com/documentation/uikit/uiprogressview
@MainActor open class UIProgressView: UIView {}

// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {}

// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {}

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    open var style = Style.medium

    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
}
