import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// PostgreSQL's connection pool, with an answer for when the server is away. `PostgresClient` keeps a
/// request for a connection waiting for as long as the server is gone, retrying with backoff; a request
/// to us must not wait with it. A connection slower than `askAfter` to come makes us ask whether the
/// server accepts connections at all (`PostgresReachability`): if not, the wait is cancelled and the
/// caller gets `DatabaseUnavailable` (a 503), about half a second into an outage. A server that is
/// there is waited for up to `leaseLimit` (a cold pool on a loaded machine can take seconds). Work that
/// got its connection runs as long as it needs.
struct PostgresPool: Sendable {
    let client: PostgresClient
    let reachability: PostgresReachability

    static let askAfter: Duration = .milliseconds(500)
    static let leaseLimit: Duration = .seconds(30)

    init(client: PostgresClient, probe: PostgresConnection.Configuration, logger: Logger) {
        self.client = client
        reachability = PostgresReachability(configuration: probe, logger: logger)
    }

    func withConnection<R>(_ body: (PostgresConnection) async throws -> R) async throws -> R {
        try await withoutActuallyEscaping(body) { body in
            // The body runs in a child task while this task waits for it, so it is never used
            // concurrently: the unchecked boxes only carry it (and its result) across that boundary.
            let work = Unchecked(body)
            let leased = NIOLockedValueBox(false)
            let outcome = try await withThrowingTaskGroup(of: Step<R>.self) { group -> Unchecked<R> in
                group.addTask { [client] in
                    .done(Unchecked(try await client.withConnection { connection in
                        leased.withLockedValue { $0 = true }
                        return try await work.value(connection)
                    }))
                }
                group.addTask { [reachability] in
                    // Never throws: a cancelled caller's work behaves as on the pool alone (the lease
                    // decides), and this watch just stops giving verdicts.
                    let started = ContinuousClock.now
                    try? await Task.sleep(for: Self.askAfter)
                    while !leased.withLockedValue({ $0 }), !Task.isCancelled {
                        if ContinuousClock.now - started > Self.leaseLimit { return .away }
                        if await !reachability.isReachable() { return .away }
                        try? await Task.sleep(for: .milliseconds(250))
                    }
                    return .leased
                }
                while let step = try await group.next() {
                    switch step {
                    case .done(let result):
                        group.cancelAll()
                        return result
                    case .away where !leased.withLockedValue({ $0 }):
                        group.cancelAll()
                        throw DatabaseUnavailable()
                    case .away, .leased:
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
        /// The watch is over without a verdict: the connection came, or the caller was cancelled.
        case leased
        case away
    }

    struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
