import LayoutRuntime

extension Diagnostic {
    /// Two layouts of an ambiguous spec that both satisfy every constraint, told by the one
    /// length that differs between them: the proof's own layout, and the one the runtime's
    /// `exerciseAmbiguityInLayout()` moves to.
    public struct Witness: Hashable, Sendable {
        /// What differs, in the spec's syntax: `contentView.height`, `box.top`.
        public var subject: String
        /// Its value in the proof's layout, then in the other one: a size, or a position in
        /// the superview's coordinates (a frame's `minX` or `minY`).
        public var values: [Double]
        /// The size both layouts are at, as the diagnostic phrases it: `'portrait' (390x844)`.
        public var size: String
        /// Whether ``subject`` is a position (in the superview's coordinates) rather than a size.
        public var isPosition: Bool
        /// The view that moves, by id: the scroll view for its content size.
        public var view: String
        /// What moves: `.width`, `.height`, `.left` or `.top` of the view, or the width or
        /// height of a scroll view's content (``isContent``).
        public var attribute: LayoutAttribute
        public var isContent: Bool

        public init(
            subject: String, values: [Double], size: String, isPosition: Bool, view: String,
            attribute: LayoutAttribute, isContent: Bool = false
        ) {
            self.subject = subject
            self.values = values
            self.size = size
            self.isPosition = isPosition
            self.view = view
            self.attribute = attribute
            self.isContent = isContent
        }

        /// `At 'portrait' (390x844), 'contentView.height' can be 945 or 1,045: both satisfy
        /// every constraint.`
        public var sentence: String {
            let values = values.map(Diagnostic.readableNumber).joined(separator: " or ")
            let place = isPosition ? " (in its superview)" : ""
            return "At \(size), '\(subject)' can be \(values)\(place): both layouts satisfy every constraint."
        }
    }

    /// The views a picture of the layout marks for a lint warning (`layoutgen render`).
    public struct Marks: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// The first view is drawn over the others: the picture shades where they meet.
            case overlap
            /// The picture outlines each view.
            case outline
        }

        /// By id.
        public var views: [String]
        public var kind: Kind
        /// A few words for the picture: "overlap", "truncated".
        public var caption: String

        public init(views: [String], kind: Kind, caption: String) {
            self.views = views
            self.kind = kind
            self.caption = caption
        }
    }

    /// A change to the spec that makes the diagnostic go away, proven before it is shown (see
    /// `FixProver` in LayoutGenCore): applied to a copy of the spec, it leaves no error that
    /// was not there before, at every size the spec declares.
    public struct Fix: Hashable, Sendable {
        /// The change, written in the spec's own syntax.
        public var edit: SpecEdit
        /// Where the change goes: the entry it replaces, or for an addition the spec's last
        /// constraint (the view the error is about when the spec has none).
        public var location: SourceLocation?

        public init(_ edit: SpecEdit, at location: SourceLocation?) {
            self.edit = edit
            self.location = location
        }

        /// `Fix, proven at every size: add 'contentView.height == 945' to 'constraints'.`
        public var sentence: String { "Fix, proven at every size: \(edit.summary)." }
    }

    /// A number for a sentence: whole numbers grouped by thousands (`1,045`), others as
    /// ``formatNumber(_:)`` spells them.
    /// A measured length as a message prints it: to a thousandth of a point (`57.849` for a
    /// title 57.84943359375 wide), as a person reads a size; the exact value is the layout's.
    package static func measuredNumber(_ value: Double) -> String { formatNumber(measured(value)) }

    /// `value` to the thousandth of a point ``measuredNumber(_:)`` prints.
    package static func measured(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    package static func readableNumber(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return formatNumber(value) }
        return Wording.grouped(Int(value))
    }
}

