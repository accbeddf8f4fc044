import Foundation
import LayoutSpec
import XCTest

/// Reading something that is not a regular file: a device or a FIFO is read up to the size
/// limit like a file (a folder is LoadFileTests').
final class LoadNonRegularFileTests: XCTestCase {
    private func load(_ path: String) -> (Spec?, String) {
        var diagnostics = Diagnostics()
        let spec = SpecLoader.load(contentsOf: path, diagnostics: &diagnostics)
        return (spec, diagnostics.description)
    }

    func testEndlessDeviceIsRefusedAsLargerThanTheLimit() {
        // Catalogue: specStreamTooLarge
        let (spec, printed) = load("/dev/zero")
        XCTAssertNil(spec)
        XCTAssertEqual(
            printed,
            "/dev/zero:1:1: error: The spec is larger than 1,048,576 bytes (1 MiB), the limit. "
                + "Split it into smaller specs.")
    }

    func testFIFOIsReadLikeAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spec-fifo-\(UUID()).yaml")
            .path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data("scene: Piped\nsizes: {portrait: 390x844}\n".utf8))
            try? handle?.close()
        }
        writer.start()
        let (spec, printed) = load(path)
        XCTAssertEqual(printed, "")
        XCTAssertEqual(spec?.scene.value, "Piped")
    }
}
