import Foundation
import ServerKit
import SQLKit

/// Row locks that serialise changes to one person or one pair on PostgreSQL (SQLite's single writer
/// already runs write transactions one at a time). Each lock is a no-op update of the row, which
/// both databases accept and PostgreSQL holds until the transaction ends.
enum RowLocks {
    /// Locks the person's row, making it if they have none yet.
    static func person(_ account: UUID, _ db: any SQLDatabase, now: Int64) async throws {
        try await db.raw("""
            INSERT INTO people (account_id, time_zone, created_us) VALUES (\(bind: account), \(bind: PeopleDirectory.defaultTimeZone), \(bind: now))
            ON CONFLICT (account_id) DO UPDATE SET time_zone = people.time_zone
            """).run()
    }

    /// Locks both people in a stable order, so two transactions locking the same two never deadlock.
    static func people(_ accounts: [UUID], _ db: any SQLDatabase, now: Int64) async throws {
        for account in Set(accounts).sorted(by: { $0.uuidString < $1.uuidString }) {
            try await person(account, db, now: now)
        }
    }

    /// Locks the pair's row; false when the pair no longer exists.
    static func pair(_ pair: UUID, _ db: any SQLDatabase) async throws -> Bool {
        try await db.raw("UPDATE pairs SET streak = streak WHERE id = \(bind: pair) RETURNING id").all().count > 0
    }
}
