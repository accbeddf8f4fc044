// The measure loop: a layout solves, measures from the solved frames what UIKit derives from
// them (text wrapped at its width, baselines, the insets of guides), and solves again until
// the measurements settle.

import LayoutSolver

extension LayoutEngine {
    /// What a pass holds fixed that UIKit derives from frames: the intrinsic sizes of text
    /// measured at its solved width, the baselines of views that constraints align by, and
    /// the insets of the safe-area, margins and readable-content guides. The first pass of a
    /// layout starts from none (unwrapped text, guides of views that fill their superviews);
    /// each further pass measures them from the solve before it.
    struct Measurements {
        var intrinsicSizes: [ObjectIdentifier: CGSize] = [:]
        var baselines: [ObjectIdentifier: Baselines] = [:]
        var guideInsets: [ObjectIdentifier: EdgeInsets] = [:]
        /// The tallest visible arranged view of each horizontal stack view whose baseline a
        /// constraint reads, where UIKit vends that view's baseline.
        var tallestArranged: [ObjectIdentifier: ObjectIdentifier] = [:]

        /// Whether `other` holds each of these measurements, within 1e-9.
        func agree(with other: Measurements) -> Bool {
            for (key, size) in intrinsicSizes {
                guard let old = other.intrinsicSizes[key], abs(old.width - size.width) <= 1e-9,
                    abs(old.height - size.height) <= 1e-9
                else { return false }
            }
            for (key, insets) in guideInsets {
                guard let old = other.guideInsets[key], old.isClose(to: insets) else { return false }
            }
            return baselines.allSatisfy { other.baselines[$0.key] == $0.value }
                && tallestArranged.allSatisfy { other.tallestArranged[$0.key] == $0.value }
        }
    }

    /// Solves, then measures what UIKit derives from frames (see ``Measurements``) from the
    /// solved layout and solves again while a measurement changed, at most ``maxPasses`` times
    /// in all.
    ///
    /// Every layout starts from no measurements, as a fresh one would, so that the result
    /// does not depend on the previous layout. When the first pass would hold exactly what the
    /// previous layout's first pass held, every pass would repeat too, so the engine starts
    /// from the measurements the previous layout settled on.
    func solveUntilSettled(_ snapshot: HierarchySnapshot) {
        lastOperationCount = 0
        let recording: Bool
        let size: CGSize
        switch mode {
        case .hierarchy:
            (recording, size) = (snapshot.root.recordsLayoutRegime, snapshot.root.requestedFrame.size)
        case .fitting(let target): (recording, size) = (target.recordsRegime, target.size)
        }
        regime = recording ? LayoutRegime(size: size, items: Self.regimeItems(snapshot)) : nil
        planSteps = recording ? [] : nil
        rightToLeftViews = Self.rightToLeftViews(snapshot)
        nestedFittingSizes = [:]
        var measurements = Measurements()
        var firstPass: [Desired]?
        // The plan of the first pass, made once: compared with the previous layout's, and used
        // by the first solve when the settled measurements cannot be reused.
        var firstPlan: Plan?
        if refusals.isEmpty && !isStale(snapshot) {
            makeVariables(snapshot)
            let plan = makePlan(snapshot, measurements: measurements)
            firstPass = plan.desired
            // A recorded regime holds every pass, so it never starts from settled measurements.
            if !recording, let settled = settledMeasurements, let previous = previousFirstPass,
                previous == firstPass!
            {
                measurements = settled
            } else {
                firstPlan = plan
            }
        }
        previousFirstPass = firstPass
        settledMeasurements = nil
        unsettled = []
        for pass in 0..<Self.maxPasses {
            solve(snapshot, measurements: measurements, plan: pass == 0 ? firstPlan : nil)
            var steps = planSteps
            planSteps = recording ? [] : nil
            let next = measure(snapshot, steps: &steps)
            recordPass(steps: steps)
            if next.agree(with: current) {
                if refusals.isEmpty { settledMeasurements = current }
                return
            }
            measurements = next
        }
        regime?.settled = false
        unsettled = snapshot.views.filter { view in
            var own = Measurements()
            let key = ObjectIdentifier(view)
            own.intrinsicSizes[key] = measurements.intrinsicSizes[key]
            own.baselines[key] = measurements.baselines[key]
            own.tallestArranged[key] = measurements.tallestArranged[key]
            for guide in view.environmentGuides.made {
                own.guideInsets[ObjectIdentifier(guide)] = measurements.guideInsets[ObjectIdentifier(guide)]
            }
            return !own.agree(with: current)
        }
    }

    /// The measurements of the solved layout: text at its solved width, the baselines the
    /// last plan asked for, and the insets of every view's guides. With `steps`, appends every
    /// decision they took from the frames (see ``LayoutRegime``).
    private func measure(_ snapshot: HierarchySnapshot, steps: inout [RegimeStep]?) -> Measurements {
        var result = Measurements()
        var geometry = GuideGeometry(
            root: snapshot.root, frame: { [unowned self] in frameRect(of: $0) },
            bounds: { [unowned self] in frameRect(of: $0) })
        geometry.steps = steps
        for view in snapshot.views {
            let key = ObjectIdentifier(view)
            guard let variables = variables(of: view) else { continue }
            let width = solver.value(of: variables.width)
            let subject = view.accessibilityIdentifier ?? "?"
            if geometry.steps != nil, let wrapping = view.wrappingText {
                geometry.steps!.append(
                    .wrapping(
                        wrapping.text, font: wrapping.font, maxLines: wrapping.maxLines,
                        width: CGFloat(width) - wrapping.inset,
                        subject: "how the text of '\(subject)' wraps"))
            }
            if let size = view.intrinsicContentSize(fittingWidth: CGFloat(width)) {
                result.intrinsicSizes[key] = size
            }
            if baselineViews.contains(key) { result.baselines[key] = view.baselines(width: CGFloat(width)) }
            if tallestAsked.contains(key), let stack = view as? StackView {
                let arranged = stack.visibleArrangedSubviews
                let heights = arranged.map { self.variables(of: $0).map { solver.value(of: $0.height) } ?? 0 }
                if geometry.steps != nil {
                    // Which view is tallest follows from every pair: the later one wins when it
                    // is taller by more than the tolerance.
                    for i in heights.indices {
                        for j in heights.indices where j > i {
                            let difference = heights[j] - heights[i] - 1e-9
                            var step = RegimeStep.comparison(CGFloat(difference), difference > 0)
                            step.subject = "which arranged view of '\(subject)' is the tallest"
                            geometry.steps!.append(step)
                        }
                    }
                }
                let tallest = StackView.tallest(of: arranged) { view in
                    CGFloat(heights[arranged.firstIndex { $0 === view }!])
                }
                result.tallestArranged[key] = tallest.map(ObjectIdentifier.init)
            }
            if view.environmentGuides.isEmpty { continue }
            for (kind, guide) in view.environmentGuides.madeByKind {
                result.guideInsets[ObjectIdentifier(guide)] = geometry.insets(of: kind, of: view)
            }
        }
        steps = geometry.steps
        return result
    }
}
