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
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

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

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public var rawValue: String

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
