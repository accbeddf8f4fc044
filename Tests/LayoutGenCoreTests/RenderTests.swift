import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

/// The pictures `layoutgen render` draws, element by element, on small specs whose frames are
/// worked out by hand.
final class RenderTests: XCTestCase {
    // MARK: Views

    func testViewIsOneRectangleAtItsFrameFilledWithItsColor() {
        let drawings = renderDrawings(
            portraitScene + """
                views:
                  box: {color: "#336699"}
                  plain: {}
                  faded: {color: red, alpha: 0.5}
                constraints:
                  - H:|-20-[box(100)]
                  - V:|-30-[box(50)]
                  - H:|-20-[plain(60)]
                  - V:[box]-10-[plain(40)]
                  - H:|-200-[faded(10)]
                  - V:|-30-[faded(20)]
                """)
        let svg = SceneRenderer.svg(drawings)
        // |-20- is 20 points from the root's edge: box is (20, 30, 100, 50).
        XCTAssertTrue(
            svg.contains("\n<rect x=\"20\" y=\"30\" width=\"100\" height=\"50\" fill=\"#336699\"/>\n"), svg)
        // A view without a color is only outlined; plain is 10 below the box.
        XCTAssertTrue(
            svg.contains("\n<rect x=\"20\" y=\"90\" width=\"60\" height=\"40\" fill=\"none\"/>\n"), svg)
        // 'faded' is too narrow for its id, which is its rectangle's tooltip.
        XCTAssertTrue(
            svg.contains(
                "\n<rect x=\"200\" y=\"30\" width=\"10\" height=\"20\" fill=\"#FF0000\" fill-opacity=\"0.5\">"
                    + "<title>faded</title></rect>\n"),
            svg)
        XCTAssertEqual(drawings.map(\.title), ["Scene at portrait (390x844)"])
        assertWellFormedSVG(svg)
    }

    func testSubviewOfAScrolledScrollViewLandsAtItsPlaceOnScreen() throws {
        let drawings = renderDrawings(
            portraitScene + """
                views:
                  scroll:
                    type: ScrollView
                    subviews:
                      content:
                        subviews:
                          child: {color: green}
                constraints:
                  - H:|[scroll]|
                  - V:|-100-[scroll(400)]
                  - H:|[content]|
                  - V:|[content(1000)]|
                  - content.width == scroll.frameLayoutGuide.width
                  - H:|-20-[child(50)]
                  - V:|-300-[child(50)]
                """, contentOffsets: ["scroll": CGPoint(x: 0, y: 250)])
        let drawing = try XCTUnwrap(drawings.first)
        // The content starts at the scroll view's top (100) less the offset (250): y = -150, and
        // the child 300 below that.
        XCTAssertEqual(drawing.view("child")?.rect, CGRect(x: 20, y: 150, width: 50, height: 50))
        XCTAssertEqual(drawing.view("content")?.rect, CGRect(x: 0, y: -150, width: 390, height: 1000))
        let scroll = try XCTUnwrap(drawing.view("scroll")?.scroll)
        XCTAssertEqual(scroll.viewport, CGRect(x: 0, y: 100, width: 390, height: 400))
        XCTAssertEqual(scroll.content, CGRect(x: 0, y: -150, width: 390, height: 1000))
        XCTAssertEqual(
            drawing.view("scroll")?.guide("frameLayoutGuide")?.rect,
            CGRect(x: 0, y: 100, width: 390, height: 400))
        let svg = SceneRenderer.svg(drawings)
        XCTAssertTrue(
            svg.contains("\n<rect x=\"20\" y=\"150\" width=\"50\" height=\"50\" fill=\"#00FF00\"/>\n"), svg)
        // The veil covers all the content draws less the viewport: -150 to 850, less 100 to 500.
        XCTAssertTrue(svg.contains("<path d=\"M0 -150H390V850H0ZM0 100H390V500H0Z\" fill=\"#FFFFFF\""), svg)
        // The canvas grows upward to hold the content above the screen: the drawing moves down
        // 150 more than the top of its column.
        let translate = try XCTUnwrap(drawingOrigins(svg).first)
        XCTAssertEqual(translate.x, 16)
        let screenTop = translate.y
        let unscrolled = try XCTUnwrap(
            drawingOrigins(SceneRenderer.svg(renderDrawings(portraitScene + "views: {box: {}}\n"))).first)
        XCTAssertGreaterThanOrEqual(screenTop - unscrolled.y, 150)
    }

