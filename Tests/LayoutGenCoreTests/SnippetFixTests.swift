import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// Proven fixes as `check` prints them, a spec and its exact output: which fixes are offered on
/// real specs (a login form, a toolbar), and which are refused for what they would make worse.
final class SnippetFixTests: XCTestCase {
    // MARK: The real specs

    /// A login form without a vertical pin: the fields' and the button's tap-target warnings
    /// hold wherever the form is, so they do not refuse the fix that places it, which is
    /// centred on the safe area, as an iOS developer would.
    func testALoginFormWithoutAVerticalPinIsCentredInTheSafeArea() throws {
        // Catalogue: followsAmbiguity
        let file = "LoginFormUncentred.yaml"
        assertCheckDiagnostics(
            try fixture(file),
            """
            \(file):12:3: error: The vertical position of 'form' is ambiguous at 'portrait' (393x852 @3x): nothing \
            constrains it vertically.
            \(file):17:7: note: The vertical position of 'email' is ambiguous too, since the stack view 'form' \
            arranges it; that goes away with this error.
            \(file):18:7: note: The vertical position of 'password' is ambiguous too, since the stack view \
            'form' arranges it; that goes away with this error.
            \(file):19:7: note: The vertical position of 'signIn' is ambiguous too, since the stack view \
            'form' arranges it; that goes away with this error.
            \(file):12:3: note: At 'portrait' (393x852 @3x), 'form.top' can be 0 or 100 (in its superview): both \
            layouts satisfy every constraint.
            \(file):21:9: note: Fix, proven at every size: add 'form.centerY == \
            view.safeAreaLayoutGuide.centerY' to 'constraints'.
            """, file: file)
    }

    /// A toolbar whose width contradicts its margins: the width at 999 is the fix, though every
    /// button is 30 high, a warning `check` cannot print while the conflict stands.
    func testAToolbarWithAConflictingWidthGetsItsWidthAt999() throws {
        let file = "ToolbarFixedWidth.yaml"
        assertCheckDiagnostics(
            try fixture(file),
            """
            \(file):19:7: error: These 5 required constraints cannot all hold at 'portrait' (393x852 @3x). Remove \
            one or lower its priority.
            \(file):19:7: note: 'toolbar.leading == view.layoutMarginsGuide.leading', from '|-[toolbar]'
            \(file):19:9: note: 'toolbar.trailing == view.layoutMarginsGuide.trailing', from '[toolbar]-|'
            \(file):21:5: note: 'toolbar.width == 400'
            \(file):8:3: note: 'view.width == 393', the root view's size 'portrait'
            \(file):8:3: note: 'view.layoutMarginsGuide.width == view.width - 32', from the \
            layoutMarginsGuide of 'view'
            \(file):21:5: note: Fix, proven at every size: change 'toolbar.width == 400' to 'toolbar.width == \
            400 @999'.
            """, file: file)
    }

    // MARK: What a fix may not make worse

    /// The form's top pinned where the solver put it, under the status bar: the spec's own
    /// free layout had its fields outside the safe area too, but a warning found on free frames
    /// excuses nothing. Pinned to the safe area's top instead, it is a fix.
    func testAFixThatPinsAFreeViewWhereItsWarningsWereFoundIsRefused() throws {
        let yaml = try fixture("LoginFormUncentred.yaml")
        XCTAssertEqual(
            try provenFixes(["form.top == view.top", "form.top == view.safeAreaLayoutGuide.top"], in: yaml),
            [.addConstraints(["form.top == view.safeAreaLayoutGuide.top"])])
    }

    /// An image view whose leading edge is on the root's centre, with no width: its free width is
    /// 0 in the solver's layout, and its trailing edge pinned as far in as its leading one
    /// (207) would settle it there. That candidate is not made, and if it were, it is refused.
    func testAFixThatLeavesAViewNoWidthIsRefused() throws {
        let yaml =
            portraitScene.replacingOccurrences(of: "390x844", with: "414x896") + """
                views:
                  logo: {type: ImageView}
                constraints:
                  - logo.leading == view.centerX
                  - logo.top == view.top + 100
                  - logo.height == 80
                """
        assertCheckDiagnostics(
            yaml,
            """
            spec.yaml:4:3: error: The width of 'logo' is ambiguous at 'portrait' (414x896): nothing constrains \
            it horizontally.
            spec.yaml:4:3: note: At 'portrait' (414x896), 'logo.width' can be 0 or 100: both layouts satisfy \
            every constraint.
            spec.yaml:8:5: note: Fix, proven at every size: add 'logo.width == 100' to 'constraints'.
            """)
        XCTAssertEqual(
            try provenFixes(
                ["logo.trailing == view.trailing - 207", "logo.trailing == view.trailing - 107"], in: yaml),
            [.addConstraints(["logo.trailing == view.trailing - 107"])])
    }

