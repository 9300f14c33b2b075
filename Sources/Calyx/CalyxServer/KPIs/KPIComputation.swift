import Foundation
import ServerKit
import SQLKit

/// Computes a day's `CalyxKPI`s from the tables the app already keeps (accounts, active days, search
/// history, follows, saves, comments). A day computed again gives the same figures, except the
/// running totals (saves, follows), which count what exists now of what was made before the day ended.
struct KPIComputation: Sendable {
    let database: Database

    func compute(_ day: Date) async throws -> [CalyxKPI: Double] {
        let start = KPIDay.start(of: day)
        let end = KPIDay.adding(1, to: day)
        let key = KPIDay.of(start)
        let accounts = try await count("SELECT COUNT(*) AS n FROM users WHERE created_at < \(bind: end)")
        let dau = try await count("SELECT COUNT(*) AS n FROM active_days WHERE day = \(bind: key)")
        var values: [CalyxKPI: Double] = [
            .dau: dau,
            .mau: try await count("""
                SELECT COUNT(DISTINCT user_id) AS n FROM active_days WHERE day > \(bind: KPIDay.of(KPIDay.adding(-30, to: day))) AND day <= \(bind: key)
                """),
            .newSignups: try await count("SELECT COUNT(*) AS n FROM users WHERE created_at >= \(bind: start) AND created_at < \(bind: end)"),
            .comments: try await count("""
                SELECT COUNT(*) AS n FROM comments WHERE created_us >= \(bind: TimestampKey.micros(of: start)) AND created_us < \(bind: TimestampKey.micros(of: end))
                """),
        ]
        let searches = try await count("SELECT COUNT(*) AS n FROM search_history WHERE searched_at >= \(bind: start) AND searched_at < \(bind: end)")
        values[.searchesPerActive] = dau > 0 ? searches / dau : 0
        if accounts > 0 {
            let endMicros = TimestampKey.micros(of: end)
            let followers = try await count("SELECT COUNT(DISTINCT follower_id) AS n FROM follows WHERE created_us < \(bind: endMicros)")
            let follows = try await count("SELECT COUNT(*) AS n FROM follows WHERE created_us < \(bind: endMicros)")
            let savers = try await count("SELECT COUNT(DISTINCT user_id) AS n FROM saved_flowers WHERE saved_at < \(bind: end)")
            let saves = try await count("SELECT COUNT(*) AS n FROM saved_flowers WHERE saved_at < \(bind: end)")
            values[.followRate] = 100 * followers / accounts
            values[.followsPerUser] = follows / accounts
            values[.usersWithSaves] = 100 * savers / accounts
            values[.savesPerUser] = saves / accounts
        }
        for kpi in CalyxKPI.allCases {
            guard let days = kpi.retentionDays else { continue }
            let cohortStart = KPIDay.adding(-days, to: day)
            let cohortEnd = KPIDay.adding(1, to: cohortStart)
            let cohort = try await count("SELECT COUNT(*) AS n FROM users WHERE created_at >= \(bind: cohortStart) AND created_at < \(bind: cohortEnd)")
            // No cohort, no figure: a 0 % would read as everyone leaving.
            guard cohort > 0 else { continue }
            let back = try await count("""
                SELECT COUNT(*) AS n FROM users u JOIN active_days a ON a.user_id = u.id AND a.day = \(bind: key)
                WHERE u.created_at >= \(bind: cohortStart) AND u.created_at < \(bind: cohortEnd)
                """)
            values[kpi] = 100 * back / cohort
        }
        return values
    }

    private func count(_ query: SQLQueryString) async throws -> Double {
        Double(try await database.sql.raw(query).first(decoding: Count.self)?.n ?? 0)
    }

    private struct Count: Decodable { let n: Int }
}
