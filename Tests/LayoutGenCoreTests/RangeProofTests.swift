import LayoutGenCore
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutProof

/// Proving a spec over a range of sizes: the sub-ranges where it fails, the breakpoints, lint
/// over a range, and what cannot be proven, each worked out by hand.
final class RangeProofTests: XCTestCase {
    /// A scene proven over the widths of phones, 320 to 440, at a height of 844: 'phones' is
    /// declared at 3:3, and what follows starts on line 4.
    private let phones = """
        scene: Scene
        sizes:
          phones: 320...440x844

        """

    /// A box 300 wide kept 20 from both sides: it needs 340; above 340 nothing places it.
    private var boxBetweenMargins: String {
        phones + """
            views:
              box: {color: red}
            constraints:
              - box.width == 300
              - box.leading >= view.leading + 20
              - box.trailing <= view.trailing - 20
              - box.top == view.top + 20
              - box.height == 50
            """
    }

    /// A panel 100 from the top of the root and 20 from its bottom, and at least 500 high: it
    /// fits from a height of 620. Its constraints' lines: after `constraints:` on line 6, the
    /// second of them is at 8:5.
    private let panelConstraints = """
          - H:|-20-[panel]-20-|
          - panel.top == view.top + 100
          - panel.bottom == view.bottom - 20
          - panel.height >= 500
        """

    /// The error for the panel's conflict at heights from `lowest` to under 620 of `size`,
    /// where the root is `width` wide, with the second of ``panelConstraints`` on line `line`;
    /// its numbers are those of `example`, a size inside the conflict.
    private func panelConflict(line: Int, from lowest: Int, of size: String, width: String, example: String)
        -> String
    {
        """
        spec.yaml:\(line):5: error: These 4 required constraints cannot all hold at heights \(lowest) to under 620 \
        of '\(size)' (\(width); for example \(example)). Remove one or lower its priority.
        spec.yaml:\(line):5: note: 'panel.top == view.top + 100'
        spec.yaml:\(line + 1):5: note: 'panel.bottom == view.bottom - 20'
        spec.yaml:\(line + 2):5: note: 'panel.height >= 500'
        spec.yaml:3:3: note: 'view.height', the root view's height at each size of '\(size)'
        """
    }

    func testAConflictAndAnAmbiguityAreReportedWhereTheyHappenInTheRange() {
        assertProveDiagnostics(
            boxBetweenMargins,
            """
            spec.yaml:5:3: error: The horizontal position of 'box' is ambiguous at widths over 340 to 440 of 'phones' \
            (height 844; for example 390x844): its constraints leave it free to move. Add a pin or a size on this axis.
            spec.yaml:8:5: note: 'box.leading >= view.leading + 20'
            spec.yaml:9:5: note: 'box.trailing <= view.trailing - 20'
            spec.yaml:7:5: note: 'box.width == 300'
            spec.yaml:5:3: note: At 'phones' (390x844), 'box.left' can be 70 or 20 (in its superview): both \
            layouts satisfy every constraint.
            spec.yaml:7:5: error: These 4 required constraints cannot all hold at widths 320 to under 340 of 'phones' \
            (height 844; for example 330x844). Remove one or lower its priority.
            spec.yaml:7:5: note: 'box.width == 300'
            spec.yaml:8:5: note: 'box.leading >= view.leading + 20'
            spec.yaml:9:5: note: 'box.trailing <= view.trailing - 20'
            spec.yaml:3:3: note: 'view.width', the root view's width at each size of 'phones'
            spec.yaml:5:3: note: With one of these constraints set aside, the horizontal position and width of 'box' \
            are ambiguous too; that goes away with the conflict.
            """)
    }

