import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIRuntime

/// Passes requests to the server and keeps each operation's last answer; once `replay` is on, answers
/// with those bytes instead, so a measurement times the app's decoding and mapping, not the network.
public final class RecordingReplayTransport: ClientTransport {
    private let live: any ClientTransport
    private let state = NIOLockedValueBox((replay: false, answers: [String: (HTTPResponse, [UInt8])]()))

    public init(live: any ClientTransport) {
        self.live = live
    }

    public var replay: Bool {
        get { state.withLockedValue { $0.replay } }
        set { state.withLockedValue { $0.replay = newValue } }
    }

    public struct NoAnswer: Error {}

    public func lastBody(of operation: String) throws -> [UInt8] {
        guard let answer = state.withLockedValue({ $0.answers[operation] }) else { throw NoAnswer() }
        return answer.1
    }

    /// From now on, `operation` is answered with `body` (under the head of its last recorded answer).
    public func answer(_ operation: String, with body: [UInt8]) throws {
        try state.withLockedValue { state in
            guard let recorded = state.answers[operation] else { throw NoAnswer() }
            state.answers[operation] = (recorded.0, body)
        }
    }

    public func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        if replay, let answer = state.withLockedValue({ $0.answers[operationID] }) {
            return (answer.0, HTTPBody(answer.1))
        }
        let (response, answerBody) = try await live.send(request, body: body, baseURL: baseURL, operationID: operationID)
        var bytes: [UInt8] = []
        if let answerBody { bytes = try await [UInt8](collecting: answerBody, upTo: 64 << 20) }
        state.withLockedValue { $0.answers[operationID] = (response, bytes) }
        return (response, HTTPBody(bytes))
    }
}
