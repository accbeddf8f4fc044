import LayoutRuntime
import LayoutSpec

/// Candidate fixes: changes to the spec that might remove an error, which ``FixProver`` tries on
/// a copy before any is shown.
struct CandidateFixes {
    let context: ProofContext

    /// Changes that might settle a view's ambiguous position or size along `axis`, most likely
    /// first: pin the far edge as far in as the near one, give the size the length it has, pin
    /// the position where it is. Views a stack view arranges get none: the stack places them.
    func candidateFixes(
        for sceneView: SceneView, axis: LayoutAxis, ambiguous: [LayoutAttribute],
        witness: Diagnostic.Witness?,
        constrained: Bool
    ) -> [Diagnostic.Fix] {
        guard !sceneView.isArranged else { return [] }
        let id = sceneView.id
        let frame = sceneView.view.frame
        let parent = sceneView.view.superview
        let container =
            parent is ScrollView ? "\(sceneView.parentID).contentLayoutGuide" : sceneView.parentID
        let (start, end, center) = (axis.startWord, axis.endWord, axis.centerAttribute.description)
        let dimension = axis.sizeWord
        // How far in from its container's leading (or top) edge the view starts: from the
        // right in a right-to-left layout.
        var inset = axis == .horizontal ? frame.origin.x : frame.origin.y
        if axis == .horizontal, sceneView.view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            let parent
        {
            let width = (parent as? ScrollView)?.contentSize.width ?? parent.bounds.size.width
            inset = width - frame.origin.x - frame.size.width
        }
        let position = max(0, inset)
        let lengths =
            (witness.map { $0.isPosition ? [] : $0.values } ?? [])
            + [axis == .horizontal ? frame.size.width : frame.size.height]
        let length = lengths.first { $0 >= 1 }
        let pinStart = "\(id).\(start) == \(container).\(start)\(Self.offset(position))"
        let pinEnd = "\(id).\(end) == \(container).\(end)\(Self.offset(-position))"
        let fixedSize = length.map { "\(id).\(dimension) == \(formatNumber($0))" }
        var edits: [[String]] = []
        switch (ambiguous.contains(axis.positionAttribute), ambiguous.contains(axis.sizeAttribute)) {
        case (false, true):
            if parent is ScrollView {
                edits.append(["\(id).\(dimension) == \(sceneView.parentID).frameLayoutGuide.\(dimension)"])
            }
            edits.append([pinEnd])
            if let fixedSize { edits.append([fixedSize]) }
        case (true, false):
            edits.append([pinStart])
            edits.append(["\(id).\(center) == \(container).\(center)"])
        case (true, true):
            // A position that only follows the size (a view pinned by its trailing edge, or by
            // its leading edge in a right-to-left layout) needs the size alone.
            if constrained {
                edits.append([pinEnd])
                if let fixedSize { edits.append([fixedSize]) }
            }
            edits.append([pinStart, pinEnd])
            if let fixedSize { edits.append([pinStart, fixedSize]) }
        case (false, false):
            break
        }
        return edits.map {
            Diagnostic.Fix(.addConstraints($0), at: context.lastConstraintLocation ?? sceneView.location)
        }
    }

