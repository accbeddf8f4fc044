import LayoutRuntime

/// Reads one equation: first its shape from the tokens, then its meaning (attributes, values,
/// the pairing rules), then the atoms. ``EquationParser`` documents the grammar.
struct EquationReader {
    private var stream: TokenStream
    private let values: ValueResolver
    private let text: String
    private(set) var diagnostics: [Diagnostic] = []

    init(_ text: String, origin: TextOrigin, metrics: [String: Double]) {
        self.stream = TokenStream(text, origin: origin)
        self.values = ValueResolver(metrics: metrics, origin: origin)
        self.text = text
    }

    /// The equation's atoms, or none after reporting its errors.
    mutating func read() -> [AtomicConstraint] {
        guard let equation = readShape() else { return [] }
        let atoms = build(equation)
        // A relation written `=` reads as `==` to find more errors, but still yields nothing.
        return diagnostics.isEmpty ? atoms : []
    }

    // MARK: - Shape

    /// An attribute path as written: `a.width`, `s.contentLayoutGuide.top`.
    private struct Path {
        var item: ItemReference
        var offset: Int
        var attribute: String
        var attributeOffset: Int
    }

    private enum RightSide {
        case constant(WrittenValue)
        case term(path: Path, multiplier: WrittenValue?, constant: WrittenValue?)
    }

    private struct Shape {
        var target: Path
        var relation: LayoutRelation
        var right: RightSide
        var priority: WrittenValue?
    }

    private mutating func readShape() -> Shape? {
        if stream.isAtEnd {
            fail("The constraint is empty. Write one like 'a.width == 80'.", at: 0)
            return nil
        }
        guard stream.current.kind == .identifier else {
            fail(
                "A constraint starts with an attribute, as in 'a.width == 80'; found "
                    + "\(stream.current.quoted).",
                at: stream.current.offset)
            return nil
        }
        guard let target = readPath() else { return nil }
        guard let relation = stream.readRelation(into: &diagnostics) else {
            fail(
                "Expected '==', '>=' or '<=' after '\(pathText(target))', found \(stream.current.quoted).",
                at: stream.current.offset)
            return nil
        }
        guard let right = readRightSide(after: relation) else { return nil }
        var priority: WrittenValue?
        if stream.current.is("@") {
            guard let value = stream.readPriority(into: &diagnostics) else { return nil }
            priority = value
        }
        guard stream.isAtEnd else {
            fail(
                "Unexpected \(stream.current.quoted) after the end of the constraint.",
                at: stream.current.offset)
            return nil
        }
        return Shape(target: target, relation: relation, right: right, priority: priority)
    }

    /// Reads `id.attribute` or `id.guide.attribute`; the current token is an identifier.
    private mutating func readPath() -> Path? {
        let itemToken = stream.advance()
        var parts: [GrammarToken] = [itemToken]
        while stream.current.is(".") {
            stream.advance()
            guard stream.current.kind == .identifier else {
                fail(
                    "Expected an attribute after '\(partsText(parts)).', found \(stream.current.quoted).",
                    at: stream.current.offset)
                return nil
            }
            parts.append(stream.advance())
        }
        let id = itemToken.text
        let guides = ["contentLayoutGuide", "frameLayoutGuide"]
        switch parts.count {
        case 1:
            fail("Expected an attribute after '\(id)', as in '\(id).width'.", at: itemToken.end)
            return nil
        case 2 where guides.contains(parts[1].text):
            fail(
                "Expected an attribute after '\(partsText(parts))', as in '\(partsText(parts)).top'.",
                at: parts[1].end)
            return nil
        case 2:
            return Path(
                item: .view(id), offset: itemToken.offset, attribute: parts[1].text,
                attributeOffset: parts[1].offset)
        case 3:
            let guide = parts[1]
            let item: ItemReference
            switch guide.text {
            case "contentLayoutGuide": item = .contentLayoutGuide(of: id)
            case "frameLayoutGuide": item = .frameLayoutGuide(of: id)
            default:
                let suggestion = SpellingSuggestion.didYouMean(guide.text, among: guides)
                fail(
                    "Unknown layout guide '\(guide.text)'."
                        + (suggestion.isEmpty
                            ? " Use 'contentLayoutGuide' or 'frameLayoutGuide'." : suggestion),
                    at: guide.offset)
                return nil
            }
            return Path(
                item: item, offset: itemToken.offset, attribute: parts[2].text,
                attributeOffset: parts[2].offset)
        default:
            fail(
                "'\(partsText(parts))' has too many parts. Write 'id.attribute' or "
                    + "'id.contentLayoutGuide.attribute'.",
                at: parts[3].offset)
            return nil
        }
    }

