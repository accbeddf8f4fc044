// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutgen",
    products: [
        .executable(name: "layoutgen", targets: ["layoutgen"]),
        .executable(name: "layoutgen-bench", targets: ["layoutgen-bench"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutRuntime", targets: ["LayoutRuntime"]),
        // The stages, for tools built on layoutgen (and the fuzzers in Fuzz/).
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutGenCore", targets: ["LayoutGenCore"]),
        .plugin(name: "LayoutGenPlugin", targets: ["LayoutGenPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2")
    ],
    targets: [
        // An exact, incremental simplex solver. Knows nothing of views. On Linux, Float's
        // rounding is in libm, which Foundation links for most executables but not for one that
        // depends only on LayoutSolver (Examples/SolverExample).
        .target(name: "LayoutSolver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // A UIKit-shaped view and constraint runtime on LayoutSolver. Knows nothing of YAML.
        .target(name: "LayoutRuntime", dependencies: ["LayoutSolver"]),
        // The system libyaml (Debian: libyaml-dev).
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        // Stage 1: YAML bytes to a located spec model, with diagnostics. Knows nothing of Swift.
        .target(name: "LayoutSpec", dependencies: ["CYAML"]),
        // Stages 2-4: resolve a spec into runtime objects, prove it at every size, emit Swift.
        .target(name: "LayoutGenCore", dependencies: ["LayoutSpec", "LayoutRuntime"]),
        // The command-line tool: `layoutgen SPEC`, `layoutgen check`, `layoutgen layout`.
        .executableTarget(
            name: "layoutgen",
            dependencies: [
                "LayoutGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Times the solver on layout-shaped workloads (issue 5); Benchmarks/ compares with Kiwi.
        .executableTarget(
            name: "layoutgen-bench",
            dependencies: [
                "LayoutSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // LayoutSolver on its own, as a package that depends only on it would use it; the README's
        // LayoutSolver example (SolverReadmeExampleTests runs it and checks the README shows it).
        .executableTarget(
            name: "solver-example", dependencies: ["LayoutSolver"], path: "Examples/SolverExample"),
        // Regenerates Swift from every .yaml spec in a target's folder on each build.
        .plugin(name: "LayoutGenPlugin", capability: .buildTool(), dependencies: ["layoutgen"]),
        // The seed scenes: every spec in Specs/ compiled through the plugin.
        .target(name: "Scenes", dependencies: ["LayoutRuntime"], path: "Specs", plugins: ["LayoutGenPlugin"]),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
        .testTarget(name: "LayoutGenCoreTests", dependencies: ["LayoutGenCore"], exclude: ["Fixtures"]),
        // Specs that test the plugin and the emitter on hostile input, compiled like Scenes.
        .target(
            name: "PluginFixtures", dependencies: ["LayoutRuntime"], path: "Tests/PluginFixtures",
            plugins: ["LayoutGenPlugin"]),
        .testTarget(name: "SceneTests", dependencies: ["Scenes", "PluginFixtures", "LayoutGenCore"]),
    ],
    swiftLanguageModes: [.v6]
)
