import LayoutRuntime
import LayoutSpec

/// One axis of a layout, with the words and attributes that go with it.
enum Axis: CaseIterable {
    case horizontal
    case vertical

    var runtimeAxis: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
    var positionAttribute: LayoutAttribute { self == .horizontal ? .left : .top }
    var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
    var sizeWord: String { self == .horizontal ? "width" : "height" }
    var positionWord: String { self == .horizontal ? "horizontal position" : "vertical position" }
    var startAttributes: Set<LayoutAttribute> { self == .horizontal ? [.left, .leading] : [.top] }
    var centerAttribute: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    var endAttributes: Set<LayoutAttribute> { self == .horizontal ? [.right, .trailing] : [.bottom] }
    var endWord: String { self == .horizontal ? "trailing" : "bottom" }
    var startWord: String { self == .horizontal ? "leading" : "top" }
    var chainWord: String { self == .horizontal ? "horizontal" : "vertical" }

    func contains(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX: self == .horizontal
        case .top, .bottom, .height, .centerY: self == .vertical
        case .notAnAttribute: false
        }
    }
}

extension ProofContext {
    /// Ambiguity: an error at the declaration of each view whose frame is not unique, and at
    /// each scroll view whose content size is not, with why.
    func reportAmbiguity(into findings: inout Findings) {
        let lookup = ConstraintLookup(scene)
        var explainedContent: [(ScrollView, Axis)] = []
        for sceneView in scene.views {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let ambiguous = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in Axis.allCases where ambiguous.contains(axis.sizeAttribute) {
                explainedContent.append((scrollView, axis))
                let (reason, notes) = explainContentAmbiguity(scrollView, axis: axis, lookup: lookup)
                findings.add(
                    .error,
                    "The scrollable content \(axis.sizeWord) of '\(sceneView.id)' is ambiguous: \(reason)",
                    at: sceneView.location, notes: notes, size: size)
            }
        }
        for sceneView in scene.views {
            let ambiguous = sceneView.view.ambiguousAttributes
            for axis in Axis.allCases {
                let onAxis = ambiguous.filter(axis.contains)
                if onAxis.isEmpty { continue }
                let affecting = constraintsOnAmbiguousAttributes(
                    of: sceneView.view, axis: axis, ambiguous: onAxis, lookup: lookup)
                let tie = equalPriorityTie(among: affecting)
                // A size that only follows an ambiguous scrollable content size: say so, and send
                // the reader to the scroll view's error, which has the reason.
                if tie == nil, !onAxis.contains(axis.positionAttribute),
                    let (scrollView, _) = explainedContent.first(where: {
                        $0.1 == axis && sceneView.view.superview?.isDescendant(of: $0.0) == true
                    })
                {
                    let owner = id(of: scrollView)
                    findings.add(
                        .error,
                        "The \(axis.sizeWord) of '\(sceneView.id)' is ambiguous: it follows the scrollable "
                            + "content \(axis.sizeWord) of '\(owner)', which is ambiguous",
                        at: sceneView.location,
                        notes: [Diagnostic.Note("'\(owner)' is declared here", at: viewLocations[owner])],
                        size: size)
                    continue
                }
                var parts: [String] = []
                if onAxis.contains(axis.positionAttribute) { parts.append(axis.positionWord) }
                if onAxis.contains(axis.sizeAttribute) { parts.append(axis.sizeWord) }
                let verb = parts.count == 1 ? "is" : "are"
                let notes = affecting.prefix(8).map(note(for:))
                let reason: String
                if affecting.isEmpty {
                    reason = "nothing constrains it \(axis.chainWord)ly"
                } else if let tie {
                    reason = Self.tieReason(tie.priority)
                } else {
                    reason = "its constraints leave it free to move: add a pin or a size on this axis"
                }
                findings.add(
                    .error,
                    "The \(parts.joined(separator: " and ")) of '\(sceneView.id)' \(verb) ambiguous: \(reason)",
                    at: sceneView.location, notes: Array(notes), size: size)
            }
        }
    }

