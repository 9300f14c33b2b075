import Foundation
import Identity
import ServerKit
import SQLKit

/// Computes a day's `CalyxKPI`s: the shared activity figures (`ActivityFigures`) and Calyx's own from
/// its search history, follows, saves and comments. A day computed again gives the same figures, except
/// the running totals (saves, follows), which count what exists now of what was made before the day ended.
struct KPIComputation: Sendable {
    let activity: ActivityFigures

    init(database: Database) {
        activity = ActivityFigures(database: database)
    }

    func compute(_ day: Date) async throws -> [CalyxKPI: Double] {
        let start = KPIDay.start(of: day)
        let end = KPIDay.adding(1, to: day)
        let accounts = try await activity.accounts(by: day)
        var values = try await activity.figures(day, as: CalyxKPI.self)
        let dau = values[.dau] ?? 0
        values[.comments] = try await activity.count("""
            SELECT COUNT(*) AS n FROM comments WHERE created_us >= \(bind: TimestampKey.micros(of: start)) AND created_us < \(bind: TimestampKey.micros(of: end))
            """)
        let searches = try await activity.count("SELECT COUNT(*) AS n FROM search_history WHERE searched_at >= \(bind: start) AND searched_at < \(bind: end)")
        values[.searchesPerActive] = dau > 0 ? searches / dau : 0
        if accounts > 0 {
            let endMicros = TimestampKey.micros(of: end)
            let followers = try await activity.count("SELECT COUNT(DISTINCT follower_id) AS n FROM follows WHERE created_us < \(bind: endMicros)")
            let follows = try await activity.count("SELECT COUNT(*) AS n FROM follows WHERE created_us < \(bind: endMicros)")
            let savers = try await activity.count("SELECT COUNT(DISTINCT user_id) AS n FROM saved_flowers WHERE saved_at < \(bind: end)")
            let saves = try await activity.count("SELECT COUNT(*) AS n FROM saved_flowers WHERE saved_at < \(bind: end)")
            values[.followRate] = 100 * followers / accounts
            values[.followsPerUser] = follows / accounts
            values[.usersWithSaves] = 100 * savers / accounts
            values[.savesPerUser] = saves / accounts
        }
        return values
    }
}
