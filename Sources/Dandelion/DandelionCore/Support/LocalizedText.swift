/// Words in a bundled JSON file (prompts, release messages, crisis lines), by language:
/// `{"en": "…", "de": "…"}`. English is the source: every entry has it, and a language an entry lacks
/// reads the English. The language asked for is the String Catalog's (`DandelionCopy.book`), so these
/// words always match the screen around them.
public struct LocalizedText: Decodable, Sendable, Equatable {
    public static let sourceLanguage = "en"

    public let byLanguage: [String: String]

    public init(_ byLanguage: [String: String]) {
        precondition(byLanguage[Self.sourceLanguage] != nil, "every text has its English")
        self.byLanguage = byLanguage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        byLanguage = try container.decode([String: String].self)
        guard byLanguage[Self.sourceLanguage] != nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no “\(Self.sourceLanguage)” text in \(byLanguage)")
        }
    }

    /// The words in `language` ("de", or "de-CH" read as "de"), else the English.
    public func text(in language: String) -> String {
        let base = String(language.prefix { $0 != "-" && $0 != "_" })
        return byLanguage[language] ?? byLanguage[base] ?? byLanguage[Self.sourceLanguage] ?? ""
    }
}
