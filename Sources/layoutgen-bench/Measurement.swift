import Foundation

/// One workload at one size: the build (every constraint added, solved), one resize
/// (suggest a width, read every value; the mean of 100), the uniqueness proof, and the peak
/// resident memory of the process that ran it.
struct Measurement {
    /// `chain` or `grid`, and how many rows or squares.
    var workload: String
    var size: Int
    /// Milliseconds each step took.
    var buildMs: Double
    var resizeMs: Double
    var proofMs: Double
    /// The process's peak resident memory, in megabytes.
    var peakRSSMb: Double

    var jsonObject: String {
        "{\"workload\": \"\(workload)\", \"size\": \(size), \"build_ms\": \(format(buildMs)), "
            + "\"resize_ms\": \(format(resizeMs)), \"proof_ms\": \(format(proofMs)), "
            + "\"peak_rss_mb\": \(format(peakRSSMb))}"
    }

    init(workload: String, size: Int, buildMs: Double, resizeMs: Double, proofMs: Double, peakRSSMb: Double) {
        self.workload = workload
        self.size = size
        self.buildMs = buildMs
        self.resizeMs = resizeMs
        self.proofMs = proofMs
        self.peakRSSMb = peakRSSMb
    }

    /// Reads the object a child prints.
    init?(line: String) {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let workload = object["workload"] as? String, let size = object["size"] as? Int,
            let build = object["build_ms"] as? Double, let resize = object["resize_ms"] as? Double,
            let proof = object["proof_ms"] as? Double, let rss = object["peak_rss_mb"] as? Double
        else { return nil }
        self.init(
            workload: workload, size: size, buildMs: build, resizeMs: resize, proofMs: proof, peakRSSMb: rss)
    }

    /// The median of each field over the samples.
    static func median(_ samples: [Measurement]) -> Measurement {
        func middle(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            let count = sorted.count
            return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
        }
        return Measurement(
            workload: samples[0].workload, size: samples[0].size, buildMs: middle(samples.map(\.buildMs)),
            resizeMs: middle(samples.map(\.resizeMs)), proofMs: middle(samples.map(\.proofMs)),
            peakRSSMb: middle(samples.map(\.peakRSSMb)))
    }

    static func json(_ results: [Measurement]) -> String {
        "[\n" + results.map { "  " + $0.jsonObject }.joined(separator: ",\n") + "\n]"
    }

    static func table(_ results: [Measurement]) -> String {
        var lines = ["workload  size    build ms   resize ms   proof ms   peak RSS MiB"]
        for result in results {
            lines.append(
                result.workload.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(result.size).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + pad(format(result.buildMs), 8) + pad(format(result.resizeMs), 12)
                    + pad(format(result.proofMs), 11) + pad(format(result.peakRSSMb), 15))
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

func format(_ value: Double) -> String {
    String(format: "%.3f", value)
}
