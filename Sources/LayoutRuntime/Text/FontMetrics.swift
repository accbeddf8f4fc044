import Synchronization

/// How a font's lines and widths are measured: the system font's stand-in, or a font file.
enum FontMetrics {
    /// San Francisco, which cannot ship: its published vertical metrics, and the advances of
    /// Roboto (the open font closest to it in width) moved by SF's tracking (docs/Text.md).
    case system(Font.Weight)
    /// A registered font file, measured with its own metrics and advances.
    case named(FontFace)
    /// The system font measured with the file a hierarchy names for it (San Francisco's own,
    /// on a machine that has it), at the instance of the font's weight and size: the file's
    /// own metrics and advances, each glyph moved by SF's tracking at the size in full.
    case systemFile(FontFace)

    /// San Francisco's units per em, ascender and descender (docs/Text.md); no line gap.
    private static let systemUnits: (perEm: CGFloat, ascender: CGFloat, descender: CGFloat) = (
        2048, 1950, -494
    )

    /// What measures: `system`, or the path of the font file, which a name registered again
    /// can change.
    var identity: String {
        switch self {
        case .system: "system"
        case .named(let face), .systemFile(let face): face.identity
        }
    }

    func lineHeight(_ size: CGFloat) -> CGFloat { ascender(size) - descender(size) + lineGap(size) }

    func ascender(_ size: CGFloat) -> CGFloat {
        switch self {
        case .system: size * Self.systemUnits.ascender / Self.systemUnits.perEm
        case .named(let face), .systemFile(let face): size * CGFloat(face.ascender) / CGFloat(face.unitsPerEm)
        }
    }

    func descender(_ size: CGFloat) -> CGFloat {
        switch self {
        case .system: size * Self.systemUnits.descender / Self.systemUnits.perEm
        case .named(let face), .systemFile(let face):
            size * CGFloat(face.descender) / CGFloat(face.unitsPerEm)
        }
    }

    private func lineGap(_ size: CGFloat) -> CGFloat {
        switch self {
        case .system: 0
        case .named(let face), .systemFile(let face): size * CGFloat(face.lineGap) / CGFloat(face.unitsPerEm)
        }
    }

    /// The width of `text` shaped on one line at `size` points.
    func width(of text: String, size: CGFloat) -> CGFloat {
        switch self {
        case .named(let face):
            return Self.width(of: face.run(text), in: face, size: size)
        case .systemFile(let face):
            // SF's own advances: each glyph moved by SF's tracking at this size, as CoreText
            // applies it.
            let run = face.run(text)
            return Self.width(of: run, in: face, size: size)
                + Self.tracked(run, by: Self.tracking(atSize: size), size: size)
        case .system(let weight):
            // Each glyph advances by SF's tracking at this size, less the tracking at which
            // Roboto's advances match SF's: Roboto stands for SF's untracked advances moved by
            // that much.
            let tracking = Self.tracking(atSize: size) - Self.robotoTracking(atSize: size)
            let (lighter, heavier, share) = SystemFaces.faces(for: weight)
            let lighterRun = lighter.run(text)
            var width = Self.width(of: lighterRun, in: lighter, size: size)
            if share > 0 {
                let heavierWidth = Self.width(of: heavier.run(text), in: heavier, size: size)
                width += (heavierWidth - width) * share
            }
            return width + Self.tracked(lighterRun, by: tracking, size: size)
        }
    }

    /// The tracking, in thousandths of an em, at which SF's advances equal Roboto's: −30 for
    /// SF Text, the design iOS uses below 20 points, and −10 for SF Display, the one it uses
    /// from 20 points. Fitted to the widths Xcode recorded for public storyboards' labels
    /// (Benchmarks/text_oracle.py, docs/Text.md).
    static func robotoTracking(atSize size: CGFloat) -> CGFloat { size < 20 ? -30 : -10 }

    private static func width(of run: FontFace.Run, in face: FontFace, size: CGFloat) -> CGFloat {
        CGFloat(run.units) * size / CGFloat(face.unitsPerEm)
    }

    /// What tracking by `perMille` thousandths of an em at `size` points adds to `run`: as much
    /// after each of its glyphs, the last one's too.
    private static func tracked(_ run: FontFace.Run, by perMille: CGFloat, size: CGFloat) -> CGFloat {
        perMille * size / 1000 * CGFloat(run.glyphs)
    }

    /// SF's tracking at `size` points in thousandths of an em, from Apple's Human Interface
    /// Guidelines (Typography, tracking values; docs/Text.md), straight between the sizes the
    /// table gives, and the end values beyond them.
    static func tracking(atSize size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        let upper = table.firstIndex { $0.size >= size }!
        let (high, low) = (table[upper], table[upper - 1])
        return low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
    }

    private static let trackingTable: [(size: CGFloat, value: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11),
        (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1),
        (80, 0),
    ]
}

/// The Roboto files standing in for the system font's weights, from the package's resources.
enum SystemFaces {
    static let thin = load("Roboto-Thin")
    static let light = load("Roboto-Light")
    static let regular = load("Roboto-Regular")
    static let medium = load("Roboto-Medium")
    static let bold = load("Roboto-Bold")
    static let black = load("Roboto-Black")

    /// The faces a weight is measured with, and how far between them: SF's weights are wider
    /// than Roboto's of the same number, so from semibold on a weight takes Roboto's next
    /// heavier files (semibold Roboto Bold, bold halfway to Black), as Xcode's recorded widths
    /// show (docs/Text.md). Roboto's files are 100, 300, 400, 500, 700 and 900.
    static func faces(for weight: Font.Weight) -> (FontFace, FontFace, CGFloat) {
        switch weight {
        case .ultraLight: (thin, thin, 0)
        case .thin: (thin, light, 0.5)
        case .light: (light, light, 0)
        case .regular: (regular, regular, 0)
        case .medium: (medium, medium, 0)
        case .semibold: (bold, bold, 0)
        case .bold: (bold, black, 0.5)
        case .heavy, .black: (black, black, 0)
        }
    }

    private static func load(_ name: String) -> FontFace {
        guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fonts"),
            let face = FontFace(path: url.path)
        else {
            fatalError(
                "LayoutRuntime's resource Fonts/\(name).ttf is missing or unreadable: reinstall layoutgen")
        }
        return face
    }
}

/// The font files registered by name, UIKit's fonts registered with the app
/// (`UIAppFonts`, `CTFontManagerRegisterFontsForURL`).
public enum FontLibrary {
    private static let faces = Mutex<[String: FontFace]>([:])
    /// Every file loaded, by path: a file is read once a process, and its measured runs kept
    /// once, whatever names it is registered under.
    private static let files = Mutex<[String: FontFace]>([:])

    /// Registers the font file at `path` as `name`, for ``Font/init(name:size:)`` and
    /// ``View/systemFontName``; false if the file is not a font. A second registration of a
    /// name replaces the first.
    @discardableResult
    public static func register(name: String, path: String) -> Bool {
        guard let face = face(atPath: path) else { return false }
        faces.withLock { $0[name] = face }
        return true
    }

    /// The font file at `path`, read when first asked for; nil if it is not a font.
    package static func face(atPath path: String) -> FontFace? {
        if let known = files.withLock({ $0[path] }) { return known }
        guard let face = FontFace(path: path) else { return nil }
        return files.withLock { loaded in
            if let first = loaded[path] { return first }
            loaded[path] = face
            return face
        }
    }

    /// The face registered as `name`.
    static func face(named name: String) -> FontFace? { faces.withLock { $0[name] } }
}