    /// The sizes where each finding of `yaml` holds, one diagnostic a line, as `check --format
    /// json` writes them: its `where`, keys sorted.
    private func whereData(_ yaml: String) throws -> [String] {
        let run = proveCoreSnippet(yaml)
        let report = CheckReport.SpecReport(
            path: "spec.yaml", scene: "Scene", holds: false, diagnostics: run.diagnostics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try report.diagnostics.map { String(decoding: try encoder.encode($0.where), as: UTF8.self) }
    }

    /// `check --format json` lists exactly the sizes where each finding holds: a listed size by
    /// name, a part of a range as its widths and heights, each end included or not.
    func testCheckJSONSaysExactlyWhereEachFindingHolds() throws {
        let interval = { (from: Int, to: Int, includesFrom: Bool, includesTo: Bool) in
            #"{"from":\#(from),"includesFrom":\#(includesFrom),"includesTo":\#(includesTo),"to":\#(to)}"#
        }
        let height844 = interval(844, 844, true, true)
        // The ambiguity at 390 and over 340 to 440; the conflict from 320 to under 340.
        XCTAssertEqual(
            try whereData(
                boxBetweenMargins.replacingOccurrences(
                    of: "  phones: 320...440x844\n", with: "  portrait: 390x844\n  phones: 320...440x844\n")),
            [
                #"[{"size":"portrait"},{"height":\#(height844),"range":"phones","width":\#(interval(340, 440, false, true))}]"#,
                #"[{"height":\#(height844),"range":"phones","width":\#(interval(320, 340, true, false))}]"#,
            ])
        // In a box, the panel's conflict at every width and at heights from 500 to under 620.
        XCTAssertEqual(
            try whereData(
                """
                scene: Scene
                sizes:
                  box: {width: 320...440, height: 500...900}
                views:
                  panel: {color: red}
                constraints:

                """ + panelConstraints),
            [
                #"[{"height":\#(interval(500, 620, true, false)),"range":"box","width":\#(interval(320, 440, true, true))}]"#
            ])
    }

    /// A part's end is worded by the number it prints as: a breakpoint where text wraps, found
    /// at 353.9999999 (TextMetrics' 1e-7 slack), prints as 354; a part that ends there, closed,
    /// holds no size at 354, so it ends "under 354", and the open part after it holds 354, so
    /// it starts "354".
    func testAPartEndsUnderTheNumberItPrintsAsWhenThatNumberIsNotInIt() {
        let range = SizeSpec(
            name: "phones", width: 200, height: 844, upperBound: Dimensions(width: 440, height: 844),
            location: SourceLocation(file: "spec.yaml", line: 3, column: 3))
        let grid = RangeGrid(
            range: range, widthLines: [200, 353.999_999_9, 440], heightLines: [844],
            covers: (0..<5).map { [$0] }, samples: [200, 277, 353.999_999_9, 397, 440].map { ($0, 844) },
            isPoint: [true, false, true, false, true])
        XCTAssertEqual(
            grid.describe(tiles: [0, 1, 2]).parts,
            ["widths 200 to under 354 of 'phones' (height 844; for example 277x844)"])
        XCTAssertEqual(
            grid.describe(tiles: [3, 4]).parts,
            ["widths 354 to 440 of 'phones' (height 844; for example 397x844)"])
        // Where the number is the end itself, the end's own openness says it.
        XCTAssertEqual(
            grid.describe(tiles: [0, 1]).parts,
            ["widths 200 to under 354 of 'phones' (height 844; for example 277x844)"])
    }

    func testTheRangeIsCutAtItsBreakpointsAndEveryPieceIsProven() throws {
        let run = proveCoreSnippet(boxBetweenMargins)
        let range = try XCTUnwrap(run.proof?.ranges.first)
        // 320 and (320, 340) conflicting, followed through the conflict like any regime (UIKit
        // breaks the same constraint all along), then 340 exactly (where the box just fits:
        // determined), (340, 440) ambiguous, 440.
        XCTAssertEqual(
            range.pieces.map(\.widths),
            [
                .point(320), SizeInterval(lower: 320, upper: 340, lowerIsOpen: true, upperIsOpen: true),
                .point(340), SizeInterval(lower: 340, upper: 440, lowerIsOpen: true, upperIsOpen: true),
                .point(440),
            ])
        XCTAssertEqual(range.pieces.map(\.holds), [false, false, true, false, false])
        XCTAssertTrue(range.pieces.allSatisfy { $0.heights == .point(844) })
        XCTAssertEqual(range.pieces.map(\.isProvenAtSampleOnly), [false, false, false, false, false])
        // 340 is where the trailing inequality becomes tight as the width falls, found exactly
        // from the side where the box fits.
        XCTAssertEqual(range.breakpoints.map(\.value), [340])
        XCTAssertEqual(
            range.breakpoints.first?.reason,
            "'box.leading >= view.leading + 20' (spec.yaml:8:5) becomes tight or exactly met, or stops being so"
        )
    }

    func testARangeOfHeightsIsProvenLikeOneOfWidths() {
        // The panel is 100 from the top and 20 from the bottom, and at least 500 high: it fits
        // from a height of 620.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              tall: {width: 390, height: 500...900}
            views:
              panel: {color: blue}
            constraints:

            """ + panelConstraints,
            panelConflict(line: 8, from: 500, of: "tall", width: "width 390", example: "390x560"))
    }

    func testLintOverARangeNamesTheWidthsWhereACheckFires() {
        // The chip ends at 10 + 100 = 110; the logo, 80 wide and centred, starts at w / 2 - 40,
        // which passes 110 at w = 300. The label is w - 40 wide; its 17-point text needs 3 lines
        // until the first line holds "Hello there, this is a long", 186.68 wide (TextMetrics), and
        // the rest fits on the second: at 226.68 (less TextMetrics' 1e-7 slack).
        assertProveDiagnostics(
            truncatedTitleAndOverlappingLogoOverPhones,
            """
            spec.yaml:5:3: warning: The text of 'title' is truncated at widths 200 to under 226.678 of 'phones' \
            (height 844; for example 213x844): it needs 3 lines at its width of 173 where it shows 2. Give it room, \
            or write 'lint: {truncation: false}' on it.
            spec.yaml:7:3: warning: 'logo' overlaps its sibling 'chip' at widths 200 to under 300 of 'phones' \
            (height 844; for example 213x844), and is drawn over it. Place one beside the other (as \
            'chip.trailing <= logo.leading - 8'), or if that is meant, write 'lint: {overlap: false}' on either.
            """)
    }

    func testALabelsBreakpointsAreWhereItsLinesChange() throws {
        let text = "Hello there, this is a long label with more words"
        let run = proveCoreSnippet(
            """
            scene: Scene
            sizes:
              phones: 200...440x844
            views:
              title: {type: Label, text: "\(text)", numberOfLines: 0}
            constraints:
              - H:|-20-[title]-20-|
              - title.top == view.top + 100
            """)
        XCTAssertEqual(run.printed, "")
        let range = try XCTUnwrap(run.proof?.ranges.first)
        let widths = range.breakpoints.map(\.value)
        // The label is w - 40 wide: where the line "Hello there, this is a long" comes to fit
        // (TextMetrics' 1e-7 slack for rounding below it) is one breakpoint.
        let fits =
            Double(TextMetrics.width(of: "Hello there, this is a long", font: .systemFont(ofSize: 17))) + 40
        XCTAssertTrue(widths.contains { abs($0 - (fits - 1e-7)) < 1e-6 }, "\(widths)")
        for width in widths {
            XCTAssertEqual(
                range.breakpoints.first { $0.value == width }?.reason, "how the text of 'title' wraps")
            // The lines differ on either side of it.
            XCTAssertNotEqual(lines(for: text, at: width - 0.01), lines(for: text, at: width), "\(width)")
        }
        // And nowhere else: between breakpoints the lines stay as they are.
        var previous = lines(for: text, at: 200)
        for step in 1...960 {
            let width = 200 + Double(step) * 0.25
            let current = lines(for: text, at: width)
            if current != previous {
                XCTAssertTrue(widths.contains { abs($0 - width) < 0.25 }, "lines change near \(width)")
            }
            previous = current
        }
    }

    private func lines(for text: String, at width: Double) -> [String] {
        TextMetrics.lines(of: text, font: .systemFont(ofSize: 17), maxWidth: CGFloat(width - 40))
    }

    func testABoxOfSizesIsCutWhereEitherDimensionChangesTheLayout() {
        // The box needs 340 of width as before; the panel below it needs a height of 620. The
        // conflicts hold at every height and at every width, each in its own strip.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              phones: {width: 320...440, height: 568...956}
            views:
              box: {color: red}
              panel: {color: blue}
            constraints:
              - box.width == 300
              - H:|-(>=20)-[box]-(>=20)-|
              - box.centerX == view.centerX
              - box.top == view.top + 20
              - box.height == 50

            """ + panelConstraints,
            """
            spec.yaml:8:5: error: These 4 required constraints cannot all hold at widths 320 to under 340 of \
            'phones' (any height; for example 330x568). Remove one or lower its priority.
            spec.yaml:8:5: note: 'box.width == 300'
            spec.yaml:9:7: note: 'box.leading >= view.leading + 20', from '|-(>=20)-[box]'
            spec.yaml:9:16: note: 'box.trailing <= view.trailing - 20', from '[box]-(>=20)-|'
            spec.yaml:3:3: note: 'view.width', the root view's width at each size of 'phones'
            spec.yaml:5:3: note: With one of these constraints set aside, the horizontal position and width of 'box' \
            are ambiguous too; that goes away with the conflict.

            """ + panelConflict(line: 14, from: 568, of: "phones", width: "any width", example: "330x568"))
    }

