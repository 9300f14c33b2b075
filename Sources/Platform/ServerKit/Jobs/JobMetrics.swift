import Foundation
import NIOConcurrencyHelpers
import Prometheus

/// Per job, at `/metrics`: when it last ran, how long that took, and how many runs failed.
///
/// Labelled by app as well as job: one process serves every app into one registry, and two apps may
/// have a job of the same name (`kpi-daily`, `prune-active-days`), each with its own lease table.
final class JobMetrics: Sendable {
    private struct Series: Sendable {
        let lastRun: Gauge
        let duration: Gauge
        let runs: Counter
        let failures: Counter
    }

    private let registry: PrometheusCollectorRegistry
    private let app: String
    private let series = NIOLockedValueBox<[String: Series]>([:])

    // greenhouse_job_last_run_timestamp_seconds, …_last_duration_seconds, …_runs_total, …_failures_total.
    private static func descriptor(_ name: String, unit: String, help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "greenhouse", subsystem: "job", metricName: name, unitName: unit, helpText: help)
    }

    private static var lastRun: MetricNameDescriptor {
        descriptor("last_run_timestamp", unit: "seconds", help: "When the job last finished (Unix time).")
    }
    private static var duration: MetricNameDescriptor {
        descriptor("last_duration", unit: "seconds", help: "How long the job's last run took.")
    }
    private static var runs: MetricNameDescriptor {
        descriptor("runs", unit: "total", help: "Runs of the job on this instance.")
    }
    private static var failures: MetricNameDescriptor {
        descriptor("failures", unit: "total", help: "Runs of the job that failed on this instance.")
    }

    init(app: String, registry: PrometheusCollectorRegistry) {
        self.app = app
        self.registry = registry
    }

    func record(job: String, finishedAt: Date, took duration: Duration, failed: Bool) {
        let series = self.series.withLockedValue { cache in
            if let existing = cache[job] { return existing }
            let labels = [("app", app), ("job", job)]
            let made = Series(
                lastRun: registry.makeGauge(descriptor: Self.lastRun, labels: labels),
                duration: registry.makeGauge(descriptor: Self.duration, labels: labels),
                runs: registry.makeCounter(descriptor: Self.runs, labels: labels),
                failures: registry.makeCounter(descriptor: Self.failures, labels: labels)
            )
            cache[job] = made
            return made
        }
        series.lastRun.set(finishedAt.timeIntervalSince1970)
        series.duration.set(duration.inSeconds)
        series.runs.increment()
        if failed { series.failures.increment() }
    }
}
