import Foundation
import ServerKit
import SQLKit

/// `kpi_daily`: one row per day and metric, replaced whole each time the day is computed again.
struct KPIStore: Sendable {
    struct Point: Sendable, Equatable {
        let day: String
        let value: Double
    }

    let database: Database

    func save(_ values: [CalyxKPI: Double], for day: String) async throws {
        try await database.transaction { db in
            try await db.raw("DELETE FROM kpi_daily WHERE day = \(bind: day)").run()
            for (kpi, value) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                try await db.raw("INSERT INTO kpi_daily (day, metric, value) VALUES (\(bind: day), \(bind: kpi.rawValue), \(bind: value))").run()
            }
        }
    }

    /// Every metric's points from `first` to `last` (days as `KPIDay` keys), oldest first.
    func series(from first: String, to last: String) async throws -> [CalyxKPI: [Point]] {
        let rows = try await database.sql.raw("""
            SELECT day, metric, value FROM kpi_daily WHERE day >= \(bind: first) AND day <= \(bind: last) ORDER BY day
            """).all(decoding: Row.self)
        var series: [CalyxKPI: [Point]] = [:]
        for row in rows {
            guard let kpi = CalyxKPI(rawValue: row.metric) else { continue }
            series[kpi, default: []].append(Point(day: row.day, value: row.value))
        }
        return series
    }

    private struct Row: Decodable {
        let day: String
        let metric: String
        let value: Double
    }
}
