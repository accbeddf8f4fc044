import LayoutRuntime

/// Reading `views:` and each view's properties, recursively through `subviews:`.
extension SpecDecoder {
    /// The views of one `views:` or `subviews:` mapping, in order; `depth` is theirs (1 at the top).
    ///
    /// A view whose id is invalid is read (to report what is inside) but left out of the result.
    mutating func decodeViews(_ id: NodeID, _ key: String, depth: Int) -> [ViewSpec] {
        guard let pairs = mapping(id, "'\(key)'", example: "\(key): {box: {color: red}}") else { return [] }
        var views: [ViewSpec] = []
        for pair in pairs {
            guard !viewLimitReached else { break }
            viewCount += 1
            guard viewCount <= SpecLimits.viewCount else {
                diagnostics.emit(.tooManyViews(at: pair.key.location))
                viewLimitReached = true
                break
            }
            guard depth <= SpecLimits.viewDepth else {
                diagnostics.emit(.viewNestedTooDeep(pair.key.value, depth: depth, at: pair.key.location))
                continue
            }
            let hasValidID = checkViewID(pair.key)
            let view = decodeView(pair.key, pair.value, depth: depth)
            if hasValidID { views.append(view) }
        }
        return views
    }

    /// Reports an id that is not an identifier, is the root's, or was declared before.
    private mutating func checkViewID(_ id: Located<String>) -> Bool {
        guard id.value != Spec.rootViewID else {
            diagnostics.emit(.rootViewRedeclared(at: id.location))
            return false
        }
        guard Self.isIdentifier(id.value) else {
            diagnostics.emit(.invalidName(id.value, kind: "a valid view id", at: id.location))
            return false
        }
        if let first = viewIDs[id.value] {
            diagnostics.emit(.duplicateViewID(id.value, at: id.location, first: first))
            return false
        }
        viewIDs[id.value] = id.location
        return true
    }

    /// The keys every view's mapping may hold besides its properties.
    static let structuralKeys = ["type", "subviews", "lint", "vary", "when"]
    /// The keys a stack view's mapping may also hold.
    static let stackViewKeys = ["arrangedSubviews", "customSpacing"]

    /// The keys a view of `type` may hold besides its properties.
    static func structuralKeys(of type: ViewType) -> [String] {
        type == .stackView ? structuralKeys + stackViewKeys : structuralKeys
    }

    private mutating func decodeView(_ id: Located<String>, _ node: NodeID, depth: Int) -> ViewSpec {
        var view = ViewSpec(id: id, type: Located(.view, at: id.location))
        let example = "\(id.value): {color: red}"
        guard let pairs = mapping(node, "The view '\(id.value)'", example: example) else { return view }

        var typeIsKnown = true
        if let typePair = pairs.first(where: { $0.key.value == "type" }) {
            typeIsKnown = false
            if let name = string(typePair.value, "'type'") {
                if let type = ViewType(rawValue: name.value) {
                    view.type = Located(type, at: name.location)
                    typeIsKnown = true
                } else {
                    unknownKey(name, noun: "view type", known: ViewType.allCases.map(\.rawValue))
                }
            }
        }

        var frameWritten = false
        for (index, pair) in pairs.enumerated() {
            let type = view.type.value
            switch pair.key.value {
            case "type": continue
            case "subviews":
                view.subviews += decodeViews(pair.value, "subviews", depth: depth + 1)
                continue
            case "lint":
                view.lint = decodeLint(pair.value, "'lint' of '\(id.value)'")
                continue
            case "vary":
                view.variants = decodeVary(pair.value, id: id.value, type: typeIsKnown ? type : nil)
                continue
            case "when":
                view.condition = sizeClassCondition(pair.value)
                continue
            case "arrangedSubviews", "customSpacing":
                let isStack = type == .stackView
                if !isStack, typeIsKnown {
                    diagnostics.emit(
                        .propertyNotForType(
                            pair.key.value, types: [ViewType.stackView.rawValue], id: id.value,
                            type: type.rawValue,
                            at: pair.key.location))
                }
                if pair.key.value == "customSpacing" {
                    if isStack { view.customSpacing = decodeCustomSpacing(pair.value) }
                } else {
                    // Read either way, so that every error inside is reported at once.
                    var arranged = decodeViews(pair.value, "arrangedSubviews", depth: depth + 1)
                    for index in arranged.indices where isStack {
                        arranged[index].isArranged = true
                        if let frame = arranged[index]["frame"] {
                            diagnostics.emit(
                                .frameOfArrangedView(
                                    arranged[index].id.value, stackView: id.value, at: frame.location))
                        }
                    }
                    view.subviews += arranged
                }
                continue
            default: break
            }
            guard let property = ViewProperty.named(pair.key.value) else {
                let known = typeIsKnown ? ViewProperty.applying(to: type) : ViewProperty.all
                let structural =
                    typeIsKnown ? Self.structuralKeys(of: type) : Self.structuralKeys + Self.stackViewKeys
                var diagnostic = Diagnostic.unknownKey(
                    pair.key, noun: "property", known: structural + known.map(\.name))
                if index > 0, let note = commaSplitNote(pair, after: pairs[index - 1]) {
                    diagnostic.notes.append(note)
                }
                diagnostics.emit(diagnostic)
                continue
            }
            guard property.types.contains(type) else {
                if typeIsKnown {
                    diagnostics.emit(
                        .propertyNotForType(
                            property.name, types: property.types.map(\.rawValue), id: id.value,
                            type: type.rawValue, at: pair.key.location))
                }
                continue
            }
            if property.name == "frame" { frameWritten = true }
            if let value = propertyValue(pair.value, property) {
                view.properties.append(PropertyAssignment(name: property.name, value: value))
            }
        }

        let translates = view["translatesAutoresizingMaskIntoConstraints"]
        for name in ["frame", "autoresizingMask"] where translates?.value != .bool(true) {
            guard let value = view[name] else { continue }
            diagnostics.emit(.frameWithoutTranslates(id.value, property: name, at: value.location))
            view.properties.removeAll { $0.name == name }
        }
        if let translates, translates.value == .bool(true), !frameWritten {
            diagnostics.emit(.translatesWithoutFrame(id.value, at: translates.location))
        }
        return view
    }

