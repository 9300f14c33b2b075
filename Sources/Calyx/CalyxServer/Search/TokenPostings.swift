/// Which flowers have a word beginning with a given prefix, as the full-text indexes answer it
/// (FTS5 `"rose"*`, tsquery `rose:*`): the distinct words sorted bytewise, so the words a prefix
/// begins are one range found by binary search, and for each word the flowers that have it.
struct TokenPostings: Sendable {
    /// The distinct words, in byte order.
    private let tokens: PackedTexts
    /// Flowers of word `t`: `flowers[starts[t]..<starts[t + 1]]`, each a position in the index.
    private let starts: [Int32]
    private let flowers: [Int32]
    let flowerCount: Int

    /// `texts[i]` is flower `i`'s text; its words are separated by spaces (`|` separates names and is no word).
    init(texts: some Sequence<String>, flowerCount: Int) {
        var byToken: [Substring: [Int32]] = [:]
        for (flower, text) in texts.enumerated() {
            for word in Set(text.split(separator: " ")) where word != "|" {
                byToken[word, default: []].append(Int32(flower))
            }
        }
        let sorted = byToken.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var tokens = PackedTexts()
        var starts: [Int32] = [0]
        var flowers: [Int32] = []
        starts.reserveCapacity(sorted.count + 1)
        flowers.reserveCapacity(byToken.values.reduce(0) { $0 + $1.count })
        for token in sorted {
            tokens.append(String(token))
            flowers += byToken[token]!.sorted()
            starts.append(Int32(flowers.count))
        }
        tokens.shrink()
        self.tokens = tokens
        self.starts = starts
        self.flowers = flowers
        self.flowerCount = flowerCount
    }

    var tokenCount: Int { tokens.count }

    var byteCount: Int { tokens.byteCount + (starts.capacity + flowers.capacity) * MemoryLayout<Int32>.stride }

    /// Flowers with a word beginning with every one of `prefixes`.
    func matchingAll(_ prefixes: [String]) -> FlowerBitSet {
        var result: FlowerBitSet?
        for prefix in prefixes {
            let set = matching(prefix)
            if result == nil { result = set } else { result!.formIntersection(set) }
        }
        return result ?? FlowerBitSet(count: flowerCount)
    }

    /// Flowers with a word beginning with `prefix`.
    func matching(_ prefix: String) -> FlowerBitSet {
        var set = FlowerBitSet(count: flowerCount)
        let bytes = Array(prefix.utf8)
        // Every word with the prefix sorts between it and the prefix followed by 0xFF, which no UTF-8 has.
        let low = lowerBound(bytes), high = lowerBound(bytes + [0xFF])
        flowers.withUnsafeBufferPointer { flowers in
            for token in low..<high {
                for k in Int(starts[token])..<Int(starts[token + 1]) { set.insert(Int(flowers[k])) }
            }
        }
        return set
    }

    /// The first word not before `bytes`.
    private func lowerBound(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { target in
            Bisection.partition(tokens.count) { tokens.withText($0) { ByteText.precedes($0, target) } }
        }
    }
}
