import LayoutRuntime

/// A named size the spec is proven at: `portrait: 390x844`, or a mapping that adds a safe area,
/// a reading direction, a keyboard, a display scale or a text size, or names a device (see
/// ``Device``); or a range of sizes, `phones: 320...440x844`, proven at every size in it.
///
/// The one type of a size as declared, from the spec or the command line; the runtime lays a
/// scene out in its ``environment``, and every message names it by ``phrase`` or ``summary``.
public struct SizeSpec: Hashable, Sendable {
    /// The size's name, an identifier; `expect:` refers to it.
    public var name: String
    /// The root's size in points; for a range of sizes, its smallest width and height.
    public var width: Double
    public var height: Double
    /// For a range of sizes, its largest width and height: the range holds every size whose
    /// width lies from ``width`` to `upperBound.width` and whose height likewise. Nil for one
    /// size.
    public var upperBound: Dimensions?
    /// The root view's safe-area insets; zero unless the spec or the device gives them.
    public var safeArea: EdgeInsets
    /// The interface's reading direction; left to right unless the spec says otherwise.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The height of the docked keyboard shown over the root (`keyboard: 336`); nil while it is
    /// hidden, the default.
    public var keyboardHeight: Double?
    /// The display's pixels per point (`scale: 3`, or the device's), to which text sizes are
    /// rounded up; nil, when neither is given, lays text out exactly, unrounded.
    public var displayScale: Double?
    /// The user's text size (`contentSizeCategory: accessibilityLarge`); `large`, UIKit's
    /// default, unless the spec says otherwise.
    public var contentSizeCategory: ContentSizeCategory
    /// The horizontal and vertical size classes: the device's in its orientation, or for a size
    /// without one, layoutgen's rule at its dimensions (``SizeClasses/init(width:height:)``; a
    /// range's at its smallest size); `sizeClass:` overrides either.
    public var sizeClasses: SizeClasses
    /// For one of the sizes an entry expands into (a set of devices, a size at several
    /// categories), which entry, device, orientation and category.
    public var member: SizeMember?
    /// Whether the size is a self-sizing cell's width, whose height the prover fits to the
    /// content (``height`` is 0 until then): messages name it by its width alone.
    public var fitsHeight = false
    /// Whether messages name the size's classes (``environmentSuffix``): in a spec where
    /// something varies with them (`when:`, `vary:`), which the loader marks.
    public var namesSizeClasses = false
    /// For one size of a range (``sample(width:height:)``), whether the range's widths and its
    /// heights vary: a message names the root's size along those by the range, not by the
    /// sample's number.
    public var sampledWidthVaries = false
    public var sampledHeightVaries = false
    /// Where the size is named in the spec.
    public var location: SourceLocation
    /// Where its dimensions are written (the `WxH` text, or the device's name).
    public var dimensionsLocation: SourceLocation

    public init(
        name: String, width: Double, height: Double, upperBound: Dimensions? = nil,
        safeArea: EdgeInsets = .zero, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        keyboardHeight: Double? = nil, displayScale: Double? = nil,
        contentSizeCategory: ContentSizeCategory = .large, sizeClasses: SizeClasses? = nil,
        location: SourceLocation, dimensionsLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.upperBound = upperBound
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.keyboardHeight = keyboardHeight
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
        self.sizeClasses = sizeClasses ?? SizeClasses(width: width, height: height)
        self.location = location
        self.dimensionsLocation = dimensionsLocation ?? location
    }

    /// A size as the loader reads it: its located name and dimensions.
    public init(
        name: Located<String>, dimensions: Located<Dimensions>, upperBound: Dimensions? = nil,
        safeArea: EdgeInsets = .zero, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        keyboardHeight: Double? = nil, displayScale: Double? = nil,
        contentSizeCategory: ContentSizeCategory = .large, sizeClasses: SizeClasses? = nil
    ) {
        self.init(
            name: name.value, width: dimensions.value.width, height: dimensions.value.height,
            upperBound: upperBound, safeArea: safeArea, layoutDirection: layoutDirection,
            keyboardHeight: keyboardHeight, displayScale: displayScale,
            contentSizeCategory: contentSizeCategory, sizeClasses: sizeClasses, location: name.location,
            dimensionsLocation: dimensions.location)
    }

    /// The root's size; for a range, its smallest.
    public var dimensions: Dimensions { Dimensions(width: width, height: height) }

    /// `portrait (390x844)`, numbers as written; ``environmentSuffix`` is added for a scale, a
    /// direction, a keyboard or a text size.
    public var summary: String { "\(name) \(details)" }

    /// `(390x844)` or `(390x844 @3x, right to left, keyboard 336, accessibilityLarge)`: what
    /// messages say after the size's name (with `, regular width, regular height` where the
    /// spec varies with the size classes); a range is `(320...440x844)`.
    public var details: String {
        "(\(dimensionsText)\(environmentSuffix))"
    }

    /// `390x844`, or `320...440x844` for a range; `390 wide` for a cell's width.
    public var dimensionsText: String {
        func side(_ lower: Double, _ upper: Double?) -> String {
            guard let upper, upper != lower else { return formatNumber(lower) }
            return "\(formatNumber(lower))...\(formatNumber(upper))"
        }
        if fitsHeight { return "\(side(width, upperBound?.width)) wide" }
        return "\(side(width, upperBound?.width))x\(side(height, upperBound?.height))"
    }

