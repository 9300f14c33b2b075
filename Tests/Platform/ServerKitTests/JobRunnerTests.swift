import Foundation
import NIOConcurrencyHelpers
import Prometheus
import ServerKit
import ServerKitTestSupport
import Testing

/// Jobs run under a lease in the database: two runners (two server instances) on one database run a
/// job once per interval and never at the same time, a failed run is retried, a dead holder's lease expires.
@Suite struct JobRunnerTests {
    /// What a job's runs did, seen from the test.
    final class Recorder: Sendable {
        private let state = NIOLockedValueBox((runs: 0, running: 0, mostAtOnce: 0))

        var runs: Int { state.withLockedValue { $0.runs } }
        var mostAtOnce: Int { state.withLockedValue { $0.mostAtOnce } }

        func run(failing: Bool = false) async throws {
            state.withLockedValue {
                $0.runs += 1
                $0.running += 1
                $0.mostAtOnce = max($0.mostAtOnce, $0.running)
            }
            // Long enough that the other runner polls while this one holds the lease.
            try? await Task.sleep(for: .milliseconds(60), tolerance: .zero)
            state.withLockedValue { $0.running -= 1 }
            if failing { throw JobFailure() }
        }
    }

    struct JobFailure: Error {}

    static func runner(_ database: Database, _ clock: ManualWallClock, _ jobs: [ScheduledJob]) -> JobRunner {
        JobRunner(
            app: "calyx", database: database, jobs: jobs, wallClock: clock, registry: PrometheusCollectorRegistry(), logger: .quiet,
            pollInterval: .milliseconds(10), leaseDuration: .seconds(120), retryAfter: .seconds(30)
        )
    }

    /// Waits (bounded, for hangs only) until `condition` holds.
    static func eventually(_ condition: () async throws -> Bool) async throws {
        let held = try await pollUntil(condition)
        if !held { Issue.record("condition never held") }
    }

