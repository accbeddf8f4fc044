import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// Ambiguity errors carry a witness (two layouts that both satisfy the spec); ambiguity and
/// conflict errors carry fixes that `FixProver` proved on a copy of the spec. Every fix a test
/// here sees is proven again by the test itself.
final class WitnessAndFixTests: XCTestCase {
    /// A box pinned at its top and sides with no height, and a badge 8 points below it: the
    /// box's height is free. The runtime's solved height is -28 (the badge's top, a parameter
    /// of the tableau, sits at 0), and the other layout is 100 points taller.
    let freeHeight = """
        scene: Scene
        sizes: {portrait: 390x844}
        views:
          box: {color: green}
          badge: {color: red}
        constraints:
          - box.top == view.top + 20
          - box.leading == view.leading + 16
          - box.trailing == view.trailing - 16
          - badge.leading == view.leading + 16
          - badge.width == 40
          - badge.height == 40
          - badge.top == box.bottom + 8
        """

    func testAFreeHeightIsWitnessedByTwoHeightsThatBothSatisfyTheSpec() throws {
        let checked = check(freeHeight)
        let error = try XCTUnwrap(checked.diagnostics.errors.first)
        XCTAssertEqual(error.message.prefix(40), "The height of 'box' is ambiguous at 'por")
        let witness = try XCTUnwrap(error.witness)
        XCTAssertEqual(witness.subject, "box.height")
        XCTAssertEqual(witness.values, [-28, 72])
        XCTAssertEqual(
            witness.sentence,
            "At 'portrait' (390x844), 'box.height' can be -28 or 72: both layouts satisfy every constraint.")
        // Both are layouts of the spec: pinning the height at either value proves.
        for value in witness.values where value >= 0 {
            assertHolds(freeHeight, adding: "box.height == \(formatNumber(value))")
        }
    }

    /// Pinning the box's bottom as far in as its top (the first candidate) would push the badge
    /// below the screen, which lint reports: that fix is not shown. A height is.
    func testTheFixesOfAFreeHeightArePrintedInTheSpecsSyntaxAndEachOneHolds() throws {
        let checked = check(freeHeight)
        let error = try XCTUnwrap(checked.diagnostics.errors.first)
        XCTAssertEqual(error.fixes.map(\.edit), [.addConstraints(["box.height == 72"])])
        XCTAssertEqual(
            error.fixes.first?.sentence, "Fix, proven at every size: add 'box.height == 72' to 'constraints'."
        )
        XCTAssertEqual(error.fixes.first?.location?.line, 13, "at the last constraint, where it goes after")
        for fix in error.fixes { try assertFixHolds(fix, in: freeHeight) }
        XCTAssertTrue(
            checked.printed.contains(
                "spec.yaml:13:5: note: Fix, proven at every size: add 'box.height == 72'"))

        let pinned = proveCoreSnippet(freeHeight + "\n  - box.bottom == view.bottom - 20\n")
        XCTAssertEqual(pinned.diagnostics.errors.count, 0, pinned.printed)
        XCTAssertTrue(
            pinned.diagnostics.warnings.contains { $0.message.contains("'badge'") },
            "the refused fix's new warning: \(pinned.printed)")
    }

    /// The ambiguous layout gives the box a height of -28, and a warning says so. A fix that
    /// settles the box at that height keeps the same warning word for word, but it is the
    /// fix's own now (the box is settled), so it counts as new and the fix is refused.
    func testAFixThatSettlesAViewAtANegativeSizeIsRefused() throws {
        let checked = check(freeHeight)
        XCTAssertTrue(checked.diagnostics.warnings.contains { $0.message.contains("negative size, 358x-28") })
        var diagnostics = Diagnostics()
        var error = try XCTUnwrap(checked.diagnostics.errors.first)
        error.fixes = []
        error.candidateFixes = [Diagnostic.Fix(.addConstraints(["box.height == -28"]), at: nil)]
        diagnostics.emit(error)
        for warning in checked.diagnostics.warnings { diagnostics.emit(warning) }
        FixProver.prove(
            &diagnostics, of: try XCTUnwrap(load(freeHeight)), proof: try XCTUnwrap(checked.proof))
        XCTAssertEqual(diagnostics.all.first?.fixes, [])
        XCTAssertEqual(diagnostics.all.first?.candidateFixes, [])
    }