    func testContentOffsetsAreGivenBackAfterDrawing() throws {
        let scene = try XCTUnwrap(
            buildCoreSnippet(
                portraitScene + """
                    views: {scroll: {type: ScrollView, contentSize: 390x2000}}
                    constraints: ["H:|[scroll]|", "V:|[scroll]|"]
                    """))
        let drawings = SceneRenderer.drawings(
            of: scene, at: scene.sizes, contentOffsets: ["scroll": CGPoint(x: 0, y: 300)])
        XCTAssertEqual(drawings.first?.view("scroll")?.scroll?.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(drawings.first?.view("scroll")?.scroll?.content.minY, -300)
        XCTAssertEqual((scene.view("scroll") as? ScrollView)?.contentOffset, .zero)
    }

    func testCanvasGrowsToHoldContentBeyondTheScreen() {
        let svg = SceneRenderer.svg(
            renderDrawings(
                scrollViewSpec(
                    subviews: "wide: {color: blue}",
                    constraints: """
                        - H:|[wide(800)]|
                        - V:|[wide]|
                        - wide.height == scroll.frameLayoutGuide.height
                        """)))
        // 16 + the content's 800 + 16.
        XCTAssertTrue(svg.contains(" width=\"832\" height=\""), svg)
        XCTAssertTrue(svg.contains("<path d=\"M0 0H800V844H0ZM0 0H390V844H0Z\""), svg)
    }

    func testLabelShowsTheLinesTheRuntimeWrappedCentredVertically() throws {
        // In the 20-point system font, "Hello wide" is 90.144 wide, "Hello wide world" 142.901,
        // "world of" 70.596, "world of text" 107.87: three lines in 100 points.
        let spec =
            portraitScene + """
                views:
                  label: {type: Label, text: Hello wide world of text, numberOfLines: 0, font: {size: 20}}
                constraints:
                  - H:|-10-[label(100)]
                  - V:|-50-[label]
                """
        let drawing = try XCTUnwrap(renderDrawings(spec).first)
        let label = try XCTUnwrap(drawing.view("label"))
        // Three lines of 20 * 2444 / 2048 = 23.8671875 fill the label.
        XCTAssertEqual(label.rect, CGRect(x: 10, y: 50, width: 100, height: 71.6015625))
        XCTAssertEqual(label.text?.lines.map(\.text), ["Hello wide", "world of", "text"])
        let svg = SceneRenderer.svg([drawing])
        // The first baseline is one ascender (20 * 1950 / 2048 = 19.04296875) below the top;
        // each line is drawn as wide as it measures, in the system font's families.
        XCTAssertTrue(
            svg.contains(
                """
                <g font-family="-apple-system, SF Pro Text, Roboto, sans-serif" font-size="20" fill="#000000" \
                stroke="none" xml:space="preserve">
                <text x="10" y="69.043" textLength="90.144" lengthAdjust="spacingAndGlyphs">Hello wide</text>
                <text x="10" y="92.91" textLength="70.596" lengthAdjust="spacingAndGlyphs">world of</text>
                <text x="10" y="116.777" textLength="32.573" lengthAdjust="spacingAndGlyphs">text</text>
                </g>
                """), svg)
        XCTAssertEqual(label.firstBaseline, 69.04296875)
        XCTAssertEqual(label.lastBaseline, 116.77734375)
    }

    func testRightToLeftLabelLinesStartOnTheRight() throws {
        let drawing = try XCTUnwrap(
            renderDrawings(
                """
                scene: Scene
                sizes: {arabic: {size: 390x844, layoutDirection: rightToLeft}}
                views:
                  label: {type: Label, text: Hello wide world of text, numberOfLines: 0, font: {size: 20}}
                constraints:
                  - H:|-10-[label(100)]
                  - V:|-50-[label]
                """
            ).first)
        // Leading is the right: the label ends 10 from the right edge, at 380, and so do its lines.
        XCTAssertEqual(drawing.view("label")?.rect, CGRect(x: 280, y: 50, width: 100, height: 71.6015625))
        let widths = ["Hello wide", "world of", "text"].map {
            TextMetrics.width(of: $0, font: .systemFont(ofSize: 20))
        }
        XCTAssertEqual(drawing.view("label")?.text?.lines.map(\.frame.minX), widths.map { 380 - $0 })
        XCTAssertEqual(drawing.title, "Scene at arabic (390x844, right to left)")
    }

    func testControlsShowTheirTitlesTextAndPlaceholders() throws {
        let drawing = try XCTUnwrap(
            renderDrawings(
                portraitScene + """
                    views:
                      button: {type: Button, title: Go}
                      field: {type: TextField, placeholder: Email}
                    constraints:
                      - H:|-20-[button(100)]
                      - V:|-20-[button]
                      - H:|-20-[field(200)]
                      - V:[button]-8-[field]
                    """
            ).first)
        // A 15-point title, 'Go' wide, centred in 100. The button is 30 tall (its 17.900390625
        // line rounded up to 18, plus 2 * 6); the line is centred: top 20 + 15 - 17.900390625 / 2,
        // baseline one ascender (15 * 1950 / 2048) lower.
        let title = try XCTUnwrap(drawing.view("button")?.text)
        XCTAssertEqual(title.role, .title)
        let go = TextMetrics.width(of: "Go", font: .systemFont(ofSize: 15))
        XCTAssertEqual(
            title.lines.map(\.frame),
            [CGRect(x: 70 - go / 2, y: 26.0498046875, width: go, height: 17.900390625)])
        XCTAssertEqual(title.lines.map(\.baseline), [40.33203125])
        // A field's placeholder starts 7 in, at 14 points: the 34-tall field at 58 centres its
        // 16.70703125 line at 66.646484375.
        let placeholder = try XCTUnwrap(drawing.view("field")?.text)
        XCTAssertEqual(placeholder.role, .placeholder)
        XCTAssertEqual(placeholder.lines.map(\.text), ["Email"])
        XCTAssertEqual(placeholder.lines[0].frame.minX, 27)
        XCTAssertEqual(placeholder.lines[0].frame.minY, 66.646484375, accuracy: 1e-9)
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(
            svg.contains("fill=\"#8E8E93\" stroke=\"none\" xml:space=\"preserve\">\n<text x=\"27\""), svg)
    }

    func testStackViewTakesItsBaselinesFromTheArrangedViewUIKitNames() throws {
        let scene = try XCTUnwrap(
            buildCoreSnippet(
                portraitScene + """
                    views:
                      row:
                        type: StackView
                        arrangedSubviews:
                          name: {type: Label, text: Name}
                          box: {intrinsicSize: 50x50}
                    constraints:
                      - row.leading == view.leading + 20
                      - row.top == view.top + 100
                    """))
        let drawing = try XCTUnwrap(SceneRenderer.drawings(of: scene, at: scene.sizes).first)
        let vendor = try XCTUnwrap(scene.view("row")?.forFirstBaselineLayout.accessibilityIdentifier)
        XCTAssertEqual(vendor, "name")
        // The label fills the row's 50 points: its line is centred at 125, its baseline one
        // ascender (16.1865234375) below the line's top, 125 - 20.287109375 / 2.
        let label = try XCTUnwrap(drawing.view("name"))
        XCTAssertEqual(label.firstBaseline, 131.04296875, accuracy: 1e-9)
        XCTAssertEqual(drawing.view("row")?.firstBaseline, label.firstBaseline)
        XCTAssertEqual(drawing.view("box")?.firstBaseline, 100)
    }

    func testHiddenViewsAndTheirSubviewsAreLeftOut() {
        let drawing = renderDrawings(
            portraitScene + """
                views:
                  shown: {color: red}
                  gone:
                    isHidden: true
                    subviews:
                      inner: {color: blue}
                constraints:
                  - H:|[shown(10)]
                  - V:|[shown(10)]
                  - H:|[gone(10)]
                  - V:|[gone(10)]
                  - H:|[inner]|
                  - V:|[inner]|
                """)
        XCTAssertEqual(drawing.first?.views.map(\.id), ["view", "shown"])
    }

    // MARK: Ids and text

    func testIDsAreShortenedToTheirViewAndLeftOutOfTinyViews() {
        let drawing = renderDrawings(
            portraitScene + """
                views:
                  roomyView: {}
                  narrowView: {}
                  tinyView: {}
                constraints:
                  - H:|-100-[roomyView(200)]
                  - V:|-100-[roomyView(40)]
                  - H:|-100-[narrowView(30)]
                  - V:|-200-[narrowView(40)]
                  - H:|-100-[tinyView(10)]
                  - V:|-300-[tinyView(40)]
                """)
        let svg = SceneRenderer.svg(drawing)
        XCTAssertTrue(svg.contains("<text x=\"102\" y=\"109\">roomyView</text>"), svg)
        // 26 points hold 4 characters of the 10-point id font (6 each): 3 and an ellipsis.
        XCTAssertTrue(svg.contains("<text x=\"102\" y=\"209\">nar…</text>"), svg)
        XCTAssertTrue(svg.contains("<title>narrowView</title>"), svg)
        XCTAssertFalse(svg.contains("<title>roomyView</title>"), svg)
        XCTAssertFalse(svg.contains(">tinyView</text>"), svg)
        XCTAssertTrue(
            svg.contains(
                "<rect x=\"100\" y=\"300\" width=\"10\" height=\"40\" fill=\"none\" pointer-events=\"all\">"
                    + "<title>tinyView</title></rect>"), svg)
    }

    /// Three rows 20 high, each a 12-point label and a 20-point button beside it; the middle
    /// button's width is set to both 60 and 80.
    private static let crowdedRows = """
        scene: Crowded
        sizes: {portrait: 390x300}
        views:
          rowOne:
            subviews:
              titleOne: {type: Label, text: Wi-Fi, font: {size: 12}}
              buttonOne: {type: Button, title: Join, font: {size: 12}}
          rowTwo:
            subviews:
              titleTwo: {type: Label, text: Bluetooth, font: {size: 12}}
              buttonTwo: {type: Button, title: Pair, font: {size: 12}}
          rowThree:
            subviews:
              titleThree: {type: Label, text: Cellular, font: {size: 12}}
              buttonThree: {type: Button, title: Edit, font: {size: 12}}
        constraints:
          - H:|[rowOne]|
          - H:|[rowTwo]|
          - H:|[rowThree]|
          - V:|-40-[rowOne(20)][rowTwo(20)][rowThree(20)]
          - H:|-8-[titleOne]-4-[buttonOne]
          - H:|-8-[titleTwo]-4-[buttonTwo]
          - H:|-8-[titleThree]-4-[buttonThree]
          - V:|[titleOne]|
          - V:|[titleTwo]|
          - V:|[titleThree]|
          - V:|[buttonOne]|
          - V:|[buttonTwo]|
          - V:|[buttonThree]|
          - buttonTwo.width == 60
          - buttonTwo.width == 80
        """

    func testCaptionsOnCrowdedRowsCoverNoTextAndNoOtherCaption() throws {
        var diagnostics = Diagnostics()
        let spec = try XCTUnwrap(
            SpecLoader().run(.text(Self.crowdedRows, file: coreSnippetFile), diagnostics: &diagnostics))
        let drawing = try XCTUnwrap(
            SceneRenderer.provenDrawings(of: spec, at: resolvedSizes(of: spec))?.first)
        XCTAssertEqual(drawing.overlay.conflict.count, 2)
        let painted = paintScene(drawing)
        let texts = painted.labels.filter { $0.kind == .text }
        XCTAssertEqual(texts.map(\.text), ["Wi-Fi", "Join", "Bluetooth", "Pair", "Cellular", "Edit"])
        // The constraints' labels, placed first: each moves down a line at a time (13 points)
        // from over the middle button until it covers no text, below the rows. Then the ids
        // that have room: the root's at its corner, each row's
        // at its top right, past its text.
        let captions = painted.labels.filter { $0.kind != .text }
        XCTAssertEqual(
            captions.map { "\($0.kind) \($0.text) \(SVGWriter.rectAttributes($0.box).map(\.value))" },
            [
                #"caption 'buttonTwo.width == 60' (line 30) ["-12.256", "108", "217.8", "13"]"#,
                #"caption 'buttonTwo.width == 80' (line 31) ["-12.256", "121", "217.8", "13"]"#,
                #"id view ["2", "0", "24", "11"]"#,
                #"id rowOne ["352", "40", "36", "11"]"#,
                #"id rowTwo ["352", "60", "36", "11"]"#,
                #"id rowThree ["340", "80", "48", "11"]"#,
            ])
        func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
            let shared = a.intersection(b)
            return !shared.isNull && shared.width > 0 && shared.height > 0
        }
        for (index, caption) in captions.enumerated() {
            for other in captions[(index + 1)...] + texts {
                XCTAssertFalse(overlap(caption.box, other.box), "\(caption) covers \(other)")
            }
        }
        // A label's or button's id has no room beside its text in a row 20 high: it is its
        // view's tooltip.
        XCTAssertEqual(
            painted.tooltips, ["titleOne", "buttonOne", "titleTwo", "buttonTwo", "titleThree", "buttonThree"])
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(svg.contains("<title>buttonTwo</title></rect>"), svg)
        XCTAssertFalse(svg.contains(">buttonTwo</text>"), svg)
        assertWellFormedSVG(svg)
    }

