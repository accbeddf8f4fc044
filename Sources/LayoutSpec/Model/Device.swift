import LayoutRuntime

/// An iPhone or iPad model whose screen a spec can name instead of a size: `device: iPhoneSE3`,
/// `device: iPadAir5`.
///
/// A device gives the root view's size in points, its display scale, and the safe-area insets of
/// a full-screen view controller with no bars: the status bar and the home indicator, nothing
/// else. The numbers are
/// the classic design (iOS 13 to 18) at standard Display Zoom; Display Zoom is not offered. In
/// landscape the size is the portrait size turned and the insets are symmetric, so landscape left
/// and landscape right are the same. docs/Devices.md lists the table with its sources.
///
/// Where the sources disagree, the table takes:
/// - the X, XS and 11 Pro, landscape: bottom 21, as measured on iOS 13.2 and as the
///   same-notch 11 Pro Max reads; swift-snapshot-testing's configurations say 24.
/// - the XR and 11: top 48, what iOS 14 to 18 report; iOS 13 reported 44.
/// - the 15 and 15 Plus: top 59, as every Dynamic Island phone; QMUI's per-model table says 47,
///   the values of its 14 and 14 Plus, while its 15 Pro and 16, on the same screens, read 59.
///
/// An iPad's status bar stays in landscape, so its insets are the same in both orientations: a
/// 20-point status bar on the iPads with a home button, 24 points and a 20-point home indicator
/// on the others.
public struct Device: Hashable, Sendable {
    /// Apple's model name without spaces or parentheses: `iPhoneSE3`, `iPhone13mini`,
    /// `iPhone16ProMax`. The name a spec writes after `device:`.
    public let name: String
    /// The model name as Apple writes it: `iPhone SE (3rd generation)`.
    public let modelName: String
    /// The portrait width in points.
    public let width: Double
    /// The portrait height in points.
    public let height: Double
    /// The screen's pixels per point, UIKit's `UIScreen.scale` and trait `displayScale`: 2 or 3.
    public let scale: Double
    /// The safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// The safe-area insets in landscape, where the size is `height`×`width`.
    public let landscapeSafeArea: EdgeInsets
    /// The keys of the sources the insets come from, as docs/Devices.md lists them.
    public let source: String
    /// Whether the device is an iPhone or an iPad (UIKit's `userInterfaceIdiom`).
    public let idiom: Idiom
    /// The horizontal size class in landscape, per model as Apple's tables give it, not from
    /// the width: regular on the large phones (the Plus and Max models, the XR and the 11) and
    /// on every iPad, compact on the other phones.
    public let landscapeHorizontalSizeClass: UserInterfaceSizeClass

    /// The kind of device, UIKit's `UIUserInterfaceIdiom`: `phone` or `pad`.
    public enum Idiom: String, CaseIterable, Sendable {
        case phone
        case pad
    }

    /// A position of the device.
    public enum Orientation: String, CaseIterable, Sendable {
        case portrait
        case landscape
    }

    /// Every device: the iPhones (`allPhones`), then the iPads (`allPads`).
    public static let all: [Device] = phones + pads

