import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Gives up on a request that has no answer after `limit`, so no screen spins forever: a server
/// that accepted the connection and went silent, or a connection that keeps being retried.
///
/// The limit covers sending the request and receiving the response's head (a body streams on after
/// it). Uploads are exempt: a large photo over a slow network may take longer to send and is still
/// making progress.
public struct RequestTimeoutMiddleware: ClientMiddleware {
    let limit: Duration
    let exempt: Set<String>

    public init(limit: Duration, exempt: Set<String> = []) {
        self.limit = limit
        self.exempt = exempt
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard !exempt.contains(operationID) else { return try await next(request, body, baseURL) }
        // The group waits for both children before it returns, so `next` never outlives this call.
        return try await withoutActuallyEscaping(next) { next in
            try await withThrowingTaskGroup(of: (HTTPResponse, HTTPBody?)?.self) { group in
                group.addTask { try await next(request, body, baseURL) }
                group.addTask { [limit] in
                    try await Task.sleep(for: limit, tolerance: .zero)
                    return nil
                }
                defer { group.cancelAll() }
                guard case .some(.some(let answer)) = try await group.next() else {
                    throw RequestTimedOut(operationID: operationID, limit: limit)
                }
                return answer
            }
        }
    }
}

/// No answer came within the limit.
public struct RequestTimedOut: Error, Equatable {
    public let operationID: String
    public let limit: Duration
}
