import LayoutGenCore
import LayoutProof
import LayoutRuntime
import XCTest

/// Stack views through the whole pipeline: the spec's keys, the frames, the diagnostics that
/// name UIKit's stack rules, and the generated Swift.
final class StackViewSpecTests: XCTestCase {
    /// A portrait scene whose root holds one stack view, `row`, across its top (`H:|[row]|`,
    /// `V:|[row]`), with the lines `options` of its own (from 6:5), then `arranged`, its
    /// arranged subviews (from the line after `arrangedSubviews:`), then `constraints`, any
    /// further ones after the two that place it.
    private func rowAcrossTheTop(
        options: [String] = [], arranged: [String], constraints: [String] = []
    ) -> String {
        let row = ["views:", "  row:", "    type: StackView"] + options.map { "    " + $0 }
        let arrangedLines = ["    arrangedSubviews:"] + arranged.map { "      " + $0 }
        let pins = ["constraints:", "  - H:|[row]|", "  - V:|[row]"] + constraints.map { "  - " + $0 }
        return portraitScene + (row + arrangedLines + pins).joined(separator: "\n") + "\n"
    }

    /// Two buttons, 'goButton' and 'resetButton', that hug alike, as arranged subviews.
    private let goAndResetButtons = [
        "goButton: {type: Button, title: Go}", "resetButton: {type: Button, title: Reset}",
    ]

    private let form = """
        scene: Form
        \(phoneSizesInBothDirections)
        views:
          form:
            type: StackView
            axis: vertical
            spacing: 12
            customSpacing: {title: 24, help: 40}
            arrangedSubviews:
              title: {type: Label, text: Sign in, font: {size: 34}}
              email: {intrinsicSize: 100x34}
              help: {type: Label, text: Help, isHidden: true}
              row:
                type: StackView
                spacing: 8
                alignment: firstBaseline
                arrangedSubviews:
                  label: {type: Label, text: Remember me}
                  note: {type: Label, text: '(30 days)', font: {size: 12}, hugging: {horizontal: 251}}
        constraints:
          - form.top == view.safeAreaLayoutGuide.top
          - H:|-[form]-|
        """

    func testANestedFormLaysOutAsUIStackViewDoes() throws {
        let run = proveCoreSnippet(form)
        let proof = try XCTUnwrap(run.proof, run.printed)
        XCTAssertTrue(proof.holds, run.printed)
        let portrait = proof.layouts[0]
        // The form fills the root's margins (16 on each side): 358 wide, from the safe area's top.
        // title one 34-point line high (34 × 2444 / 2048 = 40.57421875); the custom 24 after it;
        // email 34; help hidden, so the spacing after the preceding visible view, email, is the
        // stack's 12 (help's custom 40 goes with it).
        let (title, line) = (40.57421875, 20.287109375)
        XCTAssertEqual(
            portrait.frame(of: "form"), CGRect(x: 16, y: 47, width: 358, height: title + 24 + 34 + 12 + line))
        XCTAssertEqual(portrait.frame(of: "title"), CGRect(x: 0, y: 0, width: 358, height: title))
        XCTAssertEqual(portrait.frame(of: "email"), CGRect(x: 0, y: title + 24, width: 358, height: 34))
        XCTAssertEqual(portrait.frame(of: "help")?.height, 0)
        // The row: "Remember me" (one 17-point line, baseline 16.1865234375 down) and the
        // 12-point note (14.3203125 high, baseline 11.42578125 down) on one baseline; the row
        // starts at the label's top, and the note's top is 16.1865234375 - 11.42578125 below it.
        // The note hugs harder, so the label takes the slack: 358 - 8 - the note's width.
        let note = TextMetrics.width(of: "(30 days)", font: .systemFont(ofSize: 12))
        XCTAssertEqual(portrait.frame(of: "row"), CGRect(x: 0, y: title + 70, width: 358, height: line))
        XCTAssertEqual(portrait.frame(of: "label"), CGRect(x: 0, y: 0, width: 350 - note, height: line))
        XCTAssertEqual(
            portrait.frame(of: "note"),
            CGRect(x: 358 - note, y: 4.7607421875, width: note, height: 14.3203125))
        // Right to left, the row starts at its right edge: the label ends at 358, the note is at
        // its left.
        let arabic = proof.layouts[1]
        XCTAssertEqual(arabic.frame(of: "label"), CGRect(x: note + 8, y: 0, width: 350 - note, height: line))
        XCTAssertEqual(
            arabic.frame(of: "note"), CGRect(x: 0, y: 4.7607421875, width: note, height: 14.3203125))
    }

    func testTheGeneratedSwiftArrangesTheViewsWithUIKitsCalls() throws {
        let swift = try XCTUnwrap(emitCoreSnippet(form))
        for line in [
            "public let form = StackView()", "form.axis = .vertical", "form.spacing = 12",
            "form.addArrangedSubview(title)", "form.setCustomSpacing(24, after: title)",
            "form.setCustomSpacing(40, after: help)", "row.alignment = .firstBaseline",
            "row.addArrangedSubview(note)",
        ] {
            XCTAssertTrue(swift.contains(line), "missing: \(line)\n\(swift)")
        }
    }