    /// A property's value, read as its kind says; nil (reported) when it is not one.
    mutating func propertyValue(_ node: NodeID, _ property: ViewProperty) -> Located<PropertyValue>? {
        let what = "'\(property.name)'"
        switch property.kind {
        case .bool: return bool(node, what).map { $0.map(PropertyValue.bool) }
        case .number(let range): return number(node, what, in: range).map { $0.map(PropertyValue.number) }
        case .count: return integer(node, what, in: .nonNegative).map { $0.map(PropertyValue.integer) }
        case .string: return string(node, what).map { $0.map(PropertyValue.string) }
        case .dimensions(let example):
            return dimensions(node, what, example: example).map { $0.map(PropertyValue.dimensions) }
        case .frame: return frame(node).map { $0.map(PropertyValue.frame) }
        case .axisPriorities:
            return axisPriorities(node, property.name).map {
                Located(.axisPriorities($0), at: location(of: node))
            }
        case .font: return font(node).map { Located(.font($0), at: location(of: node)) }
        case .edgeInsets:
            return edgeInsets(node, what, in: .magnitude).map {
                Located(.edgeInsets($0), at: location(of: node))
            }
        case .directionalEdgeInsets:
            return directionalInsets(node, what, in: .magnitude).map {
                Located(.directionalEdgeInsets($0), at: location(of: node))
            }
        case .choice(let names):
            return choice(node, what, names: names).map { $0.map(PropertyValue.string) }
        case .strings(let example):
            return strings(node, what, example: example).map { Located(.strings($0), at: location(of: node)) }
        case .options(let names, let example):
            return strings(node, what, example: example, among: names).map {
                Located(.strings($0), at: location(of: node))
            }
        case .spacing: return stackSpacing(node, what).map { $0.map(PropertyValue.spacing) }
        }
    }

    /// A list of strings, or of some of `names` when given; each item that is not one is
    /// reported at the item, by its place in the list ("Item 2 of 'segments'").
    private mutating func strings(
        _ node: NodeID, _ what: String, example: String, among names: [String]? = nil
    ) -> [String]? {
        guard let items = sequence(node, what, example: example) else { return nil }
        var texts: [String] = []
        var valid = true
        for (index, item) in items.enumerated() {
            let itemWhat = "Item \(index + 1) of \(what)"
            if let text = names.map({ choice(item, itemWhat, names: $0) }) ?? string(item, itemWhat) {
                texts.append(text.value)
            } else {
                valid = false
            }
        }
        return valid ? texts : nil
    }

