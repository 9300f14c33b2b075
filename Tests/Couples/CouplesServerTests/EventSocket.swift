import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging
import NIOConcurrencyHelpers
import ServerKitTestSupport
import ServerKit

/// A `/pair/events` WebSocket opened as the app opens it, collecting what the server sends.
struct EventSocket: Sendable {
    private let messages: AsyncStream<String>
    private let task: Task<WebSocketCloseFrame?, any Error>

    /// One message as it arrived, decoded.
    struct Message: Decodable, Equatable, Sendable {
        let pair: String
        let kind: String
        let date: String?
        let actor: String?
    }

    /// Opens a socket on the server at `port` and returns once it is upgraded; throws
    /// `WebSocketClientError.webSocketUpgradeFailed` when it is refused.
    static func open(port: Int, token: String?) async throws -> EventSocket {
        let (messages, received) = AsyncStream.makeStream(of: String.self)
        let (opened, upgraded) = AsyncStream.makeStream(of: Void.self)
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        let task = Task {
            defer {
                received.finish()
                upgraded.finish()
            }
            return try await WebSocketClient.connect(
                url: "ws://127.0.0.1:\(port)/couples/v1/pair/events",
                configuration: .init(additionalHeaders: headers),
                logger: .quiet
            ) { inbound, _, _ in
                upgraded.yield()
                for try await message in inbound.messages(maxSize: 1 << 16) {
                    if case .text(let text) = message { received.yield(text) }
                }
            }
        }
        if try await bounded({ await opened.first { _ in true } }) == nil {
            _ = try await task.value
            throw SocketError.closedBeforeOpening
        }
        return EventSocket(messages: messages, task: task)
    }

    /// The next message's text; nil once the socket is closed.
    func nextText() async throws -> String? {
        try await bounded { await messages.first { _ in true } }
    }

    /// The next message; nil once the socket is closed.
    func next() async throws -> Message? {
        guard let text = try await nextText() else { return nil }
        return try JSONDecoder().decode(Message.self, from: Data(text.utf8))
    }

    /// The next `count` messages' kinds.
    func kinds(_ count: Int) async throws -> [String] {
        var kinds: [String] = []
        for _ in 0..<count {
            guard let message = try await next() else { break }
            kinds.append(message.kind)
        }
        return kinds
    }

    /// How the server closed the socket (after any messages left unread).
    func closing() async throws -> WebSocketCloseFrame? {
        try await bounded { try await task.value }
    }

    func close() {
        task.cancel()
    }

    enum SocketError: Error { case closedBeforeOpening, timedOut }

    /// Bounds only a hang: nothing here should ever take this long. The wait ends at the bound even
    /// when `body` ignores cancellation (awaiting a task's value does), which a task group would not.
    static func bounded<R: Sendable>(_ body: @escaping @Sendable () async throws -> R) async throws -> R {
        let settled = NIOLockedValueBox(false)
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<R, any Error>) in
            let work = Task {
                let result: Result<R, any Error>
                do { result = .success(try await body()) } catch { result = .failure(error) }
                if settled.withLockedValue({ done in defer { done = true }; return !done }) { continuation.resume(with: result) }
            }
            Task {
                try? await ShortSleeps.sleep(for: LoopbackHTTP.hangBoundDuration)
                if settled.withLockedValue({ done in defer { done = true }; return !done }) {
                    work.cancel()
                    continuation.resume(throwing: SocketError.timedOut)
                }
            }
        }
    }

    private func bounded<R: Sendable>(_ body: @escaping @Sendable () async throws -> R) async throws -> R {
        try await Self.bounded(body)
    }
}
