/// A set of flowers as one bit per flower, by the index's alphabetical position: "every word
/// matches" is an intersection, and reading the members in order reads them alphabetically.
struct FlowerBitSet: Sendable {
    private(set) var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    mutating func insert(_ i: Int) {
        words[i &>> 6] |= 1 &<< UInt64(i & 63)
    }

    func contains(_ i: Int) -> Bool {
        words[i &>> 6] & (1 &<< UInt64(i & 63)) != 0
    }

    mutating func formIntersection(_ other: FlowerBitSet) {
        for k in words.indices { words[k] &= other.words[k] }
    }

    /// Calls `body` with each member from `start` on, in increasing order, while it returns true.
    func forEach(from start: Int, _ body: (Int) -> Bool) {
        var k = max(0, start) &>> 6
        guard k < words.count else { return }
        var word = words[k] & (~0 &<< UInt64(max(0, start) & 63))
        while true {
            while word != 0 {
                let bit = word.trailingZeroBitCount
                guard body(k &<< 6 | bit) else { return }
                word &= word &- 1
            }
            k += 1
            guard k < words.count else { return }
            word = words[k]
        }
    }

    /// Calls `body` with every member, in increasing order.
    func forEachMember(_ body: (Int) -> Void) {
        forEach(from: 0) { body($0); return true }
    }
}
