import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// Whether PostgreSQL accepts a fresh connection right now: asked only when a connection is slow to
/// come from the pool, answered at most once a second (callers in that second share the answer), so
/// a pool that is merely busy, or a machine that is merely loaded, is never taken for an outage.
final class PostgresReachability: Sendable {
    let configuration: PostgresConnection.Configuration
    let logger: Logger
    private let state = NIOLockedValueBox(State())
    static let answerLifetime: Duration = .seconds(1)

    struct State {
        var answer: (reachable: Bool, at: ContinuousClock.Instant)?
        var asking: Task<Bool, Never>?
    }

    init(configuration: PostgresConnection.Configuration, logger: Logger) {
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(2)
        self.configuration = configuration
        self.logger = logger
    }

    func isReachable() async -> Bool {
        let (known, asking) = state.withLockedValue { state -> (Bool?, Task<Bool, Never>?) in
            if let answer = state.answer, ContinuousClock.now - answer.at < Self.answerLifetime { return (answer.reachable, nil) }
            if let asking = state.asking { return (nil, asking) }
            let asking = Task { await self.ask() }
            state.asking = asking
            return (nil, asking)
        }
        if let known { return known }
        let reachable = await asking!.value
        state.withLockedValue { state in
            state.answer = (reachable, .now)
            state.asking = nil
        }
        return reachable
    }

    /// Connects and closes. Refused, reset or closed connections and a server shutting down or starting
    /// are "away"; anything else the server says (too many connections, say) means it is there.
    private func ask() async -> Bool {
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
            return true
        } catch let error as PSQLError {
            if DatabaseUnavailable.isOutage(error) {
                logger.warning("PostgreSQL cannot be reached", metadata: ["error": "\(String(reflecting: error))"])
                return false
            }
            return true
        } catch {
            logger.warning("PostgreSQL cannot be reached", metadata: ["error": "\(String(reflecting: error))"])
            return false
        }
    }
}
