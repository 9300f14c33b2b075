import NIOConcurrencyHelpers
import ServerKit

/// What a running Calyx server builds once and shares between its routes, its background services
/// and its jobs: notifications (push owns a connection the pusher sends through) and the job runner. Keyed by the
/// database, so an app value that serves twice (seeding, then serving) never reuses one bound to a
/// closed database.
final class CalyxRuntime: Sendable {
    private let built = NIOLockedValueBox<(database: ObjectIdentifier, notifications: CalyxNotifications)?>(nil)

    func notifications(for database: Database, orMake make: () throws -> CalyxNotifications) throws -> CalyxNotifications {
        try built.withLockedValue { built in
            if let built, built.database == ObjectIdentifier(database) { return built.notifications }
            let notifications = try make()
            built = (ObjectIdentifier(database), notifications)
            return notifications
        }
    }

    private let runner = NIOLockedValueBox<(database: ObjectIdentifier, runner: JobRunner)?>(nil)

    func setJobs(_ jobs: JobRunner, for database: Database) {
        runner.withLockedValue { $0 = (ObjectIdentifier(database), jobs) }
    }

    func jobs(for database: Database) -> JobRunner? {
        runner.withLockedValue { stored in stored.flatMap { $0.database == ObjectIdentifier(database) ? $0.runner : nil } }
    }

    /// The notifications last built: tests reach the pusher and digest of the server they started.
    var latestNotifications: CalyxNotifications? { built.withLockedValue { $0?.notifications } }
}
