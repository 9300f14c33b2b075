/// "Hates socks": what is never recommended for a person. An entry either matches a shipped phrase
/// (its tags and terms are excluded) or, after a prefix such as "no " or "hates ", names a term that
/// is excluded wherever it appears as a word in a product's title or type.
public struct NeverGiftRules: Sendable {
    struct Phrase: Decodable, Sendable {
        let excludeTags: [String]
        let excludeTerms: [String]
    }

    let phrases: [String: Phrase]
    let prefixes: [String]

    /// One entry, as understood.
    public struct Entry: Sendable, Equatable {
        public let phrase: String
        public let tags: [String]
        public let terms: [String]
    }

    public func entry(_ raw: String) -> Entry {
        let key = PhraseKey.normalize(raw)
        if let phrase = phrases[key] { return Entry(phrase: raw, tags: phrase.excludeTags, terms: phrase.excludeTerms) }
        var term = key
        for prefix in prefixes where key.hasPrefix(prefix) {
            term = String(key.dropFirst(prefix.count))
            break
        }
        if let phrase = phrases[term] { return Entry(phrase: raw, tags: phrase.excludeTags, terms: phrase.excludeTerms) }
        let singular = ThreeWords.singular(term)
        return Entry(phrase: raw, tags: [], terms: term.isEmpty ? [] : Array(Set([term, singular])).sorted())
    }

    public static let shipped = Result { () throws -> NeverGiftRules in
        struct File: Decodable {
            let prefixes: [String]
            let phrases: [String: Phrase]
        }
        let file = try ShippedData.decode(File.self, from: "never-gift")
        return NeverGiftRules(
            phrases: Dictionary(file.phrases.map { (PhraseKey.normalize($0.key), $0.value) }) { first, _ in first },
            prefixes: file.prefixes.map { $0.lowercased() }.sorted { $0.count > $1.count }
        )
    }
}
