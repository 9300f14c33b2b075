/// A set of taste-tag indices (below 128) in two words: union, overlap and size are a few instructions.
struct TagSet: Sendable, Hashable {
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0

    init() {}

    mutating func insert(_ index: Int) {
        precondition(index >= 0 && index < 128, "tag index out of range")
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
    }

    func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }

    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }
    var isEmpty: Bool { low == 0 && high == 0 }

    func intersection(_ other: TagSet) -> TagSet {
        var set = TagSet()
        set.low = low & other.low
        set.high = high & other.high
        return set
    }

    func union(_ other: TagSet) -> TagSet {
        var set = TagSet()
        set.low = low | other.low
        set.high = high | other.high
        return set
    }

    func intersects(_ other: TagSet) -> Bool { low & other.low != 0 || high & other.high != 0 }

    /// Shared tags over all tags of either: 1 for the same tags, 0 for none in common.
    func jaccard(_ other: TagSet) -> Double {
        let union = (low | other.low).nonzeroBitCount + (high | other.high).nonzeroBitCount
        guard union > 0 else { return 0 }
        let shared = (low & other.low).nonzeroBitCount + (high & other.high).nonzeroBitCount
        return Double(shared) / Double(union)
    }

    /// The indices in ascending order.
    var indices: [Int] {
        var result: [Int] = []
        var word = low
        while word != 0 {
            result.append(word.trailingZeroBitCount)
            word &= word - 1
        }
        word = high
        while word != 0 {
            result.append(64 + word.trailingZeroBitCount)
            word &= word - 1
        }
        return result
    }
}

extension TagSet {
    /// The sum of `weights` over the set's tags, without building an array (the concierge calls this
    /// for every product of the catalog).
    func sum(_ weights: [Double]) -> Double {
        var total = 0.0
        var word = low
        while word != 0 {
            total += weights[word.trailingZeroBitCount]
            word &= word - 1
        }
        word = high
        while word != 0 {
            total += weights[64 + word.trailingZeroBitCount]
            word &= word - 1
        }
        return total
    }
}
