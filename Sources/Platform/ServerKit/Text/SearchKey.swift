import Foundation
import SQLKit

/// Text as searches compare it: case, accents and character widths folded, so "Élodie", "ÉLODIE" and
/// "elodie" are one. Stored beside what people type (a display name, a collection's name) and applied to
/// the query, because neither database folds beyond ASCII on its own: SQLite's `LOWER` never does and
/// PostgreSQL's follows the database's locale, which is `C` in our clusters.
public enum SearchKey {
    /// Folding by the rules of no language in particular (Turkish "I" folds to "i" like everywhere).
    private static let locale = Locale(identifier: "en_US_POSIX")

    public static func of(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
    }
}

extension SearchKey {
    /// For a migration: adds `keyColumn` to `table` and fills it with the key of `column` in every row
    /// (`id` identifies rows); the code that writes `column` writes the key from then on.
    public static func addColumn(
        _ keyColumn: String, of column: String, to table: String, in db: any SQLDatabase
    ) async throws {
        try await db.raw("ALTER TABLE \(ident: table) ADD COLUMN \(ident: keyColumn) TEXT NOT NULL DEFAULT ''").run()
        let rows = try await db.raw("SELECT id, \(ident: column) AS text FROM \(ident: table)").all(decoding: Keyed.self)
        for row in rows {
            try await db.raw("UPDATE \(ident: table) SET \(ident: keyColumn) = \(bind: of(row.text)) WHERE id = \(bind: row.id)").run()
        }
    }

    private struct Keyed: Decodable {
        let id: UUID
        let text: String
    }
}