/// A change to a spec's constraints, written as the spec writes them.
public enum SpecEdit: Hashable, Sendable {
    /// Appends equations to the `constraints:` list.
    case addConstraints([String])
    /// Replaces the entry of `constraints:` at `location` (an equation or a Visual Format line,
    /// `original` as written) with `replacement`, of the same kind.
    case replaceConstraint(original: String, at: SourceLocation, with: String)
    /// Sets the view `view`'s `hugging` or `compressionResistance` (`property`) on one axis,
    /// keeping what the view sets on the other; `at` is the view's declaration.
    case setContentPriority(
        view: String, property: String, axis: LayoutAxis, priority: Double, at: SourceLocation)
    /// Sets the view `view`'s `property`, a choice among names (a stack view's `distribution`),
    /// to `value`; `at` is the view's declaration.
    case setProperty(view: String, property: String, value: String, at: SourceLocation)

    /// `add 'a.height == 100' to 'constraints'`, `change 'a.width == 300' to 'a.width == 300 @999'`,
    /// `set 'hugging: {horizontal: 251}' on 'goButton'`.
    public var summary: String {
        switch self {
        case .addConstraints(let texts):
            "add \(texts.map { "'\($0)'" }.joined(separator: " and ")) to 'constraints'"
        case .replaceConstraint(let original, _, let replacement): "change '\(original)' to '\(replacement)'"
        case .setContentPriority(let view, let property, let axis, let priority, _):
            "set '\(property): {\(axis): \(formatNumber(priority))}' on '\(view)'"
        case .setProperty(let view, let property, let value, _): "set '\(property): \(value)' on '\(view)'"
        }
    }
}

extension Spec {
    /// The spec with `edit` made, or nil when the entry it replaces is not an equation of it.
    public func applying(_ edit: SpecEdit) -> Spec? {
        var copy = self
        switch edit {
        case .addConstraints(let texts):
            // Located after the last entry, so that messages about them sort after the others.
            let line = (constraints.last?.location.line ?? 0) + 1
            for (offset, text) in texts.enumerated() {
                let location = SourceLocation(file: file, line: line + offset, column: 3)
                copy.constraints.append(
                    ConstraintEntry(kind: .equation, text: Located(text, at: location), location: location))
            }
        case .replaceConstraint(let original, let location, let replacement):
            guard
                let index = constraints.firstIndex(where: {
                    ($0.location == location || $0.text.location == location) && $0.text.value == original
                })
            else { return nil }
            let entry = constraints[index]
            copy.constraints[index] = ConstraintEntry(
                kind: entry.kind, text: Located(replacement, at: entry.text.location), name: entry.name,
                options: entry.options, placeholder: entry.placeholder, location: entry.location)
        case .setContentPriority(let id, let property, let axis, let priority, let location):
            guard copy.views.updateView(id, { Self.set(property, axis, priority, at: location, on: &$0) })
            else {
                return nil
            }
        case .setProperty(let id, let property, let value, let location):
            let assignment = PropertyAssignment(name: property, value: Located(.string(value), at: location))
            guard
                copy.views.updateView(
                    id,
                    { view in
                        view.properties.removeAll { $0.name == property }
                        view.properties.append(assignment)
                    })
            else { return nil }
        }
        return copy
    }

    /// Sets one axis of the view's `property` (an ``AxisPriorities`` value), adding the property
    /// after the others when the view does not set it.
    private static func set(
        _ property: String, _ axis: LayoutAxis, _ priority: Double, at location: SourceLocation,
        on view: inout ViewSpec
    ) {
        let index = view.properties.firstIndex { $0.name == property }
        var priorities = AxisPriorities()
        if let index, case .axisPriorities(let written) = view.properties[index].value.value {
            priorities = written
        }
        let value = Located(priority, at: location)
        if axis == .horizontal { priorities.horizontal = value } else { priorities.vertical = value }
        let assignment = PropertyAssignment(
            name: property, value: Located(.axisPriorities(priorities), at: location))
        if let index { view.properties[index] = assignment } else { view.properties.append(assignment) }
    }
}

extension [ViewSpec] {
    /// Applies `change` to the view with id `id` among these and their subviews; false when
    /// there is none.
    fileprivate mutating func updateView(_ id: String, _ change: (inout ViewSpec) -> Void) -> Bool {
        for index in indices {
            if self[index].id.value == id {
                change(&self[index])
                return true
            }
            if self[index].subviews.updateView(id, change) { return true }
        }
        return false
    }
}