    /// A box with no vertical pin, which an expectation measures: centring it changes the frame
    /// the expectation's error names, but the error is that entry's still, not a new one.
    func testAFixThatMovesAViewAnExpectationMeasuresIsNoNewError() {
        assertCheckDiagnostics(
            portraitScene + """
                views:
                  box: {color: red}
                constraints:
                  - H:|-20-[box(100)]
                  - box.height == 50
                expect:
                  portrait:
                    box.frame: [20, 100, 100, 50]
                """,
            """
            spec.yaml:4:3: error: The vertical position of 'box' is ambiguous at 'portrait' (390x844): its \
            constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:7:5: note: 'box.height == 50'
            spec.yaml:4:3: note: At 'portrait' (390x844), 'box.top' can be 0 or 100 (in its superview): both \
            layouts satisfy every constraint.
            spec.yaml:7:5: note: Fix, proven at every size: add 'box.top == view.top' to 'constraints'.
            spec.yaml:7:5: note: Fix, proven at every size: add 'box.centerY == \
            view.safeAreaLayoutGuide.centerY' to 'constraints'.
            spec.yaml:10:16: error: Expected 'box.frame' to be [20, 100, 100, 50] at 'portrait' (390x844), but \
            it is [20, 0, 100, 50].
            """)
    }

    // MARK: Fixes of what the spec writes in other ways

    /// A conflict among the predicates and connections of one Visual Format line: each at 999,
    /// the line rewritten around it ('box'). A member written with a priority of its own
    /// (`@required`) gets 999 in its place ('bar').
    func testConflictMembersInAVisualFormatLineOrWithAPriorityGetThemAt999() {
        assertCheckDiagnostics(
            portraitScene + """
                views:
                  box: {color: red}
                  bar: {color: blue}
                constraints:
                  - H:|-20-[box(300)]-20-|
                  - H:|[bar(200)]
                  - V:|-20-[box(44)]-8-[bar(44)]
                  - bar.width == 300 @required
                """,
            """
            spec.yaml:7:7: error: These 4 required constraints cannot all hold at 'portrait' (390x844). Remove \
            one or lower its priority.
            spec.yaml:7:7: note: 'box.leading == view.leading + 20', from '|-20-[box(300)]'
            spec.yaml:7:12: note: 'box.trailing == view.trailing - 20', from '[box(300)]-20-|'
            spec.yaml:7:17: note: 'box.width == 300', from '300'
            spec.yaml:2:9: note: 'view.width == 390', the root view's size 'portrait'
            spec.yaml:7:5: note: Fix, proven at every size: change 'H:|-20-[box(300)]-20-|' to \
            'H:|-(20@999)-[box(300)]-20-|'.
            spec.yaml:7:5: note: Fix, proven at every size: change 'H:|-20-[box(300)]-20-|' to \
            'H:|-20-[box(300)]-(20@999)-|'.
            spec.yaml:7:5: note: Fix, proven at every size: change 'H:|-20-[box(300)]-20-|' to \
            'H:|-20-[box(300@999)]-20-|'.
            spec.yaml:8:13: error: These 2 required constraints cannot all hold at 'portrait' (390x844). Remove \
            one or lower its priority.
            spec.yaml:8:13: note: 'bar.width == 200', from '200'
            spec.yaml:10:5: note: 'bar.width == 300', from 'bar.width == 300 @required'
            spec.yaml:8:5: note: Fix, proven at every size: change 'H:|[bar(200)]' to 'H:|[bar(200@999)]'.
            spec.yaml:10:5: note: Fix, proven at every size: change 'bar.width == 300 @required' to 'bar.width == \
            300 @999'.
            """)
    }

