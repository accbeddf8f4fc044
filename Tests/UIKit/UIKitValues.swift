// The value types of the part of UIKit that layoutgen's UIKit flavour uses, declared as Apple's
// documentation declares them. A value type has nothing to stub and nothing to drive, so the
// strict declarations (Tests/UIKit) and the shim on LayoutRuntime (Tests/UIKitOnRuntime, where
// this file is a symbolic link to this one) declare them with this one text; the shim adds its
// bridges to the runtime's types in extensions of its own.

import Foundation

// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var flexibleLeftMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat

    // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
    public var rawValue: Float

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(rawValue: 1000)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

// The trait types `registerForTraitChanges(_:handler:)` takes: names, with nothing to drive.
// https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17.0, *)
public protocol UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraithorizontalsizeclass
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitverticalsizeclass
@available(iOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration {}

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public var rawValue: String

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // The twelve sizes, smallest first, each with its page
    // (https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall and so
    // on, the name in lower case); UIKit's raw values are UICTContentSizeCategory and the
    // size's abbreviation (L for large).
    public static let extraSmall = size("XS"), small = size("S"), medium = size("M")
    public static let large = size("L"), extraLarge = size("XL"), extraExtraLarge = size("XXL")
    public static let extraExtraExtraLarge = size("XXXL"), accessibilityMedium = size("AccessibilityM")
    public static let accessibilityLarge = size("AccessibilityL")
    public static let accessibilityExtraLarge = size("AccessibilityXL")
    public static let accessibilityExtraExtraLarge = size("AccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = size("AccessibilityXXXL")

    private static func size(_ abbreviation: String) -> Self {
        Self(rawValue: "UICTContentSizeCategory" + abbreviation)
    }
}

// The raw values are UIKit's constants (UIFontWeightRegular and the others), which Apple's
// pages do not give; code reads the weights by name.
extension UIFont {
    // https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat

        // https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        public static let ultraLight = Weight(rawValue: -0.8)
        // https://developer.apple.com/documentation/uikit/uifont/weight/thin
        public static let thin = Weight(rawValue: -0.6)
        // https://developer.apple.com/documentation/uikit/uifont/weight/light
        public static let light = Weight(rawValue: -0.4)
        // https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)
        // https://developer.apple.com/documentation/uikit/uifont/weight/medium
        public static let medium = Weight(rawValue: 0.23)
        // https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(rawValue: 0.3)
        // https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(rawValue: 0.4)
        // https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        public static let heavy = Weight(rawValue: 0.56)
        // https://developer.apple.com/documentation/uikit/uifont/weight/black
        public static let black = Weight(rawValue: 0.62)
    }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String

        // https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

// UIKit declares the attribute keys of UIKit text (Foundation on Linux has the type, not them).
extension NSAttributedString.Key {
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

extension NSAttributedString.Key {
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}

// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

// https://developer.apple.com/documentation/uikit/nstextalignment (iOS's raw values)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject {
    // https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple
    open var lineHeightMultiple: CGFloat { stored.lineHeightMultiple }
    // https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakmode
    open var lineBreakMode: NSLineBreakMode { stored.lineBreakMode }
    // https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    open var alignment: NSTextAlignment { stored.alignment }

    /// NSParagraphStyle's defaults: no multiple, word wrapping, natural alignment.
    fileprivate var stored = (
        lineHeightMultiple: CGFloat(0), lineBreakMode: NSLineBreakMode.byWordWrapping,
        alignment: NSTextAlignment.natural
    )
}

// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle {
    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/lineheightmultiple
    open override var lineHeightMultiple: CGFloat {
        get { stored.lineHeightMultiple }
        set { stored.lineHeightMultiple = newValue }
    }
    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linebreakmode
    open override var lineBreakMode: NSLineBreakMode {
        get { stored.lineBreakMode }
        set { stored.lineBreakMode = newValue }
    }
    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment
    open override var alignment: NSTextAlignment {
        get { stored.alignment }
        set { stored.alignment = newValue }
    }
}
