/// How much room an interface has along one axis: UIKit's `UIUserInterfaceSizeClass`, without
/// `unspecified` (a laid-out root always has both classes).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// A root's horizontal and vertical size classes: UIKit's trait collection
/// `horizontalSizeClass` and `verticalSizeClass`.
///
/// UIKit gives them per device and orientation (every iPhone compact × regular in portrait; in
/// landscape compact × compact, but regular × compact on the large phones; every iPad regular
/// × regular full screen), not from the screen's width: docs/Devices.md lists them. A size that
/// names no device takes ``init(width:height:)``, layoutgen's own rule.
public struct SizeClasses: Hashable, Sendable {
    public var horizontal: UserInterfaceSizeClass
    public var vertical: UserInterfaceSizeClass

    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    /// The height below which a size without a device is vertically compact: every iPhone in
    /// landscape is 320 to 440 points high, every other screen or iPad window 568 or more.
    public static let compactHeightBelow = 500.0
    /// The width from which a size without a device, vertically regular, is horizontally
    /// regular: the narrowest iPad window UIKit gives regular width (the 12.9-inch iPad Pro's
    /// half of a landscape Split View), above every compact one (639, the same iPad's two
    /// thirds in portrait).
    public static let regularWidthFrom = 678.0

    /// layoutgen's classes for a size that names no device (docs/SpecLanguage.md): vertically
    /// compact below ``compactHeightBelow`` points, as an iPhone in landscape; horizontally
    /// regular from ``regularWidthFrom`` points when vertically regular, as an iPad and its
    /// wider Split View windows. A wide, low size is an ordinary iPhone in landscape: compact ×
    /// compact.
    public init(width: Double, height: Double) {
        vertical = height < Self.compactHeightBelow ? .compact : .regular
        horizontal = vertical == .regular && width >= Self.regularWidthFrom ? .regular : .compact
    }

    /// `compact × regular`: how messages name the classes, horizontal first, as Apple's tables
    /// write them.
    public var description: String { "\(horizontal.rawValue) × \(vertical.rawValue)" }
}

/// The size classes a constraint is active in, as Interface Builder's "Vary for Traits"
/// installs it: `when: {horizontalSizeClass: regular}` in a spec. A class it does not name
/// matches either (Interface Builder's "Any").
public struct SizeClassCondition: Hashable, Sendable {
    public var horizontal: UserInterfaceSizeClass?
    public var vertical: UserInterfaceSizeClass?

    public init(horizontal: UserInterfaceSizeClass? = nil, vertical: UserInterfaceSizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Whether a root in `classes` has the classes this names.
    public func matches(_ classes: SizeClasses) -> Bool {
        (horizontal.map { $0 == classes.horizontal } ?? true)
            && (vertical.map { $0 == classes.vertical } ?? true)
    }

    /// The classes both this and `other` match: each class either names, or nil where they
    /// name different classes of one axis and so never meet.
    public func intersection(_ other: SizeClassCondition) -> SizeClassCondition? {
        guard horizontal == nil || other.horizontal == nil || horizontal == other.horizontal,
            vertical == nil || other.vertical == nil || vertical == other.vertical
        else { return nil }
        return SizeClassCondition(
            horizontal: horizontal ?? other.horizontal, vertical: vertical ?? other.vertical)
    }

    /// `horizontalSizeClass: regular, verticalSizeClass: compact`: the condition as a spec
    /// writes it, inside `when: {...}`.
    public var description: String {
        [
            horizontal.map { "horizontalSizeClass: \($0.rawValue)" },
            vertical.map { "verticalSizeClass: \($0.rawValue)" },
        ].compactMap { $0 }.joined(separator: ", ")
    }
}
