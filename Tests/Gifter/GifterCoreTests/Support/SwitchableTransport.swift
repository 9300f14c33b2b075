import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKitTestSupport

/// Real HTTP to the server in-process that a test can take offline (requests fail as on a phone
/// without a connection) or make silent (requests wait, until cancelled, as with a server that never answers).
final class SwitchableTransport: ClientTransport {
    enum Mode: Sendable { case online, offline, silent }

    private let inner = LoopbackHTTP.transport()
    private let state = NIOLockedValueBox(Mode.online)
    private let sent = NIOLockedValueBox([String]())

    /// The operations asked for so far, in order (to count what a screen asked the server).
    var operations: [String] { sent.withLockedValue { $0 } }

    /// How many times `operationID` was asked for.
    func count(_ operationID: String) -> Int { operations.filter { $0 == operationID }.count }

    var mode: Mode {
        get { state.withLockedValue { $0 } }
        set { state.withLockedValue { $0 = newValue } }
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        sent.withLockedValue { $0.append(operationID) }
        switch mode {
        case .online: return try await inner.send(request, body: body, baseURL: baseURL, operationID: operationID)
        case .offline: throw URLError(.notConnectedToInternet)
        case .silent:
            // Until cancelled, with no timer: an hour-long `Task.sleep` here left libdispatch's
            // continuous-clock timer armed for the rest of the hour in two whole-suite hangs, in which
            // no shorter sleep of any other test was ever woken (every thread idle, 16 tests unfinished).
            let (never, keepOpen) = AsyncStream<Never>.makeStream()
            defer { keepOpen.finish() }
            for await _ in never {}
            throw CancellationError()
        }
    }
}
