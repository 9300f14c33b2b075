import Foundation

/// Text as searches compare it: case, accents and character widths folded, so "Élodie", "ÉLODIE" and
/// "elodie" are one. Stored beside what people type (a display name, a collection's name) and applied to
/// the query, because neither database folds beyond ASCII on its own: SQLite's `LOWER` never does and
/// PostgreSQL's follows the database's locale, which is `C` in our clusters.
public enum SearchKey {
    public static func of(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
