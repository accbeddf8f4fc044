import LayoutRuntime
import LayoutSpec
import XCTest

@testable import LayoutGenCore

/// The ambiguity report that looks constraints up by item (`ConstraintLookup` and the
/// engine's narrowed `constraintsAffectingLayout`) prints exactly what the report of 8d5b294,
/// which filtered every constraint, printed: same errors, same order, same notes.
final class AmbiguityReportEquivalenceTests: XCTestCase {
    func testLookupReportEqualsTheFilteringReportOnRandomBrokenSpecs() {
        var rng = SplitMix64(seed: 0xA4B1_6E75_0000_0003)
        var compared = 0
        var withContent = 0
        for _ in 0..<70 {
            let seed = rng.next()
            let (spec, written) = PropertyRoundTripTests.make(seed)
            var variants = [
                RandomSpecBreaker.removingPin(spec, entries: written.entries)?.written.yaml,
                RandomSpecBreaker.addingTie(spec)?.written.yaml,
            ].compactMap { $0 }
            // Several entries dropped at once: many ambiguous views, content sizes and ties.
            var local = SplitMix64(seed: seed, part: [77])
            for count in [2, 4] {
                var entries = written.entries
                for _ in 0..<count where !entries.isEmpty {
                    entries.remove(at: Int(local.next() % UInt64(entries.count)))
                }
                variants.append(RandomYAML.write(spec, entries: entries, expectations: false).yaml)
                // The same with placeholders on the far edges and sizes: the report must not
                // count them (a placeholder is never active).
                let placeholders = Self.edgePlaceholders(spec, using: &local)
                variants.append(
                    RandomYAML.write(spec, entries: entries + placeholders, expectations: false).yaml)
            }
            for yaml in variants {
                let (old, new) = Self.reports(yaml)
                XCTAssertEqual(new, old, "seed \(hex(seed)):\n\(yaml)")
                compared += 1
                if new.contains("scrollable content") { withContent += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 300)
        XCTAssertGreaterThan(withContent, 10, "specs whose scrollable content size is ambiguous")
    }

    /// Placeholders that would pin far edges to the superview (a scroll view's content area,
    /// after the seeds' rule) or tie sizes, if they were active.
    static func edgePlaceholders(_ spec: RandomSpec, using rng: inout SplitMix64) -> [RandomEntry] {
        var result: [RandomEntry] = []
        for (index, view) in spec.views.enumerated() where rng.next() % 2 == 0 {
            let parent = spec.id(view.parent)
            let texts = [
                "\(view.id).bottom == \(parent).bottom", "\(view.id).trailing == \(parent).trailing",
                "\(view.id).bottom <= \(parent).bottom - 4", "\(view.id).height == 30 @600",
                "\(spec.id(index)).width == \(parent).width @600",
            ]
            let text = texts[Int(rng.next() % UInt64(texts.count))]
            result.append(RandomEntry(text: text, form: .equation, isPlaceholder: true, order: rng.next()))
        }
        return result
    }

    /// The diagnostics of the new and of the old ambiguity report, at every size of the spec.
    static func reports(_ yaml: String) -> (old: String, new: String) {
        var diagnostics = Diagnostics()
        guard let loaded = SpecLoader.load(yaml: yaml, file: "spec.yaml", diagnostics: &diagnostics),
            let scene = GeneratorPipeline.build(loaded, diagnostics: &diagnostics)
        else { return ("does not load: \(diagnostics.description)", "") }
        var oldFindings = Findings()
        var newFindings = Findings()
        var context = ProofContext(scene: scene, size: scene.sizes[0])
        for size in scene.sizes {
            scene.root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            scene.root.layoutIfNeeded()
            context.size = size
            context.reportAmbiguity(into: &newFindings)
            context.oldReportAmbiguity(into: &oldFindings)
        }
        var oldDiagnostics = Diagnostics()
        var newDiagnostics = Diagnostics()
        oldFindings.flush(into: &oldDiagnostics, sizes: scene.sizes)
        newFindings.flush(into: &newDiagnostics, sizes: scene.sizes)
        return (oldDiagnostics.description, newDiagnostics.description)
    }
}

// MARK: The report of 8d5b294, renamed

extension ProofContext {
    /// Ambiguity: an error at the declaration of each view whose frame is not unique, and at
    /// each scroll view whose content size is not, with why.
    func oldReportAmbiguity(into findings: inout Findings) {
        var explainedContent: [(ScrollView, Axis)] = []
        for sceneView in scene.views {
            guard let scrollView = sceneView.view as? ScrollView else { continue }
            let ambiguous = scrollView.contentLayoutGuide.ambiguousAttributes
            for axis in Axis.allCases where ambiguous.contains(axis.sizeAttribute) {
                explainedContent.append((scrollView, axis))
                let (reason, notes) = oldExplainContentAmbiguity(scrollView, axis: axis)
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
                let affecting = oldConstraintsOnAmbiguousAttributes(
                    of: sceneView.view, axis: axis, ambiguous: onAxis)
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
                    "The \(parts.joined(separator: " and ")) of '\(sceneView.id)' \(verb) ambiguous: "
                        + reason,
                    at: sceneView.location, notes: Array(notes), size: size)
            }
        }
    }

    /// The user constraints on a view's ambiguous attributes along an axis: a free size with
    /// a fixed position is about the size and the far edge; a free position is about every
    /// attribute on the axis.
    func oldConstraintsOnAmbiguousAttributes(
        of view: View, axis: Axis, ambiguous: [LayoutAttribute]
    ) -> [LayoutConstraint] {
        let relevant: Set<LayoutAttribute> =
            ambiguous.contains(axis.positionAttribute)
            ? [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY]
            : axis.endAttributes.union([axis.sizeAttribute, axis.centerAttribute])
        return view.constraintsAffectingLayout(for: axis.runtimeAxis)
            .filter { $0.origin == .user && $0.touches(view, attributes: relevant) }
    }

    /// Why a scroll view's content size is not determined on an axis, in the words of the
    /// seeds' unbroken-chain rule.
    func oldExplainContentAmbiguity(_ scrollView: ScrollView, axis: Axis) -> (String, [Diagnostic.Note]) {
        let guide = scrollView.contentLayoutGuide
        let active = oldAllActiveConstraints()
        // Constraints on the content area's far edge (the seeds' rule maps a scroll view's
        // edges to its content area in constraints with its descendants).
        let onEnd = active.filter { constraint in
            constraint.touches(guide, attributes: axis.endAttributes)
        }
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
            let onSize = oldConstraintsOnAmbiguousAttributes(
                of: view, axis: axis, ambiguous: [axis.sizeAttribute])
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
                !active.contains {
                    $0.relation == .equal && $0.touches(child, attributes: axis.endAttributes)
                }
            }
            if let last = loose.max(by: { oldMaxEdge($0, axis) < oldMaxEdge($1, axis) }) {
                let edge = "'\(id(of: last)).\(axis.endWord)'"
                if let bound = active.first(where: {
                    $0.relation != .equal && $0.touches(last, attributes: axis.endAttributes)
                }) {
                    let note = note(for: bound)
                    return (
                        "\(cite(bound)) only bounds \(edge) from one side, so nothing fixes the "
                            + "\(axis.sizeWord); make that constraint '==', or give the content a fixed "
                            + axis.sizeWord,
                        [note]
                    )
                }
                var notes: [Diagnostic.Note] = []
                let reaching = active.filter { constraint in
                    constraint.touches(last, attributes: axis.startAttributes.union([axis.sizeAttribute]))
                }
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

    func oldMaxEdge(_ view: View, _ axis: Axis) -> CGFloat {
        axis == .horizontal ? view.frame.maxX : view.frame.maxY
    }

    func oldAllActiveConstraints() -> [LayoutConstraint] {
        scene.constraints.filter { !$0.isPlaceholder }.map(\.constraint)
    }
}
