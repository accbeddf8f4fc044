import FuzzSupport
import LayoutSpec

/// The metrics every line may use: ordinary numbers, zero, a negative one, the largest
/// magnitude, and one named like a priority, which must win.
let metrics: [String: Double] = [
    "gap": 15, "inset": 7.5, "zero": 0, "negative": -8, "huge": 100_000, "side": 44, "high": 900,
]

/// Where the line starts: not column 1, so an offset that forgets the origin shows.
let origin = SourceLocation(file: "Fuzz.yaml", line: 7, column: 5)

/// The option lists every line is parsed with: none; alignments that cross `H:` lines with a
/// direction; alignments that cross `V:` lines; and names that are errors on any line.
let optionLists: [[Located<String>]] = [
    [],
    options(["alignAllTop", "alignAllCenterY", "directionRightToLeft"]),
    options(["alignAllLeading", "alignAllCenterX", "spacingEdgeToEdge"]),
    options(["alignAllBaseline", "alignAllTopp", "directionLeftToRight", "directionRightToLeft"]),
]

/// Names placed on line 9 of the same file, each at its own column.
func options(_ names: [String]) -> [Located<String>] {
    names.enumerated().map { index, name in
        Located(name, at: SourceLocation(file: origin.file, line: 9, column: 3 + 30 * index))
    }
}

/// Hands ``fuzz(_:_:)`` to libFuzzer's driver.
@main
enum Fuzzer {
    static func main() { LibFuzzer.run(fuzz) }
}

/// libFuzzer's entry point: parses the bytes, decoded as UTF-8 (invalid bytes become U+FFFD),
/// as one Visual Format line, once with each option list.
///
/// Asserts the parser's contract: every diagnostic points into the line or at an option, and
/// every atom points into the line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: LibFuzzer.bytes(data, size), as: UTF8.self)
    for options in optionLists {
        var diagnostics = Diagnostics()
        let atoms = VisualFormatParser.parse(
            text, at: origin, options: options, metrics: metrics, diagnostics: &diagnostics)
        Invariant.locationsAreInside(
            text, at: origin, diagnostics, atoms: atoms, elsewhere: options.map(\.location))
    }
    return 0
}
