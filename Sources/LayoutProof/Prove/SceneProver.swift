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
    /// Each range of sizes that was swept, cut where its layout changes.
    public var ranges: [RangeProof] = []
}

/// Looks at the scene at one single size right after the proof laid it out, before the proof
/// lays it out again (its tie search does): what a picture of the proof's own layout needs.
/// `witness` is the other layout of the size's first witnessed ambiguity in spec order, if any.
public typealias LayoutObserver = (_ scene: BuiltScene, _ size: SceneSize, _ witness: Diagnostic.Witness?) ->
    Void

/// A scene proven fully determined, with every expectation met, at every size it declares:
/// the only input the emitter takes.
///
/// Only ``SceneProver`` makes one (its initializer is private to that file), so code that was
/// not proven cannot be emitted.
public struct ProvenScene {
    /// The scene, laid out at its last declared size.
    public let scene: BuiltScene
    /// Its layout at each declared size, in declaration order; a range by its two corners.
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

    /// The prove stage, keeping the proof whether it holds or not (see
    /// ``prove(_:at:capturingInsets:drawing:diagnostics:)``).
    public func prove(_ scene: BuiltScene, diagnostics: inout Diagnostics) -> Proof {
        Self.prove(scene, diagnostics: &diagnostics)
    }

    /// Proves the scene at `sizes` (its declared sizes by default) and returns what was found,
    /// whether it holds or not: the layouts of a scene that fails are what `layoutgen layout`
    /// prints. The proof carries a ``ProvenScene`` only when the scene holds at its declared
    /// sizes, all of them. With `capturingInsets`, the layouts hold each view's safe-area insets
    /// and margins too; `observe` is called at each single size right after its layout.
    public static func prove(
        _ scene: BuiltScene, at sizes: [SceneSize]? = nil, capturingInsets: Bool = false,
        observe: LayoutObserver? = nil,
        diagnostics: inout Diagnostics
    ) -> Proof {
        let sizes = sizes ?? scene.sizes
        var findings = Findings()
        var layouts: [SceneLayout] = []
        var ranges: [RangeProof] = []
        guard let first = sizes.first else { return Proof(layouts: [], holds: true, proven: nil) }
        var context = ProofContext(scene: scene, size: first)
        for size in sizes {
            if size.upperBound != nil {
                ranges += proveRange(size, context: &context, into: &findings).map { [$0] } ?? []
                // The layouts at the range's corners, the sizes generated code lists for it.
                for corner in size.corners {
                    corner.environment.apply(to: scene.root)
                    scene.root.layoutIfNeeded()
                    layouts.append(
                        SceneLayout.capture(
                            root: scene.root, sceneName: scene.name, sizeName: corner.name,
                            insets: capturingInsets))
                }
                continue
            }
            layouts.append(
                prove(
                    at: size, context: &context, capturingInsets: capturingInsets, observe: observe,
                    into: &findings))
        }
        let before = diagnostics.errors.count
        findings.flush(into: &diagnostics, sizes: sizes)
        let holds = diagnostics.errors.count == before
        let atDeclaredSizes = sizes == scene.sizes
        let proven = holds && atDeclaredSizes ? ProvenScene(scene: scene, layouts: layouts) : nil
        return Proof(layouts: layouts, holds: holds, proven: proven, ranges: ranges)
    }

