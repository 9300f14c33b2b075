import Foundation
import OpenAPIRuntime

/// The app's signed-in session: hands out access tokens, refreshes them shortly before they expire,
/// and when the server rejects one, refreshes once no matter how many requests were rejected together.
///
/// All refreshes go through one in-flight task: twenty requests failing with 401 at the same moment
/// cause exactly one refresh (refresh tokens are single use, so a second refresh with the same token
/// would end the session). When the server refuses the refresh token, the session signs out.
public actor AuthSession {
    public enum State: Sendable, Equatable {
        case signedOut
        case signedIn
    }

    private let store: any TokenStore
    private let refresher: any TokenRefresher
    private let now: @Sendable () -> Date
    /// Refresh this long before the access token expires, so requests never race its expiry.
    private let refreshLeeway: TimeInterval
    private var tokens: AuthTokens?
    private var refreshTask: Task<AuthTokens, any Error>?
    /// Bumped by sign-in and sign-out, so a refresh that started before cannot overwrite what they did.
    private var generation = 0
    private var observers: [UUID: AsyncStream<State>.Continuation] = [:]

    public init(
        store: any TokenStore,
        refresher: any TokenRefresher,
        refreshLeeway: TimeInterval = 60,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.refresher = refresher
        self.refreshLeeway = refreshLeeway
        self.now = now
    }

    /// Loads the tokens a previous launch stored. Call once at launch.
    public func restore() async throws {
        tokens = try await store.load()
        publish()
    }

    public var state: State { tokens == nil ? .signedOut : .signedIn }

    /// Every change of `state`, starting with the current one.
    public func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self)
        let id = UUID()
        observers[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(id) }
        }
        return stream
    }

    public func signIn(_ tokens: AuthTokens) async throws {
        generation += 1
        refreshTask = nil
        self.tokens = tokens
        try await store.save(tokens)
        publish()
    }

    /// Forgets the session on this device (call the server's sign-out first to end it there too).
    public func signOut() async {
        generation += 1
        refreshTask = nil
        tokens = nil
        try? await store.clear()
        publish()
    }

    /// The refresh token, for the server's sign-out call.
    public var refreshToken: String? { tokens?.refreshToken }

    /// An access token that will not expire in the next `refreshLeeway` seconds.
    public func validAccessToken() async throws -> String {
        if let refreshTask { return try await refreshTask.value.accessToken }
        guard let tokens else { throw AuthSessionError.signedOut }
        if tokens.accessTokenExpiresAt.timeIntervalSince(now()) > refreshLeeway {
            return tokens.accessToken
        }
        return try await refreshed().accessToken
    }

    /// After the server rejected `rejected` with 401: a newer token if someone already refreshed,
    /// else the result of one shared refresh.
    public func accessToken(replacing rejected: String) async throws -> String {
        if let refreshTask { return try await refreshTask.value.accessToken }
        guard let tokens else { throw AuthSessionError.signedOut }
        if tokens.accessToken != rejected { return tokens.accessToken }
        return try await refreshed().accessToken
    }

    private func refreshed() async throws -> AuthTokens {
        if let refreshTask { return try await refreshTask.value }
        guard let current = tokens else { throw AuthSessionError.signedOut }
        let started = generation
        let task = Task { try await self.performRefresh(using: current.refreshToken, generation: started) }
        refreshTask = task
        return try await task.value
    }

    private func performRefresh(using refreshToken: String, generation started: Int) async throws -> AuthTokens {
        let outcome: Result<AuthTokens, any Error>
        do {
            outcome = .success(try await refresher.refresh(refreshToken))
        } catch {
            outcome = .failure(error)
        }
        // Signed in or out meanwhile: this refresh belongs to a session that no longer exists.
        guard generation == started else { throw AuthSessionError.signedOut }
        refreshTask = nil
        switch outcome {
        case .success(let fresh):
            tokens = fresh
            try await store.save(fresh)
            return fresh
        case .failure(AuthRefreshError.rejected):
            tokens = nil
            try? await store.clear()
            publish()
            throw AuthSessionError.signedOut
        case .failure(let error):
            throw error
        }
    }

    private func publish() {
        for continuation in observers.values { continuation.yield(state) }
    }

    private func removeObserver(_ id: UUID) {
        observers[id] = nil
    }
}

public enum AuthSessionError: Error, Equatable {
    /// There is no session (never signed in, signed out, or the server ended it): show sign-in.
    case signedOut
}

extension AuthSessionError {
    /// Whether `error` means the session is over. Generated clients wrap middleware errors in
    /// `ClientError`, so this looks inside.
    public static func isSignedOut(_ error: any Error) -> Bool {
        if let error = error as? AuthSessionError { return error == .signedOut }
        if let error = error as? ClientError { return isSignedOut(error.underlyingError) }
        return false
    }
}
