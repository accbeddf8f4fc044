import Foundation
import LayoutSpec
import XCTest

/// `SpecLoader.load(contentsOf:)`: reading from disk, and the file name in every location.
final class LoadFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LoadFileTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func testFileLoadsAndItsPathIsInTheModelAndDiagnostics() throws {
        let path = try write(
            "scene.yaml", Data("scene: Scene\nsizes: {portrait: 390x844}\nviews: {box: {colr: red}}\n".utf8))
        var diagnostics = Diagnostics()
        let spec = SpecLoader.load(contentsOf: path, diagnostics: &diagnostics)
        XCTAssertEqual(spec?.file, path)
        XCTAssertEqual(spec?.scene.location, SourceLocation(file: path, line: 1, column: 8))
        XCTAssertEqual(
            diagnostics.description, "\(path):3:15: error: Unknown property 'colr'. Did you mean 'color'?")
    }

    func testMissingFileIsReportedWithoutALocation() {
        // Catalogue: cannotOpenSpec
        let path = directory.appendingPathComponent("missing.yaml").path
        var diagnostics = Diagnostics()
        XCTAssertNil(SpecLoader.load(contentsOf: path, diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.description,
            "layoutgen: error: Cannot open the spec '\(path)': No such file or directory.")
    }

    func testOversizedFileIsRefusedWithItsSize() throws {
        let path = try write("big.yaml", Data(repeating: UInt8(ascii: "#"), count: 3 * SpecLimits.fileBytes))
        var diagnostics = Diagnostics()
        XCTAssertNil(SpecLoader.load(contentsOf: path, diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.description,
            "\(path):1:1: error: The spec is 3,145,728 bytes; the limit is 1,048,576 bytes (1 MiB). "
                + "Split it into smaller specs.")
    }

    func testFileOfExactlyTheLimitIsRead() throws {
        var text = "scene: Scene\nsizes: {p: 1x1}\n#"
        text += String(repeating: "x", count: SpecLimits.fileBytes - text.utf8.count - 1) + "\n"
        let path = try write("limit.yaml", Data(text.utf8))
        var diagnostics = Diagnostics()
        XCTAssertNotNil(SpecLoader.load(contentsOf: path, diagnostics: &diagnostics))
        XCTAssertEqual(diagnostics.description, "")
    }

    func testFolderIsNotASpecFile() {
        // Catalogue: specIsAFolder
        var diagnostics = Diagnostics()
        XCTAssertNil(SpecLoader.load(contentsOf: directory.path, diagnostics: &diagnostics))
        XCTAssertEqual(
            diagnostics.description,
            "layoutgen: error: '\(directory.path)' is a folder, not a spec file. Give the path of a .yaml spec."
        )
    }
}
