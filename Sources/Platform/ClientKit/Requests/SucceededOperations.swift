import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Tells which of `operations` succeeded (a 2xx answer) to whoever listens: the moment a person first
/// follows or likes something, wherever in the app they did it (a profile, a list, the feed's queue),
/// without every screen reporting it. Each `stream()` is its own listener; a listener that stops
/// (its task cancelled) is forgotten, and a new one may start later (signed out, then in again).
public final class SucceededOperations: Sendable {
    let operations: Set<String>
    private let listeners = Locked<[UUID: AsyncStream<String>.Continuation]>([:])

    public init(watching operations: Set<String>) {
        self.operations = operations
    }

    /// The operation ids that succeed from now on, in order.
    public func stream() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        listeners.withLock { $0[id] = continuation }
        continuation.onTermination = { [listeners] _ in listeners.withLock { $0[id] = nil } }
        return stream
    }

    /// The middleware that reports them; put it in the client's chain.
    public var middleware: some ClientMiddleware { Reporter(owner: self) }

    fileprivate func succeeded(_ operationID: String) {
        guard operations.contains(operationID) else { return }
        for listener in listeners.withLock({ Array($0.values) }) { listener.yield(operationID) }
    }

    struct Reporter: ClientMiddleware {
        let owner: SucceededOperations

        func intercept(
            _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
            next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
        ) async throws -> (HTTPResponse, HTTPBody?) {
            let (response, responseBody) = try await next(request, body, baseURL)
            if response.status.kind == .successful { owner.succeeded(operationID) }
            return (response, responseBody)
        }
    }
}
