// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutgen",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutRuntime", targets: ["LayoutRuntime"]),
    ],
    targets: [
        // An exact, incremental simplex solver. Knows nothing of views.
        .target(name: "LayoutSolver"),
        // A UIKit-shaped view and constraint runtime on LayoutSolver. Knows nothing of YAML.
        .target(name: "LayoutRuntime", dependencies: ["LayoutSolver"]),
        // The system libyaml (Debian: libyaml-dev).
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        // Stage 1: YAML bytes to a located spec model, with diagnostics. Knows nothing of Swift.
        .target(name: "LayoutSpec", dependencies: ["CYAML"]),

        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