    private mutating func readRightSide(after relation: LayoutRelation) -> RightSide? {
        let startsPath = stream.current.kind == .identifier && stream.peek().is(".")
        if stream.current.is("-"), stream.peek().kind == .identifier, stream.peek(2).is(".") {
            let minus = stream.advance()
            guard let path = readPath() else { return nil }
            let wayOut =
                if SpecAttribute(rawValue: path.attribute)?.kind == .size || path.attribute == "size" {
                    "Use a multiplier instead, as in '\(pathText(path)) * -1'."
                } else {
                    "Remove the minus: a position has no negative."
                }
            fail("An attribute cannot be negated. " + wayOut, at: minus.offset)
            return nil
        }
        var leadingMultiplier: WrittenValue?
        if !startsPath {
            guard let value = stream.readValue(allowingMinus: true) else {
                fail(
                    "Expected an attribute or a constant after '\(relation)', found "
                        + "\(stream.current.quoted).",
                    at: stream.current.offset)
                return nil
            }
            guard stream.current.is("*") else { return .constant(value) }
            stream.advance()
            guard stream.current.kind == .identifier else {
                fail(
                    "Expected an attribute after '\(value.text) *', found \(stream.current.quoted).",
                    at: stream.current.offset)
                return nil
            }
            leadingMultiplier = value
        }
        guard let path = readPath() else { return nil }
        var multiplier = leadingMultiplier
        if stream.current.is("*") {
            let star = stream.advance()
            guard let value = stream.readValue(allowingMinus: true) else {
                fail(
                    "Expected a multiplier after '*', found \(stream.current.quoted).",
                    at: stream.current.offset)
                return nil
            }
            if leadingMultiplier != nil {
                fail("A constraint takes one multiplier; remove one of the two.", at: star.offset)
                return nil
            }
            multiplier = value
        }
        var constant: WrittenValue?
        if stream.current.is("+") || stream.current.is("-") {
            let sign = stream.advance()
            guard var value = stream.readValue(allowingMinus: false) else {
                fail(
                    "Expected a constant after '\(sign.text)', found \(stream.current.quoted).",
                    at: stream.current.offset)
                return nil
            }
            value.isNegated = sign.text == "-"
            constant = value
        }
        return .term(path: path, multiplier: multiplier, constant: constant)
    }

    // MARK: - Meaning

    /// What a path's attribute names: one attribute, or a compound of several.
    private enum Selector: Equatable {
        case single(SpecAttribute)
        case compound(Compound)

        var name: String {
            switch self {
            case .single(let attribute): attribute.rawValue
            case .compound(let compound): compound.rawValue
            }
        }

        var kind: SpecAttribute.Kind {
            switch self {
            case .single(let attribute): attribute.kind
            case .compound(let compound): compound == .size ? .size : .position
            }
        }
    }

    private enum Compound: String, CaseIterable {
        case edges, size, center

        var members: [SpecAttribute] {
            switch self {
            case .edges: [.left, .right, .top, .bottom]
            case .size: [.width, .height]
            case .center: [.centerX, .centerY]
            }
        }
    }

    private mutating func build(_ shape: Shape) -> [AtomicConstraint] {
        let target = selector(of: shape.target)
        var second: Term?
        var unknownSecond = false
        var multiplier: Double? = 1
        var constant: Double? = 0
        var multiplierValue: WrittenValue?
        switch shape.right {
        case .constant(let value):
            constant = values.constant(value, hint: bareNameHint(shape.target), into: &diagnostics)
        case .term(let path, let written, let writtenConstant):
            if let selector = selector(of: path) {
                second = Term(path: path, selector: selector)
            } else {
                unknownSecond = true
            }
            if let written {
                multiplierValue = written
                multiplier = values.constant(written, into: &diagnostics)
            }
            if let writtenConstant { constant = values.constant(writtenConstant, into: &diagnostics) }
        }
        var priority: Float? = 1000
        if let written = shape.priority { priority = values.priority(written, into: &diagnostics) }

        guard let target, !unknownSecond, let multiplier, let constant, let priority else { return [] }
        let pairing = Pairing(
            target: target, targetPath: shape.target, second: second, multiplier: multiplier,
            multiplierValue: multiplierValue)
        guard check(pairing) else { return [] }

        // check(_:) passed, so a single target has a single second (or none), and a compound
        // target has the same compound (or none).
        let members: [(SpecAttribute, SpecAttribute?)]
        switch target {
        case .single(let first):
            if case .single(let other)? = second?.selector {
                members = [(first, other)]
            } else {
                members = [(first, nil)]
            }
        case .compound(let compound):
            members = compound.members.map { ($0, second == nil ? nil : $0) }
        }
        return members.map { first, other in
            let reversesForInset = target == .compound(.edges) && (first == .right || first == .bottom)
            return AtomicConstraint(
                reference(shape.target, first),
                reversesForInset ? shape.relation.reversed : shape.relation,
                second.flatMap { term in other.map { reference(term.path, $0) } },
                multiplier: multiplier,
                constant: reversesForInset ? -constant : constant,
                priority: priority, location: stream.origin.start, source: text)
        }
    }

