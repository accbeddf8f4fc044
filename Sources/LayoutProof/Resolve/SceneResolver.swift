import LayoutRuntime
import LayoutSpec

/// Resolves a loaded spec into runtime objects: views with their properties, and constraints
/// from equations and Visual Format strings, each remembering its spec line.
///
/// The scroll-view rules are not applied here: the constraints are built as written (a
/// scroll view's `|` is the scroll view itself), and LayoutRuntime interprets them, so the
/// verifier and the generated code share one implementation.
public struct SceneResolver: GeneratorStage {
    public init() {}

    /// The resolve stage: builds the scene; reports every error it finds (unknown ids and
    /// colors, names used twice, expectations that name nothing) and returns nil if there was any.
    public func run(_ spec: Spec, diagnostics: inout Diagnostics) -> BuiltScene? {
        let errorsBefore = diagnostics.errors.count
        var resolver = Resolver(spec: spec)
        resolver.checkNames(&diagnostics)
        resolver.buildViews(&diagnostics)
        var constraints = resolver.buildConstraints(&diagnostics)
        resolver.installConditions(of: &constraints, diagnostics: &diagnostics)
        let expectations = resolver.resolveExpectations(&diagnostics)
        guard diagnostics.errors.count == errorsBefore, !spec.sizes.isEmpty else { return nil }
        let root = resolver.root
        LayoutConstraint.activate(
            constraints.filter { !$0.isPlaceholder && $0.condition == nil }.map(\.constraint))
        let variants = SizeClassVariants(
            constraints: constraints, views: resolver.views, viewNamed: resolver.view)
        if !variants.isEmpty {
            variants.apply(root.sizeClasses)
            root.registerForSizeClassChanges { root, _ in variants.apply(root.sizeClasses) }
        }
        resolver.sizes[0].environment.apply(to: root)
        return BuiltScene(
            name: spec.scene.value, specFileName: resolver.fileName, sizes: resolver.sizes,
            root: resolver.root, rootSettings: resolver.rootSettings, views: resolver.views,
            constraints: constraints, expectations: expectations, cell: spec.cell?.value)
    }
}

/// The state of one resolution.
struct Resolver {
    let spec: Spec
    let fileName: String
    let root: View
    /// What the root is set to first (``BuiltScene/rootSettings(systemFont:isCell:)``).
    let rootSettings: [ViewSetting]
    var views: [SceneView] = []
    var viewsByID: [String: SceneView] = [:]
    let sizes: [SizeSpec]

    /// Identifiers a view, constraint or scene may not take: they would read as something else
    /// in the generated class.
    static let reservedNames = Set([
        "self", "Self", "super", "init", "deinit", "_", "Type", "Protocol", "Any", "sizes",
    ]).union(runtimeTypeNames)

    /// The types generated code names: a property of the same name would shadow them.
    static let runtimeTypeNames = Set(ViewType.allCases.map(\.runtimeClassName)).union([
        "Image", "Font", "Color", "LayoutConstraint", "LayoutPriority", "LayoutGuide", "LayoutRuntime",
        "LayoutEnvironment", "EdgeInsets", "DirectionalEdgeInsets", "CGRect",
        "CGSize", "CGPoint", "CGFloat", "String", "Foundation", "Swift", "SizeClasses", "SizeClassVariants",
    ])

    init(spec: Spec) {
        self.spec = spec
        fileName = spec.file.split(separator: "/").last.map(String.init) ?? spec.file
        root = View()
        root.accessibilityIdentifier = BuiltScene.rootID
        // The loader read the system font's file; it is read once a process.
        let systemFont = spec.systemFont.flatMap { FontLibrary.face(atPath: spec.path(of: $0)) }
        rootSettings = BuiltScene.rootSettings(systemFont: systemFont, isCell: spec.cell != nil)
        for setting in rootSettings { setting.apply(root) }
        sizes = spec.sizes
        // The root has its first size before views are added to it, as in the generated code:
        // a view placed by its frame keeps it against that size (``View/autoresizingMask``).
        if let first = sizes.first { root.frame = CGRect(origin: .zero, size: first.environment.size) }
    }

