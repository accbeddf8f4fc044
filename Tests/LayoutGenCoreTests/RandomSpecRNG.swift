/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state advanced by a constant and mixed,
/// so every seed gives the same stream on every machine and Swift version.
///
/// The helpers below draw from it with arithmetic of their own rather than the standard
/// library's `random(in:using:)`, whose algorithm may change between releases and would then
/// change every generated spec.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A generator for one part of a spec: the spec's seed mixed with the part's numbers, so
    /// that changing one part does not change the draws of another.
    init(seed: UInt64, part: [Int]) {
        var mixer = SplitMix64(seed: seed)
        var state = mixer.next()
        for number in part {
            mixer = SplitMix64(seed: state ^ UInt64(bitPattern: Int64(number)) &* 0x9E37_79B9_7F4A_7C15)
            state = mixer.next()
        }
        self.state = state
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, every value equally likely up to a bias below 2^-32.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        precondition(span <= 1 << 32, "int(_:) draws from ranges of at most 2^32 values")
        return range.lowerBound + Int(((next() >> 32) * span) >> 32)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "pick needs something to pick from")
        return elements[int(0...elements.count - 1)]
    }

    /// The elements in a random order (Fisher-Yates).
    mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        if result.count < 2 { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(0...index))
        }
        return result
    }
}
