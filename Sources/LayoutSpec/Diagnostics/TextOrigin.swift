/// Where each Unicode scalar of a decoded text was written in the spec.
///
/// YAML hands a grammar decoded text: without quotes, with escapes decoded, lines folded and
/// block indentation stripped. A grammar counts offsets in that text's Unicode scalars; this maps
/// an offset back to the line and column where the user wrote it. Two forms:
/// - Contiguous (``init(start:)``): the text is written on one line exactly as decoded, so
///   offset `n` is `n` columns after ``start``. This is the common case and costs nothing.
/// - A table (``init(_:start:locations:)``): one place per scalar and one for the end, built by
///   the loader for folded, escaped, quoted or block text.
///
/// A decoded scalar that several written characters make (an escape, `''`, a folded line break)
/// maps to the first of them; the offset just past the text maps just past the last character
/// written, or onto it when that is a line break, at the end of its line. Offsets outside the
/// text never trap: they continue along the line of the nearest end.
public struct TextOrigin: Hashable, Sendable {
    /// Where the text as a whole is located: its first character as the model reports it (inside
    /// the quotes, on the first content line of a block scalar).
    public let start: SourceLocation
    /// One place per scalar, then the end; empty in the contiguous form.
    private let places: [Place]

    /// A line and column in ``start``'s file, kept small since a table holds one per character.
    private struct Place: Hashable, Sendable {
        var line: Int32
        var column: Int32
    }

    /// The contiguous form: the text's scalar `n` sits `n` columns after `start`.
    public init(start: SourceLocation) {
        self.start = start
        self.places = []
    }

    /// The table form: `locations` holds where each of `text`'s Unicode scalars was written,
    /// then where the text ends.
    ///
    /// Falls back to the contiguous form at `start` when `locations` does not hold exactly one
    /// more place than `text` has scalars, or names another file, or a place that is not 1-based.
    public init(_ text: String, start: SourceLocation, locations: [SourceLocation]) {
        self.start = start
        let valid =
            locations.count == text.unicodeScalars.count + 1
            && locations.allSatisfy {
                $0.file == start.file && (1...Int(Int32.max)).contains($0.line)
                    && (1...Int(Int32.max)).contains($0.column)
            }
        self.places = valid ? locations.map { Place(line: Int32($0.line), column: Int32($0.column)) } : []
    }

    /// Whether offsets are counted along one line from ``start``.
    public var isContiguous: Bool { places.isEmpty }

    /// The place in the spec of the scalar at `offset` in the decoded text; `offset` equal to the
    /// text's length is its end.
    public func location(at offset: Int) -> SourceLocation {
        guard !places.isEmpty else { return start.advanced(by: offset) }
        let nearest = min(max(offset, 0), places.count - 1)
        let place = places[nearest]
        return SourceLocation(file: start.file, line: Int(place.line), column: Int(place.column))
            .advanced(by: offset - nearest)
    }
}