    static func withRunners(_ runners: [JobRunner], _ body: () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for runner in runners { group.addTask { try await runner.run() } }
            defer { group.cancelAll() }
            try await body()
        }
    }

    @Test(arguments: TestDatabases.backends)
    func twoInstancesRunAJobOncePerIntervalAndNeverTogether(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
            let clock = ManualWallClock()
            let recorder = Recorder()
            let job = ScheduledJob("trending", every: .seconds(3600)) { _ in try await recorder.run() }
            let first = Self.runner(database, clock, [job]), second = Self.runner(database, clock, [job])
            try await Self.withRunners([first, second]) {
                try await Self.eventually { recorder.runs >= 1 }
                // Both runners keep asking every 10 ms; the job is not due again for an hour.
                try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
                #expect(recorder.runs == 1)

                clock.advance(by: 3601)
                try await Self.eventually { recorder.runs >= 2 }
                try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
                #expect(recorder.runs == 2)

                // New work: a kick runs it now, due or not, still on one instance.
                second.kick("trending")
                try await Self.eventually { recorder.runs >= 3 }
                try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
                #expect(recorder.runs == 3)
                // The run is recorded (and its lease given back) just after the job returns: stopping
                // the runners before that, on a loaded machine, would cut the write short.
                try await Self.eventually { try await first.leases.status("trending")?.lease_until_us == 0 }
            }
            #expect(recorder.mostAtOnce == 1)
            let status = try #require(try await first.leases.status("trending"))
            #expect(status.runs == 3)
            #expect(status.failures == 0)
            #expect(status.lease_until_us == 0)
            #expect([first.leases.holder, second.leases.holder].contains(status.holder))
            #expect(status.next_run_us == TimestampKey.micros(of: clock.now()) + 3_600_000_000)
        }
    }

    @Test(arguments: TestDatabases.backends)
    func aFailedRunIsRecordedAndRetriedSooner(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
            let clock = ManualWallClock()
            let recorder = Recorder()
            let runner = Self.runner(database, clock, [ScheduledJob("digest", every: .seconds(86_400)) { _ in try await recorder.run(failing: true) }])
            #expect(await runner.runIfDue("digest"))
            let failed = try #require(try await runner.leases.status("digest"))
            #expect(failed.failures == 1)
            #expect(failed.last_error?.contains("JobFailure") == true)
            // Not a day later: the retry delay.
            #expect(failed.next_run_us == TimestampKey.micros(of: clock.now()) + 30_000_000)
            #expect(await runner.runIfDue("digest") == false)
            clock.advance(by: 31)
            #expect(await runner.runIfDue("digest"))
            #expect(try await runner.leases.status("digest")?.failures == 2)
        }
    }

    @Test(arguments: TestDatabases.backends)
    func aCrashedHoldersLeaseExpiresAndAnotherInstanceTakesOver(backend: DatabaseBackend) async throws {
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
            let clock = ManualWallClock()
            let crashed = JobLeases(database: database)
            // Took the lease and died without finishing.
            #expect(try await crashed.claim("sweep", now: clock.now(), for: .seconds(120)))
            let recorder = Recorder()
            let survivor = Self.runner(database, clock, [ScheduledJob("sweep", every: .seconds(3600)) { _ in try await recorder.run() }])
            #expect(await survivor.runIfDue("sweep", force: true) == false)
            clock.advance(by: 121)
            #expect(await survivor.runIfDue("sweep"))
            #expect(recorder.runs == 1)
            // The dead holder can no longer renew or release what it lost.
            #expect(try await crashed.renew("sweep", now: clock.now(), for: .seconds(120)) == false)
        }
    }

    /// What an operator's dashboards read at `/metrics`: the names and help texts they were built on.
    @Test func runsAndFailuresAreMetricsPerJob() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { database in
            try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
            let clock = ManualWallClock(), registry = PrometheusCollectorRegistry()
            let runner = JobRunner(
                app: "calyx", database: database, jobs: [
                    ScheduledJob("digest", every: .seconds(60)) { _ in },
                    ScheduledJob("sweep", every: .seconds(60)) { _ in throw JobFailure() },
                ],
                wallClock: clock, registry: registry, logger: .quiet, pollInterval: .milliseconds(10), leaseDuration: .seconds(120),
                retryAfter: .seconds(30)
            )
            #expect(await runner.runIfDue("digest"))
            #expect(await runner.runIfDue("sweep"))
            var buffer: [UInt8] = []
            registry.emit(into: &buffer)
            let lines = Set(String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init))
            for expected in [
                "# HELP greenhouse_job_runs_total Runs of the job on this instance.",
                #"greenhouse_job_runs_total{app="calyx",job="digest"} 1"#, #"greenhouse_job_runs_total{app="calyx",job="sweep"} 1"#,
                "# HELP greenhouse_job_failures_total Runs of the job that failed on this instance.",
                #"greenhouse_job_failures_total{app="calyx",job="digest"} 0"#, #"greenhouse_job_failures_total{app="calyx",job="sweep"} 1"#,
                "# HELP greenhouse_job_last_duration_seconds How long the job's last run took.",
                "# HELP greenhouse_job_last_run_timestamp_seconds When the job last finished (Unix time).",
                #"greenhouse_job_last_run_timestamp_seconds{app="calyx",job="digest"} \#(clock.now().timeIntervalSince1970)"#,
            ] {
                #expect(lines.contains(expected), "\(expected)")
            }
        }
    }

    /// One process serves every app into one registry, and Calyx and Gifter both have a `kpi-daily`:
    /// each app's runs are its own series, so a dashboard (and the cluster check) can set a job's runs
    /// against that app's lease table.
    @Test func sameNamedJobsOfTwoAppsAreSeparateSeries() async throws {
        try await TestDatabases.withFreshDatabase(.sqlite) { calyxDatabase in
            try await TestDatabases.withFreshDatabase(.sqlite) { gifterDatabase in
                let clock = ManualWallClock(), registry = PrometheusCollectorRegistry()
                var runners: [JobRunner] = []
                for (app, database) in [("calyx", calyxDatabase), ("gifter", gifterDatabase)] {
                    try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
                    runners.append(JobRunner(
                        app: app, database: database, jobs: [ScheduledJob("kpi-daily", every: .seconds(3600)) { _ in }],
                        wallClock: clock, registry: registry, logger: .quiet
                    ))
                }
                #expect(await runners[0].runIfDue("kpi-daily"))
                clock.advance(by: 3601)
                #expect(await runners[0].runIfDue("kpi-daily"))
                #expect(await runners[1].runIfDue("kpi-daily"))
                var buffer: [UInt8] = []
                registry.emit(into: &buffer)
                let lines = Set(String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init))
                #expect(lines.contains(#"greenhouse_job_runs_total{app="calyx",job="kpi-daily"} 2"#))
                #expect(lines.contains(#"greenhouse_job_runs_total{app="gifter",job="kpi-daily"} 1"#))
                #expect(!lines.contains { $0.hasPrefix(#"greenhouse_job_runs_total{job="#) })
            }
        }
    }
}
