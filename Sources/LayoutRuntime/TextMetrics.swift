import Synchronization

/// The one text measuring rule of layoutgen, used by ``Label`` and ``TextView``.
///
/// A stand-in for real fonts that a person can work out by hand:
/// - every `Character` advances `0.5 * fontSize`; every line is `1.2 * fontSize` tall;
/// - `"\n"` ends a line;
/// - with a `maxWidth`, lines wrap greedily at spaces: a word goes on the current line if it
///   fits after one space, else it starts the next line, and the spaces at the wrap point are
///   dropped; a word longer than a whole line starts a new line and breaks between characters;
/// - `maxLines` 0 (or less) means any number of lines; otherwise only the first `maxLines`
///   lines count;
/// - the empty text measures zero: no lines.
///
/// A line holds `floor(maxWidth / (0.5 * fontSize))` characters, at least 1 (a 1e-7 point
/// slack absorbs rounding in solved widths). Width is the widest line, height is the number of
/// lines times the line height, each computed with a single rounding so that a 17-point
/// three-line text is exactly 61.2 tall.
///
/// Baselines (``ascender(fontSize:)``): the first baseline lies one ascender, `0.95 * fontSize`,
/// below the top of the first line, and each further line's one line height lower.
public enum TextMetrics {
    /// The height of one line: `1.2 * fontSize`.
    public static func lineHeight(fontSize: CGFloat) -> CGFloat { fontSize * 6 / 5 }

    /// How far below the top of a line its baseline lies: `0.95 * fontSize`.
    public static func ascender(fontSize: CGFloat) -> CGFloat { fontSize * 19 / 20 }

    /// The lines `text` lays out in, each without the spaces dropped at its wrap point.
    public static func lines(
        of text: String, fontSize: CGFloat, maxWidth: CGFloat? = nil, maxLines: Int = 0
    ) -> [String] {
        if text.isEmpty { return [] }
        let capacity = lineCapacity(fontSize: fontSize, maxWidth: maxWidth)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrap(paragraph, capacity: capacity, into: &lines)
            if maxLines > 0 && lines.count >= maxLines { return Array(lines.prefix(maxLines)) }
        }
        return lines
    }

    /// The size of ``lines(of:fontSize:maxWidth:maxLines:)``: the widest line by the number of
    /// lines times the line height.
    public static func size(
        of text: String, fontSize: CGFloat, maxWidth: CGFloat? = nil, maxLines: Int = 0
    ) -> CGSize {
        let lines = lines(of: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(
            width: fontSize * CGFloat(widest) / 2, height: height(ofLines: lines.count, fontSize: fontSize))
    }

    /// The height of `count` lines, with a single rounding.
    public static func height(ofLines count: Int, fontSize: CGFloat) -> CGFloat {
        fontSize * CGFloat(6 * count) / 5
    }

    /// The widths, around `maxWidth`, at which `text` lays out in the same lines as at
    /// `maxWidth`: from `lower` (included) to `upper` (excluded), either end infinite. Its lines
    /// change only where one character more or less fits on a line, and not at each such width.
    /// - Returns: The band, and the number of characters a line holds at its smaller end,
    ///   which names it.
    package static func sameLinesBand(
        of text: String, fontSize: CGFloat, maxWidth: CGFloat, maxLines: Int = 0
    ) -> (lower: Double, upper: Double, capacity: Int) {
        let capacity = lineCapacity(fontSize: fontSize, maxWidth: maxWidth)
        guard capacity != Int.max else { return (-.infinity, .infinity, capacity) }
        // A band depends on the line capacity only, and range proofs ask for the same few
        // bands at every size they lay out: each is worked out once.
        let key = BandKey(text: text, fontSize: fontSize, maxLines: maxLines)
        if let band = knownBands.withLock({ $0[key]?.first { $0.capacities.contains(capacity) } }) {
            return band.band
        }
        let band = band(of: text, fontSize: fontSize, capacity: capacity, maxLines: maxLines)
        knownBands.withLock { bands in
            if bands.count >= 4096 { bands.removeAll() }
            bands[key, default: []].append(band)
        }
        return band.band
    }

    /// What ``sameLinesBand(of:fontSize:maxWidth:maxLines:)`` works out for one text.
    private struct BandKey: Hashable {
        var text: String
        var fontSize: CGFloat
        var maxLines: Int
    }

    /// A band, and the line capacities that fall in it.
    private struct KnownBand {
        var band: (lower: Double, upper: Double, capacity: Int)
        var capacities: ClosedRange<Int>
    }

    /// The bands worked out so far, by text; emptied when it grows past 4,096 texts.
    private static let knownBands = Mutex<[BandKey: [KnownBand]]>([:])

    /// The band of line capacities around `capacity` at which `text` lays out in the same lines.
    private static func band(of text: String, fontSize: CGFloat, capacity: Int, maxLines: Int) -> KnownBand {
        let advance = Double(fontSize / 2)
        func linesHolding(_ capacity: Int) -> [String] {
            lines(
                of: text, fontSize: fontSize, maxWidth: CGFloat(Double(capacity) * advance),
                maxLines: maxLines)
        }
        let here = linesHolding(capacity)
        // Past the longest paragraph, every line is a whole paragraph at any width.
        let longest = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
        var upper = capacity + 1
        while upper <= longest && linesHolding(upper) == here { upper += 1 }
        var lower = capacity
        while lower > 1 && linesHolding(lower - 1) == here { lower -= 1 }
        // A line holds k characters from the width k * advance - 1e-7 on (``lineCapacity``); at
        // least one at any width.
        let start = lower == 1 ? -Double.infinity : Double(lower) * advance - 1e-7
        let end = upper > longest ? Double.infinity : Double(upper) * advance - 1e-7
        return KnownBand(
            band: (start, end, lower), capacities: lower...(upper > longest ? Int.max : upper - 1))
    }

    /// How many characters fit on a line; `Int.max` without a finite limit.
    private static func lineCapacity(fontSize: CGFloat, maxWidth: CGFloat?) -> Int {
        let advance = fontSize / 2
        guard let maxWidth, maxWidth.isFinite, advance > 0, advance.isFinite else { return Int.max }
        let fit = ((maxWidth + 1e-7) / advance).rounded(.down)
        if fit >= CGFloat(Int.max / 2) { return Int.max }
        return max(1, Int(fit))
    }

    /// Appends the lines of one paragraph (text without `"\n"`) to `lines`.
    private static func wrap(_ paragraph: Substring, capacity: Int, into lines: inout [String]) {
        var line: [Character]?
        var atWrapPoint = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var rest = Array(word)
            if let current = line {
                if current.count + 1 + rest.count <= capacity {
                    line = current + [" "] + rest
                    continue
                }
                lines.append(String(current))
                line = nil
                atWrapPoint = true
            }
            // An empty word is a second space in a row; at a wrap point it is dropped too.
            if atWrapPoint && rest.isEmpty { continue }
            while rest.count > capacity {
                lines.append(String(rest[..<capacity]))
                rest.removeFirst(capacity)
            }
            line = rest
        }
        if let line { lines.append(String(line)) }
    }
}
