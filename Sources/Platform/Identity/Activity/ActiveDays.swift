import Foundation
import NIOConcurrencyHelpers
import ServerKit
import SQLKit

/// Which days (UTC) each person used the app: one row the first time a signed-in request arrives on a
/// day, for the active-user counts and retention. It records nothing about what they did. Each
/// instance remembers whom it already wrote today, so a person costs one insert a day, not one a request.
public final class ActiveDays: Sendable {
    private let database: Database
    private let wallClock: any WallClock
    private let written = NIOLockedValueBox<(day: String, users: Set<UUID>)>(("", []))

    public init(database: Database, wallClock: any WallClock) {
        self.database = database
        self.wallClock = wallClock
    }

    public func record(_ user: UUID) async throws {
        let day = KPIDay.of(wallClock.now())
        let isNew = written.withLockedValue { state in
            if state.day != day { state = (day, []) }
            return state.users.insert(user).inserted
        }
        guard isNew else { return }
        do {
            try await database.sql.raw("""
                INSERT INTO active_days (day, user_id) VALUES (\(bind: day), \(bind: user)) ON CONFLICT DO NOTHING
                """).run()
        } catch {
            // Not written: the next request tries again.
            _ = written.withLockedValue { $0.users.remove(user) }
            throw error
        }
    }

    /// Days kept: the monthly count looks back 30, retention only at the day itself, so older rows are
    /// of no use to anyone and go.
    public static let keptDays = 35

    /// The hourly job that deletes days older than `keptDays`.
    public static func pruneJob(_ database: Database) -> ScheduledJob {
        ScheduledJob("prune-active-days", every: .seconds(3600)) { now in
            try await database.sql.raw("DELETE FROM active_days WHERE day < \(bind: KPIDay.of(KPIDay.adding(-keptDays, to: now)))").run()
        }
    }
}