    func testSystemSpacingIsUIKitsSpacingUseSystem() throws {
        let yaml =
            portraitScene + """
                views:
                  row:
                    type: StackView
                    spacing: system
                    customSpacing: {b: 20}
                    arrangedSubviews:
                      a: {intrinsicSize: 10x10}
                      b: {intrinsicSize: 10x10}
                      c: {intrinsicSize: 10x10}
                  other:
                    type: StackView
                    spacing: 10
                    customSpacing: {x: system}
                    arrangedSubviews:
                      x: {intrinsicSize: 10x10}
                      y: {intrinsicSize: 10x10}
                      z: {intrinsicSize: 10x10}
                constraints:
                  - row.leading == view.leading
                  - row.top == view.top
                  - other.leading == view.leading
                  - other.top == row.bottom
                """
        let run = proveCoreSnippet(yaml)
        let proof = try XCTUnwrap(run.proof, run.printed)
        XCTAssertTrue(proof.holds, run.printed)
        // The standard space is 8: row's a-b (its spacing) and other's x-y (a custom spacing);
        // row's b-c is its custom 20, other's y-z its spacing, 10.
        let layout = proof.layouts[0]
        XCTAssertEqual(layout.frame(of: "b")?.minX, 18)
        XCTAssertEqual(layout.frame(of: "c")?.minX, 48)
        XCTAssertEqual(layout.frame(of: "y")?.minX, 18)
        XCTAssertEqual(layout.frame(of: "z")?.minX, 38)
        let swift = try XCTUnwrap(emitCoreSnippet(yaml))
        for line in [
            "row.spacing = StackView.spacingUseSystem", "row.setCustomSpacing(20, after: b)",
            "other.spacing = 10", "other.setCustomSpacing(StackView.spacingUseSystem, after: x)",
        ] {
            XCTAssertTrue(swift.contains(line), "missing: \(line)\n\(swift)")
        }
    }

    func testAConflictWithAStackRuleNamesTheRuleAndTheStack() {
        // Catalogue: stackViewConstraint
        assertProveDiagnostics(
            rowAcrossTheTop(
                options: ["distribution: fillEqually"],
                arranged: ["a: {intrinsicSize: 10x10}", "b: {intrinsicSize: 10x10}"],
                constraints: ["a.width == 100"]),
            """
            spec.yaml:11:7: error: These 8 required constraints cannot all hold at 'portrait' (390x844). Remove \
            one or lower its priority.
            spec.yaml:11:7: note: 'row.leading == view.leading', from '|[row]'
            spec.yaml:11:8: note: 'row.trailing == view.trailing', from '[row]|'
            spec.yaml:13:5: note: 'a.width == 100'
            spec.yaml:2:9: note: 'view.width == 390', the root view's size 'portrait'
            spec.yaml:4:3: note: 'row.leading == a.leading', UISV-canvas-connection of the stack view 'row'
            spec.yaml:4:3: note: 'row.trailing == b.trailing', UISV-canvas-connection of the stack view 'row'
            spec.yaml:4:3: note: 'b.leading == a.trailing', UISV-spacing of the stack view 'row'
            spec.yaml:4:3: note: 'b.width == a.width', UISV-fill-equally of the stack view 'row'
            """)
    }

