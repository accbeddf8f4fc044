import LayoutRuntime
import LayoutSpec

/// The sizes of an entry proven at several text sizes that lay the scene out as a size proven
/// before them: the same in everything but the category, at a category where every font the
/// scene's views store, or take at other size classes, is the font it is at that size's.
///
/// A category reaches a layout only through the fonts of text styles: a view measures its text
/// with the font it shows, ``Font/resolved(for:)`` at its root's category, and that is the
/// font itself unless it has a text style. So where every stored font resolves alike, so do the
/// layouts, and such a size takes the proof of the size before it instead of its own: in a
/// scene without text styles, one category's proof stands for all twelve. A size that
/// `expect:` names is proven on its own, and so is one whose twin it names: expectations are
/// checked at the size they are written for.
struct CategoryTwins {
    /// The fonts the scene's views store that change with the category: those of a text style
    /// or scaled as one.
    private let styledFonts: [Font]
    /// The sizes `expect:` names.
    private let expected: Set<String>
    /// The size proven for each size and fonts, the category left out.
    private var proven: [Key: SizeSpec] = [:]

    private struct Key: Hashable {
        var size: SizeSpec
        var fonts: [Font]
    }

    init(_ scene: BuiltScene) {
        var visited: Set<ObjectIdentifier> = []
        let views = [scene.root] + scene.views.map(\.view)
        // The fonts of `vary:` too: a view stores only its present classes' font.
        let varying = scene.views.flatMap(\.variations).flatMap(\.values).compactMap { value in
            if case .font(let spec) = value { spec.runtimeFont } else { nil }
        }
        styledFonts = (views.flatMap { Self.fonts(in: $0, visited: &visited) } + varying).filter {
            $0.resolved(for: .extraSmall) != $0.resolved(for: .accessibilityExtraExtraExtraLarge)
        }
        expected = Set(scene.expectations.map(\.sizeName))
    }

    /// The size proven before that `size`, a size at one category of an entry, lays out alike;
    /// nil for a size to prove, which later sizes may then be twins of.
    mutating func twin(of size: SizeSpec) -> SizeSpec? {
        guard let category = size.member?.contentSizeCategory, !expected.contains(size.name) else {
            return nil
        }
        var neutral = size
        neutral.name = ""
        neutral.member?.contentSizeCategory = nil
        neutral.contentSizeCategory = .large
        let key = Key(size: neutral, fonts: styledFonts.map { $0.resolved(for: category) })
        if let twin = proven[key] { return twin }
        proven[key] = size
        return nil
    }

    /// Every `Font` that `value` stores: itself, or in its stored properties (a class's and its
    /// superclasses'), and in the structs, enums, optionals and collections they hold, and in
    /// the views they refer to. Other objects are not looked into.
    private static func fonts(in value: Any, visited: inout Set<ObjectIdentifier>, depth: Int = 0) -> [Font] {
        if let font = value as? Font { return [font] }
        guard depth < 6 else { return [] }
        if let view = value as? View, !visited.insert(ObjectIdentifier(view)).inserted { return [] }
        var mirror: Mirror? = Mirror(reflecting: value)
        if mirror?.displayStyle == .class, !(value is View) { return [] }
        var fonts: [Font] = []
        while let current = mirror {
            for child in current.children {
                fonts += Self.fonts(in: child.value, visited: &visited, depth: depth + 1)
            }
            mirror = current.superclassMirror
        }
        return fonts
    }
}
