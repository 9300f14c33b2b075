import NIOConcurrencyHelpers
import ServerKit

/// What a running Calyx server builds with its routes and shares with its background services: the
/// job runner. Keyed by the database, so an app value that serves twice never reuses one bound to a
/// closed database.
final class CalyxRuntime: Sendable {
    private let runner = NIOLockedValueBox<(database: ObjectIdentifier, runner: JobRunner)?>(nil)

    func setJobs(_ jobs: JobRunner, for database: Database) {
        runner.withLockedValue { $0 = (ObjectIdentifier(database), jobs) }
    }

    func jobs(for database: Database) -> JobRunner? {
        runner.withLockedValue { stored in stored.flatMap { $0.database == ObjectIdentifier(database) ? $0.runner : nil } }
    }
}
