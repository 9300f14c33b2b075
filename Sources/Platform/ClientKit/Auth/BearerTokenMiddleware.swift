import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Attaches the session's access token to every request of a generated OpenAPI client, except the
/// operations that take none (sign-in, refresh). A 401 gets one refresh (shared with every other
/// request rejected at the same time) and one retry; a second 401 is returned as it is.
///
/// Operations that serve anonymous callers and personalise for signed-in ones (search, a flower's
/// page, someone's profile) carry the token when there is a session and go without one when there is
/// none, or when the server has just ended it: a signed-out person can still browse.
public struct BearerTokenMiddleware: ClientMiddleware {
    let session: AuthSession
    let unauthenticatedOperations: Set<String>
    let optionalOperations: Set<String>

    public init(session: AuthSession, unauthenticatedOperations: Set<String>, optionalOperations: Set<String> = []) {
        self.session = session
        self.unauthenticatedOperations = unauthenticatedOperations
        self.optionalOperations = optionalOperations
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
        let optional = optionalOperations.contains(operationID)
        guard let token = try await token(optional: optional, { try await session.validAccessToken() }) else {
            return try await next(request, body, baseURL)
        }
        let response = try await next(Self.authorizing(request, with: token), body, baseURL)
        // A body that can only be read once cannot be sent again.
        guard response.0.status == .unauthorized, body.map({ $0.iterationBehavior == .multiple }) ?? true else {
            return response
        }
        let fresh = try await self.token(optional: optional, { try await session.accessToken(replacing: token) })
        return try await next(fresh.map { Self.authorizing(request, with: $0) } ?? request, body, baseURL)
    }

    /// The token `read` gives; nil instead of "signed out" for an operation that works without one.
    private func token(optional: Bool, _ read: () async throws -> String) async throws -> String? {
        do {
            return try await read()
        } catch AuthSessionError.signedOut where optional {
            return nil
        }
    }

    static func authorizing(_ request: HTTPRequest, with token: String) -> HTTPRequest {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return request
    }
}
