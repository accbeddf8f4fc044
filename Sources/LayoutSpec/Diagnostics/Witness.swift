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
    package static func readableNumber(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return formatNumber(value) }
        return Wording.grouped(Int(value))
    }
}

/// A change to a spec's constraints, written as the spec writes them.
public enum SpecEdit: Hashable, Sendable {
    /// Appends equations to the `constraints:` list.
    case addConstraints([String])
    /// Replaces the equation at `location` (an entry of `constraints:`, `original` as written)
    /// with `replacement`.
    case replaceConstraint(original: String, at: SourceLocation, with: String)

    /// `add 'a.height == 100' to 'constraints'`, `change 'a.width == 300' to 'a.width == 300 @999'`.
    public var summary: String {
        switch self {
        case .addConstraints(let texts):
            "add \(texts.map { "'\($0)'" }.joined(separator: " and ")) to 'constraints'"
        case .replaceConstraint(let original, _, let replacement): "change '\(original)' to '\(replacement)'"
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
        case .replaceConstraint(_, let location, let replacement):
            guard
                let index = constraints.firstIndex(where: {
                    $0.kind == .equation && ($0.location == location || $0.text.location == location)
                })
            else { return nil }
            let entry = constraints[index]
            copy.constraints[index] = ConstraintEntry(
                kind: .equation, text: Located(replacement, at: entry.text.location), name: entry.name,
                placeholder: entry.placeholder, location: entry.location)
        }
        return copy
    }
}
