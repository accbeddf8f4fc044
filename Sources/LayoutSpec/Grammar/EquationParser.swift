/// Parses a constraint written as an equation, such as `a.width == b.width * 0.5 + 10 @high`.
///
/// The grammar, with white space free between tokens:
///
///     equation := path relation right ('@' priority)?
///     path     := id '.' attribute
///               | id '.' ('contentLayoutGuide' | 'frameLayoutGuide') '.' attribute
///     relation := '==' | '>=' | '<='
///     right    := '-'? value
///               | (value '*')? path ('*' '-'? value)? (('+' | '-') value)?
///     value    := number | metric
///     priority := number | metric | 'required' | 'high' | 'low' | 'fittingSize'
///
/// An id names a view; `view` is the root. Attributes are ``SpecAttribute``'s cases and the
/// compounds `edges` (left, right, top, bottom), `size` (width, height) and `center`
/// (centerX, centerY). The rules:
/// - A position relates to a position on the same axis, and never a leading or trailing edge
///   to a left or right one (UIKit raises). A size relates to a size on either axis, so
///   `a.height == a.width` is an aspect ratio. Any attribute may equal a bare constant; for a
///   position that is a place in its superview's coordinates, which the resolver works out.
/// - A multiplier goes before or after the attribute (`0.5 * b.width` or `b.width * 0.5`),
///   once. Unlike UIKit, which also allows it between centers and edges, it is allowed only
///   between two sizes, and it may not be 0.
/// - A minus before an attribute (`a.width == -b.width`) is an error; write `b.width * -1`.
/// - `a.edges == b.edges + 8` insets `a` by 8 on every side: left and top get +8, right and
///   bottom -8 with `>=` and `<=` reversed, so `a.edges >= b.edges + 8` leaves at least 8
///   everywhere. `a.size == b.size * 0.5` and `a.center == b.center + 10` apply to both
///   members. A compound relates only to the same compound, or (`size`, `center`) to a constant.
/// - The priority is 1...1000, default required; the names mean 1000, 750, 250 and 50, and a
///   metric of the same name wins.
public enum EquationParser {
    /// Parses `text`, written on one line from `location`, into one atom, or one per member of
    /// a compound. Same as ``parse(_:origin:metrics:diagnostics:)`` with `TextOrigin(start:)`.
    public static func parse(
        _ text: String, at location: SourceLocation, metrics: [String: Double],
        diagnostics: inout Diagnostics
    ) -> [AtomicConstraint] {
        parse(text, origin: TextOrigin(start: location), metrics: metrics, diagnostics: &diagnostics)
    }

    /// Parses `text`, whose scalars were written where `origin` says, into one atom, or one per
    /// member of a compound.
    ///
    /// Every error is reported to `diagnostics` at the offending token; an equation with any
    /// error yields no atoms, since a half-read equation would state something else. Atoms are
    /// located at `origin.start`.
    /// - Parameters:
    ///   - origin: where the text was written, such as ``ConstraintEntry/origin``.
    ///   - metrics: the spec's named numbers, usable as constants, multipliers and priorities.
    public static func parse(
        _ text: String, origin: TextOrigin, metrics: [String: Double], diagnostics: inout Diagnostics
    ) -> [AtomicConstraint] {
        var reader = EquationReader(text, origin: origin, metrics: metrics)
        let atoms = reader.read()
        for diagnostic in reader.diagnostics { diagnostics.emit(diagnostic) }
        return atoms
    }
}
