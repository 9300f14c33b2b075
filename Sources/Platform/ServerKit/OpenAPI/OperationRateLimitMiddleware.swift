import HTTPTypes
import OpenAPIRuntime

/// Rate-limits chosen OpenAPI operations per client address (sign-in, refresh, username checks),
/// on top of the per-client limit every app route has. Over the limit: 429 with `Retry-After`.
public struct OperationRateLimitMiddleware: ServerMiddleware {
    let limiter: RateLimiter
    let operations: Set<String>
    let scope: String

    public init(limiter: RateLimiter, operations: Set<String>, scope: String) {
        self.limiter = limiter
        self.operations = operations
        self.scope = scope
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        if operations.contains(operationID) {
            let address = CurrentRequest.context?.clientAddress ?? "unknown"
            if let seconds = await limiter.take("\(scope)|addr|\(address)").retryAfterSeconds {
                throw Problem.rateLimited(retryAfterSeconds: seconds)
            }
        }
        return try await next(request, body, metadata)
    }
}
