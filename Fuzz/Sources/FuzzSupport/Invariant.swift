import LayoutSpec

/// Checks the fuzzers assert on every input; a broken one stops the fuzzer as a crash.
public enum Invariant {
    /// Stops the process with `message`, which libFuzzer reports as a crash and saves the input.
    public static func fail(_ message: String, diagnostics: Diagnostics? = nil) -> Never {
        var report = "layoutgen fuzz invariant broken: \(message)"
        if let diagnostics, !diagnostics.all.isEmpty {
            report += "\nThe diagnostics:\n\(diagnostics.description)"
        }
        fatalError(report)
    }

    /// Every diagnostic and note names `file` at a 1-based line and column inside `lines`.
    public static func locationsAreInside(_ lines: InputLines, file: String, _ diagnostics: Diagnostics) {
        for diagnostic in diagnostics.all {
            check(diagnostic.location, of: "'\(diagnostic.message)'", lines, file, diagnostics)
            for note in diagnostic.printedNotes {
                check(note.location, of: "note '\(note.message)'", lines, file, diagnostics)
            }
        }
    }

    /// Every diagnostic, note and atom sits on the line of `origin`, at a column from `origin`'s
    /// to just past the last of `text`'s scalars, or at one of `elsewhere` (such as option names).
    public static func locationsAreInside(
        _ text: String, at origin: SourceLocation, _ diagnostics: Diagnostics,
        atoms: [AtomicConstraint] = [], elsewhere: [SourceLocation] = []
    ) {
        let last = origin.column + text.unicodeScalars.count
        func check(_ location: SourceLocation?, of subject: String) {
            guard let location else { fail("\(subject) has no location.", diagnostics: diagnostics) }
            if elsewhere.contains(location) { return }
            guard location.file == origin.file, location.line == origin.line,
                (origin.column...last).contains(location.column)
            else {
                fail(
                    "\(subject) is at \(location), outside the text at \(origin) "
                        + "(columns \(origin.column)...\(last)).",
                    diagnostics: diagnostics)
            }
        }
        for diagnostic in diagnostics.all {
            check(diagnostic.location, of: "'\(diagnostic.message)'")
            for note in diagnostic.notes { check(note.location, of: "note '\(note.message)'") }
        }
        for atom in atoms { check(atom.location, of: "atom '\(atom)'") }
    }

    private static func check(
        _ location: SourceLocation?, of subject: String, _ lines: InputLines, _ file: String,
        _ diagnostics: Diagnostics
    ) {
        guard let location else { fail("\(subject) has no location.", diagnostics: diagnostics) }
        guard location.file == file else {
            fail("\(subject) names the file '\(location.file)', not '\(file)'.", diagnostics: diagnostics)
        }
        guard lines.contains(line: location.line, column: location.column) else {
            let extent =
                (1...lines.count).contains(location.line)
                ? "that line holds \(lines.lengths[location.line - 1]) characters with its break"
                : "the input has \(lines.count) lines"
            fail(
                "\(subject) is at line \(location.line), column \(location.column), outside the input: "
                    + "\(extent).",
                diagnostics: diagnostics)
        }
    }
}
