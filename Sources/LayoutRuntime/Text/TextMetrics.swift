import Synchronization

/// The one text measuring rule of layoutgen, used by ``Label``, ``TextView`` and the controls
/// with titles; docs/Text.md says what it follows and what it leaves out.
///
/// - A line's width is the width of its text shaped by HarfBuzz in the font (``Font``): the
///   system font's stand-in, or a registered font file.
/// - `"\n"` ends a line. With a `maxWidth`, lines wrap greedily at spaces: a word goes on the
///   current line if the line with one space and the word fits, else it starts the next line,
///   and the spaces at the wrap point are dropped; a word wider than a whole line starts a new
///   line and breaks between characters (grapheme clusters), at least one on a line. A
///   1e-7-point slack absorbs rounding in solved widths.
/// - `maxLines` 0 (or less) means any number of lines; otherwise only the first `maxLines`
///   lines count.
/// - The empty text measures zero: no lines.
/// - The height of `n` lines is `n` times the line height, with a single rounding: the font's
///   line height, times NSParagraphStyle's `lineHeightMultiple` where one is given.
/// - With a display `scale`, sizes are rounded up to the pixel, as UILabel's intrinsic
///   size is: a 17-point line is 20.5 tall at @2x and 20.333 at @3x. Without one, they are
///   exact.
public enum TextMetrics {
    /// The height of one line: the font's ``Font/lineHeight``, times `multiple` when it is
    /// positive (NSParagraphStyle's `lineHeightMultiple`, whose 0 means the font's own).
    public static func lineHeight(of font: Font, multiple: CGFloat = 0) -> CGFloat {
        multiple > 0 ? font.lineHeight * multiple : font.lineHeight
    }

    /// The width of `line` on one line, unrounded.
    public static func width(of line: String, font: Font) -> CGFloat {
        font.metrics.width(of: line, size: font.pointSize)
    }

    /// The lines `text` lays out in, each without the spaces dropped at its wrap point.
    public static func lines(
        of text: String, font: Font, maxWidth: CGFloat? = nil, maxLines: Int = 0
    ) -> [String] {
        Wrapping(text: text, font: font, maxWidth: maxWidth, maxLines: maxLines).lines
    }

    /// The size of ``lines(of:font:maxWidth:maxLines:)``: the widest line by the number of
    /// lines times the line height (``lineHeight(of:multiple:)``), each rounded up to the pixel
    /// of `scale` when one is given.
    public static func size(
        of text: String, font: Font, maxWidth: CGFloat? = nil, maxLines: Int = 0, scale: CGFloat? = nil,
        lineHeightMultiple: CGFloat = 0
    ) -> CGSize {
        let lines = lines(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        let metrics = font.metrics
        let widest = lines.map { metrics.width(of: $0, size: font.pointSize) }.max() ?? 0
        return CGSize(
            width: roundedUp(widest, scale: scale),
            height: height(
                ofLines: lines.count, font: font, scale: scale, lineHeightMultiple: lineHeightMultiple))
    }

    /// The height of `count` lines (``lineHeight(of:multiple:)``), with a single rounding: up to
    /// the pixel of `scale` when one is given (two 14-point lines are 33.5 at @2x, not twice 16.5).
    public static func height(
        ofLines count: Int, font: Font, scale: CGFloat? = nil, lineHeightMultiple: CGFloat = 0
    ) -> CGFloat {
        roundedUp(CGFloat(count) * lineHeight(of: font, multiple: lineHeightMultiple), scale: scale)
    }

    /// `value` rounded up to the next pixel of `scale` (a value within 1e-9 of a pixel is on
    /// it); unchanged without a scale.
    public static func roundedUp(_ value: CGFloat, scale: CGFloat?) -> CGFloat {
        guard let scale, scale > 0 else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }

    /// The widths, around `maxWidth`, at which `text` lays out in the same lines as at
    /// `maxWidth`: from `lower` (included) to `upper` (excluded), either end infinite. Its lines
    /// change only where a line no longer fits, or where the word (or character) after a line
    /// comes to fit on it.
    /// - Returns: The band, and a number that tells its lines apart from those of other bands.
    package static func sameLinesBand(
        of text: String, font: Font, maxWidth: CGFloat, maxLines: Int = 0
    ) -> (lower: Double, upper: Double, name: Int) {
        guard maxWidth.isFinite else { return (-.infinity, .infinity, 0) }
        // Range proofs ask for the same few bands at every size they lay out: each is worked
        // out once.
        let key = BandKey(text: text, font: font, file: font.metrics.identity, maxLines: maxLines)
        let width = Double(maxWidth)
        if let band = knownBands.withLock({ $0[key]?.first { $0.lower <= width && width < $0.upper } }) {
            return band
        }
        let band = Wrapping(text: text, font: font, maxWidth: maxWidth, maxLines: maxLines).band
        knownBands.withLock { bands in
            if bands.count >= 4096 { bands.removeAll() }
            bands[key, default: []].append(band)
        }
        return band
    }

    /// What ``sameLinesBand(of:font:maxWidth:maxLines:)`` works out for one text.
    private struct BandKey: Hashable {
        var text: String
        var font: Font
        /// The file that measures a named font: a spec can register its name with another.
        var file: String
        var maxLines: Int
    }

    /// The bands worked out so far, by text; emptied when it grows past 4,096 texts.
    private static let knownBands = Mutex<[BandKey: [(lower: Double, upper: Double, name: Int)]]>([:])
}

/// Greedy line breaking of one text at one width, with what each decision depended on: the
/// widths the lines need, and the widths at which the next word or character would come to fit.
private struct Wrapping {
    private(set) var lines: [String] = []
    /// Per line, the width it needs to stay whole; nil for a line of one character (and the
    /// spaces after it), which a line holds at any width.
    private var needs: [CGFloat?] = []
    /// Per line that wraps (not the last of its paragraph), the width of the line with what
    /// follows it: at that width it would take it.
    private var overflows: [Int: CGFloat] = [:]
    private let font: Font
    private let metrics: FontMetrics
    private let maxWidth: CGFloat?

