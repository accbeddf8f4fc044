import LayoutSolver

/// The solver of one hierarchy, kept by its root between layout passes.
///
/// A pass lists the constraints the hierarchy wants, in a fixed order (pre-order over views;
/// at each view the runtime's constraints, then the user constraints installed there, in
/// activation order), and sends the solver only the difference from what it holds: removals,
/// changed constants (``Solver/setConstant(_:of:)``), additions. Then it writes every frame.
///
/// The result is always that of adding the list in order to a fresh solver, where a required
/// constraint that conflicts with those before it is left out (but for an ambiguous value,
/// which the solver leaves where it was after a removal when nothing else holds it, and
/// otherwise at a vertex of its tie: the engine removes without the solver's stays, which
/// would cost a pass over every variable per removal, and UIKit promises nothing about where
/// an ambiguous view goes). When a pass meets a conflict,
/// or the previous pass had one, the engine rebuilds from scratch so that the same
/// constraints are left out as in a fresh layout.
final class LayoutEngine {
    enum Mode {
        /// Lays out a hierarchy and writes its frames.
        case hierarchy
        /// Measures a view's subtree on its own, toward a target size.
        case fitting(CGSize)
    }

    /// An item's variables in screen space.
    struct ItemVariables {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        /// The position and the size along `axis`.
        func onAxis(_ axis: LayoutAxis) -> [Variable] {
            axis == .horizontal ? [left, width] : [top, height]
        }
    }

    private struct Entry {
        let variables: ItemVariables
        /// The ``hierarchyStamp`` of the last hierarchy the item was in.
        var stamp: Int
    }

    /// An item the engine made variables for, held without keeping it alive: while the
    /// engine holds it, the item's memory, and so its `ObjectIdentifier`, is not reused.
    private struct Pin {
        unowned let item: AnyObject
    }

    /// The held constraints in groups that share no variable (see ``makeComponents()``).
    private struct ConstraintComponents {
        /// Per variable of a held constraint: its group.
        var group: [Variable: Int] = [:]
        /// Per group: its constraints, in list order.
        var members: [[LayoutConstraint]] = []
    }

    /// A constraint the solver holds, as it was sent.
    private struct Held {
        let constraint: LayoutConstraint
        let id: ConstraintID
        var solverConstraint: Constraint
    }

    private struct Desired: Equatable {
        let constraint: LayoutConstraint
        let solverConstraint: Constraint
        /// Whether the solver should keep the constant ready to change incrementally.
        var tracksConstant = false
    }

    /// What one pass wants the solver to hold.
    private struct Plan {
        var desired: [Desired] = []
        var unplaced: [LayoutIssue] = []
    }

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

    /// The most solves per layout: the first from no measurements, then re-measured ones.
    static let maxPasses = 6

    let mode: Mode
    private var solver = Solver()
    /// Each item's variables, by the identifier of the item. ``pins`` keep every identifier
    /// here from naming another item.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pins: [Pin] = []
    /// Counts the times ``makeVariables(_:)`` went through a hierarchy: an entry stamped with
    /// the count is an item of the hierarchy being laid out.
    private var hierarchyStamp = 0
    private var held: [ObjectIdentifier: Held] = [:] {
        didSet { (components, ambiguityComponents) = (nil, nil) }
    }
    private var heldByID: [ConstraintID: LayoutConstraint] = [:]
    /// Each desired constraint's index in the last pass's list.
    private var listIndex: [ObjectIdentifier: Int] = [:] {
        didSet { (components, ambiguityComponents) = (nil, nil) }
    }
    /// The held constraints grouped by the variables they share, made by the first
    /// ``constraintsAffectingLayout(of:axis:)`` after a change.
    private var components: ConstraintComponents?
    /// The same through ambiguous variables only (``constraintsSharingAmbiguity(of:axis:)``),
    /// made after a layout by the first call.
    private var ambiguityComponents: ConstraintComponents?
    private var refusals: [LayoutIssue] = []
    private var unplaced: [LayoutIssue] = []
    /// The views whose measurements had not settled when the last layout stopped.
    private var unsettled: [View] = []
    private var generatedCache: [GeneratedKey: LayoutConstraint] = [:]
    private var ambiguity: Set<Variable>?
    /// The list of the previous layout's first pass, and the measurements its passes settled on.
    private var previousFirstPass: [Desired]?
    private var settledMeasurements: Measurements?
    /// The measurements the current pass holds, and the views whose baselines it asked for.
    private var current = Measurements()
    private var baselineViews: Set<ObjectIdentifier> = []
    /// The stack views whose tallest arranged view the current pass asked for.
    private var tallestAsked: Set<ObjectIdentifier> = []
    /// The views of the current pass that read right to left.
    private var rightToLeftViews: Set<ObjectIdentifier> = []
    /// The compressed fitting sizes of nested stack views measured in the current layout.
    private var nestedFittingSizes: [ObjectIdentifier: CGSize] = [:]
    /// The regime of the last layout, when its root records one (``View/recordsLayoutRegime``).
    private(set) var regime: LayoutRegime?
    /// The decisions of the current plan's first guess of guide insets, while recording.
    private var planSteps: [RegimeStep]?

