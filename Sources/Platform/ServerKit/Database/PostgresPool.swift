import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// PostgreSQL's connection pool, with an answer for when the server is away. `PostgresClient` keeps a
/// request for a connection waiting for as long as the server is gone, retrying with backoff; a request
/// to us must not wait with it. A connection slower than `askAfter` to come makes us ask whether the
/// server accepts connections at all (`PostgresReachability`): if not, the caller stops waiting and
/// gets `DatabaseUnavailable` (a 503), about half a second into an outage. A server that is there is
/// waited for up to `leaseLimit` (a cold pool on a loaded machine can take seconds).
///
/// The wait for a connection runs in a task of its own that the caller can walk away from: however
/// the pool treats that request later, the caller is never held by it, and a connection that arrives
/// after the caller left is given straight back without running anything on it.
struct PostgresPool: Sendable {
    let client: PostgresClient
    let reachability: PostgresReachability
    /// The named prepared statements of this pool's connections.
    let statements = PostgresPreparedStatements()

    static let askAfter: Duration = .milliseconds(500)
    static let leaseLimit: Duration = .seconds(30)

    init(client: PostgresClient, probe: PostgresConnection.Configuration, logger: Logger) {
        self.client = client
        reachability = PostgresReachability(configuration: probe, logger: logger)
    }

    func withConnection<R>(_ body: (PostgresConnection) async throws -> R) async throws -> R {
        let handoff = ConnectionHandoff()
        let (finished, finish) = AsyncStream<Void>.makeStream()
        defer { finish.finish() }
        Task { [client] in
            do {
                try await client.withConnection { connection in
                    // Held until the caller is done with it; given back at once if the caller left.
                    guard handoff.deliver(connection) else { return }
                    for await _ in finished {}
                }
            } catch {
                handoff.fail(error)
            }
        }
        let watch = Task { [reachability] in
            let started = ContinuousClock.now
            try? await Task.sleep(for: Self.askAfter, tolerance: .zero)
            while !handoff.isSettled, !Task.isCancelled {
                if ContinuousClock.now - started > Self.leaseLimit { break }
                if await !reachability.isReachable() { break }
                try? await Task.sleep(for: .milliseconds(250), tolerance: .zero)
            }
            if !Task.isCancelled { handoff.fail(DatabaseUnavailable()) }
        }
        defer { watch.cancel() }
        let connection = try await handoff.connection()
        return try await body(connection)
    }
}

/// One connection passed from the task that waits on the pool to the caller, or the reason there is
/// none: whichever comes first settles it, and later arrivals are refused.
final class ConnectionHandoff: Sendable {
    private enum State {
        case waiting(CheckedContinuation<PostgresConnection, any Error>?)
        case delivered(PostgresConnection)
        case failed(any Error)
        case taken
    }

    private let state = NIOLockedValueBox(State.waiting(nil))

    var isSettled: Bool {
        state.withLockedValue { if case .waiting = $0 { false } else { true } }
    }

    /// False when the caller has already gone (failed or cancelled): the connection is not used.
    func deliver(_ connection: PostgresConnection) -> Bool {
        let waiter = state.withLockedValue { state -> (CheckedContinuation<PostgresConnection, any Error>?, Bool) in
            guard case .waiting(let waiter) = state else { return (nil, false) }
            state = waiter == nil ? .delivered(connection) : .taken
            return (waiter, true)
        }
        waiter.0?.resume(returning: connection)
        return waiter.1
    }

    func fail(_ error: any Error) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<PostgresConnection, any Error>?? in
            guard case .waiting(let waiter) = state else { return nil }
            state = waiter == nil ? .failed(error) : .taken
            return .some(waiter)
        }
        if case .some(.some(let waiter)) = waiter { waiter.resume(throwing: error) }
    }

    func connection() async throws -> PostgresConnection {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = state.withLockedValue { state -> Result<PostgresConnection, any Error>? in
                    switch state {
                    case .waiting:
                        state = .waiting(continuation)
                        return nil
                    case .delivered(let connection):
                        state = .taken
                        return .success(connection)
                    case .failed(let error):
                        state = .taken
                        return .failure(error)
                    case .taken:
                        return .failure(CancellationError())
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            fail(CancellationError())
        }
    }
}
