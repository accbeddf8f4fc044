import Foundation

/// A small seeded generator (SplitMix64), so that every random test case can be replayed.
///
/// It draws integers by itself rather than through `Int.random(in:using:)`, whose algorithm
/// the standard library may change: a seed must mean the same case on every toolchain.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The base seed of a property test: `LAYOUTGEN_SEED` (decimal or `0x` hex) when set,
    /// else `fallback`.
    static func baseSeed(fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTGEN_SEED"] else { return fallback }
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let parsed else { preconditionFailure("LAYOUTGEN_SEED='\(text)' is not a UInt64.") }
        return parsed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, each about equally likely (the modulo bias is below 2^-50).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent / 100`.
    mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    mutating func element<T>(of array: [T]) -> T { array[int(in: 0...(array.count - 1))] }
}
