import ClientKit
import CouplesCore
import Foundation

/// `/pair/events` over URLSessionWebSocketTask: the access token goes with the upgrade request, each
/// text message is one JSON event. The stream throws when the socket drops; the app wraps this source
/// in `FallbackPairEventSource`, which polls until the socket is back.
struct WebSocketPairEventSource: PairEventSource {
    let eventsURL: URL
    let session: AuthSession

    /// `http(s)://host/couples/v1` → `ws(s)://host/couples/v1/pair/events`.
    init(serverURL: URL, session: AuthSession) {
        var components = URLComponents(url: serverURL.appendingPathComponent("pair/events"), resolvingAgainstBaseURL: false)!
        components.scheme = components.scheme == "https" ? "wss" : "ws"
        eventsURL = components.url!
        self.session = session
    }

    func events() -> AsyncThrowingStream<PairEventMessage, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var request = URLRequest(url: eventsURL)
                    request.setValue("Bearer \(try await session.validAccessToken())", forHTTPHeaderField: "Authorization")
                    let socket = URLSession.shared.webSocketTask(with: request)
                    socket.resume()
                    defer { socket.cancel(with: .goingAway, reason: nil) }
                    while !Task.isCancelled {
                        switch try await socket.receive() {
                        case .string(let text):
                            if let event = PairEventMessage.decode(text) { continuation.yield(event) }
                        case .data(let data):
                            if let event = PairEventMessage.decode(String(decoding: data, as: UTF8.self)) { continuation.yield(event) }
                        @unknown default:
                            break
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
