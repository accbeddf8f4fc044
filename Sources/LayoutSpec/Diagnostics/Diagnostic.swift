import LayoutRuntime

/// One message about a spec: a severity, a sentence, a place, and notes at related places.
///
/// Stages emit diagnostics into ``Diagnostics``; only the caller decides to stop on errors,
/// so one run reports every error in a spec. Each message is made by a named factory in the
/// catalogue (Diagnostics/Catalogue, one file per stage), so its wording lives in one place
/// and has a snippet test.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A related place, printed after the diagnostic as `path:line:column: note: message`.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// A full sentence in the voice of swift-argument-parser: the user's own word in single
    /// quotes, then the way out ("Unknown property 'colr'. Did you mean 'color'?").
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// For an ambiguity: two layouts that both satisfy the spec, printed as a note after the
    /// others. Not part of what identifies the diagnostic (see ``==(_:_:)``).
    public var witness: Witness?
    /// Changes to the spec proven to remove this error, at most three, printed as notes last.
    /// Not part of what identifies the diagnostic.
    public var fixes: [Fix] = []
    /// Changes that might remove this error, for `FixProver` to try; never printed.
    public var candidateFixes: [Fix] = []
    /// For a lint warning: the views a picture of the layout marks. Not part of what
    /// identifies the diagnostic.
    public var marks: Marks?
    /// For a finding of a proof: every size where it holds, exactly. Not part of what
    /// identifies the diagnostic.
    public var sizes: [SizeSet] = []
    /// For a finding of a proof: its identity (`frameAmbiguous(box, vertical)`), the same
    /// whatever sizes and numbers its words name, so that a copy of the spec with a fix can be
    /// asked whether it still has it. Not part of what identifies the diagnostic.
    public var finding: String?
    /// The classes of each size or range ``sizes`` names, by its name, in a spec where
    /// something varies with them (``SizeSpec/namesSizeClasses``); empty elsewhere.
    public var sizeClasses: [String: SizeClasses] = [:]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// Two diagnostics are the same finding when their severity, message, place and notes
    /// are: the witness and the fixes are one example of it, and the same finding at two sizes
    /// may have different ones.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.location == rhs.location
            && lhs.notes == rhs.notes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(notes)
    }

    /// The notes as printed: the related places, then the witness, then each fix.
    public var printedNotes: [Note] {
        var result = notes
        if let witness { result.append(Note(witness.sentence, at: location)) }
        for fix in fixes { result.append(Note(fix.sentence, at: fix.location)) }
        return result
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = [])
        -> Diagnostic
    {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = [])
        -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one per line, as compilers print them.
    public var description: String {
        var lines = [Self.line(severity.rawValue, message, location)]
        for note in printedNotes { lines.append(Self.line("note", note.message, note.location)) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: String, _ message: String, _ location: SourceLocation?) -> String {
        if let location { return "\(oneLine(location.description)): \(severity): \(oneLine(message))" }
        return "layoutgen: \(severity): \(oneLine(message))"
    }

    /// `text` with every character that would break the line or drive a terminal written as
    /// Swift's `debugDescription` writes it (`\n`, `\t`, `\0`, `\u{1B}`), so that a diagnostic
    /// stays one line whatever the user's words hold; a backslash is written `\\`, so that a
    /// real newline and a written `\n` read differently. The one place user text is made
    /// printable: the text output and `check --format json`'s messages both use it.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { namedEscapes[$0] != nil || isUnprintable($0) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if let named = namedEscapes[scalar] {
                result += named
            } else if isUnprintable(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The escapes Swift writes by name, and the backslash that starts them.
    private static let namedEscapes: [Unicode.Scalar: String] = [
        "\0": "\\0", "\t": "\\t", "\n": "\\n", "\r": "\\r", "\\": "\\\\",
    ]

    /// Control characters (C0, DEL, C1), line and paragraph separators, and the bidi controls
    /// that reorder what a terminal or an editor shows.
    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }
}

/// The collector every stage writes to.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    /// Records a diagnostic; one identical to an earlier one (same severity, message, place and
    /// notes) is dropped, so a name misspelled once is reported once however many constraints
    /// it expands to.
    public mutating func emit(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { all.append(diagnostic) }
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [])
    {
        emit(.error(message, at: location, notes: notes))
    }

    public mutating func warning(
        _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []
    ) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// Shows `fixes`, proven, on the diagnostic at `index` of ``all``, and forgets its
    /// candidates.
    public mutating func setFixes(_ fixes: [Diagnostic.Fix], at index: Int) {
        all[index].fixes = fixes
        all[index].candidateFixes = []
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// Every diagnostic, sorted by place (unlocated first), one per line with its notes.
    public var description: String {
        sorted.map(\.description).joined(separator: "\n")
    }

    /// Every diagnostic in the order they are printed: by place, unlocated first, then in the
    /// order found.
    public var sorted: [Diagnostic] {
        all.enumerated()
            .sorted { lhs, rhs in
                switch (lhs.element.location, rhs.element.location) {
                case (let l?, let r?) where l != r: return l < r
                case (nil, _?): return true
                case (_?, nil): return false
                default: return lhs.offset < rhs.offset
                }
            }
            .map(\.element)
    }
}
