import Foundation
import NIOConcurrencyHelpers
import Prometheus

/// Per job, at `/metrics`: when it last ran, how long that took, and how many runs failed.
final class JobMetrics: Sendable {
    private struct Series: Sendable {
        let lastRun: Gauge
        let duration: Gauge
        let runs: Counter
        let failures: Counter
    }

    private let registry: PrometheusCollectorRegistry
    private let series = NIOLockedValueBox<[String: Series]>([:])

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
    }

    func record(job: String, finishedAt: Date, took duration: Duration, failed: Bool) {
        let series = self.series.withLockedValue { cache in
            if let existing = cache[job] { return existing }
            let labels = [("job", job)]
            let made = Series(
                lastRun: registry.makeGauge(name: "greenhouse_job_last_run_timestamp_seconds", labels: labels, help: "When the job last finished (Unix time)."),
                duration: registry.makeGauge(name: "greenhouse_job_last_duration_seconds", labels: labels, help: "How long the job's last run took."),
                runs: registry.makeCounter(name: "greenhouse_job_runs_total", labels: labels, help: "Runs of the job on this instance."),
                failures: registry.makeCounter(name: "greenhouse_job_failures_total", labels: labels, help: "Runs of the job that failed on this instance.")
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