    func testIDsThatWouldCoverAnotherMoveDownALine() {
        let svg = SceneRenderer.svg(
            renderDrawings(
                portraitScene + """
                    views:
                      outer:
                        subviews:
                          inner: {}
                    constraints:
                      - H:|-100-[outer(200)]
                      - V:|-100-[outer(200)]
                      - H:|-5-[inner(100)]
                      - V:|-5-[inner(100)]
                    """))
        // 'outer' is at (100, 100); 'inner' at (105, 105) would cover it, so it is one line lower.
        XCTAssertTrue(svg.contains("<text x=\"102\" y=\"109\">outer</text>"), svg)
        XCTAssertTrue(svg.contains("<text x=\"107\" y=\"125\">inner</text>"), svg)
    }

    func testHostileIDsAndTextAreEscaped() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.accessibilityIdentifier = "view"
        let hostile = View(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        hostile.accessibilityIdentifier = "a<b&c\"d'e\u{1}f>"
        let label = Label(frame: CGRect(x: 10, y: 120, width: 280, height: 30))
        label.accessibilityIdentifier = "label"
        label.text = "x < y & \"z\"\u{7}\u{FFFE}"
        root.addSubview(hostile)
        root.addSubview(label)
        root.layoutIfNeeded()
        let drawing = SceneDrawing.capture(root: root, sceneName: "Hostile & <Scene>", sizeName: "s\"1\"")
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(svg.contains(">a&lt;b&amp;c&quot;d&apos;e\u{FFFD}f&gt;</text>"), svg)
        XCTAssertTrue(svg.contains(">x &lt; y &amp; &quot;z&quot;\u{FFFD}\u{FFFD}</text>"), svg)
        XCTAssertTrue(svg.contains("<title>Hostile &amp; &lt;Scene&gt;</title>"), svg)
        XCTAssertFalse(svg.contains("\u{1}"))
        assertWellFormedSVG(svg)
        let html = SceneRenderer.html([drawing])
        XCTAssertTrue(html.contains("<h2>Hostile &amp; &lt;Scene&gt; at s&quot;1&quot; (300x200)</h2>"), html)
    }

