import FuzzSupport
import LayoutSpec

/// The metrics every input may use: ordinary numbers, a negative one, zero (which no
/// multiplier may be), the largest magnitude, and one named like a priority, which must win.
let metrics: [String: Double] = [
    "gap": 15, "inset": 7.5, "ratio": 2, "half": 0.5, "negative": -8, "zero": 0, "huge": 100_000,
    "high": 900,
]

/// Where the equation starts: not column 1, so an offset that forgets the origin shows.
let origin = SourceLocation(file: "Fuzz.yaml", line: 7, column: 5)

/// Hands ``fuzz(_:_:)`` to libFuzzer's driver.
@main
enum Fuzzer {
    static func main() { LibFuzzer.run(fuzz) }
}

/// libFuzzer's entry point: parses the bytes, decoded as UTF-8 (invalid bytes become U+FFFD),
/// as one equation.
///
/// Asserts the parser's contract: every diagnostic points into the text; an equation with an
/// error yields no atoms and one without yields some; and each atom, printed, parses back to
/// itself, since messages and `layoutgen check` print atoms for people to paste.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: LibFuzzer.bytes(data, size), as: UTF8.self)
    var diagnostics = Diagnostics()
    let atoms = EquationParser.parse(text, at: origin, metrics: metrics, diagnostics: &diagnostics)
    Invariant.locationsAreInside(text, at: origin, diagnostics, atoms: atoms)
    if diagnostics.hasErrors, !atoms.isEmpty {
        Invariant.fail("An equation with errors yielded \(atoms.count) atoms.", diagnostics: diagnostics)
    }
    if !diagnostics.hasErrors, atoms.isEmpty {
        Invariant.fail("An equation without errors yielded no atoms.", diagnostics: diagnostics)
    }
    for atom in atoms { checkRoundTrip(atom) }
    return 0
}

/// Parses the atom's description with no metrics and expects the same atom back.
func checkRoundTrip(_ atom: AtomicConstraint) {
    var diagnostics = Diagnostics()
    let printed = atom.description
    let again = EquationParser.parse(printed, at: origin, metrics: [:], diagnostics: &diagnostics)
    guard again.count == 1, let reread = again.first else {
        Invariant.fail(
            "The atom '\(printed)' parses back to \(again.count) atoms, not 1.", diagnostics: diagnostics)
    }
    // The places differ by design: the printed atom is new text.
    let same =
        reread.first.item == atom.first.item && reread.first.attribute == atom.first.attribute
        && reread.relation == atom.relation && reread.second?.item == atom.second?.item
        && reread.second?.attribute == atom.second?.attribute && reread.multiplier == atom.multiplier
        && reread.constant == atom.constant && reread.priority == atom.priority
    if !same { Invariant.fail("The atom '\(printed)' parses back to '\(reread)'.") }
}
