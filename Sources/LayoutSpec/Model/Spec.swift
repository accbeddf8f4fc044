import LayoutRuntime

/// A layout spec as written: the scene, its sizes and metrics, the view tree, the raw
/// constraints and the expectations, every value with the place it was written.
///
/// The loader checks the shape of the file (types, names, ranges, limits); constraint text is
/// kept raw for the grammar stage, and view ids in constraints and expectations are resolved
/// by later stages.
public struct Spec: Hashable, Sendable {
    /// The path the spec was loaded from, as the caller gave it.
    public var file: String
    /// The Swift type name of the generated scene.
    public var scene: Located<String>
    /// The sizes the spec is proven at, in file order; never empty.
    public var sizes: [SizeSpec]
    /// Named numbers for equations and VFL, in file order.
    public var metrics: [Metric]
    /// The root view's subviews, in z-order (first is backmost).
    public var views: [ViewSpec]
    /// Every constraint entry in file order; a VFL entry may stand for several constraints.
    public var constraints: [ConstraintEntry]
    /// What must hold at each size, in file order.
    public var expectations: [Expectation]
    /// The lint checks the spec turns on or off for every view (`lint:`).
    public var lint: LintSettings
    /// The font files fonts may name (`fonts:`), in file order, and the system font's
    /// (``systemFont``).
    public var fonts: [FontFile]
    /// What the scene is a self-sizing cell of (`cell:`); nil for a screen.
    public var cell: Located<CellKind>?

    public init(
        file: String, scene: Located<String>, sizes: [SizeSpec], metrics: [Metric] = [],
        views: [ViewSpec] = [], constraints: [ConstraintEntry] = [], expectations: [Expectation] = [],
        lint: LintSettings = [:], fonts: [FontFile] = [], cell: Located<CellKind>? = nil
    ) {
        self.file = file
        self.scene = scene
        self.sizes = sizes
        self.metrics = metrics
        self.views = views
        self.constraints = constraints
        self.expectations = expectations
        self.lint = lint
        self.fonts = fonts
        self.cell = cell
    }

    /// The id of the root view, reserved in every spec.
    public static let rootViewID = "view"

    /// The key of `fonts:` that names the file of the system font (`fonts: {system: PATH}`):
    /// San Francisco's own, on a machine that has it (docs/Text.md).
    public static let systemFontKey = "system"

    /// The file of `fonts:` that measures the system font of this spec's scene, nil for
    /// San Francisco's stand-in.
    public var systemFont: FontFile? { fonts.first { $0.name.value == Self.systemFontKey } }

    /// The path `font`'s file is read from: as written when absolute, else from the spec's
    /// folder.
    public func path(of font: FontFile) -> String {
        Self.path(font.value.value, from: file)
    }

    /// `path` as the spec at `specFile` names it: from the spec's folder unless it is absolute.
    static func path(_ path: String, from specFile: String) -> String {
        guard !path.hasPrefix("/"), let slash = specFile.lastIndex(of: "/") else { return path }
        return specFile[...slash] + path
    }

    /// Every view in the tree, parents before their subviews, in file order.
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = []
        var pending = Array(views.reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: next.subviews.reversed())
        }
        return result
    }
}

extension Spec {
    /// The `when:` of every constraint of `constraints`, then of every view and `vary:` item of
    /// `views` and their subviews, in file order: the size classes something varies at.
    package static func sizeClassConditions(constraints: [ConstraintEntry], views: [ViewSpec])
        -> [Located<SizeClassCondition>]
    {
        constraints.compactMap(\.condition) + variantConditions(of: views)
    }

    /// ``sizeClassConditions(constraints:views:)`` of the spec's own.
    package var sizeClassConditions: [Located<SizeClassCondition>] {
        Self.sizeClassConditions(constraints: constraints, views: views)
    }

    /// The `when:` of every view and `vary:` item of `views` and their subviews, in file order.
    private static func variantConditions(of views: [ViewSpec]) -> [Located<SizeClassCondition>] {
        views.flatMap {
            ($0.condition.map { [$0] } ?? []) + $0.variants.map(\.condition)
                + variantConditions(of: $0.subviews)
        }
    }

    /// Of `conditions`, the first of each that no size of `sizes` has: what varies there is
    /// never laid out, so never proven.
    package static func unprovenConditions(
        _ conditions: [Located<SizeClassCondition>], sizes: [SizeSpec]
    ) -> [Located<SizeClassCondition>] {
        var seen: Set<SizeClassCondition> = []
        return conditions.filter { condition in
            seen.insert(condition.value).inserted
                && !sizes.contains(where: { condition.value.matches($0.sizeClasses) })
        }
    }

    /// Whether something varies with the size classes (a `when:` of a constraint or a view, a
    /// `vary:`): then a size's classes matter, and messages name them
    /// (``SizeSpec/namesSizeClasses``), however the spec was made.
    package var variesWithSizeClasses: Bool {
        !sizeClassConditions.isEmpty
    }
}

extension SizeClassCondition {
    /// Devices whose size classes the condition matches, each in an orientation it has them in
    /// (docs/Devices.md), as a size of a spec writes them: `'{device: iPadAir5}' or ...`.
    package var exampleDevices: String {
        let examples: [(name: String, orientation: Device.Orientation)] = [
            ("iPadAir5", .portrait), ("iPhone16ProMax", .landscape), ("iPhone16", .portrait),
            ("iPhone16", .landscape),
        ]
        return examples.filter { example in
            Device.named(example.name).map { matches($0.sizeClasses(example.orientation)) } ?? false
        }.map {
            "'{device: \($0.name)\($0.orientation == .landscape ? ", orientation: landscape" : "")}'"
        }.joined(separator: " or ")
    }
}
