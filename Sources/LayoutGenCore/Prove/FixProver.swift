import LayoutSpec

/// Proves the fixes an error suggests before any is shown.
///
/// The prover attaches candidate changes to its ambiguity and conflict errors
/// (``Diagnostic/candidateFixes``). Each is applied to a copy of the spec, which is resolved
/// and proven at every size it declares, ranges included; a fix is shown only when the copy
/// no longer has that error, has no error the spec did not have, and no warning it did not
/// have (a warning at a view the fix settles counts as new: it was found on unsettled frames).
/// Other errors may remain: a spec with two unrelated mistakes gets a fix for each.
public enum FixProver {
    /// The most fixes one error shows.
    public static let shownPerError = 3
    /// The most candidates tried for one error.
    public static let triedPerError = 6
    /// The most errors of one spec whose candidates are tried: each try proves the whole spec
    /// again, and the first errors are the ones to fix first.
    public static let errorsTried = 10

    /// Replaces each error's candidate fixes in `diagnostics` (those of `spec`) with the ones
    /// that prove, at most ``shownPerError``.
    public static func prove(
        _ diagnostics: inout Diagnostics, of spec: Spec, resolver: SceneResolver = SceneResolver()
    ) {
        let before = Set(diagnostics.errors.map(Finding.init))
        let errorPlaces = Set(diagnostics.errors.compactMap(\.location))
        let warnings = Set(diagnostics.warnings.map(Finding.init))
        var tried = 0
        for (index, diagnostic) in diagnostics.all.enumerated() where !diagnostic.candidateFixes.isEmpty {
            guard diagnostic.severity == .error, tried < errorsTried else {
                diagnostics.setFixes([], at: index)
                continue
            }
            tried += 1
            let finding = Finding(diagnostic)
            var proven: [Diagnostic.Fix] = []
            for fix in diagnostic.candidateFixes.prefix(triedPerError) where proven.count < shownPerError {
                guard let edited = spec.applying(fix.edit) else { continue }
                var found = Diagnostics()
                guard let scene = resolver.run(edited, diagnostics: &found), !found.hasErrors else {
                    continue
                }
                _ = SceneProver.prove(scene, diagnostics: &found)
                let after = Set(found.errors.map(Finding.init))
                // A warning at a place with an error was found on frames the error leaves
                // unsettled (a negative size of an ambiguous view): where the fix settles them,
                // it is the fix's, and new.
                let stillUnsettled = Set(found.errors.compactMap(\.location))
                let kept = found.warnings.map(Finding.init).allSatisfy { warning in
                    warnings.contains(warning)
                        && (warning.location.map { !errorPlaces.contains($0) || stillUnsettled.contains($0) }
                            ?? true)
                }
                if !after.contains(finding) && after.isSubset(of: before) && kept {
                    proven.append(fix)
                }
            }
            diagnostics.setFixes(proven, at: index)
        }
    }

    /// An error as the user reads it: its message at its place (its notes may change with a
    /// fix that does not touch it).
    private struct Finding: Hashable {
        let message: String
        let location: SourceLocation?
        init(_ diagnostic: Diagnostic) {
            message = diagnostic.message
            location = diagnostic.location
        }
    }
}
