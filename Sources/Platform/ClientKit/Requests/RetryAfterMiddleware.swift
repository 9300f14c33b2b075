import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends a request again when the server turned it away for now: a 503 with `Retry-After` (our
/// servers' answer when the image queue is full: nothing was stored), after the time it asks for,
/// spread a little so turned-away clients do not return together.
///
/// Only for `operations` that are safe to repeat after such an answer (an upload: a 503 stored
/// nothing), only while the body can be sent again, at most `attempts` times, and never for a wait
/// longer than `longestWait`: then the 503 goes to the screen, which offers a retry.
public struct RetryAfterMiddleware: ClientMiddleware {
    let operations: Set<String>
    let attempts: Int
    let longestWait: Duration
    let sleep: @Sendable (Duration) async throws -> Void

    public init(
        operations: Set<String>, attempts: Int = 3, longestWait: Duration = .seconds(10),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) }
    ) {
        self.operations = operations
        self.attempts = attempts
        self.longestWait = longestWait
        self.sleep = sleep
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard operations.contains(operationID), body?.iterationBehavior != .single else {
            return try await next(request, body, baseURL)
        }
        var retries = 0
        while true {
            let (response, responseBody) = try await next(request, body, baseURL)
            guard retries < attempts, let wait = Self.wait(response), wait <= longestWait else {
                return (response, responseBody)
            }
            retries += 1
            try await sleep(wait * Double.random(in: 1.0...1.25))
        }
    }

    /// The wait a 503 asks for in whole seconds (`Retry-After: 2`); nil for any other answer, or an
    /// HTTP date (our servers send seconds).
    static func wait(_ response: HTTPResponse) -> Duration? {
        guard response.status == .serviceUnavailable, let value = response.headerFields[.retryAfter],
              let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0
        else { return nil }
        return .seconds(seconds)
    }
}
