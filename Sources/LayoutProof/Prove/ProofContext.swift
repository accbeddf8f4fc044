import LayoutRuntime
import LayoutSpec

/// One size of one scene being proven: maps runtime objects back to spec places.
package struct ProofContext {
    let scene: BuiltScene
    /// The size being proven; the maps below hold for every size.
    var size: SizeSpec
    let sceneConstraints: [ObjectIdentifier: SceneConstraint]
    /// Each spec constraint's place in the spec.
    let specOrder: [ObjectIdentifier: Int]
    let viewIDs: [ObjectIdentifier: String]
    let viewLocations: [String: SourceLocation]
    /// Every view of the scene but the root, by identity.
    let views: [ObjectIdentifier: View]
    /// Where a constraint a fix adds goes: after the spec's last one.
    let lastConstraintLocation: SourceLocation?
    /// The scene's constraints by the items they act on, the same at every size.
    let lookup: ConstraintLookup
    /// What was found at each size proven so far, for ``Proof/foundAtSizes``.
    var foundAtSizes: [FoundAtSize] = []
    /// For a cell, its heights at the size being proven (``CellHeights``).
    var cellHeights: CellHeights?

    package init(scene: BuiltScene, size: SizeSpec) {
        self.scene = scene
        self.size = size
        lookup = ConstraintLookup(scene)
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
        note(for: constraint, constant: nil)
    }

    /// ``note(for:)`` with `constant` instead of the constraint's own when given.
    func note(for constraint: LayoutConstraint, constant: CGFloat?) -> Diagnostic.Note {
        if let source = sceneConstraints[ObjectIdentifier(constraint)] {
            let equation = describe(constraint, constant: constant)
            return .writtenConstraint(
                equation, source: source.source == equation ? nil : source.source,
                when: source.condition?.description, at: source.location)
        }
        let owner = constraint.firstItem.map { id(of: $0) } ?? "?"
        let location = viewLocations[owner]
        let equation = describe(constraint, constant: constant)
        switch constraint.origin {
        case .autoresizingMask:
            return .autoresizingConstraint(equation, view: owner, at: location)
        case .contentSize:
            return .contentSizeConstraint(equation, view: owner, at: location)
        case .rootFrame:
            if let cell = scene.cell, [.width, .height].contains(constraint.firstAttribute) {
                // As UIKit's logs print it, to a thousandth: 'view.height == 36.333'.
                let attribute = constraint.firstAttribute.description
                return .encapsulatedLayoutConstraint(
                    "\(BuiltScene.rootID).\(attribute) == \(CellHeights.text(Double(constant ?? constraint.constant)))",
                    isHeight: constraint.firstAttribute == .height,
                    container: cell == .tableView ? "table view" : "collection view", size: size.name,
                    at: size.location)
            }
            // Over a range the root's width or height is each size's, not the sample's number.
            let attribute = constraint.firstAttribute
            let varies =
                (attribute == .width && size.sampledWidthVaries)
                || (attribute == .height && size.sampledHeightVaries)
            return .rootSizeConstraint(
                varies ? "\(BuiltScene.rootID).\(attribute)" : equation, size: size.name,
                varying: varies ? attribute.description : nil, at: size.location)
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

    /// A constraint in the spec's equation syntax: `greenView.top == contentView.top + 15 @250`, with
    /// `constant` instead of its own when given.
    func describe(_ constraint: LayoutConstraint, constant: CGFloat? = nil) -> String {
        let hasSecond = constraint.secondItem != nil && constraint.secondAttribute != .notAnAttribute
        return equationText(
            "\(specName(of: constraint.firstItem!)).\(constraint.firstAttribute.description)",
            constraint.relation,
            hasSecond
                ? "\(specName(of: constraint.secondItem!)).\(constraint.secondAttribute.description)" : nil,
            multiplier: Double(constraint.multiplier), constant: Double(constant ?? constraint.constant),
            priority: constraint.priority == .required
                ? nil : formatNumber(Double(constraint.priority.rawValue)))
    }

    /// What identifies a constraint in a finding from size to size, without its numbers: a spec
    /// constraint by its place in the spec, one the runtime made by what made it and the
    /// attributes it relates.
    func key(of constraint: LayoutConstraint) -> String {
        if let index = specOrder[ObjectIdentifier(constraint)] { return "spec#\(index)" }
        let first = constraint.firstItem.map(specName(of:)) ?? "?"
        let second = constraint.secondItem.map(specName(of:)) ?? ""
        return "\(constraint.origin) \(first).\(constraint.firstAttribute) \(constraint.relation) "
            + "\(second).\(constraint.secondAttribute) \(constraint.identifier ?? "")"
    }

    /// What changes at a breakpoint, with the constraint's spec line.
    func describe(_ reason: SizeTile.Reason) -> String {
        switch reason {
        case .decision(let subject):
            return subject
        case .constraint(let constraint, let constant):
            let note = note(for: constraint, constant: constant)
            let place = note.location.map { " (\($0))" } ?? ""
            return "\(note.message)\(place) becomes tight or exactly met, or stops being so"
        }
    }

    /// A conflict's constraints with their notes, in the order its error lists them: the
    /// spec's own in spec order, then what the runtime made of view properties and sizes.
    package func notedInSpecOrder(_ constraints: [LayoutConstraint]) -> [(
        constraint: LayoutConstraint, note: Diagnostic.Note
    )] {
        let noted = constraints.map { (constraint: $0, note: note(for: $0)) }
        let written = noted.filter { $0.constraint.origin == .user }.sorted {
            notesInSpecOrder($0.note, $1.note)
        }
        let implied = noted.filter { $0.constraint.origin != .user }.sorted {
            notesInSpecOrder($0.note, $1.note)
        }
        return written + implied
    }

    /// Views in spec order (where they are declared), content before frame, horizontal
    /// before vertical.
    func explainedOrder(_ lhs: AmbiguousItem, _ rhs: AmbiguousItem) -> Bool {
        let (left, right) = (viewLocations[viewIDs[lhs.view] ?? ""], viewLocations[viewIDs[rhs.view] ?? ""])
        if left != right, let left, let right { return left < right }
        return (lhs.isContent ? 0 : 1, lhs.axis == .horizontal ? 0 : 1)
            < (rhs.isContent ? 0 : 1, rhs.axis == .horizontal ? 0 : 1)
    }

    /// `bound` (an inequality) written as an equality: "Make that constraint '=='".
    func asEquality(_ bound: LayoutConstraint) -> String {
        describe(bound).replacingOccurrences(of: " \(bound.relation) ", with: " == ")
    }

    /// The root, then every view of the scene installed at this size.
    func allViews() -> [View] { [scene.root] + scene.installedViews.map(\.view) }
}

/// Whether `lhs` comes before `rhs` in the spec: notes without a place last, by their words.
func notesInSpecOrder(_ lhs: Diagnostic.Note, _ rhs: Diagnostic.Note) -> Bool {
    switch (lhs.location, rhs.location) {
    case (let l?, let r?): return l < r
    case (nil, _?): return false
    case (_?, nil): return true
    default: return lhs.message < rhs.message
    }
}

extension View {
    /// The nearest scroll view above the view, if any.
    var enclosingScrollView: ScrollView? {
        var current = superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }
}
