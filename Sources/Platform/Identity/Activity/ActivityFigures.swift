import Foundation
import ServerKit
import SQLKit

/// The KPIs every app with accounts shares, from `users` and `active_days`: active people, sign-ups
/// and retention. Each app adds its own from its own tables.
public struct ActivityFigures: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// People who made a signed-in request on the day of `day`.
    public func daily(_ day: Date) async throws -> Double {
        try await count("SELECT COUNT(*) AS n FROM active_days WHERE day = \(bind: KPIDay.of(day))")
    }

    /// People who made one in the 30 days up to and including it.
    public func monthly(_ day: Date) async throws -> Double {
        try await count("""
            SELECT COUNT(DISTINCT user_id) AS n FROM active_days WHERE day > \(bind: KPIDay.of(KPIDay.adding(-30, to: day))) AND day <= \(bind: KPIDay.of(day))
            """)
    }

    /// Accounts made on the day.
    public func signUps(_ day: Date) async throws -> Double {
        try await count("""
            SELECT COUNT(*) AS n FROM users WHERE created_at >= \(bind: KPIDay.start(of: day)) AND created_at < \(bind: KPIDay.adding(1, to: day))
            """)
    }

    /// Accounts made before the day ended.
    public func accounts(by day: Date) async throws -> Double {
        try await count("SELECT COUNT(*) AS n FROM users WHERE created_at < \(bind: KPIDay.adding(1, to: day))")
    }

    /// Of the accounts made `days` days before, the percentage active on the day; nil when none were
    /// made then (a 0 % would read as everyone leaving).
    public func retention(after days: Int, on day: Date) async throws -> Double? {
        let start = KPIDay.adding(-days, to: day)
        let end = KPIDay.adding(1, to: start)
        let cohort = try await count("SELECT COUNT(*) AS n FROM users WHERE created_at >= \(bind: start) AND created_at < \(bind: end)")
        guard cohort > 0 else { return nil }
        let back = try await count("""
            SELECT COUNT(*) AS n FROM users u JOIN active_days a ON a.user_id = u.id AND a.day = \(bind: KPIDay.of(day))
            WHERE u.created_at >= \(bind: start) AND u.created_at < \(bind: end)
            """)
        return 100 * back / cohort
    }

    /// Every `ActivityKPI` of the day of `day` (retention only where there is a cohort), keyed the way
    /// the app's own metrics name them.
    public func figures<Metric: KPIMetric>(_ day: Date, as metric: Metric.Type) async throws -> [Metric: Double] {
        var values: [ActivityKPI: Double] = [.dau: try await daily(day), .mau: try await monthly(day), .newSignups: try await signUps(day)]
        for kpi in ActivityKPI.allCases {
            guard let days = kpi.retentionDays else { continue }
            values[kpi] = try await retention(after: days, on: day)
        }
        return Dictionary(values.compactMap { kpi, value in Metric(rawValue: kpi.rawValue).map { ($0, value) } }) { first, _ in first }
    }

    /// The single count `query` selects as `n`, for an app's own figures.
    public func count(_ query: SQLQueryString) async throws -> Double {
        Double(try await database.sql.raw(query).first(decoding: Count.self)?.n ?? 0)
    }

    private struct Count: Decodable { let n: Int }
}
