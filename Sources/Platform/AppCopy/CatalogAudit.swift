/// What a shipped catalog must hold, checked by each app's tests: every key the app asks for, in every
/// language the app ships, with the source's placeholders and every plural form the language uses.
public enum CatalogAudit {
    public struct Problem: Sendable, CustomStringConvertible, Equatable {
        public let key: String
        public let language: String
        public let problem: String
        public var description: String { "\(key) [\(language)]: \(problem)" }
    }

    /// Counts that reach every plural category our rules know (0, 1, several, a million).
    static let sampleCounts = [0, 1, 2, 5, 21, 1_000_000]

    public static func problems(in catalog: StringCatalog, keys: Set<String>, languages: [String]) -> [Problem] {
        var problems: [Problem] = []
        let source = catalog.sourceLanguage
        for key in Set(catalog.source.keys).subtracting(keys).sorted() {
            problems.append(Problem(key: key, language: source, problem: "in the catalog but no code asks for it"))
        }
        for key in keys.sorted() {
            guard let original = catalog.source[key] else {
                problems.append(Problem(key: key, language: source, problem: "asked for but not in the catalog"))
                continue
            }
            let expected = placeholders(of: original)
            for language in languages {
                guard let entry = catalog.languages[language]?[key] else {
                    problems.append(Problem(key: key, language: language, problem: "no words in this language"))
                    continue
                }
                let values = [entry.plain].compactMap { $0 } + entry.plural.values
                if values.isEmpty || values.contains(where: \.isEmpty) {
                    problems.append(Problem(key: key, language: language, problem: "empty words"))
                }
                let found = placeholders(of: entry)
                if found != expected {
                    problems.append(Problem(key: key, language: language, problem: "placeholders \(found.sorted()) differ from the source's \(expected.sorted())"))
                }
                if entry.plain == nil {
                    let rule = PluralRule(language: language)
                    let needed = Set(sampleCounts.map(rule.category)).subtracting(["many"]).union(["other"])
                    for form in needed.sorted() where entry.plural[form] == nil {
                        problems.append(Problem(key: key, language: language, problem: "no plural form “\(form)”"))
                    }
                }
            }
        }
        return problems
    }

    /// The placeholders of an entry's fullest form (a plural's "one" may write "a day" for "%lld days").
    static func placeholders(of entry: StringCatalog.Entry) -> Set<String> {
        if let plain = entry.plain { return CopyTemplate.placeholders(in: plain) }
        return entry.plural.values.map(CopyTemplate.placeholders).reduce(into: Set()) { $0.formUnion($1) }
    }
}
