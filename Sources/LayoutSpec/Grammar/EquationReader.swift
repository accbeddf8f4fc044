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
            fail(at: 0) { .emptyEquation(at: $0) }
            return nil
        }
        guard stream.current.kind == .identifier else {
            let found = stream.current.quoted
            fail(at: stream.current.offset) { .equationStartsWithoutAttribute(found: found, at: $0) }
            return nil
        }
        guard let target = readPath() else { return nil }
        guard let relation = stream.readRelation(into: &diagnostics) else {
            let (path, found) = (pathText(target), stream.current.quoted)
            fail(at: stream.current.offset) { .expected(.relation(after: path), found: found, at: $0) }
            return nil
        }
        guard let right = readRightSide(after: relation) else { return nil }
        var priority: WrittenValue?
        if stream.current.is("@") {
            guard let value = stream.readPriority(into: &diagnostics) else { return nil }
            priority = value
        }
        guard stream.isAtEnd else {
            let found = stream.current.quoted
            fail(at: stream.current.offset) { .unexpectedAfterEquation(found: found, at: $0) }
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
                let (written, found) = (partsText(parts), stream.current.quoted)
                fail(at: stream.current.offset) {
                    .expected(.attributeAfterDot(written), found: found, at: $0)
                }
                return nil
            }
            parts.append(stream.advance())
        }
        let id = itemToken.text
        let guides = ViewGuide.allCases.map(\.rawValue)
        // `V|[box]|`: a Visual Format line without its colon.
        let isOrientation =
            itemToken == stream.tokens[0] && ["H", "V"].contains(id)
            && (stream.current.is("|") || stream.current.is("["))
        switch parts.count {
        case 1 where isOrientation:
            let rest = stream.text(from: itemToken.end, to: stream.tokens[stream.tokens.count - 1].offset)
            fail(at: itemToken.end) { .orientationWithoutColon(id, suggestion: "\(id):\(rest)", at: $0) }
            return nil
        case 1:
            fail(at: itemToken.end) { .missingAttribute(id, at: $0) }
            return nil
        case 2 where guides.contains(parts[1].text):
            let guide = partsText(parts)
            fail(at: parts[1].end) { .missingGuideAttribute(guide, at: $0) }
            return nil
        case 2:
            return Path(
                item: .view(id), offset: itemToken.offset, attribute: parts[1].text,
                attributeOffset: parts[1].offset)
        case 3:
            let guide = parts[1]
            guard let viewGuide = ViewGuide(rawValue: guide.text) else {
                fail(at: guide.offset) { .unknownLayoutGuide(guide.text, among: guides, at: $0) }
                return nil
            }
            let item = ItemReference.guide(viewGuide, of: id)
            return Path(
                item: item, offset: itemToken.offset, attribute: parts[2].text,
                attributeOffset: parts[2].offset)
        default:
            let written = partsText(parts)
            fail(at: parts[3].offset) { .pathHasTooManyParts(written, at: $0) }
            return nil
        }
    }

    private mutating func readRightSide(after relation: LayoutRelation) -> RightSide? {
        let startsPath = stream.current.kind == .identifier && stream.peek().is(".")
        if stream.current.is("-"), stream.peek().kind == .identifier, stream.peek(2).is(".") {
            let minus = stream.advance()
            guard let path = readPath() else { return nil }
            let isSize = SpecAttribute(rawValue: path.attribute)?.kind == .size || path.attribute == "size"
            let written = pathText(path)
            fail(at: minus.offset) { .negatedAttribute(written, isSize: isSize, at: $0) }
            return nil
        }
        var leadingMultiplier: WrittenValue?
        if !startsPath {
            guard let value = stream.readValue(allowingMinus: true) else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) {
                    .expected(.rightSide(after: "\(relation)"), found: found, at: $0)
                }
                return nil
            }
            guard stream.current.is("*") else { return .constant(value) }
            stream.advance()
            guard stream.current.kind == .identifier else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) {
                    .expected(.attributeAfterMultiplier(value.text), found: found, at: $0)
                }
                return nil
            }
            leadingMultiplier = value
        }
        guard let path = readPath() else { return nil }
        var multiplier = leadingMultiplier
        if stream.current.is("*") {
            let star = stream.advance()
            guard let value = stream.readValue(allowingMinus: true) else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) { .expected(.multiplier, found: found, at: $0) }
                return nil
            }
            if leadingMultiplier != nil {
                fail(at: star.offset) { .twoMultipliers(at: $0) }
                return nil
            }
            multiplier = value
        }
        var constant: WrittenValue?
        if stream.current.is("+") || stream.current.is("-") {
            let sign = stream.advance()
            guard var value = stream.readValue(allowingMinus: false) else {
                let found = stream.current.quoted
                fail(at: stream.current.offset) {
                    .expected(.constant(after: sign.text), found: found, at: $0)
                }
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
            constant = values.constant(value, unknown: unknownBareName(shape.target), into: &diagnostics)
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
                let written = pathText(pairing.targetPath)
                fail(at: pairing.targetPath.attributeOffset) { .edgesNeedEdges(written, at: $0) }
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
                fail(at: at) {
                    .positionRelatedToSize(
                        left.rawValue, right.rawValue, leftIsPosition: left.kind == .position, at: $0)
                }
                return false
            }
            if left.kind == .position, left.axis != right.axis {
                fail(at: at) {
                    .positionsOnDifferentAxes(
                        left.rawValue, leftAxis: "\(left.axis)", right.rawValue, rightAxis: "\(right.axis)",
                        at: $0)
                }
                return false
            }
            if Set([left.direction, right.direction]) == [.writing, .screen] {
                fail(at: at) { .writingDirectionMixed(left.rawValue, right.rawValue, at: $0) }
                return false
            }
        case (.compound, _), (_, .compound):
            if target != other {
                fail(at: at) { .compoundMismatch(target.name, other.name, at: $0) }
                return false
            }
        }
        if let written = pairing.multiplierValue {
            let multiplierLocation = values.location(of: written)
            if target.kind == .position {
                diagnostics.append(
                    .multiplierOnPosition(target.name, multiplier: written.text, at: multiplierLocation))
                return false
            }
            if pairing.multiplier == 0 {
                diagnostics.append(
                    .zeroMultiplier(
                        pathText(path), target: pathText(pairing.targetPath), at: multiplierLocation))
                return false
            }
        }
        return true
    }

    private mutating func selector(of path: Path) -> Selector? {
        if let attribute = SpecAttribute(rawValue: path.attribute) { return .single(attribute) }
        if let compound = Compound(rawValue: path.attribute) { return .compound(compound) }
        let names = SpecAttribute.allCases.map(\.rawValue) + Compound.allCases.map(\.rawValue)
        fail(at: path.attributeOffset) { .unknownAttribute(path.attribute, among: names, at: $0) }
        return nil
    }

    private func reference(_ path: Path, _ attribute: SpecAttribute) -> AttributeReference {
        AttributeReference(path.item, attribute, at: stream.location(at: path.offset))
    }

    /// An unknown name alone on the right of `target`'s equation, where an attribute was
    /// probably meant: the way out names one.
    private func unknownBareName(_ target: Path) -> ValueResolver.UnknownMetric {
        let attribute = SpecAttribute(rawValue: target.attribute)?.rawValue ?? "width"
        return { .unknownMetricNotAttribute($0, among: $1, attribute: attribute, at: $2) }
    }

    private func pathText(_ path: Path) -> String {
        switch path.item {
        case .view(let id), .superview(of: let id): "\(id).\(path.attribute)"
        case .guide(let guide, let id): "\(id).\(guide.rawValue).\(path.attribute)"
        }
    }

    private func partsText(_ parts: [GrammarToken]) -> String { parts.map(\.text).joined(separator: ".") }

    /// Reports the catalogue's diagnostic at the scalar `offset` of the text.
    private mutating func fail(at offset: Int, _ diagnostic: (SourceLocation) -> Diagnostic) {
        diagnostics.append(diagnostic(stream.location(at: offset)))
    }
}
