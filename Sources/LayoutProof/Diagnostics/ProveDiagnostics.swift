import LayoutSpec

/// What the prove stage reports: conflicts, ambiguity, expectations and warnings.
///
/// A finding holds at some of the sizes a scene declares; `sizes` is the phrase that says
/// which, "at every size" or "at 'portrait' (390x844)", and sits inside the first sentence.
extension Diagnostic {
    /// Required constraints that cannot all hold; the notes name each of them.
    package static func unsatisfiableConstraints(
        count: Int, sizes: String, at location: SourceLocation?, notes: [Note]
    ) -> Diagnostic {
        .error(
            "These \(count) required constraints cannot all hold \(sizes). Remove one or lower its priority.",
            at: location, notes: notes)
    }

    /// Optional constraints of one priority that trade against each other; `raises` says, for
    /// every member but the first, the priority that settles the layout ("'a.width == 200 @500'
    /// to 501"), which layoutgen has tried.
    package static func constraintsTie(
        count: Int, priority: String, raises: [String], sizes: String, at location: SourceLocation?,
        notes: [Note]
    ) -> Diagnostic {
        let either = count == 2 ? "either at the other's" : "any of them at the others'"
        return .error(
            "These \(count) constraints tie at priority \(priority) \(sizes): the layout can satisfy \(either) "
                + "expense, so it is not determined. Raise \(Wording.list(raises, "and")); that determines it.",
            at: location, notes: notes)
    }

    /// A constraint between items in different view trees; `constraint` is its quoted equation.
    package static func noCommonAncestor(constraint: String, sizes: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The items of \(constraint) have no common ancestor \(sizes), so the constraint cannot be "
                + "installed.", at: location)
    }

    /// A view whose safe area, margins, readable width, baselines or wrapped text still changed
    /// after layout's last pass: they depend on the frame they place.
    package static func layoutDoesNotSettle(_ view: String, sizes: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The layout of '\(view)' does not settle \(sizes): its safe area, margins, baselines or wrapped "
                + "text depend on the frame they place. Pin it to guides of views it does not place, such as "
                + "'view.safeAreaLayoutGuide'.", at: location)
    }

    /// The scrollable content size of a scroll view that is not unique, and why.
    package static func contentSizeAmbiguous(
        scrollView: String, sizeWord: String, sizes: String, because reason: AmbiguityReason,
        at location: SourceLocation?, notes: [Note]
    ) -> Diagnostic {
        .error(
            "The scrollable content \(sizeWord) of '\(scrollView)' is ambiguous \(sizes): \(reason.text)",
            at: location, notes: notes)
    }

    /// A view's size that only follows an ambiguous scrollable content size.
    package static func sizeFollowsAmbiguousContent(
        view: String, sizeWord: String, scrollView: String, sizes: String, at location: SourceLocation?,
        scrollViewLocation: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The \(sizeWord) of '\(view)' is ambiguous \(sizes): it follows the scrollable content "
                + "\(sizeWord) of '\(scrollView)', which is ambiguous.",
            at: location, notes: [.declaredHere(scrollView, at: scrollViewLocation)])
    }

    /// A self-sizing cell whose content allows more than one height; `view` is where the vertical
    /// chain stops (nil when no view stays put as the cell grows).
    package static func cellHeightUndetermined(
        cell: String, view: String?, sizes: String, at location: SourceLocation?, notes: [Note]
    ) -> Diagnostic {
        let reason =
            view.map {
                "nothing pins '\($0).bottom' to its superview's bottom, so the vertical chain from the content "
                    + "view's top to its bottom stops there."
            }
            ?? "its content's constraints leave the height free. Look for a missing pin, an inequality, or a tie "
            + "between constraints of equal priority."
        return .error(
            "The height of the cell '\(cell)' is not set by its content \(sizes): \(reason)", at: location,
            notes: notes)
    }

    /// A view whose position or size on one axis is not unique; `parts` are the words for what
    /// is free ("horizontal position", "width").
    package static func frameAmbiguous(
        view: String, parts: [String], sizes: String, because reason: AmbiguityReason,
        at location: SourceLocation?, notes: [Note]
    ) -> Diagnostic {
        let verb = parts.count == 1 ? "is" : "are"
        return .error(
            "The \(parts.joined(separator: " and ")) of '\(view)' \(verb) ambiguous \(sizes): \(reason.text)",
            at: location, notes: notes)
    }

    /// An `expect:` value the layout does not have; both values are written as the spec writes them.
    package static func expectationNotMet(
        subject: String, expected: String, actual: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("Expected '\(subject)' to be \(expected) \(sizes), but it is \(actual).", at: location)
    }

    /// A constraint the required constraints before it already imply; `constraint` cites it.
    package static func redundantConstraint(constraint: String, sizes: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .warning(
            "\(constraint.capitalizedFirst) is implied by the required constraints before it \(sizes), so "
                + "it adds nothing. Remove it, or lower its priority if it is a fallback.", at: location)
    }

    /// A fillProportionally stack view with visible arranged views that have no intrinsic
    /// length along its axis (Interface Builder warns about it too).
    package static func proportionalStackWithoutIntrinsicLengths(
        stackView: String, views: [String], length: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "The stack view '\(stackView)' shares its \(length) in proportion to its views' intrinsic \(length)s "
                + "\(sizes), but \(Wording.quotedList(views, "and")) \(views.count == 1 ? "has" : "have") none, so "
                + "\(views.count == 1 ? "it gets" : "they get") no \(length) of it (or, when no view has one, the "
                + "stack fills equally). Give \(views.count == 1 ? "it" : "them") an intrinsic size, or use "
                + "'fillEqually'.", at: location)
    }

    /// A view laid out with a negative width or height.
    package static func negativeSize(
        view: String, width: String, height: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "'\(view)' gets a negative size, \(width)x\(height), \(sizes), so UIKit draws nothing for it.",
            at: location)
    }

    /// A scroll view inside another that scrolls the same way; `directions` are "vertically",
    /// "horizontally" or both.
    package static func nestedScrollingSameWay(
        view: String, directions: [String], outer: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "'\(view)' scrolls \(directions.joined(separator: " and ")) inside '\(outer)', which scrolls "
                + "the same way \(sizes), so people must find a place outside it to scroll the page. "
                + "Turn off its scrolling ('isScrollEnabled: false') or change its axis.", at: location)
    }

    /// A text view that scrolls inside a scroll view.
    package static func scrollingTextViewInScrollView(
        view: String, scrollView: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "'\(view)' is a scrolling text view inside the scroll view '\(scrollView)' \(sizes), so it has "
                + "no intrinsic height and scrolls on its own. Set 'isScrollEnabled: false' to size it to "
                + "its text.", at: location)
    }
}

