/// Parts of one packed text column (a name between bars, the rest of a name from one of its words
/// on), sorted bytewise, each with its flower: "some name is exactly q", "some name begins with q",
/// "a word of some name begins with q" become one binary search, as a `LIKE` on every row cannot.
/// A part is a range of the column's bytes (12 bytes an entry), not a copy of its text.
struct TextPartTable: Sendable {
    private let texts: PackedTexts
    private let starts: [Int32]
    private let ends: [Int32]
    private let positions: [Int32]

    /// `parts(text)` gives the ranges of the parts of one flower's text, relative to that text.
    init(texts: PackedTexts, parts: (UnsafeBufferPointer<UInt8>) -> [Range<Int>]) {
        var entries: [(start: Int32, end: Int32, position: Int32)] = []
        for i in 0..<texts.count {
            let base = texts.span(i).lowerBound
            for part in texts.withText(i, parts) {
                entries.append((Int32(base + part.lowerBound), Int32(base + part.upperBound), Int32(i)))
            }
        }
        texts.withBytes { bytes in
            entries.sort { a, b in
                let left = UnsafeBufferPointer(rebasing: bytes[Int(a.start)..<Int(a.end)])
                let right = UnsafeBufferPointer(rebasing: bytes[Int(b.start)..<Int(b.end)])
                if ByteText.precedes(left, right) { return true }
                if ByteText.precedes(right, left) { return false }
                return a.position < b.position
            }
        }
        self.texts = texts
        starts = entries.map(\.start)
        ends = entries.map(\.end)
        positions = entries.map(\.position)
    }

    /// The entries only; the column itself is counted where it is held.
    var byteCount: Int { (starts.capacity + ends.capacity + positions.capacity) * MemoryLayout<Int32>.stride }

    /// Adds the flowers with a part beginning with `prefix`.
    func insert(withPrefix prefix: [UInt8], into set: inout FlowerBitSet) {
        // Parts beginning with it sort between it and it followed by 0xFF, which no UTF-8 has.
        insert(lowerBound(prefix)..<lowerBound(prefix + [0xFF]), into: &set)
    }

    /// Adds the flowers with a part equal to `text`.
    func insert(equalTo text: [UInt8], into set: inout FlowerBitSet) {
        // A longer part beginning with it sorts after it followed by 0x00, which normalized text has not.
        insert(lowerBound(text)..<lowerBound(text + [0x00]), into: &set)
    }

    private func insert(_ range: Range<Int>, into set: inout FlowerBitSet) {
        for k in range { set.insert(Int(positions[k])) }
    }

    private func lowerBound(_ target: [UInt8]) -> Int {
        texts.withBytes { bytes in
            target.withUnsafeBufferPointer { target in
                Bisection.partition(positions.count) { k in
                    ByteText.precedes(UnsafeBufferPointer(rebasing: bytes[Int(starts[k])..<Int(ends[k])]), target)
                }
            }
        }
    }
}

/// How the catalog's text columns divide into parts: `| garden rose | rosa |` holds the names
/// "garden rose" and "rosa"; "garden rose" holds the word suffixes "garden rose" and "rose".
enum TextParts {
    static let space = UInt8(ascii: " "), bar = UInt8(ascii: "|")

    /// The names between bars, as `CatalogRow` writes `names_text` and `common_text`.
    static func names(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let n = text.count
        guard n >= 4, text[0] == bar, text[1] == space, text[n - 2] == space, text[n - 1] == bar else { return [] }
        var parts: [Range<Int>] = []
        var start = 2, k = 2
        while k + 2 < n - 1 {
            if text[k] == space, text[k + 1] == bar, text[k + 2] == space {
                parts.append(start..<k)
                start = k + 3
                k = start
            } else {
                k += 1
            }
        }
        parts.append(start..<(n - 2))
        return parts
    }

    /// Each name from each of its words on (the name itself first).
    static func wordSuffixes(ofNames text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        names(text).flatMap { wordSuffixes(text, $0, fromWord: 0) }
    }

    /// The text from each of its words after the first on (`name_key LIKE '% q'`).
    static func laterWordSuffixes(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        wordSuffixes(text, 0..<text.count, fromWord: 1)
    }

    static func wordSuffixes(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, fromWord first: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = first == 0 ? [range] : []
        for k in range where text[k] == space && k + 1 < range.upperBound {
            parts.append((k + 1)..<range.upperBound)
        }
        return parts
    }
}