    /// Every iPhone, ordered by portrait width, then height, then name.
    ///
    /// Every iPhone that runs iOS 18, and every earlier model since the iPhone 5s, so that each
    /// point size from 320×568 to 440×956 is here. Models of iOS 26 and later only are not.
    public static let phones: [Device] = [
        // name, model name, portrait width, height, display scale, portrait and landscape
        // insets (top, left, bottom, right), source keys.
        Device("iPhone5s", "iPhone 5s", 320, 568, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhoneSE1", "iPhone SE (1st generation)", 320, 568, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone6", "iPhone 6", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone6s", "iPhone 6s", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone7", "iPhone 7", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone8", "iPhone 8", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhoneSE2", "iPhone SE (2nd generation)", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhoneSE3", "iPhone SE (3rd generation)", 375, 667, 2, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone11Pro", "iPhone 11 Pro", 375, 812, 3, (44, 0, 34, 0), (0, 44, 21, 44), "K"),
        Device("iPhone12mini", "iPhone 12 mini", 375, 812, 3, (50, 0, 34, 0), (0, 50, 21, 50), "Q"),
        Device("iPhone13mini", "iPhone 13 mini", 375, 812, 3, (50, 0, 34, 0), (0, 50, 21, 50), "Q, S"),
        Device("iPhoneX", "iPhone X", 375, 812, 3, (44, 0, 34, 0), (0, 44, 21, 44), "K"),
        Device("iPhoneXS", "iPhone XS", 375, 812, 3, (44, 0, 34, 0), (0, 44, 21, 44), "K"),
        Device("iPhone12", "iPhone 12", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone12Pro", "iPhone 12 Pro", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone13", "iPhone 13", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone13Pro", "iPhone 13 Pro", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone14", "iPhone 14", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S+"),
        Device("iPhone16e", "iPhone 16e", 390, 844, 3, (47, 0, 34, 0), (0, 47, 21, 47), "S+"),
        Device("iPhone14Pro", "iPhone 14 Pro", 393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone15", "iPhone 15", 393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59), "S+, DI"),
        Device("iPhone15Pro", "iPhone 15 Pro", 393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone16", "iPhone 16", 393, 852, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone16Pro", "iPhone 16 Pro", 402, 874, 3, (62, 0, 34, 0), (0, 62, 21, 62), "Q, S+"),
        Device("iPhone6Plus", "iPhone 6 Plus", 414, 736, 3, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone6sPlus", "iPhone 6s Plus", 414, 736, 3, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone7Plus", "iPhone 7 Plus", 414, 736, 3, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone8Plus", "iPhone 8 Plus", 414, 736, 3, (20, 0, 0, 0), (0, 0, 0, 0), "S"),
        Device("iPhone11", "iPhone 11", 414, 896, 2, (48, 0, 34, 0), (0, 48, 21, 48), "Q"),
        Device("iPhone11ProMax", "iPhone 11 Pro Max", 414, 896, 3, (44, 0, 34, 0), (0, 44, 21, 44), "K, Q"),
        Device("iPhoneXR", "iPhone XR", 414, 896, 2, (48, 0, 34, 0), (0, 48, 21, 48), "RN"),
        Device("iPhoneXSMax", "iPhone XS Max", 414, 896, 3, (44, 0, 34, 0), (0, 44, 21, 44), "K"),
        Device("iPhone12ProMax", "iPhone 12 Pro Max", 428, 926, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone13ProMax", "iPhone 13 Pro Max", 428, 926, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S"),
        Device("iPhone14Plus", "iPhone 14 Plus", 428, 926, 3, (47, 0, 34, 0), (0, 47, 21, 47), "Q, S+"),
        Device("iPhone14ProMax", "iPhone 14 Pro Max", 430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone15Plus", "iPhone 15 Plus", 430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59), "S+, DI"),
        Device("iPhone15ProMax", "iPhone 15 Pro Max", 430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone16Plus", "iPhone 16 Plus", 430, 932, 3, (59, 0, 34, 0), (0, 59, 21, 59), "Q, S+"),
        Device("iPhone16ProMax", "iPhone 16 Pro Max", 440, 956, 3, (62, 0, 34, 0), (0, 62, 21, 62), "Q, S+"),
    ]

    /// The phones of regular width in landscape, per model as Apple's size-class table lists
    /// them (docs/Devices.md): the Plus and Max models, the XR and the 11. Every other phone is
    /// compact wide in landscape.
    private static let regularWidthInLandscape: Set<String> = [
        "iPhone6Plus", "iPhone6sPlus", "iPhone7Plus", "iPhone8Plus", "iPhoneXR", "iPhoneXSMax", "iPhone11",
        "iPhone11ProMax", "iPhone12ProMax", "iPhone13ProMax", "iPhone14Plus", "iPhone14ProMax",
        "iPhone15Plus", "iPhone15ProMax", "iPhone16Plus", "iPhone16ProMax",
    ]

    /// One iPad of each screen and safe area that iPadOS 17 and 18 run on, ordered as
    /// ``phones``; every one @2x.
    public static let pads: [Device] = (padsWithHomeButton + padsWithHomeIndicator).sorted {
        ($0.width, $0.height, $0.name) < ($1.width, $1.height, $1.name)
    }

    /// The iPads with a home button: a 20-point status bar in both orientations.
    private static let padsWithHomeButton = [
        pad("iPadmini5", "iPad mini (5th generation)", 768, 1024, homeButton: true, "S"),
        pad("iPad9", "iPad (9th generation)", 810, 1080, homeButton: true, "S"),
        pad("iPadAir3", "iPad Air (3rd generation)", 834, 1112, homeButton: true, "S"),
    ]

    /// The iPads without one: a 24-point status bar and a 20-point home indicator in both
    /// orientations.
    private static let padsWithHomeIndicator = [
        pad("iPadmini6", "iPad mini (6th generation)", 744, 1133, homeButton: false, "Q"),
        pad("iPad10", "iPad (10th generation)", 820, 1180, homeButton: false, "Q"),
        pad("iPadAir11inchM2", "iPad Air 11-inch (M2)", 820, 1180, homeButton: false, "Q"),
        pad("iPadAir5", "iPad Air (5th generation)", 820, 1180, homeButton: false, "Q"),
        pad("iPadPro11inch4", "iPad Pro (11-inch) (4th generation)", 834, 1194, homeButton: false, "S, Q"),
        pad("iPadPro11inchM4", "iPad Pro 11-inch (M4)", 834, 1210, homeButton: false, "Q"),
        pad("iPadAir13inchM2", "iPad Air 13-inch (M2)", 1024, 1366, homeButton: false, "Q"),
        pad("iPadPro12_9inch6", "iPad Pro (12.9-inch) (6th generation)", 1024, 1366, homeButton: false, "Q"),
        pad("iPadPro13inchM4", "iPad Pro 13-inch (M4)", 1032, 1376, homeButton: false, "Q"),
    ]

    /// The device called `name`, exactly as ``name`` spells it (`iPhone16`, not `iPhone 16`), or
    /// nil.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }

    /// The screen's size in points in `orientation`; landscape swaps width and height.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        switch orientation {
        case .portrait: (width, height)
        case .landscape: (height, width)
        }
    }

    /// The safe-area insets in `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        switch orientation {
        case .portrait: portraitSafeArea
        case .landscape: landscapeSafeArea
        }
    }

    /// The size classes of a full-screen app in `orientation`: an iPad is regular × regular in
    /// both; an iPhone is compact × regular in portrait, and in landscape its
    /// ``landscapeHorizontalSizeClass`` × compact.
    public func sizeClasses(_ orientation: Orientation) -> SizeClasses {
        switch (idiom, orientation) {
        case (.pad, _): SizeClasses(horizontal: .regular, vertical: .regular)
        case (.phone, .portrait): SizeClasses(horizontal: .compact, vertical: .regular)
        case (.phone, .landscape): SizeClasses(horizontal: landscapeHorizontalSizeClass, vertical: .compact)
        }
    }

    /// The height of the docked English keyboard with its suggestion bar, in points from the
    /// screen's bottom (the home indicator's strip included), by screen in portrait; nil where
    /// no source gives one, and in landscape, where no two sources agree. docs/Devices.md gives
    /// the sources and their confidence. No iPad has one.
    public func keyboardHeight(_ orientation: Orientation) -> Double? {
        guard orientation == .portrait, idiom == .phone else { return nil }
        return switch (width, height) {
        case (320, 568): 253
        case (375, 667): 260
        case (414, 736): 271
        case (375, 812): 335
        case (414, 896): 346
        case (390, 844), (393, 852): 336
        case (428, 926), (430, 932), (440, 956): 346
        default: nil
        }
    }

    /// A row of ``pads``: @2x, a 20-point status bar in both orientations with a home button,
    /// else 24 points and a 20-point home indicator.
    private static func pad(
        _ name: String, _ modelName: String, _ width: Double, _ height: Double, homeButton: Bool,
        _ source: String
    ) -> Device {
        let insets = homeButton ? (20.0, 0.0, 0.0, 0.0) : (24, 0, 20, 0)
        return Device(name, modelName, width, height, 2, insets, insets, source, idiom: .pad)
    }

    /// A row of ``phones``: insets are `(top, left, bottom, right)`.
    private init(
        _ name: String, _ modelName: String, _ width: Double, _ height: Double, _ scale: Double,
        _ portrait: (Double, Double, Double, Double), _ landscape: (Double, Double, Double, Double),
        _ source: String, idiom: Idiom = .phone
    ) {
        self.name = name
        self.modelName = modelName
        self.width = width
        self.height = height
        self.scale = scale
        self.portraitSafeArea = EdgeInsets(
            top: portrait.0, left: portrait.1, bottom: portrait.2, right: portrait.3)
        self.landscapeSafeArea = EdgeInsets(
            top: landscape.0, left: landscape.1, bottom: landscape.2, right: landscape.3)
        self.source = source
        self.idiom = idiom
        let regularWide = idiom == .pad || Self.regularWidthInLandscape.contains(name)
        self.landscapeHorizontalSizeClass = regularWide ? .regular : .compact
    }
}
