import ArgumentParser
import Foundation
import LayoutSolver

/// `layoutgen-bench`: times LayoutSolver on layout-shaped workloads.
///
/// Each workload and size runs in a child process of its own (so its peak memory is its own),
/// several times; the medians are printed as a table, or with `--json` as a JSON array of
/// `{"workload", "size", "build_ms", "resize_ms", "proof_ms", "peak_rss_mb"}`.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutgen-bench",
        abstract: "Time LayoutSolver on the chain and grid workloads.")

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    @Option(help: "Runs per workload and size; medians are reported.")
    var runs = 5

    @Option(help: "Only these workloads (chain, grid), comma-separated.")
    var workloads = "chain,grid"

    @Option(name: .customLong("chain-sizes"), help: "Sizes N of the chain workload.")
    var chainSizes = "100,1000,10000"

    @Option(name: .customLong("grid-sizes"), help: "Sides s of the grid workload.")
    var gridSizes = "10,32,100"

    @Option(help: .hidden)
    var child: String?

    func run() throws {
        if let child {
            try runChild(child)
            return
        }
        var results: [Measurement] = []
        for name in workloads.split(separator: ",") {
            guard let workload = Workload(rawValue: String(name)) else {
                throw ValidationError("Unknown workload '\(name)'. Use 'chain' or 'grid'.")
            }
            let sizes = (workload == .chain ? chainSizes : gridSizes).split(separator: ",").compactMap {
                Int($0)
            }
            for size in sizes {
                var samples: [Measurement] = []
                for _ in 0..<max(1, runs) { samples.append(try measureInChild(workload, size)) }
                results.append(Measurement.median(samples))
            }
        }
        print(json ? Measurement.json(results) : Measurement.table(results))
    }

    /// Runs one measurement in a child process and reads its one JSON line.
    func measureInChild(_ workload: Workload, _ size: Int) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = ["--child", "\(workload.rawValue):\(size)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let measurement = Measurement(line: String(decoding: data, as: UTF8.self))
        else { throw ValidationError("The \(workload.rawValue)(\(size)) child failed.") }
        return measurement
    }

    func runChild(_ spec: String) throws {
        let parts = spec.split(separator: ":")
        guard parts.count == 2, let workload = Workload(rawValue: String(parts[0])), let size = Int(parts[1])
        else {
            throw ValidationError("Bad child spec '\(spec)'.")
        }
        let clock = ContinuousClock()
        var built: BuiltWorkload?
        let build = try clock.measure { built = try workload.build(size: size) }
        var workloadState = built!
        var checksum = 0.0
        let widths = (0..<12).map { 320.0 + 64.0 * Double($0) }
        let resize = try clock.measure {
            for step in 0..<100 {
                try workloadState.solver.suggestValue(widths[step % widths.count], for: workloadState.edit)
                for variable in workloadState.variables {
                    checksum += workloadState.solver.value(of: variable)
                }
            }
        }
        var ambiguous: [Variable] = []
        let proof = clock.measure { ambiguous = workloadState.solver.ambiguousVariables() }
        guard ambiguous.isEmpty, checksum.isFinite else {
            throw ValidationError("\(spec) is not fully determined: \(ambiguous.count) ambiguous variables.")
        }
        let measurement = Measurement(
            workload: workload.rawValue, size: size, buildMs: build.milliseconds,
            resizeMs: resize.milliseconds / 100,
            proofMs: proof.milliseconds, peakRSSMb: peakResidentMegabytes())
        print(measurement.jsonObject)
    }
}

/// The peak resident set of this process (VmHWM), in MiB.
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
    return 0
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
