import Foundation

/// Work a server does on its own every so often (refreshing a ranking, pruning, sending a digest).
///
/// However many instances run, a job runs on one at a time and once per interval: `JobRunner` takes
/// the job's lease in the database before each run.
public struct ScheduledJob: Sendable {
    /// Unique among an app's jobs: the lease's key and the metrics' `job` label.
    public let name: String
    /// Time from the end of one run to the start of the next.
    public let interval: Duration
    /// One run; `now` is the wall clock when the lease was taken.
    public let work: @Sendable (_ now: Date) async throws -> Void

    public init(_ name: String, every interval: Duration, work: @escaping @Sendable (_ now: Date) async throws -> Void) {
        self.name = name
        self.interval = interval
        self.work = work
    }
}
