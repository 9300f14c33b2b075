import NIOConcurrencyHelpers
import PostgresNIO

/// PostgreSQL's pool keeps a request for a connection waiting for as long as the server is away,
/// retrying with backoff; a request to us must not wait with it. If no connection is leased within
/// `leaseLimit`, the wait is cancelled and the caller gets `DatabaseUnavailable` (a 503). Work that got
/// its connection runs as long as it needs.
enum ConnectionDeadline {
    static let leaseLimit: Duration = .seconds(2)

    static func withConnection<R>(
        _ client: PostgresClient, within limit: Duration = leaseLimit, _ body: (PostgresConnection) async throws -> R
    ) async throws -> R {
        try await withoutActuallyEscaping(body) { body in
            // The body runs in a child task while this task waits for it, so it is never used
            // concurrently: the unchecked boxes only carry it (and its result) across that boundary.
            let work = Unchecked(body)
            let leased = NIOLockedValueBox(false)
            let outcome = try await withThrowingTaskGroup(of: Step<R>.self) { group -> Unchecked<R> in
                group.addTask {
                    .done(Unchecked(try await client.withConnection { connection in
                        leased.withLockedValue { $0 = true }
                        return try await work.value(connection)
                    }))
                }
                group.addTask {
                    try? await Task.sleep(for: limit)
                    return .timer
                }
                while let step = try await group.next() {
                    switch step {
                    case .done(let result):
                        group.cancelAll()
                        return result
                    case .timer where !leased.withLockedValue({ $0 }):
                        group.cancelAll()
                        throw DatabaseUnavailable()
                    case .timer:
                        continue
                    }
                }
                throw CancellationError()
            }
            return outcome.value
        }
    }

    enum Step<R>: Sendable {
        case done(Unchecked<R>)
        case timer
    }

    struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
