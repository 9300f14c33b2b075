import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import NIOFoundationCompat
import ServerKit
import ServiceLifecycle

/// A real `GreenhouseServer` on a free loopback port for one test, reached over real HTTP.
public struct TestServer: Sendable {
    public let port: Int
    public let isolation: TestIsolation
    private let serviceGroup: ServiceGroup

    /// Stops accepting connections and lets in-flight requests finish, as SIGTERM does.
    public func triggerGracefulShutdown() async {
        await serviceGroup.triggerGracefulShutdown()
    }

    /// A new keep-alive connection to the server; shut it down when done. Its read timeout bounds
    /// hangs only (`LoopbackHTTP`): HummingbirdTesting's 15 s is a speed bound on a loaded machine.
    ///
    /// HummingbirdTesting's own timeout cannot end a request the server never answers: its timer
    /// throws, but the task group it throws from still waits for the response, which ignores
    /// cancellation. So the connection also gets an idle-read guard, which fails every request
    /// waiting on it after the same bound (`TestClient.Error.readTimeout`): a hung request is then
    /// a failed test that names its line, not a stalled run.
    public func makeClient() async -> TestClient {
        let client = TestClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration))
        client.connect()
        await client.failRequestsAfterSilence(of: LoopbackHTTP.hangBound)
        return client
    }

    /// Starts a server with `apps` on `backend`, runs `body` with one connection to it, then shuts the
    /// server down gracefully and deletes its data. Given an `isolation`, the server starts on that
    /// data (a restart) and leaves it for its owner to delete.
    public static func run<R: Sendable>(
        apps: [any GreenhouseApp],
        backend: DatabaseBackend = .sqlite,
        isolation given: TestIsolation? = nil,
        logger: Logger = .quiet,
        clock: any MonotonicClock = SystemMonotonicClock(),
        wallClock: any WallClock = SystemWallClock(),
        configure: (inout ServerConfiguration) -> Void = { _ in },
        siteRoutes: [any SharedRoutes] = [],
        _ body: @Sendable (TestClient, TestServer) async throws -> R
    ) async throws -> R {
        let isolation = if let given { given } else { TestIsolation(backend: backend, scratch: try TemporaryDirectory()) }
        defer { if given == nil { isolation.scratch.remove() } }
        // Each app's pool may open `postgresPoolSize` connections, and Couples' events one more.
        return try await PostgresConnectionBudget.shared.withShare(
            of: apps.count * (TestDatabases.postgresPoolSize + 1), on: isolation.backend
        ) {
            var configuration = try isolation.configuration()
            configure(&configuration)
            let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
            var server = GreenhouseServer(configuration: configuration, apps: apps, logger: logger, clock: clock, wallClock: wallClock)
            server.siteRoutes = siteRoutes
            let application = try await TestStages.during("building the server") {
                try await server.makeApplication { port in portContinuation.yield(port) }
            }
            let serviceGroup = ServiceGroup(configuration: .init(services: [application], logger: logger))

            let result: Result<R, any Error> = await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    do { try await serviceGroup.run() } catch { portContinuation.finish() }
                }
                guard let port = await TestStages.during("waiting for the server to listen", { await ports.first(where: { _ in true }) }) else {
                    return .failure(TestServerError.didNotStart)
                }
                let server = TestServer(port: port, isolation: isolation, serviceGroup: serviceGroup)
                let client = await server.makeClient()
                let outcome: Result<R, any Error>
                do {
                    outcome = .success(try await TestStages.during("in the test's body, on \(isolation.backend)") { try await body(client, server) })
                } catch {
                    outcome = .failure(error)
                }
                await TestStages.during("shutting the server down") {
                    try? await client.shutdown()
                    await serviceGroup.triggerGracefulShutdown()
                    await group.waitForAll()
                }
                return outcome
            }
            if given == nil { await TestStages.during("dropping the test's schemas") { await isolation.dropSchemas(apps.map(\.name)) } }
            return try result.get()
        }
    }
}

public enum TestServerError: Error {
    /// The server failed before listening (a migration error, a port in use); its logger says why.
    case didNotStart
}

extension TestClient.Response {
    /// The body as UTF-8 text.
    public var text: String {
        body.map { String(buffer: $0) } ?? ""
    }
}

extension String {
    /// A byte buffer holding this string as UTF-8, for request bodies.
    public var buffer: ByteBuffer { ByteBuffer(string: self) }
}

extension HTTPFields {
    public static var json: HTTPFields { [.contentType: "application/json"] }
}

extension TestClient.Response {
    /// The body decoded as a problem document; nil unless it is served as `application/problem+json`.
    public var problem: ProblemDocument? {
        guard headers[.contentType] == Problem.contentType, let body else { return nil }
        return try? JSONDecoder().decode(ProblemDocument.self, from: Data(buffer: body))
    }

    /// The body decoded as JSON.
    public func json<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(buffer: body ?? ByteBuffer()))
    }
}

/// The status of a generated client operation's undocumented (`default`) answer; nil when the operation
/// answered with one of its documented successes.
public func defaultStatus(_ output: Any) -> Int? {
    guard let child = Mirror(reflecting: output).children.first, child.label == "default" else { return nil }
    return Mirror(reflecting: child.value).children.first?.value as? Int
}
