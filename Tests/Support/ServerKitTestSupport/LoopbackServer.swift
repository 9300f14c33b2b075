import Hummingbird
import Logging

/// Serves a stand-in (an identity provider, a store, a language model) on a free port of 127.0.0.1
/// for the duration of `body`, which is given the port. The server is stopped however `body` ends,
/// without waiting for requests still in flight (a stand-in told to answer slowly).
public enum LoopbackServer {
    public static func run<R: Sendable>(
        _ router: Router<BasicRequestContext>, logger: Logger = Logger(label: "stand-in") { _ in SwiftLogNoOpLogHandler() },
        _ body: @Sendable (_ port: Int) async throws -> R
    ) async throws -> R {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) },
            logger: logger
        )
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                defer { continuation.finish() }
                try await application.runService(gracefulShutdownSignals: [])
            }
            guard let port = await ports.first(where: { _ in true }) else {
                try await tasks.waitForAll()
                throw CancellationError()
            }
            // Cancelling the server's task closes it, whether `body` returned or threw.
            defer { tasks.cancelAll() }
            return try await body(port)
        }
    }
}
