import Foundation

/// Gifter's words, read from its String Catalog (`Gifter.xcstrings`) in the person's language (English,
/// the source, when theirs is missing). The catalog is read here rather than compiled by Xcode so the
/// models that choose the words, and their Linux tests, use the very same file the app ships.
///
/// Placeholders are the catalog's own: `%@` (text) and `%lld` (a whole number), optionally positional
/// (`%2$@`). A plural entry picks its form by its first number.
public enum GifterCopy {
    public enum Argument: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case text(String)
        case number(Int)

        public init(stringLiteral value: String) { self = .text(value) }
        public init(integerLiteral value: Int) { self = .number(value) }
    }

    /// The words for `key`, with no placeholders filled.
    public static subscript(_ key: GifterText) -> String {
        catalog.value(for: key.rawValue, count: nil)
    }

    /// The words for `key` with its placeholders filled in order (or by their positions).
    public static func format(_ key: GifterText, _ arguments: Argument...) -> String {
        let count = arguments.lazy.compactMap { if case .number(let n) = $0 { n } else { nil } }.first
        return fill(catalog.value(for: key.rawValue, count: count), with: arguments)
    }

    /// The catalog file shipped in this module's bundle.
    static var catalogURL: URL? { Bundle.module.url(forResource: "Gifter", withExtension: "xcstrings") }

    static let catalog: StringCatalog = {
        guard let url = catalogURL,
              let data = try? Data(contentsOf: url),
              let catalog = try? StringCatalog(data: data, preferredLanguages: Locale.preferredLanguages)
        else {
            // Shipped inside the module: missing only in a broken build, which the catalog test catches.
            return StringCatalog.empty
        }
        return catalog
    }()

    /// Replaces `%@`, `%lld`, `%n$@`, `%n$lld` and `%%`.
    static func fill(_ template: String, with arguments: [Argument]) -> String {
        var result = ""
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            var cursor = template.index(after: index)
            if cursor < template.endIndex, template[cursor] == "%" {
                result.append("%")
                index = template.index(after: cursor)
                continue
            }
            var position: Int?
            let digits = template[cursor...].prefix(while: \.isNumber)
            if !digits.isEmpty, template[digits.endIndex...].hasPrefix("$") {
                position = Int(digits).map { $0 - 1 }
                cursor = template.index(after: digits.endIndex)
            }
            let rest = template[cursor...]
            let specifier = rest.hasPrefix("@") ? "@" : rest.hasPrefix("lld") ? "lld" : rest.hasPrefix("d") ? "d" : nil
            guard let specifier else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let argumentIndex = position ?? next
            next = argumentIndex + 1
            if arguments.indices.contains(argumentIndex) {
                switch arguments[argumentIndex] {
                case .text(let text): result += text
                case .number(let number): result += String(number)
                }
            }
            index = template.index(cursor, offsetBy: specifier.count)
        }
        return result
    }
}

/// An `.xcstrings` file: for each key, its words in each language, plain or by plural form.
struct StringCatalog: Sendable {
    struct Entry: Sendable {
        var plain: String?
        var plural: [String: String] = [:]
    }

    let sourceLanguage: String
    /// The entries of the language chosen for this person, then of the source language.
    let chosen: [String: Entry]
    let source: [String: Entry]
    let language: String

    static let empty = StringCatalog(sourceLanguage: "en", chosen: [:], source: [:], language: "en")

    init(sourceLanguage: String, chosen: [String: Entry], source: [String: Entry], language: String) {
        self.sourceLanguage = sourceLanguage
        self.chosen = chosen
        self.source = source
        self.language = language
    }

    init(data: Data, preferredLanguages: [String]) throws {
        let file = try JSONDecoder().decode(File.self, from: data)
        let byLanguage = file.entries
        let available = Set(byLanguage.keys)
        // "de-CH" is served by "de"; the first of the person's languages the catalog has wins.
        let language = preferredLanguages.lazy.compactMap { preferred -> String? in
            if available.contains(preferred) { return preferred }
            let base = String(preferred.prefix { $0 != "-" && $0 != "_" })
            return available.contains(base) ? base : nil
        }.first ?? file.sourceLanguage
        self.init(
            sourceLanguage: file.sourceLanguage, chosen: byLanguage[language] ?? [:],
            source: byLanguage[file.sourceLanguage] ?? [:], language: language
        )
    }

    /// Every key, with its source-language words (plural entries: their "other" form).
    var sourceValues: [String: String] {
        source.mapValues { $0.plain ?? $0.plural["other"] ?? "" }
    }

    func value(for key: String, count: Int?) -> String {
        let entry = chosen[key] ?? source[key]
        guard let entry else { return key }
        if let plain = entry.plain { return plain }
        let form = count.map(pluralCategory) ?? "other"
        return entry.plural[form] ?? entry.plural["other"] ?? key
    }

    /// The CLDR category for English and the languages that share its rule ("one" for exactly 1).
    /// Languages with other rules get their own case here when the catalog gains them.
    private func pluralCategory(_ count: Int) -> String {
        count == 1 ? "one" : "other"
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
