import Identity
import Push
import ServerKit

/// Gifter's scheduled jobs, run by one `JobRunner` per server instance (its leases keep each job to
/// one instance at a time): the push outbox, every `GIFTER_PUSH_INTERVAL_SECONDS` (default 5), and the
/// shops' re-import when `GIFTER_CATALOG_SOURCES` names any (`CatalogImportSchedule`), and the KPIs
/// (`kpi-daily`, hourly: `kpi_daily` and the `gifter_kpi` gauges).
enum GifterJobs {
    static func runner(_ environment: AppEnvironment, app: String, service: GifterService) throws -> JobRunner {
        let variables = environment.configuration.environment
        let jobs = [
            service.outbox.job(every: try GifterApp.seconds("GIFTER_PUSH_INTERVAL_SECONDS", variables, default: 5)),
            service.kpis.job,
            ActiveDays.pruneJob(environment.database),
        ] + [try CatalogImportSchedule.job(environment, catalog: service.catalog)].compactMap { $0 }
        return JobRunner(
            app: app, database: environment.database, jobs: jobs, wallClock: environment.wallClock, registry: environment.metrics.registry,
            logger: environment.logger
        )
    }

    static func kpiJob(_ environment: AppEnvironment) -> KPIJob<GifterKPI> {
        let computation = GifterKPIComputation(database: environment.database)
        return KPIJob(namespace: "gifter", database: environment.database, registry: environment.metrics.registry) { day in
            try await computation.compute(day)
        }
    }
}
