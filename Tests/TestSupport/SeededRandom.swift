import Foundation

/// SeededRandom (Steele, Lea and Flood, 2014): a 64-bit state advanced by a constant and mixed,
/// so that a seed gives the same stream on every machine and Swift version and every random
/// test case can be replayed.
///
/// The draws below use arithmetic of their own rather than the standard library's
/// `random(in:using:)`, whose algorithm may change between releases and would then change the
/// case a seed stands for. There are two families of draws, because recorded seeds depend on
/// both: the remainder draws (`int(in:)`, `below(_:)`, `element(of:)`, `chance(percent:)`) take
/// the stream's number modulo the count; the scaled draws (`int(_:)`, `pick(_:)`,
/// `chance(_:)`, `shuffled(_:)`) scale its high 32 bits. Keep a suite on the family it began with.
public struct SeededRandom: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator for one part of a case: the case's seed mixed with the part's numbers, so
    /// that changing one part does not change the draws of another.
    public init(seed: UInt64, part: [Int]) {
        var mixer = SeededRandom(seed: seed)
        var state = mixer.next()
        for number in part {
            mixer = SeededRandom(seed: state ^ UInt64(bitPattern: Int64(number)) &* 0x9E37_79B9_7F4A_7C15)
            state = mixer.next()
        }
        self.state = state
    }

    /// The base seed of a property test: `LAYOUTGEN_SEED` (decimal or `0x` hex) when set,
    /// else `fallback`.
    public static func baseSeed(fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTGEN_SEED"] else { return fallback }
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        guard let parsed else { preconditionFailure("LAYOUTGEN_SEED='\(text)' is not a UInt64.") }
        return parsed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: Remainder draws

    /// A number in `range`, each about equally likely (the modulo bias is below 2^-50 for
    /// small ranges).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in `0..<bound`: `int(in: 0...bound - 1)`.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One element of a non-empty array, drawn with `below(_:)`.
    public mutating func element<Element>(of elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// True with probability `percent / 100`.
    public mutating func chance(percent: Int) -> Bool { int(in: 0...99) < percent }

    // MARK: Scaled draws

    /// A whole number in `range`, every value equally likely up to a bias below 2^-32.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        precondition(span <= 1 << 32, "int(_:) draws from ranges of at most 2^32 values")
        return range.lowerBound + Int(((next() >> 32) * span) >> 32)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array, drawn with `int(_:)`.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "pick needs something to pick from")
        return elements[int(0...elements.count - 1)]
    }

    /// The elements in a random order (Fisher-Yates, drawing with `int(_:)`).
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        if result.count < 2 { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(0...index))
        }
        return result
    }
}
