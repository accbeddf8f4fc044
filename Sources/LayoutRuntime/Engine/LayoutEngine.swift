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
///
/// This file holds the engine's state, its two entry points and the items' variables. Each
/// step of a layout is an extension in a file of this folder named after it: makePlan.swift
/// (the list a pass wants), translateConstraint.swift (a constraint in the solver's terms),
/// readBaselines.swift (the baselines the list reads), applyPlan.swift (the difference sent
/// to the solver), solveUntilSettled.swift (the measure loop), recordRegime.swift,
/// writeFrames.swift; and the queries after a layout: probeAmbiguity.swift (ambiguous
/// attributes, other layouts) and groupConstraints.swift (the constraints affecting an item).
final class LayoutEngine {
    enum Mode {
        /// Lays out a hierarchy and writes its frames.
        case hierarchy
        /// Measures a view's subtree on its own, toward a target size held at these priorities.
        case fitting(FittingTarget)
    }

    /// An item's variables in screen space.
    struct ItemVariables {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        /// Each variable with the attribute ``LayoutEngine/ambiguousAttributes(of:)`` names it by.
        var byAttribute: [(LayoutAttribute, Variable)] {
            [(.left, left), (.top, top), (.width, width), (.height, height)]
        }

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

    /// A constraint the solver holds, as it was sent.
    struct Held {
        let constraint: LayoutConstraint
        let id: ConstraintID
        var solverConstraint: Constraint
    }

    /// The most solves per layout: the first from no measurements, then re-measured ones.
    static let maxPasses = 6

    let mode: Mode

    var solver = Solver()
    /// Each item's variables, by the identifier of the item. ``pins`` keep every identifier
    /// here from naming another item.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pins: [Pin] = []
    /// Counts the times ``makeVariables(_:)`` went through a hierarchy: an entry stamped with
    /// the count is an item of the hierarchy being laid out.
    private var hierarchyStamp = 0
    var held: [ObjectIdentifier: Held] = [:] {
        didSet { (components, ambiguityComponents) = (nil, nil) }
    }
    var heldByID: [ConstraintID: LayoutConstraint] = [:]
    /// The tie-breaks the solver holds (breakStackTies.swift), each by its form.
    var tieBreaks: [Constraint: ConstraintID] = [:]
    /// Each desired constraint's index in the last pass's list.
    var listIndex: [ObjectIdentifier: Int] = [:] {
        didSet { (components, ambiguityComponents) = (nil, nil) }
    }
    /// The held constraints grouped by the variables they share, made by the first
    /// ``constraintsAffectingLayout(of:axis:)`` after a change.
    var components: ConstraintComponents?
    /// The same through ambiguous variables only (``constraintsSharingAmbiguity(of:axis:)``),
    /// made after a layout by the first call.
    var ambiguityComponents: ConstraintComponents?
    var refusals: [LayoutIssue] = []
    var unplaced: [LayoutIssue] = []
    /// The views whose measurements had not settled when the last layout stopped.
    var unsettled: [View] = []
    var generatedCache: [GeneratedKey: LayoutConstraint] = [:]
    var ambiguity: Set<Variable>?
    /// The list of the previous layout's first pass, and the measurements its passes settled on.
    var previousFirstPass: [Desired]?
    var settledMeasurements: Measurements?
    /// The measurements the current pass holds, and the views whose baselines it asked for.
    var current = Measurements()
    var baselineViews: Set<ObjectIdentifier> = []
    /// The stack views whose tallest arranged view the current pass asked for.
    var tallestAsked: Set<ObjectIdentifier> = []
    /// The views of the current pass that read right to left.
    var rightToLeftViews: Set<ObjectIdentifier> = []
    /// The compressed fitting sizes of nested stack views measured in the current layout.
    var nestedFittingSizes: [ObjectIdentifier: CGSize] = [:]
    /// The regime of the last layout, when its root records one (``View/recordsLayoutRegime``).
    var regime: LayoutRegime?
    /// The decisions of the current plan's first guess of guide insets, while recording.
    var planSteps: [RegimeStep]?

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
    var lastOperationCount = 0

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

    /// The constraints of `view`'s subtree laid out on its own that add nothing
    /// (``redundantConstraints``); writes nothing.
    func fittingRedundancies(of view: View) -> [LayoutConstraint] {
        solveUntilSettled(HierarchySnapshot(root: view))
        return redundantConstraints
    }

    // MARK: Variables

    /// Makes the variables of the items of `snapshot` that have none, and stamps every item of
    /// it as one of the hierarchy being laid out.
    func makeVariables(_ snapshot: HierarchySnapshot) {
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

    /// Whether the solver holds so many variables of items that left that it should start over.
    func isStale(_ snapshot: HierarchySnapshot) -> Bool {
        solver.variableCount > 8 * snapshot.items.count + 256
    }

    /// Forgets everything the solver holds and starts a fresh one.
    func reset() {
        for record in held.values where record.constraint.origin != .user {
            record.constraint.isAppliedByEngine = false
        }
        solver = Solver()
        entries = [:]
        pins = []
        held = [:]
        heldByID = [:]
        tieBreaks = [:]
        refusals = []
        rebuildCount += 1
    }

    /// Forgets every earlier layout, so that the next one starts as a new engine's first.
    func forgetLayouts() {
        reset()
        previousFirstPass = nil
        settledMeasurements = nil
    }

    /// The constraint's index in the last pass's list (every held constraint has one).
    func position(of constraint: LayoutConstraint) -> Int {
        listIndex[ObjectIdentifier(constraint)] ?? Int.max
    }
}
