import Foundation
import HTTPTypes
import OpenAPIRuntime
import ServerKit

/// Requires a valid access token (`Authorization: Bearer …`) on every operation not listed as public
/// or optional, and makes the caller available to handlers as `AuthenticatedUser.current`.
///
/// Optional operations serve anonymous callers too, but a token that is sent must be valid (401
/// otherwise), so an app with an expired token refreshes instead of silently seeing the anonymous view.
public struct BearerAuthentication: ServerMiddleware {
    let sessions: SessionService
    let publicOperations: Set<String>
    let optionalOperations: Set<String>

    public init(sessions: SessionService, publicOperations: Set<String>, optionalOperations: Set<String> = []) {
        self.sessions = sessions
        self.publicOperations = publicOperations
        self.optionalOperations = optionalOperations
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        if publicOperations.contains(operationID)
            || (optionalOperations.contains(operationID) && request.headerFields[.authorization] == nil) {
            return try await next(request, body, metadata)
        }
        let user = try await Self.caller(of: request, sessions: sessions)
        return try await AuthenticatedUser.$current.withValue(user) {
            try await next(request, body, metadata)
        }
    }

    /// The user a request's bearer token belongs to; 401 without a valid one. Also used before a
    /// large body is read, so an anonymous client cannot make the server buffer it.
    public static func caller(of request: HTTPRequest, sessions: SessionService) async throws -> AuthenticatedUser {
        guard let header = request.headerFields[.authorization] else {
            throw SessionError.missingAccessToken(realm: sessions.app)
        }
        guard let token = bearerToken(header) else {
            throw SessionError.invalidAccessToken(realm: sessions.app, reason: "Send the access token as `Authorization: Bearer <token>`.")
        }
        return try await sessions.authenticate(token)
    }

    /// The token of a `Bearer` authorization header (the scheme is case-insensitive, RFC 9110 §11.1).
    static func bearerToken(_ header: String) -> String? {
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}

extension AuthenticatedUser {
    /// The caller, for handlers of operations `BearerAuthentication` protects.
    public static func required(realm: String) throws -> AuthenticatedUser {
        guard let current else { throw SessionError.missingAccessToken(realm: realm) }
        return current
    }
}
