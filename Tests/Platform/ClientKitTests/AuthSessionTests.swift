import ClientKit
import Foundation
import Testing

/// A refresher that counts calls and answers as scripted, slowly enough for callers to pile up.
actor ScriptedRefresher: TokenRefresher {
    enum Answer: Sendable {
        case tokens
        case rejected
        case offline
    }

    private(set) var calls: [String] = []
    var answer: Answer
    let delay: Duration
    /// When set, each refresh waits for `release()` instead of `delay`: a refresh held in flight for
    /// as long as the test needs, however slowly a loaded machine runs the test.
    let holds: Bool
    private var held: [CheckedContinuation<Void, Never>] = []

    init(answer: Answer = .tokens, delay: Duration = .milliseconds(50), holds: Bool = false) {
        self.answer = answer
        self.delay = delay
        self.holds = holds
    }

    func setAnswer(_ answer: Answer) { self.answer = answer }

    /// Lets every held refresh go on.
    func release() {
        for continuation in held { continuation.resume() }
        held = []
    }

    func refresh(_ refreshToken: String) async throws -> AuthTokens {
        calls.append(refreshToken)
        if holds {
            await withCheckedContinuation { held.append($0) }
        } else {
            try await Task.sleep(for: delay, tolerance: .zero)
        }
        switch answer {
        case .tokens:
            return AuthTokens(accessToken: "access-\(calls.count + 1)", refreshToken: "refresh-\(calls.count + 1)", accessTokenExpiresAt: Date().addingTimeInterval(3600))
        case .rejected:
            throw AuthRefreshError.rejected
        case .offline:
            throw URLError(.notConnectedToInternet)
        }
    }
}

@Suite("AuthSession")
struct AuthSessionTests {
    let fresh = AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: Date().addingTimeInterval(3600))
    let expired = AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: Date().addingTimeInterval(-10))

    @Test("a token far from expiry is used as it is")
    func freshToken() async throws {
        let refresher = ScriptedRefresher()
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher)
        try await session.signIn(fresh)
        #expect(try await session.validAccessToken() == "access-1")
        #expect(await refresher.calls.isEmpty)
    }

    @Test("a token about to expire is refreshed first")
    func nearExpiry() async throws {
        let refresher = ScriptedRefresher()
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher, refreshLeeway: 60)
        try await session.signIn(AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: Date().addingTimeInterval(30)))
        #expect(try await session.validAccessToken() == "access-2")
        #expect(await refresher.calls == ["refresh-1"])
    }

    @Test("twenty callers with an expired token share one refresh")
    func sharedRefresh() async throws {
        let refresher = ScriptedRefresher()
        let store = InMemoryTokenStore()
        let session = AuthSession(store: store, refresher: refresher)
        try await session.signIn(expired)
        let tokens = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { try await session.validAccessToken() } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(tokens == Array(repeating: "access-2", count: 20))
        #expect(await refresher.calls == ["refresh-1"])
        #expect(await store.load()?.refreshToken == "refresh-2", "the rotated refresh token is persisted")
    }

    @Test("after a 401, a token another caller already refreshed is reused, not refreshed again")
    func rejectionAfterRefresh() async throws {
        let refresher = ScriptedRefresher()
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher)
        try await session.signIn(fresh)
        #expect(try await session.accessToken(replacing: "access-1") == "access-2")
        #expect(try await session.accessToken(replacing: "access-1") == "access-2")
        #expect(await refresher.calls.count == 1)
    }

    @Test("a refused refresh signs out everyone waiting, and clears the store")
    func refusedRefreshSignsOut() async throws {
        let refresher = ScriptedRefresher(answer: .rejected)
        let store = InMemoryTokenStore()
        let session = AuthSession(store: store, refresher: refresher)
        try await session.signIn(expired)
        var states = await session.states().makeAsyncIterator()
        #expect(await states.next() == .signedIn)
        let failures = await withTaskGroup(of: (any Error)?.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    do { _ = try await session.validAccessToken(); return nil } catch { return error }
                }
            }
            return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
        }
        #expect(failures.allSatisfy { ($0 as? AuthSessionError) == .signedOut })
        #expect(await refresher.calls.count == 1)
        #expect(await session.state == .signedOut)
        #expect(await states.next() == .signedOut)
        #expect(await store.load() == nil)
    }

    @Test("a refresh that fails for lack of network keeps the session")
    func offlineKeepsSession() async throws {
        let refresher = ScriptedRefresher(answer: .offline)
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher)
        try await session.signIn(expired)
        await #expect(throws: URLError.self) { try await session.validAccessToken() }
        #expect(await session.state == .signedIn)
        await refresher.setAnswer(.tokens)
        #expect(try await session.validAccessToken() == "access-3")
    }

    @Test("signing out while a refresh is in flight discards its result")
    func signOutDuringRefresh() async throws {
        let refresher = ScriptedRefresher(holds: true)
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher)
        try await session.signIn(expired)
        let pending = Task { try await session.validAccessToken() }
        while await refresher.calls.isEmpty { try await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
        await session.signOut()
        await refresher.release()
        await #expect(throws: AuthSessionError.signedOut) { try await pending.value }
        #expect(await session.state == .signedOut)
    }

    @Test("signed out, there is no token to hand out")
    func signedOut() async {
        let session = AuthSession(store: InMemoryTokenStore(), refresher: ScriptedRefresher())
        await #expect(throws: AuthSessionError.signedOut) { try await session.validAccessToken() }
    }

    @Test("restore picks up what the store kept from the last launch")
    func restore() async throws {
        let session = AuthSession(store: InMemoryTokenStore(fresh), refresher: ScriptedRefresher())
        #expect(await session.state == .signedOut)
        try await session.restore()
        #expect(await session.state == .signedIn)
        #expect(try await session.validAccessToken() == "access-1")
    }
}
