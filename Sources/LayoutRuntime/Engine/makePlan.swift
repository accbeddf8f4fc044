// Planning a pass: the list of constraints the hierarchy wants, in a fixed order, each in the
// solver's form, with the measurements the pass holds and the reading direction of each view.

import LayoutSolver

extension LayoutEngine {
    /// A constraint a pass wants held, with its form in the solver's terms.
    struct Desired: Equatable {
        let constraint: LayoutConstraint
        let solverConstraint: Constraint
        /// Whether the solver should keep the constant ready to change incrementally.
        var tracksConstant = false
    }

    /// What one pass wants the solver to hold.
    struct Plan {
        var desired: [Desired] = []
        /// UIKit's tie-breaks, below every caller's level (breakStackTies.swift).
        var tieBreaks: [Constraint] = []
        var unplaced: [LayoutIssue] = []
    }

    /// The plan of a pass with `measurements`, which become ``current``. The intrinsic sizes
    /// and guide insets that `measurements` lacks are those of views that fill their
    /// superviews.
    func makePlan(_ snapshot: HierarchySnapshot, measurements: Measurements) -> Plan {
        var plan = Plan()
        current = measurements
        baselineViews = []
        tallestAsked = []
        let rootBounds = CGRect(origin: .zero, size: snapshot.root.requestedFrame.size)
        var firstGuess = GuideGeometry(
            root: snapshot.root, frame: { _ in rootBounds }, bounds: { _ in rootBounds })
        firstGuess.steps = planSteps.map { _ in [] }
        firstGuess.subject = {
            "how the insets of the guides of '\($0.accessibilityIdentifier ?? "?")' are first guessed"
        }
        defer { if planSteps != nil { planSteps = firstGuess.steps } }
        var generated = GeneratedConstraints(previous: generatedCache)
        var unplacedSeen: Set<ObjectIdentifier> = []
        func want(_ constraint: LayoutConstraint) {
            if let solverConstraint = translate(constraint, in: snapshot) {
                plan.desired.append(
                    Desired(
                        constraint: constraint, solverConstraint: solverConstraint,
                        tracksConstant: generated.tracksConstant.contains(ObjectIdentifier(constraint))))
            } else if unplacedSeen.insert(ObjectIdentifier(constraint)).inserted {
                plan.unplaced.append(.noCommonAncestor(constraint))
            }
        }
        // What a stack view shares by in fillProportionally, made once for the whole plan.
        let lengthForStacks: (View) -> CGSize = { [unowned self] in
            $0 is StackView
                ? nestedFittingSize(of: $0)
                : measurements.intrinsicSizes[ObjectIdentifier($0)] ?? $0.intrinsicContentSize
        }
        for view in snapshot.views {
            let isRoot = view === snapshot.root
            let size = measurements.intrinsicSizes[ObjectIdentifier(view)] ?? view.intrinsicContentSize
            current.intrinsicSizes[ObjectIdentifier(view)] = size
            var fittingTarget: FittingTarget?
            if case .fitting(let target) = mode, isRoot { fittingTarget = target }
            var guides: [GeneratedConstraints.EnvironmentGuide] = []
            for (kind, guide) in view.environmentGuides.isEmpty ? [] : view.environmentGuides.madeByKind {
                let key = ObjectIdentifier(guide)
                let insets = measurements.guideInsets[key] ?? firstGuess.insets(of: kind, of: view)
                current.guideInsets[key] = insets
                guides.append(.init(guide: guide, kind: kind, insets: insets))
            }
            let own = generated.constraints(
                for: view, isRoot: isRoot, intrinsicSize: size, guides: guides, fittingTarget: fittingTarget,
                intrinsicSizeOf: lengthForStacks)
            for constraint in own { want(constraint) }
            for constraint in view.installedConstraints { want(constraint) }
        }
        for item in snapshot.items {
            for constraint in record(of: item)?.activeConstraints ?? [] where constraint.installedView == nil
            {
                if unplacedSeen.insert(ObjectIdentifier(constraint)).inserted {
                    plan.unplaced.append(.noCommonAncestor(constraint))
                }
            }
        }
        plan.tieBreaks = stackTieBreaks(snapshot, generated: generated.current, desired: plan.desired)
        generatedCache = generated.current
        listIndex = [:]
        for (index, desired) in plan.desired.enumerated() {
            listIndex[ObjectIdentifier(desired.constraint)] = index
        }
        return plan
    }

    /// The views of `snapshot` that read right to left.
    static func rightToLeftViews(_ snapshot: HierarchySnapshot) -> Set<ObjectIdentifier> {
        let interface = GuideGeometry.interfaceDirection(of: snapshot.root)
        var result: Set<ObjectIdentifier> = []
        for view in snapshot.views
        where GuideGeometry.direction(of: view, interface: interface) == .rightToLeft {
            result.insert(ObjectIdentifier(view))
        }
        return result
    }

    /// A nested stack view's compressed fitting size, measured once per layout (UIStackView's
    /// length for a nested stack in fillProportionally).
    private func nestedFittingSize(of view: View) -> CGSize {
        let key = ObjectIdentifier(view)
        if let known = nestedFittingSizes[key] { return known }
        let size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        nestedFittingSizes[key] = size
        return size
    }

    /// Whether any view of the current pass reads right to left.
    var hasRightToLeftViews: Bool { !rightToLeftViews.isEmpty }

    /// Whether `view` reads right to left in the current pass.
    func readsRightToLeft(_ view: View) -> Bool { rightToLeftViews.contains(ObjectIdentifier(view)) }
}
