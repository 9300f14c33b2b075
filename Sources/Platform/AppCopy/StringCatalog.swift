import Foundation

/// An `.xcstrings` file, read at run time: for each key, its words in each language, plain or by plural
/// form. The apps read their catalogs themselves rather than have Xcode compile them, so the Core models
/// that choose the words, and their Linux tests, use the very file the app ships.
public struct StringCatalog: Sendable {
    public struct Entry: Sendable, Equatable {
        public var plain: String?
        public var plural: [String: String] = [:]
    }

    public let sourceLanguage: String
    /// The language chosen for this person: the first of theirs the catalog has, else the source.
    public let language: String
    /// The chosen language's entries, then the source language's (for keys the chosen one lacks).
    public let chosen: [String: Entry]
    public let source: [String: Entry]
    /// Every language the file has, with its entries: what the completeness tests walk.
    public let languages: [String: [String: Entry]]

    public static let empty = StringCatalog(sourceLanguage: "en", language: "en", languages: [:])

    init(sourceLanguage: String, language: String, languages: [String: [String: Entry]]) {
        self.sourceLanguage = sourceLanguage
        self.language = language
        self.languages = languages
        self.chosen = languages[language] ?? [:]
        self.source = languages[sourceLanguage] ?? [:]
    }

    public init(data: Data, preferredLanguages: [String]) throws {
        let file = try JSONDecoder().decode(File.self, from: data)
        let byLanguage = file.entries
        let available = Set(byLanguage.keys)
        // "de-CH" is served by "de"; the first of the person's languages the catalog has wins.
        let language = preferredLanguages.lazy.compactMap { preferred -> String? in
            if available.contains(preferred) { return preferred }
            let base = String(preferred.prefix { $0 != "-" && $0 != "_" })
            return available.contains(base) ? base : nil
        }.first ?? file.sourceLanguage
        self.init(sourceLanguage: file.sourceLanguage, language: language, languages: byLanguage)
    }

    /// Every key, with its source-language words (plural entries: their "other" form).
    public var sourceValues: [String: String] {
        source.mapValues { $0.plain ?? $0.plural["other"] ?? "" }
    }

    /// The words for `key` in the chosen language; a plural entry picks its form by `count`.
    public func value(for key: String, count: Int?) -> String {
        let inChosen = chosen[key]
        let entry = inChosen ?? source[key]
        guard let entry else { return key }
        if let plain = entry.plain { return plain }
        let rule = PluralRule(language: inChosen == nil ? sourceLanguage : language)
        let form = count.map(rule.category) ?? "other"
        return entry.plural[form] ?? entry.plural["other"] ?? key
    }

    /// The file's JSON, as Xcode writes it.
    struct File: Decodable {
        struct Key: Decodable {
            var localizations: [String: Localization]?
        }

        struct Localization: Decodable {
            var stringUnit: StringUnit?
            var variations: Variations?
        }

        struct Variations: Decodable {
            var plural: [String: Localization]?
        }

        struct StringUnit: Decodable {
            var value: String
        }

        var sourceLanguage: String
        var strings: [String: Key]

        /// language → key → entry.
        var entries: [String: [String: Entry]] {
            var result: [String: [String: Entry]] = [:]
            for (key, value) in strings {
                for (language, localization) in value.localizations ?? [:] {
                    var entry = Entry(plain: localization.stringUnit?.value)
                    for (form, variant) in localization.variations?.plural ?? [:] {
                        entry.plural[form] = variant.stringUnit?.value
                    }
                    result[language, default: [:]][key] = entry
                }
            }
            return result
        }
    }
}