    func testDocumentedExampleDrawsTheLinesDocsShow() throws {
        let spec = try XCTUnwrap(CodeBlock.all("yaml", in: "docs/Render.md").first)
        let lines = try XCTUnwrap(CodeBlock.all("svg", in: "docs/Render.md").first)
        let svg = SceneRenderer.svg(renderDrawings(spec.text))
        for line in lines.text.split(separator: "\n") {
            XCTAssertTrue(svg.contains("\n\(line)\n"), "docs/Render.md:\(lines.line): \(line)\n\(svg)")
        }
    }

    func testSameDrawingsGiveTheSameBytes() throws {
        let spec = Repository.root.appendingPathComponent("Specs/StackSignIn.yaml")
        let first = renderDrawings(ofSpecAt: spec)
        let second = renderDrawings(ofSpecAt: spec)
        XCTAssertEqual(first, second)
        XCTAssertEqual(SceneRenderer.svg(first), SceneRenderer.svg(second))
        XCTAssertEqual(SceneRenderer.html(first), SceneRenderer.html(second))
        XCTAssertEqual(SceneRenderer.svg(first), SceneRenderer.svg(first))
    }

    func testHTMLPageHoldsOneInlineSVGPerDrawingUnderHeadings() {
        let drawings = renderDrawings(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views: {box: {color: red}}
            constraints: ["H:|-20-[box(100)]", "V:|-20-[box(100)]"]
            """)
        let html = SceneRenderer.html(drawings)
        XCTAssertTrue(
            html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        XCTAssertTrue(html.hasSuffix("</svg>\n</body>\n</html>\n"))
        XCTAssertEqual(html.components(separatedBy: "<svg ").count - 1, 2)
        XCTAssertTrue(html.contains("<h2>Scene at portrait (390x844)</h2>\n<svg "), html)
        XCTAssertTrue(html.contains("<h2>Scene at landscape (844x390)</h2>\n<svg "), html)
        // Inline pictures need no ids, so several on a page cannot clash.
        XCTAssertFalse(html.contains(" id=\""))
    }

    // MARK: Insets

    func testSafeAreaOfTheRootAndMarginsInUseAreShaded() {
        let svg = SceneRenderer.svg(
            renderDrawings(
                """
                scene: Scene
                sizes: {portrait: {size: 390x844, safeArea: {top: 47, bottom: 34}}}
                views: {box: {}}
                constraints:
                  - H:|-[box]-|
                  - box.top == view.safeAreaLayoutGuide.top
                  - box.height == 10
                """))
        // The safe area: the root less 47 at the top and 34 at the bottom.
        XCTAssertTrue(svg.contains("<path d=\"M0 0H390V844H0ZM0 47H390V810H0Z\" fill=\"#AF52DE\""), svg)
        // The margins (|-[ uses them): 16 on the sides of the root, from the safe area's edges
        // (47 + 0 and 34 + 0 at the top and bottom).
        XCTAssertTrue(svg.contains("<path d=\"M0 47H390V810H0ZM16 47H374V810H16Z\" fill=\"#30B0C7\""), svg)
        XCTAssertTrue(svg.contains(">safe area insets</text>"))
        XCTAssertTrue(svg.contains(">layout margins</text>"))
    }

    // MARK: Overlays

    /// a is (20, 40, 100, 50), b 30 to its right, (150, 40, 80, 50), c over a's bottom-right
    /// corner, (100, 60, 80, 80).
    private let threeBoxes =
        portraitScene + """
            views:
              a: {color: red}
              b: {color: blue}
              c: {color: green}
            constraints:
              - H:|-20-[a(100)]
              - V:|-40-[a(50)]
              - H:[a]-30-[b(80)]
              - V:|-40-[b(50)]
              - H:|-100-[c(80)]
              - V:|-60-[c(80)]
            """

    func testConflictOutlinesItsViewsAndDrawsEachConstraintBetweenItsEdges() throws {
        var drawing = try XCTUnwrap(renderDrawings(threeBoxes).first)
        drawing.overlay.conflict = [
            ConstraintMark(
                label: "'b.leading == a.trailing + 30' (spec.yaml:10:5)",
                first: .init(viewID: "b", attribute: .leading),
                second: .init(viewID: "a", attribute: .trailing)),
            ConstraintMark(label: "'a.width == 100'", first: .init(viewID: "a", attribute: .width)),
        ]
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(
            svg.contains(
                """
                <g fill="none" stroke="#E00000" stroke-width="2">
                <rect x="150" y="40" width="80" height="50"/>
                <rect x="20" y="40" width="100" height="50"/>
                </g>
                """), svg)
        // b's leading edge (x 150) and a's trailing edge (x 120), each along its view, joined
        // at the middle of the stretch both views share (y 40 to 90); then a's width as a
        // dimension line across its middle with a tick at each end.
        XCTAssertTrue(
            svg.contains(
                """
                <g fill="none" stroke="#E00000" stroke-width="1">
                <line x1="150" y1="40" x2="150" y2="90"/>
                <line x1="120" y1="40" x2="120" y2="90"/>
                <line x1="150" y1="65" x2="120" y2="65"/>
                <line x1="20" y1="65" x2="120" y2="65"/>
                <line x1="20" y1="61" x2="20" y2="69"/>
                <line x1="120" y1="61" x2="120" y2="69"/>
                </g>
                """), svg)
        // Each label over the middle of its line, on a white halo.
        let halo = "stroke=\"#FFFFFF\" stroke-width=\"3\" stroke-opacity=\"0.85\" stroke-linejoin=\"round\""
        let label = "&apos;b.leading == a.trailing + 30&apos; (spec.yaml:10:5)"
        XCTAssertTrue(
            svg.contains(
                """
                <text x="135" y="62" text-anchor="middle" \(halo)>\(label)</text>
                <text x="135" y="62" text-anchor="middle">\(label)</text>
                """), svg)
        // The width's label would cover the first one: it moves down a line at a time (13
        // points) until it covers none (boxes that touch do not). The id 'c' gives way to both.
        XCTAssertTrue(
            svg.contains("<text x=\"70\" y=\"75\" text-anchor=\"middle\">&apos;a.width == 100&apos;</text>"),
            svg)
        XCTAssertTrue(svg.contains(">conflicting constraints</text>"))
        assertWellFormedSVG(svg)
    }

    func testConflictReadsLeadingInTheDirectionOfTheFirstView() throws {
        var drawing = try XCTUnwrap(renderDrawings(threeBoxes).first)
        let b = try XCTUnwrap(drawing.views.firstIndex { $0.id == "b" })
        drawing.views[b].layoutDirection = .rightToLeft
        drawing.overlay.conflict = [
            ConstraintMark(
                label: "mark", first: .init(viewID: "b", attribute: .leading),
                second: .init(viewID: "a", attribute: .trailing))
        ]
        // Right to left, b's leading is its right edge, 230, and a's trailing its left, 20.
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(svg.contains("<line x1=\"230\" y1=\"65\" x2=\"20\" y2=\"65\"/>"), svg)
    }

    func testConflictEdgeOfAGuideIsTheGuidesFrame() throws {
        var drawing = try XCTUnwrap(
            renderDrawings(
                """
                scene: Scene
                sizes: {portrait: {size: 390x844, safeArea: {top: 47, bottom: 34}}}
                views: {box: {}}
                constraints:
                  - H:|[box]|
                  - box.top == view.safeAreaLayoutGuide.top + 10
                  - box.height == 20
                """
            ).first)
        drawing.overlay.conflict = [
            ConstraintMark(
                label: "top", first: .init(viewID: "box", attribute: .top),
                second: .init(viewID: "view", guide: "safeAreaLayoutGuide", attribute: .top))
        ]
        // The box's top at 57, the safe area's at 47; the two span the whole width, so the line
        // between them runs at its middle.
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(svg.contains("<rect x=\"0\" y=\"47\" width=\"390\" height=\"763\"/>"), svg)
        XCTAssertTrue(svg.contains("<line x1=\"195\" y1=\"57\" x2=\"195\" y2=\"47\"/>"), svg)
    }

    func testAlternativeLayoutDrawsOnlyTheViewsItMovesDashed() throws {
        var drawing = try XCTUnwrap(renderDrawings(threeBoxes).first)
        var alternative = drawing
        let b = try XCTUnwrap(alternative.views.firstIndex { $0.id == "b" })
        alternative.views[b].rect.origin.x = 170
        drawing.overlay.alternative = alternative
        let svg = SceneRenderer.svg([drawing])
        XCTAssertTrue(
            svg.contains(
                """
                <g fill="none" stroke="#7D2AE8" stroke-width="1.5" stroke-dasharray="6 3">
                <rect x="170" y="40" width="80" height="50"/>
                </g>
                <g font-size="10" fill="#7D2AE8">
                <text x="172" y="87">b</text>
                </g>
                """), svg)
        XCTAssertTrue(svg.contains(">another layout (ambiguous)</text>"))
        // The same layout as its own alternative moves nothing: no dashed view, no legend entry.
        drawing.overlay.alternative = drawing
        XCTAssertFalse(SceneRenderer.svg([drawing]).contains("#7D2AE8"))
    }

    func testOverlapMarkFillsTheRectangleTheViewsShare() throws {
        var drawing = try XCTUnwrap(renderDrawings(threeBoxes).first)
        drawing.overlay.marks = [
            LintMark(views: ["c", "a"], kind: .overlap, caption: "'c' overlaps 'a'"),
            LintMark(views: ["b"], kind: .outline, caption: "'b' is small"),
        ]
        let svg = SceneRenderer.svg([drawing])
        // a spans x 20 to 120 and y 40 to 90, c x 100 to 180 and y 60 to 140: they share
        // (100, 60, 20, 30). The caption goes under the mark, 12 below.
        XCTAssertTrue(
            svg.contains(
                """
                <g fill="none" stroke="#FF9500" stroke-width="2">
                <rect x="100" y="60" width="20" height="30" fill="#FF9500" fill-opacity="0.35"/>
                <rect x="150" y="40" width="80" height="50" stroke-dasharray="4 2"/>
                </g>
                <g font-size="11" fill="#B25000">
                """), svg)
        XCTAssertTrue(
            svg.contains("<text x=\"100\" y=\"102\">&apos;c&apos; overlaps &apos;a&apos;</text>"), svg)
        // At 102 it would run into the first caption, which ends past x 150: a line down, where
        // the two boxes touch.
        XCTAssertTrue(svg.contains("<text x=\"150\" y=\"115\">&apos;b&apos; is small</text>"), svg)
    }

    func testOverlayNamingAViewTheDrawingLacksDrawsNothingForIt() throws {
        var drawing = try XCTUnwrap(renderDrawings(threeBoxes).first)
        drawing.overlay.marks = [LintMark(views: ["a", "nowhere"], kind: .overlap, caption: "lost")]
        drawing.overlay.conflict = [
            ConstraintMark(label: "lost", first: .init(viewID: "nowhere", attribute: .top))
        ]
        let svg = SceneRenderer.svg([drawing])
        XCTAssertFalse(svg.contains("lost"), svg)
        assertWellFormedSVG(svg)
    }
}

/// The translation of each drawing on the canvas, from its `<g class="drawing">`.
func drawingOrigins(_ svg: String) -> [CGPoint] {
    svg.components(separatedBy: "<g class=\"drawing\" transform=\"translate(").dropFirst().compactMap {
        tail in
        let numbers = tail.prefix { $0 != ")" }.split(separator: ",").compactMap { Double($0) }
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
    }
}