    /// The user constraints on a view's ambiguous attributes along an axis: a free size with
    /// a fixed position is about the size and the far edge; a free position is about every
    /// attribute on the axis.
    func constraintsOnAmbiguousAttributes(
        of view: View, axis: Axis, ambiguous: [LayoutAttribute], lookup: ConstraintLookup
    ) -> [LayoutConstraint] {
        let relevant: Set<LayoutAttribute> =
            ambiguous.contains(axis.positionAttribute)
            ? [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY]
            : axis.endAttributes.union([axis.sizeAttribute, axis.centerAttribute])
        return lookup.constraintsAffectingLayout(of: view, axis: axis.runtimeAxis, touching: relevant)
    }

    /// Two or more non-required constraints of one priority among the constraints on a view's
    /// ambiguous attributes: a tie, the highest such priority.
    func equalPriorityTie(
        among affecting: [LayoutConstraint]
    ) -> (priority: LayoutPriority, constraints: [LayoutConstraint])? {
        let tied = Dictionary(grouping: affecting.filter { $0.priority != .required }, by: \.priority)
            .filter { $0.value.count > 1 }
        guard let level = tied.keys.max() else { return nil }
        return (level, tied[level]!)
    }

    static func tieReason(_ priority: LayoutPriority) -> String {
        "constraints of equal priority @\(SwiftLiteral.number(Double(priority.rawValue))) pull it different "
            + "ways, so every value between them is as good; give one of them a higher priority"
    }

    /// Why a scroll view's content size is not determined on an axis, in the words of the
    /// seeds' unbroken-chain rule.
    func explainContentAmbiguity(
        _ scrollView: ScrollView, axis: Axis, lookup: ConstraintLookup
    ) -> (String, [Diagnostic.Note]) {
        let guide = scrollView.contentLayoutGuide
        // Constraints on the content area's far edge (the seeds' rule maps a scroll view's
        // edges to its content area in constraints with its descendants).
        let onEnd = lookup.activeConstraints(touching: guide, attributes: axis.endAttributes)
        let pinsEnd = onEnd.filter { $0.relation == .equal }
        if pinsEnd.isEmpty {
            if let bound = onEnd.first {
                let note = note(for: bound)
                return (
                    "\(cite(bound)) only bounds it from one side, so nothing fixes it; "
                        + "make that constraint '==', or give the content a fixed \(axis.sizeWord)",
                    [note]
                )
            }
            return (
                "nothing pins the content to the \(axis.endWord) of its content area: "
                    + "the \(axis.chainWord) chain from \(axis.startWord) to \(axis.endWord) is broken "
                    + "(constrain the last view's \(axis.endWord) to the scroll view's \(axis.endWord))",
                []
            )
        }
        // The far edge is pinned: find where the chain inside stops.
        let descendants = allViews().filter { $0.superview?.isDescendant(of: scrollView) == true }
        let ambiguousSize = descendants.filter { view in
            view.ambiguousAttributes.contains(axis.sizeAttribute)
                && !view.ambiguousAttributes.contains(axis.positionAttribute)
        }
        // A view inside pulled two ways at one priority sets the content size to any value between.
        for view in ambiguousSize {
            let onSize = constraintsOnAmbiguousAttributes(
                of: view, axis: axis, ambiguous: [axis.sizeAttribute], lookup: lookup)
            guard let tie = equalPriorityTie(among: onSize) else {
                continue
            }
            return (
                "the \(axis.sizeWord) of '\(id(of: view))' is not fixed: " + Self.tieReason(tie.priority),
                tie.constraints.map(note(for:)).sorted(by: notesInSpecOrder)
            )
        }
        // The innermost container whose size is free holds the broken chain.
        for container in ambiguousSize.reversed() {
            let children = container.subviews
            if children.isEmpty {
                return (
                    "'\(id(of: container))' has no \(axis.sizeWord) of its own: give it a \(axis.sizeWord) "
                        + "constraint, or content with an intrinsic size", []
                )
            }
            let loose = children.filter { child in
                !lookup.activeConstraints(touching: child, attributes: axis.endAttributes).contains {
                    $0.relation == .equal
                }
            }
            if let last = loose.max(by: { maxEdge($0, axis) < maxEdge($1, axis) }) {
                let edge = "'\(id(of: last)).\(axis.endWord)'"
                if let bound = lookup.activeConstraints(touching: last, attributes: axis.endAttributes)
                    .first(where: { $0.relation != .equal })
                {
                    let note = note(for: bound)
                    return (
                        "\(cite(bound)) only bounds \(edge) from one side, so nothing fixes the "
                            + "\(axis.sizeWord); make that constraint '==', or give the content a fixed \(axis.sizeWord)",
                        [note]
                    )
                }
                var notes: [Diagnostic.Note] = []
                let reaching = lookup.activeConstraints(
                    touching: last, attributes: axis.startAttributes.union([axis.sizeAttribute]))
                if let chainEnd = reaching.map(note(for:)).sorted(by: notesInSpecOrder).last {
                    notes.append(
                        Diagnostic.Note("the chain reaches '\(id(of: last))' here", at: chainEnd.location))
                }
                notes.append(
                    Diagnostic.Note(
                        "'\(id(of: last))' is declared here; pin its \(axis.endWord) to its superview's "
                            + "\(axis.endWord) with '=='", at: viewLocations[id(of: last)]))
                return (
                    "nothing pins \(edge) to the content area: the \(axis.chainWord) chain stops there", notes
                )
            }
        }
        return (
            "its content's constraints leave the \(axis.sizeWord) free (a missing pin, an inequality, or a "
                + "tie between constraints of equal priority)", pinsEnd.prefix(4).map(note(for:))
        )
    }

