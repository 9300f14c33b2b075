import Hummingbird
import Logging
import NIOCore

/// `/health` (the process answers), `/ready` (every app database answers), `/metrics` (Prometheus).
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
    }

    static func add(to router: Router<AppRequestContext>, databases: [String: Database], metrics: HTTPMetrics) {
        router.get("/health") { _, _ in
            Health(status: "ok")
        }
        router.get("/ready") { _, context in
            let failures = await unreachable(databases, logger: context.logger)
            guard failures.isEmpty else {
                throw Problem.unavailable("Not ready: database unreachable for \(failures.sorted().joined(separator: ", ")).")
            }
            return Readiness(status: "ready", databases: databases.mapValues { _ in "ok" })
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

/// Runs `operation`, failing with `TimeoutError` if it takes longer than `limit`.
func withTimeout<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw TimeoutError()
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
