import LayoutSpec

/// Proves the fixes an error suggests before any is shown.
///
/// The prover attaches candidate changes to its ambiguity, tie and conflict errors
/// (``Diagnostic/candidateFixes``). Each is applied to a copy of the spec, which is resolved
/// and proven at every size it declares, ranges included; a fix is shown only when the copy
/// no longer has that error, has no error the spec did not have, and makes nothing worse: at
/// each size the copy was laid out at, no warning the spec did not have at that same size (by
/// ``FindingID``, lint's included where the spec has errors, see ``FoundAtSize``), and no view
/// settled 0 (or less) wide or high that the spec did not settle so. Other errors may remain:
/// a spec with two unrelated mistakes gets a fix for each. Errors are compared by their
/// finding's identity (``Diagnostic/finding``): an error that a fix leaves at fewer sizes, or
/// with other numbers, is still there; an `expect:` entry's is that entry whatever it measured.
/// Errors of no finding (there are none once a copy resolves) and the resolver's warnings are
/// compared by their words at their places.
///
/// A fix proven for one error is shown under every other error it removes too, without being
/// proven again, and such an error tries no candidates of its own: when a thousand rows are
/// ambiguous because the first lacks its top pin, the pin proven for the first row's error is
/// the fix for all of them, at the cost of the first row's proofs.
public enum FixProver {
    /// The most fixes one error shows.
    public static let shownPerError = 3
    /// The most of its own candidates tried for one error.
    public static let triedPerError = 6
    /// The most errors of one spec whose own candidates are tried (the first are the ones to
    /// fix first); any error still shows the fixes proven for others that remove it.
    public static let errorsTried = 10
    /// The most copies of one spec proven: each proves the whole spec again.
    public static let proofsPerSpec = 16
    /// A larger spec gets fewer: at most this many view layouts (views times the sizes and
    /// parts of ranges its proof laid out) over all the copies, and never fewer than 2 copies.
    public static let viewLayoutsPerSpec = 10_000

    /// How many copies of a spec of `views` views, whose proof laid it out `layouts` times,
    /// may be proven.
    public static func proofBudget(views: Int, layouts: Int) -> Int {
        min(proofsPerSpec, max(2, viewLayoutsPerSpec / max(1, views * layouts)))
    }

    /// Replaces each error's candidate fixes in `diagnostics` (those of `spec`) with the ones
    /// that prove, at most ``shownPerError``.
    /// - Parameter proof: The spec's own proof, whose size sets the budget of copies.
    public static func prove(
        _ diagnostics: inout Diagnostics, of spec: Spec, proof: Proof,
        resolver: SceneResolver = SceneResolver()
    ) {
        let layouts = proof.layouts.count + proof.ranges.reduce(0) { $0 + $1.pieces.count }
        var trial = Trial(diagnostics, spec: spec, proof: proof, resolver: resolver)
        trial.budget = proofBudget(views: spec.allViews.count + 1, layouts: layouts)
        var errors = 0
        // Each error's own fixes, where it tried its candidates.
        var own: [Int: [Diagnostic.Fix]] = [:]
        for (index, diagnostic) in diagnostics.all.enumerated() where !diagnostic.candidateFixes.isEmpty {
            guard diagnostic.severity == .error else { continue }
            let reported = Reported(diagnostic)
            // Its own candidates only when no fix proven so far removes it, so that a cascade
            // of errors costs the proofs of its first.
            guard !trial.proven.contains(where: { $0.removes.contains(reported) }), errors < errorsTried
            else {
                continue
            }
            errors += 1
            var shown: [Diagnostic.Fix] = []
            for fix in diagnostic.candidateFixes.prefix(triedPerError) where shown.count < shownPerError {
                if trial.removals(of: fix)?.contains(reported) == true { shown.append(fix) }
            }
            own[index] = shown
        }
        // Every error, those without candidates of their own too (a size that follows an
        // ambiguous content size), shows the fixes proven for it, or else those proven for
        // others that remove it.
        for (index, diagnostic) in diagnostics.all.enumerated()
        where diagnostic.severity == .error || !diagnostic.candidateFixes.isEmpty {
            let reported = Reported(diagnostic)
            let covering = trial.proven.filter { $0.removes.contains(reported) }.map(\.fix)
            let shown = own[index].flatMap { $0.isEmpty ? nil : $0 } ?? Array(covering.prefix(shownPerError))
            diagnostics.setFixes(diagnostic.severity == .error ? shown : [], at: index)
        }
    }