    /// Two buttons of a `fill` stack that hug equally: the fix is a property of the second, its
    /// horizontal hugging raised, so the first stretches, as UIKit breaks the tie; or the stack's,
    /// `fillEqually`, which gives both the same width.
    func testAHuggingTieGetsTheSecondViewsHuggingRaised() {
        assertCheckDiagnostics(
            """
            scene: Scene
            sizes:
              portrait: {device: iPhone16}
            views:
              row:
                type: StackView
                spacing: 8
                arrangedSubviews:
                  goButton: {type: Button, title: Go}
                  resetButton: {type: Button, title: Reset, hugging: {vertical: 300}}
            constraints:
              - H:|-[row]-|
              - row.top == view.safeAreaLayoutGuide.top + 20
            """,
            """
            spec.yaml:9:7: error: These 2 constraints tie at priority 250 at 'portrait' (393x852 @3x): the layout \
            can satisfy either at the other's expense, so it is not determined. Raise the horizontal hugging \
            of 'resetButton' to 251; that determines it.
            spec.yaml:9:7: note: 'goButton.width <= 30 @250', from the intrinsic content size of 'goButton' \
            and its hugging or compression resistance priority
            spec.yaml:10:7: note: 'resetButton.width <= 39 @250', from the intrinsic content size of \
            'resetButton' and its hugging or compression resistance priority
            spec.yaml:9:7: note: It leaves the horizontal layout of 'goButton' ambiguous.
            spec.yaml:10:7: note: It leaves the horizontal layout of 'resetButton' ambiguous.
            spec.yaml:5:3: note: UIKit breaks this tie in the stack view 'row' by index: it stretches \
            'goButton', the first of them (Interface Builder warns of a content priority ambiguity).
            spec.yaml:9:7: note: At 'portrait' (393x852 @3x), 'goButton.width' can be 314 or 214: both \
            layouts satisfy every constraint.
            spec.yaml:10:7: note: Fix, proven at every size: set 'hugging: {horizontal: 251}' on 'resetButton'.
            spec.yaml:5:3: note: Fix, proven at every size: set 'distribution: fillEqually' on 'row'.
            """)
    }