    /// The view where a scroll view's vertical chain stops gets the pin it lacks, as far in as
    /// the chain starts (README's MissingBottomPin).
    func testTheContentChainsMissingPinIsTheFix() throws {
        let url = Repository.root.appendingPathComponent(
            "Tests/LayoutGenCoreTests/Fixtures/MissingBottomPin.yaml")
        let yaml = try String(contentsOf: url, encoding: .utf8)
        let checked = check(yaml)
        let error = try XCTUnwrap(checked.diagnostics.errors.first)
        XCTAssertEqual(error.witness?.subject, "scrollView.contentLayoutGuide.height")
        XCTAssertEqual(
            error.fixes.map(\.edit), [.addConstraints(["whiteView.bottom == contentView.bottom - 15"])])
        for fix in error.fixes { try assertFixHolds(fix, in: yaml) }
    }

    /// A conflict of two widths: each, at 999, gives way to the other.
    func testEachConflictingEquationLoweredTo999IsAFix() throws {
        let yaml = conflictingWidthsSpec(sizes: "{portrait: 390x844, landscape: 844x390}")
        let checked = check(yaml)
        let error = try XCTUnwrap(checked.diagnostics.errors.first)
        XCTAssertNil(error.witness)
        XCTAssertEqual(
            error.fixes.map(\.edit.summary),
            [
                "change 'box.width == 100' to 'box.width == 100 @999'",
                "change 'box.width == 200' to 'box.width == 200 @999'",
            ])
        XCTAssertEqual(error.fixes.map { $0.location?.line }, [8, 9])
        for fix in error.fixes { try assertFixHolds(fix, in: yaml) }
    }

    /// A tie between two equations of one priority: raising the second by one settles it.
    func testATieIsWitnessedAndRaisingOneOfItsEquationsIsAFix() throws {
        let yaml = twoWidthsSpec(priorities: 500, 500)
        let checked = check(yaml)
        let error = try XCTUnwrap(checked.diagnostics.errors.first)
        XCTAssertEqual(error.witness?.subject, "box.width")
        XCTAssertEqual(error.witness?.values, [100, 200])
        XCTAssertEqual(
            error.fixes.map(\.edit.summary), ["change 'box.width == 200 @500' to 'box.width == 200 @501'"])
        for fix in error.fixes { try assertFixHolds(fix, in: yaml) }
    }

    /// Each try proves the whole spec again: the tries are counted. Twelve separate views, each
    /// free vertically, have two candidates each (both edges pinned; the top pinned and a
    /// height), and no fix of one removes another's error: the budget of proofs is spent on
    /// the first eight.
    func testTheProofsOfOneSpecAreCounted() throws {
        let views = (0..<12).map { "  v\($0): {}" }.joined(separator: "\n")
        let pins = (0..<12).map { "  - H:|[v\($0)(10)]" }.joined(separator: "\n")
        let yaml = "scene: Scene\nsizes: {portrait: 390x844}\nviews:\n\(views)\nconstraints:\n\(pins)\n"
        let checked = check(yaml)
        let errors = checked.diagnostics.errors
        XCTAssertEqual(errors.count, 12)
        XCTAssertEqual(
            errors.map(\.fixes.count), Array(repeating: 2, count: 8) + Array(repeating: 0, count: 4))
        XCTAssertEqual(FixProver.proofsPerSpec, 16)
        XCTAssertTrue(errors.allSatisfy { $0.candidateFixes.isEmpty }, "candidates are never left behind")
        XCTAssertTrue(errors.allSatisfy { $0.witness != nil })
    }

    /// A larger spec gets fewer copies proven: views times layouts over all copies is bounded.
    func testTheBudgetOfCopiesShrinksWithTheSpec() {
        XCTAssertEqual(FixProver.proofBudget(views: 10, layouts: 14), 16)
        XCTAssertEqual(FixProver.proofBudget(views: 1001, layouts: 2), 4)
        XCTAssertEqual(FixProver.proofBudget(views: 10_001, layouts: 2), 2)
    }

