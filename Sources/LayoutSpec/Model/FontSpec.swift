import LayoutRuntime

/// A text view's font as a spec writes it: the system font at a size and weight
/// (`{size: 17, weight: semibold}`), a Dynamic Type text style (`{style: body}`), or a font
/// whose file the spec's `fonts:` names (`{name: Avenir-Book, size: 15}`); either fixed-size
/// form scaled as a text style scales (`relativeTo: body`).
public indirect enum FontSpec: Hashable, Sendable {
    /// UIKit's `systemFont(ofSize:weight:)`; the size is above 0 and at most
    /// ``SpecLimits/magnitude``.
    case system(size: Located<Double>, weight: Font.Weight = .regular)
    /// UIKit's `preferredFont(forTextStyle:)`: the style gives the size and the weight, at the
    /// content size category the scene is laid out at.
    case textStyle(Font.TextStyle)
    /// UIKit's `UIFont(name:size:)`: the font `fonts:` registers as `name`, from `file`, the
    /// path of its file as the spec's folder resolves it.
    case named(String, size: Located<Double>, file: String)
    /// UIKit's `UIFontMetrics(forTextStyle:).scaledFont(for:)` of a system or named font
    /// (`relativeTo: body`, SwiftUI's word): its size follows the category as the style's does.
    case scaled(FontSpec, relativeTo: Font.TextStyle)

    /// The point size written, nil for a text style (whose size follows the category).
    public var size: Located<Double>? {
        switch self {
        case .system(let size, _), .named(_, let size, _): size
        case .textStyle: nil
        case .scaled(let base, _): base.size
        }
    }

    /// The runtime font: a named font's file is registered first when no font has its name
    /// yet (a spec the loader read registered it already); nil when that file is not a font.
    public var runtimeFont: Font? {
        switch self {
        case .system(let size, let weight):
            return .systemFont(ofSize: CGFloat(size.value), weight: weight)
        case .textStyle(let style):
            return .preferredFont(forTextStyle: style)
        case .named(let name, let size, let file):
            if let font = Font(name: name, size: CGFloat(size.value)) { return font }
            guard FontLibrary.register(name: name, path: file) else { return nil }
            return Font(name: name, size: CGFloat(size.value))
        case .scaled(let base, let style):
            return base.runtimeFont?.scaled(forTextStyle: style)
        }
    }
}

/// A font file a spec names under `fonts:`, such as `Avenir-Book: Fonts/Avenir-Book.ttf`: the
/// name fonts use (`font: {name: Avenir-Book, size: 15}`, UIKit's `UIFont(name:size:)`) and
/// the path as written, from the spec's folder unless it starts with `/`.
public typealias FontFile = Named<String>
