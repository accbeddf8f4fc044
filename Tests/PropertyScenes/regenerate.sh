#!/bin/sh
# Rewrites Tests/PluginFixtures/Random/*.yaml from the random spec generator
# (Tests/LayoutGenCoreTests/RandomSpec*.swift, see RandomSpecFixtures.swift).
#
# The generator is compiled on its own with swiftc, not through 'swift test': the package
# cannot build while a fixture spec does not hold, and this script is how to replace one.
# After it runs, read the diff, build (the plugin proves every spec), and update the registry
# in Tests/SceneTests/PropertySceneTests.swift if the scene names changed.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/main.swift" <<'SWIFT'
import Foundation

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
for name in try RandomFixtures.write(to: folder) { print("rewrote \(name)") }
SWIFT
# The generator's files and TestSupport (Foundation only) as one module: their imports of
# TestSupport go; LayoutRuntime is linked in.
for file in "$root"/Tests/LayoutGenCoreTests/RandomSpec*.swift "$root"/Tests/TestSupport/*.swift; do
    sed '/^import TestSupport$/d' "$file" > "$work/$(basename "$file")"
done
# The generator measures text with LayoutRuntime (TextMetrics), built alone: the targets that
# prove the fixtures are not needed.
swift build --package-path "$root" --target LayoutRuntime >/dev/null
products=$(swift build --package-path "$root" --show-bin-path)
swiftc -swift-version 6 -O -module-name RegenerateRandomFixtures -I "$products/Modules" \
    -I "$root/Sources/CHarfBuzz" "$work"/*.swift "$products"/LayoutRuntime.build/*.o \
    "$products"/LayoutSolver.build/*.o -lharfbuzz -o "$work/regenerate"
"$work/regenerate" "$root/Tests/PluginFixtures/Random"
git -C "$root" status --short -- Tests/PluginFixtures/Random