    /// The one size this is, or a range's smallest and largest sizes, named after it: what
    /// generated code lists.
    public var corners: [SizeSpec] {
        guard let upperBound else { return [self] }
        var smallest = self
        smallest.upperBound = nil
        smallest.name = "\(name) (smallest)"
        var largest = smallest
        largest.name = "\(name) (largest)"
        largest.width = upperBound.width
        largest.height = upperBound.height
        return [smallest, largest]
    }

    /// One size of this range, at `width` and `height`: what a range's piece is proven at.
    public func sample(width: Double, height: Double) -> SizeSpec {
        var size = self
        size.sampledWidthVaries = upperBound.map { $0.width != self.width } ?? false
        size.sampledHeightVaries = upperBound.map { $0.height != self.height } ?? false
        size.upperBound = nil
        size.width = width
        size.height = height
        return size
    }

    /// The size as a finding names it: `'portrait' (390x844)`, or `390x844` for a size named by
    /// its dimensions (`layout --size 390x844`).
    public var phrase: String {
        Self.title(name: name, dimensions: dimensionsText, suffix: environmentSuffix, quoted: true)
    }

    /// How a size is named, the one way: `'portrait' (390x844)` (`portrait (390x844)` unquoted),
    /// or `390x844` for a size named by its dimensions, followed by `suffix`, what
    /// ``environmentSuffix(scale:direction:keyboardHeight:category:)`` says of it.
    /// - Parameter dimensions: `390x844`, or `320...440x844` for a range.
    public static func title(name: String, dimensions: String, suffix: String, quoted: Bool) -> String {
        if name == dimensions { return dimensions + suffix }
        return "\(quoted ? "'\(name)'" : name) (\(dimensions)\(suffix))"
    }

    /// The title of the size `root` is laid out at, named `name`, unquoted: `portrait (393x852
    /// @3x, right to left)`, what `layout` and `render` head a layout with. A side is written to
    /// a thousandth, as UIKit's logs write a cell's height on the pixel grid: `390x36.333`.
    public static func title(name: String, root: View) -> String {
        let size = root.frame.size
        func side(_ value: CGFloat) -> String { formatNumber((Double(value) * 1000).rounded() / 1000) }
        return title(
            name: name,
            dimensions: "\(side(size.width))x\(side(size.height))",
            suffix: environmentSuffix(
                scale: root.displayScale.map { Double($0) },
                direction: root.effectiveUserInterfaceLayoutDirection,
                keyboardHeight: root.keyboardHeight.map { Double($0) }, category: root.contentSizeCategory),
            quoted: false)
    }

    /// What a size sets beyond its dimensions, as its name's details end: ` @3x` for a display
    /// scale, `, right to left` for that direction, `, keyboard 336` for a keyboard shown 336
    /// points high, `, accessibilityLarge` for a text size other than `large`; else nothing.
    public static func environmentSuffix(
        scale: Double?, direction: UserInterfaceLayoutDirection, keyboardHeight: Double?,
        category: ContentSizeCategory
    ) -> String {
        (scale.map { " @\(formatNumber($0))x" } ?? "") + (direction == .rightToLeft ? ", right to left" : "")
            + (keyboardHeight.map { ", keyboard \(formatNumber($0))" } ?? "")
            + (category == .large ? "" : ", \(category.rawValue)")
    }

    /// ``environmentSuffix(scale:direction:keyboardHeight:category:)`` of this size, then its
    /// classes where the spec varies with them (``namesSizeClasses``): `, regular width,
    /// compact height`.
    public var environmentSuffix: String {
        Self.environmentSuffix(
            scale: displayScale, direction: layoutDirection, keyboardHeight: keyboardHeight,
            category: contentSizeCategory)
            + (namesSizeClasses
                ? ", \(sizeClasses.horizontal.rawValue) width, \(sizeClasses.vertical.rawValue) height" : "")
    }

    /// The size an expanded entry stands for, named as the entry and at the default text size
    /// when its members differ by category: what findings and lists name the entry by. A size
    /// that is no member is itself.
    public var entrySize: SizeSpec {
        guard let member else { return self }
        var size = self
        size.name = member.entry
        size.member = nil
        if member.contentSizeCategory != nil { size.contentSizeCategory = .large }
        return size
    }

    /// The entry as findings name it before its members: `'phones'` for a set of devices, the
    /// entry's size, `'row' (390x844 @3x)`, for one size at several categories.
    public var entryPhrase: String {
        member?.device != nil ? "'\(member!.entry)'" : entrySize.phrase
    }

    /// The runtime's description of the size, which generated scenes list and apply.
    public var environment: LayoutEnvironment {
        LayoutEnvironment(
            name, size: CGSize(width: width, height: height), safeAreaInsets: safeArea,
            layoutDirection: layoutDirection, keyboardHeight: keyboardHeight.map { CGFloat($0) },
            displayScale: displayScale.map { CGFloat($0) }, contentSizeCategory: contentSizeCategory,
            sizeClasses: sizeClasses)
    }
}
