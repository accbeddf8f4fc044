/// A real-valued unknown owned by one ``Solver``.
///
/// Variables are dense integer handles: the solver that made one is the only one that can
/// read or constrain it. Variables are ordered by creation, which keeps every report that
/// lists them deterministic.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, starting at 0 in creation order.
    public let id: Int

    @inlinable init(id: Int) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    public var description: String { "v\(id)" }
}
