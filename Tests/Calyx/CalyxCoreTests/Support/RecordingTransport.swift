import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import ServerKitTestSupport

/// Real HTTP to the server in-process, recording each request's operation and query, and able to
/// hold chosen requests back until the test lets them go: how a slow answer to an old query is made
/// to arrive after the answer to a newer one.
final class RecordingTransport: ClientTransport {
    private let inner = LoopbackHTTP.transport()
    private let state = NIOLockedValueBox(State())

    private struct State {
        var offline = false
        var sent: [(operation: String, query: String)] = []
        var holding: @Sendable (String, String) -> Bool = { _, _ in false }
        var losing: [String: Int] = [:]
        var held: [UUID: CheckedContinuation<Void, any Error>] = [:]
    }

    /// Requests so far, as (operationID, query string).
    var sent: [(operation: String, query: String)] { state.withLockedValue { $0.sent } }

    func sent(_ operation: String) -> [String] { sent.filter { $0.operation == operation }.map(\.query) }

    /// From now on, requests for which `rule(operationID, query)` is true wait for `release()`.
    func hold(when rule: @escaping @Sendable (String, String) -> Bool) {
        state.withLockedValue { $0.holding = rule }
    }

    /// While true, requests fail as they do on a phone without a connection.
    var offline: Bool {
        get { state.withLockedValue { $0.offline } }
        set { state.withLockedValue { $0.offline = newValue } }
    }

    /// The next `times` requests for `operation` reach the server, but their answers are lost on the
    /// way back, as when the connection drops just after a request went out.
    func loseAnswers(to operation: String, times: Int = 1) {
        state.withLockedValue { $0.losing[operation, default: 0] += times }
    }

    var heldCount: Int { state.withLockedValue { $0.held.count } }

    /// Lets every held request go on, and holds no more.
    func release() {
        let held = state.withLockedValue { state in
            state.holding = { _, _ in false }
            defer { state.held = [:] }
            return Array(state.held.values)
        }
        for continuation in held { continuation.resume() }
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let query = URLComponents(string: request.path ?? "")?.percentEncodedQuery.flatMap { $0.removingPercentEncoding } ?? ""
        let (hold, offline) = state.withLockedValue { state in
            state.sent.append((operationID, query))
            return (state.holding(operationID, query), state.offline)
        }
        if offline { throw URLError(.notConnectedToInternet) }
        if hold {
            // A held request gives up when its task is cancelled, as a real one does.
            let id = UUID()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    state.withLockedValue { $0.held[id] = continuation }
                    if Task.isCancelled { cancel(id) }
                }
            } onCancel: {
                cancel(id)
            }
        }
        let answer = try await inner.send(request, body: body, baseURL: baseURL, operationID: operationID)
        let lose = state.withLockedValue { state in
            guard let left = state.losing[operationID], left > 0 else { return false }
            state.losing[operationID] = left - 1
            return true
        }
        if lose {
            // Drain the body so the server's work is complete, then drop the answer.
            if let body = answer.1 { _ = try await Data(collecting: body, upTo: .max) }
            throw URLError(.networkConnectionLost)
        }
        return answer
    }

    private func cancel(_ id: UUID) {
        state.withLockedValue { $0.held.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
}
