import LayoutRuntime

/// Reads one Visual Format line: the orientation, the chain of elements and connections, then
/// the atoms. ``VisualFormatParser`` documents the grammar.
struct VisualFormatReader {
    private var stream: TokenStream
    private let values: ValueResolver
    private let optionNames: [Located<String>]
    private(set) var diagnostics: [Diagnostic] = []
    /// After ``read()``, the views the line names that none of its atoms refer to.
    private(set) var unplacedViews: [Located<String>] = []
    private var axis = LayoutAxis.horizontal

    init(_ text: String, origin: TextOrigin, options: [Located<String>], metrics: [String: Double]) {
        self.stream = TokenStream(text, origin: origin)
        self.values = ValueResolver(metrics: metrics, origin: origin)
        self.optionNames = options
    }

    /// The atoms of the line, and of as much of it as reads when it has errors.
    mutating func read() -> [AtomicConstraint] {
        if stream.isAtEnd {
            fail(at: 0) { .emptyVisualFormat(at: $0) }
            return []
        }
        readOrientation()
        let options = VisualFormatOptions(optionNames, axis: axis, into: &diagnostics)
        let chain = readChain()
        checkSuperviews(in: chain)
        let atoms = atoms(of: chain, options: options)
        // A view next to another is placed by the connection between them: only a line of one
        // view can name a view that no atom places, such as `[a]`.
        if atoms.isEmpty, let view = chain.elements.lazy.compactMap(\.view).first {
            unplacedViews = [Located(view.name, at: stream.location(at: view.nameOffset))]
        }
        return atoms
    }

    // MARK: - Shape

    /// A view as written: `[name(predicates)]`.
    private struct View {
        var name: String
        var nameOffset: Int
        var predicates: [Predicate]
        /// From `[` to just after `]`.
        var start: Int
        var end: Int
    }

    private enum Element {
        case superview(offset: Int)
        case view(View)

        var start: Int {
            switch self {
            case .superview(let offset): offset
            case .view(let view): view.start
            }
        }

        var end: Int {
            switch self {
            case .superview(let offset): offset + 1
            case .view(let view): view.end
            }
        }

        var view: View? {
            if case .view(let view) = self { return view }
            return nil
        }
    }

    /// `(relation)? object (@priority)?`; the relation defaults to `==`.
    private struct Predicate {
        var relation: LayoutRelation
        var object: WrittenValue
        var priority: WrittenValue?
        var offset: Int
        var text: String
    }

    private enum Connection {
        /// No connection: the elements touch.
        case flush
        /// A bare `-`.
        case standard
        case spacing([Predicate])
    }

    /// The elements and, between each two, their connection; `isComplete` is false when a
    /// syntax error stopped the reading, so the last element may not be the line's last.
    private struct Chain {
        var elements: [Element] = []
        var connections: [Connection] = []
        var isComplete = false
    }

    private mutating func readOrientation() {
        if stream.current.kind == .identifier, stream.peek().is(":") {
            let orientation = stream.advance()
            stream.advance()
            switch orientation.text {
            case "H": axis = .horizontal
            case "V": axis = .vertical
            default:
                fail(at: orientation.offset) { .unknownOrientation(orientation.text, at: $0) }
            }
        } else if stream.current.is(":") {
            fail(at: stream.current.offset) { .missingOrientation(at: $0) }
            stream.advance()
        }
    }

    private mutating func readChain() -> Chain {
        var chain = Chain()
        while true {
            guard let element = readElement(isFirst: chain.elements.isEmpty) else { return chain }
            chain.elements.append(element)
            if stream.isAtEnd {
                chain.isComplete = true
                return chain
            }
            let connectionStart = stream.current.offset
            guard let connection = readConnection(after: element) else { return chain }
            if stream.isAtEnd {
                let written = stream.text(from: connectionStart, to: stream.previousEnd)
                fail(at: connectionStart) { .connectionWithoutView(written, at: $0) }
                return chain
            }
            chain.connections.append(connection)
        }
    }

    private mutating func readElement(isFirst: Bool) -> Element? {
        let token = stream.current
        if token.is("|") {
            stream.advance()
            return .superview(offset: token.offset)
        }
        if token.is("[") { return readView().map(Element.view) }
        if token.is("-"), isFirst {
            fail(at: token.offset) { .connectionAtStart(at: $0) }
        } else if !failOutOfPlace(token) {
            fail(at: token.offset) { .expected(.viewOrBar, found: token.quoted, at: $0) }
        }
        return nil
    }

