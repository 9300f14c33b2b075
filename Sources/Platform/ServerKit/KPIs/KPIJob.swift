import Foundation
import NIOConcurrencyHelpers
import Prometheus

/// The `kpi-daily` job of one app: computes yesterday (now complete) and today (so far) into `kpi_daily`,
/// and sets the gauges `<namespace>_kpi{metric=…}` at `/metrics` to yesterday's figures. Only the
/// instance that ran the job last has the gauges set: read them with `max()` across instances.
public final class KPIJob<Metric: KPIMetric>: Sendable {
    public static var name: String { "kpi-daily" }

    public let store: KPIStore<Metric>
    private let compute: @Sendable (Date) async throws -> [Metric: Double]
    private let registry: PrometheusCollectorRegistry
    private let namespace: String
    private let gauges = NIOLockedValueBox<[Metric: Gauge]>([:])

    /// `compute` gives a day's figures (the day of the date it is given, UTC).
    public init(
        namespace: String, database: Database, registry: PrometheusCollectorRegistry,
        compute: @escaping @Sendable (Date) async throws -> [Metric: Double]
    ) {
        store = KPIStore(database: database)
        self.compute = compute
        self.registry = registry
        self.namespace = namespace
    }

    public var job: ScheduledJob {
        ScheduledJob(Self.name, every: .seconds(3600)) { [self] now in try await run(now: now) }
    }

    public func run(now: Date) async throws {
        let yesterday = KPIDay.adding(-1, to: now)
        let complete = try await compute(yesterday)
        try await store.save(complete, for: KPIDay.of(yesterday))
        try await store.save(try await compute(now), for: KPIDay.of(now))
        for (metric, value) in complete { gauge(metric).set(value) }
    }

    /// Each metric's points over the `days` days up to and including the day of `now`, oldest first,
    /// with today computed as it stands: the job's stored row for today is up to an hour old.
    public func recentSeries(days: Int, now: Date) async throws -> (days: [String], series: [Metric: [KPIStore<Metric>.Point]]) {
        let keys = (0..<days).reversed().map { KPIDay.of(KPIDay.adding(-$0, to: now)) }
        let today = KPIDay.of(now)
        var series = try await store.series(from: keys[0], to: today)
        let live = try await compute(now)
        for metric in Metric.allCases {
            series[metric, default: []].removeAll { $0.day == today }
            if let value = live[metric] { series[metric, default: []].append(.init(day: today, value: value)) }
        }
        return (keys, series)
    }

    private func gauge(_ metric: Metric) -> Gauge {
        gauges.withLockedValue { gauges in
            if let gauge = gauges[metric] { return gauge }
            let descriptor = MetricNameDescriptor(
                namespace: namespace, subsystem: nil, metricName: "kpi", unitName: "", helpText: "KPIs for the last complete UTC day (kpi_daily), by metric."
            )
            let gauge = registry.makeGauge(descriptor: descriptor, labels: [("metric", metric.rawValue)])
            gauges[metric] = gauge
            return gauge
        }
    }
}
