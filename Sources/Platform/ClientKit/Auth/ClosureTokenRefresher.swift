/// A `TokenRefresher` from a closure: each app calls its own generated client's refresh operation in
/// it (a client *without* the bearer middleware: the refresh carries its own credential) and maps the
/// answer with `AuthRefreshError.from(status:otherwise:)`, so no app writes a refresher type of its own.
public struct ClosureTokenRefresher: TokenRefresher {
    let body: @Sendable (String) async throws -> AuthTokens

    public init(_ body: @escaping @Sendable (String) async throws -> AuthTokens) {
        self.body = body
    }

    public func refresh(_ refreshToken: String) async throws -> AuthTokens {
        try await body(refreshToken)
    }
}
