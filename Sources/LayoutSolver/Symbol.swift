/// The one tolerance of the solver: coefficients and constants whose magnitude is at most
/// this are zero. Layout values are points, so 1e-8 is far below anything a screen shows and
/// far above the rounding error of the few hundred operations that produce one value.
@usableFromInline let tolerance = 1e-8

@inlinable func nearZero(_ value: Double) -> Bool { abs(value) <= tolerance }

/// What a tableau symbol stands for. External symbols are the caller's variables and are
/// unrestricted; every other symbol is restricted to be >= 0, and a dummy to be exactly 0.
enum SymbolKind: UInt8 {
    /// A caller's ``Variable``.
    case external
    /// The slack `s >= 0` that turns an inequality into an equation.
    case slack
    /// An error `e >= 0` measuring how far a non-required constraint is from holding;
    /// the objective at its priority level is the sum of these.
    case error
    /// The marker of a required equality: always 0, never pivoted in by the simplex.
    case dummy

    var isRestricted: Bool { self != .external }
    /// Whether the simplex may pivot this symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// A tableau symbol: a dense index into the solver's per-symbol arrays.
@usableFromInline typealias Symbol = Int32
