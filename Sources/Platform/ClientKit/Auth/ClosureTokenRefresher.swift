/// A `TokenRefresher` from a closure: an app calls its own generated client's refresh operation in it
/// and maps the answer, so the refresh plumbing is not written again for every app.
public struct ClosureTokenRefresher: TokenRefresher {
    let body: @Sendable (String) async throws -> AuthTokens

    public init(_ body: @escaping @Sendable (String) async throws -> AuthTokens) {
        self.body = body
    }

    public func refresh(_ refreshToken: String) async throws -> AuthTokens {
        try await body(refreshToken)
    }
}
