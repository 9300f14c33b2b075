import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKitTestSupport

/// The phone's network: on, off (every request fails before leaving), or losing the next response of
/// an operation after the server handled it. Counts the requests that reached the server, by operation.
final class SwitchableTransport: ClientTransport {
    struct Offline: Error {}
    struct LostResponse: Error {}

    private let inner = LoopbackHTTP.transport()
    private let state = NIOLockedValueBox(State())

    struct State {
        var online = true
        var loseNextResponse: Set<String> = []
        var delivered: [String: Int] = [:]
        var rewrites: [String: @Sendable (Data) -> Data] = [:]
    }

    var online: Bool {
        get { state.withLockedValue { $0.online } }
        set { state.withLockedValue { $0.online = newValue } }
    }

    func loseNextResponse(of operationID: String) {
        state.withLockedValue { _ = $0.loseNextResponse.insert(operationID) }
    }

    /// From now on, every JSON response of `operationID` reaches the phone as `rewrite` makes it: a
    /// server that tells this phone something else than the truth (a swapped key, say).
    func rewriteResponses(of operationID: String, _ rewrite: @escaping @Sendable (Data) -> Data) {
        state.withLockedValue { $0.rewrites[operationID] = rewrite }
    }

    /// Requests of `operationID` the server received.
    func delivered(_ operationID: String) -> Int {
        state.withLockedValue { $0.delivered[operationID, default: 0] }
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        guard online else { throw Offline() }
        let response = try await inner.send(request, body: body, baseURL: baseURL, operationID: operationID)
        let lose = state.withLockedValue { state in
            state.delivered[operationID, default: 0] += 1
            return state.loseNextResponse.remove(operationID) != nil
        }
        if lose { throw LostResponse() }
        guard let rewrite = state.withLockedValue({ $0.rewrites[operationID] }), let body = response.1 else { return response }
        return (response.0, HTTPBody(rewrite(try await Data(collecting: body, upTo: 16 << 20))))
    }
}