    /// The copies of one spec proven so far.
    private struct Trial {
        let spec: Spec
        let resolver: SceneResolver
        let before: Set<Reported>
        let warnings: Set<Reported>
        /// What the spec's own proof found at each size it laid out, and at the sizes a copy's
        /// range was laid out at, proven again on the spec when first needed.
        var original: [SizeSpec: FoundAtSize]
        /// The spec's scene, resolved again to prove it at a copy's range samples.
        var originalScene: BuiltScene?
        /// Each edit tried, and the errors it removes when it is a fix (nil when it is not).
        var tried: [SpecEdit: Set<Reported>?] = [:]
        /// The fixes proven, in the order found, with the errors each removes.
        var proven: [(fix: Diagnostic.Fix, removes: Set<Reported>)] = []
        /// How many copies may be proven.
        var budget = FixProver.proofsPerSpec

        init(_ diagnostics: Diagnostics, spec: Spec, proof: Proof, resolver: SceneResolver) {
            self.spec = spec
            self.resolver = resolver
            before = Set(diagnostics.errors.map { Reported($0) })
            warnings = Set(diagnostics.warnings.map { Reported($0) })
            original = Dictionary(proof.foundAtSizes.map { ($0.size, $0) }) { first, _ in first }
        }

        /// The errors `fix` removes, when the spec with it is as a fix must leave it; nil when
        /// it adds an error or a warning, or when the budget of proofs is spent.
        mutating func removals(of fix: Diagnostic.Fix) -> Set<Reported>? {
            if let known = tried[fix.edit] { return known }
            guard tried.count < budget else { return nil }
            let removes = prove(fix.edit)
            tried[fix.edit] = removes
            if let removes { proven.append((fix, removes)) }
            return removes
        }

        private mutating func prove(_ edit: SpecEdit) -> Set<Reported>? {
            guard let edited = spec.applying(edit) else { return nil }
            var found = Diagnostics()
            guard let scene = resolver.run(edited, diagnostics: &found), !found.hasErrors,
                found.warnings.allSatisfy({ warnings.contains(Reported($0)) })
            else { return nil }
            let proof = SceneProver.prove(scene, diagnostics: &found)
            let after = Set(found.errors.map { Reported($0) })
            guard after.isSubset(of: before), makesNothingWorse(proof.foundAtSizes) else { return nil }
            return before.subtracting(after)
        }

        /// Whether the copy found, at each size it laid out, no warning that the spec did not
        /// have at that size, and settled no view at a width or height of 0 or less where the
        /// spec did not.
        private mutating func makesNothingWorse(_ copy: [FoundAtSize]) -> Bool {
            let missing = copy.map(\.size).filter { original[$0] == nil }
            if !missing.isEmpty {
                var ignored = Diagnostics()
                if originalScene == nil { originalScene = resolver.run(spec, diagnostics: &ignored) }
                guard let scene = originalScene else { return false }
                for found in SceneProver.prove(scene, at: missing, diagnostics: &ignored).foundAtSizes {
                    original[found.size] = found
                }
            }
            return copy.allSatisfy { found in
                guard let base = original[found.size] else { return false }
                return found.warnings.isSubset(of: base.warnings)
                    && found.collapsed.isSubset(of: base.collapsed)
            }
        }
    }

    /// A diagnostic as the proof knows it: its finding's identity; else, its message at its
    /// place (its notes may change with a fix that does not touch it).
    ///
    /// A finding's words name the sizes where it holds and numbers of the layout (an `expect:`
    /// entry's, the frame the layout gave), which a fix that touches neither may change.
    fileprivate enum Reported: Hashable {
        case finding(String)
        case words(String, SourceLocation?)

        init(_ diagnostic: Diagnostic) {
            self = diagnostic.finding.map { .finding($0) } ?? .words(diagnostic.message, diagnostic.location)
        }
    }
}
