import LayoutRuntime
import LayoutSpec

extension Resolver {
    /// Parses every constraint entry and builds its LayoutConstraints (inactive), in spec order.
    func buildConstraints(_ diagnostics: inout Diagnostics) -> [SceneConstraint] {
        var metrics: [String: Double] = [:]
        for metric in spec.metrics { metrics[metric.name.value] = metric.value.value }
        var result: [SceneConstraint] = []
        for entry in spec.constraints {
            let atoms: [AtomicConstraint]
            switch entry.kind {
            case .equation:
                atoms = EquationParser.parse(
                    entry.text.value, origin: entry.origin, metrics: metrics, diagnostics: &diagnostics)
            case .vfl:
                let line = VisualFormatParser.parseLine(
                    entry.text.value, origin: entry.origin, options: entry.options, metrics: metrics,
                    diagnostics: &diagnostics)
                atoms = line.atoms
                // `[a]` makes no constraint, but UIKit still throws when `a` is unknown.
                for name in line.unplacedViews {
                    _ = knownView(name.value, at: name.location, diagnostics: &diagnostics)
                }
            }
            if let name = entry.name, atoms.count > 1 {
                diagnostics.emit(
                    .namedEntryMakesSeveral(
                        name.value, text: entry.text.value, count: atoms.count, at: name.location))
                continue
            }
            for atom in atoms {
                guard let constraint = build(atom, diagnostics: &diagnostics) else { continue }
                constraint.identifier = SceneConstraint.identifier(file: fileName, location: atom.location)
                result.append(
                    SceneConstraint(
                        constraint: constraint, location: atom.location, source: atom.source,
                        name: entry.name?.value, isPlaceholder: entry.isPlaceholder, entry: entry))
            }
        }
        return result
    }

    /// One atom as a LayoutConstraint, or nil (with an error) when it names something that
    /// does not exist.
    func build(_ atom: AtomicConstraint, diagnostics: inout Diagnostics) -> LayoutConstraint? {
        var atom = atom
        // VFL writes `superview.trailing == a.trailing + 15`; UIKit code places `a`.
        if case .superview = atom.first.item, let second = atom.second, atom.multiplier == 1 {
            if case .superview = second.item {
            } else {
                atom = AtomicConstraint(
                    second, atom.relation.reversed, atom.first, multiplier: 1, constant: -atom.constant,
                    priority: atom.priority, location: atom.location, source: atom.source)
            }
        }
        let first = target(atom.first, diagnostics: &diagnostics)
        var second: (item: any LayoutItem, attribute: LayoutAttribute)?
        if let reference = atom.second {
            second = target(reference, diagnostics: &diagnostics)
            guard second != nil else { return nil }
        } else if atom.first.attribute.kind == .position {
            // A position equal to a number is measured in the superview's coordinates: from
            // its leading or top edge (a scroll view's content area, by the runtime's rule).
            guard case .view(let id) = atom.first.item, let parentID = parentID(of: id),
                let parent = view(parentID)
            else {
                diagnostics.emit(
                    .noSuperviewToMeasureFrom(
                        "\(atom.first)", attribute: atom.first.attribute.rawValue, at: atom.first.location))
                return nil
            }
            let attribute: LayoutAttribute =
                switch (atom.first.attribute.axis, atom.first.attribute.direction) {
                case (.vertical, _): .top
                case (.horizontal, .writing): .leading
                case (.horizontal, _): .left
                }
            second = (parent, attribute)
        }
        guard let first else { return nil }
        // UIKit attaches a scroll view's margins to its content area when the other item is
        // inside it; the runtime's margins guide is on the frame, so that is refused.
        for (margins, other) in [(first.item, second?.item), (second?.item, first.item)] {
            guard let guide = margins as? LayoutGuide, let scrollView = guide.owningView as? ScrollView,
                guide.viewProperty == "layoutMarginsGuide" || guide.viewProperty == "readableContentGuide",
                let otherView = (other as? View) ?? (other as? LayoutGuide)?.owningView,
                otherView !== scrollView, otherView.isDescendant(of: scrollView)
            else { continue }
            diagnostics.emit(
                .scrollViewMarginsToContent(scrollView.accessibilityIdentifier ?? "?", at: atom.location))
            return nil
        }
        let constraint = LayoutConstraint(
            item: first.item, attribute: first.attribute, relatedBy: atom.relation,
            toItem: second?.item, attribute: second?.attribute ?? .notAnAttribute,
            multiplier: atom.multiplier,
            constant: atom.constant)
        constraint.priority = LayoutPriority(atom.priority)
        return constraint
    }

