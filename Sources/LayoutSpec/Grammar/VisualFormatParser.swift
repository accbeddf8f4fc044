/// Parses a line of UIKit's Visual Format Language, such as `V:|-15-[greenView(400)]`.
///
/// The grammar is UIKit's, with white space free between tokens:
///
///     format     := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection := nothing | '-' | '-' (number | metric) '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate  := ('==' | '<=' | '>=')? (number | metric | name) ('@' priority)?
///     priority   := number | metric | 'required' | 'high' | 'low' | 'fittingSize'
///
/// Names and metrics are C identifiers. What each part produces:
/// - `H:` (the default) places views along leading and trailing edges, `V:` along top and
///   bottom. A connection states the gap from the earlier element's far edge to the later
///   one's near edge: `[a]-15-[b]` is `b.leading == a.trailing + 15`, `[a]-15-|` is
///   `a.superview.trailing == a.trailing + 15`. A bare `-` is the standard spacing: 8 between
///   views, and to the superview its layout margin (`|-[a]` is `a.leading ==
///   a.superview.leadingMargin`, as UIKit has it since iOS 8); no connection (`[a][b]`) is 0.
/// - `|` is ``ItemReference/superview(of:)`` of the view next to it, resolved later.
/// - A view's predicates constrain its width (`H:`) or height (`V:`): `[a(>=50,<=100@750)]`;
///   a name that is no metric is another view whose size it matches: `[a(==b)]`. A spacing's
///   predicates take only numbers and metrics.
/// - Priorities are 1...1000, default required. The names `required`, `high`, `low` and
///   `fittingSize` (1000, 750, 250, 50) extend UIKit's grammar; a metric of the same name wins.
/// - Options are `NSLayoutConstraint.FormatOptions` names: alignments (`alignAllTop` ...) relate
///   each view to the one before it and must cross the line's axis; `directionLeftToRight` and
///   `directionRightToLeft` make an `H:` line use left and right edges (leftward for the
///   latter); `alignAllFirstBaseline` and `alignAllLastBaseline` align baselines in an `H:` line.
///
/// View names are not checked here (the resolver knows the views); metric names are.
public enum VisualFormatParser {
    /// The standard spacing between two sibling views, in points.
    public static let standardSiblingSpacing: Double = 8
    /// Parses `text`, written on one line from `location`, into atoms. Same as
    /// ``parse(_:origin:options:metrics:diagnostics:)`` with `TextOrigin(start:)`.
    public static func parse(
        _ text: String, at location: SourceLocation, options: [Located<String>], metrics: [String: Double],
        diagnostics: inout Diagnostics
    ) -> [AtomicConstraint] {
        parse(
            text, origin: TextOrigin(start: location), options: options, metrics: metrics,
            diagnostics: &diagnostics)
    }

    /// Parses `text`, whose scalars were written where `origin` says, into atoms: the spacings
    /// in order along the line, each view's size predicates, then the alignments.
    ///
    /// Errors go to `diagnostics` at the offending character. After a syntax error the atoms
    /// read before it are returned; a predicate with a bad value loses only its own atom.
    /// - Parameters:
    ///   - origin: where the text was written, such as ``ConstraintEntry/origin``.
    ///   - options: option names, each where the spec wrote it.
    ///   - metrics: the spec's named numbers, usable as spacings, sizes and priorities.
    public static func parse(
        _ text: String, origin: TextOrigin, options: [Located<String>], metrics: [String: Double],
        diagnostics: inout Diagnostics
    ) -> [AtomicConstraint] {
        parseLine(text, origin: origin, options: options, metrics: metrics, diagnostics: &diagnostics).atoms
    }

    /// Parses `text` as ``parse(_:origin:options:metrics:diagnostics:)`` does, and also returns
    /// the views the line names that none of its atoms place, so that a caller can check they
    /// exist: the one view of `[a]` makes no atom, yet UIKit throws when `a` is unknown.
    public static func parseLine(
        _ text: String, origin: TextOrigin, options: [Located<String>], metrics: [String: Double],
        diagnostics: inout Diagnostics
    ) -> VisualFormatLine {
        var reader = VisualFormatReader(text, origin: origin, options: options, metrics: metrics)
        let atoms = reader.read()
        for diagnostic in reader.diagnostics { diagnostics.emit(diagnostic) }
        return VisualFormatLine(atoms: atoms, unplacedViews: reader.unplacedViews)
    }
}

/// A Visual Format line, read: its atoms, and the view names no atom places.
public struct VisualFormatLine: Sendable {
    /// The constraints the line makes, in the order ``VisualFormatParser`` documents.
    public var atoms: [AtomicConstraint]
    /// The views the line names that no atom refers to, such as `a` in `[a]`, each where its
    /// name is written.
    public var unplacedViews: [Located<String>]
}
