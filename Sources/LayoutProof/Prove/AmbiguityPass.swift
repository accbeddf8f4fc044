import LayoutRuntime
import LayoutSpec

/// Ambiguity: an error at the declaration of each view whose frame is not unique, and at each
/// scroll view whose content size is not, with why. A view that a conflict's constraints place
/// is ambiguous only because one of them was set aside: that is a note under the conflict's
/// error. A view left ambiguous only by another's ambiguity (``LayoutSnapshot/followOns``: the
/// views a stack view arranges, a view placed from the ambiguous one) is a note under that
/// one's error. What a tie explains is not reported again; views the snapshot does not list as
/// ambiguous are not asked again.
struct AmbiguityPass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let report = Report(snapshot)
        let ambiguousViews = Set(snapshot.ambiguous.map(\.view))
        let views = snapshot.scene.views.filter { ambiguousViews.contains(ObjectIdentifier($0.view)) }
        // Content sizes first: a view's size that only follows one points at its error.
        var found: [Finding] = []
        var explainedContent: [(ScrollView, LayoutAxis)] = []
        for sceneView in views {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let ambiguous = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in LayoutAxis.allCases where ambiguous.contains(axis.sizeAttribute) {
                explainedContent.append((scrollView, axis))
                found += report.contentSize(of: sceneView, scrollView, axis: axis)
            }
        }
        var frames: [FrameQuestion] = []
        for sceneView in views {
            let ambiguous = sceneView.view.ambiguousAttributes
            for axis in LayoutAxis.allCases {
                let item = AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
                // What a tie or another view leaves free is theirs to say: only the rest is this view's.
                let onAxis = snapshot.followOns.remaining[item] ?? ambiguous.filter(axis.contains)
                if onAxis.isEmpty { continue }
                let content = explainedContent.first {
                    $0.1 == axis && sceneView.view.superview?.isDescendant(of: $0.0) == true
                }
                frames.append(
                    FrameQuestion(sceneView: sceneView, axis: axis, onAxis: onAxis, content: content?.0))
            }
        }
        // What follows from another view's ambiguity is asked first, so that view's error
        // collects it; the findings keep the views' order.
        var byFrame: [[Finding]] = Array(repeating: [], count: frames.count)
        var followOns: [AmbiguousItem: [Finding]] = [:]
        let follows = { (index: Int) in snapshot.followOns.causes[frames[index].item] != nil }
        for index in frames.indices.filter(follows) + frames.indices.filter({ !follows($0) }) {
            let frame = frames[index]
            byFrame[index] = report.frame(
                of: frame.sceneView, axis: frame.axis, ambiguous: frame.onAxis, insideContent: frame.content,
                followOns: followOns[frame.item] ?? [])
            for finding in byFrame[index] {
                if case .noteUnderAmbiguity(let cause, _) = finding.form {
                    followOns[cause, default: []].append(finding)
                }
            }
        }
        return found + byFrame.flatMap { $0 }
    }

    /// A view whose frame is ambiguous along an axis, and the scroll view whose ambiguous
    /// content size it lies in, if any.
    private struct FrameQuestion {
        let sceneView: SceneView
        let axis: LayoutAxis
        let onAxis: [LayoutAttribute]
        let content: ScrollView?

        var item: AmbiguousItem {
            AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
        }
    }

    /// What the pass reads of one snapshot, worked out once.
    private struct Report {
        let snapshot: LayoutSnapshot
        let context: ProofContext
        /// What the snapshot's ties explain or alone leave free, which is not reported again.
        let explained: Set<AmbiguousItem>
        let witnessOf: [AmbiguousItem: Diagnostic.Witness]
        let lookup: ConstraintLookup
        let fixer: CandidateFixes

        init(_ snapshot: LayoutSnapshot) {
            self.snapshot = snapshot
            context = snapshot.context
            explained = snapshot.ties.reduce(into: Set<AmbiguousItem>()) { $0.formUnion($1.explains) }
                .union(snapshot.followOns.causes.filter { $0.value.isTie }.keys)
            witnessOf = Dictionary(snapshot.witnesses.map { ($0.item, $0.witness) }) { first, _ in first }
            lookup = snapshot.context.lookup
            fixer = CandidateFixes(context: snapshot.context)
        }

        /// A scroll view's ambiguous content size along `axis`, with the first rule's reason.
        func contentSize(of sceneView: SceneView, _ scrollView: ScrollView, axis: LayoutAxis) -> [Finding] {
            let item = AmbiguousItem(view: ObjectIdentifier(scrollView), axis: axis, isContent: true)
            if explained.contains(item) { return [] }
            let explanation = ContentAmbiguity(scrollView, axis: axis, context: context, lookup: lookup)
                .explain()
            let witness = witnessOf[item]
            let fixes = fixer.candidateContentFixes(
                for: scrollView, id: sceneView.id, axis: axis, explanation: explanation)
            let subjects = [sceneView.id, axis.sizeWord, explanation.rule]
            return [
                Finding(.contentSizeAmbiguous, subjects, isError: true) {
                    var diagnostic = Diagnostic.contentSizeAmbiguous(
                        scrollView: sceneView.id, sizeWord: axis.sizeWord, sizes: $0,
                        because: explanation.reason, at: sceneView.location, notes: explanation.notes)
                    diagnostic.witness = witness
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                }
            ]
        }

        /// A view's ambiguous frame along `axis`; `insideContent` is the scroll view whose
        /// ambiguous content size the view lies in, along that axis. `followOns` are what
        /// follows from it, to be notes under its error.
        func frame(
            of sceneView: SceneView, axis: LayoutAxis, ambiguous onAxis: [LayoutAttribute],
            insideContent scrollView: ScrollView?, followOns: [Finding]
        ) -> [Finding] {
            let item = AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false)
            if explained.contains(item) { return [] }
            var parts: [String] = []
            if onAxis.contains(axis.positionAttribute) { parts.append(axis.positionWord) }
            if onAxis.contains(axis.sizeAttribute) { parts.append(axis.sizeWord) }
            // Only a conflict that takes part in placing the view on this axis: setting one of its
            // constraints aside frees nothing on an axis they do not reach.
            let conflict = snapshot.conflictIndex(placing: sceneView.view, along: [axis])
            if conflict == nil, case .view(let cause) = snapshot.followOns.causes[item] {
                return followOn(sceneView, parts: parts, axis: axis, cause: cause)
            }
            let followOnNotes = followOns.compactMap { $0.note(underAmbiguity: item) }
            // A size that only follows an ambiguous scrollable content size: say so, and send
            // the reader to the scroll view's error, which has the reason.
            if !onAxis.contains(axis.positionAttribute), let scrollView {
                let owner = context.id(of: scrollView)
                let ownerLocation = context.viewLocations[owner]
                let subjects = [sceneView.id, axis.sizeWord, owner] + followOns.map(\.id.description)
                return [
                    Finding(.sizeFollowsAmbiguousContent, subjects, isError: true) {
                        var diagnostic = Diagnostic.sizeFollowsAmbiguousContent(
                            view: sceneView.id, sizeWord: axis.sizeWord, scrollView: owner, sizes: $0,
                            at: sceneView.location, scrollViewLocation: ownerLocation)
                        diagnostic.notes += followOnNotes
                        return diagnostic
                    }
                ]
            }
            if let index = conflict {
                let note = Diagnostic.Note.leftAmbiguousBySettingAside(
                    view: sceneView.id, parts: parts, at: sceneView.location)
                return [Finding(.frameAmbiguous, [sceneView.id] + parts, underConflict: index, note)]
            }
            // The constraints on everything ambiguous on the axis, what follows from a cause
            // included: they are why the view is free to move.
            let affecting = constraintsOnAmbiguousAttributes(
                of: sceneView.view, axis: axis,
                ambiguous: sceneView.view.ambiguousAttributes.filter(axis.contains))
            let notes =
                Array(affecting.prefix(8).map(context.note(for:)))
                + placeholderNotes(of: sceneView.view, axis)
                + followOnNotes
            let reason: AmbiguityReason =
                affecting.isEmpty ? .unconstrained(direction: "\(axis.chainWord)ly") : .freeToMove()
            let witness = witnessOf[item]
            let fixes = fixer.candidateFixes(
                for: sceneView, axis: axis, ambiguous: onAxis, witness: witness,
                constrained: !affecting.isEmpty)
            let subjects =
                [sceneView.id] + parts + [affecting.isEmpty ? "unconstrained" : "free to move"]
                + followOns.map(\.id.description)
            return [
                Finding(.frameAmbiguous, subjects, isError: true) {
                    var diagnostic = Diagnostic.frameAmbiguous(
                        view: sceneView.id, parts: parts, sizes: $0, because: reason, at: sceneView.location,
                        notes: notes)
                    diagnostic.witness = witness
                    diagnostic.candidateFixes = fixes
                    return diagnostic
                }
            ]
        }

        /// The placeholders that would place `view` along `axis` while editing, which the app
        /// does without: a note each.
        private func placeholderNotes(of view: View, _ axis: LayoutAxis) -> [Diagnostic.Note] {
            lookup.placeholders(
                touching: view, attributes: Set(LayoutAttribute.allCases.filter(axis.contains))
            )
            .map {
                Diagnostic.Note.placeholderRemovedAtBuildTime(
                    $0.source, view: context.id(of: view), at: $0.location)
            }
        }

        /// A view left ambiguous only by `cause`'s ambiguity along `axis`: a note under the
        /// cause's error, or under the conflict that places the cause when it is one's follow-on.
        private func followOn(
            _ sceneView: SceneView, parts: [String], axis: LayoutAxis, cause: AmbiguousItem
        ) -> [Finding] {
            guard let causeView = context.views[cause.view] else { return [] }
            let causeID = context.id(of: causeView)
            if let index = snapshot.conflictIndex(placing: causeView, along: [axis]) {
                let note = Diagnostic.Note.leftAmbiguousBySettingAside(
                    view: sceneView.id, parts: parts, at: sceneView.location)
                return [Finding(.frameAmbiguous, [sceneView.id] + parts, underConflict: index, note)]
            }
            let arranged =
                (causeView as? StackView)?.arrangedSubviews.contains { $0 === sceneView.view } == true
            let note = Diagnostic.Note.followsAmbiguity(
                view: sceneView.id, parts: parts, cause: causeID, arrangedByCause: arranged,
                causeAxis: causeView === sceneView.view ? cause.axis.chainWord : nil, at: sceneView.location)
            let placeholders = placeholderNotes(of: sceneView.view, axis).map {
                Finding(.frameAmbiguous, [sceneView.id, $0.message], underAmbiguity: cause, $0)
            }
            return [Finding(.frameAmbiguous, [sceneView.id] + parts + [causeID], underAmbiguity: cause, note)]
                + placeholders
        }

        /// The user constraints on a view's ambiguous attributes along an axis: a free size with
        /// a fixed position is about the size and the far edge; a free position is about every
        /// attribute on the axis.
        private func constraintsOnAmbiguousAttributes(
            of view: View, axis: LayoutAxis, ambiguous: [LayoutAttribute]
        ) -> [LayoutConstraint] {
            let relevant: Set<LayoutAttribute> =
                ambiguous.contains(axis.positionAttribute)
                ? [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY]
                : axis.endAttributes.union([axis.sizeAttribute, axis.centerAttribute])
            return lookup.constraintsAffectingLayout(of: view, axis: axis, touching: relevant)
        }
    }
}
