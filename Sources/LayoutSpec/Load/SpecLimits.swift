/// The bounds a spec must keep, so that a hostile or mistaken file fails fast with a located error.
///
/// Each limit is far above what a real screen needs; docs/SpecLanguage.md lists them for users.
public enum SpecLimits {
    /// The largest spec file, in bytes (1 MiB).
    public static let fileBytes = 1_048_576
    /// How deeply YAML collections may nest. A view nests two levels below its parent view
    /// (`subviews:` then the view's own mapping), so this leaves room for ``viewDepth``.
    public static let yamlDepth = 256
    /// How many nodes all aliases together may stand for when expanded. Aliases are never
    /// copied; this bounds the work of walking a tree in which they are shared.
    public static let aliasExpansion = 100_000
    /// The most views a spec may declare, the root view not counted.
    public static let viewCount = 10_000
    /// How deeply views may nest; a view in `views:` has depth 1.
    public static let viewDepth = 64
    /// The most entries the `constraints:` list may hold (a VFL string counts once).
    public static let constraintCount = 50_000
    /// The longest string, in Unicode scalars.
    public static let stringLength = 10_000
    /// The largest magnitude of a length, position or metric, in points. Anything beyond it is
    /// a typo, and keeping numbers small keeps the exact solver's arithmetic small.
    public static let magnitude: Double = 100_000
}
