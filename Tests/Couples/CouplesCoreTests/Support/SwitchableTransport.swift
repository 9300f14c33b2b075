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
    }

    var online: Bool {
        get { state.withLockedValue { $0.online } }
        set { state.withLockedValue { $0.online = newValue } }
    }

    func loseNextResponse(of operationID: String) {
        state.withLockedValue { _ = $0.loseNextResponse.insert(operationID) }
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
        return response
    }
}
