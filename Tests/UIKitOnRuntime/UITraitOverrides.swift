import LayoutRuntime

// MARK: - Traits

// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5
public protocol UIMutableTraits {}

// The traits a container holds, which the properties below read and write: only
// UITraitOverrides is one here.
extension UIMutableTraits {
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/displayscale
    public var displayScale: CGFloat {
        get { (self as? UITraitOverrides)?.scale ?? 0 }
        set { update { $0.scale = newValue } }
    }
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { (self as? UITraitOverrides)?.category ?? .large }
        set { update { $0.category = newValue } }
    }

    private mutating func update(_ change: (inout UITraitOverrides) -> Void) {
        guard var overrides = self as? UITraitOverrides else { return }
        change(&overrides)
        self = overrides as! Self
    }
}

// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
public struct UITraitOverrides: UIMutableTraits {
    // A display scale of 0 is none: the runtime's exact, unrounded text.
    var scale: CGFloat
    var category: UIContentSizeCategory
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/traitoverrides-fd9z
    // On the root, the runtime's display scale and text size, which its subviews read.
    @available(iOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get {
            UITraitOverrides(
                scale: runtimeView.displayScale ?? 0,
                category: UIContentSizeCategory(runtimeView.contentSizeCategory))
        }
        set {
            runtimeView.displayScale = newValue.scale > 0 ? newValue.scale : nil
            runtimeView.contentSizeCategory = newValue.category.runtimeValue
        }
    }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
// The size classes of a runtime root, read when the collection is made.
open class UITraitCollection: NSObject, @unchecked Sendable {
    let classes: SizeClasses

    init(_ classes: SizeClasses) { self.classes = classes }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(classes.horizontal) }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    open var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(classes.vertical) }
}

/// What registering returns: the runtime keeps a handler for its view's lifetime.
private struct Registration: UITraitChangeRegistration {}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    // The runtime root's size classes, which every view of the hierarchy inherits.
    public var traitCollection: UITraitCollection { UITraitCollection(runtimeView.sizeClasses) }

    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    // The runtime calls the handler when its root's size classes change, the only traits it
    // varies after a view is made; whatever `traits` lists.
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (UIView, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        runtimeView.registerForSizeClassChanges { [weak self] _, previous in
            guard let self else { return }
            handler(self, UITraitCollection(previous))
        }
        return Registration()
    }
}

extension UIUserInterfaceSizeClass {
    init(_ runtimeValue: UserInterfaceSizeClass) {
        self = runtimeValue == .compact ? .compact : .regular
    }
}

// The value type itself is Tests/UIKit's (UIKitValues.swift, linked here); this is its bridge.
extension UIContentSizeCategory: RuntimeBridged {
    // UIKit's category of each of the runtime's, in the same order, smallest first.
    private static let all: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    init(_ runtimeValue: ContentSizeCategory) {
        self = Self.all[ContentSizeCategory.allCases.firstIndex(of: runtimeValue)!]
    }

    var runtimeValue: ContentSizeCategory {
        guard let index = Self.all.firstIndex(of: self) else {
            preconditionFailure("LayoutRuntime has no content size category \(rawValue).")
        }
        return ContentSizeCategory.allCases[index]
    }
}
