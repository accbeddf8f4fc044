import Foundation
import TestSupport

/// The random specs compiled into PluginFixtures, in Tests/PluginFixtures/Random/: the first
/// ``count`` specs from a fixed seed that draw no warning (the plugin would show it in every
/// build), each with expectations, named RandomScene001 and on.
///
/// `Tests/PropertyScenes/regenerate.sh` compiles this file with the other RandomSpec files
/// and calls ``write(to:)``; PropertyRoundTripTests checks that the folder is up to date.
enum RandomFixtures {
    static let count = 20
    static let seed: UInt64 = 0x5CE7_E5F1_C7A7_0001

    /// The file names and contents, in order.
    static func make() -> [(name: String, yaml: String)] {
        var rng = SeededRandom(seed: seed)
        var result: [(name: String, yaml: String)] = []
        while result.count < count {
            let name = String(format: "RandomScene%03d", result.count + 1)
            let spec = RandomSpecGenerator.generate(seed: rng.next(), sceneName: name)
            let written = RandomYAML.write(
                spec, entries: RandomEntryMaker.entries(of: spec), expectations: true)
            let layouts = spec.screenSizes.map { RandomLayoutEvaluator.layout(of: spec, at: $0)! }
            guard RandomSpecWarnings.expected(spec, written, layouts: layouts).isEmpty else { continue }
            result.append((name + ".yaml", written.yaml))
        }
        return result
    }

    /// Writes the specs into `folder`, each only when its bytes change, and removes any other
    /// `.yaml` file there.
    /// - Returns: The names of the files written or removed.
    static func write(to folder: URL) throws -> [String] {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixtures = make()
        var changed: [String] = []
        for (name, yaml) in fixtures {
            let url = folder.appendingPathComponent(name)
            if (try? String(contentsOf: url, encoding: .utf8)) == yaml { continue }
            try Data(yaml.utf8).write(to: url)
            changed.append(name)
        }
        let names = Set(fixtures.map(\.name))
        for name in try fileManager.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".yaml") && !names.contains(name) {
            try fileManager.removeItem(at: folder.appendingPathComponent(name))
            changed.append(name)
        }
        return changed
    }
}
