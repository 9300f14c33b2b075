import CouplesCore
import Foundation
import GRDB
import Testing

/// Couples kept its own outbox table before the platform had an offline store; an answer queued on
/// a phone with that version must still be sent after the update.
@Suite("Couples' on-device database, upgraded")
struct DatabaseUpgradeTests {
    @Test("an answer queued in the old outbox table is pending after the upgrade, under the same id; snapshots stay")
    func oldOutboxMoves() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "couples-upgrade-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appending(path: "couples.sqlite")

        // The database as the previous version left it.
        let old = try DatabaseQueue(path: file.path)
        try old.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('0001_snapshots_and_outbox');
                CREATE TABLE snapshot (key TEXT PRIMARY KEY, json BLOB NOT NULL, savedAt DATETIME NOT NULL);
                CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, day TEXT NOT NULL, payload BLOB NOT NULL,
                    createdAt DATETIME NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, lastError TEXT);
                """)
            try db.execute(sql: "INSERT INTO snapshot VALUES ('me', ?, ?)", arguments: [Data(#"{"name":"Ada"}"#.utf8), Date()])
            try db.execute(
                sql: "INSERT INTO outbox (id, kind, day, payload, createdAt, attempts) VALUES ('a1b2', 'answer', '2026-11-24', ?, ?, 2)",
                arguments: [Data("sealed".utf8), Date()]
            )
        }
        try old.close()

        let database = try CouplesDatabase(url: file)
        let pending = try Outbox(database: database).pending()
        #expect(pending.map(\.id) == ["a1b2"])
        #expect(pending.first?.kind == .answer && pending.first?.day == "2026-11-24" && pending.first?.attempts == 2)
        #expect(pending.first?.payload == Data("sealed".utf8))
        struct Me: Codable { let name: String }
        #expect(SnapshotCache(database: database).load(Me.self, .me)?.name == "Ada")
        // A second answer for that day replaces the moved one, as before.
        try Outbox(database: database).enqueue(.answer, day: "2026-11-24", payload: Data("edited".utf8))
        #expect(try Outbox(database: database).pending().map(\.payload) == [Data("edited".utf8)])
    }
}
