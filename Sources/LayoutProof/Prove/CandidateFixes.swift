import LayoutRuntime
import LayoutSpec

/// Candidate fixes: changes to the spec that might remove an error, which ``FixProver`` tries on
/// a copy before any is shown.
struct CandidateFixes {
    let context: ProofContext

    /// Changes that might settle a view's ambiguous position or size along `axis`, most likely
    /// first: pin the far edge as far in as the near one, give the size the length it has, pin
    /// the position where it is. A view a stack view arranges is not pinned: the stack places
    /// it (``candidateFixes(forArranged:axis:ambiguous:witness:)``).
    func candidateFixes(
        for sceneView: SceneView, axis: LayoutAxis, ambiguous: [LayoutAttribute],
        witness: Diagnostic.Witness?,
        constrained: Bool
    ) -> [Diagnostic.Fix] {
        if sceneView.isArranged {
            return candidateFixes(forArranged: sceneView, axis: axis, ambiguous: ambiguous, witness: witness)
        }
        let id = sceneView.id
        let frame = sceneView.view.exactFrame
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
            let width = (parent as? ScrollView)?.contentSize.width ?? parent.exactFrame.size.width
            inset = width - frame.origin.x - frame.size.width
        }
        let position = max(0, inset)
        let lengths =
            (witness.map { $0.isPosition ? [] : $0.values } ?? [])
            + [axis == .horizontal ? frame.size.width : frame.size.height]
        let length = lengths.first { $0 >= 1 }
        // Pinned as far in from the far edge as from the near one, the view would be no longer
        // than the container less both insets: not a fix when that leaves it no length.
        let containerLength =
            (parent as? ScrollView).map {
                axis == .horizontal ? $0.contentSize.width : $0.contentSize.height
            } ?? parent.map { axis == .horizontal ? $0.exactFrame.size.width : $0.exactFrame.size.height }
        let pinEndLeavesLength = containerLength.map { $0 - 2 * position >= 1 } ?? true
        let pinStart = "\(id).\(start) == \(container).\(start)\(Self.offset(position))"
        let pinEnd = "\(id).\(end) == \(container).\(end)\(Self.offset(-position))"
        let fixedSize = length.map { "\(id).\(dimension) == \(formatNumber($0))" }
        var edits: [[String]] = []
        switch (ambiguous.contains(axis.positionAttribute), ambiguous.contains(axis.sizeAttribute)) {
        case (false, true):
            if parent is ScrollView {
                edits.append(["\(id).\(dimension) == \(sceneView.parentID).frameLayoutGuide.\(dimension)"])
            }
            if pinEndLeavesLength { edits.append([pinEnd]) }
            if let fixedSize { edits.append([fixedSize]) }
        case (true, false):
            edits.append([pinStart])
            // Centred in the root, on the part of the screen bars and the notch leave, as an
            // iOS developer centres a form.
            let centre = parent === context.scene.root ? "\(container).safeAreaLayoutGuide" : container
            edits.append(["\(id).\(center) == \(centre).\(center)"])
        case (true, true):
            // A position that only follows the size (a view pinned by its trailing edge, or by
            // its leading edge in a right-to-left layout) needs the size alone.
            if constrained {
                if pinEndLeavesLength { edits.append([pinEnd]) }
                if let fixedSize { edits.append([fixedSize]) }
            }
            if pinEndLeavesLength { edits.append([pinStart, pinEnd]) }
            if let fixedSize { edits.append([pinStart, fixedSize]) }
        case (false, false):
            break
        }
        return edits.map {
            Diagnostic.Fix(.addConstraints($0), at: context.lastConstraintLocation ?? sceneView.location)
        }
    }

    /// Changes that might settle the ambiguous position or size along `axis` of a view a stack
    /// view arranges, which a pin of its own would fight with the stack: where its position is
    /// free because the stack's is, the stack's own candidates; where its length along the
    /// stack's axis is free, the same length as the next arranged view whose length is free too
    /// (what `fillEqually` does), then the length it has; across the stack, the length it has.
    func candidateFixes(
        forArranged sceneView: SceneView, axis: LayoutAxis, ambiguous: [LayoutAttribute],
        witness: Diagnostic.Witness?
    ) -> [Diagnostic.Fix] {
        guard let stackView = sceneView.view.superview as? StackView,
            let stack = context.scene.views.first(where: { $0.view === stackView })
        else { return [] }
        var fixes: [Diagnostic.Fix] = []
        let stackFree = stackView.ambiguousAttributes.filter(axis.contains)
        if ambiguous.contains(axis.positionAttribute), !stackFree.isEmpty {
            fixes += candidateFixes(
                for: stack, axis: axis, ambiguous: stackFree, witness: nil, constrained: true)
        }
        guard ambiguous.contains(axis.sizeAttribute) else { return fixes }
        let id = sceneView.id
        let dimension = axis.sizeWord
        var edits: [String] = []
        if stackView.axis == axis {
            let siblings = stackView.visibleArrangedSubviews
            let index = siblings.firstIndex { $0 === sceneView.view } ?? 0
            let free = (siblings[(index + 1)...] + siblings[..<index]).first {
                $0.ambiguousAttributes.contains(axis.sizeAttribute)
                    && context.viewIDs[ObjectIdentifier($0)] != nil
            }
            if let free { edits.append("\(id).\(dimension) == \(context.id(of: free)).\(dimension)") }
        }
        let frame = sceneView.view.exactFrame
        let lengths =
            (witness.map { $0.isPosition ? [] : $0.values } ?? [])
            + [axis == .horizontal ? frame.size.width : frame.size.height]
        if let length = lengths.first(where: { $0 >= 1 }) {
            edits.append("\(id).\(dimension) == \(formatNumber(length))")
        }
        return fixes
            + edits.map {
                Diagnostic.Fix(
                    .addConstraints([$0]), at: context.lastConstraintLocation ?? sceneView.location)
            }
    }

    /// `'last.bottom == container.bottom - 20'`: the far end of `last` along `axis` pinned to
    /// its superview's, as far in as the superview's first visible view starts from the near
    /// end; nil for a view or superview that is not the scene's, or a superview with no view
    /// that shows.
    func endPin(of last: View, along axis: LayoutAxis) -> String? {
        guard let container = last.superview, let lastID = context.viewIDs[ObjectIdentifier(last)],
            let containerID = context.viewIDs[ObjectIdentifier(container)]
        else { return nil }
        let near = visible(container.subviews).map {
            axis == .horizontal ? $0.exactFrame.minX : $0.exactFrame.minY
        }
        guard let first = near.min() else { return nil }
        let end = axis.endWord
        return "\(lastID).\(end) == \(containerID).\(end)\(Self.offset(-max(0, first)))"
    }

    /// The views among `views` that show and that the scene names.
    func visible(_ views: [View]) -> [View] {
        views.filter { !$0.isHidden && context.viewIDs[ObjectIdentifier($0)] != nil }
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
        func far(_ view: View) -> Double { axis == .horizontal ? view.exactFrame.maxX : view.exactFrame.maxY }
        func near(_ view: View) -> Double {
            axis == .horizontal ? view.exactFrame.minX : view.exactFrame.minY
        }
        if let last = unpinnedEnd, last.superview !== scrollView, let pin = endPin(of: last, along: axis) {
            edits.append([pin])
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
                let solved = axis == .horizontal ? last.exactFrame.size.width : last.exactFrame.size.height
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

    /// For each member of a tie after the first, the change that gives it the priority that
    /// settles the tie (``Tie/raised``): its equation at that priority, or, for a view's
    /// hugging or compression resistance, that property of the view on the tie's axis.
    func candidateFixes(forTie tie: Tie) -> [Diagnostic.Fix] {
        let raising: [Diagnostic.Fix] = zip(tie.members.dropFirst(), tie.raised).compactMap {
            member, priority in
            let raised = Double(priority.rawValue)
            if let content = ContentPriority(member) { return fix(content, priority: raised) }
            guard let source = context.sceneConstraints[ObjectIdentifier(member)],
                let changed = Self.entry(of: source, atPriority: formatNumber(raised))
            else { return nil }
            return Self.replacing(source, with: changed)
        }
        // Views a `fill` stack arranges, tied by their content priorities along its axis: the
        // stack can share its length equally instead.
        let contents = tie.members.compactMap(ContentPriority.init)
        guard contents.count == tie.members.count, let stack = contents.first?.view.superview as? StackView,
            stack.distribution == .fill,
            contents.allSatisfy({ $0.axis == stack.axis && stack.arrangedSubviews.contains($0.view) })
        else { return raising }
        return raising + [distribution(of: stack, StackView.Distribution.fillEqually)].compactMap { $0 }
    }

    /// The change that gives the stack view `stack` the distribution `value`, said at the stack.
    private func distribution(of stack: StackView, _ value: StackView.Distribution) -> Diagnostic.Fix? {
        let id = context.id(of: stack)
        guard let location = context.viewLocations[id] else { return nil }
        return Diagnostic.Fix(
            .setProperty(view: id, property: "distribution", value: value.rawValue, at: location),
            at: location)
    }

    /// The change that gives a view's hugging or compression resistance on an axis `priority`:
    /// that property of the view, said at the view.
    private func fix(_ content: ContentPriority, priority: Double) -> Diagnostic.Fix? {
        let id = context.id(of: content.view)
        guard let location = context.viewLocations[id] else { return nil }
        return Diagnostic.Fix(
            .setContentPriority(
                view: id, property: content.isHugging ? "hugging" : "compressionResistance",
                axis: content.axis, priority: priority, at: location),
            at: location)
    }

    /// For each of a conflict's constraints that the spec wrote, the same at priority 999, which
    /// the others may then override: its equation with `@999`, or its Visual Format line with
    /// `@999` on its predicate; and for a view's hugging or compression resistance the spec made
    /// required, that property at 999.
    func candidateFixes(forConflict constraints: [LayoutConstraint]) -> [Diagnostic.Fix] {
        let written = constraints.compactMap { context.sceneConstraints[ObjectIdentifier($0)] }
            .sorted { $0.location < $1.location }
        var fixes: [Diagnostic.Fix] = []
        for source in written {
            guard let lowered = Self.entry(of: source, atPriority: "999") else { continue }
            let fix = Self.replacing(source, with: lowered)
            // Two members of one compound equation (`edges`) are one change.
            if !fixes.contains(where: { $0.edit == fix.edit }) { fixes.append(fix) }
        }
        // A conflict's constraints are required: a content priority among them was set to 1000.
        fixes += constraints.compactMap(ContentPriority.init).compactMap { fix($0, priority: 999) }
        // A stack's equal or proportional lengths: `fill` lets its views take what they need.
        var stacks: [StackView] = []
        for constraint in constraints where Self.sharingDistributions.contains(constraint.identifier ?? "") {
            if let stack = constraint.generatingView as? StackView, !stacks.contains(where: { $0 === stack })
            {
                stacks.append(stack)
            }
        }
        return fixes + stacks.compactMap { distribution(of: $0, .fill) }
    }

    /// What UIStackView names the constraints by which `fillEqually` and `fillProportionally`
    /// share the stack's length.
    static let sharingDistributions: Set<String> = ["UISV-fill-equally", "UISV-fill-proportionally"]

    /// The entry that `source` came from, changed so that the constraint has `priority` (as a
    /// spec writes it): an equation with its priority replaced or added (all of a compound
    /// equation's constraints), a Visual Format line with the predicate that makes it changed
    /// (``VisualFormatParser/settingPriority(_:ofFragment:at:in:)``). Nil when no edit of the
    /// entry gives it that priority alone.
    static func entry(of source: SceneConstraint, atPriority priority: String) -> String? {
        let entry = source.entry
        let text = entry.text.value
        switch entry.kind {
        case .equation:
            guard let at = text.lastIndex(of: "@") else { return "\(text) @\(priority)" }
            return text[..<at] + "@" + priority
        case .vfl:
            let count = text.unicodeScalars.count
            guard let offset = (0..<count).first(where: { entry.origin.location(at: $0) == source.location })
            else { return nil }
            return VisualFormatParser.settingPriority(
                priority, ofFragment: source.source, at: offset, in: text)
        }
    }

    /// The fix that replaces the entry `source` came from with `text`, said at the entry.
    static func replacing(_ source: SceneConstraint, with text: String) -> Diagnostic.Fix {
        let entry = source.entry.text
        return Diagnostic.Fix(
            .replaceConstraint(original: entry.value, at: entry.location, with: text), at: entry.location)
    }

    /// ` + 8`, ` - 8`, or nothing for 0, as an equation writes a constant.
    static func offset(_ value: Double) -> String {
        value == 0 ? "" : value > 0 ? " + \(formatNumber(value))" : " - \(formatNumber(-value))"
    }
}