    private mutating func readView() -> View? {
        let open = stream.advance()
        guard stream.current.kind == .identifier else {
            if stream.current.is("]") || stream.current.is("(") {
                fail(at: stream.current.offset) { .emptyViewName(at: $0) }
            } else if stream.isAtEnd {
                fail(at: open.offset) { .unclosedBracket(at: $0) }
            } else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) { .expected(.viewName, found: found, at: $0) }
            }
            return nil
        }
        let name = stream.advance()
        var predicates: [Predicate] = []
        if stream.current.is("(") {
            guard let list = readPredicateList(ofSpacing: false) else { return nil }
            predicates = list
        }
        guard stream.current.is("]") else {
            if stream.isAtEnd || stream.current.is("[") || stream.current.is("-") || stream.current.is("|") {
                fail(at: open.offset) { .unclosedBracket(at: $0) }
            } else {
                let (view, found) = (
                    stream.text(from: open.offset, to: stream.previousEnd), stream.current.quoted
                )
                fail(at: stream.current.offset) {
                    .expected(.closeBracket(after: view), found: found, at: $0)
                }
            }
            return nil
        }
        let close = stream.advance()
        return View(
            name: name.text, nameOffset: name.offset, predicates: predicates, start: open.offset,
            end: close.end)
    }

    /// Reads `(predicate, ...)`; the current token is `(`.
    private mutating func readPredicateList(ofSpacing: Bool) -> [Predicate]? {
        let open = stream.advance()
        var predicates: [Predicate] = []
        while true {
            guard let predicate = readPredicate(ofSpacing: ofSpacing) else { return nil }
            predicates.append(predicate)
            if stream.current.is(",") {
                stream.advance()
                continue
            }
            if stream.current.is(")") {
                stream.advance()
                return predicates
            }
            if stream.isAtEnd || stream.current.is("]") || stream.current.is("-") || stream.current.is("[") {
                fail(at: open.offset) { .unclosedParenthesis(at: $0) }
            } else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) {
                    .expected(.commaOrParenthesis(after: predicate.text), found: found, at: $0)
                }
            }
            return nil
        }
    }

    private mutating func readPredicate(ofSpacing: Bool) -> Predicate? {
        let start = stream.current.offset
        let relation = stream.readRelation(into: &diagnostics)
        guard let object = stream.readValue(allowingMinus: true) else {
            let found = stream.current.quoted
            fail(at: stream.current.offset) {
                .expected(
                    .predicateObject(ofSpacing: ofSpacing, after: relation.map { "\($0)" }), found: found,
                    at: $0)
            }
            return nil
        }
        var priority: WrittenValue?
        if stream.current.is("@") {
            guard let value = stream.readPriority(into: &diagnostics) else { return nil }
            priority = value
        }
        return Predicate(
            relation: relation ?? .equal, object: object, priority: priority, offset: start,
            text: stream.text(from: start, to: stream.previousEnd))
    }

    /// Reports `token` where an element or a connection belongs when it is a piece of a view
    /// out of place: a `(` or a `]` outside a view's brackets, or a name without them. Returns
    /// whether it did, so the caller reports anything else in its own words.
    private mutating func failOutOfPlace(_ token: GrammarToken) -> Bool {
        if token.is("(") {
            fail(at: token.offset) { .predicatesOutsideView(at: $0) }
        } else if token.is("]") {
            fail(at: token.offset) { .unmatchedCloseBracket(at: $0) }
        } else if token.kind == .identifier {
            fail(at: token.offset) { .viewWithoutBrackets(token.text, at: $0) }
        } else {
            return false
        }
        return true
    }

    /// Reads the connection after `element`: nothing (flush, before `[` or `|`), `-`, `-N-`,
    /// `-metric-` or `-(predicates)-`.
    private mutating func readConnection(after element: Element) -> Connection? {
        let token = stream.current
        if token.is("[") || token.is("|") { return .flush }
        guard token.is("-") else {
            if !failOutOfPlace(token) {
                let previous = stream.text(from: element.start, to: element.end)
                fail(at: token.offset) {
                    .expected(.connection(after: previous), found: token.quoted, at: $0)
                }
            }
            return nil
        }
        stream.advance()
        let next = stream.current
        if next.is("[") || next.is("|") { return .standard }
        let predicates: [Predicate]
        if next.kind == .number || next.kind == .identifier {
            guard let value = stream.readValue(allowingMinus: false) else { return nil }
            predicates = [
                Predicate(
                    relation: .equal, object: value, priority: nil, offset: value.offset, text: value.text)
            ]
        } else if next.is("(") {
            guard let list = readPredicateList(ofSpacing: true) else { return nil }
            predicates = list
        } else if next.kind == .end {
            fail(at: token.offset) { .connectionWithoutView("-", at: $0) }
            return nil
        } else {
            fail(at: next.offset) { .expected(.spacing, found: next.quoted, at: $0) }
            return nil
        }
        guard stream.current.is("-") else {
            let spacing = stream.text(from: next.offset, to: stream.previousEnd)
            let found = stream.current.quoted
            fail(at: stream.current.offset) { .expected(.spacingEnd(spacing), found: found, at: $0) }
            return nil
        }
        stream.advance()
        return .spacing(predicates)
    }

    /// Reports a `|` inside the line (the last one read counts as the end even when an error
    /// stopped the reading), and a line of superviews without a view.
    private mutating func checkSuperviews(in chain: Chain) {
        let elements = chain.elements
        for (index, element) in elements.enumerated() {
            if case .superview(let offset) = element, index != 0, index != elements.count - 1 {
                fail(at: offset) { .superviewInsideFormat(at: $0) }
            }
        }
        if chain.isComplete, !elements.isEmpty, !elements.contains(where: { $0.view != nil }) {
            fail(at: elements[0].start) { .formatWithoutView(at: $0) }
        }
    }

    // MARK: - Atoms

    private mutating func atoms(of chain: Chain, options: VisualFormatOptions) -> [AtomicConstraint] {
        let edges = ChainEdges(axis: axis, direction: options.direction)
        let size = SpecAttribute.size(along: axis)
        let views = chain.elements.compactMap(\.view)
        var atoms: [AtomicConstraint] = []
        for (index, element) in chain.elements.enumerated() {
            if let view = element.view {
                atoms += view.predicates.compactMap { sizeAtom(view, size, $0) }
            }
            guard index < chain.connections.count, index + 1 < chain.elements.count,
                let earlier = item(at: index, in: chain), let later = item(at: index + 1, in: chain)
            else { continue }
            atoms += spacingAtoms(
                earlier, chain.elements[index], chain.connections[index], later, chain.elements[index + 1],
                edges: edges, views: views)
        }
        for (attribute, option) in options.alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                atoms.append(
                    AtomicConstraint(
                        reference(.view(later.name), attribute, at: later.nameOffset), .equal,
                        reference(.view(earlier.name), attribute, at: earlier.nameOffset),
                        location: option.location, source: option.value))
            }
        }
        return atoms
    }

    /// The item element `index` stands for, and where it is written; nil for a `|` with no
    /// view beside it, or one that is not at an end of a complete line.
    private func item(at index: Int, in chain: Chain) -> (item: ItemReference, offset: Int)? {
        let elements = chain.elements
        switch elements[index] {
        case .view(let view):
            return (.view(view.name), view.nameOffset)
        case .superview(let offset):
            if index == 0, elements.count > 1, let first = elements[1].view {
                return (.superview(of: first.name), offset)
            }
            if index == elements.count - 1, index > 0, chain.isComplete, let last = elements[index - 1].view {
                return (.superview(of: last.name), offset)
            }
            return nil
        }
    }

    /// The edges a line relates, and which way it reads.
    private struct ChainEdges {
        /// The edge an element's near side is: leading, left, right (leftward) or top.
        var start: SpecAttribute
        var end: SpecAttribute
        /// Whether a later element sits after the earlier one in the attribute's coordinates;
        /// false only for a right-to-left line, whose later elements sit further left.
        var ascends: Bool

        init(axis: LayoutAxis, direction: VisualFormatOptions.Direction) {
            switch (axis, direction) {
            case (.vertical, _): (start, end, ascends) = (.top, .bottom, true)
            case (.horizontal, .leadingToTrailing): (start, end, ascends) = (.leading, .trailing, true)
            case (.horizontal, .leftToRight): (start, end, ascends) = (.left, .right, true)
            case (.horizontal, .rightToLeft): (start, end, ascends) = (.right, .left, false)
            }
        }
    }

    /// The gap between two neighbours, `later.near - earlier.far` (the other way round for a
    /// leftward line), related to each spacing predicate. A superview's own edge is its near
    /// edge at the start of the line and its far edge at the end.
    private mutating func spacingAtoms(
        _ earlier: (item: ItemReference, offset: Int), _ earlierElement: Element, _ connection: Connection,
        _ later: (item: ItemReference, offset: Int), _ laterElement: Element, edges: ChainEdges,
        views: [View]
    ) -> [AtomicConstraint] {
        let earlierIsSuperview = earlierElement.view == nil
        let laterIsSuperview = laterElement.view == nil
        // A standard space to the superview is its layout margin: the superview's margin
        // attribute, flush (UIKit since iOS 8).
        let toMargin = if case .standard = connection { true } else { false }
        func edge(_ attribute: SpecAttribute, ofSuperview: Bool) -> SpecAttribute {
            ofSuperview && toMargin ? attribute.margin ?? attribute : attribute
        }
        let earlierEdge = reference(
            earlier.item, earlierIsSuperview ? edge(edges.start, ofSuperview: true) : edges.end,
            at: earlier.offset)
        let laterEdge = reference(
            later.item, laterIsSuperview ? edge(edges.end, ofSuperview: true) : edges.start, at: later.offset)
        let (first, second) = edges.ascends ? (laterEdge, earlierEdge) : (earlierEdge, laterEdge)
        let location = stream.location(at: earlierElement.start)
        let source = stream.text(from: earlierElement.start, to: laterElement.end)
        func atom(_ relation: LayoutRelation, _ constant: Double, _ priority: Float) -> AtomicConstraint {
            AtomicConstraint(
                first, relation, second, constant: constant, priority: priority, location: location,
                source: source)
        }
        switch connection {
        case .flush:
            return [atom(.equal, 0, 1000)]
        case .standard:
            let touchesSuperview = earlierIsSuperview || laterIsSuperview
            return [atom(.equal, touchesSuperview ? 0 : VisualFormatParser.standardSiblingSpacing, 1000)]
        case .spacing(let predicates):
            return predicates.compactMap { predicate in
                let constant = spacing(predicate.object, views: views)
                let priority = self.priority(predicate.priority)
                guard let constant, let priority else { return nil }
                return atom(predicate.relation, constant, priority)
            }
        }
    }

    /// A spacing's value: a number or metric; the name of one of the line's `views` is an error
    /// here.
    private mutating func spacing(_ object: WrittenValue, views: [View]) -> Double? {
        if case .name(let name) = object.form, !object.isNegated, values.metrics[name] == nil,
            views.contains(where: { $0.name == name })
        {
            fail(at: object.offset) { .spacingNamesView(name, at: $0) }
            return nil
        }
        return values.constant(
            object,
            unknown: Diagnostic.unknownSpacingMetric,
            into: &diagnostics)
    }

    /// A view's size predicate: its size relates to a constant, or to another view's size when
    /// the object is a name that is no metric.
    private mutating func sizeAtom(_ view: View, _ size: SpecAttribute, _ predicate: Predicate)
        -> AtomicConstraint?
    {
        let first = reference(.view(view.name), size, at: view.nameOffset)
        var second: AttributeReference?
        var constant: Double? = 0
        if case .name(let name) = predicate.object.form, !predicate.object.isNegated,
            values.metrics[name] == nil
        {
            second = reference(.view(name), size, at: predicate.object.offset)
        } else {
            constant = values.constant(predicate.object, into: &diagnostics)
        }
        let priority = self.priority(predicate.priority)
        guard let constant, let priority else { return nil }
        return AtomicConstraint(
            first, predicate.relation, second, constant: constant, priority: priority,
            location: stream.location(at: predicate.offset), source: predicate.text)
    }

    private mutating func priority(_ written: WrittenValue?) -> Float? {
        guard let written else { return 1000 }
        return values.priority(written, into: &diagnostics)
    }

    private func reference(_ item: ItemReference, _ attribute: SpecAttribute, at offset: Int)
        -> AttributeReference
    {
        AttributeReference(item, attribute, at: stream.location(at: offset))
    }

    /// Reports the catalogue's diagnostic at the scalar `offset` of the text.
    private mutating func fail(at offset: Int, _ diagnostic: (SourceLocation) -> Diagnostic) {
        diagnostics.append(diagnostic(stream.location(at: offset)))
    }
}
