import LayoutRuntime
import LayoutSpec

/// What proving a scene found: the layout at each size it was proven at, and whether it holds.
public struct Proof {
    /// One layout per size, in the order proven.
    public var layouts: [SceneLayout]
    /// True when no error was found at any size.
    public var holds: Bool
    /// The scene, when it was proven at every size it declares and holds there.
    public let proven: ProvenScene?
}

/// A scene proven fully determined, with every expectation met, at every size it declares:
/// the only input the emitter takes.
///
/// Only ``SceneProver`` makes one (its initializer is private to that file), so code that was
/// not proven cannot be emitted.
public struct ProvenScene {
    /// The scene, laid out at its last declared size.
    public let scene: BuiltScene
    /// Its layout at each declared size, in declaration order.
    public let layouts: [SceneLayout]

    fileprivate init(scene: BuiltScene, layouts: [SceneLayout]) {
        self.scene = scene
        self.layouts = layouts
    }
}

/// Proves a built scene at every size it declares: no conflict, no ambiguity, every
/// expectation met. Failures are diagnostics at the spec lines responsible.
///
/// The scene is laid out by LayoutRuntime, the same runtime the generated code uses; the
/// root is resized between sizes, so the incremental path is the one proven.
public struct SceneProver: GeneratorStage {
    public init() {}

    /// The prove stage: the scene proven at every size it declares, or nil when it does not
    /// hold there (every failure is reported).
    public func run(_ scene: BuiltScene, diagnostics: inout Diagnostics) -> ProvenScene? {
        Self.prove(scene, diagnostics: &diagnostics).proven
    }

    /// Proves the scene at `sizes` (its declared sizes by default) and returns what was found,
    /// whether it holds or not: the layouts of a scene that fails are what `layoutgen layout`
    /// prints. The proof carries a ``ProvenScene`` only when the scene holds at its declared
    /// sizes, all of them. With `capturingInsets`, the layouts hold each view's safe-area insets
    /// and margins too.
    public static func prove(
        _ scene: BuiltScene, at sizes: [SceneSize]? = nil, capturingInsets: Bool = false,
        diagnostics: inout Diagnostics
    ) -> Proof {
        let sizes = sizes ?? scene.sizes
        var findings = Findings()
        var layouts: [SceneLayout] = []
        guard let first = sizes.first else { return Proof(layouts: [], holds: true, proven: nil) }
        var context = ProofContext(scene: scene, size: first)
        for size in sizes {
            size.environment.apply(to: scene.root)
            scene.root.layoutIfNeeded()
            context.size = size
            // The frames as this layout left them: finding ties lays out again with other
            // priorities, and an ambiguous layout need not come back to the same frames.
            let layout = SceneLayout.capture(
                root: scene.root, sceneName: scene.name, sizeName: size.name, insets: capturingInsets)
            // Ties, then ambiguity, so that what only follows from a tie or a conflict is a note
            // under it.
            let ambiguous = context.ambiguousItems()
            let ties = context.findTies(among: ambiguous)
            context.reportTies(ties, into: &findings)
            var conflicts = context.conflicts()
            let explained = ties.reduce(into: Set<AmbiguousItem>()) { $0.formUnion($1.explains) }
            context.reportAmbiguity(
                into: &findings, ambiguous: ambiguous, explainedByTies: explained, conflicts: &conflicts)
            // The frames by id, read once for the warnings and lint.
            let frames = Dictionary(layout.views.map { ($0.id, $0.frame) }) { first, _ in first }
            context.reportWarnings(into: &findings, frames: frames, conflicts: &conflicts)
            context.reportIssues(into: &findings, conflicts: conflicts)
            context.checkExpectations(layout, into: &findings)
            // Lint looks at a layout only where it is determined and settled: elsewhere its
            // frames are one of many, and the errors say why.
            if conflicts.isEmpty && ambiguous.isEmpty && ties.isEmpty && scene.root.layoutIssues.isEmpty {
                context.reportLint(into: &findings, frames: frames)
            }
            layouts.append(layout)
        }
        let before = diagnostics.errors.count
        findings.flush(into: &diagnostics, sizes: sizes)
        let holds = diagnostics.errors.count == before
        let atDeclaredSizes = sizes == scene.sizes
        let proven = holds && atDeclaredSizes ? ProvenScene(scene: scene, layouts: layouts) : nil
        return Proof(layouts: layouts, holds: holds, proven: proven)
    }
}

extension SceneProver {
    /// Every constraint of the scene's last layout, one a line, each as a diagnostic note
    /// names it: `spec.yaml:9:5: 'box.top == view.top + 8'`, or what made it:
    /// `'b.leading == a.trailing + 8', UISV-spacing of the stack view 'row'`.
    public static func constraintLines(of scene: BuiltScene, at size: SceneSize) -> [String] {
        let context = ProofContext(scene: scene, size: size)
        return scene.root.constraintsOfLastLayout.map { constraint in
            let note = context.note(for: constraint)
            guard let location = note.location else { return note.message }
            return "\(location): \(note.message)"
        }
    }
}

/// Diagnostics found at each size, merged when the same finding holds at several sizes.
///
/// A finding is a catalogue factory waiting for its `sizes` phrase ("at every size", "at
/// 'portrait' (390x844)"), which is known only once every size has been proven.
struct Findings {
    typealias Make = (_ sizes: String) -> Diagnostic

    private var order: [Diagnostic] = []
    private var makers: [Diagnostic: Make] = [:]
    private var sizes: [Diagnostic: [String]] = [:]

    /// Records a finding at a size. Findings that differ only in their sizes are one finding.
    mutating func add(size: SceneSize, _ make: @escaping Make) {
        let key = make("")
        if sizes[key] == nil {
            order.append(key)
            makers[key] = make
        }
        if sizes[key, default: []].last != size.name { sizes[key, default: []].append(size.name) }
    }

