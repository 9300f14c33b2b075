import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore

/// `/health` (the process answers), `/ready` (every app database answers, with the apps' notes for the
/// operator), `/metrics` (Prometheus).
///
/// Mounted at the root, outside every app, without rate limiting: load balancers and scrapers call
/// them constantly.
public enum OperationalRoutes {
    public static let paths: Set<String> = ["/health", "/ready", "/metrics"]
    /// A database that does not answer within this is reported as not ready.
    static let readinessTimeout: Duration = .seconds(2)

    struct Health: ResponseEncodable {
        let status: String
    }

    struct Readiness: ResponseEncodable {
        let status: String
        let databases: [String: String]
        /// App name → what its operator should know (`GreenhouseApp.readinessNote`); absent when none has one.
        let notes: [String: String]?
    }

    /// `notes` gathers the apps' readiness notes, asked on each ready answer.
    static func add(
        to router: Router<AppRequestContext>, databases: [String: Database], metrics: HTTPMetrics,
        notes: @escaping @Sendable () async -> [String: String] = { [:] }
    ) {
        router.get("/health") { _, _ in
            Health(status: "ok")
        }
        router.get("/ready") { _, context in
            let failures = await unreachable(databases, logger: context.logger)
            guard failures.isEmpty else {
                throw Problem.unavailable("Not ready: database unreachable for \(failures.sorted().joined(separator: ", ")).")
            }
            let notes = await notes()
            return Readiness(status: "ready", databases: databases.mapValues { _ in "ok" }, notes: notes.isEmpty ? nil : notes)
        }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition()))
            )
        }
    }

    /// Names of the apps whose database fails or times out a trivial query; checked concurrently.
    static func unreachable(_ databases: [String: Database], logger: Logger) async -> [String] {
        await withTaskGroup(of: String?.self) { group in
            for (app, database) in databases {
                group.addTask {
                    do {
                        try await withTimeout(readinessTimeout) { try await database.ping() }
                        return nil
                    } catch {
                        logger.warning("database not ready", metadata: ["app": "\(app)", "error": "\(String(reflecting: error))"])
                        return app
                    }
                }
            }
            return await group.reduce(into: []) { failures, app in if let app { failures.append(app) } }
        }
    }
}

struct TimeoutError: Error {}

/// Runs `operation`, failing with `TimeoutError` once `limit` has passed.
///
/// Returns at the limit even when the operation ignores cancellation (a connection pool waiting for a
/// database that refuses connections): the operation is cancelled and left to finish on its own, which
/// a task group could not do, as it waits for every child before returning.
func withTimeout<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let outcome = NIOLockedValueBox<CheckedContinuation<T, any Error>?>(nil)
    @Sendable func finish(_ result: Result<T, any Error>) -> Bool {
        guard let continuation = outcome.withLockedValue({ pending in defer { pending = nil }; return pending }) else { return false }
        continuation.resume(with: result)
        return true
    }
    return try await withCheckedThrowingContinuation { continuation in
        outcome.withLockedValue { $0 = continuation }
        let work = Task {
            do { _ = finish(.success(try await operation())) } catch { _ = finish(.failure(error)) }
        }
        Task {
            try? await Task.sleep(for: limit, tolerance: .zero)
            if finish(.failure(TimeoutError())) { work.cancel() }
        }
    }
}
