/// A small, fast pseudo-random generator with a fixed algorithm, so a seed gives the same catalog everywhere.
///
/// The standard library's generator is seeded randomly and may change between releases; generated
/// benchmark data must not.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, by plain modulo: the tiny bias does not matter for test data, and it keeps the sequence simple.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    /// True with a chance of `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool {
        Int(next() % 100) < percent
    }
}