    /// Emits each finding once, saying at which sizes it holds.
    func flush(into diagnostics: inout Diagnostics, sizes allSizes: [SceneSize]) {
        for key in order {
            let names = sizes[key]!
            let phrase: String
            if names.count < allSizes.count || allSizes.count == 1 {
                let described = names.map { name in allSizes.first { $0.name == name }!.phrase }
                phrase = "at \(described.joined(separator: ", "))"
            } else {
                phrase = "at every size"
            }
            diagnostics.emit(makers[key]!(phrase))
        }
    }
}

/// One size of one scene being proven: maps runtime objects back to spec places.
struct ProofContext {
    let scene: BuiltScene
    /// The size being proven; the maps below hold for every size.
    var size: SceneSize
    let sceneConstraints: [ObjectIdentifier: SceneConstraint]
    /// Each spec constraint's place in the spec.
    let specOrder: [ObjectIdentifier: Int]
    let viewIDs: [ObjectIdentifier: String]
    let viewLocations: [String: SourceLocation]
    /// Every view of the scene but the root, by identity.
    let views: [ObjectIdentifier: View]

    init(scene: BuiltScene, size: SceneSize) {
        self.scene = scene
        self.size = size
        var constraints: [ObjectIdentifier: SceneConstraint] = [:]
        var order: [ObjectIdentifier: Int] = [:]
        for (index, constraint) in scene.constraints.enumerated() {
            constraints[ObjectIdentifier(constraint.constraint)] = constraint
            order[ObjectIdentifier(constraint.constraint)] = index
        }
        sceneConstraints = constraints
        specOrder = order
        var ids: [ObjectIdentifier: String] = [ObjectIdentifier(scene.root): BuiltScene.rootID]
        var locations: [String: SourceLocation] = [:]
        for view in scene.views {
            ids[ObjectIdentifier(view.view)] = view.id
            locations[view.id] = view.location
        }
        viewIDs = ids
        viewLocations = locations
        views = Dictionary(uniqueKeysWithValues: scene.views.map { (ObjectIdentifier($0.view), $0.view) })
    }

    /// The spec id of a view or of a guide's owning view.
    func id(of item: any LayoutItem) -> String {
        if let view = item as? View { return viewIDs[ObjectIdentifier(view)] ?? "?" }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            return viewIDs[ObjectIdentifier(owner)] ?? "?"
        }
        return "?"
    }

    /// How the spec names an item in equations: `greenView`, `scrollView.contentLayoutGuide`.
    func specName(of item: any LayoutItem) -> String {
        // UIKit's guides of a view are named by the view's property that holds them.
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let property = guide.viewProperty {
            return "\(id(of: owner)).\(property)"
        }
        return id(of: item)
    }

    /// The place in the spec responsible for a constraint, and a note describing it.
    func note(for constraint: LayoutConstraint) -> Diagnostic.Note {
        if let source = sceneConstraints[ObjectIdentifier(constraint)] {
            let equation = describe(constraint)
            return .writtenConstraint(
                equation, source: source.source == equation ? nil : source.source, at: source.location)
        }
        let owner = constraint.firstItem.map { id(of: $0) } ?? "?"
        let location = viewLocations[owner]
        let equation = describe(constraint)
        switch constraint.origin {
        case .autoresizingMask:
            return .autoresizingConstraint(equation, view: owner, at: location)
        case .contentSize:
            return .contentSizeConstraint(equation, view: owner, at: location)
        case .rootFrame:
            return .rootSizeConstraint(equation, size: size.name, at: size.location)
        case .scrollView:
            return .scrollViewConstraint(equation, scrollView: owner, at: location)
        case .stackView:
            let stackID = constraint.generatingView.map { id(of: $0) } ?? owner
            return .stackViewConstraint(
                equation, rule: constraint.identifier ?? "UISV", stackView: stackID,
                at: viewLocations[stackID])
        case .layoutGuide:
            // The root's guides follow from the size (its safe area); another view's from its
            // declaration.
            let guide = (constraint.firstItem as? LayoutGuide)?.identifier ?? "layout guide"
            return .layoutGuideConstraint(equation, guide: guide, view: owner, at: location ?? size.location)
        case .fittingSize, .user:
            return .writtenConstraint(equation, source: nil, at: location)
        }
    }

    /// A constraint named inside a sentence: "the constraint 'a.width == 100'", with the spec
    /// text it came from when that differs.
    func cite(_ constraint: LayoutConstraint) -> String {
        let equation = describe(constraint)
        if let source = sceneConstraints[ObjectIdentifier(constraint)], source.source != equation {
            return "the constraint '\(equation)' (from '\(source.source)')"
        }
        return "the constraint '\(equation)'"
    }

    /// A constraint in the spec's equation syntax: `greenView.top == contentView.top + 15 @250`.
    func describe(_ constraint: LayoutConstraint) -> String {
        let first = "\(specName(of: constraint.firstItem!)).\(constraint.firstAttribute.description)"
        var text = "\(first) \(constraint.relation) "
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            text += "\(specName(of: second)).\(constraint.secondAttribute.description)"
            if constraint.multiplier != 1 {
                text += " * \(SwiftLiteral.number(Double(constraint.multiplier)))"
            }
            let constant = Double(constraint.constant)
            if constant > 0 { text += " + \(SwiftLiteral.number(constant))" }
            if constant < 0 { text += " - \(SwiftLiteral.number(-constant))" }
        } else {
            text += SwiftLiteral.number(Double(constraint.constant))
        }
        if constraint.priority != .required {
            text += " @\(SwiftLiteral.number(Double(constraint.priority.rawValue)))"
        }
        return text
    }
}
