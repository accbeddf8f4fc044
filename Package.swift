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
        .library(name: "LayoutProof", targets: ["LayoutProof"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutGenCore", targets: ["LayoutGenCore"]),
        .library(name: "LayoutInterfaceBuilder", targets: ["LayoutInterfaceBuilder"]),
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
        // The system HarfBuzz (Debian: libharfbuzz-dev), which shapes text to measure it.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        // A UIKit-shaped view and constraint runtime on LayoutSolver. Knows nothing of YAML.
        // Fonts/ holds Roboto (Apache-2.0), whose advances stand in for the system font's.
        .target(
            name: "LayoutRuntime", dependencies: ["LayoutSolver", "CHarfBuzz"],
            resources: [.copy("Fonts")]),
        // The system libyaml (Debian: libyaml-dev).
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // Stage 1: YAML bytes to a located spec model, with diagnostics, in LayoutRuntime's
        // vocabulary (axes, relations, priorities, colors), and the table of view properties.
        .target(name: "LayoutSpec", dependencies: ["CYAML", "LayoutRuntime"]),
        // Stage 1 for Interface Builder: a .storyboard or .xib (through FoundationXML's
        // XMLParser) to one located spec per scene, and a spec back to YAML (`import`).
        .target(name: "LayoutInterfaceBuilder", dependencies: ["LayoutSpec", "LayoutRuntime"]),
        // Stages 2-3: resolve a spec into runtime objects and prove it at every size, with the
        // proven fixes; the diagnostics the prover emits. Knows nothing of pictures or Swift.
        .target(name: "LayoutProof", dependencies: ["LayoutSpec", "LayoutRuntime"]),
        // Pictures of proven layouts: SVG and HTML of each size, with what the proof found.
        .target(name: "LayoutRender", dependencies: ["LayoutProof"]),
        // Stage 4, emit Swift from a proven scene, and the pipeline and report over all stages.
        .target(name: "LayoutGenCore", dependencies: ["LayoutProof", "LayoutRender"]),
        // The command-line tool: `layoutgen SPEC`, `layoutgen check`, `layoutgen layout`.
        .executableTarget(
            name: "layoutgen",
            dependencies: [
                "LayoutGenCore", "LayoutProof", "LayoutRender", "LayoutInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Times the solver on layout-shaped workloads (a chain of rows, a grid of squares);
        // Benchmarks/ compares with Kiwi.
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
        // The scenes of the source documents: every spec in Specs/ compiled through the plugin.
        .target(name: "Scenes", dependencies: ["LayoutRuntime"], path: "Specs", plugins: ["LayoutGenPlugin"]),

        // What the test targets share: a seeded random generator, the repository's paths, the
        // code blocks of its Markdown documents, the built products and a way to run them.
        // Foundation only, so that every test target can use it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(
            name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime", "TestSupport"], exclude: ["Fonts"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "TestSupport"]),
        .testTarget(
            name: "LayoutInterfaceBuilderTests",
            dependencies: [
                "LayoutInterfaceBuilder", "LayoutGenCore", "LayoutProof", "LayoutRuntime", "TestSupport",
            ],
            exclude: ["Fixtures"]),
        // The part of UIKit that the UIKit flavour of generated code uses, declared as Apple does,
        // for type-checking GeneratedUIKit/ on Linux; never linked into a program or a product.
        .target(name: "UIKit", path: "Tests/UIKit"),
        .testTarget(
            name: "LayoutGenCoreTests",
            dependencies: ["LayoutGenCore", "LayoutProof", "LayoutRender", "TestSupport", "UIKit"],
            exclude: ["Fixtures"]),
        // The built `layoutgen` command, run as a process (found next to the test bundle).
        .testTarget(name: "CommandLineTests", dependencies: ["TestSupport"], exclude: ["png_pixels.py"]),
        // Specs that test the plugin and the emitter on hostile input, compiled like Scenes.
        .target(
            name: "PluginFixtures", dependencies: ["LayoutRuntime"], path: "Tests/PluginFixtures",
            plugins: ["LayoutGenPlugin"]),
        // A spec that the plugin generates as UIKit code (its folder's layoutgen-config.yaml),
        // compiled against the UIKit declarations: the plugin's config, end to end.
        .target(
            name: "PluginUIKitFixtures", dependencies: ["UIKit"], path: "Tests/PluginUIKitFixtures",
            plugins: ["LayoutGenPlugin"]),
        // The same UIKit declarations with bodies that drive LayoutRuntime, under another module
        // name: UIKitOnRuntimeTests compiles the UIKit flavour against it as `UIKit`
        // (`-module-alias`) and runs it, to compare its frames with the runtime flavour's.
        // UIKitShimInterfaceTests reads both modules' interfaces, so SceneTests needs both built.
        .target(name: "UIKitOnRuntime", dependencies: ["LayoutRuntime"], path: "Tests/UIKitOnRuntime"),
        .testTarget(
            name: "SceneTests",
            dependencies: [
                "Scenes", "PluginFixtures", "LayoutGenCore", "LayoutProof", "TestSupport", "UIKit",
                "UIKitOnRuntime",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
