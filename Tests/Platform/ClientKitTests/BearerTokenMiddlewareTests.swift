import ClientKit
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIRuntime
import Testing

@Suite("Bearer token middleware")
struct BearerTokenMiddlewareTests {
    /// A transport stand-in: records the Authorization of each attempt and answers 401 to `rejected`.
    final class Recorder: Sendable {
        let seen = NIOLockedValueBox<[String?]>([])
        let rejected: Set<String>

        init(rejected: Set<String>) { self.rejected = rejected }

        func next(_ request: HTTPRequest, _ body: HTTPBody?, _ url: URL) async throws -> (HTTPResponse, HTTPBody?) {
            let authorization = request.headerFields[.authorization]
            seen.withLockedValue { $0.append(authorization) }
            let status: HTTPResponse.Status = authorization.map { rejected.contains($0) } == true ? .unauthorized : .ok
            return (HTTPResponse(status: status), nil)
        }
    }

    func session(_ refresher: ScriptedRefresher) async throws -> AuthSession {
        let session = AuthSession(store: InMemoryTokenStore(), refresher: refresher)
        try await session.signIn(AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: Date().addingTimeInterval(3600)))
        return session
    }

    @Test("a 401 gets one refresh and one retry with the new token")
    func retryOnce() async throws {
        let refresher = ScriptedRefresher()
        let middleware = BearerTokenMiddleware(session: try await session(refresher), unauthenticatedOperations: ["signIn"])
        let recorder = Recorder(rejected: ["Bearer access-1"])
        let (response, _) = try await middleware.intercept(
            HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/user/profile"), body: nil, baseURL: URL(string: "http://x")!,
            operationID: "getProfile", next: recorder.next
        )
        #expect(response.status == .ok)
        #expect(recorder.seen.withLockedValue { $0 } == ["Bearer access-1", "Bearer access-2"])
        #expect(await refresher.calls.count == 1)
    }

    @Test("a second 401 is returned, not retried again")
    func noLoop() async throws {
        let refresher = ScriptedRefresher()
        let middleware = BearerTokenMiddleware(session: try await session(refresher), unauthenticatedOperations: [])
        let recorder = Recorder(rejected: ["Bearer access-1", "Bearer access-2"])
        let (response, _) = try await middleware.intercept(
            HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/user/profile"), body: nil, baseURL: URL(string: "http://x")!,
            operationID: "getProfile", next: recorder.next
        )
        #expect(response.status == .unauthorized)
        #expect(recorder.seen.withLockedValue { $0 }.count == 2)
    }

    @Test("operations that take no token are sent without one")
    func unauthenticated() async throws {
        let middleware = BearerTokenMiddleware(session: try await session(ScriptedRefresher()), unauthenticatedOperations: ["refreshSession"])
        let recorder = Recorder(rejected: [])
        _ = try await middleware.intercept(
            HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/auth/refresh"), body: nil, baseURL: URL(string: "http://x")!,
            operationID: "refreshSession", next: recorder.next
        )
        #expect(recorder.seen.withLockedValue { $0 } == [nil])
    }

    @Test("a body that can be read only once is not sent twice")
    func singleUseBody() async throws {
        let refresher = ScriptedRefresher()
        let middleware = BearerTokenMiddleware(session: try await session(refresher), unauthenticatedOperations: [])
        let recorder = Recorder(rejected: ["Bearer access-1"])
        let stream = AsyncStream<ArraySlice<UInt8>> { $0.yield([1, 2, 3]); $0.finish() }
        let body = HTTPBody(stream, length: .known(3), iterationBehavior: .single)
        let (response, _) = try await middleware.intercept(
            HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/media"), body: body, baseURL: URL(string: "http://x")!,
            operationID: "upload", next: recorder.next
        )
        #expect(response.status == .unauthorized)
        #expect(recorder.seen.withLockedValue { $0 }.count == 1)
        #expect(await refresher.calls.isEmpty)
    }

    @Test("an operation that works signed out goes without a token when there is no session, and with one when there is")
    func optionalSignedOut() async throws {
        let session = AuthSession(store: InMemoryTokenStore(), refresher: ScriptedRefresher())
        let middleware = BearerTokenMiddleware(session: session, unauthenticatedOperations: [], optionalOperations: ["searchFlowers"])
        let recorder = Recorder(rejected: [])
        let search = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/flowers/search")
        _ = try await middleware.intercept(search, body: nil, baseURL: URL(string: "http://x")!, operationID: "searchFlowers", next: recorder.next)
        // An operation that needs a session still says so.
        await #expect(throws: AuthSessionError.signedOut) {
            _ = try await middleware.intercept(search, body: nil, baseURL: URL(string: "http://x")!, operationID: "getProfile", next: recorder.next)
        }
        try await session.signIn(AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: Date().addingTimeInterval(3600)))
        _ = try await middleware.intercept(search, body: nil, baseURL: URL(string: "http://x")!, operationID: "searchFlowers", next: recorder.next)
        #expect(recorder.seen.withLockedValue { $0 } == [nil, "Bearer access-1"])
    }

    @Test("when the server ended the session, an operation that works signed out is retried without a token")
    func optionalAfterSessionEnded() async throws {
        let refresher = ScriptedRefresher(answer: .rejected)
        let session = try await session(refresher)
        let middleware = BearerTokenMiddleware(session: session, unauthenticatedOperations: [], optionalOperations: ["getFlower"])
        let recorder = Recorder(rejected: ["Bearer access-1"])
        let (response, _) = try await middleware.intercept(
            HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/flowers/1"), body: nil, baseURL: URL(string: "http://x")!,
            operationID: "getFlower", next: recorder.next
        )
        #expect(response.status == .ok)
        #expect(recorder.seen.withLockedValue { $0 } == ["Bearer access-1", nil])
        #expect(await session.state == .signedOut)
    }
}
