@testable import ServerKit
import Testing

@Suite("SQL span names")
struct SQLSummaryTests {
    @Test("verb and table of the statements SQLKit and our own SQL write", arguments: [
        (#"SELECT "flowers"."id", "flowers"."name" FROM "flowers" WHERE "flowers"."id" = ?"#, "SELECT", "flowers"),
        ("select f.id from flowers f left join media m on m.id = f.image_id where f.id = $1", "SELECT", "flowers"),
        // A subquery's FROM is not the statement's.
        ("SELECT (SELECT COUNT(*) FROM search_history WHERE user_id = $1) AS history FROM users WHERE id = $1", "SELECT", "users"),
        ("INSERT INTO search_history (id, query) VALUES (?, ?)", "INSERT", "search_history"),
        (#"INSERT INTO "comments" ("id") VALUES ($1) ON CONFLICT DO NOTHING"#, "INSERT", "comments"),
        ("UPDATE search_history SET searched_at = ?, query = ? WHERE id = ?", "UPDATE", "search_history"),
        ("UPDATE OR REPLACE job_leases SET x = 1", "UPDATE", "job_leases"),
        ("DELETE FROM search_history WHERE id = ? RETURNING id", "DELETE", "search_history"),
        ("WITH recent AS (SELECT id FROM comments WHERE at > $1) SELECT * FROM users JOIN recent ON true", "SELECT", "users"),
        ("CREATE TABLE IF NOT EXISTS migrations (name TEXT)", "CREATE", "migrations"),
        ("DROP INDEX IF EXISTS public.flowers_by_name", "DROP", "flowers_by_name"),
        // A literal holding SQL words does not mislead it.
        ("SELECT 'FROM nowhere' AS x FROM flowers", "SELECT", "flowers"),
        ("SELECT 'it''s FROM here' AS x FROM flowers", "SELECT", "flowers"),
    ])
    func verbAndTable(_ sql: String, _ verb: String, _ table: String) {
        #expect(SQLSummary(sql) == SQLSummary(verb: verb, table: table))
        #expect(SQLSpan.name(of: SQLSummary(sql)) == "\(verb) \(table)")
    }

    @Test("statements without a table are named by their verb")
    func verbOnly() {
        #expect(SQLSpan.name(of: SQLSummary("BEGIN IMMEDIATE")) == "BEGIN")
        #expect(SQLSpan.name(of: SQLSummary("SELECT 1 AS ok")) == "SELECT")
        #expect(SQLSpan.name(of: SQLSummary("SELECT pg_advisory_xact_lock($1)")) == "SELECT")
        #expect(SQLSpan.name(of: SQLSummary("PRAGMA wal_checkpoint(TRUNCATE)")) == "PRAGMA")
        #expect(SQLSpan.name(of: SQLSummary("   ")) == "SQL")
    }

    @Test("a long statement's text is cut, a short one kept whole")
    func recordedText() {
        #expect(SQLSpan.recordedText("SELECT 1") == "SELECT 1")
        let batch = "INSERT INTO t VALUES " + Array(repeating: "(?, ?)", count: 2000).joined(separator: ", ")
        let recorded = SQLSpan.recordedText(batch)
        #expect(recorded.utf8.count <= SQLSpan.longestRecordedText + 3 && recorded.hasSuffix("…") && batch.hasPrefix(recorded.dropLast()))
    }
}
