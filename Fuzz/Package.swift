// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for layoutgen. Build and run them with `Fuzz/run.sh`, which passes
// `-sanitize=fuzzer,address` and `-parse-as-library` to every Swift target, so the stages under
// test are instrumented too. Each executable's `@main` hands its `LLVMFuzzerTestOneInput` to
// libFuzzer's driver (SwiftPM renames executables' `main`, so libFuzzer's own cannot be used).
let package = Package(
    name: "layoutgen-fuzz",
    products: [
        .executable(name: "FuzzYAML", targets: ["FuzzYAML"]),
        .executable(name: "FuzzEquation", targets: ["FuzzEquation"]),
        .executable(name: "FuzzVFL", targets: ["FuzzVFL"]),
        .executable(name: "FuzzPipeline", targets: ["FuzzPipeline"]),
    ],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder, which a clone may rename.
        .package(name: "layoutgen", path: "..")
    ],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .systemLibrary(name: "CLibFuzzer"),
        // The invariants the fuzzers assert, how they report a broken one, and the driver call.
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "LayoutSpec", package: "layoutgen")]),
        // Bytes to SpecLoader.load(yaml:file:diagnostics:).
        .executableTarget(
            name: "FuzzYAML",
            dependencies: ["FuzzSupport", .product(name: "LayoutSpec", package: "layoutgen")]),
        // Text to EquationParser.parse with a fixed metrics table.
        .executableTarget(
            name: "FuzzEquation",
            dependencies: ["FuzzSupport", .product(name: "LayoutSpec", package: "layoutgen")]),
        // Text to VisualFormatParser.parse with fixed metrics and option lists.
        .executableTarget(
            name: "FuzzVFL",
            dependencies: ["FuzzSupport", .product(name: "LayoutSpec", package: "layoutgen")]),
        // Bytes through every stage: load, resolve, prove, emit.
        .executableTarget(
            name: "FuzzPipeline",
            dependencies: [
                "FuzzSupport",
                .product(name: "LayoutSpec", package: "layoutgen"),
                .product(name: "LayoutProof", package: "layoutgen"),
                .product(name: "LayoutGenCore", package: "layoutgen"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