    /// The scene name must be a type name; ids and constraint names must not collide with
    /// the generated members or with each other.
    func checkNames(_ diagnostics: inout Diagnostics) {
        let scene = spec.scene
        // The loader has checked that it is an identifier; some identifiers still cannot be a type.
        if Self.reservedNames.contains(scene.value) || SwiftLiteral.keywords.contains(scene.value) {
            diagnostics.emit(.sceneNameNotAType(scene.value, at: scene.location))
        }
        let allViews = spec.allViews
        for view in allViews where Self.reservedNames.contains(view.id.value) {
            diagnostics.emit(
                .reservedViewID(
                    view.id.value, hidesType: Self.runtimeTypeNames.contains(view.id.value),
                    at: view.id.location))
        }
        if let cell = spec.cell {
            let named = allViews.map(\.id) + spec.constraints.compactMap(\.name)
            for name in named where CellKind.memberNames.contains(name.value) {
                diagnostics.emit(
                    .cellMemberName(
                        name.value,
                        cellClass: cell.value == .tableView ? "UITableViewCell" : "UICollectionViewCell",
                        at: name.location))
            }
        }
        // Few constraints have names; gather the view ids only when one does.
        guard spec.constraints.contains(where: { $0.name != nil }) else { return }
        let viewIDs = Set(allViews.map(\.id.value))
        for entry in spec.constraints {
            guard let name = entry.name else { continue }
            if Self.reservedNames.contains(name.value) || name.value == BuiltScene.rootID {
                diagnostics.emit(
                    .reservedConstraintName(
                        name.value, hidesType: Self.runtimeTypeNames.contains(name.value), at: name.location))
            } else if viewIDs.contains(name.value) {
                diagnostics.emit(.constraintNameIsViewID(name.value, at: name.location))
            }
        }
    }

    /// A stack view's custom spacings by the id of the arranged subview they follow; an id
    /// that is not one of its arranged subviews is an error.
    private static func customSpacings(of stack: ViewSpec, diagnostics: inout Diagnostics)
        -> [String: StackSpacing]
    {
        let arranged = stack.subviews.filter(\.isArranged).map(\.id.value)
        var result: [String: StackSpacing] = [:]
        for entry in stack.customSpacing {
            guard arranged.contains(entry.name.value) else {
                diagnostics.emit(
                    .customSpacingAfterNoArrangedView(
                        entry.name.value, stackView: stack.id.value, among: arranged, at: entry.name.location)
                )
                continue
            }
            result[entry.name.value] = entry.value.value
        }
        return result
    }

    /// Makes every view, in spec order, with its properties, and adds it to its superview (an
    /// arranged subview to its stack view, with the custom spacing after it).
    mutating func buildViews(_ diagnostics: inout Diagnostics) {
        var customSpacings: [ObjectIdentifier: [String: StackSpacing]] = [:]
        var stack: [(ViewSpec, View, String)] = spec.views.reversed().map { ($0, root, BuiltScene.rootID) }
        while let (viewSpec, parent, parentID) = stack.popLast() {
            let type = viewSpec.type.value
            let view = type.makeView()
            view.accessibilityIdentifier = viewSpec.id.value
            let settings = Self.settings(of: viewSpec, diagnostics: &diagnostics)
            for setting in settings { setting.apply(view) }
            var customSpacing: StackSpacing?
            if viewSpec.isArranged, let stackView = parent as? StackView {
                stackView.addArrangedSubview(view)
                customSpacing = customSpacings[ObjectIdentifier(stackView)]?[viewSpec.id.value]
                if let customSpacing { stackView.setCustomSpacing(customSpacing.runtimeValue, after: view) }
            } else {
                parent.addSubview(view)
            }
            if let stackView = view as? StackView, stackView.axis == .vertical,
                [.firstBaseline, .lastBaseline].contains(stackView.alignment),
                let written = viewSpec["alignment"]
            {
                diagnostics.emit(
                    .baselineAlignmentOfVerticalStack(
                        viewSpec.id.value, alignment: stackView.alignment.rawValue, at: written.location))
            }
            if !viewSpec.customSpacing.isEmpty {
                customSpacings[ObjectIdentifier(view)] = Self.customSpacings(
                    of: viewSpec, diagnostics: &diagnostics)
            }
            var sceneView = SceneView(
                id: viewSpec.id.value, type: type, view: view, parentID: parentID, settings: settings,
                isArranged: viewSpec.isArranged, customSpacingAfter: customSpacing,
                lintChecks: Set(LintRule.allCases.filter { viewSpec.lint[$0] ?? spec.lint[$0] ?? true }),
                location: viewSpec.id.location)
            sceneView.variations = Self.variations(of: viewSpec, diagnostics: &diagnostics)
            installCondition(of: &sceneView, written: viewSpec.condition, diagnostics: &diagnostics)
            views.append(sceneView)
            viewsByID[sceneView.id] = sceneView
            stack.append(contentsOf: viewSpec.subviews.reversed().map { ($0, view, viewSpec.id.value) })
        }
    }

    /// The view with this id, the root included.
    func view(_ id: String) -> View? {
        id == BuiltScene.rootID ? root : viewsByID[id]?.view
    }

    func parentID(of id: String) -> String? {
        viewsByID[id]?.parentID
    }
}