    func testACustomSpacingAfterAViewTheStackDoesNotArrangeIsAnError() {
        // Catalogue: customSpacingAfterNoArrangedView
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  row:
                    type: StackView
                    customSpacing: {titel: 20}
                    arrangedSubviews:
                      title: {type: Label, text: Hi}
                """,
            "spec.yaml:6:21: error: 'titel' is not an arranged subview of the stack view 'row', so it has no "
                + "custom spacing. Did you mean 'title'?")
    }

    func testABaselineAlignmentOfAVerticalStackIsAnError() {
        // Catalogue: baselineAlignmentOfVerticalStack
        assertResolveDiagnostics(
            portraitScene + """
                views:
                  column: {type: StackView, axis: vertical, alignment: firstBaseline}
                """,
            "spec.yaml:4:56: error: The stack view 'column' is vertical, so its views share no baseline to align "
                + "on 'firstBaseline'. Use 'leading', 'center' or 'trailing', or make the stack horizontal.")
    }

    func testAProportionalStackWithAViewWithoutAnIntrinsicWidthIsWarnedAbout() {
        // Catalogue: proportionalStackWithoutIntrinsicLengths
        assertProveDiagnostics(
            rowAcrossTheTop(
                options: ["distribution: fillProportionally"],
                arranged: ["a: {intrinsicSize: 100x10}", "b: {}"], constraints: ["b.height == 10"]),
            """
            spec.yaml:4:3: warning: The stack view 'row' shares its width in proportion to its views' \
            intrinsic widths at 'portrait' (390x844), but 'b' has none, so it gets no width of it (or, when \
            no view has one, the stack fills equally). Give it an intrinsic size, or use 'fillEqually'.
            """)
    }

    func testEqualHuggingInAFillStackIsATieThatSaysWhichViewUIKitStretches() {
        // Catalogue: stackTieBrokenByIndex
        let run = proveCoreSnippet(
            rowAcrossTheTop(
                options: ["spacing: 8"],
                arranged: ["title: {type: Label, text: Wi-Fi}", "value: {type: Label, text: Home}"]))
        let printed = run.printed
        XCTAssertTrue(printed.contains("These 2 constraints tie at priority 250"), printed)
        XCTAssertTrue(
            printed.contains(
                "spec.yaml:4:3: note: UIKit breaks this tie in the stack view 'row' by index: it stretches 'title', "
                    + "the first of them (Interface Builder warns of a content priority ambiguity)."), printed
        )
    }

    /// Two buttons that hug equally in a horizontal `fill` stack: the tie, its six notes, once.
    func testATieOfTwoButtonsInAFillStackIsReportedOnce() {
        assertProveDiagnostics(
            rowAcrossTheTop(arranged: goAndResetButtons),
            """
            spec.yaml:7:7: error: These 2 constraints tie at priority 250 at 'portrait' (390x844): the layout can \
            satisfy either at the other's expense, so it is not determined. Raise the horizontal hugging of \
            'resetButton' to 251; that determines it.
            spec.yaml:7:7: note: 'goButton.width <= 30 @250', from the intrinsic content size of 'goButton' and its \
            hugging or compression resistance priority
            spec.yaml:8:7: note: 'resetButton.width <= 39 @250', from the intrinsic content size of 'resetButton' \
            and its hugging or compression resistance priority
            spec.yaml:7:7: note: It leaves the horizontal layout of 'goButton' ambiguous.
            spec.yaml:8:7: note: It leaves the horizontal layout of 'resetButton' ambiguous.
            spec.yaml:4:3: note: UIKit breaks this tie in the stack view 'row' by index: it stretches 'goButton', the \
            first of them (Interface Builder warns of a content priority ambiguity).
            spec.yaml:7:7: note: At 'portrait' (390x844), 'goButton.width' can be 351 or 251: both layouts \
            satisfy every constraint.
            """)
    }

    /// Where the note says which view UIKit stretches, the proof's layout (which `layout` prints
    /// and `render` draws) stretches that view.
    func testTheLayoutOfATieStretchesTheViewTheNoteSaysUIKitStretches() throws {
        let run = proveCoreSnippet(
            rowAcrossTheTop(
                options: ["spacing: 8"],
                arranged: goAndResetButtons))
        XCTAssertTrue(run.printed.contains("it stretches 'goButton', the first of them"), run.printed)
        let layout = try XCTUnwrap(run.proof?.layouts.first)
        XCTAssertEqual(
            LayoutPrinter.text(layout),
            """
            Scene at portrait (390x844)
            view (0, 0, 390, 844)
              row (0, 0, 390, 30)
                goButton (0, 0, 343, 30)
                resetButton (351, 0, 39, 30)

            """)
    }

    func testAStackForcedLeftToRightKeepsItsOrderInARightToLeftSize() throws {
        // UIKit reads a stack view's constraints in the stack's direction: forced left to right,
        // 'a' stays on the left while its arranged views, unspecified, follow the interface.
        let run = proveCoreSnippet(
            """
            scene: Scene
            sizes:
              rtl: {size: 300x100, layoutDirection: rightToLeft}
            views:
              row:
                type: StackView
                spacing: 10
                semanticContentAttribute: forceLeftToRight
                arrangedSubviews:
                  a: {intrinsicSize: 50x10}
                  b: {intrinsicSize: 60x10}
            constraints:
              - row.left == view.left
              - V:|[row]
            """)
        let proof = try XCTUnwrap(run.proof, run.printed)
        XCTAssertTrue(proof.holds, run.printed)
        XCTAssertEqual(proof.layouts[0].frame(of: "row"), CGRect(x: 0, y: 0, width: 120, height: 10))
        XCTAssertEqual(proof.layouts[0].frame(of: "a"), CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(proof.layouts[0].frame(of: "b"), CGRect(x: 60, y: 0, width: 60, height: 10))
    }

    func testANestedStacksRulesAreNamedAfterTheStackThatMadeThem() throws {
        let run = proveCoreSnippet(form)
        let proof = try XCTUnwrap(run.proof, run.printed)
        XCTAssertTrue(proof.holds, run.printed)
        let scene = try XCTUnwrap(run.scene)
        let lines = SceneProver.constraintLines(of: scene, at: scene.sizes[1])
        // The form's spacing between 'email' and the nested stack 'row' is the form's rule; the
        // row's own spacing is the row's.
        XCTAssertTrue(
            lines.contains(
                "spec.yaml:6:3: 'row.top == email.bottom + 12', UISV-spacing of the stack view 'form'"),
            lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains(
                "spec.yaml:15:7: 'note.leading == label.trailing + 8', UISV-spacing of the stack view 'row'"),
            lines.joined(separator: "\n"))
    }
}
