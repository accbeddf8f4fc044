/// A font as UIKit's `UIFont` describes one: the system font at a size and weight, the font of
/// a Dynamic Type text style, or a font file registered by name.
///
/// Measuring it is ``TextMetrics``'s job; docs/Text.md says how each kind is measured.
public struct Font: Hashable, Sendable {
    /// The size in points. For a text style, its size at the ``ContentSizeCategory/large``
    /// category; a view measures it at its hierarchy's category (``resolved(for:)``).
    public var pointSize: CGFloat
    /// The weight, for the system font; a named font's weight is its file's.
    public var weight: Weight
    /// The Dynamic Type text style the font was made for, if any.
    public var textStyle: TextStyle?
    /// The name a custom font was registered under (``FontLibrary/register(name:path:)``); nil
    /// for the system font.
    public var fontName: String?
    /// The text style whose Dynamic Type scaling a fixed-size font follows
    /// (``scaled(forTextStyle:)``, UIKit's `UIFontMetrics`); nil for a font that keeps its size.
    public var scalingTextStyle: TextStyle?
    /// The file that measures the system font where this font is shown: the one its
    /// hierarchy's root names (``View/systemFontName``), set on the font a view shows
    /// (``View/shown(_:)``); nil for San Francisco's stand-in, and for a named font.
    var systemFile: FontFace?

    private init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, fontName: String?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.fontName = fontName
    }

    /// The regular system font of `pointSize` points.
    public init(pointSize: CGFloat) {
        self.init(pointSize: pointSize, weight: .regular, textStyle: nil, fontName: nil)
    }

    /// The system font at `size` points, UIKit's `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight, textStyle: nil, fontName: nil)
    }

    /// The bold system font, UIKit's `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The font of a text style at a content size category, UIKit's
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: its size and weight from Apple's
    /// Dynamic Type table.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large
    ) -> Font {
        Font(pointSize: style.pointSize(at: category), weight: style.weight, textStyle: style, fontName: nil)
    }

    /// The font registered as `name` (``FontLibrary/register(name:path:)``) at `size` points,
    /// UIKit's `UIFont(name:size:)`; nil when no font has that name.
    public init?(name: String, size: CGFloat) {
        guard FontLibrary.face(named: name) != nil else { return nil }
        self.init(pointSize: size, weight: .regular, textStyle: nil, fontName: name)
    }

    /// The default font of labels and text views: 17 points.
    public static let standard = Font(pointSize: 17)

    /// This font scaled as `style`'s font scales with the content size category, UIKit's
    /// `UIFontMetrics(forTextStyle: style).scaledFont(for: font)`: its size is the one it has at
    /// the default category, `large`, and at another category it is multiplied by the ratio of
    /// the style's sizes there and at `large` (docs/Text.md). A text style's own font is
    /// returned as it is: UIKit refuses to scale a font twice.
    public func scaled(forTextStyle style: TextStyle) -> Font {
        guard textStyle == nil else { return self }
        var scaled = self
        scaled.scalingTextStyle = style
        return scaled
    }

    /// The font a view shows at `category`: a text style's font takes the style's size there
    /// (as `adjustsFontForContentSizeCategory`, or a font made under that category, gives it);
    /// a scaled font (``scaled(forTextStyle:)``) its size times its style's growth there; other
    /// fonts keep their size.
    public func resolved(for category: ContentSizeCategory) -> Font {
        if let scalingTextStyle {
            var resolved = self
            resolved.pointSize =
                pointSize * scalingTextStyle.pointSize(at: category) / scalingTextStyle.pointSize(at: .large)
            // The size is settled: resolving it again keeps it.
            resolved.scalingTextStyle = nil
            return resolved
        }
        guard let textStyle, fontName == nil else { return self }
        return Font.preferredFont(forTextStyle: textStyle, compatibleWith: category)
    }

    /// The height of a line, UIFont's `lineHeight`: ascender less descender plus line gap.
    public var lineHeight: CGFloat { metrics.lineHeight(pointSize) }

    /// How far above the baseline the font reaches, UIFont's `ascender`.
    public var ascender: CGFloat { metrics.ascender(pointSize) }

    /// How far below the baseline the font reaches, negative, UIFont's `descender`.
    public var descender: CGFloat { metrics.descender(pointSize) }

    /// How the font's lines and widths are measured.
    var metrics: FontMetrics {
        if let fontName, let face = FontLibrary.face(named: fontName) { return .named(face) }
        if let systemFile { return .systemFile(systemFile.instance(weight: weight, size: pointSize)) }
        return .system(weight)
    }
}

extension Font {
    /// A font weight, UIKit's `UIFont.Weight`, by its name.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight on OpenType's scale, which a variable font's `wght` axis uses: 100 for
        /// ultraLight, up by 100 a weight, to 900 for black, as React Native maps CSS's
        /// weights to UIKit's (docs/Text.md).
        package var weightClass: Int { 100 * (Self.allCases.firstIndex(of: self)! + 1) }
    }

    /// A Dynamic Type text style, UIKit's `UIFont.TextStyle`, by its name.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote,
            caption1, caption2

        /// The style's weight: semibold for headline, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// The style's size in points at `category`, from Apple's Human Interface Guidelines
        /// (Typography, Specifications; docs/Text.md).
        public func pointSize(at category: ContentSizeCategory) -> CGFloat {
            CGFloat(sizes[category.index])
        }

        /// The sizes at the twelve categories, extraSmall to accessibilityExtraExtraExtraLarge.
        private var sizes: [Int] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        }
    }
}

/// The user's preferred text size, UIKit's `UIContentSizeCategory`, by its name, smallest
/// first; `large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The category's place in ``allCases``.
    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether the category is one of the accessibility sizes, UIKit's
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
