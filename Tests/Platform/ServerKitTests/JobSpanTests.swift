import Foundation
import InMemoryTracing
import Prometheus
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing
import Tracing

/// A job run is a span, the root of its own trace, with the run's statements under it; polls for the
/// lease that find nothing to do leave no span.
@Suite("Job spans")
struct JobSpanTests {
    struct JobFailure: Error {}

    @Test(arguments: TestDatabases.backends)
    func aRunIsASpanWithItsStatementsUnderIt(backend: DatabaseBackend) async throws {
        let tracer = InMemoryTracer()
        try await TestDatabases.withFreshDatabase(backend) { database in
            try await JobMigrations.leases(name: "0001_jobs").apply(to: database.sql, backend: database.backend)
            let jobs = [
                ScheduledJob("tidy", every: .seconds(3600)) { _ in _ = try await database.sql.raw("SELECT 1 AS tidied").all() },
                ScheduledJob("broken", every: .seconds(3600)) { _ in throw JobFailure() },
            ]
            let runner = JobRunner(
                app: "calyx", database: database, jobs: jobs, wallClock: ManualWallClock(), registry: PrometheusCollectorRegistry(), logger: .quiet
            )
            try await Spans.withTracer(tracer) {
                #expect(await runner.runIfDue("tidy"))
                #expect(await runner.runIfDue("broken"))
                // Not due again: the lease poll runs, the job does not, and no span is made for it.
                #expect(await !runner.runIfDue("tidy"))
            }
        }
        let spans = tracer.finishedSpans
        let tidy = try #require(spans.first { $0.operationName == "job tidy" })
        #expect(tidy.parentSpanID == nil)
        #expect(tidy.attributes["job.name"]?.toSpanAttribute() == "tidy")
        #expect(tidy.status == nil)
        let underTidy = spans.filter { $0.parentSpanID == tidy.spanID }
        #expect(underTidy.contains { $0.operationName == "SELECT" && $0.attributes["db.query.text"]?.toSpanAttribute() == "SELECT 1 AS tidied" })
        // Releasing the lease belongs to the run.
        #expect(underTidy.contains { $0.operationName.hasPrefix("UPDATE ") || $0.operationName.hasPrefix("INSERT ") })

        let broken = try #require(spans.first { $0.operationName == "job broken" })
        #expect(broken.status?.code == .error)
        #expect(broken.errors.contains { $0.error is JobFailure })

        // Only job runs are roots: the lease claims before them made no span.
        #expect(Set(spans.filter { $0.parentSpanID == nil }.map(\.operationName)) == ["job tidy", "job broken"])
        #expect(spans.filter { $0.parentSpanID == nil }.count == 2)
    }
}
