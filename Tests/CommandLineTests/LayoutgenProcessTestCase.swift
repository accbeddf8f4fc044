import Foundation
import TestSupport
import XCTest

/// A test case that runs the built `layoutgen` command (found next to the test bundle, see
/// ``BuildProducts``) in a fresh temporary folder of its own, removed after each test.
class LayoutgenProcessTestCase: XCTestCase {
    /// The folder this test runs the command in.
    private(set) var folder: URL!
    /// The built executable.
    private(set) var layoutgen: URL!

    override func setUpWithError() throws {
        layoutgen = try BuildProducts.layoutgen()
        folder = try makeScratchFolder()
    }

    override func tearDownWithError() throws {
        if let folder { try FileManager.default.removeItem(at: folder) }
    }

    /// Runs `layoutgen` with `arguments` in ``folder``.
    func run(_ arguments: String...) throws -> ProcessResult {
        try runProcess(layoutgen, arguments, in: folder)
    }

    /// Asserts that `result` is a usage error: exit status 64 and a message on standard error that
    /// starts with `prefix`.
    func assertUsageError(
        _ result: ProcessResult, startingWith prefix: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 64, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix(prefix), result.stderr, file: file, line: line)
    }
}