    init(text: String, font: Font, maxWidth: CGFloat?, maxLines: Int) {
        self.font = font
        self.metrics = font.metrics
        self.maxWidth = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        if text.isEmpty { return }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrap(paragraph)
            if maxLines > 0 && lines.count >= maxLines { break }
        }
        if maxLines > 0 && lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            needs.removeLast(needs.count - maxLines)
        }
        if maxLines > 0 { overflows = overflows.filter { $0.key < maxLines } }
    }

    /// The band of widths with these lines (``TextMetrics/sameLinesBand(of:font:maxWidth:maxLines:)``).
    var band: (lower: Double, upper: Double, name: Int) {
        guard maxWidth != nil else { return (-.infinity, .infinity, 0) }
        let lower = needs.compactMap { $0 }.max().map { Double($0) - 1e-7 } ?? -.infinity
        let upper = overflows.values.min().map { Double($0) - 1e-7 } ?? .infinity
        // FNV-1a over the lines' lengths in characters: the same lines give the same name.
        var name: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines {
            name = (name ^ UInt64(line.count + 1)) &* 0x100_0000_01b3
        }
        return (lower, upper, Int(truncatingIfNeeded: name))
    }

    private func width(_ text: some StringProtocol) -> CGFloat {
        metrics.width(of: String(text), size: font.pointSize)
    }

    private func fits(_ text: some StringProtocol) -> Bool {
        guard let maxWidth else { return true }
        return width(text) <= maxWidth + 1e-7
    }

    /// Ends a line; `next` is what it would hold at the width where it stops wrapping there.
    /// A line that wraps between words leaves the spaces at its end off: they hang past it, as
    /// CoreText lets them.
    private mutating func finish(_ line: String, wrapsInto next: String?, betweenWords: Bool = false) {
        var line = line
        if betweenWords { while line.last == " " { line.removeLast() } }
        if let next { overflows[lines.count] = width(next) }
        // What had to fit: not the spaces after the line's last word, which never wrap, and
        // nothing for a single character, which a line holds at any width.
        var fitted = Substring(line)
        while fitted.count > 1 && fitted.last == " " { fitted.removeLast() }
        needs.append(fitted.count > 1 ? width(fitted) : nil)
        lines.append(line)
    }

    /// Appends the lines of one paragraph (text without `"\n"`).
    private mutating func wrap(_ paragraph: Substring) {
        var line: String?
        var atWrapPoint = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var rest = Substring(word)
            if let current = line {
                // An empty word is a second space in a row: spaces never wrap.
                if word.isEmpty {
                    line = current + " "
                    continue
                }
                let candidate = current + " " + word
                if current.allSatisfy({ $0 == " " }) {
                    // The spaces that start a paragraph stay with its first word.
                    rest = Substring(candidate)
                } else if fits(candidate) {
                    line = candidate
                    continue
                } else {
                    finish(current, wrapsInto: candidate, betweenWords: true)
                    atWrapPoint = true
                }
                line = nil
            }
            // The spaces at a wrap point are dropped.
            if atWrapPoint && rest.isEmpty { continue }
            while rest.count > 1 && !fits(rest) {
                let kept = longestFittingPrefix(of: rest)
                finish(String(rest.prefix(kept)), wrapsInto: String(rest.prefix(kept + 1)))
                rest = rest.dropFirst(kept)
            }
            line = String(rest)
        }
        if let line { finish(line, wrapsInto: nil) }
    }

    /// How many characters of `word` (which does not fit whole) fit on a line: at least one.
    private func longestFittingPrefix(of word: Substring) -> Int {
        var (fitting, tooMany) = (1, word.count)
        while tooMany - fitting > 1 {
            let middle = (fitting + tooMany) / 2
            if fits(word.prefix(middle)) { fitting = middle } else { tooMany = middle }
        }
        return fitting
    }
}
