/// CLDR's cardinal plural rule for whole numbers, for the languages our catalogs may hold. A form the
/// catalog lacks ("many") falls back to "other" where the catalog is read.
public struct PluralRule: Sendable {
    public let language: String

    public init(language: String) {
        self.language = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// "one", "many" or "other" for `count` (CLDR 46, integers only: these catalogs count things).
    public func category(_ count: Int) -> String {
        let n = count.magnitude
        switch language {
        case "fr":
            // French: 0 and 1 are singular ("0 photo"); exact millions take "de" ("1 million de photos").
            if n <= 1 { return "one" }
            return n % 1_000_000 == 0 ? "many" : "other"
        case "es", "it", "pt":
            if n == 1 || (language == "pt" && n == 0) { return "one" }
            return n % 1_000_000 == 0 && n != 0 ? "many" : "other"
        default:
            // English, German, Dutch, the Scandinavian languages: only exactly 1 is singular.
            return n == 1 ? "one" : "other"
        }
    }
}