    /// `{horizontal: N, vertical: N}`, each within 1...1000, at least one given.
    private mutating func axisPriorities(_ node: NodeID, _ key: String) -> AxisPriorities? {
        let example = "\(key): {horizontal: 750, vertical: 250}"
        guard let pairs = mapping(node, "'\(key)'", example: example) else { return nil }
        guard !pairs.isEmpty else {
            diagnostics.emit(.axisPrioritiesEmpty(key, example: example, at: location(of: node)))
            return nil
        }
        var result = AxisPriorities()
        for pair in pairs {
            switch pair.key.value {
            case "horizontal": result.horizontal = number(pair.value, "'horizontal'", in: .priority)
            case "vertical": result.vertical = number(pair.value, "'vertical'", in: .priority)
            default: unknownKey(pair.key, noun: "axis", known: ["horizontal", "vertical"])
            }
        }
        return result
    }

    /// `[x, y, width, height]`: four numbers, the size not negative.
    private mutating func frame(_ node: NodeID) -> Located<CGRect>? {
        let example = "frame: [0, 0, 320, 200]"
        guard let items = sequence(node, "'frame'", example: example) else { return nil }
        guard items.count == 4 else {
            diagnostics.emit(.frameNeedsFourNumbers(found: items.count, at: location(of: node)))
            return nil
        }
        let x = number(items[0], "The x of 'frame'", in: .magnitude)
        let y = number(items[1], "The y of 'frame'", in: .magnitude)
        let width = number(items[2], "The width of 'frame'", in: .nonNegative)
        let height = number(items[3], "The height of 'frame'", in: .nonNegative)
        guard let x, let y, let width, let height else { return nil }
        let frame = CGRect(x: x.value, y: y.value, width: width.value, height: height.value)
        return Located(frame, at: location(of: node))
    }

    /// `customSpacing: {id: N, ...}`: the space after each named arranged subview; the resolver
    /// checks that the ids are the stack's.
    private mutating func decodeCustomSpacing(_ node: NodeID) -> [ViewSpec.CustomSpacing] {
        guard let pairs = mapping(node, "'customSpacing'", example: "customSpacing: {title: 20}") else {
            return []
        }
        return pairs.compactMap { pair in
            stackSpacing(pair.value, "The custom spacing after '\(pair.key.value)'").map {
                ViewSpec.CustomSpacing(name: pair.key, value: $0)
            }
        }
    }

    /// A stack view's spacing: a number within ±100,000, or `system` (UIKit's
    /// `spacingUseSystem`); any other word is reported as such.
    private mutating func stackSpacing(_ node: NodeID, _ what: String) -> Located<StackSpacing>? {
        if case .scalar(let scalar) = document[node].content, scalar.style == .plain, scalar.tag == nil {
            if scalar.text == "system" { return Located(.system, at: scalar.textLocation) }
            if Self.parseNumber(scalar.text) == nil, scalar.text.first?.isLetter == true,
                !["inf", "infinity", "nan"].contains(scalar.text.lowercased())
            {
                diagnostics.emit(.expectedStackSpacing(what, written: scalar.text, at: scalar.textLocation))
                return nil
            }
        }
        return number(node, what, in: .magnitude).map { $0.map(StackSpacing.points) }
    }

    /// Reports each view of `views` (the subviews of `superview`, nil for the root) whose
    /// autoresizing mask depends on its superview's size when it is added
    /// (``View/AutoresizingMask/sizeIndependent``) where the two generated flavours, or the proof
    /// and the generated code, add it to superviews of different sizes: a cell's content view
    /// (zero in LayoutRuntime, 320 x 44 in UIKit), or a view its `when:` adds back at whatever
    /// size the root has when the size classes arrive. A superview that constraints place is
    /// zero wide and high when its subviews are added, in the proof, both flavours and UIKit code
    /// alike, so a mask there is kept against zero, as UIKit keeps it (docs/SpecLanguage.md).
    mutating func checkAutoresizingSuperviews(_ views: [ViewSpec], in superview: ViewSpec?, isCell: Bool) {
        for view in views {
            defer { checkAutoresizingSuperviews(view.subviews, in: view, isCell: isCell) }
            guard let value = view["autoresizingMask"], case .strings(let names) = value.value else {
                continue
            }
            let mask = View.AutoresizingMask(names: names)
            guard mask != mask.sizeIndependent else { continue }
            let reason: String
            if view.condition != nil {
                reason =
                    "its 'when:' adds it back at whatever size its superview has when the size classes change"
            } else if superview == nil && isCell {
                reason = "a cell's content view has no size of the spec's when the cell makes its content"
            } else {
                continue
            }
            diagnostics.emit(
                .autoresizingWithoutSizedSuperview(
                    view.id.value, options: mask.names, reason: reason, at: value.location))
        }
    }
}
