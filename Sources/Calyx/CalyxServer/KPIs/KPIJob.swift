import Foundation
import NIOConcurrencyHelpers
import Prometheus
import ServerKit

/// The `kpi-daily` job: computes yesterday (now complete) and today (so far) into `kpi_daily`, and sets
/// the `calyx_kpi{metric=…}` gauges at `/metrics` to yesterday's figures. Only the instance that ran the
/// job last has the gauges set: read them with `max()` across instances.
final class KPIJob: Sendable {
    static let name = "kpi-daily"

    private let computation: KPIComputation
    private let store: KPIStore
    private let registry: PrometheusCollectorRegistry
    private let gauges = NIOLockedValueBox<[CalyxKPI: Gauge]>([:])

    init(database: Database, registry: PrometheusCollectorRegistry) {
        computation = KPIComputation(database: database)
        store = KPIStore(database: database)
        self.registry = registry
    }

    var job: ScheduledJob {
        ScheduledJob(Self.name, every: .seconds(3600)) { [self] now in try await run(now: now) }
    }

    func run(now: Date) async throws {
        let yesterday = KPIDay.adding(-1, to: now)
        let complete = try await computation.compute(yesterday)
        try await store.save(complete, for: KPIDay.of(yesterday))
        try await store.save(try await computation.compute(now), for: KPIDay.of(now))
        for (kpi, value) in complete { gauge(kpi).set(value) }
    }

    private func gauge(_ kpi: CalyxKPI) -> Gauge {
        gauges.withLockedValue { gauges in
            if let gauge = gauges[kpi] { return gauge }
            let descriptor = MetricNameDescriptor(
                namespace: "calyx", metricName: "kpi", helpText: "Calyx's KPIs for the last complete UTC day (kpi_daily), by metric."
            )
            let gauge = registry.makeGauge(descriptor: descriptor, labels: [("metric", kpi.rawValue)])
            gauges[kpi] = gauge
            return gauge
        }
    }
}