    /// Changes that might settle a scroll view's ambiguous content size along `axis`: the
    /// explanation's own equations (an inequality made '=='); pin the far edge of the view
    /// where the chain stops (its `unpinnedEnd`) to its superview, or of the
    /// content's last view to the content's edge, as far in as the first view starts; for a
    /// width, make the content as wide as the frame (no horizontal scrolling, the usual vertical
    /// scroll view). A height made the frame's would stop the scrolling and leave content out
    /// of reach: it is not tried.
    func candidateContentFixes(
        for scrollView: ScrollView, id: String, axis: LayoutAxis, explanation: AmbiguityExplanation
    ) -> [Diagnostic.Fix] {
        let unpinnedEnd = explanation.unpinnedEnd
        let content = "\(id).contentLayoutGuide"
        let matchFrame = ["\(content).\(axis.sizeWord) == \(id).frameLayoutGuide.\(axis.sizeWord)"]
        var edits: [[String]] = explanation.equations.map { [$0] } + (axis == .horizontal ? [matchFrame] : [])
        func far(_ view: View) -> Double { axis == .horizontal ? view.frame.maxX : view.frame.maxY }
        func near(_ view: View) -> Double { axis == .horizontal ? view.frame.minX : view.frame.minY }
        func visible(_ views: [View]) -> [View] {
            views.filter { !$0.isHidden && context.viewIDs[ObjectIdentifier($0)] != nil }
        }
        if let last = unpinnedEnd, let container = last.superview, container !== scrollView,
            let lastID = context.viewIDs[ObjectIdentifier(last)],
            let containerID = context.viewIDs[ObjectIdentifier(container)],
            let first = visible(container.subviews).min(by: { near($0) < near($1) })
        {
            let end = axis.endWord
            edits.append(["\(lastID).\(end) == \(containerID).\(end)\(Self.offset(-max(0, near(first))))"])
        }
        let subviews = visible(scrollView.subviews)
        if let last = subviews.max(by: { far($0) < far($1) }),
            let first = subviews.min(by: { near($0) < near($1) })
        {
            let end = axis.endWord
            let lastID = context.viewIDs[ObjectIdentifier(last)]!
            var edit = ["\(lastID).\(end) == \(content).\(end)\(Self.offset(-max(0, near(first))))"]
            // A last view whose own length is free needs one too, or the content stays free.
            if last.ambiguousAttributes.contains(axis.sizeAttribute) {
                let solved = axis == .horizontal ? last.frame.size.width : last.frame.size.height
                let other = last.alternativeFrame(moving: [axis.sizeAttribute]).map {
                    axis == .horizontal ? $0.size.width : $0.size.height
                }
                if let length = [solved, other ?? 0].first(where: { $0 >= 1 }) {
                    edit.append("\(lastID).\(axis.sizeWord) == \(formatNumber(length))")
                }
            }
            edits.append(edit)
        }
        return edits.map {
            Diagnostic.Fix(
                .addConstraints($0), at: context.lastConstraintLocation ?? context.viewLocations[id])
        }
    }

    /// For each member of a tie written as one equation with its priority, after the first:
    /// the equation at the priority that settles the tie (``Tie/raised``).
    func candidateFixes(forTie tie: Tie) -> [Diagnostic.Fix] {
        zip(tie.members.dropFirst(), tie.raised).compactMap { member, priority in
            guard let source = context.sceneConstraints[ObjectIdentifier(member)], Self.isOneEquation(source),
                let at = source.source.lastIndex(of: "@")
            else { return nil }
            let raised = source.source[..<at] + "@" + formatNumber(Double(priority.rawValue))
            return Diagnostic.Fix(
                .replaceConstraint(original: source.source, at: source.location, with: String(raised)),
                at: source.location)
        }
    }

    /// For each of a conflict's constraints written as one equation without a priority: the
    /// same equation at priority 999, which the others may then override.
    func candidateFixes(forConflict constraints: [LayoutConstraint]) -> [Diagnostic.Fix] {
        let written = constraints.compactMap { context.sceneConstraints[ObjectIdentifier($0)] }
            .filter { Self.isOneEquation($0) && !$0.source.contains("@") }
            .sorted { $0.location < $1.location }
        return written.map { source in
            Diagnostic.Fix(
                .replaceConstraint(
                    original: source.source, at: source.location, with: "\(source.source) @999"),
                at: source.location)
        }
    }

    /// Whether the constraint was written as an equation of its own, which an edit can change,
    /// rather than as part of a VFL line (its source then holds `|` or `[`).
    static func isOneEquation(_ source: SceneConstraint) -> Bool {
        !source.source.contains("|") && !source.source.contains("[")
    }

    /// ` + 8`, ` - 8`, or nothing for 0, as an equation writes a constant.
    static func offset(_ value: Double) -> String {
        value == 0 ? "" : value > 0 ? " + \(formatNumber(value))" : " - \(formatNumber(-value))"
    }
}
