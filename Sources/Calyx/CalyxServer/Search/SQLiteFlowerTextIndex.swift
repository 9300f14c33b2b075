import Foundation
import SQLKit

/// FTS5 over `flowers` as external content (the text is stored once, in `flowers`), kept current by
/// triggers. Prefix indexes for one to three characters keep as-you-type queries from scanning terms.
struct SQLiteFlowerTextIndex: FlowerTextIndex {
    func create(in db: any SQLDatabase) async throws {
        try await db.raw("""
            CREATE VIRTUAL TABLE flower_fts USING fts5(
                names_text, search_text,
                content='flowers', content_rowid='number',
                tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
            )
            """).run()
        try await db.raw("""
            CREATE TRIGGER flowers_fts_insert AFTER INSERT ON flowers BEGIN
                INSERT INTO flower_fts (rowid, names_text, search_text) VALUES (new.number, new.names_text, new.search_text);
            END
            """).run()
        try await db.raw("""
            CREATE TRIGGER flowers_fts_delete AFTER DELETE ON flowers BEGIN
                INSERT INTO flower_fts (flower_fts, rowid, names_text, search_text)
                VALUES ('delete', old.number, old.names_text, old.search_text);
            END
            """).run()
        try await db.raw("""
            CREATE TRIGGER flowers_fts_update AFTER UPDATE OF names_text, search_text ON flowers BEGIN
                INSERT INTO flower_fts (flower_fts, rowid, names_text, search_text)
                VALUES ('delete', old.number, old.names_text, old.search_text);
                INSERT INTO flower_fts (rowid, names_text, search_text) VALUES (new.number, new.names_text, new.search_text);
            END
            """).run()
    }

    func matches(every terms: [String], in field: FlowerTextField) -> any SQLExpression {
        SQLQueryString("number IN (SELECT rowid FROM flower_fts WHERE flower_fts MATCH \(bind: Self.query(terms, field)))")
    }

    /// The unary `+` keeps SQLite from looking the matches up by rowid: it tests each row it reaches
    /// against them (a list built once per statement).
    func tests(every terms: [String], in field: FlowerTextField) -> any SQLExpression {
        SQLQueryString("+number IN (SELECT rowid FROM flower_fts WHERE flower_fts MATCH \(bind: Self.query(terms, field)))")
    }

    func count(every terms: [String], in field: FlowerTextField, on db: any SQLDatabase) async throws -> Int {
        let row = try await db.raw("SELECT count(*) AS n FROM flower_fts WHERE flower_fts MATCH \(bind: Self.query(terms, field))").first()
        return try row?.decode(column: "n", as: Int.self) ?? 0
    }

    private static func query(_ terms: [String], _ field: FlowerTextField) -> String {
        let column = field == .names ? "names_text" : "search_text"
        // Terms are normalized words (letters and digits), quoted anyway so no word is read as syntax.
        return terms.map { "\(column) : \"\($0.replacingOccurrences(of: "\"", with: ""))\"*" }.joined(separator: " AND ")
    }
}
