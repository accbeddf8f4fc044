/// What the two grammars report: equations (``EquationParser``), Visual Format lines
/// (``VisualFormatParser``), and the numbers, metrics and priorities both share.
///
/// `found` is the offending token as a message names it: `'x'`, or `the end`.
extension Diagnostic {
    // MARK: Equations

    /// An equation with no text.
    package static func emptyEquation(at location: SourceLocation?) -> Diagnostic {
        .error("The constraint is empty. Write one like 'a.width == 80'.", at: location)
    }

    /// An equation that does not start with an identifier.
    package static func equationStartsWithoutAttribute(found: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("A constraint starts with an attribute, as in 'a.width == 80'; found \(found).", at: location)
    }

    /// Text after a complete equation.
    package static func unexpectedAfterEquation(found: String, at location: SourceLocation?) -> Diagnostic {
        .error("Unexpected \(found) after the end of the constraint.", at: location)
    }

    /// An id with no attribute.
    package static func missingAttribute(_ id: String, at location: SourceLocation?) -> Diagnostic {
        attributeMissing(after: id, example: "width", at: location)
    }

    /// `H` or `V` then `|` or `[` with no colon between, as in `V|[box]|`, which reads as an
    /// equation; `suggestion` is the line with the colon.
    package static func orientationWithoutColon(
        _ orientation: String, suggestion: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "Expected ':' after '\(orientation)' to start a Visual Format line. Did you mean '\(suggestion)'?",
            at: location)
    }

    /// A layout guide with no attribute; `guide` as written, such as `s.contentLayoutGuide`.
    package static func missingGuideAttribute(_ guide: String, at location: SourceLocation?) -> Diagnostic {
        attributeMissing(after: guide, example: "top", at: location)
    }

    /// The middle part of `id.guide.attribute` names no layout guide; `known` are the guides.
    package static func unknownLayoutGuide(
        _ guide: String, among known: [String], at location: SourceLocation?
    )
        -> Diagnostic
    {
        unknown("layout guide", guide, among: known, orElse: useOneOf(known), at: location)
    }

    /// A path of more than three parts; `path` as written.
    package static func pathHasTooManyParts(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'\(path)' has too many parts. Write 'id.attribute' or 'id.contentLayoutGuide.attribute'.",
            at: location)
    }

    /// A minus before an attribute on the right; `path` as written, `isSize` for a size attribute.
    package static func negatedAttribute(_ path: String, isSize: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        let wayOut =
            isSize
            ? "Use a multiplier instead, as in '\(path) * -1'."
            : "Remove the minus: a position has no negative."
        return .error("An attribute cannot be negated. " + wayOut, at: location)
    }

    /// A multiplier both before and after the attribute.
    package static func twoMultipliers(at location: SourceLocation?) -> Diagnostic {
        .error("A constraint takes one multiplier; remove one of the two.", at: location)
    }

    /// `edges` related to a bare constant; `path` is the left side as written.
    package static func edgesNeedEdges(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error("'edges' needs another item's edges, as in '\(path) == view.edges + 8'.", at: location)
    }

    /// A position related to a size; `leftIsPosition` says which side is the position.
    package static func positionRelatedToSize(
        _ left: String, _ right: String, leftIsPosition: Bool, at location: SourceLocation?
    ) -> Diagnostic {
        let (leftKind, rightKind) = leftIsPosition ? ("a position", "a size") : ("a size", "a position")
        return .error(
            "'\(left)' is \(leftKind) and '\(right)' is \(rightKind); relate positions to positions and "
                + "sizes to sizes.", at: location)
    }

    /// Positions on different axes; `leftAxis` and `rightAxis` are "horizontal" or "vertical".
    package static func positionsOnDifferentAxes(
        _ left: String, leftAxis: String, _ right: String, rightAxis: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(left)' is \(leftAxis) and '\(right)' is \(rightAxis); a position relates only to a position "
                + "on the same axis.", at: location)
    }

    /// A leading or trailing edge related to a left or right one.
    package static func writingDirectionMixed(_ left: String, _ right: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(left)' follows the writing direction and '\(right)' does not; use leading and trailing on "
                + "both sides, or left and right.", at: location)
    }

    /// A compound related to something else.
    package static func compoundMismatch(_ target: String, _ other: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(target)' cannot be related to '\(other)'; a compound ('edges', 'size', 'center') relates only "
                + "to the same compound.", at: location)
    }

    /// A multiplier between positions; `multiplier` as written.
    package static func multiplierOnPosition(
        _ target: String, multiplier: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "A multiplier applies only between sizes, and '\(target)' is a position. Remove the multiplier "
                + "'\(multiplier)'.", at: location)
    }

    /// A multiplier of 0; `path` is the attribute it cancels, `target` the left side.
    package static func zeroMultiplier(_ path: String, target: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "A multiplier of 0 cancels '\(path)'. Write the constant alone, as in '\(target) == 10'.",
            at: location)
    }

    /// A name that is no attribute; `known` are the attributes, compounds last.
    package static func unknownAttribute(
        _ attribute: String, among known: [String], at location: SourceLocation?
    )
        -> Diagnostic
    {
        unknown(
            "attribute", attribute, among: known, orElse: "Use one of \(known.joined(separator: ", ")).",
            at: location)
    }

    // MARK: Relations, values and priorities

    /// `=`, `<` or `>` where a relation belongs; `meant` is the relation it was read as.
    package static func misspelledRelation(_ written: String, meant: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("Unknown relation '\(written)'. Did you mean '\(meant)'?", at: location)
    }

    /// An `@` with no priority after it.
    package static func expectedPriority(found: String, at location: SourceLocation?) -> Diagnostic {
        expected("a priority after '@'", found: found, then: "Write \(priorityForms).", at: location)
    }

    /// A name used as a number that no metric has; `known` are the metric names.
    package static func unknownMetric(_ name: String, among known: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        unknown(
            "metric", name, among: known, orElse: "Add it to the spec's metrics, or write a number.",
            at: location)
    }

    /// ``unknownMetric(_:among:at:)`` as a Visual Format spacing.
    package static func unknownSpacingMetric(
        _ name: String, among known: [String], at location: SourceLocation?
    )
        -> Diagnostic
    {
        unknown(
            "metric", name, among: known,
            orElse: "A spacing is a number or a metric; add it to the spec's metrics, or write a number.",
            at: location)
    }

    /// ``unknownMetric(_:among:at:)`` alone on the right of an equation, where an attribute
    /// was probably meant; `attribute` is the left side's.
    package static func unknownMetricNotAttribute(
        _ name: String, among known: [String], attribute: String, at location: SourceLocation?
    ) -> Diagnostic {
        unknown(
            "metric", name, among: known,
            orElse: "To relate to a view, name its attribute, as in 'id.\(attribute)'.",
            at: location)
    }

    /// A priority name that is no priority and no metric; `known` are both.
    package static func unknownPriority(_ name: String, among known: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        unknown("priority", name, among: known, orElse: "Use \(priorityForms).", at: location)
    }

    /// What a priority may be, for the way out of a priority that is none.
    private static let priorityForms =
        "a number from 1 to 1000, 'required', 'high', 'low', 'fittingSize' or a metric name"

    /// A priority outside 1...1000; `level` is the value a name stands for, nil for a number.
    package static func priorityOutOfRange(_ written: String, level: String?, at location: SourceLocation?)
        -> Diagnostic
    {
        let shown = level.map { "Priority '\(written)' is \($0), which" } ?? "Priority \(written)"
        return .error(
            "\(shown) is out of range. Use a number from 1 to 1000 (1000 is required).", at: location)
    }

    /// A metric whose value is not finite, used where a number is needed.
    package static func metricNotFinite(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error("Metric '\(name)' is not a finite number. Give it a finite value.", at: location)
    }

    /// A number too large for a Double; `written` as written.
    package static func numberNotFinite(_ written: String, at location: SourceLocation?) -> Diagnostic {
        .error("Number '\(written)' is not finite. Use a value a Double can hold.", at: location)
    }

    // MARK: Visual Format

    /// A Visual Format line with no text.
    package static func emptyVisualFormat(at location: SourceLocation?) -> Diagnostic {
        .error("The visual format is empty. Write one like 'H:|-[a]-|'.", at: location)
    }

    /// An orientation other than `H` or `V`.
    package static func unknownOrientation(_ written: String, at location: SourceLocation?) -> Diagnostic {
        let upper = written.uppercased()
        return .error(
            "Unknown orientation '\(written)'."
                + (upper == "H" || upper == "V"
                    ? " Did you mean '\(upper)'?" : " Use 'H' for horizontal or 'V' for vertical."),
            at: location)
    }

    /// A `:` with no orientation before it.
    package static func missingOrientation(at location: SourceLocation?) -> Diagnostic {
        .error("Expected 'H' or 'V' before ':'.", at: location)
    }

    /// A connection at the end of the line; `connection` as written.
    package static func connectionWithoutView(_ connection: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The connection '\(connection)' has no view after it. End with a view, or with '|' for the "
                + "superview.", at: location)
    }

    /// A connection at the start of the line.
    package static func connectionAtStart(at location: SourceLocation?) -> Diagnostic {
        .error(
            "The connection at the start has no view before it. Begin with '|' to connect to the superview, "
                + "or with a view.", at: location)
    }

    /// A `]` with no `[`.
    package static func unmatchedCloseBracket(at location: SourceLocation?) -> Diagnostic {
        .error("Unmatched ']'. Write a view as '[name]'.", at: location)
    }

    /// A `(` outside a view's brackets.
    package static func predicatesOutsideView(at location: SourceLocation?) -> Diagnostic {
        .error("Unexpected '('. Predicates go inside a view's brackets, as in '[a(>=50)]'.", at: location)
    }

    /// A name without brackets.
    package static func viewWithoutBrackets(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error("Expected '[' before '\(name)'. Write a view as '[\(name)]'.", at: location)
    }

    /// `[]` or `[(`.
    package static func emptyViewName(at location: SourceLocation?) -> Diagnostic {
        .error("A view name is empty. Write one between the brackets, as in '[button]'.", at: location)
    }

    /// A `[` never closed.
    package static func unclosedBracket(at location: SourceLocation?) -> Diagnostic {
        unclosed("[", "]", at: location)
    }

    /// A `(` never closed.
    package static func unclosedParenthesis(at location: SourceLocation?) -> Diagnostic {
        unclosed("(", ")", at: location)
    }

    /// A `|` inside the line.
    package static func superviewInsideFormat(at location: SourceLocation?) -> Diagnostic {
        .error("'|' stands for the superview and can only begin or end a format.", at: location)
    }

    /// A line of bars and connections only.
    package static func formatWithoutView(at location: SourceLocation?) -> Diagnostic {
        .error("The format has no view. Put one between the bars, as in '|-[a]-|'.", at: location)
    }

    /// A spacing that names one of the line's views.
    package static func spacingNamesView(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "A spacing cannot name the view '\(name)'. Use a number or a metric; relate views in a view's "
                + "own predicates, as in '[a(==\(name))]'.", at: location)
    }

    // MARK: Visual Format options

    /// An alignment along the axis the line lays out; `horizontal` for an `H:` line.
    package static func alignmentAlongAxis(_ option: String, horizontal: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        let (axis, format, article, other, examples) =
            horizontal
            ? ("horizontal", "H:", "an", "vertical", "'alignAllTop' or 'alignAllCenterY'")
            : ("vertical", "V:", "a", "horizontal", "'alignAllLeading' or 'alignAllCenterX'")
        return .error(
            "Option '\(option)' aligns along the \(axis) axis, which \(article) '\(format)' format already "
                + "lays out. Use a \(other) alignment, such as \(examples).", at: location)
    }

    /// Two direction options that disagree; the note is at the earlier one.
    package static func conflictingDirections(
        _ earlier: Located<String>, _ option: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "Options '\(earlier.value)' and '\(option)' conflict. Keep one direction.", at: location,
            notes: [Note("'\(earlier.value)' is here.", at: earlier.location)])
    }

    /// A baseline option.
    package static func baselineOption(_ option: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "Option '\(option)' is not supported: layoutgen does not space views baseline to baseline. "
                + "Relate the baselines in an equation instead, such as 'b.firstBaseline == a.lastBaseline + 20'.",
            at: location)
    }

    /// An option name that is no option; `known` are the option names.
    package static func unknownOption(_ option: String, among known: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        unknown(
            "option", option, among: known,
            orElse: "Use an alignment such as 'alignAllTop' or a direction such as 'directionLeftToRight'.",
            at: location)
    }

    /// A constant or multiplier past the limit on lengths; `requirement` says the range.
    package static func numberBeyondLengthLimit(
        _ written: String, requirement: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error("Number '\(written)' is out of range. Use a value \(requirement).", at: location)
    }

    // MARK: What a grammar expected

    /// What the equation and Visual Format grammars expected where they found something else.
    package enum Expectation: Sendable {
        /// A relation after the first attribute; `path` as written.
        case relation(after: String)
        /// A name after a dot; the names before it, joined by dots.
        case attributeAfterDot(String)
        /// An attribute or a constant after the relation.
        case rightSide(after: String)
        /// An attribute after a leading multiplier, as written.
        case attributeAfterMultiplier(String)
        /// A number or a metric after `*`.
        case multiplier
        /// A number or a metric after `+` or `-`.
        case constant(after: String)
        /// A view or `|` where an element of a format belongs.
        case viewOrBar
        /// A name after `[`.
        case viewName
        /// `]` after a view, as written so far.
        case closeBracket(after: String)
        /// `,` or `)` after a predicate, as written.
        case commaOrParenthesis(after: String)
        /// A predicate's object; of a spacing's predicate, after the relation when one was written.
        case predicateObject(ofSpacing: Bool, after: String?)
        /// A connection or a view after an element, as written.
        case connection(after: String)
        /// A spacing, a view or `|` after `-`.
        case spacing
        /// `-` closing a spacing, as written.
        case spacingEnd(String)

        var words: String {
            switch self {
            case .relation(let path): "'==', '>=' or '<=' after '\(path)'"
            case .attributeAfterDot(let parts): "an attribute after '\(parts).'"
            case .rightSide(let relation): "an attribute or a constant after '\(relation)'"
            case .attributeAfterMultiplier(let multiplier): "an attribute after '\(multiplier) *'"
            case .multiplier: "a multiplier after '*'"
            case .constant(let sign): "a constant after '\(sign)'"
            case .viewOrBar: "a view or '|'"
            case .viewName: "a view name after '['"
            case .closeBracket(let view): "']' after '\(view)'"
            case .commaOrParenthesis(let predicate): "',' or ')' after '\(predicate)'"
            case .predicateObject(let ofSpacing, let relation):
                (ofSpacing ? "a number or a metric" : "a number, a metric or a view name") + " "
                    + (relation.map { "after '\($0)'" } ?? "in the predicate")
            case .connection(let previous): "a connection ('-', '-8-' or none) or a view after '\(previous)'"
            case .spacing: "a spacing, a view or '|' after '-'"
            case .spacingEnd(let spacing): "'-' after the spacing '\(spacing)'"
            }
        }
    }

    /// "Expected `expectation`, found `found`.": a token a grammar did not expect.
    package static func expected(_ expectation: Expectation, found: String, at location: SourceLocation?)
        -> Diagnostic
    {
        expected(expectation.words, found: found, at: location)
    }

    // MARK: Sentences the factories share

    /// "Expected `what`, found `found`.", then `wayOut`: every token a grammar did not expect.
    private static func expected(
        _ what: String, found: String, then wayOut: String? = nil, at location: SourceLocation?
    ) -> Diagnostic {
        .error(Wording.sentences("Expected \(what), found \(found).", wayOut), at: location)
    }

    /// `item`, a view or a guide, with no attribute after it; `example` is one it has.
    private static func attributeMissing(after item: String, example: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("Expected an attribute after '\(item)', as in '\(item).\(example)'.", at: location)
    }

    /// An `open` bracket whose `close` never comes.
    private static func unclosed(_ open: String, _ close: String, at location: SourceLocation?) -> Diagnostic
    {
        .error("The '\(open)' has no matching '\(close)'.", at: location)
    }
}
