import Synchronization

/// A real-valued unknown owned by one ``Solver``.
///
/// A variable is a dense integer handle plus the identity of the solver that made it: only
/// that solver (or a copy of it made after the variable) can read or constrain it. Another
/// solver refuses it with ``SolverError/foreignVariable(_:)`` or stops with a message that says
/// so; it never answers for a different variable. Variables of one solver are ordered by
/// creation, which keeps every report that lists them deterministic.
///
/// A variable is two 32-bit numbers and nothing else, so that expressions, which copy
/// variables freely, cost no reference counting. Its name stays with its solver: ask
/// ``Solver/name(of:)``, or ``Solver/description(of:)-(Constraint)`` for a constraint written
/// with names. On its own a variable describes itself as `v` and its index.
///
/// Two copies of one solver share its identity: a variable that one copy makes after the
/// copy is refused by the other only when the other has fewer variables; keep the variables
/// of a copy with that copy.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, starting at 0 in creation order.
    @inlinable public var id: Int { Int(index) }
    /// ``id``, in 32 bits: with ``solver`` it fits in one word, which keeps terms small.
    @usableFromInline let index: UInt32
    /// The identity of the solver that made it (`Solver.identity`).
    @usableFromInline let solver: UInt32

    init(id: Int, solver: UInt32) {
        self.index = UInt32(id)
        self.solver = solver
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.index == rhs.index && lhs.solver == rhs.solver
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(solver)
    }

    /// Creation order within one solver; variables of different solvers are ordered by the
    /// order their solvers were made.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        (lhs.solver, lhs.index) < (rhs.solver, rhs.index)
    }

    /// `v` and the index; ``Solver/name(of:)`` has the name.
    public var description: String { "v\(index)" }
}

/// Hands every ``Solver`` an identity of its own, for its variables and constraint handles.
enum SolverIdentity {
    private static let last = Atomic<UInt32>(0)

    /// A number no live solver has (it wraps after 2^32 solvers).
    static func next() -> UInt32 { last.wrappingAdd(1, ordering: .relaxed).newValue }
}