    /// The item and runtime attribute a reference places: a margin attribute is the view's
    /// `layoutMarginsGuide`'s edge or center, as in UIKit. Nil, with an error, for a reference to
    /// nothing, a margin or baseline of a layout guide.
    func target(_ reference: AttributeReference, diagnostics: inout Diagnostics) -> (
        item: any LayoutItem, attribute: LayoutAttribute
    )? {
        guard let found = item(reference, diagnostics: &diagnostics) else { return nil }
        let attribute = reference.attribute
        if case .guide = reference.item {
            if let base = attribute.marginBase {
                diagnostics.emit(
                    .marginOfLayoutGuide(
                        "\(reference.item)", attribute: attribute.rawValue, base: base.rawValue,
                        at: reference.location))
                return nil
            }
            if attribute.isBaseline {
                diagnostics.emit(
                    .baselineOfLayoutGuide(
                        "\(reference.item)", attribute: attribute.rawValue, at: reference.location))
                return nil
            }
        }
        if let base = attribute.marginBase, let view = found as? View {
            return (view.layoutMarginsGuide, base.runtimeAttribute)
        }
        return (found, attribute.runtimeAttribute)
    }

    /// The view or guide a reference names; nil, with an error, when there is none.
    func item(_ reference: AttributeReference, diagnostics: inout Diagnostics) -> (any LayoutItem)? {
        func lookUp(_ id: String) -> View? {
            knownView(id, at: reference.location, diagnostics: &diagnostics)
        }
        switch reference.item {
        case .view(let id):
            return lookUp(id)
        case .superview(let id):
            // The same atom names the view itself, which reports an unknown id there.
            guard view(id) != nil else { return nil }
            guard let parentID = parentID(of: id) else {
                diagnostics.emit(.rootHasNoSuperview(id, at: reference.location))
                return nil
            }
            return view(parentID)
        case .guide(let guide, let id):
            guard let found = lookUp(id) else { return nil }
            switch guide {
            case .contentLayoutGuide, .frameLayoutGuide:
                guard let scrollView = found as? ScrollView else {
                    diagnostics.emit(
                        .guideOfNonScrollView(
                            id, guide: guide.rawValue, attribute: reference.attribute.rawValue,
                            at: reference.location))
                    return nil
                }
                return guide == .contentLayoutGuide
                    ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
            case .safeAreaLayoutGuide: return found.safeAreaLayoutGuide
            case .layoutMarginsGuide: return found.layoutMarginsGuide
            case .readableContentGuide: return found.readableContentGuide
            case .keyboardLayoutGuide: return found.keyboardLayoutGuide
            }
        }
    }

    /// The view with this id; nil, with an error at `location`, when there is none.
    func knownView(_ id: String, at location: SourceLocation?, diagnostics: inout Diagnostics) -> View? {
        if let view = view(id) { return view }
        let ids = [BuiltScene.rootID] + views.map(\.id)
        diagnostics.emit(.unknownView(id, among: ids, at: location))
        return nil
    }
}

extension SpecAttribute {
    var runtimeAttribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            preconditionFailure(
                "A margin attribute places the margins guide: resolve it with target(_:diagnostics:).")
        }
    }
}
