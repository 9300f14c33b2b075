/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast generator whose whole sequence follows from one
/// seed, so a synthetic catalog or a seed release replays identically everywhere. Not for anything secret.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Float in `range`, from the top 24 bits (a Float's precision).
    public mutating func unit(_ range: ClosedRange<Float> = 0...1) -> Float {
        let fraction = Float(next() >> 40) / Float(1 << 24)
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }
}