/// The prove stage's notes. A sentence ends with a period; a constraint is cited as the spec
/// writes equations, in quotes, with where it came from when the spec did not write it.
extension Diagnostic.Note {
    /// Which view UIKit stretches when arranged views of a `fill` stack view hug equally.
    package static func stackTieBrokenByIndex(
        stackView: String, stretched: String, at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "UIKit breaks this tie in the stack view '\(stackView)' by index: it stretches '\(stretched)', the first "
                + "of them (Interface Builder warns of a content priority ambiguity).", at: location)
    }

    /// An ambiguity that a tie explains; `what` names it ("the height of 'box'").
    package static func tieLeavesAmbiguous(_ what: String, at location: SourceLocation?) -> Diagnostic.Note {
        Diagnostic.Note("It leaves \(what) ambiguous.", at: location)
    }

    /// A placeholder constraint on an ambiguous view: it holds while editing, not in the app.
    package static func placeholderRemovedAtBuildTime(
        _ source: String, view: String, at location: SourceLocation?
    ) -> Diagnostic.Note {
        Diagnostic.Note(
            "'\(source)' is a placeholder, removed at build time (Interface Builder's 'Remove at build time'): "
                + "it places '\(view)' while editing, not in the app, which must add a constraint in its place.",
            at: location)
    }

    /// A view left ambiguous only because a conflicting constraint was set aside: said under
    /// the conflict, not as an error of its own.
    package static func leftAmbiguousBySettingAside(
        view: String, parts: [String], at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        let verb = parts.count == 1 ? "is" : "are"
        return Diagnostic.Note(
            "With one of these constraints set aside, the \(parts.joined(separator: " and ")) of '\(view)' "
                + "\(verb) ambiguous too; that goes away with the conflict.", at: location)
    }

    /// A view left ambiguous only because another view is (the error this note is under): the
    /// stack view that arranges it, or a view it is placed from; or on one axis only because it
    /// is on the other (`causeAxis`, its own error's). Pinning it would be the wrong fix, so it is
    /// said under that error, not as one of its own.
    package static func followsAmbiguity(
        view: String, parts: [String], cause: String, arrangedByCause: Bool, causeAxis: String? = nil,
        at location: SourceLocation?
    ) -> Diagnostic.Note {
        let verb = parts.count == 1 ? "is" : "are"
        let why =
            causeAxis.map { "it follows from its \($0) frame" }
            ?? (arrangedByCause ? "the stack view '\(cause)' arranges it" : "it follows '\(cause)'")
        return Diagnostic.Note(
            "The \(parts.joined(separator: " and ")) of '\(view)' \(verb) ambiguous too, since \(why); that "
                + "goes away with this error.", at: location)
    }

    /// A tie that only leaves views ambiguous that a conflict's constraints place: it shows
    /// because one of them was set aside, so it is said under the conflict, not as an error
    /// before it. `members` name the tied priorities as the tie's error does ("'a.width == 100
    /// @500'", "the horizontal hugging of 'title'"), `what` the ambiguity ("the horizontal
    /// layout of 'a'").
    package static func tieBySettingAside(
        members: [String], priority: String, what: [String], at location: SourceLocation?
    ) -> Diagnostic.Note {
        let tied =
            members.count <= 2
            ? members.joined(separator: " and ")
            : members.dropLast().joined(separator: ", ") + " and " + members.last!
        return Diagnostic.Note(
            "With one of these constraints set aside, \(tied) tie at priority \(priority) and leave "
                + "\(what.joined(separator: " and ")) ambiguous; settle the conflict first.", at: location)
    }

    /// A view that gets a negative size only because a conflicting constraint was set aside.
    package static func negativeSizeBySettingAside(
        view: String, width: String, height: String, at location: SourceLocation?
    ) -> Diagnostic.Note {
        Diagnostic.Note(
            "With one of these constraints set aside, '\(view)' gets a negative size, \(width)x\(height), so "
                + "UIKit draws nothing for it.", at: location)
    }

    /// Where a view is declared.
    package static func declaredHere(_ view: String, at location: SourceLocation?) -> Diagnostic.Note {
        Diagnostic.Note("'\(view)' is declared here.", at: location)
    }

    /// The last constraint of a chain that reaches a view but does not go on past it.
    package static func chainReaches(_ view: String, at location: SourceLocation?) -> Diagnostic.Note {
        Diagnostic.Note("The chain reaches '\(view)' here.", at: location)
    }

    /// Where a view whose far edge nothing pins is declared; `endWord` names that edge.
    package static func pinEndHere(_ view: String, endWord: String, at location: SourceLocation?)
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "'\(view)' is declared here. Pin its \(endWord) to its superview's \(endWord) with '=='.",
            at: location)
    }

    /// A constraint the spec wrote; `source` is the entry it came from when that reads otherwise.
    /// - Parameter condition: for a constraint of a `when:` entry, its classes as the spec
    ///   writes them (`horizontalSizeClass: regular`).
    package static func writtenConstraint(
        _ equation: String, source: String?, when condition: String? = nil, at location: SourceLocation?
    ) -> Diagnostic.Note {
        Diagnostic.Note(
            (source.map { "'\(equation)', from '\($0)'" } ?? "'\(equation)'")
                + (condition.map { ", when \($0)" } ?? ""), at: location)
    }

    /// A constraint that keeps a view's frame.
    package static func autoresizingConstraint(_ equation: String, view: String, at location: SourceLocation?)
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "'\(equation)', because '\(view)' keeps its frame (translatesAutoresizingMaskIntoConstraints is true)",
            at: location)
    }

    /// A constraint from a view's intrinsic content size.
    package static func contentSizeConstraint(_ equation: String, view: String, at location: SourceLocation?)
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "'\(equation)', from the intrinsic content size of '\(view)' and its hugging or compression "
                + "resistance priority", at: location)
    }

    /// A constraint that gives the root view one of the spec's sizes; with `varying`, the root's
    /// width or height at each size of a range (`'view.width'`, with no number).
    package static func rootSizeConstraint(
        _ equation: String, size: String, varying dimension: String? = nil, at location: SourceLocation?
    ) -> Diagnostic.Note {
        if let dimension {
            return Diagnostic.Note(
                "'\(equation)', the root view's \(dimension) at each size of '\(size)'", at: location)
        }
        return Diagnostic.Note("'\(equation)', the root view's size '\(size)'", at: location)
    }

    /// What UIKit does with a cell whose content allows heights from `fitted` to `tallest`.
    package static func cellCollapses(
        size: String, fitted: String, tallest: String, at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "At \(size), the content view fits \(fitted) high toward a height of 0 and \(tallest) toward a "
                + "taller one. UIKit fits a cell at '.fittingSizeLevel' vertically, so the cell collapses to "
                + "\(fitted).", at: location)
    }

    /// The required size a table or collection view (`container`) holds a cell's content view
    /// at: its width, or its fitted height rounded up to the pixel.
    package static func encapsulatedLayoutConstraint(
        _ equation: String, isHeight: Bool, container: String, size: String, at location: SourceLocation?
    ) -> Diagnostic.Note {
        let what =
            isHeight
            ? "UIView-Encapsulated-Layout-Height: the \(container) holds the content view at the height it "
                + "fitted at '\(size)', rounded up to the pixel, with a required constraint"
            : "UIView-Encapsulated-Layout-Width: the \(container) holds the content view at the width of "
                + "'\(size)' with a required constraint"
        return Diagnostic.Note("'\(equation)', \(what)", at: location)
    }

    /// A constraint a scroll view makes.
    package static func scrollViewConstraint(
        _ equation: String, scrollView: String, at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note("'\(equation)', from the scroll view '\(scrollView)'", at: location)
    }

    /// A constraint a stack view makes, named by its UIKit identifier (`UISV-spacing`).
    package static func stackViewConstraint(
        _ equation: String, rule: String, stackView: String, at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note("'\(equation)', \(rule) of the stack view '\(stackView)'", at: location)
    }

    /// A constraint that ties a view's safe-area, margins or readable-content guide to it.
    package static func layoutGuideConstraint(
        _ equation: String, guide: String, view: String, at location: SourceLocation?
    )
        -> Diagnostic.Note
    {
        Diagnostic.Note("'\(equation)', from the \(guide) of '\(view)'", at: location)
    }
}

