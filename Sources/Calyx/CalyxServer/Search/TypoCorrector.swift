/// Corrects misspelt query words against the words the catalog actually contains ("hydrangia" →
/// "hydrangea", "lavendar" → "lavender"), so both database backends can run an exact full-text query.
///
/// The vocabulary is small even for a 100,000-flower catalog (names repeat the same few thousand
/// words), so it lives in memory: candidates come from shared trigrams, and the winner is the closest
/// by Damerau–Levenshtein distance, then the more frequent word. Words the vocabulary knows, words
/// that begin a known word (someone still typing) and very short words are left alone.
struct TypoCorrector: Sendable {
    private let frequencies: [String: Int]
    /// Trigram → indices into `words`.
    private let index: [String: [Int]]
    private let words: [String]
    /// Sorted, for "is this the start of a known word".
    private let sortedWords: [String]

    init(vocabulary: [String: Int]) {
        frequencies = vocabulary
        words = Array(vocabulary.keys)
        sortedWords = words.sorted()
        var index: [String: [Int]] = [:]
        for (position, word) in words.enumerated() {
            for trigram in Set(Self.trigrams(word)) { index[trigram, default: []].append(position) }
        }
        self.index = index
    }

    /// Builds the vocabulary from names (common names, synonyms, scientific names, families).
    init(names: some Sequence<String>) {
        var counts: [String: Int] = [:]
        for name in names {
            for word in SearchText.words(name) { counts[word, default: 0] += 1 }
        }
        self.init(vocabulary: counts)
    }

    /// `word` (normalized) as the catalog spells it, or unchanged when it is known, a prefix of a
    /// known word, too short to correct safely, or nothing is close enough.
    func correct(_ word: String) -> String {
        guard word.count >= 4, frequencies[word] == nil, !isPrefixOfKnownWord(word) else { return word }
        // One edit for four or five letters ("tulp" → "tulip"), two from six on ("peonie" → "peony",
        // "fuschia" → "fuchsia"): fewer would miss the misspellings people actually make.
        let allowed = word.count >= 6 ? 2 : 1
        var votes: [Int: Int] = [:]
        for trigram in Set(Self.trigrams(word)) {
            for candidate in index[trigram] ?? [] { votes[candidate, default: 0] += 1 }
        }
        var best: (word: String, distance: Int, frequency: Int)?
        for (candidate, _) in votes {
            let text = words[candidate]
            guard abs(text.count - word.count) <= allowed else { continue }
            let distance = Self.distance(word, text, limit: allowed)
            guard distance <= allowed else { continue }
            let frequency = frequencies[text] ?? 0
            if let current = best, (current.distance, -current.frequency, current.word) <= (distance, -frequency, text) { continue }
            best = (text, distance, frequency)
        }
        return best?.word ?? word
    }

    /// Corrects every word of a query.
    func correct(query: String) -> [String] {
        SearchText.words(query).map(correct)
    }

    private func isPrefixOfKnownWord(_ prefix: String) -> Bool {
        var low = 0, high = sortedWords.count
        while low < high {
            let middle = (low + high) / 2
            if sortedWords[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        return low < sortedWords.count && sortedWords[low].hasPrefix(prefix)
    }

    /// Trigrams of the word padded with a boundary mark, so short words and word starts count.
    static func trigrams(_ word: String) -> [String] {
        let characters = Array("  " + word + " ")
        guard characters.count >= 3 else { return [] }
        return (0...(characters.count - 3)).map { String(characters[$0..<($0 + 3)]) }
    }

    /// Optimal-string-alignment Damerau–Levenshtein distance (a swap of neighbours is one edit: "lavednar"),
    /// giving up early once every path exceeds `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

extension TypoCorrector {
    /// Roughly what the corrector holds: each word twice (two arrays) and its frequency, and an
    /// `Int` per trigram posting plus each trigram's key and array.
    var estimatedByteCount: Int {
        words.count * 3 * 32 + index.reduce(0) { $0 + 64 + $1.value.count * 8 }
    }
}