    /// Proves the scene at one size: its layout, as it was before any further layout, shown to
    /// `observe` with its first witness.
    static func prove(
        at size: SceneSize, context: inout ProofContext, capturingInsets: Bool,
        observe: LayoutObserver?, into findings: inout Findings
    ) -> SceneLayout {
        let scene = context.scene
        size.environment.apply(to: scene.root)
        scene.root.layoutIfNeeded()
        context.size = size
        // The frames as this layout left them: finding ties lays out again with other
        // priorities, and an ambiguous layout need not come back to the same frames.
        let layout = SceneLayout.capture(
            root: scene.root, sceneName: scene.name, sizeName: size.name, insets: capturingInsets)
        // The witnesses of this layout, before the tie search lays out again.
        let ambiguous = context.ambiguousItems()
        let witnesses = context.witnesses(of: ambiguous)
        observe?(scene, size, witnesses.first?.witness)
        // Ties, then ambiguity, so that what only follows from a tie or a conflict is a note
        // under it.
        let ties = context.findTies(among: ambiguous)
        var conflicts = context.conflicts()
        context.reportTies(ties, witnesses: witnesses, conflicts: &conflicts, into: &findings)
        let explained = ties.reduce(into: Set<AmbiguousItem>()) { $0.formUnion($1.explains) }
        context.reportAmbiguity(
            into: &findings, ambiguous: ambiguous, explainedByTies: explained, witnesses: witnesses,
            conflicts: &conflicts)
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
        return layout
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

    /// While a range of sizes is proven, its name and the index of the tile being proven.
    var tile: (range: String, index: Int)?

    private var order: [Diagnostic] = []
    private var makers: [Diagnostic: Make] = [:]
    /// The sizes each finding holds at, by name.
    private var sizes: [Diagnostic: [String]] = [:]
    /// The tiles of ranges each finding holds on, by range name.
    private var tiles: [Diagnostic: [String: Set<Int>]] = [:]
    /// The ranges proven tile by tile, by name.
    private var ranges: [String: RangeGrid] = [:]
    /// Each finding as made at each tile where it holds, whose numbers are that tile's.
    private var tileMakers: [Diagnostic: [String: [Int: Make]]] = [:]
    /// What was found at each tile of a range: each diagnostic without its numbers, and whether
    /// one was an error.
    func tileFindings(range: String) -> [Int: (messages: Set<String>, hasError: Bool)] {
        var found: [Int: (messages: Set<String>, hasError: Bool)] = [:]
        for (key, ranges) in tiles {
            for index in ranges[range] ?? [] {
                found[index, default: ([], false)].messages.insert(key.description)
                if key.severity == .error { found[index]!.hasError = true }
            }
        }
        return found
    }

    /// The diagnostic with every number that stands alone (not part of a name such as 'row2')
    /// replaced by '#'.
    private static func withoutNumbers(_ diagnostic: Diagnostic) -> Diagnostic {
        func strip(_ text: String) -> String {
            var result = ""
            var previous: Character = " "
            var inNumber = false
            for character in text {
                let startsNumber =
                    character.isNumber && !(previous.isLetter || previous.isNumber || previous == "_")
                if inNumber && (character.isNumber || character == ".") {
                    previous = character
                    continue
                }
                inNumber = startsNumber
                result.append(startsNumber ? "#" : character)
                previous = character
            }
            return result
        }
        var result = diagnostic
        result.message = strip(result.message)
        result.notes = result.notes.map { Diagnostic.Note(strip($0.message), at: $0.location) }
        return result
    }

    /// Records a finding at a size (at the current tile, while a range is proven). Findings
    /// that differ only in their sizes are one finding; on the tiles of a range, so are those
    /// that differ only in numbers (a frame's width, the root's size), which change along it.
    mutating func add(size: SceneSize, _ make: @escaping Make) {
        var key = make("")
        // The witness and the fixes are one example of a finding, taken where it is first made.
        key.witness = nil
        key.candidateFixes = []
        let tile = tile.flatMap { $0.range == size.name ? $0 : nil }
        if tile != nil { key = Self.withoutNumbers(key) }
        if makers[key] == nil {
            order.append(key)
            makers[key] = make
        }
        if let tile {
            tiles[key, default: [:]][tile.range, default: []].insert(tile.index)
            if tileMakers[key]?[tile.range]?[tile.index] == nil {
                tileMakers[key, default: [:]][tile.range, default: [:]][tile.index] = make
            }
        } else if sizes[key, default: []].last != size.name {
            sizes[key, default: []].append(size.name)
        }
    }

    /// Declares the tiles of a range before they are proven.
    mutating func declare(_ grid: RangeGrid) {
        ranges[grid.range.name] = grid
    }

    /// Emits each finding once, saying at which sizes it holds: by name, or for a range by the
    /// parts of it where it holds, each with a size to see it at.
    func flush(into diagnostics: inout Diagnostics, sizes allSizes: [SceneSize]) {
        for key in order {
            let names = sizes[key] ?? []
            var parts: [String] = []
            var everywhere = true
            // On a range, the numbers are those of the first part's example size.
            var make = makers[key]!
            var exampleChosen = !names.isEmpty
            for size in allSizes {
                if let grid = ranges[size.name] {
                    let held = tiles[key]?[size.name] ?? []
                    let described = grid.describe(tiles: held)
                    if !described.everywhere { everywhere = false }
                    parts += described.parts
                    if !exampleChosen, let example = described.example,
                        let made = tileMakers[key]?[size.name]?[example]
                    {
                        make = made
                        exampleChosen = true
                    }
                } else if names.contains(size.name) {
                    parts.append(size.phrase)
                } else {
                    everywhere = false
                }
            }
            let phrase =
                everywhere && allSizes.count > 1 ? "at every size" : "at \(parts.joined(separator: ", "))"
            diagnostics.emit(make(phrase))
        }
    }
}

/// One size of one scene being proven: maps runtime objects back to spec places.
package struct ProofContext {
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
    /// Where a constraint a fix adds goes: after the spec's last one.
    let lastConstraintLocation: SourceLocation?

    package init(scene: BuiltScene, size: SceneSize) {
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
        lastConstraintLocation = scene.constraints.map(\.location).max()
    }

    /// The spec id of a view or of a guide's owning view.
    package func id(of item: any LayoutItem) -> String {
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

extension ProofContext {
    /// What changes at a breakpoint, with the constraint's spec line.
    func describe(_ reason: SizeTile.Reason) -> String {
        switch reason {
        case .decision(let subject):
            return subject
        case .constraint(let constraint):
            let note = note(for: constraint)
            let place = note.location.map { " (\($0))" } ?? ""
            return "\(note.message)\(place) becomes tight or exactly met, or stops being so"
        }
    }
}
