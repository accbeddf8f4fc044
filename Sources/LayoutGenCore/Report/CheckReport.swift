import Foundation
import LayoutProof
import LayoutRuntime
import LayoutSpec

/// What `layoutgen check --format json` prints: for each spec, whether it holds and every
/// diagnostic with its notes, witness and proven fixes. docs/CheckJSON.md is the schema; keys
/// are written sorted, so the same run prints the same bytes.
public struct CheckReport: Codable, Equatable, Sendable {
    public var specs: [SpecReport]

    public init(specs: [SpecReport]) { self.specs = specs }

    public struct SpecReport: Codable, Equatable, Sendable {
        /// The path as given on the command line.
        public var path: String
        /// The scene's name, when the spec loaded far enough to have one.
        public var scene: String?
        /// True when the spec loaded, resolved and holds at every size it declares (and, with
        /// `--warnings-as-errors`, has no warning).
        public var holds: Bool
        /// In the order they are printed as text: by place, then as found.
        public var diagnostics: [DiagnosticReport]

        public init(path: String, scene: String?, holds: Bool, diagnostics: Diagnostics) {
            self.path = path
            self.scene = scene
            self.holds = holds
            self.diagnostics = diagnostics.sorted.map(DiagnosticReport.init)
        }
    }

    public struct Location: Codable, Equatable, Sendable {
        public var file: String
        /// 1-based.
        public var line: Int
        /// 1-based, in Unicode scalars.
        public var column: Int

        init?(_ location: SourceLocation?) {
            guard let location else { return nil }
            file = location.file
            line = location.line
            column = location.column
        }
    }

    public struct NoteReport: Codable, Equatable, Sendable {
        public var message: String
        public var location: Location?
    }

    public struct DiagnosticReport: Codable, Equatable, Sendable {
        /// `error`, `warning` or `note`.
        public var severity: String
        public var message: String
        public var location: Location?
        /// The related places (not the witness or the fixes, which have their own keys).
        public var notes: [NoteReport]
        public var witness: WitnessReport?
        /// Proven fixes, at most three; empty when none was found or tried.
        public var fixes: [FixReport]
        /// For a finding of the proof: exactly the sizes where it holds. Nil for a diagnostic
        /// not found over sizes (a spec that does not load or resolve).
        public var `where`: [SizeSetReport]?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            message = Diagnostic.oneLine(diagnostic.message)
            location = Location(diagnostic.location)
            notes = diagnostic.notes.map {
                NoteReport(message: Diagnostic.oneLine($0.message), location: Location($0.location))
            }
            witness = diagnostic.witness.map(WitnessReport.init)
            fixes = diagnostic.fixes.map(FixReport.init)
            `where` =
                diagnostic.sizes.isEmpty
                ? nil : diagnostic.sizes.map { SizeSetReport($0, classes: diagnostic.sizeClasses[$0.name]) }
        }
    }

    /// Sizes where a finding holds: a listed size by name (`size`), or the part of a range
    /// (`range`) whose widths lie in `width` and heights in `height`; in a spec where something
    /// varies with the size classes, with their classes (`sizeClass`).
    public struct SizeSetReport: Codable, Equatable, Sendable {
        public var size: String?
        public var range: String?
        public var width: IntervalReport?
        public var height: IntervalReport?
        public var sizeClass: SizeClassReport?

        init(_ set: SizeSet, classes: SizeClasses?) {
            sizeClass = classes.map {
                SizeClassReport(horizontal: $0.horizontal.rawValue, vertical: $0.vertical.rawValue)
            }
            switch set {
            case .size(let name):
                size = name
            case .range(let name, let widths, let heights):
                range = name
                width = IntervalReport(widths)
                height = IntervalReport(heights)
            }
        }
    }

    /// A size's horizontal and vertical classes: `compact` or `regular`.
    public struct SizeClassReport: Codable, Equatable, Sendable {
        public var horizontal: String
        public var vertical: String
    }

    /// Widths or heights from `from` to `to`, each end included or not; one value when they
    /// are equal.
    public struct IntervalReport: Codable, Equatable, Sendable {
        public var from: Double
        public var to: Double
        public var includesFrom: Bool
        public var includesTo: Bool

        init(_ interval: SizeInterval) {
            from = interval.lower
            to = interval.upper
            includesFrom = !interval.lowerIsOpen
            includesTo = !interval.upperIsOpen
        }
    }

    public struct WitnessReport: Codable, Equatable, Sendable {
        /// What differs between the two layouts: `box.height`, `box.top`,
        /// `scroll.contentLayoutGuide.height`.
        public var subject: String
        /// Its value in the proof's layout, then in the other.
        public var values: [Double]
        /// A position is in the superview's coordinates (a frame's minX or minY).
        public var isPosition: Bool
        /// The size both layouts are at, as messages name it.
        public var size: String
        /// The sentence the text output prints.
        public var message: String

        init(_ witness: Diagnostic.Witness) {
            subject = witness.subject
            values = witness.values
            isPosition = witness.isPosition
            size = witness.size
            message = Diagnostic.oneLine(witness.sentence)
        }
    }

    public struct FixReport: Codable, Equatable, Sendable {
        /// `addConstraints`, `replaceConstraint`, `setContentPriority` or `setProperty`.
        public var kind: String
        /// For `addConstraints`: the equations to append to `constraints:`.
        public var constraints: [String]?
        /// For `replaceConstraint`: the entry as written, and what replaces it.
        public var original: String?
        public var replacement: String?
        /// For `setContentPriority`: the view, its property (`hugging` or
        /// `compressionResistance`), the axis and the priority to set.
        public var view: String?
        public var property: String?
        public var axis: String?
        public var priority: Double?
        /// For `setProperty`: the value to give `property` of `view` (`distribution: fill`).
        public var value: String?
        /// The entry replaced, or the last constraint, after which the additions go.
        public var location: Location?
        /// The sentence the text output prints.
        public var message: String

        init(_ fix: Diagnostic.Fix) {
            switch fix.edit {
            case .addConstraints(let texts):
                kind = "addConstraints"
                constraints = texts
            case .replaceConstraint(let original, _, let replacement):
                kind = "replaceConstraint"
                self.original = original
                self.replacement = replacement
            case .setContentPriority(let view, let property, let axis, let priority, _):
                kind = "setContentPriority"
                self.view = view
                self.property = property
                self.axis = "\(axis)"
                self.priority = priority
            case .setProperty(let view, let property, let value, _):
                kind = "setProperty"
                self.view = view
                self.property = property
                self.value = value
            }
            location = Location(fix.location)
            message = Diagnostic.oneLine(fix.sentence)
        }
    }

    /// The report as JSON, keys sorted, two-space indented, ending with a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, a finite number, a Boolean or nil: encoding cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