    /// The attribute on the right and what it names.
    private struct Term {
        var path: Path
        var selector: Selector
    }

    private struct Pairing {
        var target: Selector
        var targetPath: Path
        var second: Term?
        var multiplier: Double
        var multiplierValue: WrittenValue?
    }

    /// Applies the pairing rules; reports each broken one and returns whether all hold.
    private mutating func check(_ pairing: Pairing) -> Bool {
        let target = pairing.target
        guard let second = pairing.second else {
            if target == .compound(.edges) {
                fail(
                    "'edges' needs another item's edges, as in '\(pathText(pairing.targetPath)) == "
                        + "view.edges + 8'.",
                    at: pairing.targetPath.attributeOffset)
                return false
            }
            return true
        }
        let path = second.path
        let other = second.selector
        let at = path.attributeOffset
        switch (target, other) {
        case (.single(let left), .single(let right)):
            if left.kind != right.kind {
                fail(
                    "'\(left.rawValue)' is \(article(left.kind)) and '\(right.rawValue)' is "
                        + "\(article(right.kind)); relate positions to positions and sizes to sizes.",
                    at: at)
                return false
            }
            if left.kind == .position, left.axis != right.axis {
                fail(
                    "'\(left.rawValue)' is \(left.axis) and '\(right.rawValue)' is \(right.axis); "
                        + "a position relates only to a position on the same axis.",
                    at: at)
                return false
            }
            if Set([left.direction, right.direction]) == [.writing, .screen] {
                fail(
                    "'\(left.rawValue)' follows the writing direction and '\(right.rawValue)' does not; "
                        + "use leading and trailing on both sides, or left and right.",
                    at: at)
                return false
            }
        case (.compound, _), (_, .compound):
            if target != other {
                fail(
                    "'\(target.name)' cannot be related to '\(other.name)'; a compound ('edges', 'size', "
                        + "'center') relates only to the same compound.",
                    at: at)
                return false
            }
        }
        if let written = pairing.multiplierValue {
            let multiplierLocation = values.location(of: written)
            if target.kind == .position {
                diagnostics.append(
                    .error(
                        "A multiplier applies only between sizes, and '\(target.name)' is a position. "
                            + "Remove the multiplier '\(written.text)'.",
                        at: multiplierLocation))
                return false
            }
            if pairing.multiplier == 0 {
                diagnostics.append(
                    .error(
                        "A multiplier of 0 cancels '\(pathText(path))'. Write the constant alone, as in "
                            + "'\(pathText(pairing.targetPath)) == 10'.",
                        at: multiplierLocation))
                return false
            }
        }
        return true
    }

    private mutating func selector(of path: Path) -> Selector? {
        if let attribute = SpecAttribute(rawValue: path.attribute) { return .single(attribute) }
        if let compound = Compound(rawValue: path.attribute) { return .compound(compound) }
        let names = SpecAttribute.allCases.map(\.rawValue) + Compound.allCases.map(\.rawValue)
        let suggestion = SpellingSuggestion.didYouMean(path.attribute, among: names)
        fail(
            "Unknown attribute '\(path.attribute)'."
                + (suggestion.isEmpty ? " Use one of \(names.joined(separator: ", "))." : suggestion),
            at: path.attributeOffset)
        return nil
    }

    private func reference(_ path: Path, _ attribute: SpecAttribute) -> AttributeReference {
        AttributeReference(path.item, attribute, at: stream.location(at: path.offset))
    }

    /// The way out for `a.width == b` when `b` is no metric: name the attribute.
    private func bareNameHint(_ target: Path) -> String {
        let attribute = SpecAttribute(rawValue: target.attribute)?.rawValue ?? "width"
        return "To relate to a view, name its attribute, as in 'id.\(attribute)'."
    }

    private func pathText(_ path: Path) -> String {
        switch path.item {
        case .view(let id), .superview(of: let id): "\(id).\(path.attribute)"
        case .contentLayoutGuide(let id): "\(id).contentLayoutGuide.\(path.attribute)"
        case .frameLayoutGuide(let id): "\(id).frameLayoutGuide.\(path.attribute)"
        }
    }

    private func partsText(_ parts: [GrammarToken]) -> String { parts.map(\.text).joined(separator: ".") }

    private func article(_ kind: SpecAttribute.Kind) -> String { kind == .position ? "a position" : "a size" }

    private mutating func fail(_ message: String, at offset: Int) {
        diagnostics.append(.error(message, at: stream.location(at: offset)))
    }
}