    /// Setting one axis of a view's hugging keeps the other as the view wrote it, and a view
    /// without the property gets it.
    func testSettingAContentPriorityKeepsTheOtherAxis() throws {
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader.load(
                yaml: portraitScene + "views:\n  a: {hugging: {vertical: 300}}\n  b: {}\n",
                file: coreSnippetFile,
                diagnostics: &diagnostics))
        let at = SourceLocation(file: coreSnippetFile, line: 4, column: 3)
        let edited = try XCTUnwrap(
            spec.applying(
                .setContentPriority(view: "a", property: "hugging", axis: .horizontal, priority: 251, at: at))
        )
        guard case .axisPriorities(let a) = edited.views[0]["hugging"]?.value else {
            return XCTFail("no hugging on 'a'")
        }
        XCTAssertEqual([a.horizontal?.value, a.vertical?.value], [251, 300])
        let added = try XCTUnwrap(
            spec.applying(
                .setContentPriority(
                    view: "b", property: "compressionResistance", axis: .vertical, priority: 751, at: at)))
        XCTAssertEqual(added.views[1].properties.map(\.name), ["compressionResistance"])
        XCTAssertNil(
            spec.applying(
                .setContentPriority(view: "c", property: "hugging", axis: .vertical, priority: 1, at: at)))
    }

    /// Two arranged views of a stack pinned at both ends, neither with a height: neither is
    /// pinned (the stack places them); the first's length made the second's is the fix. The
    /// first's own length (711) would leave the second 0 high, and is refused.
    func testAnArrangedViewsFreeLengthIsMadeItsFreeSiblings() {
        assertCheckDiagnostics(
            """
            scene: Scene
            sizes:
              portrait: {device: iPhone16}
            views:
              stack:
                type: StackView
                axis: vertical
                spacing: 8
                arrangedSubviews:
                  banner: {color: red}
                  details: {color: blue}
            constraints:
              - H:|-[stack]-|
              - stack.top == view.safeAreaLayoutGuide.top + 20
              - stack.bottom == view.safeAreaLayoutGuide.bottom - 20
            """,
            """
            spec.yaml:10:7: error: The height of 'banner' is ambiguous at 'portrait' (393x852 @3x): nothing \
            constrains it vertically.
            spec.yaml:11:7: note: The vertical position and height of 'details' are ambiguous too, since it \
            follows 'banner'; that goes away with this error.
            spec.yaml:10:7: note: At 'portrait' (393x852 @3x), 'banner.height' can be 711 or 811: both layouts \
            satisfy every constraint.
            spec.yaml:15:5: note: Fix, proven at every size: add 'banner.height == details.height' to \
            'constraints'.
            """)
    }

    /// A conflict member that is a bare `-` between two views, the standard spacing, is given a
    /// priority by writing the spacing out: `-(8@999)-`, proven with the others.
    func testTheStandardSpacingBetweenViewsIsWrittenOutToTakeAPriority() {
        let yaml = """
            scene: Pair
            sizes: {portrait: 300x400}
            views: {a: {color: red}, b: {color: blue}}
            constraints: ["H:|[a(100)]-[b(100)]|", "V:|[a(50)]", "V:|[b(50)]"]
            """
        XCTAssertEqual(
            checkedCoreSnippet(yaml).split(separator: "\n").filter { $0.contains("Fix") },
            [
                "'H:|-(0@999)-[a(100)]-[b(100)]|'", "'H:|[a(100)]-(8@999)-[b(100)]|'",
                "'H:|[a(100@999)]-[b(100)]|'",
            ]
            .map {
                "spec.yaml:4:16: note: Fix, proven at every size: change 'H:|[a(100)]-[b(100)]|' to \($0)."
            })
    }

    /// Fixes that edit a view's property instead of a constraint, each with the equation's: a
    /// compression resistance made required, in conflict with a width too narrow for its text,
    /// at 999 (proven only where the text may be cut short, as this label's lint allows); and a
    /// `fillEqually` stack whose equal widths a width conflicts with, `fill`.
    func testFixesThatSetAViewsPropertyAreOfferedAndProven() {
        let stack = "views: {row: {type: StackView, axis: horizontal, spacing: 8, "
        let cases: [(views: String, constraints: String, fixes: [String])] = [
            (
                "views: {title: {type: Label, text: A rather long title, compressionResistance: {horizontal: 1000}, "
                    + "lint: {truncation: false}}}", #"["H:|-[title(100)]", "V:|-[title]"]"#,
                [
                    "spec.yaml:4:16: note: Fix, proven at every size: change 'H:|-[title(100)]' to 'H:|-[title(100@999)]'.",
                    "spec.yaml:3:9: note: Fix, proven at every size: set 'compressionResistance: {horizontal: 999}' on "
                        + "'title'.",
                ]
            ),
            (
                stack + "distribution: fillEqually, arrangedSubviews: {a: {color: red}, b: {color: blue}}}}",
                #"["H:|-[row]-|", "V:|-[row(44)]", "a.width == 100"]"#,
                [
                    "spec.yaml:4:48: note: Fix, proven at every size: change 'a.width == 100' to 'a.width == 100 @999'.",
                    "spec.yaml:3:9: note: Fix, proven at every size: set 'distribution: fill' on 'row'.",
                ]
            ),
        ]
        for (views, constraints, fixes) in cases {
            let yaml = "scene: Edited\nsizes: {portrait: 390x844}\n\(views)\nconstraints: \(constraints)\n"
            let printed = checkedCoreSnippet(yaml).split(separator: "\n").map(String.init)
            XCTAssertEqual(printed.filter { $0.contains("Fix") }, fixes, views)
        }
    }

    /// Each kind of fragment of a Visual Format line, given a priority of its own.
    func testAVisualFormatFragmentGetsAPriority() {
        func set(_ fragment: String, in text: String) -> String? {
            let offset =
                text.unicodeScalars.count
                - text.components(separatedBy: fragment).dropFirst()
                .joined(separator: fragment).unicodeScalars.count - fragment.unicodeScalars.count
            return VisualFormatParser.settingPriority("999", ofFragment: fragment, at: offset, in: text)
        }
        XCTAssertEqual(set("300", in: "H:|-20-[box(300)]"), "H:|-20-[box(300@999)]")
        XCTAssertEqual(set(">=50@1000", in: "H:[box(>=50@1000)]"), "H:[box(>=50@999)]")
        XCTAssertEqual(set("|-20-[box(300)]", in: "H:|-20-[box(300)]"), "H:|-(20@999)-[box(300)]")
        XCTAssertEqual(set("[a][b]", in: "V:[a][b]"), "V:[a]-(0@999)-[b]")
        XCTAssertEqual(set("[a]- gap -[b]", in: "[a]- gap -[b]"), "[a]-(gap@999)-[b]")
        XCTAssertEqual(set("[a]-(>=8@required)-|", in: "H:[a]-(>=8@required)-|"), "H:[a]-(>=8@999)-|")
        XCTAssertEqual(set("[a]-[b]", in: "H:[a]-[b]"), "H:[a]-(8@999)-[b]")
        XCTAssertNil(set("|-[a]", in: "H:|-[a]"), "the margin has no priority to write")
        XCTAssertNil(set("[a]-|", in: "H:[a]-|"), "the margin has no priority to write")
        XCTAssertNil(set("[a]-(>=8,<=20)-[b]", in: "[a]-(>=8,<=20)-[b]"), "which predicate is not known")
        XCTAssertNil(
            VisualFormatParser.settingPriority("999", ofFragment: "[b]", at: 0, in: "[a][b]"),
            "not at that place")
    }

    /// A fix that sets a view's property is reported in JSON with the view, the property, the
    /// axis and the priority.
    func testAContentPriorityFixInJSON() throws {
        var diagnostic = Diagnostic(.error, "tie", at: nil)
        let at = SourceLocation(file: coreSnippetFile, line: 8, column: 3)
        diagnostic.fixes = [
            Diagnostic.Fix(
                .setContentPriority(
                    view: "detail", property: "hugging", axis: .horizontal, priority: 251, at: at),
                at: at)
        ]
        var diagnostics = Diagnostics()
        diagnostics.emit(diagnostic)
        let report = CheckReport(specs: [
            .init(path: "spec.yaml", scene: "Scene", holds: false, diagnostics: diagnostics)
        ])
        let fix = try XCTUnwrap(report.specs.first?.diagnostics.first?.fixes.first)
        XCTAssertEqual(
            [fix.kind, fix.view, fix.property, fix.axis],
            ["setContentPriority", "detail", "hugging", "horizontal"])
        XCTAssertEqual(fix.priority, 251)
        XCTAssertEqual(
            fix.message, "Fix, proven at every size: set 'hugging: {horizontal: 251}' on 'detail'.")
    }

    // MARK: Helpers

    private func fixture(_ name: String) throws -> String {
        let url = Repository.root.appendingPathComponent("Tests/LayoutGenCoreTests/Fixtures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// `check`'s diagnostics of `yaml` as `file`, fixes proven, compared whole.
    private func assertCheckDiagnostics(
        _ yaml: String, _ expected: String, file: String = coreSnippetFile,
        testFile: StaticString = #filePath,
        line: UInt = #line
    ) {
        var diagnostics = Diagnostics()
        let proof = GeneratorPipeline().check(.text(yaml, file: file), diagnostics: &diagnostics)
        XCTAssertNotNil(proof, "\(diagnostics)", file: testFile, line: line)
        XCTAssertEqual(diagnostics.description, expected, file: testFile, line: line)
    }

    /// Which of `candidates` (each one added constraint) `FixProver` proves for the first error
    /// of `yaml`, in place of the error's own.
    private func provenFixes(_ candidates: [String], in yaml: String) throws -> [SpecEdit] {
        var checked = Diagnostics()
        let proof = try XCTUnwrap(
            GeneratorPipeline().check(.text(yaml, file: coreSnippetFile), diagnostics: &checked))
        var diagnostics = Diagnostics()
        for (index, diagnostic) in checked.all.enumerated() {
            var diagnostic = diagnostic
            diagnostic.fixes = []
            diagnostic.candidateFixes =
                index == 0 ? candidates.map { Diagnostic.Fix(.addConstraints([$0]), at: nil) } : []
            diagnostics.emit(diagnostic)
        }
        var loaded = Diagnostics()
        let spec = try XCTUnwrap(SpecLoader.load(yaml: yaml, file: coreSnippetFile, diagnostics: &loaded))
        FixProver.prove(&diagnostics, of: spec, proof: proof)
        return diagnostics.all.first?.fixes.map(\.edit) ?? []
    }
}
