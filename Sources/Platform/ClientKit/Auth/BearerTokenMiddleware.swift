import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Attaches the session's access token to every request of a generated OpenAPI client, except the
/// operations that take none (sign-in, refresh). A 401 gets one refresh (shared with every other
/// request rejected at the same time) and one retry; a second 401 is returned as it is.
public struct BearerTokenMiddleware: ClientMiddleware {
    let session: AuthSession
    let unauthenticatedOperations: Set<String>

    public init(session: AuthSession, unauthenticatedOperations: Set<String>) {
        self.session = session
        self.unauthenticatedOperations = unauthenticatedOperations
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard !unauthenticatedOperations.contains(operationID) else {
            return try await next(request, body, baseURL)
        }
        let token = try await session.validAccessToken()
        let response = try await next(Self.authorizing(request, with: token), body, baseURL)
        // A body that can only be read once cannot be sent again.
        guard response.0.status == .unauthorized, body.map({ $0.iterationBehavior == .multiple }) ?? true else {
            return response
        }
        let fresh = try await session.accessToken(replacing: token)
        return try await next(Self.authorizing(request, with: fresh), body, baseURL)
    }

    static func authorizing(_ request: HTTPRequest, with token: String) -> HTTPRequest {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return request
    }
}
