import Foundation
import SQLKit

/// `kpi_daily` (`KPIMigrations.daily`): one row per day and metric, replaced whole each time the day
/// is computed again.
public struct KPIStore<Metric: KPIMetric>: Sendable {
    public struct Point: Sendable, Equatable {
        public let day: String
        public let value: Double

        public init(day: String, value: Double) {
            self.day = day
            self.value = value
        }
    }

    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func save(_ values: [Metric: Double], for day: String) async throws {
        try await database.transaction { db in
            try await db.raw("DELETE FROM kpi_daily WHERE day = \(bind: day)").run()
            for (metric, value) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                try await db.raw("INSERT INTO kpi_daily (day, metric, value) VALUES (\(bind: day), \(bind: metric.rawValue), \(bind: value))").run()
            }
        }
    }

    /// Every metric's points from `first` to `last` (`KPIDay` keys), oldest first.
    public func series(from first: String, to last: String) async throws -> [Metric: [Point]] {
        let rows = try await database.sql.raw("""
            SELECT day, metric, value FROM kpi_daily WHERE day >= \(bind: first) AND day <= \(bind: last) ORDER BY day
            """).all(decoding: Row.self)
        var series: [Metric: [Point]] = [:]
        for row in rows {
            guard let metric = Metric(rawValue: row.metric) else { continue }
            series[metric, default: []].append(Point(day: row.day, value: row.value))
        }
        return series
    }

    private struct Row: Decodable {
        let day: String
        let metric: String
        let value: Double
    }
}
