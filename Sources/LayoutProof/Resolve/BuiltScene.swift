import LayoutRuntime
import LayoutSpec

/// A spec built into runtime objects: the views and constraints that the proof lays out and
/// that the emitted Swift recreates, each with the place in the spec it came from.
///
/// The verifier proves this object graph, and the emitter writes code that builds the same
/// graph through the same runtime, so what is proven is what runs.
public final class BuiltScene {
    /// The Swift type name of the scene (`scene:`).
    public let name: String
    /// The spec's file name without folders, used in constraint identifiers and headers.
    public let specFileName: String
    public let sizes: [SizeSpec]
    /// The root view, `view` in the spec; its frame is the first size.
    public let root: View
    /// Every other view, in spec order (depth first, parents before children).
    public let views: [SceneView]
    /// Every constraint, in spec order; placeholders are built but never activated, and those
    /// of a `when:` entry are active only while the root's size classes match (the root's
    /// size-class handler, which the resolver registers, activates them).
    public let constraints: [SceneConstraint]
    /// The spec's `expect:` entries, each naming a view of the scene and a property it has.
    public let expectations: [SceneExpectation]
    /// What the root view is set to before anything else (``rootSettings(systemFont:isCell:)``).
    public let rootSettings: [ViewSetting]
    /// What the scene is a self-sizing cell of, whose `contentView` the root stands for; nil
    /// for a screen, whose root stands for a view controller's root view.
    public let cell: CellKind?

    init(
        name: String, specFileName: String, sizes: [SizeSpec], root: View, rootSettings: [ViewSetting],
        views: [SceneView], constraints: [SceneConstraint], expectations: [SceneExpectation],
        cell: CellKind? = nil
    ) {
        (self.name, self.specFileName, self.sizes, self.root) = (name, specFileName, sizes, root)
        (self.rootSettings, self.views, self.constraints) = (rootSettings, views, constraints)
        (self.expectations, self.cell) = (expectations, cell)
    }

    /// The id of the root view in specs and generated code.
    public static let rootID = Spec.rootViewID

    /// What the root view is set to before anything else: a screen's stands for a view
    /// controller's root view, whose margins UIKit manages (at least the system minimum
    /// margins), where a cell's content view keeps UIView's margins, 8 on every side; and, when
    /// the spec names a file for the system font (`fonts: {system: PATH}`), its text measures
    /// the system font with `systemFont`, that file. The generated LayoutRuntime code names the
    /// file the app registered as `system`, as it names the app's other fonts; UIKit code sets
    /// nothing, since the device's system font is San Francisco.
    static func rootSettings(systemFont: FontFace?, isCell: Bool = false) -> [ViewSetting] {
        var settings: [ViewSetting] = []
        if !isCell {
            settings.append(
                ViewSetting.assign(
                    "viewRespectsSystemMinimumLayoutMargins", \View.viewRespectsSystemMinimumLayoutMargins,
                    true, swift: "true",
                    uikit: .viewController(
                        .assignment(member: "viewRespectsSystemMinimumLayoutMargins", value: "true"))))
        }
        if let systemFont {
            let name = Spec.systemFontKey
            settings.append(
                ViewSetting(
                    .assignment(member: "systemFontName", value: SwiftLiteral.string(name)),
                    uikit: .providedByDevice
                ) { root in root.measureSystemFont(with: systemFont, named: name) })
        }
        return settings
    }

    /// Every installed view's frame as the last layout solved it (``View/exactFrame``), by id,
    /// the root included: what proofs and lint reason about, before UIKit's pixel rounding.
    public func exactFrames() -> [String: CGRect] {
        var frames = [Self.rootID: root.exactFrame]
        for view in installedViews { frames[view.id] = view.view.exactFrame }
        return frames
    }

    /// The views in the hierarchy at the root's size classes: all but those a `when:` of theirs
    /// or of a view they are in leaves out.
    public var installedViews: [SceneView] {
        let classes = root.sizeClasses
        return views.filter { $0.installedIn?.matches(classes) ?? true }
    }

    /// The scene view with this id, the root included.
    public func view(_ id: String) -> View? {
        id == Self.rootID ? root : views.first { $0.id == id }?.view
    }
}

