import Foundation
import Logging
import NIOConcurrencyHelpers
import Prometheus
import ServiceLifecycle
import Tracing

/// Runs an app's scheduled jobs beside its HTTP server until graceful shutdown.
///
/// Every instance runs one; each run of a job first takes the job's lease in the database
/// (`JobLeases`), so two instances never run the same job at once and a job runs once per interval
/// across all of them. A run that outlives a third of its lease renews it; a crashed instance's lease
/// expires and another instance takes the job over.
public final class JobRunner: Service, Sendable {
    public let jobs: [ScheduledJob]
    public let leases: JobLeases
    private let wallClock: any WallClock
    private let logger: Logger
    private let metrics: JobMetrics
    /// How often a job's loop asks whether it is due (at most its interval).
    private let pollInterval: Duration
    private let leaseDuration: Duration
    /// A failed run is tried again after this (or its interval, if shorter).
    private let retryAfter: Duration
    private let signals: [String: WakeSignal]
    private let kicked = NIOLockedValueBox<Set<String>>([])

    /// `app` labels the jobs' metrics (`greenhouse_job_runs_total{app=…,job=…}`).
    public init(
        app: String, database: Database, jobs: [ScheduledJob], wallClock: any WallClock, registry: PrometheusCollectorRegistry, logger: Logger,
        pollInterval: Duration = .seconds(5), leaseDuration: Duration = .seconds(120), retryAfter: Duration = .seconds(60)
    ) {
        precondition(Set(jobs.map(\.name)).count == jobs.count, "job names must be unique")
        self.jobs = jobs
        self.leases = JobLeases(database: database)
        self.wallClock = wallClock
        self.logger = logger
        self.metrics = JobMetrics(app: app, registry: registry)
        self.pollInterval = pollInterval
        self.leaseDuration = leaseDuration
        self.retryAfter = retryAfter
        self.signals = Dictionary(uniqueKeysWithValues: jobs.map { ($0.name, WakeSignal()) })
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                for job in self.jobs {
                    group.addTask { await self.loop(job) }
                }
            }
        }
    }

    /// Asks for a run of `name` now, due or not (new work arrived: a push to send). Still one at a time.
    public func kick(_ name: String) {
        guard let signal = signals[name] else { return }
        kicked.withLockedValue { _ = $0.insert(name) }
        signal.fire()
    }

    /// Runs `name` once if it is due (or `force`) and its lease is free; whether it ran here.
    @discardableResult
    public func runIfDue(_ name: String, force: Bool = false) async -> Bool {
        guard let job = jobs.first(where: { $0.name == name }) else { return false }
        return await runIfDue(job, force: force)
    }

    private func loop(_ job: ScheduledJob) async {
        let wait = min(job.interval, pollInterval)
        while !Task.isCancelled {
            let force = kicked.withLockedValue { $0.remove(job.name) != nil }
            _ = await runIfDue(job, force: force)
            await signals[job.name]?.wait(upTo: wait)
        }
    }

    private func runIfDue(_ job: ScheduledJob, force: Bool) async -> Bool {
        var logger = self.logger
        logger[metadataKey: "job"] = .string(job.name)
        let started = wallClock.now()
        do {
            guard try await leases.claim(job.name, now: started, for: leaseDuration, force: force) else { return false }
        } catch {
            logger.warning("could not take the job's lease", metadata: ["error": "\(String(reflecting: error))"])
            return false
        }
        // A span per run, not per poll: the lease claim above happens every few seconds whether or not the
        // job runs, and is left out. The run's statements and calls (pushes, mail) are its children.
        await Spans.run("job \(job.name)", attributes: { $0["job.name"] = job.name }) { span in
            await run(job, started: started, span: span, logger: logger)
        }
        return true
    }

    private func run(_ job: ScheduledJob, started: Date, span: (any Span)?, logger: Logger) async {
        let clock = ContinuousClock()
        let start = clock.now
        let heartbeat = Task { [leases, wallClock, leaseDuration] in
            while !Task.isCancelled {
                try await Task.sleep(for: leaseDuration / 3, tolerance: .zero)
                if try await !leases.renew(job.name, now: wallClock.now(), for: leaseDuration) {
                    logger.error("lost the job's lease while running")
                    return
                }
            }
        }
        var failure: String?
        do {
            try await job.work(started)
        } catch {
            failure = String(reflecting: error)
            logger.error("job failed", metadata: ["error": "\(failure ?? "")"])
            span?.recordError(error)
            span?.setStatus(SpanStatus(code: .error))
        }
        heartbeat.cancel()
        let took = clock.now - start
        let finished = wallClock.now()
        let next = finished.addingTimeInterval(failure == nil ? job.interval.inSeconds : min(job.interval, retryAfter).inSeconds)
        do {
            try await leases.finish(job.name, at: finished, nextRun: next, took: took, error: failure)
        } catch {
            logger.warning("could not release the job's lease; it expires by itself", metadata: ["error": "\(String(reflecting: error))"])
        }
        metrics.record(job: job.name, finishedAt: finished, took: took, failed: failure != nil)
        logger.debug("job ran", metadata: ["ms": "\(took.inSeconds * 1000)"])
    }
}
