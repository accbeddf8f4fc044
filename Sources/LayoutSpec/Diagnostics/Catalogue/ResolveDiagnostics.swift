/// What the resolve stage reports: names the generated code cannot use, and references to
/// views, guides and properties the scene does not have.
extension Diagnostic {
    /// A scene name that is an identifier but cannot name a Swift type.
    package static func sceneNameNotAType(_ scene: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The scene name '\(scene)' cannot name a Swift type. Use a name such as 'ProfileScene'.",
            at: location)
    }

    /// A view id the generated code reserves; `hidesType` when it names a type that code uses.
    package static func reservedViewID(_ id: String, hidesType: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("The view id '\(id)' \(reservedReason(hidesType)). Choose another id.", at: location)
    }

    /// A view id or constraint name of a cell spec that names a member its generated class
    /// inherits from `cellClass` or declares.
    package static func cellMemberName(_ name: String, cellClass: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The name '\(name)' is a member of the generated cell class, a \(cellClass), so a view or "
                + "constraint of that name would clash with it. Choose another name.", at: location)
    }

    /// A constraint name the generated code reserves; `hidesType` when it names a type that code uses.
    package static func reservedConstraintName(_ name: String, hidesType: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The constraint name '\(name)' \(reservedReason(hidesType)). Choose another name.", at: location)
    }

    /// A view or a constraint (`subject`, in words) whose `when:` never meets that of the view
    /// it is in or names, which it is installed with.
    package static func neverInstalled(
        _ subject: String, when own: String, view: String, viewWhen: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "\(subject) is installed only where '\(own)', and '\(view)' only where '\(viewWhen)': they never "
                + "meet, so it never is. Change or remove one of the 'when:'s.", at: location)
    }

    private static func reservedReason(_ hidesType: Bool) -> String {
        hidesType
            ? "names a type the generated code uses, and would hide it" : "is reserved in generated code"
    }

    /// A constraint name that is also a view id.
    package static func constraintNameIsViewID(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The constraint name '\(name)' is also a view id; the generated scene needs one property for "
                + "each. Rename the constraint.", at: location)
    }

    /// A named entry that makes more than one constraint; `text` is the entry as written.
    package static func namedEntryMakesSeveral(
        _ name: String, text: String, count: Int, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The name '\(name)' needs exactly one constraint, but '\(text)' makes \(count). Split the entry, "
                + "or drop the name.", at: location)
    }

    /// A position equal to a number on an item with no superview; `item` is written as the spec names it.
    package static func noSuperviewToMeasureFrom(
        _ item: String, attribute: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(item)' has no superview to measure \(attribute) from. Relate it to another item's \(attribute).",
            at: location)
    }

    /// An id that names no view of the scene; `known` are the ids it does have.
    package static func unknownView(_ id: String, among known: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        unknown("view", id, among: known, at: location)
    }

    /// `|` next to the root view, which has no superview.
    package static func rootHasNoSuperview(_ id: String, at location: SourceLocation?) -> Diagnostic {
        .error("'|' stands for the superview of '\(id)', and the root view has none.", at: location)
    }

    /// A scroll view's layout guide on a view that is not a scroll view.
    package static func guideOfNonScrollView(
        _ id: String, guide: String, attribute: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        notAScrollView(id, lacking: guide, then: "Use '\(id).\(attribute)'.", at: location)
    }

    /// A constraint between a scroll view's margins and its content, which UIKit attaches to the
    /// content area and layoutgen does not model.
    package static func scrollViewMarginsToContent(_ scrollView: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "not supported: a constraint between the margins of the scroll view '\(scrollView)' and its content, "
                + "which UIKit attaches to the content area inset by the margins. Pin the content to the scroll "
                + "view's edges with a constant, or give it a content view and use the content view's margins.",
            at: location)
    }

    /// A baseline alignment on a vertical stack view, whose views are side by side on no line.
    package static func baselineAlignmentOfVerticalStack(
        _ id: String, alignment: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The stack view '\(id)' is vertical, so its views share no baseline to align on '\(alignment)'. "
                + "Use 'leading', 'center' or 'trailing', or make the stack horizontal.", at: location)
    }

    /// A custom spacing after a view that is not one of the stack view's arranged subviews.
    package static func customSpacingAfterNoArrangedView(
        _ id: String, stackView: String, among arranged: [String], at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(id)' is not an arranged subview of the stack view '\(stackView)', so it has no custom spacing."
                + SpellingSuggestion.didYouMean(id, among: arranged), at: location)
    }

    /// A margin attribute on a layout guide, which has no margins.
    package static func marginOfLayoutGuide(
        _ guide: String, attribute: String, base: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        layoutGuideHasNo("margins", guide, attribute, then: "Use '\(guide).\(base)'.", at: location)
    }

    /// A baseline of a layout guide, which shows no text.
    package static func baselineOfLayoutGuide(
        _ guide: String, attribute: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        let edge = attribute == "firstBaseline" ? "top" : "bottom"
        return layoutGuideHasNo(
            "baseline", guide, attribute, then: "Use '\(guide).\(edge)', or a view's '\(attribute)'.",
            at: location)
    }

    /// An `expect:` property that does not exist; `known` are those that do, in order.
    package static func unknownExpectedProperty(
        _ property: String, among known: [String], at location: SourceLocation?
    ) -> Diagnostic {
        unknown(
            "property", property, among: known,
            then: "Expectations can check " + known.map { "'\($0)'" }.joined(separator: ", ") + ".",
            at: location)
    }

    /// An `expect:` property only scroll views have, asked of another view.
    package static func expectedPropertyNeedsScrollView(
        _ id: String, property: String, at location: SourceLocation?
    ) -> Diagnostic {
        notAScrollView(id, lacking: property, at: location)
    }

    /// An `expect:` value that is not the list of numbers its property takes.
    package static func expectedNumbers(
        _ subject: String, count: Int, example: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("'\(subject)' takes \(count) numbers, as in \(example).", at: location)
    }

    /// An `expect:` value that is not the boolean its property takes.
    package static func expectedBool(_ subject: String, at location: SourceLocation?) -> Diagnostic {
        .error("'\(subject)' takes true or false.", at: location)
    }

    /// A color that is neither a known name nor `#RRGGBB`.
    package static func unknownColor(_ text: String, among names: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        unknown(
            "color", text, among: names, then: "Use a name (\(names.joined(separator: ", "))) or #RRGGBB.",
            at: location)
    }

    // MARK: Sentences the factories share

    /// "'`id`' is not a ScrollView, so it has no '`member`'.", then `wayOut`: a scroll view's own
    /// guide or property asked of another view.
    private static func notAScrollView(
        _ id: String, lacking member: String, then wayOut: String? = nil, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            Wording.sentences("'\(id)' is not a ScrollView, so it has no '\(member)'.", wayOut), at: location)
    }

    /// "'`guide`.`attribute`': a layout guide has no `what`.", then `wayOut`: an attribute only
    /// views have, asked of a layout guide.
    private static func layoutGuideHasNo(
        _ what: String, _ guide: String, _ attribute: String, then wayOut: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error("'\(guide).\(attribute)': a layout guide has no \(what). \(wayOut)", at: location)
    }
}