/// A view of a scene and what the spec set on it.
public struct SceneView {
    public let id: String
    public let type: ViewType
    public let view: View
    /// The id of the superview: `view` for the root's subviews.
    public let parentID: String
    /// What the spec's properties set, in the order the generated code sets them.
    public let settings: [ViewSetting]
    /// Whether its superview is a stack view that lays it out (`arrangedSubviews:`).
    public let isArranged: Bool
    /// The stack view's custom spacing after it, when the spec sets one.
    public let customSpacingAfter: StackSpacing?
    /// The lint checks that look at this view: the view's `lint:` over the spec's, on unless
    /// turned off.
    public let lintChecks: Set<LintRule>
    public let location: SourceLocation
    /// The properties its `vary:` gives other values at some size classes, in table order.
    public var variations: [PropertyVariation] = []
    /// Its `when:`: the classes it is in its superview at; nil for every size.
    public var condition: SizeClassCondition?
    /// The classes it is in the hierarchy at: its `when:` and those of the views it is in.
    public var installedIn: SizeClassCondition?

    /// The siblings the spec puts after `views[index]`, a view of a `when:`, that may be in
    /// their superview when it comes back, in order, up to the first that always is: the view
    /// goes back behind the first of them that is there (or, in a stack view, before it).
    public static func laterSiblings(of index: Int, in views: [SceneView]) -> [SceneView] {
        var later: [SceneView] = []
        for view in views[(index + 1)...] where view.parentID == views[index].parentID {
            later.append(view)
            if view.condition == nil { break }
        }
        return later
    }
}

/// A property of a view that `vary:` gives other values at some size classes.
public struct PropertyVariation {
    /// The property's name, a key of ``ViewProperty/sizeClassDefaults``.
    public let property: String
    /// What the view has where no item of `vary:` that sets it matches: the spec's value, or
    /// UIKit's default.
    public let base: [ViewSetting]
    /// Each item of `vary:` that sets it, in spec order; where several match, the last holds.
    public let cases: [(condition: SizeClassCondition, settings: [ViewSetting])]
    /// The values it takes, the base's first: what a proof may need to know of the values a
    /// size does not show (the fonts ``CategoryTwins`` compares).
    public let values: [PropertyValue]

    /// The assignments that give the view its value at `classes`.
    public func settings(for classes: SizeClasses) -> [ViewSetting] {
        cases.last { $0.condition.matches(classes) }?.settings ?? base
    }
}

/// A constraint of a scene.
public struct SceneConstraint {
    public let constraint: LayoutConstraint
    /// The spec entry it came from (an equation, or one fragment of a VFL string).
    public let location: SourceLocation
    /// The spec text it came from, for messages.
    public let source: String
    /// The entry's `name:`, exposed as a property of the generated scene.
    public let name: String?
    /// IB's "remove at build time": checked, built, never activated.
    public let isPlaceholder: Bool
    /// The whole entry of `constraints:` it came from, which a fix may edit.
    public let entry: ConstraintEntry

    /// The size classes it is active in: those of its `when:` entry and of the views it names
    /// (``SceneView/installedIn``), as UIKit deactivates the constraints of a view it removes;
    /// nil for every size.
    public var condition: SizeClassCondition?

    /// Whether it is active in a root of `classes`: not a placeholder, and of no condition or
    /// one that `classes` match.
    public func isActive(in classes: SizeClasses) -> Bool {
        !isPlaceholder && (condition?.matches(classes) ?? true)
    }

    /// `file.yaml:line`: the identifier the constraint carries at run time.
    package static func identifier(file: String, location: SourceLocation) -> String {
        "\(file):\(location.line)"
    }
}

/// One `expect:` entry, resolved: a view of the scene, a property it has, and the value it
/// must have at one size.
public struct SceneExpectation: Hashable, Sendable {
    /// The name of the size it is checked at.
    public let sizeName: String
    /// The view's id, the root's included.
    public let viewID: String
    public let property: ExpectedProperty
    /// `id.property` as written, located, for messages.
    public let subject: Located<String>
    public let value: Located<Expectation.Value>
}