    func testABoxWhoseLayoutChangesAslantIsNotProven() {
        // Catalogue: rangeAslant
        // A square as wide as the root less 40 fits under the root's height only while the
        // width is at most the height: the boundary is the diagonal.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              box: {width: 300...500, height: 300...500}
            views:
              square: {color: red}
            constraints:
              - H:|-20-[square]-20-|
              - square.height == square.width
              - square.top == view.top + 20
              - square.bottom <= view.bottom - 20
            """,
            """
            spec.yaml:3:3: error: layoutgen cannot prove 'box' (300...500x300...500) as a box: its layout changes \
            along a slanted line (where width and height matter together, such as an aspect ratio, the margins \
            that change where the width passes the height, or a conflict that starts along such a line), which a \
            grid of widths and heights does not cut into proven pieces. Prove ranges of widths at given heights, \
            and of heights at given widths, instead.
            """)
    }

    func testAGuideWhoseInsetsFollowTheWidthIsNotProvenAsARange() {
        // Catalogue: rangeMeasurementVaries
        // The card's left edge is at w / 2 - 150, inside the 40-point unsafe strip until
        // w = 380: its safe area's inset there is 40 - (w / 2 - 150), which moves with w.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes:
              wide: {size: 300...440x844, safeArea: {left: 40}}
            views:
              card:
                color: red
                subviews:
                  dot: {color: blue}
            constraints:
              - card.leading == view.centerX - 150
              - card.width == 300
              - V:|-100-[card(100)]
              - dot.leading == card.safeAreaLayoutGuide.leading
              - dot.top == card.top
              - dot.width == 10
              - dot.height == 10
            """,
            """
            spec.yaml:3:3: error: layoutgen cannot prove 'wide' (300...440x844) as a range: the insets of a layout \
            guide of 'card' change with the root's width from 300 on, and the range proof follows only layouts whose \
            guide insets stay fixed between breakpoints. List the sizes to prove instead.
            """)
    }

    func testTheRangesCornersAreTheSizesGeneratedCodeLists() throws {
        let source = try XCTUnwrap(
            emitCoreSnippet(
                phones + """
                    views:
                      box: {color: red}
                    constraints:
                      - H:|-20-[box]-20-|
                      - V:|-20-[box(50)]
                    """))
        XCTAssertTrue(source.contains("/// The Scene scene, proven at phones (320...440 x 844)."), source)
        XCTAssertTrue(
            source.contains("LayoutEnvironment(\"phones (smallest)\", size: CGSize(width: 320, height: 844))")
        )
        XCTAssertTrue(
            source.contains("LayoutEnvironment(\"phones (largest)\", size: CGSize(width: 440, height: 844))"))
    }

    func testBreakpointsCloserThanTheSweepsStepAreReported() {
        // Catalogue: rangeNotFollowed
        // Each box would be 300 (or 300.0000005) wide, but no wider than the root less 40: one
        // stops shrinking at 340, the other at 340.0000005, 5e-7 apart: the sweep tells sizes
        // apart down to 1e-9 of them (3.4e-7 here), but then has no room to step between them.
        assertProveDiagnostics(
            phones + """
                views:
                  a: {color: red}
                  b: {color: blue}
                constraints:
                  - a.leading == view.leading + 20
                  - a.width == 300 @750
                  - a.width <= view.width - 40
                  - b.leading == view.leading + 20
                  - b.width == 300.0000005 @750
                  - b.width <= view.width - 40
                  - V:|-20-[a(50)]-[b(50)]
                """,
            """
            spec.yaml:3:3: error: layoutgen cannot prove 'phones' (320...440x844) as a range: near 340 the \
            layout changes twice closer together than a billionth of the size, which layoutgen cannot tell apart. \
            List the sizes to prove there instead.
            """)
    }

    func testAPartProvenAtOneSizeThatHoldsIsReportedAsNotProven() {
        // Catalogue: rangePartUnproven
        // Proving a box reports a part between conflicts (on a line of its grid) as not proven
        // when the size it was tried at holds; no spec here reaches it, since the sweep looks
        // for holding sizes inside bands first, so the message is checked as made.
        XCTAssertEqual(
            Diagnostic.rangePartUnproven(
                size: "'phones' (320...440x568...956)",
                where: "at widths over 330 to under 340 and height 600 of 'phones'",
                at: nil
            ).description,
            "layoutgen: error: layoutgen cannot prove 'phones' (320...440x568...956) at widths over 330 to under 340 "
                + "and height 600 of 'phones': that part lies between conflicts and holds where it was tried, but the "
                + "proof does not follow the layout through it. List sizes to prove there.")
    }

    func testTheProofsOwnWarningsAreCutWhereTheyStart() {
        // The bar is w - 400 wide: negative below 400, zero at 400 exactly (a size of its own),
        // positive above.
        assertProveDiagnostics(
            phones + """
                views:
                  bar: {color: red}
                constraints:
                  - bar.leading == view.leading
                  - bar.width == view.width - 400
                  - bar.top == view.top + 20
                  - bar.height == 10
                """,
            """
            spec.yaml:5:3: warning: 'bar' gets a negative size, -40x10, at widths 320 to under 400 of 'phones' \
            (height 844; for example 360x844), so UIKit draws nothing for it.
            spec.yaml:5:3: warning: 'bar' has a color but is zero wide at width 400 of 'phones' (400x844), so none of \
            it shows. If that is meant, write 'lint: {zeroSize: false}' on it.
            """)
    }

    func testTheRootsMarginsChangeAt414AndTheBreakpointSaysWhy() throws {
        // The card lies between the root's margins: 16 below 414 points wide, 20 from 414
        // (UIKit's system minimum for a portrait view). The 375-wide child fits a card of
        // w - 32 from 407 and of w - 40 from 415, so it is clipped below 407 and on [414, 415).
        let run = proveCoreSnippet(
            phones + """
                views:
                  card:
                    color: blue
                    subviews:
                      child: {color: red}
                constraints:
                  - H:|-[card]-|
                  - V:|-20-[card(100)]
                  - H:|[child(375)]
                  - V:|[child(50)]
                """)
        XCTAssertTrue(
            run.printed.hasPrefix(
                "spec.yaml:8:7: warning: 'child' extends past the right edge of its superview 'card' at widths 320 to "
                    + "under 407 of 'phones' (height 844; for example 363x844), widths 414 to under 415 of 'phones' "
                    + "(height 844; for example 414.5x844)"), run.printed)
        let range = try XCTUnwrap(run.proof?.ranges.first)
        // Lint's clipping tolerance (1e-6) puts its two breakpoints a millionth of a point early.
        XCTAssertEqual(range.breakpoints.map(\.displayedValue), ["407", "414", "415"])
        XCTAssertEqual(
            range.breakpoints[1].reason,
            "the least side margins UIKit gives 'view' (its view controller's systemMinimumLayoutMargins) "
                + "change between 16 and 20 points: 16 in portrait below a width of 414, else 20")
    }

    /// A label's truncation breakpoint, found from frames snapped to a millionth of a point,
    /// came out as 403.499999 from one height and 403.5 from another; the box's grid made a
    /// cell a millionth wide of them, whose corners decided differently, and refused the box as
    /// slanted. The two are one line.
    func testALintBreakpointFoundAMillionthApartFromTwoHeightsIsOneLine() {
        assertProveDiagnostics(
            """
            scene: OneLine
            sizes: {phones: {width: 320...440, height: 568...956}}
            views: {name: {type: Label, text: A rather long display name here}, follow: {color: blue}}
            constraints: ["H:|-16-[name(>=150)]-8-[follow(100)]-16-|", "V:|-20-[name(30)]", "V:|-20-[follow(30)]"]
            """,
            """
            spec.yaml:3:9: warning: The text of 'name' is truncated at widths 320 to under 380.316 of 'phones' (any \
            height; for example 350x568): it needs a width of 240.316 where it gets 210. Give it room, or write \
            'lint: {truncation: false}' on it.
            """)
    }
}
