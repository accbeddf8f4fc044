import Foundation

/// `swiftc` from the toolchain on PATH (the one running `swift test`), or SWIFTC.
public func swiftCompiler() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw BuildProducts.MissingProduct(name: "swiftc")
}
