import LayoutSpec

/// What kind of thing a proof found: each is worded by a diagnostic of the catalogue.
public enum FindingKind: Hashable, Comparable, Sendable {
    case constraintsTie, contentSizeAmbiguous, frameAmbiguous, sizeFollowsAmbiguousContent
    case unsatisfiableConstraints, noCommonAncestor, layoutDoesNotSettle
    case redundantConstraint, negativeSize, proportionalStackWithoutIntrinsicLengths
    case nestedScrollingSameWay, scrollingTextViewInScrollView
    case expectationNotMet
    /// A self-sizing cell whose content allows more than one height.
    case cellHeightUndetermined
    /// A layout lint check's warning.
    case lint(LintRule)
    case rangeNotProven, rangePartUnproven

    public static func < (lhs: FindingKind, rhs: FindingKind) -> Bool { lhs.name < rhs.name }

    /// `frameAmbiguous`, `lint(overlap)`.
    public var name: String {
        if case .lint(let rule) = self { return "lint(\(rule.rawValue))" }
        return "\(self)"
    }
}

/// What makes two findings one: the same kind about the same subjects (views by id,
/// constraints by ``ProofContext/key(of:)``, axes and edges by name). A finding keeps its identity
/// from size to size while its numbers change, so a range merges its tiles' findings by it.
public struct FindingID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let kind: FindingKind
    public let subjects: [String]

    public init(_ kind: FindingKind, _ subjects: [String]) {
        self.kind = kind
        self.subjects = subjects
    }

    public static func < (lhs: FindingID, rhs: FindingID) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.subjects.lexicographicallyPrecedes(rhs.subjects)
    }

    /// `frameAmbiguous(box, vertical)`.
    public var description: String { "\(kind.name)(\(subjects.joined(separator: ", ")))" }
}

/// What one proof pass found at one size, as a value: its identity and whether it is an error. Its words are made only when diagnostics are written, once every size
/// has been proven and the sizes where it holds are known.
struct Finding {
    /// Where the finding is said.
    enum Form {
        /// A diagnostic of its own, worded from the phrase that says at which sizes it holds
        /// ("at every size", "at 'portrait' (390x844)").
        case diagnostic((_ sizes: String) -> Diagnostic)
        /// A note under the error of the snapshot's conflict at this index: what only follows
        /// from setting one of its constraints aside.
        case noteUnderConflict(Int, Diagnostic.Note)
        /// A note under the error of this ambiguous item: what only follows from it (a view
        /// that a stack, or another view, places from the item), settled once it is.
        case noteUnderAmbiguity(AmbiguousItem, Diagnostic.Note)
    }

    let id: FindingID
    let isError: Bool
    let form: Form

    init(
        _ kind: FindingKind, _ subjects: [String], isError: Bool,
        _ make: @escaping (_ sizes: String) -> Diagnostic
    ) {
        self.init(FindingID(kind, subjects), isError: isError, form: .diagnostic(make))
    }

    /// A note under conflict `index`'s error: the ambiguity it follows from is an error.
    init(_ kind: FindingKind, _ subjects: [String], underConflict index: Int, _ note: Diagnostic.Note) {
        self.init(FindingID(kind, subjects), isError: true, form: .noteUnderConflict(index, note))
    }

    /// A note under the error of the ambiguous item `cause`, itself an error.
    init(
        _ kind: FindingKind, _ subjects: [String], underAmbiguity cause: AmbiguousItem,
        _ note: Diagnostic.Note
    ) {
        self.init(FindingID(kind, subjects), isError: true, form: .noteUnderAmbiguity(cause, note))
    }

    private init(_ id: FindingID, isError: Bool, form: Form) {
        self.id = id
        self.isError = isError
        self.form = form
    }

    /// The note for the ambiguous item `cause`, when this finding is one.
    func note(underAmbiguity cause: AmbiguousItem) -> Diagnostic.Note? {
        guard case .noteUnderAmbiguity(cause, let note) = form else { return nil }
        return note
    }

    /// The note for conflict `index`, when this finding is one.
    func note(underConflict index: Int) -> Diagnostic.Note? {
        guard case .noteUnderConflict(index, let note) = form else { return nil }
        return note
    }
}

/// One check of a layout: it reads the snapshot of one size and what the passes before it found,
/// and returns what it finds. ``SceneProver/passes`` runs them in order at every size.
protocol ProofPass: Sendable {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding]
}
