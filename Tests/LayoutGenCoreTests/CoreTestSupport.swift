import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import TestSupport
import XCTest

/// The first two lines of most snippets: a scene called `Scene`, proven at 'portrait'
/// (390x844). A snippet goes on from line 3.
let portraitScene = "scene: Scene\nsizes: {portrait: 390x844}\n"

/// After ``portraitScene``, a box pinned to the root's leading edge, top and bottom, given two
/// preferred widths, `box.width == 100 @first` at 8:5 and `box.width == 200 @second` at 9:5: at
/// one priority a tie, which leaves the box's width ambiguous; at two, the higher wins.
func twoWidthsSpec(priorities first: Int, _ second: Int) -> String {
    portraitScene + """
        views:
          box: {}
        constraints:
          - H:|[box]
          - V:|[box]|
          - box.width == 100 @\(first)
          - box.width == 200 @\(second)
        """
}

/// The `sizes` of a phone with a notch and a home indicator, left to right as 'portrait' and right
/// to left as 'arabic': three lines, the first `sizes:`.
let phoneSizesInBothDirections = """
    sizes:
      portrait: {size: 390x844, safeArea: {top: 47, bottom: 34}}
      arabic: {size: 390x844, safeArea: {top: 47, bottom: 34}, layoutDirection: rightToLeft}
    """

/// Over 'phones', 200...440 wide: a two-line title 40 narrower than the root, truncated below a
/// width of 261, and a centred logo that overlaps a chip at the left below 300 (RangeProofTests
/// works these out). The title is declared at 5:3, the logo at 7:3.
let truncatedTitleAndOverlappingLogoOverPhones = """
    scene: Scene
    sizes:
      phones: 200...440x844
    views:
      title: {type: Label, text: "Hello there, this is a long label with more words", numberOfLines: 2}
      chip: {color: red}
      logo: {color: blue}
    constraints:
      - H:|-20-[title]-20-|
      - title.top == view.top + 100
      - chip.leading == view.leading + 10
      - chip.top == view.top + 20
      - chip.width == 100
      - chip.height == 30
      - logo.centerX == view.centerX
      - logo.top == view.top + 20
      - logo.width == 80
      - logo.height == 30
    """

/// The file name every snippet in this suite is loaded as.
let coreSnippetFile = "spec.yaml"

/// A snippet run through the stages: what was built, what was proven, and every diagnostic
/// as the command prints it.
struct CoreSnippetRun {
    var scene: BuiltScene?
    var proof: Proof?
    var diagnostics: Diagnostics

    /// Every diagnostic with its notes, one per line, sorted by place, as on standard error.
    var printed: String { diagnostics.description }
}

/// Loads `yaml` as `spec.yaml` and resolves it. A snippet here tests the later stages, so a
/// loader error fails the test that wrote the snippet.
func resolveCoreSnippet(
    _ yaml: String, file: String = coreSnippetFile, testFile: StaticString = #filePath, line: UInt = #line
) -> CoreSnippetRun {
    var loaderDiagnostics = Diagnostics()
    guard let spec = SpecLoader.load(yaml: yaml, file: file, diagnostics: &loaderDiagnostics),
        !loaderDiagnostics.hasErrors
    else {
        XCTFail("The snippet does not load:\n\(loaderDiagnostics)", file: testFile, line: line)
        return CoreSnippetRun(scene: nil, proof: nil, diagnostics: loaderDiagnostics)
    }
    var diagnostics = loaderDiagnostics
    let scene = GeneratorPipeline().resolver.run(spec, diagnostics: &diagnostics)
    return CoreSnippetRun(scene: scene, proof: nil, diagnostics: diagnostics)
}

/// Loads, resolves and proves `yaml` at every size it declares. The snippet must resolve.
func proveCoreSnippet(
    _ yaml: String, file: String = coreSnippetFile, testFile: StaticString = #filePath, line: UInt = #line
) -> CoreSnippetRun {
    var run = resolveCoreSnippet(yaml, file: file, testFile: testFile, line: line)
    guard let scene = run.scene else {
        XCTFail("The snippet does not resolve:\n\(run.printed)", file: testFile, line: line)
        return run
    }
    run.proof = SceneProver.prove(scene, diagnostics: &run.diagnostics)
    return run
}

/// Loads, resolves, proves and emits `yaml` as `file`; nil (with a failure) unless the spec
/// holds.
func emitCoreSnippet(
    _ yaml: String, file: String = coreSnippetFile, testFile: StaticString = #filePath, line: UInt = #line
) -> String? {
    let run = proveCoreSnippet(yaml, file: file, testFile: testFile, line: line)
    guard run.scene != nil else { return nil }
    guard let proven = run.proof?.proven else {
        XCTFail("The spec does not hold:\n\(run.printed)", file: testFile, line: line)
        return nil
    }
    return SceneEmitter.emit(proven)
}

/// Asserts that resolving `yaml` prints exactly `expected` and builds no scene when it is an error.
func assertResolveDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    let run = resolveCoreSnippet(yaml, testFile: file, line: line)
    XCTAssertEqual(run.printed, expected, file: file, line: line)
    if run.diagnostics.hasErrors {
        XCTAssertNil(run.scene, "a spec with errors builds no scene", file: file, line: line)
    }
}

/// Asserts that proving `yaml` prints exactly `expected`, and that the proof holds exactly
/// when nothing printed is an error.
func assertProveDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    let run = proveCoreSnippet(yaml, testFile: file, line: line)
    XCTAssertEqual(run.printed, expected, file: file, line: line)
    if let proof = run.proof {
        XCTAssertEqual(proof.holds, !run.diagnostics.hasErrors, "holds iff no error", file: file, line: line)
    }
}

/// A scrolling page: ``scrollViewSpec(scene:sizes:subviews:constraints:)`` whose one subview,
/// 'content', is pinned to the edges of 'scroll' and as wide as the root, with `subviews` in
/// 'content' and `constraints` after the content's own three.
///
/// As written out, 'content' is declared at 7:7, the first of `subviews` at 9:11, and the first
/// of `constraints` is the sixth line after the last subview.
func scrollingPageSpec(
    scene: String = "Scene", sizes: String = "{portrait: 390x844}", subviews: String, constraints: String
) -> String {
    let content = subviews.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    return scrollViewSpec(
        scene: scene, sizes: sizes,
        subviews: """
            content:
              subviews:
            \(content)
            """,
        constraints: """
            - H:|[content]|
            - V:|[content]|
            - content.width == view.width
            \(constraints)
            """)
}

/// What `check` (prove, then fixes proven on copies) prints for `yaml` as `file`.
func checkedCoreSnippet(_ yaml: String, file: String = coreSnippetFile) -> String {
    var diagnostics = Diagnostics()
    _ = GeneratorPipeline().check(.text(yaml, file: file), diagnostics: &diagnostics)
    return diagnostics.description
}

/// Asserts that `check` (prove, then fixes proven on copies) prints exactly `expected`.
func assertCheckDiagnostics(
    _ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(checkedCoreSnippet(yaml), expected, file: file, line: line)
}

/// A self-sizing cell of `kind` with the one size `size`: a red box pinned to every edge of its
/// content view, with `constraints` after the two pins (from line 10), which set the box's
/// height.
func boxCellSpec(_ kind: String, _ size: String, _ constraints: [String]) -> String {
    """
    scene: BoxCell
    cell: \(kind)
    sizes:
      \(size)
    views:
      box: {color: red}
    constraints:
      - H:|[box]|
      - V:|[box]|

    """ + constraints.map { "  - \($0)\n" }.joined()
}