    private func maxEdge(_ view: View, _ axis: Axis) -> CGFloat {
        axis == .horizontal ? view.frame.maxX : view.frame.maxY
    }

    func allViews() -> [View] { [scene.root] + scene.views.map(\.view) }

}

/// The scene's constraints by the items they act on, for the questions the ambiguity report
/// asks of every view: asked of the whole list, they made a tall ambiguous layout quadratic.
final class ConstraintLookup {
    /// The scene's constraints, placeholders included, in scene order.
    private let constraints: [SceneConstraint]
    /// Per item: the indices into `constraints` of those whose effective first or second
    /// item it is, increasing.
    private var byItem: [ObjectIdentifier: [Int]] = [:]
    init(_ scene: BuiltScene) {
        constraints = scene.constraints
        for (index, sceneConstraint) in constraints.enumerated() {
            let constraint = sceneConstraint.constraint
            let first = constraint.effectiveFirstItem.map(ObjectIdentifier.init)
            let second = constraint.effectiveSecondItem.map(ObjectIdentifier.init)
            if let first { byItem[first, default: []].append(index) }
            if let second, second != first { byItem[second, default: []].append(index) }
        }
    }

    /// The active (not placeholder) constraints that act on one of `attributes` of `item`,
    /// after the seeds' rule, in scene order.
    func activeConstraints(touching item: any LayoutItem, attributes: Set<LayoutAttribute>)
        -> [LayoutConstraint]
    {
        (byItem[ObjectIdentifier(item)] ?? []).lazy.map { self.constraints[$0] }
            .filter { !$0.isPlaceholder && $0.constraint.touches(item, attributes: attributes) }
            .map(\.constraint)
    }

    /// `view.constraintsAffectingLayout(for: axis)` narrowed to the user constraints that act
    /// on one of `attributes` of the view, in the same order, without walking the whole group.
    func constraintsAffectingLayout(
        of view: View, axis: LayoutAxis, touching attributes: Set<LayoutAttribute>
    ) -> [LayoutConstraint] {
        let candidates = (byItem[ObjectIdentifier(view)] ?? []).map { constraints[$0].constraint }
            .filter { $0.origin == .user && $0.touches(view, attributes: attributes) }
        return view.constraintsAffectingLayout(for: axis, among: candidates)
    }
}
extension LayoutConstraint {
    /// Whether the constraint acts on one of `attributes` of `item`, after the seeds' rule
    /// has mapped a scroll view's edges to its content area.
    func touches(_ item: any LayoutItem, attributes: Set<LayoutAttribute>) -> Bool {
        if let first = effectiveFirstItem, first === item, attributes.contains(firstAttribute) { return true }
        if let second = effectiveSecondItem, second === item, attributes.contains(secondAttribute) {
            return true
        }
        return false
    }
}
