import Foundation
import LayoutGenCore
import LayoutProof
import LayoutRender
import LayoutSpec
import TestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds `yaml` (as `spec.yaml`) into its scene; fails the test and returns nil when it does not
/// build.
func buildCoreSnippet(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> BuiltScene? {
    var diagnostics = Diagnostics()
    let scene = GeneratorPipeline().build(.text(yaml, file: coreSnippetFile), diagnostics: &diagnostics)
    if scene == nil { XCTFail("The spec does not build:\n\(diagnostics)", file: file, line: line) }
    return scene
}

/// Builds `yaml` (as `spec.yaml`) and captures its drawings at every size it declares, or at
/// the sizes named; fails the test and returns none when it does not build.
func renderDrawings(
    _ yaml: String, sizes names: [String]? = nil, contentOffsets: [String: CGPoint] = [:],
    file: StaticString = #filePath, line: UInt = #line
) -> [SceneDrawing] {
    guard let scene = buildCoreSnippet(yaml, file: file, line: line) else { return [] }
    let sizes = names.map { names in scene.sizes.filter { names.contains($0.name) } } ?? scene.sizes
    return SceneRenderer.drawings(of: scene, at: sizes, contentOffsets: contentOffsets)
}

/// Builds the spec at `path` and draws it at every size it declares as `layoutgen render`
/// does: proven at each size, with what the proof found marked over it.
func renderDrawings(ofSpecAt path: URL, file: StaticString = #filePath, line: UInt = #line) -> [SceneDrawing]
{
    var diagnostics = Diagnostics()
    guard let spec = SpecLoader().run(.file(path.path), diagnostics: &diagnostics),
        let drawings = SceneRenderer.provenDrawings(of: spec, at: resolvedSizes(of: spec))
    else {
        XCTFail("\(path.lastPathComponent) does not build:\n\(diagnostics)", file: file, line: line)
        return []
    }
    return drawings
}

/// The sizes `spec` declares, as resolved.
func resolvedSizes(of spec: Spec) -> [SizeSpec] {
    var diagnostics = Diagnostics()
    return SceneResolver().run(spec, diagnostics: &diagnostics)?.sizes ?? []
}

/// Asserts that `svg` is well-formed XML whose root is an SVG 1.1 `svg` element with a view
/// box, parsed by Foundation's XMLParser.
func assertWellFormedSVG(
    _ svg: String, _ name: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let parser = XMLParser(data: Data(svg.utf8))
    let reader = RootElementReader()
    parser.delegate = reader
    XCTAssertTrue(
        parser.parse(), "\(name): \(parser.parserError.map { "\($0)" } ?? "not well-formed")", file: file,
        line: line)
    XCTAssertEqual(reader.name, "svg", name, file: file, line: line)
    XCTAssertEqual(reader.attributes["xmlns"], "http://www.w3.org/2000/svg", name, file: file, line: line)
    XCTAssertEqual(reader.attributes["version"], "1.1", name, file: file, line: line)
    XCTAssertNotNil(reader.attributes["viewBox"], name, file: file, line: line)
}

/// Keeps the name and attributes of the first element a parser meets.
private final class RootElementReader: NSObject, XMLParserDelegate {
    var name: String?
    var attributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard name == nil else { return }
        name = elementName
        self.attributes = attributes
    }
}