    /// The issues of the last layout pass: conflicts first, in list order, then constraints
    /// without a common ancestor, then the views that did not settle.
    private(set) var issues: [LayoutIssue] = []
    /// The active user constraints the solver found implied, when they were added, by the
    /// required equalities added before them, in the order they were added.
    var redundantConstraints: [LayoutConstraint] {
        heldByID.keys.sorted().filter { solver.isRedundant($0) }.compactMap { heldByID[$0] }
            .filter { $0.origin == .user }
    }

    /// Every constraint the last layout pass held, the runtime's own included, in the order it
    /// added them.
    var heldConstraints: [LayoutConstraint] {
        held.values.map(\.constraint).sorted { position(of: $0) < position(of: $1) }
    }

    /// How many times the engine threw its solver away and started again (for tests).
    private(set) var rebuildCount = 0
    /// How many solver operations the last layout sent (for tests).
    private(set) var lastOperationCount = 0

    init(mode: Mode) { self.mode = mode }

    // MARK: Passes

    /// Solves the hierarchy under `root` and writes the frames of its views and guides.
    func layOut(_ root: View) {
        let snapshot = HierarchySnapshot(root: root)
        solveUntilSettled(snapshot)
        writeFrames(snapshot)
        issues = refusals + unplaced + (unsettled.isEmpty ? [] : [.unsettled(unsettled)])
    }

    /// The solved size of `view`'s subtree laid out on its own; writes nothing.
    func fittingSize(of view: View) -> CGSize {
        let snapshot = HierarchySnapshot(root: view)
        solveUntilSettled(snapshot)
        let size = frameRect(of: view).size
        return CGSize(width: Self.snapped(size.width), height: Self.snapped(size.height))
    }

