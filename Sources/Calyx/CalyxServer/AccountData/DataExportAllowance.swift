import Foundation
import ServerKit
import SQLKit

/// One data export per person per hour, kept in `data_exports` so every server instance counts the
/// same. An export spends the allowance when it starts, whether or not the download completes.
struct DataExportAllowance: Sendable {
    let database: Database
    let wallClock: any WallClock

    static let interval: TimeInterval = 3600

    /// Spends `user`'s export for this hour; 429 with `Retry-After` when it was spent less than an hour ago.
    func spend(_ user: UUID) async throws {
        let now = TimestampKey.micros(of: wallClock.now())
        let cutoff = now - Int64(Self.interval * 1_000_000)
        // One statement: two instances starting an export at the same moment cannot both win.
        let won = try await database.sql.raw("""
            INSERT INTO data_exports (user_id, started_us) VALUES (\(bind: user), \(bind: now))
            ON CONFLICT (user_id) DO UPDATE SET started_us = excluded.started_us WHERE data_exports.started_us <= \(bind: cutoff)
            RETURNING user_id
            """).all().count > 0
        guard !won else { return }
        let started = try await database.sql.raw("SELECT started_us FROM data_exports WHERE user_id = \(bind: user)")
            .first()?.decode(column: "started_us", as: Int64.self) ?? now
        let wait = Double(started - cutoff) / 1_000_000
        throw Problem.rateLimited(retryAfterSeconds: max(1, Int(wait.rounded(.up))))
    }
}
