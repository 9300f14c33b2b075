import Foundation

/// Reads "three words that come to mind" into taste tags through the shipped synonym list:
/// "coffee snob, outdoorsy" → coffee, outdoors.
public struct ThreeWords: Sendable {
    /// Phrase (normalised) → tag ids.
    let synonyms: [String: [String]]
    let vocabulary: TasteVocabulary
    /// The longest synonym, in words: longer runs are never looked up.
    let longest: Int

    init(synonyms: [String: [String]], vocabulary: TasteVocabulary) {
        var table: [String: [String]] = [:]
        for (phrase, tags) in synonyms { table[PhraseKey.normalize(phrase)] = tags.filter { vocabulary.index(of: $0) != nil } }
        // A tag's own id and chip always name it ("coffee", "board games").
        for tag in vocabulary.tags {
            for name in [tag.id, tag.id.replacingOccurrences(of: "-", with: " "), tag.chip] where table[PhraseKey.normalize(name)] == nil {
                table[PhraseKey.normalize(name)] = [tag.id]
            }
        }
        self.synonyms = table
        self.vocabulary = vocabulary
        longest = table.keys.map { $0.split(separator: " ").count }.max() ?? 1
    }

    /// What was recognised: each matched phrase with its tags, in the order written. Longest phrases win
    /// ("analogue photography" before "photography"); words nothing matches are left out.
    public func read(_ text: String) -> [(phrase: String, tags: [String])] {
        let words = PhraseKey.words(text)
        var matches: [(String, [String])] = []
        var start = 0
        while start < words.count {
            var matched = false
            for length in stride(from: min(longest, words.count - start), through: 1, by: -1) {
                let phrase = words[start..<start + length].joined(separator: " ")
                if let tags = synonyms[phrase] ?? synonyms[Self.singular(phrase)], !tags.isEmpty {
                    matches.append((phrase, tags))
                    start += length
                    matched = true
                    break
                }
            }
            if !matched { start += 1 }
        }
        return matches
    }

    /// "books" → "book", "candles" → "candle": synonym keys are mostly singular.
    static func singular(_ phrase: String) -> String {
        guard phrase.count > 3, phrase.hasSuffix("s"), !phrase.hasSuffix("ss") else { return phrase }
        return String(phrase.dropLast())
    }

    public static let shipped = Result { () throws -> ThreeWords in
        ThreeWords(synonyms: try ShippedData.decode([String: [String]].self, from: "synonyms"), vocabulary: try Quiz.shipped.get().vocabulary)
    }
}