    /// Solves, then measures what UIKit derives from frames (see ``Measurements``) from the
    /// solved layout and solves again while a measurement changed, at most ``maxPasses`` times
    /// in all.
    ///
    /// Every layout starts from no measurements, as a fresh one would, so that the result
    /// does not depend on the previous layout. When the first pass would hold exactly what the
    /// previous layout's first pass held, every pass would repeat too, so the engine starts
    /// from the measurements the previous layout settled on.
    private func solveUntilSettled(_ snapshot: HierarchySnapshot) {
        lastOperationCount = 0
        var recording = false
        if case .hierarchy = mode { recording = snapshot.root.recordsLayoutRegime }
        regime =
            recording
            ? LayoutRegime(size: snapshot.root.requestedFrame.size, items: Self.regimeItems(snapshot)) : nil
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
                        wrapping.text, fontSize: wrapping.fontSize, maxLines: wrapping.maxLines,
                        width: CGFloat(width),
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

    /// Records the pass just solved and measured: the root sizes over which its basis holds,
    /// the decisions of its plan and measurements, and what it held.
    private func recordPass(steps: [RegimeStep]?) {
        guard regime != nil, let steps else { return }
        var pass = LayoutRegime.Pass(steps: steps, held: current)
        var sizeIDs: [LayoutAttribute: ConstraintID] = [:]
        for record in held.values where record.constraint.origin == .rootFrame {
            let attribute = record.constraint.firstAttribute
            guard attribute == .width || attribute == .height,
                let ranging = try? solver.stableRangeEnds(ofConstant: record.id)
            else { continue }
            sizeIDs[attribute] = record.id
            // The solver holds `root.width - w == 0`: its constant is -w, so the constant's
            // smaller end is the larger width.
            assert(
                abs(-record.solverConstraint.expression.constant - Double(record.constraint.constant)) <= 1e-9
            )
            let sizes = (-ranging.range.upperBound)...(-ranging.range.lowerBound)
            let ends = (
                lower: ranging.atUpper.flatMap { heldByID[$0] },
                upper: ranging.atLower.flatMap { heldByID[$0] }
            )
            if attribute == .width {
                (pass.widths, pass.widthEnds) = (sizes, ends)
            } else {
                (pass.heights, pass.heightEnds) = (sizes, ends)
            }
        }
        if let width = sizeIDs[.width], let height = sizeIDs[.height],
            let bounds = try? solver.stableRegion(ofConstants: [width, height])
        {
            // The constants are -width and -height: a point more of size moves them by -1.
            pass.region = bounds.map { bound in
                var bound = bound
                bound.coefficients = bound.coefficients.map { -$0 }
                return bound
            }
        }
        regime!.passes.append(pass)
        if !refusals.isEmpty { regime!.conflicted = true }
    }

    /// The views of `snapshot` and their guides, each named by its view, in hierarchy order.
    private static func regimeItems(_ snapshot: HierarchySnapshot) -> [(key: ObjectIdentifier, view: View)] {
        var items: [(key: ObjectIdentifier, view: View)] = []
        for view in snapshot.views {
            items.append((ObjectIdentifier(view), view))
            for (_, guide) in view.environmentGuides.isEmpty ? [] : view.environmentGuides.madeByKind {
                items.append((ObjectIdentifier(guide), view))
            }
        }
        return items
    }

    /// The views of `snapshot` that read right to left.
    private static func rightToLeftViews(_ snapshot: HierarchySnapshot) -> Set<ObjectIdentifier> {
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

    /// The baselines of `view` in the current pass, recording that the pass asked for them.
    func baselines(of view: View) -> Baselines {
        let key = ObjectIdentifier(view)
        baselineViews.insert(key)
        if let known = current.baselines[key] { return known }
        let unwrapped = view.baselines(width: .infinity)
        current.baselines[key] = unwrapped
        return unwrapped
    }

    /// The view whose first (or last) baseline is `view`'s in the current pass: its
    /// ``View/forFirstBaselineLayout`` (``View/forLastBaselineLayout``), but for a stack view
    /// the arranged view it vends, tallest by the heights of the solve before, or by intrinsic
    /// heights in a layout's first pass.
    func baselineLayout(of view: View, first: Bool) -> View {
        guard let stack = view as? StackView else {
            return first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        }
        let vendor = stack.baselineVendor(first: first) { visible in
            let key = ObjectIdentifier(stack)
            tallestAsked.insert(key)
            if let known = current.tallestArranged[key],
                let view = visible.first(where: { ObjectIdentifier($0) == known })
            {
                return view
            }
            let guess = StackView.tallest(of: visible) { max(0, $0.intrinsicContentSize.height) }
            current.tallestArranged[key] = guess.map(ObjectIdentifier.init)
            return guess
        }
        return vendor.map { baselineLayout(of: $0, first: first) } ?? stack
    }

    /// Whether the solver holds so many variables of items that left that it should start over.
    private func isStale(_ snapshot: HierarchySnapshot) -> Bool {
        solver.variableCount > 8 * snapshot.items.count + 256
    }

    /// One solve: brings the solver to the plan for `snapshot` with `measurements`,
    /// incrementally when it can.
    /// - Parameter prebuilt: The plan for `measurements`, already made with the current
    ///   variables; used unless the solver has to start over.
    private func solve(_ snapshot: HierarchySnapshot, measurements: Measurements, plan prebuilt: Plan? = nil)
    {
        (ambiguity, ambiguityComponents) = (nil, nil)
        var startedOver = false
        if !refusals.isEmpty || isStale(snapshot) {
            reset()
            startedOver = true
        }
        makeVariables(snapshot)
        var plan = (startedOver ? nil : prebuilt) ?? makePlan(snapshot, measurements: measurements)
        if !held.isEmpty && !applyDifference(plan.desired) {
            reset()
            makeVariables(snapshot)
            plan = makePlan(snapshot, measurements: measurements)
        }
        if held.isEmpty { addAll(plan.desired) }
        unplaced = plan.unplaced
    }

    /// Forgets everything the solver holds and starts a fresh one.
    private func reset() {
        for record in held.values where record.constraint.origin != .user {
            record.constraint.isAppliedByEngine = false
        }
        solver = Solver()
        entries = [:]
        pins = []
        held = [:]
        heldByID = [:]
        refusals = []
        rebuildCount += 1
    }

    /// Makes the variables of the items of `snapshot` that have none, and stamps every item of
    /// it as one of the hierarchy being laid out.
    private func makeVariables(_ snapshot: HierarchySnapshot) {
        hierarchyStamp += 1
        for item in snapshot.items {
            let key = ObjectIdentifier(item)
            if let index = entries.index(forKey: key) {
                entries.values[index].stamp = hierarchyStamp
                continue
            }
            let name = displayName(of: item)
            let variables = ItemVariables(
                left: solver.makeVariable("\(name).left"), top: solver.makeVariable("\(name).top"),
                width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
            entries[key] = Entry(variables: variables, stamp: hierarchyStamp)
            pins.append(Pin(item: item))
        }
    }

    /// The variables of an item of the hierarchy being laid out; nil for any other item.
    func variables(of item: any LayoutItem) -> ItemVariables? {
        guard let entry = entries[ObjectIdentifier(item)], entry.stamp == hierarchyStamp else { return nil }
        return entry.variables
    }

    /// The plan of a pass with `measurements`, which become ``current``. The intrinsic sizes
    /// and guide insets that `measurements` lacks are those of views that fill their
    /// superviews.
    private func makePlan(_ snapshot: HierarchySnapshot, measurements: Measurements) -> Plan {
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
            var fittingTarget: CGSize?
            if case .fitting(let target) = mode, isRoot { fittingTarget = target }
            var guides: [GeneratedConstraints.EnvironmentGuide] = []
            for (kind, guide) in view.environmentGuides.isEmpty ? [] : view.environmentGuides.madeByKind {
                let key = ObjectIdentifier(guide)
                let insets = measurements.guideInsets[key] ?? firstGuess.insets(of: kind, of: view)
                current.guideInsets[key] = insets
                guides.append(.init(guide: guide, insets: insets))
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
        generatedCache = generated.current
        listIndex = [:]
        for (index, desired) in plan.desired.enumerated() {
            listIndex[ObjectIdentifier(desired.constraint)] = index
        }
        return plan
    }

    /// Sends the solver the difference between what it holds and `desired`; false when a
    /// required constraint was refused (the solver is then in no useful state).
    private func applyDifference(_ desired: [Desired]) -> Bool {
        var wanted: [ObjectIdentifier: Constraint] = [:]
        for item in desired { wanted[ObjectIdentifier(item.constraint)] = item.solverConstraint }
        let obsolete = held.values.filter { record in
            guard let target = wanted[ObjectIdentifier(record.constraint)] else { return true }
            return !Self.sameShape(target, record.solverConstraint)
        }
        for record in obsolete.sorted(by: { $0.id < $1.id }) {
            try? solver.removeMovingAmongTies(record.id)
            release(record)
        }
        for item in desired {
            let key = ObjectIdentifier(item.constraint)
            guard let record = held[key] else { continue }
            let constant = item.solverConstraint.expression.constant
            if record.solverConstraint.expression.constant == constant { continue }
            do {
                try solver.setConstant(constant, of: record.id)
            } catch {
                return false
            }
            lastOperationCount += 1
            held[key]!.solverConstraint = item.solverConstraint
        }
        for item in desired where held[ObjectIdentifier(item.constraint)] == nil {
            do {
                hold(item, as: try solver.add(item.solverConstraint, tracksConstant: item.tracksConstant))
            } catch {
                return false
            }
        }
        return true
    }

    /// Adds `desired` in order to a solver that holds nothing, recording each refusal.
    private func addAll(_ desired: [Desired]) {
        refusals = []
        for item in desired {
            do {
                hold(item, as: try solver.add(item.solverConstraint, tracksConstant: item.tracksConstant))
            } catch {
                lastOperationCount += 1
                var conflicting = [item.constraint]
                if case .unsatisfiable(let refused, let conflict) = error {
                    conflicting += conflict.filter { $0 != refused }.compactMap { heldByID[$0] }
                }
                conflicting.sort { position(of: $0) < position(of: $1) }
                refusals.append(.unsatisfiable(conflicting: conflicting, broken: item.constraint))
            }
        }
    }

    private func hold(_ item: Desired, as id: ConstraintID) {
        lastOperationCount += 1
        held[ObjectIdentifier(item.constraint)] = Held(
            constraint: item.constraint, id: id, solverConstraint: item.solverConstraint)
        heldByID[id] = item.constraint
        if item.constraint.origin != .user { item.constraint.isAppliedByEngine = true }
    }

    private func release(_ record: Held) {
        lastOperationCount += 1
        held[ObjectIdentifier(record.constraint)] = nil
        heldByID[record.id] = nil
        if record.constraint.origin != .user { record.constraint.isAppliedByEngine = false }
    }

    /// Whether two solver constraints differ at most in their constant.
    private static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }

    // MARK: Results

    /// The item's rectangle in screen space, as solved.
    private func screenRect(of item: any LayoutItem) -> CGRect {
        guard let variables = variables(of: item) else { return .zero }
        return CGRect(
            x: solver.value(of: variables.left), y: solver.value(of: variables.top),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// A view's frame in screen space, as solved: its alignment rectangle (what the variables
    /// hold) grown by its ``View/alignmentRectInsets``.
    private func frameRect(of view: View) -> CGRect {
        let insets = view.alignmentRectInsets
        return insets == .zero ? screenRect(of: view) : insets.outset(screenRect(of: view))
    }

    /// Writes each view's frame (in its superview's bounds coordinates) and each guide's
    /// layout frame (in its owning view's bounds coordinates).
    private func writeFrames(_ snapshot: HierarchySnapshot) {
        for view in snapshot.views {
            let origin = view === snapshot.root ? .zero : boundsCorner(of: view.superview!)
            view.frameStorage = Self.snapped(frameRect(of: view), from: origin)
        }
        for guide in snapshot.guides {
            guide.layoutFrameStorage = Self.snapped(
                screenRect(of: guide), from: boundsCorner(of: guide.owningView!))
        }
    }

    /// Where `view`'s bounds start in screen space.
    private func boundsCorner(of view: View) -> CGPoint {
        if let scrollView = view as? ScrollView {
            return screenRect(of: scrollView.contentLayoutGuide).origin
        }
        return frameRect(of: view).origin
    }

    /// `rect` moved to coordinates that start at `origin`, each number snapped to the nearest
    /// millionth of a point when within 1e-7 of it, which hides the solver's rounding
    /// (207.49999999999997 reads 207.5) and never moves a value a screen could show.
    static func snapped(_ rect: CGRect, from origin: CGPoint) -> CGRect {
        CGRect(
            x: snapped(rect.origin.x - origin.x), y: snapped(rect.origin.y - origin.y),
            width: snapped(rect.size.width), height: snapped(rect.size.height))
    }

    static func snapped(_ value: CGFloat) -> CGFloat {
        let rounded = (value * 1e6).rounded() / 1e6
        let result = abs(rounded - value) <= 1e-7 ? rounded : value
        return result == 0 ? 0 : result
    }

    // MARK: Queries

    /// The variables with more than one optimal value; computed once per layout, when first
    /// asked.
    private func ambiguousVariables() -> Set<Variable> {
        if let ambiguity { return ambiguity }
        let ambiguous = Set(solver.ambiguousVariables())
        ambiguity = ambiguous
        return ambiguous
    }

    /// The attributes of `item` among `[.left, .top, .width, .height]` whose variable has more
    /// than one optimal value.
    func ambiguousAttributes(of item: any LayoutItem) -> [LayoutAttribute] {
        guard let variables = variables(of: item) else { return [] }
        let ambiguous = ambiguousVariables()
        let attributes: [(LayoutAttribute, Variable)] = [
            (.left, variables.left), (.top, variables.top), (.width, variables.width),
            (.height, variables.height),
        ]
        return attributes.filter { ambiguous.contains($0.1) }.map(\.0)
    }

    /// Writes the frames of every view and guide under `root` from another layout that
    /// satisfies the constraints exactly as well as the solved one (see
    /// ``withAlternative(moving:of:by:_:)``). False, writing nothing, when nothing can move.
    /// The solved layout is kept: the next layout pass writes it again.
    func exerciseAmbiguity(
        of item: any LayoutItem, moving attributes: [LayoutAttribute]? = nil, under root: View,
        by distance: Double
    ) -> Bool {
        withAlternative(moving: attributes, of: item, by: distance) {
            writeFrames(HierarchySnapshot(root: root))
        }
            != nil
    }

    /// The frame `view` has (in its superview's bounds coordinates) in another layout that
    /// satisfies the constraints exactly as well, in which the first ambiguous one of
    /// `attributes` has moved; nil when none can move. Writes nothing.
    func alternativeFrame(of view: View, moving attributes: [LayoutAttribute], by distance: Double) -> CGRect?
    {
        withAlternative(moving: attributes, of: view, by: distance) {
            let origin = view.superview.map(boundsCorner(of:)) ?? .zero
            return Self.snapped(frameRect(of: view), from: origin)
        }
    }

    /// The rectangle `guide` has, in its owning view's bounds coordinates, in another layout in
    /// which the first ambiguous one of its `attributes` has moved; nil when none can move.
    func alternativeLayoutFrame(
        of guide: LayoutGuide, moving attributes: [LayoutAttribute], by distance: Double
    )
        -> CGRect?
    {
        guard let owner = guide.owningView else { return nil }
        return withAlternative(moving: attributes, of: guide, by: distance) {
            Self.snapped(screenRect(of: guide), from: boundsCorner(of: owner))
        }
    }

    /// Runs `body` while the solver holds another layout that satisfies the constraints
    /// exactly as well as the solved one, in which the first of `item`'s ambiguous attributes
    /// (``ambiguousAttributes(of:)``, or the first ambiguous one of `attributes`, in their
    /// order, when given) has moved `distance`
    /// points up, or as far as the constraints allow that way, or else down; then restores
    /// the solved layout. Nil, without running `body`, when none can move.
    ///
    /// The other layout solves the last pass's constraints, with the measurements (text
    /// heights, guide insets) of the solved layout.
    private func withAlternative<Result>(
        moving attributes: [LayoutAttribute]?, of item: any LayoutItem, by distance: Double,
        _ body: () -> Result
    ) -> Result? {
        guard let variables = variables(of: item) else { return nil }
        let ambiguous = ambiguousAttributes(of: item)
        for attribute in attributes?.filter(ambiguous.contains) ?? ambiguous {
            let variable: Variable
            switch attribute {
            case .left: variable = variables.left
            case .top: variable = variables.top
            case .width: variable = variables.width
            case .height: variable = variables.height
            default: continue  // ambiguousAttributes(of:) names only these four.
            }
            let value = solver.value(of: variable)
            guard
                let other = solver.solution(moving: variable, toward: value + distance)
                    ?? solver.solution(moving: variable, toward: value - distance)
            else { continue }
            let solved = solver
            solver = other
            defer { solver = solved }
            return body()
        }
        return nil
    }

    /// The held constraints connected, through shared variables, to `item`'s variables on
    /// `axis`, in list order.
    func constraintsAffectingLayout(of item: any LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        guard let variables = variables(of: item) else { return [] }
        if components == nil { components = makeComponents() }
        let seeds = variables.onAxis(axis)
        let groups = Set(seeds.compactMap { components!.group[$0] }).sorted()
        if groups.count == 1 { return components!.members[groups[0]] }
        return groups.flatMap { components!.members[$0] }.sorted { position(of: $0) < position(of: $1) }
    }

    /// Of `candidates`, those in `constraintsAffectingLayout(of: item, axis: axis)`, in its
    /// order; costs the candidates, not the groups.
    func constraintsAffectingLayout(
        of item: any LayoutItem, axis: LayoutAxis, among candidates: [LayoutConstraint]
    ) -> [LayoutConstraint] {
        guard let variables = variables(of: item) else { return [] }
        if components == nil { components = makeComponents() }
        let seeds = variables.onAxis(axis)
        let groups = Set(seeds.compactMap { components!.group[$0] })
        return candidates.filter { constraint in
            guard let first = held[ObjectIdentifier(constraint)]?.solverConstraint.expression.variables.first,
                let group = components!.group[first]
            else { return false }
            return groups.contains(group)
        }
        .sorted { position(of: $0) < position(of: $1) }
    }

    /// The held constraints connected to `item`'s ambiguous variables on `axis` through
    /// ambiguous variables only, in list order: the constraints that trade against each other
    /// where the item is not determined. A variable the constraints determine connects
    /// nothing, so two views pinned to one edge of their superview, each with widths of its own
    /// that tie, are two sets, where ``constraintsAffectingLayout(of:axis:)`` gives one.
    /// Empty when the item is determined on `axis`.
    func constraintsSharingAmbiguity(of item: any LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        let groups = ambiguityGroups(of: item, axis: axis)
        return groups.flatMap { ambiguityComponents!.members[$0] }.sorted {
            position(of: $0) < position(of: $1)
        }
    }

    /// Which sets of ``constraintsSharingAmbiguity(of:axis:)`` make up its answer, as
    /// increasing numbers that hold until the next layout: two items with the same numbers
    /// get the same constraints.
    func ambiguityGroups(of item: any LayoutItem, axis: LayoutAxis) -> [Int] {
        guard let variables = variables(of: item) else { return [] }
        let ambiguous = ambiguousVariables()
        if ambiguityComponents == nil { ambiguityComponents = makeComponents(through: ambiguous) }
        let seeds = variables.onAxis(axis)
        return Set(seeds.compactMap { ambiguityComponents!.group[$0] }).sorted()
    }

    /// The held constraints grouped into sets connected through shared variables, each in list
    /// order. Asking for the constraints that affect each view of a tall ambiguous layout
    /// walked every constraint once per view; the groups are made once per change. With
    /// `connecting`, only those variables join constraints, and a constraint with none of them
    /// is in no set.
    private func makeComponents(through connecting: Set<Variable>? = nil) -> ConstraintComponents {
        func connects(_ variable: Variable) -> Bool { connecting?.contains(variable) ?? true }
        var parent: [Variable: Variable] = [:]
        func root(_ variable: Variable) -> Variable {
            var variable = variable
            while let next = parent[variable], next != variable {
                parent[variable] = parent[next] ?? next
                variable = next
            }
            return variable
        }
        for record in held.values {
            let variables = record.solverConstraint.expression.variables.filter(connects)
            guard let first = variables.first else { continue }
            if parent[first] == nil { parent[first] = first }
            for variable in variables.dropFirst() {
                if parent[variable] == nil { parent[variable] = variable }
                let (a, b) = (root(first), root(variable))
                if a != b { parent[b] = a }
            }
        }
        var result = ConstraintComponents()
        var indexOfRoot: [Variable: Int] = [:]
        for variable in parent.keys {
            let top = root(variable)
            let index =
                indexOfRoot[top]
                ?? {
                    indexOfRoot[top] = result.members.count
                    result.members.append([])
                    return result.members.count - 1
                }()
            result.group[variable] = index
        }
        for record in held.values {
            guard let first = record.solverConstraint.expression.variables.first(where: connects) else {
                continue
            }
            result.members[result.group[first]!].append(record.constraint)
        }
        for index in result.members.indices {
            result.members[index].sort { position(of: $0) < position(of: $1) }
        }
        return result
    }

    /// The constraint's index in the last pass's list (every held constraint has one).
    private func position(of constraint: LayoutConstraint) -> Int {
        listIndex[ObjectIdentifier(constraint)] ?? Int.max
    }
}
