import Foundation

/// Where the build put its products: the folder holding the test bundle, the `layoutgen`
/// executable and the `Modules` folder.
///
/// `swift test` builds every target of the package, executables included, into one products
/// folder, and runs the tests from a bundle in that same folder (on Linux, an executable
/// `layoutgenPackageTests.xctest`; on macOS, a `.xctest` bundle). So the folder is found from
/// the running bundle, never from a fixed `.build` path, and works with any `--scratch-path`.
/// `LAYOUTGEN_PRODUCTS` overrides it.
public enum BuildProducts {
    public static let folder: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["LAYOUTGEN_PRODUCTS"] {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        let bundle = Bundle(for: BundleToken.self).bundleURL
        candidates.append(bundle)
        candidates.append(bundle.deletingLastPathComponent())
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        return candidates.first {
            fileManager.isExecutableFile(atPath: $0.appendingPathComponent("layoutgen").path)
        }
    }()

    /// The built `layoutgen` command.
    /// - Throws: When it is not there: a failure, not a skip, so that a build without it
    ///   cannot pass the command-line tests by running none of them.
    public static func layoutgen() throws -> URL {
        guard let folder else { throw MissingProduct(name: "layoutgen") }
        return folder.appendingPathComponent("layoutgen")
    }

    /// The folder of built Swift modules (`LayoutRuntime.swiftmodule` and its dependencies).
    public static func modules() throws -> URL {
        guard let folder else { throw MissingProduct(name: "Modules") }
        return folder.appendingPathComponent("Modules")
    }

    /// What `swiftc` needs to import the built modules: the `Modules` folder, and the folder of
    /// the system-library module LayoutRuntime imports (Sources/CHarfBuzz, HarfBuzz's module
    /// map). A program linked with LayoutRuntime also needs ``linkArguments``.
    public static func importArguments() throws -> [String] {
        ["-I", try modules().path, "-I", Repository.root.appendingPathComponent("Sources/CHarfBuzz").path]
    }

    /// What linking a program with LayoutRuntime's object files adds: HarfBuzz.
    public static let linkArguments = ["-lharfbuzz"]

    /// The object files the build compiled for each of `targets` (`LayoutRuntime`, ...), sorted,
    /// for linking a program with them.
    public static func objectFiles(of targets: [String]) throws -> [URL] {
        let products = try modules().deletingLastPathComponent()
        return try targets.flatMap { target in
            let build = products.appendingPathComponent("\(target).build")
            return try FileManager.default.contentsOfDirectory(atPath: build.path)
                .filter { $0.hasSuffix(".o") }.sorted().map { build.appendingPathComponent($0) }
        }
    }

    public struct MissingProduct: Error, CustomStringConvertible {
        public var name: String

        public init(name: String) { self.name = name }
        public var description: String {
            "Cannot find the built '\(name)' next to the test bundle. Run the tests with 'swift test', "
                + "or set LAYOUTGEN_PRODUCTS to the build's products folder (such as .build/debug)."
        }
    }

    private final class BundleToken {}
}