    /// Rows chained 8 points apart, the first without its top pin: one constraint is missing, so
    /// there is one error, at the first row, with every other row a note under it; the pin
    /// proven for it settles every row.
    func testOneMissingPinOfAChainOfRowsIsOneErrorWhoseFixSettlesEveryRow() throws {
        let rows = (0..<14).map { "  row\($0): {}" }.joined(separator: "\n")
        var constraints = (0..<14).map { "  - H:|-16-[row\($0)]-16-|\n  - row\($0).height == 44" }
        constraints += (1..<14).map { "  - V:[row\($0 - 1)]-8-[row\($0)]" }
        let yaml = rowsSpec(rows, constraints)
        let checked = check(yaml)
        let errors = checked.diagnostics.errors
        XCTAssertEqual(errors.count, 1, checked.printed)
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.notes.filter { $0.message.contains("since it follows 'row0'") }.count, 13)
        let first = try XCTUnwrap(error.fixes.first)
        XCTAssertEqual(first.edit.summary, "add 'row0.top == view.top' to 'constraints'")
        try assertFixHolds(first, in: yaml)
        let fixed = proveCoreSnippet(yaml + "  - row0.top == view.top\n")
        XCTAssertEqual(fixed.printed, "", "the whole spec holds with it")
    }

    /// A row whose height is a tenth of its free width, and rows as high as it chained below
    /// it, whose last frame an `expect:` entry states: two errors (the row's width, with its
    /// height and the rows under it as notes; the expectation the free layout misses), and the
    /// pin proven for the width's error removes the expectation's too, so that one shows it as
    /// well.
    func testAFixProvenForOneErrorIsShownUnderEveryErrorItRemoves() throws {
        let rows = (0..<4).map { "  row\($0): {}" }.joined(separator: "\n")
        var constraints = ["  - H:|-16-[row0]", "  - row0.height == row0.width * 0.1", "  - V:|-20-[row0]"]
        constraints += (1..<4).map {
            "  - H:|-16-[row\($0)]-16-|\n  - row\($0).height == row0.height\n  - V:[row\($0 - 1)]-8-[row\($0)]"
        }
        let yaml =
            rowsSpec(rows, constraints) + "expect:\n  portrait:\n    row3.frame: [16, 151.4, 358, 35.8]\n"
        let checked = check(yaml)
        let errors = checked.diagnostics.errors
        XCTAssertEqual(errors.count, 2, checked.printed)
        let first = try XCTUnwrap(errors.first?.fixes.first)
        XCTAssertEqual(first.edit.summary, "add 'row0.trailing == view.trailing - 16' to 'constraints'")
        XCTAssertTrue(errors.allSatisfy { $0.fixes.contains(first) }, checked.printed)
        try assertFixHolds(first, in: yaml)
    }

    /// A scene at 390x844 with the views `rows` (declared one a line) and `constraints`.
    private func rowsSpec(_ rows: String, _ constraints: [String]) -> String {
        "scene: Scene\nsizes: {portrait: 390x844}\nviews:\n\(rows)\nconstraints:\n"
            + constraints.joined(separator: "\n") + "\n"
    }

    /// Every fix `check` prints for the failing fixture specs (those the README shows among
    /// them) is proven again here, each on its own copy of the spec.
    func testEveryFixPrintedForTheFixturesHolds() throws {
        let folder = Repository.root.appendingPathComponent("Tests/LayoutGenCoreTests/Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yaml")
        }
        var fixes: [String: Int] = [:]
        for name in names.sorted() {
            let yaml = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // Specs that do not load or resolve have nothing to fix by a proof.
            var diagnostics = Diagnostics()
            guard
                GeneratorPipeline().check(.text(yaml, file: coreSnippetFile), diagnostics: &diagnostics)
                    != nil
            else { continue }
            for error in diagnostics.errors {
                for fix in error.fixes {
                    fixes[name, default: 0] += 1
                    try assertFixHolds(fix, in: yaml)
                }
            }
        }
        XCTAssertEqual(
            fixes,
            [
                // The scroll content's fix also under the error of the size that follows it.
                "BottomTipAmbiguous.yaml": 2, "ConflictingWidths.yaml": 3, "EqualPriorityTie.yaml": 1,
                "MissingBottomPin.yaml": 2, "TiedWidths.yaml": 1,
                // The form's centring under each of its four errors; a predicate of the VFL line
                // at 999, each of the two; the hugging of a tied label; the toolbar's width.
                "LoginFormUncentred.yaml": 1, "SearchBar.yaml": 2, "TiedLabels.yaml": 1,
                "ToolbarFixedWidth.yaml": 1,
            ])
    }

    /// A spec without constraints (views placed by nothing): an added constraint's fix sits
    /// at the view it is about, since there is no last constraint to follow (FuzzPipeline
    /// found a fix with no place at all).
    func testAFixForASpecWithoutConstraintsIsAtItsView() throws {
        let yaml = """
            scene: Intrinsic
            sizes: {portrait: 390x844}
            views:
              badge: {intrinsicSize: 44x44}
            """
        let checked = check(yaml)
        XCTAssertEqual(checked.diagnostics.errors.count, 2)
        for error in checked.diagnostics.errors {
            XCTAssertFalse(error.fixes.isEmpty, error.description)
            XCTAssertTrue(error.fixes.allSatisfy { $0.location == error.location }, error.description)
            for fix in error.fixes { try assertFixHolds(fix, in: yaml) }
        }
        XCTAssertEqual(
            checked.diagnostics.errors.first?.fixes.first?.edit,
            .addConstraints(["badge.leading == view.leading"]))
    }

    /// Right to left, a box pinned 30 in from its leading edge (the right) with no width: its
    /// left edge and width are free. The far-edge pin is measured from the leading side too.
    func testRightToLeftFixesAreMeasuredFromTheLeadingEdge() throws {
        let yaml = """
            scene: Rtl
            sizes:
              rtl: {size: 390x844, layoutDirection: rightToLeft}
            views:
              box: {color: red}
            constraints:
              - V:|-20-[box(44)]
              - box.leading == view.leading + 30
            """
        let error = try XCTUnwrap(check(yaml).diagnostics.errors.first)
        XCTAssertEqual(
            error.fixes.map(\.edit),
            [.addConstraints(["box.trailing == view.trailing - 30"]), .addConstraints(["box.width == 100"])])
        for fix in error.fixes { try assertFixHolds(fix, in: yaml) }
    }

    func testAnEditOfAnEntryTheSpecDoesNotHaveIsRefused() throws {
        let spec = try XCTUnwrap(load(freeHeight))
        let nowhere = SourceLocation(file: "spec.yaml", line: 99, column: 5)
        XCTAssertNil(spec.applying(.replaceConstraint(original: "x", at: nowhere, with: "x @999")))
        let added = try XCTUnwrap(spec.applying(.addConstraints(["box.height == 10", "box.width == 10"])))
        XCTAssertEqual(
            added.constraints.suffix(2).map(\.text.value), ["box.height == 10", "box.width == 10"])
        XCTAssertEqual(added.constraints.suffix(2).map(\.location.line), [14, 15], "after the last, line 13")
    }

    // MARK: Helpers

    private func load(_ yaml: String) -> Spec? {
        var diagnostics = Diagnostics()
        return SpecLoader.load(yaml: yaml, file: coreSnippetFile, diagnostics: &diagnostics)
    }

    private func check(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> CoreSnippetRun {
        var diagnostics = Diagnostics()
        let proof = GeneratorPipeline().check(.text(yaml, file: coreSnippetFile), diagnostics: &diagnostics)
        XCTAssertNotNil(proof, "\(diagnostics)", file: file, line: line)
        return CoreSnippetRun(scene: nil, proof: proof, diagnostics: diagnostics)
    }

    /// The spec with the fix applied: the error it fixes is gone and no error is new.
    private func assertFixHolds(
        _ fix: Diagnostic.Fix, in yaml: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = check(yaml)
        let spec = try XCTUnwrap(load(yaml), file: file, line: line)
        let edited = try XCTUnwrap(spec.applying(fix.edit), file: file, line: line)
        var diagnostics = Diagnostics()
        let scene = try XCTUnwrap(
            SceneResolver().run(edited, diagnostics: &diagnostics), file: file, line: line)
        _ = SceneProver.prove(scene, diagnostics: &diagnostics)
        let beforeErrors = Set(
            before.diagnostics.errors.map { "\($0.location.map(\.description) ?? ""): \($0.message)" })
        let afterErrors = Set(
            diagnostics.errors.map { "\($0.location.map(\.description) ?? ""): \($0.message)" })
        XCTAssertTrue(
            afterErrors.isSubset(of: beforeErrors),
            "\(fix.sentence) adds \(afterErrors.subtracting(beforeErrors))", file: file, line: line)
        XCTAssertLessThan(
            afterErrors.count, beforeErrors.count, "\(fix.sentence) fixes nothing", file: file, line: line)
    }

    private func assertHolds(
        _ yaml: String, adding constraint: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = proveCoreSnippet(yaml + "\n  - \(constraint)\n", testFile: file, line: line)
        XCTAssertEqual(run.diagnostics.errors.count, 0, run.printed, file: file, line: line)
    }
}