/// Why a position or size is ambiguous: the clause after "is ambiguous at …:", ending the
/// sentence, then the way out when there is one.
package struct AmbiguityReason: Hashable, Sendable {
    package var text: String

    private init(_ text: String) { self.text = text }

    /// Nothing relates the view on the axis; `direction` is "horizontally" or "vertically".
    package static func unconstrained(direction: String) -> AmbiguityReason {
        AmbiguityReason("nothing constrains it \(direction).")
    }

    /// The view's constraints leave it room to move along the axis.
    package static func freeToMove() -> AmbiguityReason {
        AmbiguityReason("its constraints leave it free to move. Add a pin or a size on this axis.")
    }

    /// The only constraint on the content area's far edge is an inequality; `constraint` cites it.
    package static func contentEndBoundedOneSide(constraint: String, sizeWord: String) -> AmbiguityReason {
        boundedOneSide(constraint: constraint, bounded: "it", unfixed: "it", sizeWord: sizeWord)
    }

    /// Nothing reaches the content area's far edge; the words name the axis' edges and chain.
    package static func contentEndUnpinned(endWord: String, startWord: String, chainWord: String)
        -> AmbiguityReason
    {
        AmbiguityReason(
            "nothing pins the content to the \(endWord) of its content area, so the \(chainWord) chain "
                + "from \(startWord) to \(endWord) is broken. Constrain the last view's \(endWord) to the "
                + "scroll view's \(endWord).")
    }

    /// A container in the content has no subviews and no size of its own.
    package static func containerWithoutSize(view: String, sizeWord: String) -> AmbiguityReason {
        AmbiguityReason(
            "'\(view)' has no \(sizeWord) of its own. Give it a \(sizeWord) constraint, or content with an "
                + "intrinsic size.")
    }

    /// The last view of a chain inside the content is bounded at its far edge by an inequality.
    package static func chainEndBoundedOneSide(constraint: String, edge: String, sizeWord: String)
        -> AmbiguityReason
    {
        boundedOneSide(
            constraint: constraint, bounded: "'\(edge)'", unfixed: "the \(sizeWord)", sizeWord: sizeWord)
    }

    /// `constraint` bounds `bounded` from one side only, so `unfixed` is free.
    private static func boundedOneSide(constraint: String, bounded: String, unfixed: String, sizeWord: String)
        -> AmbiguityReason
    {
        AmbiguityReason(
            "\(constraint) only bounds \(bounded) from one side, so nothing fixes \(unfixed). Make that constraint "
                + "'==', or give the content a fixed \(sizeWord).")
    }

    /// The chain inside the content stops at a view whose far edge nothing pins.
    package static func chainStops(edge: String, chainWord: String) -> AmbiguityReason {
        AmbiguityReason(
            "nothing pins '\(edge)' to the content area, so the \(chainWord) chain stops there.")
    }

    /// None of the rules found the cause.
    package static func contentFree(sizeWord: String) -> AmbiguityReason {
        AmbiguityReason(
            "its content's constraints leave the \(sizeWord) free. Look for a missing pin, an inequality, "
                + "or a tie between constraints of equal priority.")
    }
}

extension String {
    /// The string with its first character uppercased: a phrase made a sentence.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
